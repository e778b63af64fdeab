import { describe, expect, it } from 'vitest';
import type { CaseResult, ModelResult } from '../../src/config/results.js';
import { ResultsSchema } from '../../src/config/results.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { buildResults } from '../../src/results/results.js';
import { p95, summarize } from '../../src/results/summary.js';
import { renderText } from '../../src/report/text.js';
import { compareWithBaseline } from '../../src/compare/classify.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { VERSION } from '../../src/base/version.js';
import pkg from '../../package.json' with { type: 'json' };

const mr = (over: Partial<ModelResult> = {}): ModelResult => ({
  model: 'bedrock:m',
  output: 'out',
  status: 'pass',
  score: 1,
  latency_ms: 100,
  usage: { input_tokens: 10, output_tokens: 5 },
  cost_usd: 0.001,
  asserts: [],
  error: null,
  ...over,
});
const cr = (id: string, results: ModelResult[], over: Partial<CaseResult> = {}): CaseResult => ({
  id,
  key: 'k',
  line: 1,
  tags: [],
  expected: 'gt',
  status: results.every((r) => r.status === 'pass') ? 'pass' : results.some((r) => r.status === 'error') ? 'error' : 'fail',
  score: 1,
  results,
  ...over,
});

describe('p95', () => {
  it("is supereval's sorted[int(n * 0.95)]", () => {
    expect(p95([])).toBeNull();
    expect(p95([5])).toBe(5);
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100 reversed
    expect(p95(hundred)).toBe(96); // sorted[95]
    expect(p95(Array.from({ length: 10 }, (_, i) => i + 1))).toBe(10); // sorted[9]
  });
});

describe('summarize', () => {
  it('counts passes, failures and errors; cost is unknown when any price is', () => {
    const cases = [
      cr('a', [mr()]),
      cr('b', [mr({ status: 'fail', score: 0 })]),
      cr('c', [mr({ status: 'error', output: null, cost_usd: null, latency_ms: null, usage: null, error: 'boom' })]),
    ];
    const s = summarize(cases);
    expect(s).toMatchObject({ total: 3, passed: 1, failed: 1, errors: 1, pass_rate: 1 / 3, cost_usd: 0.002, tokens: { input: 20, output: 10 } });
    const unknown = summarize([cr('a', [mr()]), cr('b', [mr({ cost_usd: null })])]);
    expect(unknown.cost_usd).toBeNull();
  });

  it('counts skipped asserts', () => {
    const s = summarize([cr('a', [mr({ asserts: [{ type: 'llm-rubric', status: 'skipped', pass: null, score: null, reason: 'no judge' }] })])]);
    expect(s.skipped_asserts).toBe(1);
  });
});

describe('results and reports', () => {
  const evil = '<script>x</script> | @here';
  const results = {
    ...buildResults({
      dataset: { name: 'd', type: 'qa', dir: 'datasets/d', hash: 'abc' },
      models: ['bedrock:m'],
      judge: null,
      cases: [
        cr('ok', [mr()]),
        cr(
          `bad ${evil}`,
          [
            mr({
              status: 'fail',
              score: 0,
              output: evil,
              asserts: [{ type: 'icontains', status: 'fail', pass: false, score: 0, reason: 'output does not contain "gt"' }],
            }),
          ],
          { tags: ['t1'] },
        ),
      ],
      startedAt: new Date('2026-01-01T00:00:00Z'),
      finishedAt: new Date('2026-01-01T00:00:02Z'),
    }),
    gate: { passed: false, reasons: ['pass_rate: 50% of cases passed (1/2), below the required 100%.'] },
  };

  it('validates against the results schema and carries the version', () => {
    expect(ResultsSchema.parse(results)).toBeTruthy();
    expect(results.tool.version).toBe(VERSION);
    expect(VERSION).toBe(pkg.version);
    expect(results.run.duration_ms).toBe(2000);
  });

  it('markdown: verdict and reasons first, then figures, then failing cases escaped', () => {
    const md = renderMarkdown(results);
    const lines = md.split('\n');
    expect(lines[0]).toBe('### ❌ d: blocked');
    expect(md.indexOf('pass\\_rate: 50%')).toBeLessThan(md.indexOf('| Pass rate'));
    expect(md).toContain('| 50% (1/2) | none | – | – | – | 0 | $0.002 | 100 ms |');
    expect(md).toContain('#### Failing cases (1)');
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('@here');
    const row = lines.find((l) => l.startsWith('| bad'));
    // 7 columns: 8 unescaped pipes
    expect(row?.match(/(?<!\\)\|/g)).toHaveLength(8);
  });

  it('text: the same content with controls stripped', () => {
    const text = renderText({ ...results, cases: [cr('x', [mr({ status: 'fail', output: 'bad\u001b[2J', score: 0 })])] });
    expect(text.split('\n')[0]).toMatch(/^FAIL\s+d \(qa\)/);
    expect(text).toContain('blocked: pass_rate');
    expect(text).toContain('output:   bad');
    expect(text).not.toContain('\u001b');
  });

  it("text: a failing case's baseline output, controls stripped; a failed call and an unchanged output said in words", () => {
    const failing = (id: string, output: string | null) => cr(id, [mr({ status: output === null ? 'error' : 'fail', output, score: 0 })]);
    const before = { ...results, cases: [cr('changed', [mr({ output: 'good\u001b[2J' })]), failing('failed-call', null), failing('same', 'wrong')] };
    const parsed = parseBaseline(JSON.stringify(before), { datasetName: 'd', datasetType: 'qa', matchBy: 'key', source: 'b.json' });
    if (!parsed.ok) throw new Error(parsed.reason);
    const now = [failing('changed', 'bad'), failing('failed-call', null), failing('same', 'wrong')];
    const text = renderText({ ...results, cases: now, comparison: compareWithBaseline({ cases: now, models: ['bedrock:m'] }, parsed.baseline) });
    expect(text).not.toContain('\u001b');
    const baselineLines = text.split('\n').filter((l) => l.trim().startsWith('baseline:'));
    expect(baselineLines.map((l) => l.trim())).toEqual(['baseline: good', 'baseline: (no output: the call failed)', 'baseline: (the same output)']);
  });
});
