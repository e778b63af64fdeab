// Reports over more results than a spread into a call can take (V8 refuses
// past about 120,000 arguments): one figure per result used to go through
// Math.min(...list), which stopped such a run with a RangeError.
import { describe, expect, it } from 'vitest';
import type { CaseResult, ModelResult } from '../../src/config/results.js';
import { dimensionSummary, metricSummary, renderMarkdown } from '../../src/report/markdown.js';
import { buildResults } from '../../src/results/results.js';
import { summarize } from '../../src/results/summary.js';
import { renderText } from '../../src/report/text.js';

const N = 150_000;

// Figures that vary by case, so a mean or a lowest that skipped some would differ.
const metric = (i: number) => ((i * 37) % 101) / 100;
const faithfulness = (i: number) => ((i * 11) % 97) / 96;
const turns = (i: number) => 1 + (i % 9);

function result(i: number, trial: number): ModelResult {
  return {
    model: 'bedrock:m',
    trial,
    output: `answer ${i}`,
    status: 'pass',
    score: 1,
    latency_ms: 10 + (i % 50),
    usage: { input_tokens: 3, output_tokens: 2 },
    cost_usd: null,
    asserts: [{ type: 'turn_count', status: 'pass', pass: true, score: turns(i), reason: 'turns' }],
    error: null,
    scores: { faithfulness_score: faithfulness(i), other: 5 },
    named_scores: { accuracy: metric(i) },
  };
}

const cases: CaseResult[] = Array.from({ length: N }, (_, i) => ({
  id: `c${i}`,
  key: `k${i}`,
  line: i + 1,
  tags: [],
  status: 'pass',
  score: 1,
  results: [result(i, 0), result(i, 1)],
  trials: [{ model: 'bedrock:m', trials: 2, passes: 2, pass_at_k: 1, pass_hat_k: 1 }],
}));

// What the figures must be, worked out the plain way (two results a case).
function expected(figure: (i: number) => number) {
  let sum = 0;
  let min = Infinity;
  for (let i = 0; i < N; i++) {
    sum += figure(i) + figure(i);
    min = Math.min(min, figure(i));
  }
  return { mean: sum / (2 * N), min, count: 2 * N };
}

describe(`reports over ${N} cases of two trials each`, () => {
  it('the metric and dimension figures are every result’s, without overflowing the stack', () => {
    const [accuracy] = metricSummary(cases);
    const want = expected(metric);
    expect(accuracy?.name).toBe('accuracy');
    expect(accuracy?.count).toBe(want.count);
    expect(accuracy?.min).toBe(want.min);
    expect(accuracy?.mean).toBeCloseTo(want.mean, 12);
    // Only the `*_score` dimensions count.
    const dimensions = dimensionSummary(cases);
    expect(dimensions.map((d) => d.name)).toEqual(['faithfulness_score']);
    expect(dimensions[0]?.count).toBe(2 * N);
    expect(dimensions[0]?.mean).toBeCloseTo(expected(faithfulness).mean, 12);
  });

  it('the summary totals a run scorer over every result, highest included', () => {
    const summary = summarize(cases);
    expect(summary.total).toBe(N);
    expect(summary.tokens).toEqual({ input: 6 * N, output: 4 * N });
    const turnCount = summary.scorers?.['turn_count'];
    expect(turnCount?.results).toBe(2 * N);
    expect(turnCount?.max).toBe(9);
    expect(turnCount?.total).toBe(2 * cases.reduce((s, _c, i) => s + turns(i), 0));
  });

  it('the markdown and text reports render, with the trials line and the figures', () => {
    const results = {
      ...buildResults({
        dataset: { name: 'big', type: 'qa', dir: 'datasets/big', hash: 'abc' },
        models: ['bedrock:m'],
        judge: null,
        cases,
        startedAt: new Date('2026-01-01T00:00:00Z'),
        finishedAt: new Date('2026-01-01T00:10:00Z'),
      }),
      gate: { passed: true, reasons: [] },
    };
    const md = renderMarkdown(results, { maxRows: 10 });
    expect(md).toContain('Trials: 2 per case and model');
    expect(md).toContain(`| metric accuracy | ${expected(metric).mean.toFixed(2)} | 0.00 | ${2 * N} |`);
    expect(renderText(results)).toContain('run scorers: turn_count total');
  });
});
