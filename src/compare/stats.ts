// Statistics for a paired comparison, as CI eval gates use them: exact McNemar, Wilson
// intervals (pass@k and pass^k are src/figures/pass-at-k.ts), and the sample-size arithmetic that says whether
// a dataset is big enough to see a drop. Informational only: none of it blocks.
import { formatPoints } from '../base/index.js';

// Normal quantiles for the seed's planning defaults (alpha 0.05 two-sided,
// power 0.80); the same values Python's NormalDist().inv_cdf gives.
export const Z_95 = 1.9599639845400536;
export const Z_POWER_80 = 0.8416212335729144;
// Seed 004's planning assumption: 1.5% of cases flip from fail to pass between
// two runs of the same thing. Used as a floor for the noise in a comparison.
export const DEFAULT_FLIP_UP = 0.015;

function requireCount(name: string, x: number): void {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`${name} must be a non-negative integer, got ${x}`);
}

/**
 * Exact two-sided McNemar p over the discordant pairs: newFailures (passed in
 * the baseline, fail now) and newPasses (the reverse) are Binomial(n, 0.5)
 * under "no change". p = min(1, 2 * P(X <= min(b, c))).
 */
export function mcnemarExactP(newFailures: number, newPasses: number): number {
  requireCount('newFailures', newFailures);
  requireCount('newPasses', newPasses);
  const n = newFailures + newPasses;
  if (n === 0) return 1;
  // Sum C(n, i) / 2^n in log space so that large n neither overflows nor
  // underflows before the terms that matter.
  let logTerm = -n * Math.LN2;
  let tail = Math.exp(logTerm);
  for (let i = 0; i < Math.min(newFailures, newPasses); i++) {
    logTerm += Math.log((n - i) / (i + 1));
    tail += Math.exp(logTerm);
  }
  return Math.min(1, 2 * tail);
}

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for passed/total; null when there is nothing to measure. */
export function wilsonInterval(passed: number, total: number, z: number = Z_95): Interval | null {
  requireCount('passed', passed);
  requireCount('total', total);
  if (passed > total) throw new RangeError(`passed (${passed}) exceeds total (${total})`);
  if (total === 0) return null;
  const p = passed / total;
  const z2n = (z * z) / total;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / (1 + z2n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Wilson's interval with a continuity correction (Newcombe 1998, method 4):
 * the one the comparison reports. Plain Wilson, the seed's, covers as little
 * as 90.4% at 10 cases and a true 90% (exactly, every count weighed); the
 * corrected one at least 95.1% at 5 to 200 cases and true rates of 50 to
 * 99% (test/compare/stats.test.ts), as Clopper-Pearson does, at about its
 * width. Null when there is nothing to measure.
 */
export function wilsonContinuityInterval(passed: number, total: number, z: number = Z_95): Interval | null {
  requireCount('passed', passed);
  requireCount('total', total);
  if (passed > total) throw new RangeError(`passed (${passed}) exceeds total (${total})`);
  if (total === 0) return null;
  const p = passed / total;
  const z2 = z * z;
  const denominator = 2 * (total + z2);
  const low = passed === 0 ? 0 : (2 * total * p + z2 - 1 - z * Math.sqrt(z2 - 2 - 1 / total + 4 * p * (total * (1 - p) + 1))) / denominator;
  const high = passed === total ? 1 : (2 * total * p + z2 + 1 + z * Math.sqrt(z2 + 2 - 1 / total + 4 * p * (total * (1 - p) - 1))) / denominator;
  return { low: Math.max(0, low), high: Math.min(1, high) };
}

/**
 * Paired cases needed to detect a pass-rate drop with an exact McNemar test at
 * alpha 0.05 and 80% power: with flipUp of cases going fail->pass
 * and drop + flipUp going pass->fail. An approximation; the seed's simulation
 * needed roughly 12% more than it gives at a 5-point drop.
 */
export function pairedSampleSize(drop: number, flipUp: number = DEFAULT_FLIP_UP): number {
  return Math.ceil(pairedSampleSizeRaw(drop, flipUp));
}

function pairedSampleSizeRaw(drop: number, flipUp: number): number {
  if (!(drop > 0 && drop <= 1)) throw new RangeError(`drop must be in (0, 1], got ${drop}`);
  if (!(flipUp >= 0 && flipUp < 1)) throw new RangeError(`flipUp must be in [0, 1), got ${flipUp}`);
  const psi = drop + 2 * flipUp;
  const num = Z_95 * Math.sqrt(psi) + Z_POWER_80 * Math.sqrt(psi - drop * drop);
  return (num * num) / (drop * drop);
}

/** Cases per group to tell pass rate p1 from p2 with two independent runs. */
export function unpairedSampleSize(p1: number, p2: number): number {
  if (p1 === p2) throw new RangeError('the two pass rates must differ');
  const bar = (p1 + p2) / 2;
  const num = Z_95 * Math.sqrt(2 * bar * (1 - bar)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((num * num) / ((p1 - p2) * (p1 - p2)));
}

/**
 * The smallest pass-rate drop that `pairs` paired cases detect at 80% power
 * (inverse of pairedSampleSize); null when even a drop to zero needs more.
 */
export function minDetectableDrop(pairs: number, flipUp: number = DEFAULT_FLIP_UP): number | null {
  requireCount('pairs', pairs);
  if (pairs === 0 || pairedSampleSizeRaw(1, flipUp) > pairs) return null;
  // The required size falls as the drop grows, so bisect on the drop.
  let lo = 1e-6;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (pairedSampleSizeRaw(mid, flipUp) > pairs) lo = mid;
    else hi = mid;
  }
  return hi;
}

export interface PowerAssessment {
  pairs: number;
  /** (new failures - new passes) / pairs; negative means the pass rate rose. */
  observed_drop: number;
  /** The fail->pass rate assumed: the observed one, or the seed's 1.5% if higher. */
  flip_up: number;
  /** Paired cases needed to detect the observed drop; null when nothing dropped. */
  required_pairs: number | null;
  min_detectable_drop: number | null;
  /** True when the pass rate dropped and the dataset is too small to tell it from noise. */
  underpowered: boolean;
  sentence: string;
}

/** Can `pairs` paired cases detect the drop this comparison shows? */
export function assessPower(pairs: number, newFailures: number, newPasses: number): PowerAssessment {
  requireCount('pairs', pairs);
  requireCount('newFailures', newFailures);
  requireCount('newPasses', newPasses);
  if (newFailures + newPasses > pairs) throw new RangeError('more discordant pairs than pairs');
  const observedDrop = pairs === 0 ? 0 : (newFailures - newPasses) / pairs;
  const flipUp = Math.max(DEFAULT_FLIP_UP, pairs === 0 ? 0 : newPasses / pairs);
  const requiredPairs = observedDrop > 0 ? pairedSampleSize(observedDrop, flipUp) : null;
  const minDrop = minDetectableDrop(pairs, flipUp);
  const underpowered = requiredPairs !== null && pairs < requiredPairs;
  const reach =
    minDrop === null
      ? `${pairs} paired cases cannot reliably detect any drop`
      : `${pairs} paired cases reliably detect only drops of about ${formatPoints(minDrop)} or more`;
  let sentence: string;
  if (requiredPairs === null) {
    sentence = `The pass rate did not drop; ${reach} (80% power, alpha 0.05).`;
  } else if (underpowered) {
    sentence = `The observed drop of ${formatPoints(observedDrop)} would need about ${requiredPairs} paired cases to detect at 80% power (alpha 0.05); ${reach}, so read the case list rather than the rate.`;
  } else {
    sentence = `The observed drop of ${formatPoints(observedDrop)} is within what ${pairs} paired cases can detect (about ${requiredPairs} needed at 80% power, alpha 0.05).`;
  }
  return {
    pairs,
    observed_drop: observedDrop,
    flip_up: flipUp,
    required_pairs: requiredPairs,
    min_detectable_drop: minDrop,
    underpowered,
    sentence,
  };
}
