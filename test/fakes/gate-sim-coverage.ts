// The coverage half of the gate's simulation (test/fakes/gate-sim.ts has
// the model, the confirmation and the max_drop rule): how often the change's
// and the pass rate's intervals cover the truth, simulated for cases in
// clusters, and exact (every count weighed by its chance) for cases that are
// not. Node built-ins only.
import { drawCell, seededRandom, type Bounds, type GateStatistics, type SimCase, type SimPair } from './gate-sim.js';

// ---- Paired cases with set pass rates, correlation and clusters ----

/**
 * Pass rates in the baseline and now, the correlation of a case's two
 * outcomes, and clusters: `clusterSize` cases each, every case copying its
 * cluster's shared outcomes with chance `icc` (its intra-cluster
 * correlation) and drawing its own otherwise. The true change is
 * current - baseline, whatever the clusters.
 */
export interface PairModel {
  baseline: number;
  current: number;
  correlation: number;
  icc: number;
  clusterSize: number;
}

/** The chances of the four cells (both pass, only baseline, only now, neither); null when the correlation is out of reach. */
function cells(m: PairModel): [number, number, number, number] | null {
  const spread = Math.sqrt(m.baseline * (1 - m.baseline) * m.current * (1 - m.current));
  const both = m.baseline * m.current + m.correlation * spread;
  const onlyBefore = m.baseline - both;
  const onlyNow = m.current - both;
  const neither = 1 - both - onlyBefore - onlyNow;
  if (Math.min(both, onlyBefore, onlyNow, neither) < -1e-12) return null;
  return [both, onlyBefore, onlyNow, neither].map((x) => Math.max(0, x)) as [number, number, number, number];
}

function drawPairs(random: () => number, n: number, m: PairModel, chances: readonly number[]): SimPair[] {
  const pairs: SimPair[] = [];
  let shared = 0;
  for (let i = 0; i < n; i++) {
    const g = Math.floor(i / m.clusterSize);
    if (i % m.clusterSize === 0) shared = drawCell(random, chances);
    const cell = m.icc > 0 && random() < m.icc ? shared : drawCell(random, chances);
    pairs.push({
      baseline: { passes: cell <= 1 ? 1 : 0, samples: 1 },
      current: { passes: cell === 0 || cell === 2 ? 1 : 0, samples: 1 },
      ...(m.clusterSize > 1 ? { cluster: `c${g}` } : {}),
    });
  }
  return pairs;
}

export interface CoverageSummary {
  /** Grid points measured (those whose correlation is reachable). */
  points: number;
  mean: number;
  min: number;
  minAt: string;
  /** Grid points whose coverage is below 93% by more than twice its simulation error. */
  clearlyBelow: number;
  /** Mean width, as a fraction (x100 for points). */
  width: number;
  /** Share of intervals reaching outside [-1, 1] (or [0, 1] for a rate). */
  outside: number;
}

class Tally {
  private readonly coverages: { value: number; at: string }[] = [];
  private widthSum = 0;
  private outsideCount = 0;
  private intervals = 0;
  private covered = 0;
  private drawn = 0;

  add(bounds: Bounds | null, truth: number, lowest: number): void {
    this.drawn++;
    if (!bounds) return;
    this.intervals++;
    this.widthSum += bounds.high - bounds.low;
    if (bounds.low < lowest - 1e-9 || bounds.high > 1 + 1e-9) this.outsideCount++;
    if (bounds.low <= truth + 1e-9 && truth - 1e-9 <= bounds.high) this.covered++;
  }

  endPoint(at: string): void {
    if (this.drawn > 0) this.coverages.push({ value: this.covered / this.drawn, at });
    this.covered = 0;
    this.drawn = 0;
  }

  summary(reps: number): CoverageSummary {
    const sorted = [...this.coverages].sort((a, b) => a.value - b.value);
    const first = sorted[0] ?? { value: NaN, at: '' };
    const clearlyBelow = sorted.filter(({ value }) => value + 2 * Math.sqrt((value * (1 - value)) / reps) < 0.93).length;
    return {
      points: sorted.length,
      mean: sorted.reduce((s, c) => s + c.value, 0) / Math.max(1, sorted.length),
      min: first.value,
      minAt: first.at,
      clearlyBelow,
      width: this.widthSum / Math.max(1, this.intervals),
      outside: this.outsideCount / Math.max(1, this.intervals),
    };
  }
}

export interface CoverageGrid {
  rates: readonly number[];
  drops: readonly number[];
  correlations: readonly number[];
  iccs: readonly number[];
}

