// A fake model whose pass probabilities are set case by case, and the gate's
// operating characteristics measured on it over many seeded runs: how often
// a failure's confirmation blocks, how often an interval covers the truth,
// how often the max_drop rule blocks. The statistics under test are handed
// in (GateStatistics): bench/gate-sim.mjs hands in lib/'s compiled modules
// and test/compare/gate-sim.test.ts src/'s, so both measure the same code.
// Node built-ins only (bench/tsconfig.fakes.json compiles it for the bench).

interface Samples {
  passes: number;
  samples: number;
}

/** One case found on both sides, as src/compare/paired-interval.ts takes it. */
export interface SimPair {
  baseline: Samples;
  current: Samples;
  cluster?: string | undefined;
}

export interface SimCase extends Samples {
  cluster?: string | undefined;
}

export interface Bounds {
  low: number;
  high: number;
}

/** The functions under test, bound to their settings (bindStatistics). */
export interface GateStatistics {
  /** The sequential confirmation's verdict after these re-runs. */
  confirmVerdict(passes: number, failures: number): string;
  changeInterval(pairs: SimPair[]): Bounds | null;
  passRateInterval(cases: SimCase[]): Bounds | null;
  decideChange(pairs: SimPair[], maxDrop: number, look: number, looks: number): { outcome: string; final: boolean; blocks: boolean } | null;
  plannedLooks(eligible: number, calls: number): number;
  planTrials(pairs: SimPair[], calls: number): number[];
  /** Today's rules: the pass rate's Wilson interval, the change's mean ± 1.96 clustered SE. */
  todayPassRateInterval(passed: number, total: number): Bounds | null;
  todayChangeInterval(differences: { d: number; cluster?: string | undefined }[]): Bounds | null;
}

/** src/compare's functions, as this file sees them (it may not import src/: the bench compiles it alone). */
export interface CompareModules<Plan> {
  confirmationPlan(): Plan;
  confirmationVerdict(plan: Plan, passes: number, failures: number): string;
  pairedChangeInterval(pairs: SimPair[]): Bounds | null;
  passRateInterval(cases: SimCase[]): Bounds | null;
  decideChange(
    pairs: SimPair[],
    rule: { maxDrop: number },
    state: { look: number; looks: number },
  ): { outcome: string; final: boolean; blocks: boolean } | null;
  plannedLooks(eligible: number, calls: number): number;
  planTrials(pairs: SimPair[], calls: number): number[];
  wilsonInterval(passed: number, total: number): Bounds | null;
}

/**
 * The change's interval before issue 51 (it was src/compare/paired-difference.ts):
 * Miller's mean ± 1.96 clustered SE, no finite-sample correction, not
 * clipped. Kept here as the harness's "today" column.
 */
export function millerInterval(differences: readonly { d: number; cluster?: string | undefined }[]): Bounds | null {
  const n = differences.length;
  if (n === 0) return null;
  const mean = differences.reduce((sum, x) => sum + x.d, 0) / n;
  let squares = 0;
  const sums = new Map<string, number>();
  for (const { d, cluster } of differences) {
    if (cluster === undefined) squares += (d - mean) ** 2;
    else sums.set(cluster, (sums.get(cluster) ?? 0) + d - mean);
  }
  for (const s of sums.values()) squares += s * s;
  const se = Math.sqrt(squares) / n;
  return { low: mean - 1.96 * se, high: mean + 1.96 * se };
}

/** The statistics with the defaults bound: the default confirmation plan; today's rules: Wilson (stats.ts) and millerInterval. */
export function bindStatistics<Plan>(m: CompareModules<Plan>): GateStatistics {
  const plan = m.confirmationPlan();
  return {
    confirmVerdict: (passes, failures) => m.confirmationVerdict(plan, passes, failures),
    changeInterval: (pairs) => m.pairedChangeInterval(pairs),
    passRateInterval: (cases) => m.passRateInterval(cases),
    decideChange: (pairs, maxDrop, look, looks) => m.decideChange(pairs, { maxDrop }, { look, looks }),
    plannedLooks: (eligible, calls) => m.plannedLooks(eligible, calls),
    planTrials: (pairs, calls) => m.planTrials(pairs, calls),
    todayPassRateInterval: (passed, total) => m.wilsonInterval(passed, total),
    todayChangeInterval: millerInterval,
  };
}

/** A seeded generator of uniform numbers in [0, 1): xoshiro128** seeded through splitmix32. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4294967296;
  };
}
const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

// ---- Confirmation of one failure ----

export interface ConfirmationRates {
  /** The new rule: share blocked (dropped, or undecided under the default block), mean re-runs. */
  blocked: number;
  meanReruns: number;
  /** Today's: two re-runs, blocked only when both fail. */
  todayBlocked: number;
  todayReruns: number;
}

