import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import type { KindDataset } from '../../src/kinds/types.js';
import { parseSampleSize, parseTagList, selectCases, selectDatasets, selectionSettings } from '../../src/dataset/select.js';
import { restrictBaseline, type Baseline } from '../../src/compare/baseline.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { describeSelection } from '../../src/report/selection.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
let n = 0;
async function dataset(cases: object[], name = `set${++n}`): Promise<KindDataset> {
  return loadDataset(writeTree(path.join(root, name), { 'dataset.json': qaMeta({ name }), 'cases.jsonl': cases }), KINDS);
}
const tagged = (id: string, ...tags: string[]) => qaCase(id, undefined, undefined, { tags });
const ids = (d: KindDataset) => d.cases.map((c) => c.id);
const full = { tags: [], sample: null, seed: '0' };

describe('parsing', () => {
  it('reads a sample as a count or a share, and refuses anything else', () => {
    expect(parseSampleSize('50')).toEqual({ count: 50 });
    expect(parseSampleSize(' 12.5% ')).toEqual({ percent: 12.5 });
    for (const bad of ['0', '-3', '1.5', '0%', '101%', 'ten', '', '1e3', '0x10']) expect(parseSampleSize(bad), bad).toBeNull();
  });

  it('splits tags on commas and lines, keeps ! exclusions, drops empty words', () => {
    expect(parseTagList(['smoke, billing', '!slow\n\n,', '!'])).toEqual(['smoke', 'billing', '!slow']);
  });
});

describe('selectCases', () => {
  it('keeps the whole dataset untouched without tags or sample', async () => {
    const d = await dataset([tagged('a', 'x'), tagged('b')]);
    expect(selectCases(d, full)).toBe(d);
    expect(selectionSettings(full)).toBeNull();
  });

  it('keeps cases with any included tag, then drops those with an excluded tag, in dataset order', async () => {
    const d = await dataset([
      tagged('a', 'smoke'),
      tagged('b', 'billing', 'slow'),
      tagged('c', 'other'),
      tagged('d', 'billing'),
      tagged('e', 'smoke', 'slow'),
    ]);
    const s = selectCases(d, { ...full, tags: ['smoke', 'billing', '!slow'] });
    expect(ids(s)).toEqual(['a', 'd']);
    expect(s.selection?.record).toEqual({ total: 5, selected: 2, tags: ['smoke', 'billing', '!slow'], sample: null, seed: null });
    // Left-out cases are known by id and by key, so any baseline format can set them aside.
    for (const c of d.cases.filter((c) => !['a', 'd'].includes(c.id))) {
      expect(s.selection?.unselected.has(c.id)).toBe(true);
      expect(s.selection?.unselected.has(c.key)).toBe(true);
    }
    expect(ids(selectCases(d, { ...full, tags: ['!slow'] }))).toEqual(['a', 'c', 'd']);
  });

  it('samples N cases by seed: the same seed picks the same cases, another seed others; order kept', async () => {
    const cases = Array.from({ length: 60 }, (_, i) => tagged(`c${i}`));
    const d = await dataset(cases);
    const a = ids(selectCases(d, { ...full, sample: { count: 10 }, seed: '0' }));
    const again = ids(selectCases(d, { ...full, sample: { count: 10 }, seed: '0' }));
    const other = ids(selectCases(d, { ...full, sample: { count: 10 }, seed: '42' }));
    expect(a).toHaveLength(10);
    expect(again).toEqual(a);
    expect(other).not.toEqual(a);
    expect([...a].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)))).toEqual(a);
    // Not simply the first ten.
    expect(a).not.toEqual(cases.slice(0, 10).map((c) => c.id));
  });

  it('a case keeps its rank as the dataset grows: a sample of the grown dataset keeps what it still has room for', async () => {
    const small = await dataset(Array.from({ length: 40 }, (_, i) => tagged(`c${i}`)));
    const grown = await dataset(Array.from({ length: 80 }, (_, i) => tagged(`c${i}`)));
    const before = new Set(ids(selectCases(small, { ...full, sample: { count: 10 } })));
    const after = ids(selectCases(grown, { ...full, sample: { count: 10 } }));
    // Every case chosen from the grown set that existed before was chosen before too.
    for (const id of after.filter((x) => Number(x.slice(1)) < 40)) expect(before.has(id), id).toBe(true);
  });

  it('samples a share of the tagged cases, rounding up, and records how', async () => {
    const d = await dataset([...Array.from({ length: 9 }, (_, i) => tagged(`s${i}`, 'smoke')), tagged('x', 'other')]);
    const s = selectCases(d, { tags: ['smoke'], sample: { percent: 25 }, seed: '7' });
    expect(s.cases).toHaveLength(3);
    expect(s.cases.every((c) => c.tags.includes('smoke'))).toBe(true);
    expect(s.selection?.record).toEqual({ total: 10, selected: 3, tags: ['smoke'], sample: '25%', seed: '7' });
    expect(describeSelection(s.selection!.record)).toBe(
      '3 of 10 cases selected (tags: smoke; sample 25%, seed 7); the comparison covers the selected cases only',
    );
  });

  it('a sample larger than the dataset keeps every case but still records the selection', async () => {
    const d = await dataset([tagged('a'), tagged('b')]);
    const s = selectCases(d, { ...full, sample: { count: 5 } });
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.selection?.record.selected).toBe(2);
  });

  it('sets aside datasets left with no case', async () => {
    const a = await dataset([tagged('a', 'smoke')], 'has-smoke');
    const b = await dataset([tagged('b', 'other')], 'no-smoke');
    const r = selectDatasets([a, b], { ...full, tags: ['smoke'] });
    expect(r.datasets.map((d) => d.name)).toEqual(['has-smoke']);
    expect(r.empty).toEqual(['no-smoke']);
  });
});

describe('restrictBaseline', () => {
  const baseline: Baseline = {
    provenance: { format: 'results', source: 'x' },
    dataset: 'd',
    match_by: 'id',
    total: 4,
    passed: 2,
    pass_rate: 0.5,
    cases: [
      { id: 'a', key: 'ka', tags: [], status: 'pass', score: 1, flaky: false, models: {} },
      { id: 'b', key: 'kb', tags: [], status: 'fail', score: 0, flaky: false, models: {} },
      { id: null, key: 'kc', tags: [], status: 'fail', score: 0, flaky: false, models: {} },
      { id: 'd', key: 'kd', tags: [], status: 'pass', score: 1, flaky: false, models: {} },
    ],
  };

  it('drops the cases left out, by id or by key, and recounts the pass rate', () => {
    const r = restrictBaseline(baseline, new Set(['b', 'kc']));
    expect(r.cases.map((c) => c.key)).toEqual(['ka', 'kd']);
    expect(r).toMatchObject({ total: 2, passed: 2, pass_rate: 1 });
  });

  it('returns the baseline itself when nothing is left out', () => {
    expect(restrictBaseline(baseline, new Set())).toBe(baseline);
  });
});
