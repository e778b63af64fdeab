// Issue 38's "done when" for error bars, through the CLI in-process: 20 cases in
// 5 clusters of 4 (their `cluster` fields), a baseline results file and a
// replay: model; the written results' comparison.paired_difference equals the
// oracle (scripts/clustered-se-oracle.py) to 3 decimals, with 5 clusters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { PairedDifference } from '../../src/config/comparison.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

interface OracleSet extends PairedDifference {
  pairs: { d: number; cluster: string | null }[];
}
const oracle = JSON.parse(readFileSync(new URL('../fixtures/paired-difference/oracle.json', import.meta.url), 'utf8')) as Record<string, OracleSet>;
const expected = oracle['five_clusters_of_four'] as OracleSet;

const root = tempDir();
const dir = path.join(root, 'ds');
// d = -1: passed before, fails now; +1 the reverse; 0: alternately passing on both sides and failing on both.
const answer = (i: number, passes: boolean) => ({ id: `c${i}`, output: passes ? `It is answer c${i}.` : 'No idea.' });
const sides = expected.pairs.map(
  (p, i) => (p.d === -1 ? [true, false] : p.d === 1 ? [false, true] : [i % 2 === 0, i % 2 === 0]) as [boolean, boolean],
);
writeTree(dir, {
  'dataset.json': qaMeta({ thresholds: { pass_rate: 0, fail_on_regression: false } }),
  'cases.jsonl': expected.pairs.map((p, i) => qaCase(`c${i}`, undefined, undefined, { cluster: p.cluster })),
  'before.jsonl': sides.map(([before], i) => answer(i, before)),
  'now.jsonl': sides.map(([, now], i) => answer(i, now)),
});

describe('supereval run --compare-baseline: the paired difference', () => {
  it('20 cases in 5 clusters of 4: mean, clustered SE and interval as the oracle has them, 5 clusters', async () => {
    const baseline = path.join(root, 'before.json');
    const first = await runCli('run', dir, '-m', `replay:${dir}/before.jsonl`, '-q', '-o', baseline);
    expect(first.code).toBe(EXIT.passed);
    const output = path.join(root, 'now.json');
    const r = await runCli('run', dir, '-m', `replay:${dir}/now.jsonl`, '-q', `--compare-baseline=${baseline}`, '-o', output, '--format', 'text');
    expect(r.code, r.stderr).toBe(EXIT.passed);
    const written = JSON.parse(readFileSync(output, 'utf8')) as {
      comparison: { paired: number; paired_difference: PairedDifference };
      cases: { cluster?: string }[];
    };
    const got = written.comparison.paired_difference;
    expect(written.comparison.paired).toBe(20);
    for (const field of ['mean', 'standard_error'] as const) expect(got[field], field).toBeCloseTo(expected[field], 3);
    // The interval is Tango's with the clusters' design effect (issue 51), wider than the oracle's mean ± 1.96 SE.
    expect(got).toMatchObject({ method: 'tango-rao-scott', df: expect.any(Number) });
    expect(got.ci_low).toBeLessThan(expected.ci_low);
    expect(got.ci_low).toBeGreaterThanOrEqual(-1);
    expect(got.clusters).toBe(5);
    expect(written.cases.map((c) => c.cluster)).toEqual(expected.pairs.map((p) => p.cluster));
    expect(r.stdout).toContain('change over 20 paired cases: -20 pts [-66.5, 39.4] (95% interval, 5 clusters; includes zero: within the noise)');
  });
});
