// The run's time budget (--max-duration / the max-duration input), counted
// from when the evaluator starts, or from a moment the front end gives (the
// action counts from its step's start): past it no new call starts (run-caps.ts), so
// a run stops inside a workflow's timeout-minutes with everything finished
// written and reported, instead of being killed with nothing. Calls in flight
// finish, each bounded by its own timeout: leave one call's time of margin.
import { formatDuration } from '../base/index.js';
import type { RunCap } from './run-caps.js';

export const DURATION_CAP_CODE = 'DurationCapReached';

/** The reason every refused call carries (reports find results by it). */
export const durationCapRefusalText = (limitMs: number, option: string) =>
  `not run: the run's time budget of ${formatDuration(limitMs)} (${option}) ran out`;

export class DurationBudget implements RunCap {
  readonly code = DURATION_CAP_CODE;
  refused = 0;
  private readonly deadline: number;

  constructor(
    readonly limitMs: number,
    /** How the user set it: `--max-duration` or `max-duration`. */
    readonly option: string,
    private readonly now: () => number = Date.now,
    /** When the budget started, in epoch ms. */
    startedAt: number = now(),
  ) {
    this.deadline = startedAt + limitMs;
  }

  get reached(): boolean {
    return this.now() >= this.deadline;
  }

  msLeft(): number {
    return Math.max(0, this.deadline - this.now());
  }

  get refusal(): string {
    return durationCapRefusalText(this.limitMs, this.option);
  }

  summary(): string {
    return `The run's time budget of ${formatDuration(this.limitMs)} (${this.option}) ran out; ${this.refused} calls were not made and their cases are errors.`;
  }
}
