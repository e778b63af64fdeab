// The change in pass rate over the cases found on both sides, with the
// clustered standard error of Miller, "Adding Error Bars to Evals" (2024):
// cases that share a passage, document or conversation (`cluster`) fail and
// pass together, so they count as one draw, not several. docs/gate.md (error
// bars on the change) has the formula and a worked example.
import type { ModelResult, Status, PairedDifference } from '../config/index.js';

/** The 95% normal quantile as the issue and Miller write it (not Z_95's full digits), so the interval matches theirs. */
const Z = 1.96;

/**
 * With trials, a case's outcome: per trial index it passes when every model
 * passed that trial, then the mean over the trial indices. Null with one
 * trial, where the case's status is its outcome.
 */
export function trialOutcome(results: readonly ModelResult[]): number | null {
  if (results.length < 2) return null;
  let trials = 0;
  for (const r of results) if ((r.trial ?? 0) >= trials) trials = (r.trial ?? 0) + 1;
  if (trials < 2) return null;
  let passed = 0;
  for (let t = 0; t < trials; t++) {
    let all = true;
    for (const r of results) if ((r.trial ?? 0) === t && r.status !== 'pass') all = false;
    if (all) passed++;
  }
  return passed / trials;
}

/** A case's outcome from 0 to 1: its trials' mean (trialOutcome), else 1 for a pass. */
export const caseOutcome = (results: readonly ModelResult[], status: Status): number => trialOutcome(results) ?? (status === 'pass' ? 1 : 0);

/**
 * Collects d_i = now_i - baseline_i case by case, then gives the mean, its
 * clustered standard error and 95% interval. One typed array for the whole
 * comparison; the clusters' list only once a case names one.
 */
export class PairedDifferences {
  private readonly differences: Float64Array;
  private clusterOf: (string | undefined)[] | null = null;
  private count = 0;

  /** `capacity`: the most cases that can be added (the run's cases). */
  constructor(capacity: number) {
    this.differences = new Float64Array(capacity);
  }

  add(difference: number, cluster: string | undefined): void {
    if (cluster !== undefined) {
      this.clusterOf ??= new Array<string | undefined>(this.differences.length).fill(undefined);
      this.clusterOf[this.count] = cluster;
    }
    this.differences[this.count++] = difference;
  }

  /**
   * mean = sum d_i / n; SE = sqrt(sum over clusters of (sum of d_i - mean in
   * the cluster)^2) / n, no finite-sample correction; a case without a
   * cluster is its own. One case gives SE 0 (nothing to vary against). Null
   * when no case was added. The interval is not clipped to [-1, 1].
   */
  result(): PairedDifference | null {
    const n = this.count;
    if (n === 0) return null;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += this.differences[i] as number;
    const mean = sum / n;
    let squares = 0;
    let clusters = 0;
    const sums = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const deviation = (this.differences[i] as number) - mean;
      const cluster = this.clusterOf?.[i];
      if (cluster === undefined) {
        squares += deviation * deviation;
        clusters++;
      } else sums.set(cluster, (sums.get(cluster) ?? 0) + deviation);
    }
    for (const s of sums.values()) squares += s * s;
    clusters += sums.size;
    const se = Math.sqrt(squares) / n;
    return { mean, standard_error: se, ci_low: mean - Z * se, ci_high: mean + Z * se, clusters };
  }
}
