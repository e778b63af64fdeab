// The action: inputs (parsed once) -> the core the CLI also uses -> publish.
// Publishing order matters: the job summary first (it always works), then the
// comment and the check, then outputs; the step fails last, when the gate blocks.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { InputError, parseActionInputs, type ActionInputs } from './config/action-inputs.js';
import { DatasetError, formatIssue } from './dataset/errors.js';
import { safeFileName } from './dataset/baseline-file.js';
import type { Dataset } from './dataset/load.js';
import { expandDatasetPaths, expandFilePatterns } from './dataset/patterns.js';
import { WriteError, writeFileAtomic } from './io/write-file.js';
import { isFullSelection, selectDatasets, selectionSettings } from './dataset/select.js';
import { sideBySide } from './run/slots.js';
import { applyGate, createEvaluator, loadDatasets, readPrices, readPrompt, templateFor } from './pipeline.js';
import { credentialWarnings, isReproducible, SpecError } from './providers/spec.js';
import { caseAnnotations } from './report/annotations.js';
import { checkSummary, checkTitle, renderComment } from './report/comment.js';
import { CHECK_OUTPUT_MAX_CHARS, COMMENT_BODY_MAX_CHARS } from './report/limits.js';
import { renderMarkdown } from './report/markdown.js';
import type { EvalResults } from './report/results.js';
import { readPlannedBaseline, savePlannedCache, writePlannedBaseline } from './baseline/apply.js';
import { actionBaselinePlan, usesCache, type BaselinePlan } from './baseline/policy.js';
import { scopeFor } from './publish/baseline-store.js';
import type { BaselineScope } from './publish/cache-key.js';
import { publishCheckRun } from './publish/check.js';
import { stickyMarker, upsertStickyComment } from './publish/comment.js';
import { legCheckName, legId } from './publish/leg.js';
import { ActionContextError, readActionContext, type ActionContext } from './publish/context.js';
import { setStepOutputs, type ActionOutputs } from './publish/outputs.js';
import { writeJobSummary } from './publish/summary.js';
import { actionLog as log } from './action-log.js';
import { inertJson } from './log.js';
import { distinctSetupErrors, setupLogText } from './report/setup.js';
import { secretValues } from './report/redact.js';
import { watchStopSignals, type StopWatch } from './stop-signals.js';
import { datasetVerdicts, regressedCases, spendOutputs } from './report/step-outputs.js';

/** The step's exit code on a setup error (the CLI's too); @actions/core's failure is 1. */
export const SETUP_ERROR_EXIT_CODE = 4;

export async function run(): Promise<void> {
  // Cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills: stop
  // at the first signal, publish what finished, and exit.
  const stop = watchStopSignals((signal) => log.info(`supereval: ${signal}: the job is being cancelled; stopping the calls in flight and writing what finished`));
  try {
    await runAction(stop);
  } catch (error) {
    // Input problems are the user's to fix: one line each, no stack trace.
    if (error instanceof DatasetError) log.fail(...error.issues.map((issue) => formatIssue({ ...issue, file: repoPath(issue.file) })));
    else if (error instanceof InputError || error instanceof SpecError || error instanceof ActionContextError) log.fail(error.message);
    else log.fail(...`supereval: internal error: ${(error as Error).stack ?? String(error)}`.split('\n'));
  } finally {
    stop.dispose();
  }
  // At once: an idle keep-alive socket must not hold the step past the runner's grace period.
  const code = stop.exitCode();
  if (code !== null) process.exit(code);
}

