// The action: inputs (parsed once, mapped into the run's settings) -> the
// core the CLI also uses (src/app/) -> each dataset's step (dataset.ts) ->
// the publishers and the verdict (verdict.ts), or a shard's upload (shards.ts).
import path from 'node:path';
import * as core from '@actions/core';
import { evaluateDataset, progressLogger, readHashFiles, readPricesText } from './dataset.js';
import { DatasetError, listedIssues, moreProblems, scrubber, secretValues, watchStopSignals, type StopWatch } from '../base/index.js';
import { actionBaselinePlan } from '../baseline/index.js';
import { InputError, parseActionInputs, runSettingsOf } from './inputs.js';
import { isFullSelection, selectDatasets, selectionSettings } from '../dataset/index.js';
import {
  DatasetCodeRefused,
  environmentProblems,
  gatePolicy,
  loadForRun,
  modelProblems,
  openEvaluator,
  readEnvironment,
  refuseDatasetCode,
  refusedNotes,
  runCommands,
  ShardSetError,
  sideBySide,
} from '../app/index.js';
import { credentialWarnings, SpecError } from '../providers/index.js';
import { ActionContextError, readActionContext, type DatasetRun, actionLog as log } from '../publish/index.js';
import { repoPath, workspaceDir } from './workspace.js';
import { downloadMergedShards, finishShard, fromShards, shardPlan } from './shards.js';
import { publishAndJudge, refuse } from './verdict.js';
import { stepOutputDir } from './output-dir.js';
import { inRepo, loadLog, sayDefaultDatasets } from './load-log.js';
import { unreadBaselineNotes } from './baseline-hint.js';

export async function run(): Promise<void> {
  // The time budget (max-duration) counts from here: the job's clock was running before, never less.
  const stepStart = Date.now();
  // Cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills: stop
  // at the first signal, publish what finished, and exit.
  const stop = watchStopSignals((signal) =>
    log.info(`supereval: ${signal}: the job is being cancelled; stopping the calls in flight and writing what finished`),
  );
  try {
    await runAction(stop, stepStart);
  } catch (error) {
    // Input problems are the user's to fix: one line each, no stack trace.
    if (error instanceof DatasetError) log.fail(...listedIssues(error.issues, inRepo, moreProblems));
    else if (error instanceof InputError || error instanceof SpecError || error instanceof ActionContextError) log.fail(error.message);
    else if (error instanceof DatasetCodeRefused) await refuse(error.lines);
    else if (error instanceof ShardSetError) log.fail('supereval: the shards cannot be merged:', ...error.problems);
    else log.fail(...`supereval: internal error: ${(error as Error).stack ?? String(error)}`.split('\n'));
  } finally {
    stop.dispose();
  }
  // At once: an idle keep-alive socket must not hold the step past the runner's grace period.
  const code = stop.exitCode();
  if (code !== null) process.exit(code);
}

