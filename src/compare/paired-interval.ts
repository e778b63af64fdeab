// A confidence interval for the change in pass rate over paired cases that
// stays inside [-100, +100] points and keeps its coverage at small n.
//
// - Cases that are one sample a side and in no cluster: Tango's (1998) score
//   interval for a difference of paired proportions, the set of differences
//   that a score test does not reject. The mean ± 1.96 SE it replaces
//   (src/compare/paired-difference.ts) leaves [-1, 1] on a handful of cases
//   and, when no case changed, is a point: at 5 cases with 1% of them
//   dropping, it covers the truth 5% of the time; Tango's never fell below
//   93% on our grid (docs/gate.md).
// - Cases in clusters, or with several trials: the same score statistic,
//   divided by the square root of a design effect (Rao and Scott's
//   adjustment, 1992): the cluster-robust variance of the mean difference
//   (src/compare/cluster-variance.ts) over the one the paired-binomial model
//   gives, with the critical value scaled by t_df / t_{n-1} for the few
//   clusters the variance rests on (as Korn and Graubard do for one rate).
//   With fractional outcomes (trials), the pairs' cells are counted in
//   expectation: sum of baseline × (1 - now) cases dropped, now × (1 -
//   baseline) gained, whose difference is exactly the mean change.
// Pure.
import { clusteredVariance } from './cluster-variance.js';
import { normalQuantile, studentTQuantile } from './distributions.js';
import { requireLevel, requireOutcome } from './pass-rate-interval.js';

/** A case found on both sides: its passes of samples in the baseline and now, and its cluster if it names one. */
export interface PairedOutcome {
  baseline: { passes: number; samples: number };
  current: { passes: number; samples: number };
  cluster?: string | undefined;
}

export interface ChangeInterval {
  /** Mean of now − baseline over the paired cases, from -1 to 1. */
  estimate: number;
  low: number;
  high: number;
  level: number;
  pairs: number;
  clusters: number;
  method: 'tango' | 'tango-rao-scott';
  /** Variance over what independent 0/1 pairs would have (1 for Tango alone). */
  design_effect: number;
  /** The t reference's degrees of freedom; null for Tango alone. */
  df: number | null;
}

/**
 * Tango's score statistic at difference `delta` = p(now) - p(baseline), for
 * `dropped` pairs that passed in the baseline and fail now and `gained` the
 * reverse, out of `pairs`; the restricted maximum-likelihood estimate of the
 * dropped cell's probability in closed form. Decreasing in delta.
 */
export function tangoStatistic(dropped: number, gained: number, pairs: number, delta: number): number {
  const a = 2 * pairs;
  const b = -gained - dropped + (2 * pairs - gained + dropped) * delta;
  const c = -dropped * delta * (1 - delta);
  const droppedCell = (Math.sqrt(Math.max(0, b * b - 4 * a * c)) - b) / (2 * a);
  const variance = pairs * (2 * droppedCell + delta * (1 - delta));
  const numerator = gained - dropped - pairs * delta;
  if (!(variance > 0)) return numerator === 0 ? 0 : numerator > 0 ? Infinity : -Infinity;
  return numerator / Math.sqrt(variance);
}

/** The δ in (-1, 1) where Tango's statistic equals `target`, by bisection (it decreases in δ). */
function tangoRoot(dropped: number, gained: number, pairs: number, target: number): number {
  let lo = -1;
  let hi = 1;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (tangoStatistic(dropped, gained, pairs, mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Tango's interval: the differences whose |statistic| is at most `critical`. Counts need not be whole. */
export function tangoInterval(dropped: number, gained: number, pairs: number, critical: number): { low: number; high: number } {
  if (!(pairs > 0 && dropped >= 0 && gained >= 0 && dropped + gained <= pairs * (1 + 1e-12))) {
    throw new RangeError(`tangoInterval needs 0 <= dropped + gained <= pairs, got ${dropped} + ${gained} of ${pairs}`);
  }
  if (!(critical > 0)) throw new RangeError(`tangoInterval needs a positive critical value, got ${critical}`);
  const estimate = (gained - dropped) / pairs;
  const low = estimate <= -1 ? -1 : tangoRoot(dropped, gained, pairs, critical);
  const high = estimate >= 1 ? 1 : tangoRoot(dropped, gained, pairs, -critical);
  return { low: Math.max(-1, low), high: Math.min(1, high) };
}

/** The change in pass rate over the paired cases with its interval; null when there is no pair. */
export function pairedChangeInterval(cases: readonly PairedOutcome[], level = 0.95): ChangeInterval | null {
  requireLevel(level);
  const n = cases.length;
  if (n === 0) return null;
  const differences = new Float64Array(n);
  const clusterOf: (string | undefined)[] = new Array<string | undefined>(n);
  let dropped = 0;
  let gained = 0;
  let plain = true;
  let mostSamples = 1;
  for (let i = 0; i < n; i++) {
    const c = cases[i] as PairedOutcome;
    requireOutcome(`pair ${i} (baseline)`, c.baseline.passes, c.baseline.samples);
    requireOutcome(`pair ${i} (now)`, c.current.passes, c.current.samples);
    const before = c.baseline.passes / c.baseline.samples;
    const now = c.current.passes / c.current.samples;
    dropped += before * (1 - now);
    gained += now * (1 - before);
    differences[i] = now - before;
    clusterOf[i] = c.cluster;
    const samples = Math.max(c.baseline.samples, c.current.samples);
    if (samples > 1 || c.cluster !== undefined) plain = false;
    if (samples > mostSamples) mostSamples = samples;
  }
  const tail = 1 - (1 - level) / 2;
  const z = normalQuantile(tail);
  if (plain) {
    // Independent 0/1 pairs: the paired-binomial model is exact, nothing to estimate.
    const { low, high } = tangoInterval(dropped, gained, n, z);
    return { estimate: (gained - dropped) / n, low, high, level, pairs: n, clusters: n, method: 'tango', design_effect: 1, df: null };
  }
  const spread = clusteredVariance(differences, clusterOf);
  const estimate = spread.mean;
  let designEffect: number;
  let df: number;
  if (spread.variance === null || spread.df === null) {
    // One cluster is one draw: as if the n cases were a single pair.
    designEffect = n;
    df = 1;
  } else {
    df = spread.df;
    const binomial = ((dropped + gained) / n - estimate * estimate) / n;
    // No case changed on any sample: the variance says nothing of how alike a
    // cluster's cases are, so each cluster counts once.
    designEffect = binomial > 0 ? Math.max(spread.variance / binomial, 1 / mostSamples) : n / spread.clusters;
  }
  const critical = (z * Math.sqrt(designEffect) * studentTQuantile(tail, df)) / studentTQuantile(tail, Math.max(n - 1, 1));
  const { low, high } = tangoInterval(dropped, gained, n, critical);
  return { estimate, low, high, level, pairs: n, clusters: spread.clusters, method: 'tango-rao-scott', design_effect: designEffect, df };
}
