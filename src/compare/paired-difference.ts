// The change in pass rate over the cases found on both sides, with the
// clustered standard error of Miller, "Adding Error Bars to Evals" (2024):
// cases that share a passage, document or conversation (`cluster`) fail and
// pass together, so they count as one draw, not several. docs/gate.md (error
// bars on the change) has the formula and a worked example.
import type { ModelResult, Status, PairedDifference } from '../config/index.js';
import { pairedChangeInterval, type ChangeInterval, type PairedOutcome } from './paired-interval.js';

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

/** A case's passes of its samples: its trials (trialOutcome's), else one sample, its status. */
export function caseCounts(results: readonly ModelResult[], status: Status): { passes: number; samples: number } {
  const trials = trialCount(results);
  if (trials < 2) return { passes: status === 'pass' ? 1 : 0, samples: 1 };
  return { passes: Math.round((trialOutcome(results) ?? 0) * trials), samples: trials };
}

function trialCount(results: readonly ModelResult[]): number {
  let trials = 1;
  for (const r of results) if ((r.trial ?? 0) + 1 > trials) trials = (r.trial ?? 0) + 1;
  return trials;
}

/**
 * Collects each paired case's passes of samples on both sides, then gives
 * the mean change, its clustered standard error (informational) and its 95%
 * interval by Tango's score method (paired-interval.ts: inside [-1, 1],
 * valid at small n; with clusters or trials, Rao-Scott's design effect and a
 * t reference). Typed arrays for the whole comparison; the clusters' list
 * only once a case names one.
 */
export class PairedDifferences {
  private readonly counts: Float64Array;
  private clusterOf: (string | undefined)[] | null = null;
  private count = 0;

  /** `capacity`: the most cases that can be added (the run's cases). */
  constructor(capacity: number) {
    this.counts = new Float64Array(capacity * 4);
  }

  add(now: { passes: number; samples: number }, before: { passes: number; samples: number }, cluster: string | undefined): void {
    if (cluster !== undefined) {
      this.clusterOf ??= new Array<string | undefined>(this.counts.length / 4).fill(undefined);
      this.clusterOf[this.count] = cluster;
    }
    const at = this.count++ * 4;
    this.counts[at] = now.passes;
    this.counts[at + 1] = now.samples;
    this.counts[at + 2] = before.passes;
    this.counts[at + 3] = before.samples;
  }

  /**
   * mean = sum d_i / n, d_i = now_i - baseline_i as shares of samples; SE =
   * sqrt(sum over clusters of (sum of d_i - mean in the cluster)^2) / n, no
   * finite-sample correction (Miller's, shown beside the interval; the
   * interval does not use it). Null when no case was added.
   */
  /** The paired cases as the interval reads them (the max_drop decision's input). */
  pairs(): PairedOutcome[] {
    return Array.from({ length: this.count }, (_, i) => ({
      current: { passes: this.counts[i * 4] as number, samples: this.counts[i * 4 + 1] as number },
      baseline: { passes: this.counts[i * 4 + 2] as number, samples: this.counts[i * 4 + 3] as number },
      cluster: this.clusterOf?.[i],
    }));
  }

  result(): PairedDifference | null {
    const n = this.count;
    if (n === 0) return null;
    const pairs: PairedOutcome[] = new Array<PairedOutcome>(n);
    const differences = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const at = i * 4;
      const current = { passes: this.counts[at] as number, samples: this.counts[at + 1] as number };
      const baseline = { passes: this.counts[at + 2] as number, samples: this.counts[at + 3] as number };
      pairs[i] = { current, baseline, cluster: this.clusterOf?.[i] };
      differences[i] = current.passes / current.samples - baseline.passes / baseline.samples;
      sum += differences[i] as number;
    }
    const mean = sum / n;
    let squares = 0;
    let clusters = 0;
    const sums = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const deviation = (differences[i] as number) - mean;
      const cluster = this.clusterOf?.[i];
      if (cluster === undefined) {
        squares += deviation * deviation;
        clusters++;
      } else sums.set(cluster, (sums.get(cluster) ?? 0) + deviation);
    }
    for (const s of sums.values()) squares += s * s;
    clusters += sums.size;
    const interval = pairedChangeInterval(pairs) as ChangeInterval;
    return {
      mean,
      standard_error: Math.sqrt(squares) / n,
      ci_low: interval.low,
      ci_high: interval.high,
      clusters,
      method: interval.method,
      ...(interval.df !== null ? { df: interval.df, design_effect: interval.design_effect } : {}),
    };
  }
}
