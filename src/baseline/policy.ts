// Where each dataset's baseline comes from, whether earlier results may stand
// in for a new run, and where this run's results are saved as the next
// baseline: one plan for both front ends, decided here and nowhere else. Pure;
// src/baseline/apply.ts carries a plan out.
//
// The action reads the Actions cache (or a baseline file) and saves to the
// cache on baseline-making runs: the default branch's pushes, schedules and
// manual dispatches. A nightly schedule is how a team sees model drift, so it
// saves what the models answer tonight for tomorrow's pull requests. Schedule
// and dispatch runs never reuse earlier results: the same config does not mean
// the same answers from a hosted model, and finding out is their point. The
// CLI has no cache and no events: it reads and writes the files its flags name.
// Either way a subset run (tags, sample) never saves: its results would
// replace a whole baseline with part of one.
import type { FrontEnd } from '../compare/index.js';
import type { ReuseMode } from '../run/index.js';

export const BASELINE_EVENTS = ['push', 'schedule', 'workflow_dispatch'] as const;
const ALWAYS_RUN_EVENTS = ['schedule', 'workflow_dispatch'];

/** The action's `baseline` input: `cache` (default), `file` (each dataset's baseline.json), `file:<path>`, or `none`. */
export type BaselineSource = { kind: 'cache' } | { kind: 'none' } | { kind: 'file'; path?: string };

/** What the action's plan reads of the workflow run (src/publish/context.ts reads it from GitHub's environment). */
export interface BaselineEvent {
  eventName: string;
  isDefaultBranch: boolean;
}

/** The action inputs that decide the plan (src/action/inputs.ts parses them). */
export interface BaselineInputs {
  baseline: BaselineSource;
  'update-baseline': 'auto' | 'true' | 'false';
  'skip-unchanged': boolean;
  /** Answer reuse: `auto` is `cases`, but `none` on the events that exist to catch drift (schedule, workflow_dispatch). */
  reuse?: 'auto' | ReuseMode;
}

/** Where the baseline to compare with comes from. */
export type BaselineRead = { from: 'none' } | { from: 'cache' } | { from: 'file'; option: string };

export interface BaselinePlan {
  /** Whose options the plan's lines name. */
  frontEnd: FrontEnd;
  /** `file` options: '' is each dataset's own baseline.json; a path is that file, or a folder of <dataset>.json. */
  read: BaselineRead;
  /** Cached results of exactly this config may be reused without model calls. */
  mayReuse: boolean;
  /** Calls whose request the baseline recorded take its answer (src/run/answer-reuse.ts): `--reuse cases`. */
  reuseAnswers: boolean;
  /** Save complete results to the Actions cache. */
  saveToCache: boolean;
  /** Write complete results as a baseline.json here (an option as in `read`), or null. */
  writeFile: string | null;
  /** Lines for the log saying why not, when that may surprise. */
  notes: string[];
}

/** A plan, or the one-line reason the options cannot go together. */
export type PlanOutcome = { ok: true; plan: BaselinePlan } | { ok: false; problem: string };

/** The cache's key for a dataset (its config hash) is needed: the plan reads or saves the cache. */
export function usesCache(plan: BaselinePlan): boolean {
  return plan.read.from === 'cache' || plan.saveToCache;
}

/** The plan saves this run's results somewhere, once they are complete. */
export function savesBaseline(plan: BaselinePlan): boolean {
  return plan.saveToCache || plan.writeFile !== null;
}

export interface BaselinePolicy {
  /** Save this run's results as the baseline. */
  save: boolean;
  /** Results of an identical config may be reused without model calls. */
  mayReuse: boolean;
  /** Calls whose request the baseline recorded take its answer. */
  reuseAnswers: boolean;
  /** Lines for the log saying why not, when that may surprise. */
  notes: string[];
}

/**
 * The reuse an action run makes: `auto` reuses answers on pull_request, push
 * and merge_group runs, and none on schedule and workflow_dispatch runs,
 * whose fresh answers keep the baseline honest about drift. `skip-unchanged:
 * false` means no reuse at all, as it always has.
 */
