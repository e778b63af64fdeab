// The comment as a reviewer reads it, top to bottom: the verdict and its
// reasons, the summary row, then the regressions; the trend after them, with
// its last 12 runs; a one-line significance note; a long tag table folded.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { resultsWith, point, MAIN_SOURCE } from './trend-fixtures.js';
import type { EvalResults } from '../../src/results/results.js';

/** Four cases against a baseline with `runs` points of history: b and c regressed (two of four pass now, three did). */
function withHistory(runs: number, tags: (i: number) => string[] = () => []): EvalResults {
  const history = Array.from({ length: runs }, (_, i) =>
    point({ commit: `${String(i).padStart(7, '0')}${'a'.repeat(33)}`, run_number: i, pass_rate: (i % 4) / 4 }),
  );
  const results = resultsWith({ origin: MAIN_SOURCE, point: point(), history }, { passed: 1 });
  return { ...results, cases: results.cases.map((c, i) => ({ ...c, tags: tags(i) })) };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle));

describe('the comment layout', () => {
  it('puts the reasons, the summary row and the regressions before the trend and the rest', () => {
    const md = renderMarkdown(withHistory(5));
    const order = ['on\\_regression:', '| Pass rate', '# Regressions (2)', '```mermaid', 'Paired with the baseline', '- Models:'].map((n) =>
      lineOf(md, n),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('draws at most the last 12 runs, this run last', () => {
    const md = renderMarkdown(withHistory(30));
    expect(md).toContain('last 12 runs');
    const axis = md.split('\n').find((l) => l.trim().startsWith('x-axis')) ?? '';
    const labels = [...axis.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
    expect(labels).toHaveLength(12);
    expect(labels[0]).toBe('0000020');
    expect(labels.at(-1)).toMatch(/\(now\)$/);
  });

  it('says the significance in one line', () => {
    const md = renderMarkdown(withHistory(5));
    const line = md.split('\n')[lineOf(md, 'Paired with the baseline')] ?? '';
    expect(line).toMatch(/^<sub>Paired with the baseline: 4 cases, 2 newly failing, 0 newly passing \(McNemar p = 0\.500\); .*<\/sub>$/);
    expect(line).toMatch(/Δ's 95% interval (in|ex)cludes 0/);
    expect(line.length).toBeLessThan(200);
  });

  it('folds a tag table of more than 5 rows, and leaves 5 open', () => {
    const six = renderMarkdown(withHistory(5, (i) => [`t${i}`, `u${i % 2}`]));
    expect(six).toContain('<details><summary>Pass rate by tag (6 tags)</summary>');
    const five = renderMarkdown(withHistory(5, (i) => (i < 3 ? [`t${i}`, 'shared'] : ['t0'])));
    expect(five).not.toContain('Pass rate by tag');
    expect(five).toContain('| Tag | Pass rate | Baseline | Δ |');
  });
});
