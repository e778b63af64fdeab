// The shard slices: by case key, stable as the dataset grows, every case in
// exactly one shard, and after tags and sample.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import type { KindDataset } from '../../src/kinds/types.js';
import { selectCases, selectDatasets, selectionSettings } from '../../src/dataset/select.js';
import { parseShard, shardOfKey } from '../../src/dataset/shard.js';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { describeSelection } from '../../src/report/selection.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
let n = 0;
async function dataset(cases: object[]): Promise<KindDataset> {
  const name = `shards${++n}`;
  return loadDataset(writeTree(path.join(root, name), { 'dataset.json': qaMeta({ name }), 'cases.jsonl': cases }), KINDS);
}
const numbered = (count: number, from = 0, tags: string[] = []) =>
  Array.from({ length: count }, (_, i) => qaCase(`case-${from + i}`, `question ${from + i}?`, undefined, { tags }));
const full = { tags: [], sample: null, seed: '0' };
const keysOf = (d: KindDataset) => d.cases.map((c) => c.key);

describe('parseShard', () => {
  it('reads i/n, 1-based, and refuses everything else with the rule', () => {
    expect(parseShard('1/3')).toEqual({ ok: true, shard: { index: 1, count: 3 } });
    expect(parseShard(' 3 / 3 ')).toEqual({ ok: true, shard: { index: 3, count: 3 } });
    expect(parseShard('1/1')).toEqual({ ok: true, shard: { index: 1, count: 1 } });
    for (const bad of ['0/3', '4/3', '1/0', '0/0', '-1/3', '1', '1/3/4', 'a/b', '', '1.5/3', '1/257']) {
      const parsed = parseShard(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.why).toContain('1 <= i <= n');
    }
    const outOfRange = parseShard('4/3');
    expect(!outOfRange.ok && outOfRange.why).toContain('shard 4 of 3 does not exist');
  });
});

describe('shard slices', () => {
  it('put every case in exactly one shard, roughly balanced', async () => {
    const d = await dataset(numbered(600));
    for (const count of [1, 2, 3, 7]) {
      const slices = Array.from({ length: count }, (_, i) => keysOf(selectCases(d, { ...full, shard: { index: i + 1, count } })));
      const all = slices.flat();
      expect(all.length).toBe(600);
      expect(new Set(all)).toEqual(new Set(keysOf(d)));
      // 600 cases in `count` slices: each within 30% of the mean (binomial spread is ~4-10% here).
      for (const slice of slices) expect(Math.abs(slice.length - 600 / count)).toBeLessThan((0.3 * 600) / count);
    }
  });

  it('moves no case between shards when cases are added or removed', async () => {
    const before = await dataset(numbered(200));
    const after = await dataset([...numbered(150), ...numbered(120, 1000)]);
    for (let index = 1; index <= 3; index++) {
      const was = new Set(keysOf(selectCases(before, { ...full, shard: { index, count: 3 } })));
      const now = keysOf(selectCases(after, { ...full, shard: { index, count: 3 } }));
      const kept = now.filter((k) => before.cases.some((c) => c.key === k));
      // Each surviving case is in the shard it was in; the new ones are spread by their own keys.
      expect(kept.every((k) => was.has(k))).toBe(true);
      expect(kept.length).toBeGreaterThan(0);
      for (const k of now) expect(shardOfKey(k, 3)).toBe(index);
    }
  });

  it('keeps the dataset order, records the shard and sets the other shards aside as unselected', async () => {
    const d = await dataset(numbered(30));
    const s = selectCases(d, { ...full, shard: { index: 2, count: 3 } });
    const order = d.cases.map((c) => c.id);
    const ids = s.cases.map((c) => c.id);
    expect(ids).toEqual(order.filter((id) => ids.includes(id)));
    expect(s.selection?.record).toEqual({ total: 30, selected: ids.length, tags: [], sample: null, seed: null, shard: { index: 2, count: 3 } });
    for (const c of d.cases.filter((c) => !ids.includes(c.id))) {
      expect(s.selection?.unselected.has(c.key)).toBe(true);
      expect(s.selection?.unselected.has(c.id)).toBe(true);
    }
    expect(describeSelection(s.selection?.record ?? { total: 0, selected: 0, tags: [], sample: null, seed: null })).toContain('shard 2 of 3');
  });

  it('slices after tags and sample: the shards of a sampled run split exactly the unsharded sample', async () => {
    const d = await dataset([...numbered(80, 0, ['smoke']), ...numbered(40, 500, ['slow'])]);
    const selection = { tags: ['smoke'], sample: { count: 30 }, seed: '9' };
    const whole = keysOf(selectCases(d, selection));
    const shards = [1, 2, 3].map((index) => keysOf(selectCases(d, { ...selection, shard: { index, count: 3 } })));
    expect(shards.flat().sort()).toEqual([...whole].sort());
    // The shard is not part of the config hash: every shard and the merge share the unsharded run's.
    expect(selectionSettings({ ...selection, shard: { index: 2, count: 3 } })).toEqual(selectionSettings(selection));
    expect(selectionSettings({ ...full, shard: { index: 2, count: 3 } })).toBeNull();
  });
});

describe('selectDatasets with a shard', () => {
  it('keeps a dataset its shard gets no case of (the merge needs every shard), not one the tags empty', async () => {
    const small = await dataset(numbered(2));
    const tagged = await dataset(numbered(3, 0, ['other']));
    const count = 16;
    const empty = Array.from({ length: count }, (_, i) => i + 1).find(
      (index) => selectCases(small, { ...full, shard: { index, count } }).cases.length === 0,
    );
    expect(empty).toBeDefined();
    const r = selectDatasets([small, tagged], { ...full, tags: ['!other'], shard: { index: empty ?? 1, count } });
    expect(r.datasets.map((d) => [d.name, d.cases.length])).toEqual([[small.name, 0]]);
    expect(r.empty).toEqual([tagged.name]);
  });
});

describe('supereval run --shard', () => {
  it('runs one shard, records it, and refuses a bad shard or --update-baseline with a clear error', async () => {
    const dir = writeTree(path.join(root, 'cli-shard'), { 'dataset.json': qaMeta({ name: 'cli-shard' }), 'cases.jsonl': numbered(12) });
    const replay = writeTree(path.join(root, 'cli-shard-replay'), {
      'answers.jsonl': numbered(12).map((c) => ({ id: c.id, output: `answer ${c.id}` })),
    });
    const model = `replay:${path.join(replay, 'answers.jsonl')}`;
    const d = await loadDataset(dir, KINDS);
    const expected = d.cases.filter((c) => shardOfKey(c.key, 2) === 2).map((c) => c.id);
    const r = await runCli('run', dir, '-m', model, '--shard', '2/2', '--format', 'json', '-q');
    expect(r.stderr).toBe('');
    const results = JSON.parse(r.stdout) as { cases: { id: string }[]; run: { selection?: unknown } };
    expect(results.cases.map((c) => c.id)).toEqual(expected);
    expect(results.run.selection).toEqual({
      total: 12,
      selected: expected.length,
      tags: [],
      sample: null,
      seed: null,
      shard: { index: 2, count: 2 },
    });

    const bad = await runCli('run', dir, '-m', model, '--shard', '3/2');
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--shard must be i/n with whole numbers 1 <= i <= n, such as 1/3: shard 3 of 2 does not exist, got "3/2"');
    const update = await runCli('run', dir, '-m', model, '--shard', '1/2', '--update-baseline', path.join(root, 'b.json'));
    expect(update.code).toBe(EXIT.usage);
    expect(update.stderr).toContain('nor with --shard');
  });
});
