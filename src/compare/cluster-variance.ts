// The variance of a mean over cases that may come in clusters (cases drawn
// from one passage, document or conversation), with the two small-sample
// repairs the intervals need when clusters are few:
//
// - Bell and McCaffrey's bias-reduced sandwich (CR2). For a plain mean it
//   weighs cluster g's squared sum of deviations by 1 / (1 - n_g / n); with
//   every case its own cluster it is the textbook s² / n. The uncorrected
//   form (Miller 2024, src/compare/paired-difference.ts) is too small by
//   about (G - 1) / G.
// - Satterthwaite's degrees of freedom over the clusters' shares of that
//   variance: (Σ v_g)² / Σ v_g², between 1 and G - 1. When the variance
//   comes from a few clusters (a rare failure that struck two passages) the
//   estimate rests on those few, and the t quantile widens to match; G - 1
//   alone would trust all G.
// Pure.

/** The variance of a mean, cluster-robust. */
export interface ClusteredVariance {
  mean: number;
  /** CR2 variance of the mean; null with fewer than two clusters, where nothing says how clusters vary. */
  variance: number | null;
  /** Distinct clusters; a case without one is a cluster of its own. */
  clusters: number;
  /** Satterthwaite degrees of freedom for a t reference, in [1, clusters - 1]; null with fewer than two clusters. */
  df: number | null;
}

/**
 * `values[i]` is case i's outcome and `clusterOf[i]` its cluster (undefined:
 * a cluster of its own). Throws on an empty list or a length mismatch.
 */
export function clusteredVariance(values: ArrayLike<number>, clusterOf?: ArrayLike<string | undefined>): ClusteredVariance {
  const n = values.length;
  if (n === 0) throw new RangeError('clusteredVariance needs at least one value');
  if (clusterOf && clusterOf.length !== n) throw new RangeError(`clusteredVariance: ${n} values but ${clusterOf.length} cluster labels`);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  const mean = sum / n;

  // Each cluster's sum of deviations and its size; unnamed cases are clusters of one, kept apart from the map.
  const named = new Map<string, { deviation: number; size: number }>();
  let share = 0;
  let shareSquares = 0;
  let clusters = 0;
  const addCluster = (deviation: number, size: number) => {
    clusters++;
    const v = size < n ? (deviation * deviation) / (1 - size / n) : 0;
    share += v;
    shareSquares += v * v;
  };
  for (let i = 0; i < n; i++) {
    const deviation = (values[i] as number) - mean;
    const cluster = clusterOf?.[i];
    if (cluster === undefined) addCluster(deviation, 1);
    else {
      const entry = named.get(cluster);
      if (entry) {
        entry.deviation += deviation;
        entry.size++;
      } else named.set(cluster, { deviation, size: 1 });
    }
  }
  for (const { deviation, size } of named.values()) addCluster(deviation, size);
  if (clusters < 2) return { mean, variance: null, clusters, df: null };
  const variance = share / (n * n);
  // No spread at all (every case alike) carries no information on the df; take the design's G - 1.
  const df = shareSquares > 0 ? Math.min(clusters - 1, Math.max(1, (share * share) / shareSquares)) : clusters - 1;
  return { mean, variance, clusters, df };
}
