// What the kind's scorer sees of a run, and the case's own checks on one run's output, which the task runs in turn
// (src/run/task.ts): its assertions (the kind's built-in ones, the dataset's
// defaults, the case's) with what they see of the run, then the dataset's
// script scorers, which read the whole run, those rows included. The
// assertions that compare models (select-best, max-score) wait for every
// model of the case (src/run/compare-runs.ts).
import type { AssertResult, ScriptScorer } from '../config/index.js';
import type { DatasetKind, DatasetResources, ScoreContext } from '../kinds/index.js';
import { runScriptScorers, type AssertContext } from '../score/index.js';
import { describeError, type Attempt, type RunOptions, type Task } from './run-types.js';
import type { LoadedCase } from '../dataset/index.js';

/** What the kind's own scorer sees of one run (agent, RAG, nl2sql). */
export function scoreContext(task: Task, options: RunOptions, resources: DatasetResources | null): ScoreContext {
  const { signal, limits } = options;
  return {
    ...(resources ? { resources } : {}),
    model: task.subject.label,
    testCase: task.testCase,
    thresholds: options.dataset.thresholds,
    judge: options.judge,
    ...(signal ? { signal } : {}),
    ...(limits ? { limits } : {}),
    ...(options.dataset.meta.scorers ? { scorers: options.dataset.meta.scorers } : {}),
    ...(options.dataset.skills ? { skills: options.dataset.skills } : {}),
  };
}

/** What the case's assertions see of one run. */
export function assertContext(task: Task, attempt: Attempt, options: RunOptions): AssertContext {
  const { prompt, response, trajectory } = attempt;
  // One literal, optional fields assigned: spreads made a temporary object apiece for every case run.
  const context: AssertContext = {
    dataset: options.dataset,
    testCase: attempt.vars ? { ...task.testCase, vars: attempt.vars } : task.testCase,
    prompt,
    response,
    judge: options.judge,
    embedder: options.embedder ?? null,
    guardrails: options.guardrails ?? null,
  };
  if (options.graderFor) context.graderFor = options.graderFor;
  if (trajectory) context.trajectory = trajectory;
  if (attempt.outputValue !== undefined) context.outputValue = attempt.outputValue;
  if (options.signal) context.signal = options.signal;
  if (options.limits) context.limits = options.limits;
  return context;
}

/** The case's rows followed by the script scorers' (the dataset has some). */
export async function scriptRows(
  task: Task,
  attempt: Attempt,
  options: RunOptions,
  resources: DatasetResources | null,
  asserts: AssertResult[],
  scripts: ScriptScorer[],
): Promise<AssertResult[]> {
  const { dataset, signal } = options;
  const { testCase } = task;
  const { prompt, response, trajectory } = attempt;
  const kind = dataset.kind;
  const request = testCase.input[kind.inputField] ?? testCase.vars[kind.inputField];
  const run = {
    dataset: { name: dataset.name, type: dataset.type, dir: dataset.dir },
    testCase,
    model: task.subject.label,
    trial: task.trial,
    prompt,
    request: typeof request === 'string' ? request : prompt,
    expected: kind.expectedSummary(testCase),
    response,
    ...(trajectory ? { trajectory } : {}),
    kindResult: attempt.kindResult,
    caseAsserts: asserts,
    ...(kind.scriptContext ? { kindContext: await kindContextOf(kind, testCase, response.output, resources) } : {}),
  };
  return [...asserts, ...(await runScriptScorers(scripts, run, signal))];
}

/** The kind's EvalBench keys for the scripts; a failure to make them is said in their place, and the scripts still run. */
async function kindContextOf(
  kind: DatasetKind,
  testCase: LoadedCase,
  output: string,
  resources: DatasetResources | null,
): Promise<Record<string, unknown>> {
  try {
    return (await kind.scriptContext?.(testCase, output, resources)) ?? {};
  } catch (error) {
    return { generated_error: describeError(error) };
  }
}
