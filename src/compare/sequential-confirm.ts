// Confirming a failure by a sequential test: a regression (or a failing
// must-pass case) is re-run one sample at a time until the evidence decides
// between "its pass rate is still acceptable" (flaky: blocks nothing) and "it
// dropped" (a regression: blocks), at stated error rates, within a budget of
// re-runs. The first failure, the reason for the re-runs, is not evidence:
// only the re-runs count.
//
// The test is Wald's sequential probability ratio test between two pass
// rates: `acceptable` (p0) and `dropped` (p1). Each passing re-run adds
// ln(p1/p0) to the log likelihood ratio, each failing one ln((1-p1)/(1-p0));
// the test stops at "dropped" once the ratio reaches ln((1-β)/α), at "flaky"
// once it falls to ln(β/(1-α)). α bounds the chance of blocking a case that
// still passes at p0, β that of excusing one down to p1 (Wald's bounds; the
// exact rates, with the budget's truncation, are what
// confirmationCharacteristics computes). A case the budget cannot decide is
// `undecided`, which blocks unless the workflow says otherwise. Why an SPRT
// rather than a fixed count or a Bayesian rule: for the same error rates it
// needs the fewest re-runs on average (Wald and Wolfowitz's optimality), and
// its error rates are stated in advance and hold whatever the prior.
//
// What the baseline knows sets p0: a stated tolerance (the least pass rate a
// flaky case may have) when it knows one sample, or the case's own pass rate
// over the baseline's samples (its trials) when that is lower: a case that
// passed 7 of 10 before is not a regression at 70%. p1 is p0 with its odds of
// passing divided by DROPPED_ODDS_RATIO (0.9 -> 0.5, 0.7 -> 0.21). Pure.

/** The odds ratio between acceptable and dropped: 9 takes the default 90% tolerance to 50%. */
export const DROPPED_ODDS_RATIO = 9;
/** The lowest acceptable rate a baseline's own record can set (a baseline at 0% had nothing to drop). */
const LOWEST_ACCEPTABLE = 0.05;

export interface ConfirmationSettings {
  /** The least pass rate a flaky case may have: p0 when the baseline knows one sample. */
  flakyTolerance: number;
  /** The chance of blocking a case that still passes at p0 (Wald's bound). */
  alpha: number;
  /** The chance of excusing a case that dropped to p1 (Wald's bound). */
  beta: number;
  /** The most re-runs of one failure. */
  budget: number;
}

/**
 * Defaults chosen by the exact operating characteristic (docs/gate.md): a
 * case at 50% after a baseline pass blocks 95.6% of the time after 5.1
 * re-runs on average, one at 95% passes 97.8% of the time after 6.1.
 */
export const CONFIRMATION_DEFAULTS: ConfirmationSettings = { flakyTolerance: 0.9, alpha: 0.1, beta: 0.05, budget: 15 };

export interface ConfirmationPlan {
  /** p0: at this pass rate or above the failure is flaky. */
  acceptable: number;
  /** p1: at this pass rate or below it dropped. */
  dropped: number;
  alpha: number;
  beta: number;
  budget: number;
  /** The log likelihood ratio's bounds: "dropped" at or above `upper`, "flaky" at or below `lower`. */
  upper: number;
  lower: number;
  /** What one passing and one failing re-run add to it. */
  passStep: number;
  failStep: number;
}

/** The outcome of a confirmation so far; `continue` asks for one more re-run. */
export type ConfirmationVerdict = 'flaky' | 'dropped' | 'undecided' | 'continue';
export type UndecidedPolicy = 'block' | 'pass';

/** What the baseline recorded for the case: its passes of its samples (trials, or runs on the default branch). */
export interface BaselineRecord {
  passes: number;
  samples: number;
}

function requireBetween(name: string, value: number, low: number, high: number): void {
  if (!(value > low && value < high)) throw new RangeError(`${name} must be between ${low} and ${high} (exclusive), got ${value}`);
}

/**
 * The test for one failure. `baseline` is what the baseline knows of the
 * case; give it for a regression, not for a must-pass failure (a must-pass
 * case must pass at the tolerance, whatever it did before).
 */