/** Dataset paths come absolute from the globber; the user knows them by their place in the repository. */
function repoPath(file: string): string {
  const relative = path.relative(process.env['GITHUB_WORKSPACE'] || process.cwd(), file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

interface DatasetRun {
  dataset: Dataset;
  results: EvalResults;
  scope: BaselineScope | null;
  cacheKey: string | null;
  skipped: boolean;
  resultsPath: string;
}

async function runAction(stop: StopWatch): Promise<void> {
  const inputs = parseActionInputs((name) => core.getInput(name));
  const ctx = readActionContext();
  const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd();
  for (const warning of credentialWarnings(inputs.models, inputs['judge-model'], process.env)) log.warning(warning);
  // The results mask the secrets we hold (pipeline.ts); the runner masks them in the log too.
  for (const secret of secretValues(process.env)) core.setSecret(secret);

  // A link committed in a pull request must not lead the action out of the repository.
  const within = { within: workspace };
  const prompt = await readPrompt({ ...(inputs.prompt ? { text: inputs.prompt } : {}), ...(inputs['prompt-file'] ? { file: inputs['prompt-file'] } : {}) }, within);
  const selection = { tags: inputs.tags, sample: inputs.sample, seed: inputs['sample-seed'] };
  const subset = !isFullSelection(selection);
  const planned = actionBaselinePlan(ctx, inputs, subset);
  if (!planned.ok) throw new InputError([planned.problem]);
  const plan = planned.plan;
  const expanded = await expandDatasetPaths(inputs.datasets, { absolute: true, field: '(datasets)' });
  for (const note of expanded.notes) log.info(`datasets: ${note}`);
  const loaded = await loadDatasets(expanded.dirs, prompt, within);
  const chosen = selectDatasets(loaded, selection);
  for (const name of chosen.empty) log.info(`${name}: no case matches tags ${inputs.tags.join(', ')}; not run.`);
  if (chosen.datasets.length === 0) throw new InputError([`tags: ${inputs.tags.join(', ')} match no case in any dataset`]);
  const datasets = chosen.datasets;
  const hashFiles = await readHashFiles(inputs['hash-files'], workspace);
  const inference = {
    ...(inputs.temperature !== undefined ? { temperature: inputs.temperature } : {}),
    ...(inputs['max-tokens'] !== undefined ? { max_tokens: inputs['max-tokens'] } : {}),
    ...(inputs['top-p'] !== undefined ? { top_p: inputs['top-p'] } : {}),
  };
  const evaluator = await createEvaluator({
    models: inputs.models,
    ...(inputs['judge-model'] ? { judgeModel: inputs['judge-model'] } : {}),
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
  });
  const pricesText = inputs['prices-file'] ? await readFile(inputs['prices-file'], 'utf8') : null;
  for (const note of plan.notes) log.info(note);
  const outputDir = path.resolve(workspace, inputs['output-dir']);
  // Files that could not be written, baselines named but unusable: the step fails on them once everything else is published.
  const lateErrors: string[] = [];

  let runs: DatasetRun[] = [];
  try {
    // Datasets run side by side over the evaluator's one pool of calls.
    runs = await sideBySide(datasets, (dataset) =>
      evaluateDataset(dataset, { inputs, ctx, evaluator, prompt: prompt?.text ?? null, hashFiles, pricesText, plan, outputDir, selection: selectionSettings(selection), many: loaded.length > 1, lateErrors }),
    );
  } finally {
    await evaluator.close();
  }

  const all = runs.map((r) => r.results);
  const cancelled = stop.received();
  const gatePassed = cancelled === null && all.every((r) => r.gate.passed);
  const skipped = runs.length > 0 && runs.every((r) => r.skipped);
  // Each model that could not be called, once, whole, in the step's log.
  const setupErrors = distinctSetupErrors(all);
  // These fail the step whatever fail-on-gate says; `passed` and the check must not then say otherwise.
  const failsAnyway = setupErrors.length > 0 || lateErrors.length > 0;
  const passed = gatePassed && !failsAnyway;
  for (const e of setupErrors) log.error(...setupLogText(e).split('\n'));
  for (const note of evaluator.capNotes()) log.warning(note);

  // 1. The job summary: always, whatever the token may do; the same markdown
  // goes to a file for later steps (the job summary may be cut to fit 1 MiB).
  const markdown = all.map((r) => renderMarkdown(r)).join('\n\n');
  const summaryFile = path.join(outputDir, 'summary.md');
  const summaryWritten = await writeFileAtomic(summaryFile, markdown).then(
    () => true,
    failedWrite(lateErrors, (e) => `summary not written: cannot write ${repoPath(e.file)}: ${e.reason}; free some space or change the output-dir input`),
  );
  const summaryPath = summaryWritten ? summaryFile : null;
  const summary = await writeJobSummary(markdown);
  if (!summary.written) log.warning(`Job summary not written: ${summary.reason}`);

  // 2. The sticky comment and 3. the check run.
  const token = inputs['github-token'];
  // Cancelled: no network calls that could outlast the runner's grace period; the job shows as cancelled anyway.
  if (cancelled) log.info('supereval: cancelled, so the PR comment and the check run are skipped; the job summary and outputs are written.');
  const octokit = token && !cancelled ? getOctokit(token, { baseUrl: ctx.apiUrl }) : null;
  if (!token) log.warning('No github-token: the PR comment and the check run are skipped; the job summary and the gate still apply.');
  let commentUrl: string | null = null;
  // Matrix legs share workflow, job and check-name: each gets its own check and comment.
  const checkName = legCheckName(inputs['check-name'], inputs.matrix);
  // on-failure while passing still edits an earlier run's comment: a stale "blocked" must not stay up.
  const commentMode = inputs.comment === 'always' || (inputs.comment === 'on-failure' && !passed) ? 'upsert' : inputs.comment === 'on-failure' ? 'update-only' : 'none';
  if (octokit && ctx.prNumber !== null && commentMode !== 'none') {
    const marker = stickyMarker({ workflow: ctx.workflow, job: ctx.job, checkName, leg: legId(inputs.matrix) });
    const { body } = renderComment({ results: all, runUrl: ctx.runUrl, skipped, name: checkName }, COMMENT_BODY_MAX_CHARS - marker.length - 1);
    const comment = await upsertStickyComment(octokit, { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.prNumber, marker, body, updateOnly: commentMode === 'update-only' });
    if (comment.action === 'skipped') log.warning(`PR comment not posted: ${comment.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
    else if (comment.action !== 'none') commentUrl = comment.url;
  }
  if (octokit) {
    const text = renderComment({ results: all, runUrl: ctx.runUrl, skipped }, CHECK_OUTPUT_MAX_CHARS).body;
    const check = await publishCheckRun(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      headSha: ctx.headSha,
      name: checkName,
      conclusion: passed ? 'success' : inputs['fail-on-gate'] || failsAnyway ? 'failure' : 'neutral',
      title: checkTitle(all),
      summary: checkSummary(all),
      text,
      annotations: runs.flatMap((r) => caseAnnotations(r.results, path.relative(workspace, path.resolve(r.dataset.files.cases)))),
      detailsUrl: ctx.runUrl,
    });
    if (check.action === 'skipped') log.warning(`Check run not created: ${check.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
    else if (check.incomplete) log.warning(check.incomplete);
  }

  // 4. Outputs.
  const totals = aggregate(all);
  const regressed = regressedCases(all);
  const outputs: ActionOutputs = {
    passed,
    'pass-rate': totals.passRate,
    regressions: regressed.length,
    fixed: totals.fixed,
    errors: totals.errors,
    ...spendOutputs(all),
    'p95-latency-ms': totals.p95,
    'baseline-found': runs.some((r) => r.results.comparison !== null),
    'baseline-key': runs.map((r) => r.cacheKey).filter(Boolean).join('\n') || null,
    'results-path': runs.length === 1 ? (runs[0]?.resultsPath ?? outputDir) : outputDir,
    'comment-url': commentUrl,
    skipped,
    'setup-error': setupErrors.length > 0,
    // JSON whose untrusted names cannot act as workflow commands where a later step echoes them.
    datasets: inertJson(datasetVerdicts(runs), 0),
    'regressed-cases': inertJson(regressed, 0),
    'summary-path': summaryPath,
  };
  setStepOutputs(outputs);

  // 5. The verdict. A setup error fails the step whatever fail-on-gate says:
  // nothing was evaluated, and exit code 4 tells it apart from a gate's 1.
  if (cancelled) {
    log.fail(`supereval: cancelled (${cancelled}); the results of the cases that finished are in ${outputs['results-path']}, marked interrupted.`);
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

interface RunContext {
  inputs: ActionInputs;
  ctx: ActionContext;
  evaluator: Awaited<ReturnType<typeof createEvaluator>>;
  prompt: string | null;
  hashFiles: { path: string; content: Buffer }[];
  /** Prices decide cost, which a gate may check. */
  pricesText: string | null;
  plan: BaselinePlan;
  /** tags/sample/seed of a subset run (null for a full run): they decide which results exist. */
  selection: Record<string, unknown> | null;
  outputDir: string;
  many: boolean;
  lateErrors: string[];
}

/** One dataset for the action: its baseline as planned, reused results or a run, the results file. */
async function evaluateDataset(dataset: Dataset, rc: RunContext): Promise<DatasetRun> {
  const { inputs, ctx, evaluator, plan } = rc;
  const models = inputs.agent && dataset.type === 'agent' ? [inputs.agent] : evaluator.providers.map((p) => p.spec.label);
  const scope = usesCache(plan)
    ? await scopeFor({
        dataset,
        models,
        judge: evaluator.judgeSpec,
        prompt: rc.prompt ?? templateFor(dataset, null).text,
        settings: {
          trials: inputs.trials ?? dataset.meta.trials ?? 1,
          agent: inputs.agent ?? null,
          system: inputs.system ?? null,
          inference: { temperature: inputs.temperature ?? null, max_tokens: inputs['max-tokens'] ?? null, top_p: inputs['top-p'] ?? null },
          prices: rc.pricesText,
          ...(rc.selection ? { selection: rc.selection } : {}),
        },
        hashFiles: rc.hashFiles,
      })
    : null;
  const cache = scope ? { scope, log, reproducible: isReproducible(models, evaluator.judgeSpec) } : undefined;
  const found = await readPlannedBaseline(plan, { dataset, many: rc.many, ...(cache ? { cache } : {}), showPath: repoPath });
  // A file the user named that cannot be used fails the step once everything is published.
  if (found.problem) rc.lateErrors.push(found.problem);
  const { baseline, reusable } = found;
  let cacheKey = found.cacheKey;
  if (baseline && !baseline.baseline) log.info(baseline.note);

  let results: EvalResults;
  if (reusable) {
    log.info(`${dataset.name}: nothing that decides the outputs changed since ${cacheKey}; reusing its results without model calls.`);
    const { gate: _gate, comparison: _c, baseline_note: _n, ...ungated } = reusable;
    // Marked reused: their cost was spent by the run that made them, not this one.
    results = applyGate({ ...ungated, run: { ...ungated.run, reused_from: cacheKey ?? 'cache' } }, dataset.thresholds, baseline, { unselected: dataset.selection?.unselected, requireJudge: inputs['require-judge'] ? 'action' : null });
  } else {
    results = await evaluator.evaluate(dataset, baseline);
  }

  const resultsPath = path.join(rc.outputDir, `${safeFileName(dataset.name)}.json`);
  await writeFileAtomic(resultsPath, `${inertJson(results)}\n`).catch(
    failedWrite(rc.lateErrors, (e) => `results not written: cannot write ${repoPath(e.file)}: ${e.reason}; free some space or change the output-dir input`),
  );
  const savedKey = await savePlannedCache(plan, { scope, results, reused: reusable !== null }, `${ctx.runId}.${ctx.runAttempt}`, log);
  if (savedKey) cacheKey = savedKey;
  const written = await writePlannedBaseline(plan, dataset, results, { many: rc.many, runId: () => `run_${ctx.runId}`, showPath: repoPath });
  if (written.note) log.info(written.note);
  if (written.problem) rc.lateErrors.push(written.problem);
  return { dataset, results, scope, cacheKey, skipped: reusable !== null, resultsPath };
}

/** A WriteError becomes a line for the end of the step; anything else is still thrown. */
function failedWrite(lateErrors: string[], line: (e: WriteError) => string) {
  return (error: unknown): false => {
    if (!(error instanceof WriteError)) throw error;
    lateErrors.push(line(error));
    return false;
  };
}

async function readHashFiles(patterns: string[], workspace: string) {
  if (patterns.length === 0) return [];
  const { files, unmatched } = await expandFilePatterns(patterns);
  // A typo here would silently leave the files out of the config hash.
  for (const pattern of unmatched) log.warning(`hash-files: ${pattern} matches no file; it adds nothing to the config hash`);
  return Promise.all(files.map(async (f) => ({ path: path.relative(workspace, f), content: await readFile(f) })));
}

function progressLogger() {
  const last = new Map<string, number>();
  return (dataset: Dataset, p: { done: number; total: number; errors: number }) => {
    const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
    if ((last.get(dataset.name) ?? -1) >= decile) return;
    last.set(dataset.name, decile);
    log.info(`${dataset.name}: ${p.done}/${p.total} calls done, ${p.errors} errors`);
  };
}

function aggregate(all: EvalResults[]) {
  const total = all.reduce((n, r) => n + r.summary.total, 0);
  const passed = all.reduce((n, r) => n + r.summary.passed, 0);
  const p95s = all.map((r) => r.summary.p95_latency_ms).filter((x): x is number => x !== null);
  return {
    passRate: total === 0 ? null : passed / total,
    fixed: all.reduce((n, r) => n + (r.comparison?.fixed ?? 0), 0),
    errors: all.reduce((n, r) => n + r.summary.errors, 0),
    // The worst dataset's p95: a conservative figure for a gate on the whole run.
    p95: p95s.length === 0 ? null : Math.max(...p95s),
  };
}