/** `runs` failures of a case passing at `passRate` now, each confirmed by both rules. */
export function confirmationRates(stats: GateStatistics, passRate: number, runs: number, seed: number): ConfirmationRates {
  const random = seededRandom(seed);
  let blocked = 0;
  let reruns = 0;
  let todayBlocked = 0;
  for (let run = 0; run < runs; run++) {
    let passes = 0;
    let failures = 0;
    let verdict = 'continue';
    while (verdict === 'continue') {
      if (random() < passRate) passes++;
      else failures++;
      verdict = stats.confirmVerdict(passes, failures);
    }
    reruns += passes + failures;
    if (verdict !== 'flaky') blocked++;
    if (random() >= passRate && random() >= passRate) todayBlocked++;
  }
  return { blocked: blocked / runs, meanReruns: reruns / runs, todayBlocked: todayBlocked / runs, todayReruns: 2 };
}

/** Index i with chance chances[i] (they sum to 1). */
export function drawCell(random: () => number, chances: readonly number[]): number {
  let u = random();
  for (let i = 0; i < chances.length - 1; i++) {
    u -= chances[i] as number;
    if (u < 0) return i;
  }
  return chances.length - 1;
}

// ---- The max_drop rule over a dataset of cases with set pass rates ----

/** A kind of case: its share of the dataset and its pass rates in the baseline and now. */
export interface CaseKind {
  share: number;
  baseline: number;
  current: number;
}

/**
 * Seed 004's planning model: 90% pass, 1.5% of cases flip each way between
 * two runs of the same thing (87% always pass, 7% always fail, 6% pass half
 * the time); `drop` moves that share of always-passing cases to always
 * failing now.
 */
export function plannedMixture(drop: number): CaseKind[] {
  return [
    { share: 0.87 - drop, baseline: 1, current: 1 },
    { share: drop, baseline: 1, current: 0 },
    { share: 0.07, baseline: 0, current: 0 },
    { share: 0.06, baseline: 0.5, current: 0.5 },
  ];
}

export const trueChange = (mixture: readonly CaseKind[]): number => mixture.reduce((s, k) => s + k.share * (k.current - k.baseline), 0);

export interface DecisionRates {
  blocked: number;
  passed: number;
  /** Ended inconclusive (blocked or passed as on-inconclusive says). */
  inconclusive: number;
  /** Extra samples bought per run, on average. */
  meanExtraCalls: number;
  /** Today's max_score_drop: blocks when the observed drop exceeds max_drop. */
  todayBlocked: number;
}

/**
 * The rule on `runs` datasets of `n` cases drawn from `mixture`, buying up
 * to `extraCalls` samples each; the baseline has `baselineSamples` (trials)
 * of each case, 1 by default.
 */
export function decisionRates(
  stats: GateStatistics,
  options: { n: number; maxDrop: number; mixture: readonly CaseKind[]; extraCalls: number; runs: number; seed: number; baselineSamples?: number },
): DecisionRates {
  const { n, maxDrop, mixture, extraCalls, runs, seed, baselineSamples = 1 } = options;
  const random = seededRandom(seed);
  const sample = (p: number) => (random() < p ? 1 : 0);
  let blocked = 0;
  let passed = 0;
  let inconclusive = 0;
  let bought = 0;
  let todayBlocked = 0;
  const kinds = mixture.map((k) => k.share);
  for (let run = 0; run < runs; run++) {
    const rates: number[] = [];
    const pairs: SimPair[] = [];
    let observed = 0;
    for (let i = 0; i < n; i++) {
      const kind = mixture[drawCell(random, kinds)] as CaseKind;
      rates.push(kind.current);
      let before = 0;
      for (let t = 0; t < baselineSamples; t++) before += sample(kind.baseline);
      const pair = { baseline: { passes: before, samples: baselineSamples }, current: { passes: sample(kind.current), samples: 1 } };
      observed += before / baselineSamples - pair.current.passes;
      pairs.push(pair);
    }
    if (observed / n > maxDrop) todayBlocked++;
    const looks = stats.plannedLooks(n, extraCalls);
    let callsLeft = extraCalls;
    for (let look = 0; ; look++) {
      const decision = stats.decideChange(pairs, maxDrop, look, looks);
      if (!decision) break;
      if (decision.final) {
        if (decision.blocks) blocked++;
        else passed++;
        if (decision.outcome === 'inconclusive') inconclusive++;
        break;
      }
      const batch = stats.planTrials(pairs, callsLeft);
      for (const i of batch) {
        const pair = pairs[i] as SimPair;
        pair.current.passes += sample(rates[i] as number);
        pair.current.samples++;
      }
      callsLeft -= batch.length;
      bought += batch.length;
    }
  }
  return {
    blocked: blocked / runs,
    passed: passed / runs,
    inconclusive: inconclusive / runs,
    meanExtraCalls: bought / runs,
    todayBlocked: todayBlocked / runs,
  };
}
