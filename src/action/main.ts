// The action: inputs (parsed once) -> the core the CLI also uses -> the
// publishers (src/publish/publishers/index.ts says their order) -> the verdict.
// The step fails last, once everything is published.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { evaluateDataset } from './dataset.js';
import { actionLog as log } from '../base/action-log.js';
import { actionBaselinePlan } from '../baseline/policy.js';
import { InputError, parseActionInputs } from './inputs.js';
import { ACTION_BATCH_NAMES, readBatchSettings } from '../run/batch/settings.js';
import { DatasetError, formatIssue, listedIssues, moreProblems, moreWarnings, type DatasetIssue } from '../base/errors.js';
import type { KindDataset } from '../kinds/types.js';
import { expandDatasetPaths, expandFilePatterns } from '../dataset/patterns.js';
import { isFullSelection, selectDatasets, selectionSettings } from '../dataset/select.js';
import { createEvaluator, loadDatasets, readPrices, readPrompt, refusedNotes, usableOrThrow } from '../app/evaluator.js';
import { credentialWarnings, SpecError } from '../providers/spec.js';
import { ActionContextError, readActionContext } from '../publish/context.js';
import { lazyGitHub, runPublishers, type DatasetRun } from '../publish/publisher.js';
import { ACTION_PUBLISHERS } from '../publish/publishers/index.js';
import { repoPath, workspaceDir } from '../base/repo-path.js';
import { secretValues } from '../base/redact.js';
import { downloadMergedShards, finishShard, gateMerged, shardPlan } from './shards.js';
import { ShardSetError, type MergedDataset } from '../results/merge-shards.js';
import type { BaselineInput } from '../app/evaluator.js';
import type { BaselineScope } from '../baseline/cache-key.js';
import { setupLogText } from '../report/setup.js';
import { sideBySide } from '../run/slots.js';
import { watchStopSignals, type StopWatch } from '../base/stop-signals.js';
import { distinctSetupErrors } from '../results/setup-errors.js';

/** The step's exit code on a setup error (the CLI's too); @actions/core's failure is 1. */
export const SETUP_ERROR_EXIT_CODE = 4;

export async function run(): Promise<void> {
  // Cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills: stop
  // at the first signal, publish what finished, and exit.
  const stop = watchStopSignals((signal) =>
    log.info(`supereval: ${signal}: the job is being cancelled; stopping the calls in flight and writing what finished`),
  );
  try {
    await runAction(stop);
  } catch (error) {
    // Input problems are the user's to fix: one line each, no stack trace.
    if (error instanceof DatasetError) log.fail(...listedIssues(error.issues, inRepo, moreProblems));
    else if (error instanceof InputError || error instanceof SpecError || error instanceof ActionContextError) log.fail(error.message);
    else if (error instanceof ShardSetError) log.fail('supereval: the shards cannot be merged:', ...error.problems);
    else log.fail(...`supereval: internal error: ${(error as Error).stack ?? String(error)}`.split('\n'));
  } finally {
    stop.dispose();
  }
  // At once: an idle keep-alive socket must not hold the step past the runner's grace period.
  const code = stop.exitCode();
  if (code !== null) process.exit(code);
}

