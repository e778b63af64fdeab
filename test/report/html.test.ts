// The HTML report as text: one self-contained page, its data block safe
// inside the page, its rows, statuses and size. What Chromium draws from it:
// html-browser.test.ts.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLASSIFICATIONS } from '../../src/config/comparison.js';
import { HTML_MAX_BYTES, renderHtml, scriptJson } from '../../src/report/html/index.js';
import { pageData, type PageRows } from '../../src/report/html/page-data.js';
import { reportRows } from '../../src/report/html/rows.js';
import { STATUSES } from '../../src/report/html/statuses.js';
import type { EvalResults } from '../../src/results/results.js';
import { manyCaseResults } from '../fakes/many-cases.js';
import { readGoldenInput } from '../helpers/golden-input.js';
import { caseResult, resultsOf } from '../compare/fixtures.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline } from '../../src/compare/classify.js';

const [regressions] = readGoldenInput('regressions.json') as [EvalResults];

describe('renderHtml', () => {
  it('is one page that fetches nothing: a CSP forbids it, and no element names a source', () => {
    const html = renderHtml([regressions], { inputFields: ['query'] });
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    );
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).not.toMatch(/<link\b/);
  });

  it('keeps the data block closed whatever a text holds', () => {
    const json = scriptJson({ o: '</script><script>alert(1)</script> <!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ o: '</script><script>alert(1)</script> <!-- & \u2028\u2029' });
  });

  it('escapes the dataset name and the gate reasons in the header', () => {
    const hostile = {
      ...regressions,
      dataset: { ...regressions.dataset, name: '<b>x</b>' },
      gate: { passed: false, reasons: ['<img src=x onerror=alert(1)>'] },
    };
    const html = renderHtml([hostile], { inputFields: ['query'] });
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('statuses', () => {
  it('name every classification, and the pass, fail and error of a run without a baseline', () => {
    const keys = STATUSES.map((s) => s.key);
    for (const c of [...CLASSIFICATIONS, 'pass', 'fail', 'error']) expect(keys).toContain(c);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('regression');
  });
});

describe('reportRows', () => {
  it('takes each row’s status from its comparison entry, a result without one (the results file drops them) still passing', () => {
    const rows = reportRows(regressions, 'query');
    const entries = regressions.comparison?.cases ?? [];
    expect(rows.length).toBe(regressions.cases.length + entries.filter((e) => e.classification === 'removed').length);
    for (const e of entries) expect(rows.find((r) => r.id === e.id)?.status).toBe(e.classification);
    const dropped = {
      ...regressions,
      comparison: regressions.comparison && { ...regressions.comparison, cases: entries.filter((e) => e.classification !== 'still_passing') },
    };
    expect(reportRows(dropped, 'query').map((r) => r.status)).toEqual(rows.map((r) => r.status));
    const regression = rows.find((r) => r.status === 'regression');
    expect(regression?.baseline).toBeTruthy();
    expect(regression?.input).toMatch(/\?$/);
  });

  it('shows an invisible character by name, and drops a terminal sequence', () => {
    const hostile = structuredClone(regressions);
    hostile.cases[0]!.results[0]!.output = 'invoice\u202Egpj.exe \u001b[31mred\u001b[0m';
    const [row] = reportRows({ ...hostile, comparison: null }, 'query');
    expect(row?.output).toBe('invoice<U+202E>gpj.exe red');
  });

  it("shows a still-passing answer that changed beside the baseline's, right after the run (the comparison keeps it in memory)", () => {
    const answered = (id: string, output: string) => {
      const c = caseResult(id, { m: 'pass' });
      for (const r of c.results) r.output = output;
      return c;
    };
    const before = [answered('moved', 'The limit is 256 KB.'), answered('same', 'Yes.')];
    const now = [answered('moved', 'It is 256 KB at most.'), answered('same', 'Yes.')];
    const parsed = parseBaseline(JSON.stringify(resultsOf(before)), {
      datasetName: 'support-qa',
      datasetType: 'qa',
      matchBy: 'key',
      source: 'b.json',
    });
    if (!parsed.ok) throw new Error(parsed.reason);
    const comparison = compareWithBaseline(resultsOf(now), parsed.baseline);
    const rows = reportRows({ cases: now, comparison, models: ['m'] }, null);
    expect(rows.map((r) => [r.id, r.status, r.output, r.baseline])).toEqual([
      ['moved', 'still_passing', 'It is 256 KB at most.', 'The limit is 256 KB.'],
      ['same', 'still_passing', 'Yes.', null],
    ]);
  });

  it('without a baseline, says pass, fail or error', () => {
    const rows = reportRows({ ...regressions, comparison: null }, 'query');
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(regressions.cases.map((c) => c.status)));
  });
});

describe('page size', () => {
  it('cuts a long text to its cap and says how much is left', () => {
    const [row] = reportRows(regressions, 'query');
    const long = { ...row!, output: 'x'.repeat(10_000) };
    const { rows } = pageData([[long]]);
    expect(typeof rows).not.toBe('string');
    expect((rows as PageRows[])[0]?.o[0]).toEqual(['x'.repeat(4000), 6000]);
  });

  it('lowers every cap until the page fits', () => {
    const rows = reportRows(regressions, 'query').map((r) => ({ ...r, output: 'y'.repeat(3000) }));
    const small = pageData([rows], 20_000);
    expect(Buffer.byteLength(JSON.stringify(small))).toBeLessThanOrEqual(20_000);
    const outputs = (small.rows as PageRows[])[0]?.o ?? [];
    expect(outputs.every((o) => Array.isArray(o) && o[1] === 3000 - (o[0] as string).length)).toBe(true);
  });

  it('gzips large rows and lowers the caps only as far as the bound needs', () => {
    const many = manyCaseResults(20_000) as unknown as EvalResults;
    const data = pageData([reportRows(many, 'query')]);
    expect(typeof data.rows).toBe('string');
    const rows = JSON.parse(gunzipSync(Buffer.from(data.rows as string, 'base64')).toString()) as { i: string[]; o: unknown[] }[];
    expect(rows[0]?.i.length).toBe(20_000);
    expect(rows[0]?.o.some((o) => Array.isArray(o))).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(data))).toBeLessThanOrEqual(HTML_MAX_BYTES);
  });
});