/** The change's interval, new and today's, over a grid of pass rates, drops, correlations and cluster correlations. */
export function changeCoverage(
  stats: GateStatistics,
  options: { n: number; clusterSize: number; grid: CoverageGrid; reps: number; seed: number },
): { now: CoverageSummary; today: CoverageSummary } {
  const { n, clusterSize, grid, reps, seed } = options;
  const random = seededRandom(seed);
  const now = new Tally();
  const today = new Tally();
  for (const baseline of grid.rates) {
    for (const drop of grid.drops) {
      const current = baseline - drop;
      if (!(current > 0 && current < 1)) continue;
      for (const correlation of grid.correlations) {
        for (const icc of clusterSize > 1 ? grid.iccs : [0]) {
          const model = { baseline, current, correlation, icc, clusterSize };
          const chances = cells(model);
          if (!chances) continue;
          for (let r = 0; r < reps; r++) {
            const pairs = drawPairs(random, n, model, chances);
            now.add(stats.changeInterval(pairs), current - baseline, -1);
            today.add(
              stats.todayChangeInterval(pairs.map((p) => ({ d: p.current.passes - p.baseline.passes, cluster: p.cluster }))),
              current - baseline,
              -1,
            );
          }
          const at = `${baseline}->${current.toFixed(2)} r=${correlation} icc=${icc}`;
          now.endPoint(at);
          today.endPoint(at);
        }
      }
    }
  }
  return { now: now.summary(reps), today: today.summary(reps) };
}

/** The pass rate's interval, new and today's (Wilson), over rates and cluster correlations. */
export function passRateCoverage(
  stats: GateStatistics,
  options: { n: number; clusterSize: number; rates: readonly number[]; iccs: readonly number[]; reps: number; seed: number },
): { now: CoverageSummary; today: CoverageSummary } {
  const { n, clusterSize, rates, iccs, reps, seed } = options;
  const random = seededRandom(seed);
  const now = new Tally();
  const today = new Tally();
  for (const rate of rates) {
    for (const icc of clusterSize > 1 ? iccs : [0]) {
      for (let r = 0; r < reps; r++) {
        const cases: SimCase[] = [];
        let shared = 0;
        let passed = 0;
        for (let i = 0; i < n; i++) {
          if (i % clusterSize === 0) shared = random() < rate ? 1 : 0;
          const pass = icc > 0 && random() < icc ? shared : random() < rate ? 1 : 0;
          passed += pass;
          cases.push({ passes: pass, samples: 1, ...(clusterSize > 1 ? { cluster: `c${Math.floor(i / clusterSize)}` } : {}) });
        }
        now.add(stats.passRateInterval(cases), rate, 0);
        today.add(stats.todayPassRateInterval(passed, n), rate, 0);
      }
      now.endPoint(`${rate} icc=${icc}`);
      today.endPoint(`${rate} icc=${icc}`);
    }
  }
  return { now: now.summary(reps), today: today.summary(reps) };
}

// ---- Exact coverage where no cluster is involved: every count, weighed by its chance ----

function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1);
  for (let k = 2; k <= n; k++) table[k] = (table[k - 1] as number) + Math.log(k);
  return table;
}

/** A summary with no simulation error: exact coverages over the grid points. */
function exactSummary(points: { value: number; at: string; width: number; outside: number }[]): CoverageSummary {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const first = sorted[0] ?? { value: NaN, at: '' };
  return {
    points: sorted.length,
    mean: sorted.reduce((s, c) => s + c.value, 0) / Math.max(1, sorted.length),
    min: first.value,
    minAt: first.at,
    clearlyBelow: sorted.filter((p) => p.value < 0.93).length,
    width: sorted.reduce((s, c) => s + c.width, 0) / Math.max(1, sorted.length),
    outside: sorted.reduce((s, c) => s + c.outside, 0) / Math.max(1, sorted.length),
  };
}

/**
 * The change's interval for independent pairs of one sample a side: both
 * intervals depend only on the counts that dropped and gained, so each
 * count pair is computed once and weighed by its multinomial chance.
 */
