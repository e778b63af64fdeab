// trajectory:goal-success (promptfoo 0.121.20's handleTrajectoryGoalSuccess,
// matchesTrajectoryGoalSuccess): the judge reads an agent case's trajectory,
// summarised as promptfoo summarises a trace for it, and says whether the
// agent reached the goal. One of the model-graded types (model-graded.ts).
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { chatTemplate, loadTemplate, renderGraderCall, tryParse } from '../promptfoo/grader-prompt.js';
import { parseGoalSuccessReply } from '../promptfoo/model-graded-parse.js';
import * as PROMPTS from '../promptfoo/model-graded-prompts.js';
import { AssertionConfigError, type AssertContext, type AssertionHandler, type AssertOutcome, type AssertSkip } from '../types.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import { ask, caseVars, graderOf, rubricPromptOf } from './grader.js';
import { trajectorySteps } from './trajectory.js';

const GOAL_SUCCESS = chatTemplate(PROMPTS.TRAJECTORY_GOAL_SUCCESS_SYSTEM, PROMPTS.TRAJECTORY_GOAL_SUCCESS_USER);

/** promptfoo's resolveGoalSuccessValue: the goal as text, or an object's `goal`. */
export function goalOf(value: unknown): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const goal = (value as { goal?: unknown }).goal;
    if (typeof goal === 'string' && goal.trim()) return goal.trim();
  }
  throw new AssertionConfigError('trajectory:goal-success: `value` must be the goal: a text, or an object with a `goal`');
}

/** promptfoo keeps the first 12 and last 12 of longer step lists (truncateJudgeTrajectorySteps). */
const SUMMARY_MAX_STEPS = 24;
const SUMMARY_END_STEPS = 12;

interface SummaryStep {
  index: number;
  type: string;
  name: string;
  status?: { code: number; message?: string };
  collapsedCount?: number;
}

/**
 * The trajectory as promptfoo summarises a trace for the judge
 * (summarizeTrajectoryForJudge): numbered steps, runs of the same step
 * collapsed into one with a count, at most 24 shown. A failed tool call has
 * the status of an OpenTelemetry error span (code 2, its message). There is
 * no trace id.
 */
export function trajectorySummary(trajectory: NonNullable<AssertContext['trajectory']>): string {
  const normalised = trajectorySteps(trajectory);
  const raw: SummaryStep[] = trajectory.steps.map((step, i) => {
    const { type, name } = normalised[i] as { type: string; name: string };
    const failed = step.type === 'tool_call' && step.error !== undefined;
    return { index: i + 1, type, name, ...(failed ? { status: { code: 2, ...(step.error ? { message: step.error } : {}) } } : {}) };
  });
  const compacted: SummaryStep[] = [];
  for (const step of raw) {
    const last = compacted.at(-1);
    if (last && last.type === step.type && last.name === step.name && JSON.stringify(last.status) === JSON.stringify(step.status)) {
      last.collapsedCount = (last.collapsedCount ?? 1) + 1;
      continue;
    }
    compacted.push({ ...step });
  }
  const steps =
    compacted.length <= SUMMARY_MAX_STEPS
      ? compacted
      : [...compacted.slice(0, SUMMARY_END_STEPS), { omittedCount: compacted.length - SUMMARY_MAX_STEPS }, ...compacted.slice(-SUMMARY_END_STEPS)];
  return JSON.stringify({ stepCount: raw.length, compactedStepCount: compacted.length, steps }, null, 2);
}

export const goalSuccess: AssertionHandler = async (output, assertion, context): Promise<AssertOutcome | AssertSkip> => {
  const type = assertion.type;
  const goal = goalOf(assertion.value);
  const judge = await graderOf(type, assertion, context);
  if (!judge) return { skipped: true, reason: NO_JUDGE_REASON };
  if (!context.trajectory) throw new AssertionConfigError(`${type}: needs an agent's trajectory; this case ran a model, not an agent`);
  const template = await loadTemplate(rubricPromptOf(assertion, context), GOAL_SUCCESS, context.dataset.dir);
  const vars = { ...caseVars(context), goal, output: tryParse(output), trajectory: trajectorySummary(context.trajectory) };
  const raw = await ask(judge, await renderGraderCall(template, vars, context.testCase.id, scriptLimitOf(context)), type);
  const verdict = parseGoalSuccessReply(raw, assertion.threshold);
  if (!type.startsWith('not-')) return { ...verdict, judge: { raw } };
  // promptfoo's inverse: a forbidden goal reached fails with 0, one missed passes with 1.
  return verdict.pass
    ? { pass: false, score: 0, reason: `Agent unexpectedly achieved the goal: ${goal}`, judge: { raw }, negated: true }
    : { pass: true, score: 1, reason: `Agent did not achieve the forbidden goal: ${goal}`, judge: { raw }, negated: true };
};
