// The paired difference and its clustered standard error, against the oracle
// scripts/clustered-se-oracle.py wrote (test/fixtures/paired-difference/), alone and
// through compareWithBaseline; and the worked example docs/gate.md shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline } from '../../src/compare/classify.js';
import { PairedDifferences, trialOutcome } from '../../src/compare/paired-difference.js';
import type { PairedDifference } from '../../src/config/comparison.js';
import type { CaseResult, Results, Status } from '../../src/config/results.js';
import { KINDS } from '../../src/kinds/index.js';
import { caseResult, resultsOf } from './fixtures.js';

interface OracleSet extends PairedDifference {
  pairs: { d: number; cluster: string | null }[];
}
const oracle = JSON.parse(readFileSync(new URL('../fixtures/paired-difference/oracle.json', import.meta.url), 'utf8')) as Record<string, OracleSet>;
const set = (name: string): OracleSet => oracle[name] as OracleSet;

function expectOracle(actual: PairedDifference | null | undefined, expected: OracleSet): void {
  expect(actual).toBeDefined();
  const got = actual as PairedDifference;
  // The oracle's mean and clustered SE; its interval (mean ± 1.96 SE) is no longer the one recorded, which is
  // Tango's (test/compare/paired-interval.test.ts checks it against scripts/gate-stats-oracle.py): inside [-1, 1].
  for (const field of ['mean', 'standard_error'] as const) expect(got[field], field).toBeCloseTo(expected[field], 9);
  expect(got.clusters).toBe(expected.clusters);
  expect(got.ci_low).toBeGreaterThanOrEqual(-1);
  expect(got.ci_high).toBeLessThanOrEqual(1);
  expect(got.ci_low).toBeLessThanOrEqual(got.mean);
  expect(got.ci_high).toBeGreaterThanOrEqual(got.mean);
}

function fromPairs(pairs: OracleSet['pairs']): PairedDifference | null {
  const differences = new PairedDifferences(pairs.length);
  // d as now - baseline in shares of samples: 12 samples a side give the oracle's halves, thirds and quarters exactly.
  const samples = pairs.every((p) => Number.isInteger(p.d)) ? 1 : 12;
  const side = (share: number) => ({ passes: Math.round(share * samples), samples });
  for (const p of pairs) differences.add(side(p.d === 0 ? 1 : Math.max(p.d, 0)), side(p.d === 0 ? 1 : Math.max(-p.d, 0)), p.cluster ?? undefined);
  return differences.result();
}

/** The statuses that give d: -1 a regression, +1 a fix, 0 alternately both passing and both failing. */
function sides(pairs: OracleSet['pairs']): { now: CaseResult[]; before: CaseResult[] } {
  const now: CaseResult[] = [];
  const before: CaseResult[] = [];
  pairs.forEach((p, i) => {
    const [b, n]: [Status, Status] = p.d === -1 ? ['pass', 'fail'] : p.d === 1 ? ['fail', 'pass'] : i % 2 === 0 ? ['pass', 'pass'] : ['fail', 'fail'];
    const cluster = p.cluster === null ? {} : { cluster: p.cluster };
    now.push(caseResult(`c${i}`, { m: n }, cluster));
    before.push(caseResult(`c${i}`, { m: b }));
  });
  return { now, before };
}

function compare(now: CaseResult[], before: CaseResult[]) {
  const baselineResults: Results = resultsOf(before);
  const parsed = parseBaseline(JSON.stringify(baselineResults), {
    datasetName: baselineResults.dataset.name,
    datasetType: 'qa',
    matchBy: KINDS.qa.baseline.matchBy,
    source: 'prev.json',
  });
  if (!parsed.ok) throw new Error(parsed.reason);
  return compareWithBaseline(resultsOf(now), parsed.baseline);
}

