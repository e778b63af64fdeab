import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../src/config/results.js';
import { applyGate } from '../../src/app/gate.js';
import { BUDGETS, checkSummary, checkTitle, renderComment, renderSummary, rowsOverflow, SUMMARY_ROWS } from '../../src/report/comment.js';
import { JOB_SUMMARY_MAX_BYTES } from '../../src/report/limits.js';
import { buildResults } from '../../src/results/results.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import type { Baseline } from '../../src/compare/baseline.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { brokenTableRows } from '../fixtures/hostile.js';
import { expectGitHubMarkdown, gfmProblems } from '../helpers/gfm.js';

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
    expect(gfmProblems(body)).toEqual([]);
  });

  it('opens several datasets with a table, one row each, then the blocked reports, then the passed ones collapsed', async () => {
    const all = [run(10, 0, 'green-a'), run(10, 2, 'red'), run(10, 0, 'green-b', { withBaseline: false })];
    const { body } = renderComment({ results: all, runUrl: 'https://github.com/o/r/actions/runs/1' }, 65_536);
    const table = body.split('\n').filter((l) => l.startsWith('| green') || l.startsWith('| red'));
    expect(table).toEqual([
      '| green-a | ✅ passed | 100% (10/10) | 0 points | 0 | 0 | $0.00 |',
      '| red | ❌ blocked | 80% (8/10) | -20 points | 2 | 0 | $0.00 |',
      '| green-b | ✅ passed | 100% (10/10) | no baseline | – | 0 | $0.00 |',
    ]);
    const order = ['### ❌ red: blocked', '<details><summary>✅ green-a: passed, 100% (10/10)</summary>', '<details><summary>✅ green-b: passed'];
    const at = order.map((s) => body.indexOf(s));
    expect(at.every((i) => i > body.indexOf('| red |'))).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    await expectGitHubMarkdown(body, 'several datasets');
  });

  it('with one dataset: no overview table and nothing collapsed', () => {
    const { body } = renderComment({ results: [run(10, 0)] }, 65_536);
    expect(body).not.toContain('| Dataset |');
    expect(body).toContain('### ✅ support: passed');
  });

  it('leaves out whole reports, passed ones first, when even no rows do not fit; then cuts the table at a row', () => {
    const all = [run(3, 0, 'passing'), ...Array.from({ length: 30 }, (_, i) => run(3, 3, `blocked-${i}-${'x'.repeat(80)}`))];
    const { body } = renderComment({ results: all }, 12_000);
    expect(body.length).toBeLessThanOrEqual(12_000);
    expect(body).toMatch(/The reports of \d+ datasets are left out to fit GitHub's comment limit/);
    expect(body).not.toContain('<details><summary>✅ passing');
    expect(body).toContain('### ❌ blocked-0-');
    expect(gfmProblems(body)).toEqual([]);
    // The overview table alone is over this limit: cut at a row, still a table.
    const tiny = renderComment({ results: all }, 2_000).body;
    expect(tiny.length).toBeLessThanOrEqual(2_000);
    expect(tiny).toContain("cut to fit GitHub's limit");
    expect(gfmProblems(tiny)).toEqual([]);
  });

  it('lists everything when it fits, and titles the check run', () => {
    const results = run(10, 2);
    const { body, truncated } = renderComment({ results: [results] }, 65_536);
    expect(truncated).toBe(false);
    expect(body.startsWith('## supereval: ❌ blocked')).toBe(true);
    expect(body.match(/^\*\*case-[01] \(line 1\)\*\* · tags: t · pass → fail/gm)).toHaveLength(2);
    expect(checkTitle([results])).toBe('8/10 cases passed, 2 regressions');
  });
});

