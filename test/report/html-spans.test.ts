// An agent's spans in the HTML report: a tree, each span under its parent in
// the order they started, with durations and errors; drawn as text in Chromium.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Span } from '../../src/config/spans.js';
import { renderHtml } from '../../src/report/html/index.js';
import { MAX_SPAN_LINES, spanTreeLines } from '../../src/report/html/span-tree.js';
import type { EvalResults } from '../../src/results/results.js';
import { NO_BROWSER, dumpDom } from '../helpers/chromium.js';
import { readGoldenInput } from '../helpers/golden-input.js';
import { tempDir } from '../helpers/tmp.js';

const span = (span_id: string, name: string, start: number, end: number, parent?: string, more: Partial<Span> = {}): Span => ({
  trace_id: 't',
  span_id,
  ...(parent ? { parent_span_id: parent } : {}),
  name,
  start_ms: start,
  end_ms: end,
  attributes: {},
  ...more,
});

const SPANS: Span[] = [
  span('c', 'llm.call', 100, 220, 'r'),
  span('r', 'agent.run', 0, 700, 'from-traceparent'),
  span('f', 'execute_tool fetch', 230, 270, 'r', { status_code: 2, status_message: 'fetch failed: timeout' }),
  span('a', 'llm.call', 0, 50, 'r'),
  span('g', 'http <script>', 5, 45, 'a'),
];

describe('the span tree', () => {
  it('nests each span under its parent, children by start time, with durations and errors', () => {
    expect(spanTreeLines(SPANS)).toEqual([
      'agent.run  700 ms',
      '  llm.call  50 ms',
      '    http <script>  40 ms',
      '  llm.call  120 ms',
      '  execute_tool fetch  40 ms  ✗ fetch failed: timeout',
    ]);
  });

  it('is bounded, and a span that is its own parent is still shown once', () => {
    const many = Array.from({ length: MAX_SPAN_LINES + 3 }, (_, i) => span(`s${i}`, `s${i}`, i, i + 1, i === 0 ? 's0' : `s${i - 1}`));
    const lines = spanTreeLines(many);
    expect(lines).toHaveLength(MAX_SPAN_LINES + 1);
    expect(lines.at(-1)).toBe('… 3 more span(s) in the results JSON');
  });

  it.skipIf(NO_BROWSER)('is drawn in the opened row, as text', () => {
    const [results] = readGoldenInput('regressions.json') as [EvalResults];
    // Without its comparison: one row per result, each drawn.
    const traced: EvalResults = { ...structuredClone(results), comparison: null };
    const first = traced.cases[0]!;
    first.results[0]!.spans = SPANS;
    const file = path.join(tempDir('supereval-html-spans-'), 'spans.html');
    writeFileSync(file, renderHtml([traced], { inputFields: ['query'] }));
    const dom = dumpDom(file, 'open=all&per=all');
    const tree = /<pre class="spans">(.*?)<\/pre>/s.exec(dom)?.[1];
    expect(tree).toContain('agent.run  700 ms\n  llm.call  50 ms\n    http &lt;script&gt;  40 ms');
    expect(tree).toContain('execute_tool fetch  40 ms  ✗ fetch failed: timeout');
  });
});