describe('PairedDifferences against the oracle', () => {
  for (const name of Object.keys(oracle)) {
    it(`gives the oracle's figures: ${name}`, () => expectOracle(fromPairs(set(name).pairs), set(name)));
  }

  it('20 cases in 5 clusters of 4: 5 clusters, and a wider interval than the same cases unclustered', () => {
    const clustered = fromPairs(set('five_clusters_of_four').pairs) as PairedDifference;
    expect(clustered.clusters).toBe(5);
    expect(clustered.standard_error).toBeGreaterThan((fromPairs(set('unclustered').pairs) as PairedDifference).standard_error);
  });

  it('unclustered is the plain paired standard error, sqrt(population variance of d / n)', () => {
    const d = set('unclustered').pairs.map((p) => p.d);
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const variance = d.reduce((a, x) => a + (x - mean) ** 2, 0) / d.length;
    expect(fromPairs(set('unclustered').pairs)?.standard_error).toBeCloseTo(Math.sqrt(variance / d.length), 12);
  });

  it('one case: standard error 0, and an interval that is not a point (one cluster is one draw); none: null', () => {
    expect(fromPairs([{ d: 1, cluster: 'a' }])).toMatchObject({ mean: 1, standard_error: 0, ci_high: 1, clusters: 1, method: 'tango-rao-scott' });
    expect(fromPairs([{ d: 1, cluster: 'a' }])?.ci_low).toBeLessThan(0);
    expect(new PairedDifferences(3).result()).toBeNull();
  });
});

describe('compareWithBaseline: paired_difference', () => {
  it('20 cases in 5 clusters of 4 from their cluster fields; a case with no baseline is not counted', () => {
    const { now, before } = sides(set('five_clusters_of_four').pairs);
    now.push(caseResult('brand-new', { m: 'fail' }, { cluster: 'A' }), caseResult('other-new', { m: 'pass' }, { cluster: 'Z' }));
    const c = compare(now, before);
    expect(c.paired).toBe(20);
    expectOracle(c.paired_difference, set('five_clusters_of_four'));
  });

  it('cases without a cluster are each their own', () => {
    const { now, before } = sides(set('mixed').pairs);
    expectOracle(compare(now, before).paired_difference, set('mixed'));
  });

  it('is absent when no case is paired', () => {
    expect(compare([caseResult('a', { m: 'pass' })], [caseResult('b', { m: 'pass' })]).paired_difference).toBeUndefined();
  });

  it("with trials, each side's outcome is the mean over trial indices of every model passing", () => {
    const now = [
      caseResult('t1', { m: ['pass', 'fail', 'pass', 'pass'] }), // 0.75
      caseResult('t2', { a: ['pass', 'pass'], b: ['pass', 'fail'] }), // trial 1 fails on b: 0.5
    ];
    const before = [caseResult('t1', { m: ['pass', 'pass', 'fail', 'fail'] }), caseResult('t2', { a: 'pass', b: 'pass' })]; // 0.5; 1
    const c = compare(now, before);
    // d = 0.25 and -0.5, each its own cluster: mean -0.125, SE sqrt(2 * 0.375^2) / 2.
    expect(c.paired_difference?.mean).toBeCloseTo(-0.125, 12);
    expect(c.paired_difference?.standard_error).toBeCloseTo(Math.sqrt(2 * 0.375 ** 2) / 2, 12);
  });

  it('trialOutcome: null for one trial, whatever the models', () => {
    expect(trialOutcome(caseResult('x', { a: 'pass', b: 'fail' }).results)).toBeNull();
    expect(trialOutcome(caseResult('x', { a: ['fail', 'pass', 'pass'] }).results)).toBeCloseTo(2 / 3, 12);
  });
});

describe("docs/gate.md's worked example", () => {
  const doc = readFileSync(new URL('../../docs/gate.md', import.meta.url), 'utf8');

  it('is the oracle set docs_example, and the doc states its figures', () => {
    const example = set('docs_example');
    expect(example.pairs.map((p) => `${p.cluster}:${p.d}`)).toEqual(['p:-1', 'p:-1', 'q:-1', 'q:0', 'r:0', 'r:0']);
    const got = fromPairs(example.pairs) as PairedDifference;
    const shown = (x: number) => x.toFixed(3).replace('-', '−');
    for (const figure of [got.standard_error, (fromPairs(set('docs_example_unclustered').pairs) as PairedDifference).standard_error]) {
      expect(doc).toContain(shown(figure));
    }
    // The interval the comparison records for it, in points as the report prints them.
    for (const figure of [got.ci_low, got.ci_high]) {
      expect(doc).toContain((figure * 100).toFixed(1).replace('-', '−'));
    }
  });
});