export function confirmationPlan(settings: Partial<ConfirmationSettings> = {}, baseline?: BaselineRecord): ConfirmationPlan {
  const { flakyTolerance, alpha, beta, budget } = { ...CONFIRMATION_DEFAULTS, ...settings };
  requireBetween('flakyTolerance', flakyTolerance, 0, 1);
  requireBetween('alpha', alpha, 0, 0.5);
  requireBetween('beta', beta, 0, 0.5);
  if (!Number.isSafeInteger(budget) || budget < 1) throw new RangeError(`budget must be a whole number of re-runs, at least 1, got ${budget}`);
  let acceptable = flakyTolerance;
  if (baseline && baseline.samples >= 2) {
    if (!(baseline.passes >= 0 && baseline.passes <= baseline.samples)) {
      throw new RangeError(`baseline passes must be between 0 and its samples (${baseline.samples}), got ${baseline.passes}`);
    }
    acceptable = Math.max(LOWEST_ACCEPTABLE, Math.min(flakyTolerance, baseline.passes / baseline.samples));
  }
  const dropped = acceptable / (acceptable + DROPPED_ODDS_RATIO * (1 - acceptable));
  return {
    acceptable,
    dropped,
    alpha,
    beta,
    budget,
    upper: Math.log((1 - beta) / alpha),
    lower: Math.log(beta / (1 - alpha)),
    passStep: Math.log(dropped / acceptable),
    failStep: Math.log((1 - dropped) / (1 - acceptable)),
  };
}

// Rounding must not move a sum that lands on a bound to the wrong side of it.
const SLACK = 1e-9;

/**
 * The verdict after `passes` and `failures` re-runs (the first failure not
 * counted). Ask after each re-run and stop at the first verdict other than
 * `continue`: counts alone do not say whether a bound was crossed earlier.
 * `undecided` comes at the budget, or sooner once neither bound can be
 * reached with the re-runs left (those would be wasted).
 */
export function confirmationVerdict(plan: ConfirmationPlan, passes: number, failures: number): ConfirmationVerdict {
  if (!Number.isSafeInteger(passes) || !Number.isSafeInteger(failures) || passes < 0 || failures < 0) {
    throw new RangeError(`re-run counts must be whole numbers, got ${passes} passes and ${failures} failures`);
  }
  const ratio = passes * plan.passStep + failures * plan.failStep;
  if (ratio >= plan.upper - SLACK) return 'dropped';
  if (ratio <= plan.lower + SLACK) return 'flaky';
  const left = plan.budget - passes - failures;
  if (left <= 0) return 'undecided';
  const canDrop = ratio + left * plan.failStep >= plan.upper - SLACK;
  const canExcuse = ratio + left * plan.passStep <= plan.lower + SLACK;
  return canDrop || canExcuse ? 'continue' : 'undecided';
}

/** Whether a finished confirmation blocks: `dropped` does, `flaky` does not, `undecided` as the workflow says (default block). */
export function confirmationBlocks(verdict: Exclude<ConfirmationVerdict, 'continue'>, onUndecided: UndecidedPolicy = 'block'): boolean {
  return verdict === 'dropped' || (verdict === 'undecided' && onUndecided === 'block');
}

export interface ConfirmationCharacteristics {
  /** The chances of each verdict for a case whose true pass rate is `passRate`. */
  dropped: number;
  flaky: number;
  undecided: number;
  /** The expected number of re-runs. */
  meanReruns: number;
}

/**
 * The plan's exact operating characteristic at a true pass rate: every path
 * of re-runs up to the budget, by dynamic programming over (re-runs,
 * failures), which is all the verdict depends on.
 */
export function confirmationCharacteristics(plan: ConfirmationPlan, passRate: number): ConfirmationCharacteristics {
  if (!(passRate >= 0 && passRate <= 1)) throw new RangeError(`passRate must be between 0 and 1, got ${passRate}`);
  const result = { dropped: 0, flaky: 0, undecided: 0, meanReruns: 0 };
  // going[f]: the chance of still re-running after `runs` re-runs, f of them failures.
  let going = new Float64Array(plan.budget + 1);
  going[0] = 1;
  for (let runs = 0; runs < plan.budget; runs++) {
    const next = new Float64Array(plan.budget + 1);
    for (let failures = 0; failures <= runs; failures++) {
      const chance = going[failures] as number;
      if (chance === 0) continue;
      result.meanReruns += chance;
      for (const [passed, p] of [
        [true, passRate],
        [false, 1 - passRate],
      ] as const) {
        if (p === 0) continue;
        const f = passed ? failures : failures + 1;
        const verdict = confirmationVerdict(plan, runs + 1 - f, f);
        if (verdict === 'continue') next[f] = (next[f] as number) + chance * p;
        else result[verdict] += chance * p;
      }
    }
    going = next;
  }
  return result;
}
