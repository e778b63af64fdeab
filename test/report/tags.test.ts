import { describe, expect, it } from 'vitest';
import { tagRates, tagTable } from '../../src/report/tags.js';
import { caseResult } from '../compare/fixtures.js';

describe('tagRates', () => {
  const cases = [
    caseResult('a', { m: 'pass' }, { tags: ['billing', 'smoke'] }),
    caseResult('b', { m: 'fail' }, { tags: ['billing'] }),
    caseResult('c', { m: ['pass', 'fail'] }, { tags: ['refunds'] }),
    caseResult('d', { m: 'pass' }),
  ];

  it('counts a case as passed as the comparison does: every model, every trial (a flaky case fails)', () => {
    expect(tagRates(cases, null)).toEqual([
      { tag: 'refunds', total: 1, passed: 0, baseline: null },
      { tag: 'billing', total: 2, passed: 1, baseline: null },
      { tag: 'smoke', total: 1, passed: 1, baseline: null },
    ]);
  });

  it('puts the worst change first, and keeps tags only the baseline had', () => {
    const baseline_tags = [
      { tag: 'billing', total: 2, passed: 2 },
      { tag: 'refunds', total: 1, passed: 0 },
      { tag: 'retired', total: 3, passed: 3 },
    ];
    expect(tagRates(cases, { baseline_tags }).map((t) => [t.tag, t.baseline?.passed ?? null])).toEqual([
      ['billing', 2],
      ['refunds', 0],
      ['smoke', null],
      ['retired', 3],
    ]);
  });
});

describe('tagTable', () => {
  it('shows pass rate now, baseline and change per tag', () => {
    const cases = [caseResult('a', { m: 'pass' }, { tags: ['x'] }), caseResult('b', { m: 'fail' }, { tags: ['x', 'new-tag'] })];
    expect(tagTable(cases, { baseline_tags: [{ tag: 'x', total: 2, passed: 2 }] }, 10)).toEqual([
      '| Tag | Pass rate | Baseline | Δ |',
      '|---|---:|---:|---:|',
      '| x | 50% (1/2) | 100% (2/2) | -50 points |',
      '| new-tag | 0% (0/1) | – | – |',
    ]);
  });

  it('without a baseline: the pass rate alone; nothing when no case has a tag', () => {
    expect(tagTable([caseResult('a', { m: 'pass' }, { tags: ['x'] })], null, 10)).toEqual([
      '| Tag | Pass rate |',
      '|---|---:|',
      '| x | 100% (1/1) |',
    ]);
    expect(tagTable([caseResult('a', { m: 'pass' })], null, 10)).toEqual([]);
  });

  it('escapes tags and counts the rows past the budget', () => {
    const cases = Array.from({ length: 5 }, (_, i) => caseResult(`c${i}`, { m: 'pass' }, { tags: [`<b>t${i}</b> | @team`] }));
    const lines = tagTable(cases, null, 2);
    expect(lines.slice(2)).toEqual([
      '| &lt;b&gt;t0&lt;/b&gt; \\| &#64;team | 100% (1/1) |',
      '| &lt;b&gt;t1&lt;/b&gt; \\| &#64;team | 100% (1/1) |',
      '',
      '…and 3 more tags.',
    ]);
  });
});