export function exactChangeCoverage(stats: GateStatistics, n: number, grid: CoverageGrid): { now: CoverageSummary; today: CoverageSummary } {
  const logFact = logFactorials(n);
  const memo = new Map<number, [Bounds | null, Bounds | null]>();
  const intervals = (dropped: number, gained: number) => {
    const key = dropped * (n + 1) + gained;
    let hit = memo.get(key);
    if (!hit) {
      const pairs: SimPair[] = [];
      for (let i = 0; i < n; i++) {
        const [before, now] = i < dropped ? [1, 0] : i < dropped + gained ? [0, 1] : [1, 1];
        pairs.push({ baseline: { passes: before, samples: 1 }, current: { passes: now, samples: 1 } });
      }
      hit = [stats.changeInterval(pairs), stats.todayChangeInterval(pairs.map((p) => ({ d: p.current.passes - p.baseline.passes })))];
      memo.set(key, hit);
    }
    return hit;
  };
  const now: { value: number; at: string; width: number; outside: number }[] = [];
  const today: { value: number; at: string; width: number; outside: number }[] = [];
  for (const baseline of grid.rates) {
    for (const drop of grid.drops) {
      const current = baseline - drop;
      if (!(current > 0 && current < 1)) continue;
      for (const correlation of grid.correlations) {
        const chances = cells({ baseline, current, correlation, icc: 0, clusterSize: 1 });
        if (!chances) continue;
        const [, down, up] = chances;
        const logs = [down, up, 1 - down - up].map((p) => (p > 0 ? Math.log(p) : -Infinity));
        const truth = current - baseline;
        const sums = { now: [0, 0, 0], today: [0, 0, 0] };
        for (let b = 0; b <= n; b++) {
          for (let c = 0; b + c <= n; c++) {
            const rest = n - b - c;
            const terms = [b, c, rest].map((k, i) => (k === 0 ? 0 : k * (logs[i] as number)));
            const logChance =
              (logFact[n] as number) -
              (logFact[b] as number) -
              (logFact[c] as number) -
              (logFact[rest] as number) +
              terms[0]! +
              terms[1]! +
              terms[2]!;
            if (!(logChance > -36)) continue;
            const chance = Math.exp(logChance);
            const [mine, theirs] = intervals(b, c);
            for (const [bounds, sum] of [
              [mine, sums.now],
              [theirs, sums.today],
            ] as const) {
              if (!bounds) continue;
              if (bounds.low <= truth + 1e-9 && truth - 1e-9 <= bounds.high) sum[0] = (sum[0] as number) + chance;
              sum[1] = (sum[1] as number) + chance * (bounds.high - bounds.low);
              if (bounds.low < -1 - 1e-9 || bounds.high > 1 + 1e-9) sum[2] = (sum[2] as number) + chance;
            }
          }
        }
        const at = `${baseline}->${current.toFixed(2)} r=${correlation}`;
        now.push({ value: sums.now[0] as number, at, width: sums.now[1] as number, outside: sums.now[2] as number });
        today.push({ value: sums.today[0] as number, at, width: sums.today[1] as number, outside: sums.today[2] as number });
      }
    }
  }
  return { now: exactSummary(now), today: exactSummary(today) };
}

/** The pass rate's interval, exact, for independent cases of one sample each, over a grid of rates. */
export function exactPassRateCoverage(stats: GateStatistics, n: number, rates: readonly number[]): { now: CoverageSummary; today: CoverageSummary } {
  const logFact = logFactorials(n);
  const mine: (Bounds | null)[] = [];
  const theirs: (Bounds | null)[] = [];
  for (let x = 0; x <= n; x++) {
    mine.push(stats.passRateInterval(Array.from({ length: n }, (_, i) => ({ passes: i < x ? 1 : 0, samples: 1 }))));
    theirs.push(stats.todayPassRateInterval(x, n));
  }
  const now: { value: number; at: string; width: number; outside: number }[] = [];
  const today: { value: number; at: string; width: number; outside: number }[] = [];
  for (const rate of rates) {
    for (const [list, out] of [
      [mine, now],
      [theirs, today],
    ] as const) {
      let covered = 0;
      let width = 0;
      let outside = 0;
      for (let x = 0; x <= n; x++) {
        const chance = Math.exp(
          (logFact[n] as number) - (logFact[x] as number) - (logFact[n - x] as number) + x * Math.log(rate) + (n - x) * Math.log1p(-rate),
        );
        const bounds = list[x];
        if (!bounds) continue;
        if (bounds.low <= rate && rate <= bounds.high) covered += chance;
        width += chance * (bounds.high - bounds.low);
        if (bounds.low < -1e-9 || bounds.high > 1 + 1e-9) outside += chance;
      }
      out.push({ value: covered, at: String(rate), width, outside });
    }
  }
  return { now: exactSummary(now), today: exactSummary(today) };
}
