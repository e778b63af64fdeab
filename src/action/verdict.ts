// The end of an evaluating step (a shard's ends in shards.ts): the
// publishers (src/publish/publishers/index.ts says their order), then the
// verdict. The step fails last, once everything is published. And the end of
// a step whose dataset code was refused: nothing ran, nothing is published.
import { escapeMarkdown } from '../base/index.js';
import type { BaselinePlan } from '../baseline/index.js';
import {
  type ActionContext,
  lazyGitHub,
  runPublishers,
  type DatasetRun,
  ACTION_PUBLISHERS,
  writeJobSummary,
  actionLog as log,
} from '../publish/index.js';
import { setupLogText } from '../report/index.js';
import { distinctSetupErrors, NO_CASES, noCasesWhy, nothingEvaluated, setupHeadline } from '../app/index.js';
import type { ActionInputs } from './inputs.js';

/** The step's exit code on a setup error (the CLI's too); @actions/core's failure is 1. */
export const SETUP_ERROR_EXIT_CODE = 4;

export interface StepEnd {
  inputs: ActionInputs;
  ctx: ActionContext;
  workspace: string;
  outputDir: string;
  plan: BaselinePlan;
  runs: DatasetRun[];
  /** Lines the step fails with once everything is published. */
  lateErrors: string[];
  /** The stop signal received, or null. */
  cancelled: string | null;
}

export async function publishAndJudge({ inputs, ctx, workspace, outputDir, plan, runs, lateErrors, cancelled }: StepEnd): Promise<void> {
  const all = runs.map((r) => r.results);
  const gatePassed = cancelled === null && all.every((r) => r.gate.passed);
  // Each model that could not be called (each database not set up), once, whole, in the step's log.
  const setupErrors = distinctSetupErrors(all);
  // Every dataset empty: nothing was checked, which no gate setting makes a pass.
  const empty = cancelled === null && nothingEvaluated(all);
  // These fail the step whatever fail-on-gate says; `passed` and the check must not then say otherwise.
  const failsAnyway = setupErrors.length > 0 || lateErrors.length > 0 || empty;
  for (const e of setupErrors) log.error(...setupLogText(e).split('\n'));

  // A results file not written is named nowhere (its error fails the step).
  const resultsPath = runs.length === 1 ? (runs[0]?.resultsPath ?? null) : runs.some((r) => r.resultsPath !== null) ? outputDir : null;
  await runPublishers(ACTION_PUBLISHERS, {
    inputs,
    ctx,
    workspace,
    outputDir,
    plan,
    runs,
    resultsPath,
    cancelled,
    failsAnyway,
    setupErrors,
    lateErrors,
    passed: gatePassed && !failsAnyway,
    github: lazyGitHub(inputs, ctx, cancelled),
    published: { summaryPath: null, commentUrl: null, cacheKeys: runs.map((r) => r.cacheKey), reportPath: null, reportUrl: null },
  });

  // The verdict. A setup error fails the step whatever fail-on-gate says:
  // nothing was evaluated, and exit code 4 tells it apart from a gate's 1.
  if (cancelled) {
    const where = resultsPath === null ? 'could not be written (see below)' : `are in ${resultsPath}, marked interrupted`;
    log.fail(`supereval: cancelled (${cancelled}); the results of the cases that finished ${where}.`);
  } else if (empty) {
    log.fail(`supereval: ${NO_CASES}: ${noCasesWhy(all.map((r) => r.dataset.name))}.`);
  } else if (setupErrors.length > 0) {
    log.fail(`supereval: setup error, not a regression: ${setupHeadline(setupErrors)} (see the error above).`);
  } else if (!gatePassed) {
    const reasons = all.flatMap((r) => r.gate.reasons.map((reason) => `${r.dataset.name}: ${reason}`));
    if (inputs['fail-on-gate']) log.fail('supereval gate blocked:', ...reasons);
    else log.warning('supereval gate would block (fail-on-gate is false):', ...reasons);
  }
  if (lateErrors.length > 0) log.fail(...lateErrors);
  // Last: every log.fail sets 1.
  if (setupErrors.length > 0) process.exitCode = SETUP_ERROR_EXIT_CODE;
}

/**
 * The refusal fails the step and is the job summary; no comment, check,
 * results or baseline: nothing ran.
 */
export async function refuse(lines: string[]): Promise<void> {
  log.fail(...lines);
  const [head = '', ...rest] = lines;
  const written = await writeJobSummary(
    `## supereval: dataset code refused\n\n${[head.replace(/^supereval: /, ''), ...rest].map(escapeMarkdown).join('\n\n')}\n`,
    process.env['GITHUB_STEP_SUMMARY'],
  );
  if (!written.written) log.warning(written.reason);
}
