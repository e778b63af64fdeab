// Runs every case of a dataset against every subject (a model, an agent, a
// dataset's own cell: src/run/subjects/) and trial: one task per case, subject
// and trial (src/run/task.ts), at most `concurrency` at a time,
// then the comparisons across each case's runs (src/run/compare-runs.ts), and
// one CaseResult per case. A call that fails marks its result `error`; the
// run always goes on.
import { type CaseResult, type ModelResult, caseResult } from '../config/index.js';
import type { DatasetEnvironment, KindDataset } from '../kinds/index.js';
import { combineModelResults } from '../figures/index.js';
import { comparesRuns, comparisonCallsJudge, compareRuns } from './compare-runs.js';
import { runPool } from './pool.js';
import { describeError, type Opened, type RunOptions, type RunProgress, type Scored, type Task } from './run-types.js';
import { failedTask, runTask } from './task.js';
import { subjectsFor, type SubjectOptions } from './subjects/index.js';
import { StopEarly } from './stop-rule.js';
import type { LoadedCase } from '../dataset/index.js';

export type { RunOptions, RunProgress } from './run-types.js';
export { promptRequest } from './subjects/index.js';

/** The labels results are reported under (models, or agents for agent datasets). */
export function subjectLabels(options: Pick<RunOptions, 'dataset' | 'providers' | 'agent' | 'ownCells'>): string[] {
  return subjectsFor(options).map((s) => s.label);
}

/** The subjects whose answers may vary from call to call (a sampling model, an agent); not replayed or echoed ones. */
export function samplingSubjects(options: SubjectOptions): Set<string> {
  return new Set(
    subjectsFor(options)
      .filter((s) => s.samples)
      .map((s) => s.label),
  );
}

const NO_ENVIRONMENT: DatasetEnvironment = { names: [], values: {} };

async function openResources(options: RunOptions): Promise<Opened> {
  const { dataset } = options;
  const setup = dataset.kind.resources;
  if (!setup || dataset.cases.length === 0) return { resources: null, failure: null };
  try {
    return { resources: await setup.open(dataset, options.environment ?? NO_ENVIRONMENT), failure: null };
  } catch (error) {
    const failure = describeError(error);
    options.onSetupFailure?.(failure);
    return { resources: null, failure };
  }
}

/** Runs the dataset's cases against every subject and trial, scored; one CaseResult per case. */
export async function runCases(options: RunOptions): Promise<CaseResult[]> {
  const opened = await openResources(options);
  try {
    return await runOpenCases(options, opened);
  } finally {
    await opened.resources?.close();
  }
}

async function runOpenCases(options: RunOptions, opened: Opened): Promise<CaseResult[]> {
  const { dataset } = options;
  const trials = options.trials ?? 1;
  const subjects = subjectsFor(options);
  const tasks: Task[] = [];
  for (const testCase of dataset.cases) {
    for (const subject of subjects) {
      for (let trial = 0; trial < trials; trial++) tasks.push({ testCase, subject, trial });
    }
  }
  const progress: RunProgress = { done: 0, total: tasks.length, errors: 0 };
  const trialed = trials > 1;
  const perCase = subjects.length * trials;
  const compares = comparesRuns(options, opened);
  const taskOptions = options.reuse?.whole && options.reuse.answers ? await wholeDatasetReuse(tasks, options, opened) : options;
  // Stop-early (run/stop-rule.ts) reads each case's verdict as its runs end. Comparisons across runs change verdicts
  // after, so they turn it off; a dataset that could not be set up makes no call to save.
  const stop =
    options.stopRule && !compares && opened.failure === null
      ? new StopEarly(options.stopRule, dataset.cases.length, perCase, (index, runs) =>
          caseResultOf(dataset.cases[index] as LoadedCase, dataset.kind, runs),
        )
      : null;
  const run = stop
    ? (task: Task, index: number) =>
        stop.refusal !== null
          ? Promise.resolve(failedTask(task, taskOptions, trialed, stop.refusal))
          : runTask(task, taskOptions, opened, trialed).then((outcome) => stop.finished(index, outcome))
    : (task: Task) => runTask(task, taskOptions, opened, trialed);
  const finished = (outcome: Scored) => {
    progress.done++;
    if (outcome.result.status === 'error') progress.errors++;
    options.onProgress?.({ ...progress });
  };
  // Counted as each result comes in, not by an async wrapper around every task (a frame apiece, measurable at 100,000 replayed cases).
  const scored = await runPool(
    tasks,
    options.concurrency,
    (task, index) => (options.slots ? options.slots.use(() => run(task, index)) : run(task, index)),
    finished,
  );

  // Each case's runs, in the order its tasks were made (by index: cases that
  // share an id are still apart).
  const runsOf = (index: number): Scored[] => scored.slice(index * perCase, (index + 1) * perCase);
  const compared = compares
    ? await runPool(dataset.cases, options.concurrency, (testCase, index) => {
        const compare = () => compareRuns(testCase, runsOf(index), options, opened);
        // A comparison that calls the judge takes a place in the shared pool, as a case does.
        return options.slots && comparisonCallsJudge(testCase, options) ? options.slots.use(compare) : compare();
      })
    : dataset.cases.map((_, index) => runsOf(index).map((r) => r.result));
  return dataset.cases.map((testCase, index) => caseResultOf(testCase, dataset.kind, compared[index] as ModelResult[]));
}

/** One case's result from its runs. */
function caseResultOf(testCase: LoadedCase, kind: KindDataset['kind'], caseResults: ModelResult[]): CaseResult {
  const { id, key, line, tags, cluster, description, vars } = testCase;
  const fields = { id, key, line, tags, cluster, must_pass: testCase.mustPass, description, expected: kind.expectedSummary(testCase), vars };
  return caseResult(fields, combineModelResults(caseResults), caseResults);
}

/** `--reuse dataset`: the baseline's answers stand in only when every call of the dataset has one; else every call is made. */
async function wholeDatasetReuse(tasks: readonly Task[], options: RunOptions, opened: Opened): Promise<RunOptions> {
  const reuse = options.reuse as NonNullable<RunOptions['reuse']>;
  const answered = (task: Task) => opened.failure === null && task.subject.hasReusedAnswer(task, options, opened.resources);
  for (const task of tasks) if (!(await answered(task))) return { ...options, reuse: { ...reuse, answers: null } };
  return options;
}
