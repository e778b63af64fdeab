// One task: a subject (src/run/subjects/) answers one case, one trial; the case's
// checks (src/run/case-checks.ts) run on the answer; the verdict is the
// task's result. A call that fails makes the result an `error` with the
// failure's text.
import { type Assertion, type AssertResult, type ModelResult, changedResult, modelResult, NO_CALL, scriptScorers } from '../config/index.js';
import { caseAssertions, decide, defaultAsserts, namedScoresField, runAssertion, withCaseAsserts, isComparison } from '../score/index.js';
import { assertContext, scriptRows } from './case-checks.js';
import type { Attempt, Opened, RunOptions, Scored, Task } from './run-types.js';

/** One task: the subject's answer, then the case's checks on it, decided. */
export async function runTask(task: Task, options: RunOptions, opened: Opened, trialed: boolean): Promise<Scored> {
  if (options.signal?.aborted) return failedTask(task, options, trialed, 'interrupted before this case ran');
  if (opened.failure !== null) {
    return failedTask(task, options, trialed, `the dataset could not be set up, so no model was called: ${opened.failure}`);
  }
  const resources = opened.resources;
  // The subject answers, whatever it is (a model, an agent, a promptfoo cell: src/run/subjects/).
  const attempt = await task.subject.answer(task, options, resources);
  if (typeof attempt === 'string') return failedTask(task, options, trialed, attempt);
  // The case's own assertions on the answer, in turn, after the kind's built-in ones; where the kind scored the run
  // itself (agent, RAG), withCaseAsserts combines the two verdicts. They are awaited here, by index, not in a
  // function of their own nor through an iterator: each was an object per task kept across the awaits, and at
  // 100,000 replayed cases a tenth of the run phase.
  const { dataset } = options;
  const context = assertContext(task, attempt, options);
  const assertions = caseAssertions(dataset.kind, task.testCase, defaultAsserts(dataset.meta));
  const asserts: AssertResult[] = [];
  for (let i = 0; i < assertions.length; i++) {
    const assertion = assertions[i] as Assertion;
    if (!isComparison(assertion.type)) asserts.push(await runAssertion(assertion, attempt.response.output, context));
  }
  // Script scorers read the whole run, these rows included; theirs join the case's.
  const scripts = scriptScorers(dataset.meta.scorers);
  const rows = scripts.length === 0 ? asserts : await scriptRows(task, attempt, options, resources, asserts, scripts);
  return {
    result: decideTask(task, attempt, rows, trialed),
    trial: task.trial,
    prompt: attempt.prompt,
    caseRows: rows,
    kindScored: kindScores(options),
  };
}

/** The kind scores its runs itself (agent, RAG): the comparisons across runs leave its score as it is. */
function kindScores(options: RunOptions): boolean {
  const { scorer } = options.dataset.kind;
  return scorer.runs === 'agent' || scorer.score !== null;
}

/** A task that made no call: an error result with the reason (a dataset that could not be set up, a run stopped early). */
export function failedTask(task: Task, options: RunOptions, trialed: boolean, message: string): Scored {
  return { result: errorResult(task, message, trialed), trial: task.trial, prompt: null, caseRows: [], kindScored: kindScores(options) };
}

function errorResult(task: Task, message: string, trialed: boolean): ModelResult {
  return modelResult(task.subject.label, NO_CALL, 'error', 0, [], message, trialed ? { trial: task.trial } : undefined);
}

function decideTask(task: Task, attempt: Attempt, asserts: AssertResult[], trialed: boolean): ModelResult {
  const { testCase, subject } = task;
  const { response, reuse } = attempt;
  const traced = tracedFields(attempt);
  if (attempt.kindResult) {
    const combined = withCaseAsserts(attempt.kindResult, asserts, testCase.threshold);
    return trialed || reuse || traced
      ? changedResult(combined, { ...(trialed ? { trial: task.trial } : {}), ...reuseFields(reuse), ...traced })
      : combined;
  }
  const verdict = decide(asserts, testCase.threshold);
  const error = verdict.status === 'error' ? verdict.reason : null;
  // Extras only where a result has any: most have none, and the builder's common result is one literal.
  const named = Object.keys(verdict.namedScores).length > 0;
  const extras =
    trialed || named || reuse || traced
      ? { ...(trialed ? { trial: task.trial } : {}), ...namedScoresField(verdict), ...reuseFields(reuse), ...traced }
      : undefined;
  return modelResult(subject.label, response, verdict.status, verdict.score, asserts, error, extras);
}

/** The spans and skills an agent's run recorded (src/traces/), for the report; undefined when it recorded neither. */
function tracedFields(attempt: Attempt): Pick<ModelResult, 'spans' | 'skills'> | undefined {
  const spans = attempt.trajectory?.spans ?? attempt.response.spans;
  const skills = attempt.trajectory?.skills;
  if (!spans?.length && !skills?.length) return undefined;
  return { ...(spans?.length ? { spans } : {}), ...(skills?.length ? { skills } : {}) };
}

/** The request's fingerprint, and whether the answer was the baseline's. */
function reuseFields(reuse: Attempt['reuse']): Pick<ModelResult, 'request' | 'reused'> {
  if (!reuse) return {};
  return reuse.reused ? { request: reuse.request, reused: true } : { request: reuse.request };
}