async function runAction(stop: StopWatch): Promise<void> {
  const inputs = parseActionInputs((name) => core.getInput(name));
  const ctx = readActionContext();
  const workspace = workspaceDir();
  // A merge job calls no model: it needs no credentials.
  if (inputs.mode !== 'merge') for (const warning of credentialWarnings(inputs.models, inputs['judge-model'], process.env)) log.warning(warning);
  // The results mask the secrets we hold (pipeline.ts); the runner masks them in the log too.
  for (const secret of secretValues(process.env)) core.setSecret(secret);

  // A link committed in a pull request must not lead the action out of the repository.
  const within = { within: workspace };
  const prompt = await readPrompt(
    { ...(inputs.prompt ? { text: inputs.prompt } : {}), ...(inputs['prompt-file'] ? { file: inputs['prompt-file'] } : {}) },
    within,
  );
  const selection = { tags: inputs.tags, sample: inputs.sample, seed: inputs['sample-seed'], shard: inputs.shard };
  const merging = inputs.mode === 'merge';
  if (merging && inputs.shard)
    throw new InputError(['shard and mode merge do not go together: the shard jobs set shard: i/n, the merge job after them mode: merge']);
  // A shard reads and saves no baseline; a merge has every result already, so none is reused.
  const planned = inputs.shard ? { ok: true as const, plan: shardPlan(inputs.shard) } : actionBaselinePlan(ctx, inputs, !isFullSelection(selection));
  if (!planned.ok) throw new InputError([planned.problem]);
  const plan = merging ? { ...planned.plan, mayReuse: false } : planned.plan;
  const expanded = await expandDatasetPaths(inputs.datasets, { absolute: true, field: '(datasets)' });
  for (const note of expanded.notes) log.info(`datasets: ${note}`);
  const found = await loadDatasets(expanded.dirs, prompt, within);
  for (const line of listedIssues(found.warnings, inRepo, moreWarnings)) log.warning(line);
  const loaded = usableOrThrow(found);
  // A dataset with problems is left out; the others run, and the step fails once they are published.
  const { refused } = found;
  for (const line of listedIssues(refused, inRepo, moreProblems)) log.error(line);
  const chosen = selectDatasets(loaded, selection);
  for (const name of chosen.empty) log.info(`${name}: no case matches tags ${inputs.tags.join(', ')}; not run.`);
  if (chosen.datasets.length === 0) throw new InputError([`tags: ${inputs.tags.join(', ')} match no case in any dataset`]);
  const shards = merging ? await downloadMergedShards(inputs.matrix, chosen.datasets) : null;
  const hashFiles = await readHashFiles(inputs['hash-files'], workspace);
  const inference = {
    ...(inputs.temperature !== undefined ? { temperature: inputs.temperature } : {}),
    ...(inputs['max-tokens'] !== undefined ? { max_tokens: inputs['max-tokens'] } : {}),
    ...(inputs['top-p'] !== undefined ? { top_p: inputs['top-p'] } : {}),
  };
  const batch = readBatchSettings(
    { mode: inputs.batch, fallback: inputs['batch-fallback'], s3Uri: inputs['batch-s3-uri'], roleArn: inputs['batch-role-arn'] },
    ACTION_BATCH_NAMES,
  );
  if (typeof batch === 'string') throw new InputError([batch]);
  const evaluator = await createEvaluator({
    models: inputs.models,
    ...(inputs['judge-model'] ? { judgeModel: inputs['judge-model'] } : {}),
    ...(inputs['embedding-model'] ? { embeddingModel: inputs['embedding-model'] } : {}),
    prompt,
    ...(inputs.concurrency ? { concurrency: inputs.concurrency } : {}),
    ...(inputs.trials ? { trials: inputs.trials } : {}),
    ...(inputs.agent ? { agent: inputs.agent } : {}),
    ...(inputs['require-judge'] ? { requireJudge: 'action' as const } : {}),
    ...(inputs.system ? { system: inputs.system } : {}),
    ...(Object.keys(inference).length > 0 ? { inference } : {}),
    providerOptions: {
      ...(inputs['exec-timeout'] !== undefined ? { exec: { timeoutMs: inputs['exec-timeout'] } } : {}),
      ...(inputs['aws-region'] ? { region: inputs['aws-region'] } : {}),
      ...(inputs['prices-file'] ? { prices: await readPrices(inputs['prices-file'], within) } : {}),
    },
    onProgress: progressLogger(),
    signal: stop.signal,
    ...(inputs['max-cost-usd'] !== undefined ? { costCap: { limitUsd: inputs['max-cost-usd'], option: 'max-cost-usd' } } : {}),
    ...(inputs['max-duration'] !== undefined ? { durationCap: { limitMs: inputs['max-duration'], option: 'max-duration' } } : {}),
    batch,
    notify: (line, warning) => (warning ? log.warning(`supereval: ${line}`) : log.info(`supereval: ${line}`)),
  });
  const pricesText = inputs['prices-file'] ? await readFile(inputs['prices-file'], 'utf8') : null;
  for (const note of plan.notes) log.info(note);
  const outputDir = path.resolve(workspace, inputs['output-dir']);
  // Files that could not be written, baselines named but unusable: the step fails on them once everything else is published.
  const refusedLines = refusedNotes(refused, repoPath);
  const lateErrors: string[] = [...refusedLines];
  const step = {
    inputs,
    ctx,
    evaluator,
    plan,
    prompt: prompt?.text ?? null,
    hashFiles,
    pricesText,
    selection: selectionSettings(selection),
    outputDir,
    many: loaded.length > 1,
    lateErrors,
    recordConfig: inputs.shard !== null,
    ...(shards ? { fromShards: fromShards(shards, inputs['require-judge']) } : {}),
  };
  let runs: DatasetRun[];
  try {
    // Datasets run side by side over the evaluator's one pool of calls.
    runs = await sideBySide(chosen.datasets, (dataset) => evaluateDataset(dataset, step));
  } finally {
    await evaluator.close();
  }

  const all = runs.map((r) => r.results);
  const cancelled = stop.received();
  const gatePassed = cancelled === null && all.every((r) => r.gate.passed);
  // Each model that could not be called, once, whole, in the step's log.
  const setupErrors = distinctSetupErrors(all);
  // These fail the step whatever fail-on-gate says; `passed` and the check must not then say otherwise.
  const failsAnyway = setupErrors.length > 0 || lateErrors.length > 0;
  for (const note of evaluator.capNotes()) log.warning(note);
  if (inputs.shard) {
    const failures = lateErrors.slice(refusedLines.length);
    await finishShard({ shard: inputs.shard, matrix: inputs.matrix, runs, failures, refused: refusedLines, setupErrors, cancelled });
    return;
  }
  for (const e of setupErrors) log.error(...setupLogText(e).split('\n'));

  const resultsPath = runs.length === 1 ? (runs[0]?.resultsPath ?? outputDir) : outputDir;
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
    published: { summaryPath: null, commentUrl: null, cacheKeys: runs.map((r) => r.cacheKey) },
  });

  // The verdict. A setup error fails the step whatever fail-on-gate says:
  // nothing was evaluated, and exit code 4 tells it apart from a gate's 1.
  if (cancelled) {
    log.fail(`supereval: cancelled (${cancelled}); the results of the cases that finished are in ${resultsPath}, marked interrupted.`);
  } else if (setupErrors.length > 0) {
    log.fail(`supereval: setup error, not a regression: ${setupErrors.map((e) => e.model).join(', ')} could not be called (see the error above).`);
  } else if (!gatePassed) {
    const reasons = all.flatMap((r) => r.gate.reasons.map((reason) => `${r.dataset.name}: ${reason}`));
    if (inputs['fail-on-gate']) log.fail('supereval gate blocked:', ...reasons);
    else log.warning('supereval gate would block (fail-on-gate is false):', ...reasons);
  }
  if (lateErrors.length > 0) log.fail(...lateErrors);
  // Last: every log.fail sets 1.
  if (setupErrors.length > 0) process.exitCode = SETUP_ERROR_EXIT_CODE;
}

