// The case's own checks on one run's output: its assertions (the kind's
// built-in ones, the dataset's defaults, the case's), then the dataset's
// script scorers, which read the whole run, those rows included. The
// assertions that compare models (select-best, max-score) wait for every
// model of the case (src/run/compare-runs.ts).
import type { AssertResult } from '../config/results.js';
import { scriptScorers } from '../config/script-scorers.js';
import type { LoadedCase } from '../dataset/load.js';
import type { DatasetKind, DatasetResources } from '../kinds/types.js';
import { isComparison } from '../score/compare-models.js';
import { caseAssertions, defaultAsserts, runAssertion } from '../score/evaluate.js';
import { runScriptScorers } from '../score/sandbox/script-scorer.js';
import type { AssertContext } from '../score/types.js';
import { describeError, type Attempt, type RunOptions, type Task } from './run-types.js';

/** The case's own asserts on one output, but those compared across models, then the script scorers' rows. */
export async function runCaseChecks(task: Task, attempt: Attempt, options: RunOptions, resources: DatasetResources | null): Promise<AssertResult[]> {
  // The case's own asserts run on every kind, after the kind's built-in ones;
  // where the kind scored the run itself (agent, RAG), withCaseAsserts combines the two verdicts.
  const { dataset, signal } = options;
  const { testCase } = task;
  const { prompt, response, trajectory } = attempt;
  // One literal, optional fields assigned: spreads made a temporary object apiece for every case run.
  const context: AssertContext = {
    dataset,
    testCase,
    prompt,
    response,
    judge: options.judge,
    embedder: options.embedder ?? null,
    guardrails: options.guardrails ?? null,
  };
  if (options.graderFor) context.graderFor = options.graderFor;
  if (trajectory) context.trajectory = trajectory;
  if (signal) context.signal = signal;
  const asserts: AssertResult[] = [];
  for (const assertion of caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta))) {
    if (!isComparison(assertion.type)) asserts.push(await runAssertion(assertion, response.output, context));
  }
  // Script scorers read the whole run, these rows included; theirs join the case's.
  const scripts = scriptScorers(dataset.meta.scorers);
  return scripts.length === 0 ? asserts : scriptRows(task, attempt, options, resources, asserts, scripts);
}

async function scriptRows(
  task: Task,
  attempt: Attempt,
  options: RunOptions,
  resources: DatasetResources | null,
  asserts: AssertResult[],
  scripts: ReturnType<typeof scriptScorers>,
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
