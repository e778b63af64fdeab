// The trend: its points (history, baseline, this run), the Mermaid chart and
// the sparkline. Every Mermaid block the report can emit, including those of
// the golden files and ones built from hostile names, goes through Mermaid's
// own parser: a block GitHub cannot draw fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_HISTORY } from '../../src/compare/history.js';
import { renderComment } from '../../src/report/comment.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { datasetHistory, historyFile, mermaidLabel, mermaidTrend, pointLabels, sparkline, textTrend, trendPoints } from '../../src/report/trend.js';
import { HOSTILE } from '../fixtures/hostile.js';
import { FINISHED_AT, MAIN_SOURCE, point, resultsWith } from './trend-fixtures.js';

type Mermaid = { parse(text: string): Promise<unknown> };
let mermaid: Mermaid;

beforeAll(async () => {
  // Mermaid's DOMPurify needs a DOM before the module loads.
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  mermaid = (await import('mermaid')).default;
});

/** The text inside each ```mermaid fence of a markdown document. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

const history = [
  point({ commit: '1111111aaaa', date: '2026-11-20T09:00:00.000Z', pass_rate: 1, run_number: 790 }),
  point({ commit: '2222222bbbb', date: '2026-11-24T09:00:00.000Z', pass_rate: 0.5, run_number: 801 }),
];

describe('trendPoints', () => {
  it('is the history, the baseline, then this run; empty when the baseline records no figures', () => {
    const results = resultsWith({ origin: MAIN_SOURCE, point: point(), history }, { passed: 2 });
    const points = trendPoints(results);
    expect(points.map((p) => p.pass_rate)).toEqual([1, 0.5, 0.75, 0.5]);
    expect(points.at(-1)).toMatchObject({ date: FINISHED_AT, passed: 2, total: 4, regressions: 1, cost_usd: 0.024, p95_latency_ms: 900 });
    expect(trendPoints(resultsWith({}))).toEqual([]);
    // The history file still holds this run alone.
    expect(datasetHistory(resultsWith({}))).toHaveLength(1);
    expect(historyFile(results)).toEqual({ dataset: 'support-qa', points });
  });
});

describe('mermaidTrend', () => {
  it('draws pass rate in percent on a 0-100 axis, labelled by short commit, this run marked', () => {
    const lines = mermaidTrend(resultsWith({ origin: MAIN_SOURCE, point: point(), history }, { passed: 2 }));
    expect(lines).toEqual([
      '```mermaid',
      '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%',
      'xychart-beta',
      '  title "Pass rate of support-qa, last 4 runs"',
      '  x-axis ["1111111", "2222222", "abc1234", "12-01 (now)"]',
      '  y-axis "Pass rate (%)" 0 --> 100',
      '  line [100, 50, 75, 50]',
      '```',
    ]);
  });

  it('draws nothing with fewer than three points (the summary row has the baseline and this run)', () => {
    expect(mermaidTrend(resultsWith({ point: point() }))).toEqual([]);
    expect(mermaidTrend(resultsWith({}))).toEqual([]);
  });

  it('labels a point without a commit by its date, and keeps repeated labels apart', () => {
    const points = [
      point({ commit: null, date: '2026-11-20T09:00:00.000Z' }),
      point({ commit: 'aaaaaaa1' }),
      point({ commit: 'aaaaaaa2' }),
      point({ commit: null }),
    ];
    expect(pointLabels(points)).toEqual(['11-20', 'aaaaaaa', 'aaaaaaa 2', '11-28 (now)']);
  });

  it('parses with Mermaid, whatever the dataset name and commits hold', async () => {
    for (const { label, text } of HOSTILE) {
      const results = resultsWith(
        {
          origin: { ...MAIN_SOURCE, branch: text },
          point: point({ commit: text, branch: text }),
          history: [point({ commit: `${text}"]\n\`\`\``, date: text })],
        },
        { name: text.slice(0, 500) },
      );
      const lines = mermaidTrend(results);
      expect(lines, label).toHaveLength(8);
      const block = lines.slice(1, -1).join('\n');
      // Each line keeps its shape: nothing closes a string, the block or the fence.
      expect(lines[3], label).toMatch(/^ {2}title "[^"`\n]*"$/);
      expect(lines[4], label).toMatch(/^ {2}x-axis \[("[^"`\n]*", )*"[^"`\n]*"\]$/);
      await expect(mermaid.parse(block), label).resolves.toBeTruthy();
    }
  });

  it('every Mermaid block in the golden files parses, and the history input has one', async () => {
    const dir = path.join(import.meta.dirname, '../golden/expected');
    const blocks = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .flatMap((f) => mermaidBlocks(readFileSync(path.join(dir, f), 'utf8')).map((block) => ({ f, block })));
    expect(blocks.map((b) => b.f)).toEqual(expect.arrayContaining(['history.summary.md', 'history.comment.md', 'history.check.md']));
    for (const { f, block } of blocks) await expect(mermaid.parse(block), f).resolves.toBeTruthy();
  });

  it('the markdown report carries the block between the figures and the cases; the text report a sparkline', async () => {
    const results = resultsWith({ origin: MAIN_SOURCE, point: point(), history }, { passed: 2 });
    const markdown = renderMarkdown(results);
    const [block] = mermaidBlocks(markdown);
    expect(block).toContain('line [100, 50, 75, 50]');
    await expect(mermaid.parse(block ?? '')).resolves.toBeTruthy();
    expect(markdown.indexOf('```mermaid')).toBeGreaterThan(markdown.indexOf('| Pass rate'));
    expect(renderText(results)).toContain('trend (pass rate, 4 runs): █▁▅▁ 100% -> 50% (lowest 50%, highest 100%)');
  });
});

describe("a baseline's history that is not sound", () => {
  it('drops points no run could have written (1e308, NaN-like, more passed than ran) and a baseline point that is one', async () => {
    const bad = [
      point({ pass_rate: 1e308 }),
      point({ pass_rate: -0.5 }),
      point({ passed: 9, total: 4 }),
      point({ total: 1.5 }),
      point({ cost_usd: -1 }),
      point({ p95_latency_ms: Infinity }),
    ];
    const results = resultsWith({ origin: MAIN_SOURCE, point: point(), history: [...bad, ...history] }, { passed: 2 });
    expect(trendPoints(results).map((p) => p.pass_rate)).toEqual([1, 0.5, 0.75, 0.5]);
    const [block] = mermaidBlocks(renderMarkdown(results));
    expect(block).toContain('line [100, 50, 75, 50]');
    await expect(mermaid.parse(block ?? '')).resolves.toBeTruthy();
    expect(trendPoints(resultsWith({ point: point({ pass_rate: 1e308 }), history }))).toEqual([]);
  });

  it(`draws at most ${MAX_HISTORY} runs of history, however many the file holds, and the comment keeps the dataset's section`, () => {
    const long = Array.from({ length: 200_000 }, (_, i) => point({ run_number: i, pass_rate: (i % 10) / 10 }));
    const results = resultsWith({ origin: MAIN_SOURCE, point: point(), history: long }, { passed: 2 });
    const points = trendPoints(results);
    expect(points).toHaveLength(MAX_HISTORY + 2);
    expect(points[MAX_HISTORY - 1]?.run_number).toBe(199_999);
    expect(historyFile(results).points).toHaveLength(MAX_HISTORY + 2);
    const { body } = renderComment({ results: [results] }, 65_536);
    // The comment draws the last 12 of them: more labels would run into each other.
    expect(body).toContain(`Pass rate of support-qa, last 12 runs`);
    expect(body).toContain('| Pass rate');
  });
});

describe('mermaidLabel', () => {
  it('keeps letters, digits and safe marks; anything that could end a string, the block or the fence becomes _', () => {
    expect(mermaidLabel('support-qa v2.1 (eu)')).toBe('support-qa v2.1 (eu)');
    expect(mermaidLabel('a"b')).toBe('a_b');
    expect(mermaidLabel('x\n```\n%%{init: {}}%%')).toBe('x ___ ___init: _____');
    expect(mermaidLabel('[x], "y"; <z>')).toBe('_x__ _y__ _z_');
    expect(mermaidLabel('')).toBe('_');
    expect([...mermaidLabel('é'.repeat(100))]).toHaveLength(40);
  });
});

describe('sparkline and textTrend', () => {
  it('scales between the lowest and highest value; a flat series sits mid-height', () => {
    expect(sparkline([0, 0.5, 1])).toBe('▁▅█');
    expect(sparkline([0.9, 0.9, 0.9])).toBe('▄▄▄');
    expect(sparkline([])).toBe('');
  });

  it('says nothing without enough points', () => {
    expect(textTrend(resultsWith({ point: point() }))).toBeNull();
  });
});