/** A dataset problem or warning for the log, its file named from the repository's root. */
const inRepo = (issue: DatasetIssue): string => formatIssue({ ...issue, file: repoPath(issue.file) });

async function readHashFiles(patterns: string[], workspace: string) {
  if (patterns.length === 0) return [];
  const { files, unmatched } = await expandFilePatterns(patterns);
  // A typo here would silently leave the files out of the config hash.
  for (const pattern of unmatched) log.warning(`hash-files: ${pattern} matches no file; it adds nothing to the config hash`);
  return Promise.all(files.map(async (f) => ({ path: path.relative(workspace, f), content: await readFile(f) })));
}

function progressLogger() {
  const last = new Map<string, number>();
  return (dataset: KindDataset, p: { done: number; total: number; errors: number }) => {
    const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
    if ((last.get(dataset.name) ?? -1) >= decile) return;
    last.set(dataset.name, decile);
    log.info(`${dataset.name}: ${p.done}/${p.total} calls done, ${p.errors} errors`);
  };
}

/** mode merge: each dataset's results from the shards, gated as an evaluation's. */
function fromShards(shards: ReadonlyMap<string, MergedDataset>, requireJudge: boolean) {
  return (dataset: KindDataset, baseline: BaselineInput | null, scope: BaselineScope | null) =>
    gateMerged(shards, dataset, baseline, scope, requireJudge);
}
