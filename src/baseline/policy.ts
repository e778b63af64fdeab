// When the action saves a baseline and when it may reuse one, from the event
// and the inputs. Pure. Messages name action inputs: only the action has events.
//
// Baseline-making runs are the default branch's pushes, schedules and manual
// dispatches: a nightly schedule is how a team sees model drift, so it saves
// what the models answer tonight for tomorrow's pull requests. Schedule and
// dispatch runs never reuse earlier results: the same config does not mean
// the same answers from a hosted model, and finding out is their point.
import type { ActionInputs } from '../config/action-inputs.js';
import type { ActionContext } from '../publish/context.js';

export const BASELINE_EVENTS = ['push', 'schedule', 'workflow_dispatch'] as const;
const ALWAYS_RUN_EVENTS = ['schedule', 'workflow_dispatch'];

export interface BaselinePolicy {
  /** Save this run's results as the baseline. */
  save: boolean;
  /** Results of an identical config may be reused without model calls. */
  mayReuse: boolean;
  /** Lines for the log saying why not, when that may surprise. */
  notes: string[];
}

export function baselinePolicy(
  ctx: Pick<ActionContext, 'eventName' | 'isDefaultBranch'>,
  inputs: Pick<ActionInputs, 'update-baseline' | 'skip-unchanged'>,
  /** Only some cases run (tags, sample): such results must never replace a whole baseline. */
  subset = false,
): BaselinePolicy {
  const notes: string[] = [];
  if (subset) {
    notes.push('A subset run (the `tags` or `sample` input) saves no baseline: the next runs compare against the last full one.');
    return { save: false, mayReuse: inputs['skip-unchanged'] && !ALWAYS_RUN_EVENTS.includes(ctx.eventName), notes };
  }
  const baselineRun = (BASELINE_EVENTS as readonly string[]).includes(ctx.eventName) && ctx.isDefaultBranch;
  const mode = inputs['update-baseline'];
  const save = mode === 'true' || (mode === 'auto' && baselineRun);
  if (mode === 'auto' && !save) {
    const where = ctx.isDefaultBranch ? 'on the default branch' : 'not on the default branch';
    notes.push(
      `The baseline is not saved: the \`update-baseline\` input is auto, which saves on ${BASELINE_EVENTS.join(', ')} runs of the default branch; this is a ${ctx.eventName} run ${where}.`,
    );
  }
  const alwaysRun = ALWAYS_RUN_EVENTS.includes(ctx.eventName);
  if (inputs['skip-unchanged'] && alwaysRun) {
    notes.push(`The \`skip-unchanged\` input does not apply to ${ctx.eventName} runs: every model is called, to catch drift in its answers.`);
  }
  return { save, mayReuse: inputs['skip-unchanged'] && !alwaysRun, notes };
}