export function actionReuse(eventName: string, inputs: Pick<BaselineInputs, 'reuse' | 'skip-unchanged'>): ReuseMode {
  if (!inputs['skip-unchanged']) return 'none';
  if (inputs.reuse !== undefined && inputs.reuse !== 'auto') return inputs.reuse;
  return ALWAYS_RUN_EVENTS.includes(eventName) ? 'none' : 'cases';
}

/** When the action saves to the cache and when it may reuse, from the event and the inputs. */
export function baselinePolicy(
  ctx: BaselineEvent,
  inputs: Pick<BaselineInputs, 'update-baseline' | 'skip-unchanged' | 'reuse'>,
  /** Only some cases run (tags, sample): such results must never replace a whole baseline. */
  subset = false,
): BaselinePolicy {
  const notes: string[] = [];
  if (subset) {
    notes.push('A subset run (the `tags` or `sample` input) saves no baseline: the next runs compare against the last full one.');
    const reuse = actionReuse(ctx.eventName, inputs);
    return { save: false, mayReuse: reuse !== 'none' && !ALWAYS_RUN_EVENTS.includes(ctx.eventName), reuseAnswers: reuse === 'cases', notes };
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
  const reuse = actionReuse(ctx.eventName, inputs);
  return { save, mayReuse: reuse !== 'none' && !alwaysRun, reuseAnswers: reuse === 'cases', notes };
}

/**
 * The action's plan. `baseline` says what to read; the cache is saved by the
 * event policy above whatever is read; a baseline file is rewritten only with
 * `update-baseline: true` (auto is about the cache: a workflow commits files).
 */
export function actionBaselinePlan(ctx: BaselineEvent, inputs: BaselineInputs, subset: boolean): PlanOutcome {
  if (subset && inputs['update-baseline'] === 'true') {
    return {
      ok: false,
      problem: 'update-baseline: true saves a whole baseline; it cannot be combined with tags or sample (a subset run never saves one)',
    };
  }
  const policy = baselinePolicy(ctx, inputs, subset);
  const source = inputs.baseline;
  const read: BaselineRead = source.kind === 'file' ? { from: 'file', option: source.path ?? '' } : { from: source.kind };
  return {
    ok: true,
    plan: {
      frontEnd: 'action',
      read,
      // Only cached results carry the config hash that says nothing changed.
      mayReuse: policy.mayReuse && read.from === 'cache',
      reuseAnswers: policy.reuseAnswers && read.from !== 'none',
      saveToCache: policy.save,
      writeFile: read.from === 'file' && inputs['update-baseline'] === 'true' ? read.option : null,
      notes: policy.notes,
    },
  };
}

/** The CLI's plan: `--compare-baseline [FILE]` reads, `--update-baseline [FILE]` writes ('' when given without FILE). */
export function cliBaselinePlan(
  flags: { compareBaseline?: string | undefined; updateBaseline?: string | undefined; reuse?: ReuseMode | undefined },
  subset: boolean,
): PlanOutcome {
  const reuse = flags.reuse ?? 'none';
  if (reuse !== 'none' && flags.compareBaseline === undefined) {
    return { ok: false, problem: `--reuse ${reuse} takes the answers of the baseline --compare-baseline FILE reads; give it too, or --reuse none` };
  }
  if (subset && flags.updateBaseline !== undefined) {
    return {
      ok: false,
      problem:
        '--update-baseline writes a whole baseline; it cannot be combined with --tags or --sample, nor with --shard (merge the shards, then write the baseline)',
    };
  }
  return {
    ok: true,
    plan: {
      frontEnd: 'cli',
      read: flags.compareBaseline === undefined ? { from: 'none' } : { from: 'file', option: flags.compareBaseline },
      mayReuse: false,
      // `dataset` needs the answers too: the CLI has no config hash, so a whole dataset is reused when every call's answer is there.
      reuseAnswers: reuse !== 'none',
      saveToCache: false,
      writeFile: flags.updateBaseline ?? null,
      notes: [],
    },
  };
}