describe('renderSummary: the job summary within its 1 MiB', () => {
  it('lists every case of a table up to SUMMARY_ROWS and counts the rest, saying where they all are', () => {
    const small = renderSummary({ results: [run(50, 20)] });
    expect(small.split('\n').filter((l) => l.includes('pass → fail'))).toHaveLength(20);
    expect(small).not.toContain('Tables list at most');

    const big = renderSummary({ results: [run(SUMMARY_ROWS + 300, SUMMARY_ROWS + 200)] });
    expect(Buffer.byteLength(big)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(big).toContain(`Regressions (${SUMMARY_ROWS + 200})`);
    const rows = big.split('\n').filter((l) => l.startsWith('| case-') && l.includes('pass → fail'));
    expect(rows).toHaveLength(SUMMARY_ROWS - 100); // the first 100 are shown in full, above the table
    expect(big).toContain('…and 200 more (see the results JSON).');
    expect(big).toContain(`_Tables list at most ${SUMMARY_ROWS} rows each; the results JSON has every case._`);
    expect(gfmProblems(big)).toEqual([]);
    // The comment no longer says the summary has every case.
    const { body } = renderComment(
      { results: [run(SUMMARY_ROWS + 300, SUMMARY_ROWS + 200)], runUrl: 'https://github.com/o/r/actions/runs/1' },
      65_536,
    );
    expect(body).toContain(
      `the [job summary](https://github.com/o/r/actions/runs/1) lists up to ${SUMMARY_ROWS} a table and the results JSON every case`,
    );
  });

  it('fits several big datasets under 1 MiB with fewer rows, keeping every report rather than cutting the last ones off', () => {
    // Each report is ~0.2 MB at SUMMARY_ROWS rows: six are over the limit at that budget.
    const names = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
    const all = names.map((name) => run(SUMMARY_ROWS + 100, SUMMARY_ROWS + 100, name));
    const body = renderSummary({ results: all });
    expect(body).not.toMatch(new RegExp(`Tables list at most ${SUMMARY_ROWS} rows`));
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    for (const name of names) expect(body).toContain(`### ❌ ${name}: blocked`);
    expect(body).toMatch(/_Tables list at most \d+ rows each; the results JSON has every case._/);
    expect(body).not.toContain("cut at GitHub's 1 MiB");
    expect(gfmProblems(body)).toEqual([]);
  });
});

describe('rowsOverflow: budgets skipped unrendered', () => {
  it('says a budget cannot fit only when its whole body is indeed longer than the limit', () => {
    const runs = [
      [run(50, 10, 'few')],
      [run(3000, 2500, 'many')],
      [run(800, 700, 'a'), run(900, 900, 'b'), run(20, 0, 'green', { withBaseline: false })],
      [run(400, 400, 'errors', { status: 'error' })],
    ];
    for (const all of runs) {
      // Every case listed: what the first budget renders.
      const whole = renderComment({ results: all }, Number.MAX_SAFE_INTEGER).body;
      for (const limit of [1_000, 10_000, 40_000, 65_536, 200_000, whole.length, whole.length - 1]) {
        if (rowsOverflow(all, BUDGETS[0] as (typeof BUDGETS)[number], limit)) expect(whole.length, `limit ${limit}`).toBeGreaterThan(limit);
      }
    }
    // At 4,500 regressions the first budget is skipped for a comment, which is then the first budget that fits, as before.
    const big = [run(5000, 4500)];
    expect(rowsOverflow(big, BUDGETS[0] as (typeof BUDGETS)[number], 65_536)).toBe(true);
    const { body, rowsPerTable } = renderComment({ results: big }, 65_536);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(rowsPerTable).toBeLessThan(Infinity);
  });
});

describe('renderSummary with more datasets than 1 MiB holds even without rows', () => {
  it('leaves out the last reports, saying so', () => {
    // About 1.3 KB a report without rows: some 800 of the 1,500 fit.
    const all = Array.from({ length: 1500 }, (_, i) => run(3, 3, `blocked-${i}-${'y'.repeat(100)}`));
    const body = renderSummary({ results: all });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(body).toMatch(/_The reports of \d+ datasets are left out to fit GitHub's 1 MiB job summary limit; the results JSON files have them._/);
    // Every dataset still has its row in the overview table, and the first reports are there whole.
    expect(body.split('\n').filter((l) => l.startsWith('| blocked-'))).toHaveLength(1500);
    expect(body).toContain(`### ❌ blocked-0-${'y'.repeat(100)}: blocked`);
    expect(body).not.toContain(`### ❌ blocked-1499-`);
  });
});

describe('checkTitle and checkSummary say what was compared', () => {
  it('without a baseline: regressions were not checked, not "0 regressions"', () => {
    const results = run(30, 0, 'support', { withBaseline: false });
    expect(results.comparison).toBeNull();
    expect(checkTitle([results])).toBe('30/30 cases passed, no baseline: regressions not checked');
    expect(checkSummary([results])).toContain('| support | ✅ passed | 100% (30/30) | no baseline | – | 0 | $0.00 |');
    expect(renderComment({ results: [results] }, 65_536).body).toContain('30 cases, no baseline: regressions not checked.');
  });

  it('when every call errored: the errors are counted, and nothing is called a pass or a clean comparison', () => {
    const results = run(30, 30, 'support', { withBaseline: false, status: 'error' });
    expect(results.summary.errors).toBe(30);
    expect(checkTitle([results])).toBe('0/30 cases passed, 30 errors, no baseline: regressions not checked');
    expect(checkSummary([results])).toContain('| support | ❌ blocked | 0% (0/30) | no baseline | – | 30 | $0.00 |');
  });

  it('with a baseline: errors and regressions side by side', () => {
    const results = run(30, 2, 'support', { status: 'error' });
    expect(checkTitle([results])).toBe('28/30 cases passed, 2 errors, 2 regressions');
    expect(checkSummary([results])).toContain('| support | ❌ blocked | 93.3% (28/30) | -6.7 points | 2 | 2 | $0.00 |');
    expect(checkTitle([run(30, 0)])).toBe('30/30 cases passed, 0 regressions');
  });

  it('when only some datasets had a baseline: says how many were not checked', () => {
    const title = checkTitle([run(10, 1, 'a'), run(10, 0, 'b', { withBaseline: false }), run(10, 0, 'c')]);
    expect(title).toBe('29/30 cases passed, 1 regression, no baseline for 1 of 3 datasets');
    expect(
      checkSummary([run(10, 1, 'a'), run(10, 0, 'b', { withBaseline: false })])
        .trimEnd()
        .split('\n'),
    ).toEqual([
      '| Dataset | Verdict | Pass rate | Change | Regressions | Errors | Cost |',
      '|---|---|---:|---:|---:|---:|---:|',
      '| a | ❌ blocked | 90% (9/10) | -10 points | 1 | 0 | $0.00 |',
      '| b | ✅ passed | 100% (10/10) | no baseline | – | 0 | $0.00 |',
    ]);
  });
});

describe('renderComment: the cases in full within the limit', () => {
  const URL = 'https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/datasets/big/cases.jsonl';
  const long = (who: string, i: number) => `${who} ${i}:\n${'a long paragraph of model output that goes on. '.repeat(100)}`;

  /** 5,000 cases with long outputs on both sides: 300 regressions, 1,000 still failing, the rest passing. */
  function huge() {
    const status = (i: number, now: boolean) => (i < 300 ? (now ? 'fail' : 'pass') : i < 1_300 ? 'fail' : 'pass');
    const cases = (now: boolean) =>
      Array.from({ length: 5_000 }, (_, i) => ({ ...caseResult(`case-${i}`, status(i, now), long(now ? 'now' : 'before', i)), line: i + 1 }));
    const build = (now: boolean) =>
      buildResults({
        dataset: { name: 'big', type: 'qa', dir: 'datasets/big', hash: 'h' },
        models: ['bedrock:m'],
        judge: null,
        cases: cases(now),
        startedAt: new Date(0),
        finishedAt: new Date(1),
      });
    const parsed = parseBaseline(JSON.stringify({ ...build(false), gate: { passed: true, reasons: [] } }), {
      datasetName: 'big',
      datasetType: 'qa',
      matchBy: 'key',
      source: 'cache:k',
    });
    if (!parsed.ok) throw new Error(parsed.reason);
    return applyGate(build(true), resolveThresholds({}), { baseline: parsed.baseline, note: 'Baseline: cache entry k.' });
  }

  it('fits 5,000 cases with long outputs: regressions first, the first ones in full with both outputs, every table and <details> closed', () => {
    const results = huge();
    expect(results.comparison?.regressions).toBe(300);
    const limit = 65_536 - 100;
    const started = performance.now();
    const { body, truncated } = renderComment({ results: [results], runUrl: 'https://github.com/o/r/actions/runs/1', casesUrls: [URL] }, limit);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(body.length).toBeLessThanOrEqual(limit);
    expect(truncated).toBe(true);
    const regressions = body.indexOf('#### Regressions (300)');
    const stillFailing = body.indexOf('<details><summary>Still failing (1000)</summary>');
    expect(regressions).toBeGreaterThan(0);
    expect(stillFailing).toBeGreaterThan(regressions);
    // The first regression in full: linked to its line, its input, both outputs side by side (cut), the score change.
    const first = body.slice(regressions, body.indexOf('**[case-1]'));
    expect(first).toContain(`**[case-0](${URL}#L1)** · tags: t · pass → fail · score 1.00 → 0.00 (−1.00)`);
    expect(first).toMatch(
      /\| <del>before<\/del> 0:<br>a long paragraph[^|]*…(<\/del>)? \| <ins>now<\/ins> 0:<br>a long paragraph[^|]*…(<\/ins>)? \|/,
    );
    const inFull = body.slice(regressions, stillFailing).match(/^\*\*\[case-/gm) ?? [];
    expect(inFull.length).toBeGreaterThanOrEqual(5);
    // More regressions are shown in full than still-failing cases.
    expect((body.slice(stillFailing).match(/^\*\*\[case-/gm) ?? []).length).toBeLessThan(inFull.length);
    expect(body.split('<details>').length).toBe(body.split('</details>').length);
    expect(brokenTableRows(body)).toEqual([]);
  });

  it('shows every case in full when the comment has room', () => {
    const results = run(10, 3);
    const { body } = renderComment({ results: [results], casesUrls: ['https://github.com/o/r/blob/s/d/cases.jsonl'] }, 65_536);
    expect(body.match(/^\*\*\[case-\d\]\(https:\/\/github\.com\/o\/r\/blob\/s\/d\/cases\.jsonl#L1\)\*\*/gm)).toHaveLength(3);
    expect(body).not.toContain('in brief');
  });
});
