// The run's cost cap (--max-cost-usd / the max-cost-usd input): one meter for
// every model and the judge across all datasets (see run-caps.ts). Each answered call adds its
// cost; once the total reaches the cap no new call starts, and each refused
// one fails with the same message, so its case is an error that says why.
// Calls already in flight finish and count, so the total may pass the cap by
// what those calls cost (at most one call per slot of concurrency).
import { formatUsd } from '../base/index.js';
import type { ProviderResponse } from '../providers/index.js';
import type { RunCap } from './run-caps.js';

export const COST_CAP_CODE = 'CostCapReached';

/** The reason every refused call carries: the same text each time, so reports can find and group it. */
export const costCapRefusalText = (limitUsd: number, option: string) =>
  `not run: the run's cost cap of ${formatUsd(limitUsd)} (${option}) was reached`;

export class CostMeter implements RunCap {
  readonly code = COST_CAP_CODE;
  spent = 0;
  /** Answered calls whose price is unknown: the meter cannot count them. */
  unpriced = 0;
  /** Calls refused because the cap was reached. */
  refused = 0;
  constructor(
    readonly limitUsd: number,
    /** How the user set it: `--max-cost-usd` or `max-cost-usd`. */
    readonly option: string,
  ) {}

  get reached(): boolean {
    // Sums of float costs: a total equal to the cap on paper must count as reached.
    return this.spent >= this.limitUsd - 1e-9;
  }

  get refusal(): string {
    return costCapRefusalText(this.limitUsd, this.option);
  }

  observe(response: ProviderResponse): void {
    if (response.cost_usd === null) this.unpriced++;
    else this.spent += response.cost_usd;
  }

  /** One line for the log once the cap stopped calls. */
  summary(): string {
    const unpriced = this.unpriced > 0 ? ` (${this.unpriced} calls without a known price are not counted)` : '';
    return `The run's cost cap of ${formatUsd(this.limitUsd)} (${this.option}) was reached after ${formatUsd(Math.round(this.spent * 1e8) / 1e8)}${unpriced}; ${this.refused} calls were not made and their cases are errors.`;
  }
}
