import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../src/config/results.js';
import { applyGate } from '../../src/pipeline.js';
import { checkSummary, checkTitle, renderComment } from '../../src/report/comment.js';
import { buildResults } from '../../src/report/results.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import type { Baseline } from '../../src/compare/baseline.js';

const hostile = '<img src=x onerror=alert(1)> | @octo-org/team [x](https://evil.example)';

function caseResult(id: string, status: 'pass' | 'fail' | 'error', output: string): CaseResult {
  return {
    id,
    key: id,
    line: 1,
    tags: ['t'],
    status,
    score: status === 'pass' ? 1 : 0,
    results: [
      {
        model: 'bedrock:m',
        output: status === 'error' ? null : output,
        status,
        score: status === 'pass' ? 1 : 0,
        latency_ms: 10,
        usage: null,
        cost_usd: 0,
        asserts: [],
        error: status === 'error' ? 'AccessDeniedException: no access' : null,
      },
    ],
  };
}

/** n cases, the first `failing` fail (or error); compared with an all-passing baseline unless `withBaseline` is false. */
function run(
  n: number,
  failing: number,
  name = 'support',
  { withBaseline = true, status = 'fail' }: { withBaseline?: boolean; status?: 'fail' | 'error' } = {},
) {
  const cases = Array.from({ length: n }, (_, i) =>
    caseResult(`case-${i}`, i < failing ? status : 'pass', i < failing ? `${hostile} ${'x'.repeat(200)}` : 'ok'),
  );
  const baseline: Baseline = {
    provenance: { format: 'results', source: 'cache:k' },
    dataset: name,
    match_by: 'id',
    total: n,
    passed: n,
    pass_rate: 1,
    cases: cases.map((c) => ({ id: c.id, key: null, tags: c.tags, status: 'pass', score: 1, flaky: false, models: {} })),
  };
  const ungated = buildResults({
    dataset: { name, type: 'qa', dir: 'd', hash: 'h' },
    models: ['bedrock:m'],
    judge: null,
    cases,
    startedAt: new Date(0),
    finishedAt: new Date(1),
  });
  return applyGate(
    ungated,
    resolveThresholds({}),
    withBaseline ? { baseline, note: 'Baseline: cache entry k.' } : { baseline: null, note: 'No baseline found.' },
  );
}

describe('renderComment', () => {
  it('keeps hostile dataset names, ids and outputs as text', () => {
    const results = run(3, 1, hostile);
    const { body } = renderComment({ results: [results] }, 65_536);
    expect(body).not.toContain('<img');
    expect(body).not.toContain('@octo-org');
    expect(body).not.toContain('](https://evil');
    expect(checkSummary([results])).not.toContain('<img');
    expect(checkSummary([results])).not.toContain('@octo');
  });

  it('fits 5,000 cases with 1,500 regressions under the limit, regressions first, with a note pointing to the summary', () => {
    const results = run(5000, 1500);
    const limit = 65_536 - 100;
    const { body, truncated, rowsPerTable } = renderComment({ results: [results], runUrl: 'https://github.com/o/r/actions/runs/1' }, limit);
    expect(body.length).toBeLessThanOrEqual(limit);
    expect(truncated).toBe(true);
    expect(rowsPerTable).toBeLessThan(1500);
    expect(body.indexOf('#### Regressions (1500)')).toBeGreaterThan(0);
    expect(body).toContain('[job summary](https://github.com/o/r/actions/runs/1)');
    expect(body).toContain('…and');
  });

  it('lists everything when it fits, and titles the check run', () => {
    const results = run(10, 2);
    const { body, truncated } = renderComment({ results: [results] }, 65_536);
    expect(truncated).toBe(false);
    expect(body.startsWith('## supereval: ❌ blocked')).toBe(true);
    expect(body.match(/\| case-[01] /g)).toHaveLength(2);
    expect(checkTitle([results])).toBe('8/10 cases passed, 2 regressions');
  });
});

describe('checkTitle and checkSummary say what was compared', () => {
  it('without a baseline: regressions were not checked, not "0 regressions"', () => {
    const results = run(30, 0, 'support', { withBaseline: false });
    expect(results.comparison).toBeNull();
    expect(checkTitle([results])).toBe('30/30 cases passed, no baseline: regressions not checked');
    expect(checkSummary([results])).toBe('- ✅ support: 30/30 passed, no baseline: regressions not checked');
    expect(renderComment({ results: [results] }, 65_536).body).toContain('30 cases, no baseline: regressions not checked.');
  });

  it('when every call errored: the errors are counted, and nothing is called a pass or a clean comparison', () => {
    const results = run(30, 30, 'support', { withBaseline: false, status: 'error' });
    expect(results.summary.errors).toBe(30);
    expect(checkTitle([results])).toBe('0/30 cases passed, 30 errors, no baseline: regressions not checked');
    expect(checkSummary([results])).toBe('- ❌ support: 0/30 passed, 30 errors, no baseline: regressions not checked');
  });

  it('with a baseline: errors and regressions side by side', () => {
    const results = run(30, 2, 'support', { status: 'error' });
    expect(checkTitle([results])).toBe('28/30 cases passed, 2 errors, 2 regressions');
    expect(checkSummary([results])).toBe('- ❌ support: 28/30 passed, 2 errors, 2 regressions');
    expect(checkTitle([run(30, 0)])).toBe('30/30 cases passed, 0 regressions');
  });

  it('when only some datasets had a baseline: says how many were not checked', () => {
    const title = checkTitle([run(10, 1, 'a'), run(10, 0, 'b', { withBaseline: false }), run(10, 0, 'c')]);
    expect(title).toBe('29/30 cases passed, 1 regression, no baseline for 1 of 3 datasets');
    expect(checkSummary([run(10, 1, 'a'), run(10, 0, 'b', { withBaseline: false })]).split('\n')).toEqual([
      '- ❌ a: 9/10 passed, 1 regression',
      '- ✅ b: 10/10 passed, no baseline: regressions not checked',
    ]);
  });
});