async function runAction(stop: StopWatch, stepStart: number): Promise<void> {
  const environment = readEnvironment();
  const inputs = parseActionInputs((name) => core.getInput(name));
  const ctx = readActionContext(environment.vars);
  const workspace = workspaceDir();
  // A merge job calls no model: it needs no credentials.
  if (inputs.mode !== 'merge') for (const warning of credentialWarnings(inputs.models, inputs['judge-model'], process.env)) log.warning(warning);
  // The results mask the secrets we hold (src/app/dataset-step.ts); the runner masks them in the log too.
  const secrets = secretValues(process.env);
  for (const secret of secrets) core.setSecret(secret);

  const settings = runSettingsOf(inputs, ctx.eventName);
  const { selection } = settings;
  const merging = inputs.mode === 'merge';
  if (merging && inputs.shard)
    throw new InputError(['shard and mode merge do not go together: the shard jobs set shard: i/n, the merge job after them mode: merge']);
  // A shard reads and saves no baseline; a merge has every result already, so none is reused.
  const planned = inputs.shard ? { ok: true as const, plan: shardPlan(inputs.shard) } : actionBaselinePlan(ctx, inputs, !isFullSelection(selection));
  if (!planned.ok) throw new InputError([planned.problem]);
  const plan = merging ? { ...planned.plan, mayReuse: false, reuseAnswers: false } : planned.plan;
  // A dataset with problems is left out; the others run, and the step fails once they are published.
  const {
    prompt,
    datasets: loaded,
    refused,
  } = await loadForRun(inputs.datasets, settings.prompt, loadLog(workspace)).catch(sayDefaultDatasets(inputs.datasets, workspace));
  const chosen = selectDatasets(loaded, selection);
  for (const name of chosen.empty) log.info(`${name}: no case matches tags ${selection.tags.join(', ')}; not run.`);
  if (chosen.datasets.length === 0) throw new InputError([`tags: ${selection.tags.join(', ')} match no case in any dataset`]);
  for (const note of unreadBaselineNotes(
    inputs.baseline,
    chosen.datasets.map((d) => d.dir),
    repoPath,
  ))
    log.info(note);
  const problems = [
    ...modelProblems(chosen.datasets, settings.models, settings.agent, 'models'),
    // A merge opens no database.
    ...(merging ? [] : environmentProblems(chosen.datasets, settings.databaseUrlEnv, 'action')),
  ];
  if (problems.length > 0) throw new InputError(problems.map(inRepo));
  // Before any call: a merge runs no dataset code.
  const refusal = merging
    ? null
    : refuseDatasetCode(chosen.datasets, settings.allowDatasetCode, 'action', runCommands(settings, 'action'), environment.vars);
  if (refusal) throw new DatasetCodeRefused(refusal);
  const shards = merging ? await downloadMergedShards(inputs.matrix, chosen.datasets) : null;
  const hashFiles = await readHashFiles(inputs['hash-files'], workspace);
  const evaluator = await openEvaluator(settings, prompt, {
    within: workspace,
    signal: stop.signal,
    onProgress: progressLogger(),
    notify: (line, warning) => (warning ? log.warning(`supereval: ${line}`) : log.info(`supereval: ${line}`)),
    // Each dataset's results take the workflow run's source (dataset.ts).
    source: undefined,
    budgetStart: stepStart,
    environment,
  });
  const pricesText = settings.pricesFile ? await readPricesText(settings.pricesFile, workspace) : null;
  for (const note of plan.notes) log.info(note);
  const outputDir = path.resolve(workspace, stepOutputDir(inputs['output-dir'], process.env['GITHUB_ACTION']));
  // Files that could not be written, baselines named but unusable: the step fails on them once everything else is published.
  const refusedLines = refusedNotes(refused, repoPath);
  const lateErrors: string[] = [...refusedLines];
  const step = {
    settings,
    ctx,
    evaluator,
    plan,
    gate: gatePolicy(settings),
    scrub: scrubber(secrets),
    prompt: prompt?.text ?? null,
    hashFiles,
    pricesText,
    selection: selectionSettings(selection),
    outputDir,
    many: loaded.length > 1,
    lateErrors,
    recordConfig: inputs.shard !== null,
    fromShards: shards ? fromShards(shards) : undefined,
  };
  let runs: DatasetRun[];
  try {
    // Datasets run side by side over the evaluator's one pool of calls.
    runs = await sideBySide(chosen.datasets, (dataset) => evaluateDataset(dataset, step));
  } finally {
    await evaluator.close();
  }

  for (const note of evaluator.capNotes()) log.warning(note);
  const cancelled = stop.received();
  if (inputs.shard) {
    const failures = lateErrors.slice(refusedLines.length);
    await finishShard({ shard: inputs.shard, matrix: inputs.matrix, runs, failures, refused: refusedLines, cancelled });
    return;
  }
  await publishAndJudge({ inputs, ctx, workspace, outputDir, plan, runs, lateErrors, cancelled });
}
