// A confidence interval for a pass rate that keeps its coverage at small n
// and near 100%, where eval pass rates live.
//
// - Cases that are one sample each and in no cluster: Clopper and Pearson's
//   exact interval. Wilson's (src/compare/stats.ts, the seed's planning
//   formula) dips to 83-90% coverage when the true rate is close to 1 and
//   the dataset small (n = 10 at 99%: 90%), because one failure moves its
//   upper bound below the truth; the exact interval never covers less than
//   its level and is barely wider from 50 cases on.
// - Cases in clusters, or with several trials each: Korn and Graubard's
//   (1998) version of it for clustered samples: the same exact interval on
//   an effective number of cases, n / design effect, the design effect being
//   the cluster-robust variance (src/compare/cluster-variance.ts) over the
//   binomial one, shrunk further by (t_{n-1} / t_df)² for the few clusters
//   the variance rests on.
// docs/gate.md has the coverage table. Pure.
import { clusteredVariance } from './cluster-variance.js';
import { betaQuantile, studentTQuantile } from './distributions.js';

/** One case's outcome: passes of samples (its trials), and its cluster if it names one. */
export interface RateOutcome {
  passes: number;
  samples: number;
  cluster?: string | undefined;
}

export interface PassRateInterval {
  /** The mean of the cases' pass shares. */
  estimate: number;
  low: number;
  high: number;
  level: number;
  cases: number;
  clusters: number;
  method: 'clopper-pearson' | 'korn-graubard';
  /** The sample size the exact interval was computed for: the cases, or fewer for clusters, more for trials. */
  effective_cases: number;
  /** The t reference's degrees of freedom (Korn-Graubard); null for the plain exact interval. */
  df: number | null;
}

export function requireLevel(level: number): void {
  if (!(level > 0 && level < 1)) throw new RangeError(`a confidence level must be between 0 and 1, got ${level}`);
}

/** Checks a passes-of-samples pair, naming it in the error. */
export function requireOutcome(what: string, passes: number, samples: number): void {
  if (!Number.isSafeInteger(samples) || samples < 1) throw new RangeError(`${what}: samples must be a whole number of at least 1, got ${samples}`);
  if (!Number.isSafeInteger(passes) || passes < 0 || passes > samples) {
    throw new RangeError(`${what}: passes must be a whole number from 0 to samples (${samples}), got ${passes}`);
  }
}

/**
 * Clopper-Pearson's interval for `passes` of `total` at `level`, from the
 * beta quantiles; counts need not be whole (an effective sample size).
 */
export function clopperPearson(passes: number, total: number, level = 0.95): { low: number; high: number } {
  requireLevel(level);
  if (!(total > 0) || !(passes >= 0 && passes <= total))
    throw new RangeError(`clopperPearson needs 0 <= passes <= total and total > 0, got ${passes} of ${total}`);
  const tail = (1 - level) / 2;
  const low = passes > 0 ? betaQuantile(tail, passes, total - passes + 1) : 0;
  const high = passes < total ? betaQuantile(1 - tail, passes + 1, total - passes) : 1;
  return { low, high };
}

/** The pass rate's interval over the cases; null when there is no case. */
export function passRateInterval(cases: readonly RateOutcome[], level = 0.95): PassRateInterval | null {
  requireLevel(level);
  const n = cases.length;
  if (n === 0) return null;
  const shares = new Float64Array(n);
  const clusterOf: (string | undefined)[] = new Array<string | undefined>(n);
  let plain = true;
  let mostSamples = 1;
  let passes = 0;
  for (let i = 0; i < n; i++) {
    const c = cases[i] as RateOutcome;
    requireOutcome(`case ${i}`, c.passes, c.samples);
    shares[i] = c.passes / c.samples;
    clusterOf[i] = c.cluster;
    passes += c.passes;
    if (c.samples > 1 || c.cluster !== undefined) plain = false;
    if (c.samples > mostSamples) mostSamples = c.samples;
  }
  if (plain) {
    // Independent 0/1 outcomes: the binomial model is exact, nothing to estimate.
    const { low, high } = clopperPearson(passes, n, level);
    return { estimate: passes / n, low, high, level, cases: n, clusters: n, method: 'clopper-pearson', effective_cases: n, df: null };
  }
  const spread = clusteredVariance(shares, clusterOf);
  const p = spread.mean;
  let effective: number;
  let df: number;
  if (spread.variance === null || spread.df === null) {
    // One cluster: it is one draw, whatever its size.
    effective = 1;
    df = 1;
  } else {
    df = spread.df;
    const binomial = (p * (1 - p)) / n;
    // At 0% or 100% the variance says nothing of how alike a cluster's cases
    // are: count each cluster once (Korn and Graubard keep n, which at 10
    // clusters of 5 and a true 90% covers 92%). A design effect below 1 is
    // real with trials (averaging removes noise), but never below one over
    // the samples a case has.
    const designEffect = binomial > 0 ? Math.max(spread.variance / binomial, 1 / mostSamples) : n / spread.clusters;
    effective = n / designEffect;
  }
  const tail = 1 - (1 - level) / 2;
  const shrink = studentTQuantile(tail, Math.max(n - 1, 1)) / studentTQuantile(tail, df);
  effective *= shrink * shrink;
  const { low, high } = clopperPearson(p * effective, effective, level);
  return { estimate: p, low, high, level, cases: n, clusters: spread.clusters, method: 'korn-graubard', effective_cases: effective, df };
}
