// History carried across saves: each baseline main saves holds the figures of
// the ones before it, through the real @actions/cache against the fake cache
// service, as three pushes to main and then a pull request would see them.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunSource } from '../../src/config/results.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { loadDataset } from '../../src/dataset/load.js';
import type { KindDataset } from '../../src/kinds/types.js';
import type { BaselineInput } from '../../src/app/evaluator.js';
import { applyGate } from '../../src/app/gate.js';
import { baselineRoot, restoreCachedBaseline, saveCachedBaseline } from '../../src/baseline/cache-store.js';
import { scopeFor, type ConfigScope } from '../../src/baseline/config-scope.js';
import type { CacheLog } from '../../src/baseline/cache.js';
import { buildResults, type EvalResults } from '../../src/results/results.js';
import { mermaidTrend, trendPoints } from '../../src/report/trend.js';
import { cacheEnv, FakeCacheService } from '../fakes/cache.js';
import { qaCase, qaMeta, writeTree } from '../helpers/tmp.js';
import { fourCases } from '../report/trend-fixtures.js';
import { KINDS } from '../../src/kinds/index.js';

let fake: FakeCacheService;
let scratch: string;
let dataset: KindDataset;

beforeAll(async () => {
  fake = await FakeCacheService.start();
  scratch = await mkdtemp(path.join(tmpdir(), 'supereval-history-test-'));
  await mkdir(path.join(scratch, 'workspace'));
  for (const [k, v] of Object.entries(cacheEnv(fake, { runnerTemp: path.join(scratch, 'temp'), workspace: path.join(scratch, 'workspace') })))
    vi.stubEnv(k, v);
  writeTree(scratch, { 'set/dataset.json': qaMeta(), 'set/cases.jsonl': ['a', 'b', 'c', 'd'].map((id) => qaCase(id)) });
  dataset = await loadDataset(path.join(scratch, 'set'), KINDS);
});

/** Where the action keeps the baseline's files: under the runner's temporary folder. */
const root = () => baselineRoot(path.join(scratch, 'temp'));

afterAll(async () => {
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
});

afterEach(() => fake.clearFaults());

const logged: string[] = [];
const log: CacheLog = { info: (m) => logged.push(m), warning: (m) => logged.push(`warning: ${m}`) };

const scope = (prompt: string): Promise<ConfigScope> =>
  scopeFor({ dataset, models: ['exec:node m.mjs'], judge: null, prompt, settings: { trials: 1 }, hashFiles: [] });

/** Main's run number `n`: `passing` of the four cases pass; its commit is n repeated, its day of November n. */
function run(n: number, passing: number, baseline: BaselineInput | null, config: ConfigScope): EvalResults {
  const cases = fourCases({ model: 'exec:node m.mjs', passing, latency: () => 100 * n, cost: 0.001 * n });
  const source: RunSource = {
    repository: 'acme/evals',
    server_url: 'https://github.com',
    branch: 'main',
    commit: `${n}`.repeat(40),
    run_id: `${1000 + n}`,
    run_number: n,
  };
  const results = buildResults({
    dataset,
    models: ['exec:node m.mjs'],
    judge: null,
    cases,
    startedAt: new Date(Date.UTC(2026, 10, n, 9)),
    finishedAt: new Date(Date.UTC(2026, 10, n, 9, 1)),
    source,
  });
  return { ...applyGate(results, resolveThresholds({}), baseline), config: config.parts };
}

async function restore(config: ConfigScope): Promise<BaselineInput> {
  const cached = await restoreCachedBaseline(config, dataset, log, root());
  expect(cached.found, cached.note).toBe(true);
  return { baseline: cached.baseline, note: cached.note };
}

describe('history across saved baselines', () => {
  it('each save carries the previous baseline’s history and its own point; a pull request sees the whole trend', async () => {
    const main = await scope('prompt v1');
    const first = run(1, 4, null, main);
    expect((await saveCachedBaseline(main, '1.1', first, log, root())).saved).toBe(true);

    const second = run(2, 3, await restore(main), main);
    expect(second.comparison?.regressions).toBe(1);
    expect((await saveCachedBaseline(main, '2.1', second, log, root())).saved).toBe(true);

    const third = run(3, 4, await restore(main), main);
    expect((await saveCachedBaseline(main, '3.1', third, log, root())).saved).toBe(true);

    const baseline = await restore(main);
    const provenance = baseline.baseline?.provenance;
    // Run 3's own point, and runs 1 and 2 before it, oldest first, with the regressions each found.
    expect(provenance?.point).toMatchObject({ commit: '3'.repeat(40), run_number: 3, pass_rate: 1, regressions: 0, cost_usd: 0.012 });
    expect(provenance?.history?.map((p) => [p.run_number, p.pass_rate, p.regressions, p.date])).toEqual([
      [1, 1, null, '2026-11-01T09:01:00.000Z'],
      [2, 0.75, 1, '2026-11-02T09:01:00.000Z'],
    ]);
    expect(provenance?.origin).toMatchObject({ branch: 'main', run_number: 3 });

    // The pull request: a different prompt, so its config differs in the prompt only; the report says so, and draws four points.
    const pr = await scope('prompt v2');
    const restored = await restoreCachedBaseline(pr, dataset, log, root());
    expect(restored.sameModel && !restored.sameConfig).toBe(true);
    expect(restored.note).toBe('Baseline: the latest results saved on the default branch (different config: the prompt changed since).');
    // The cache key is in the job log, not in the note the report shows.
    expect(restored.note).not.toContain('supereval-v1');
    expect(logged.some((l) => l.includes('supereval-v1'))).toBe(true);
    const prRun = run(4, 2, { baseline: restored.baseline, note: restored.note }, pr);
    expect(trendPoints(prRun).map((p) => p.pass_rate)).toEqual([1, 0.75, 1, 0.5]);
    expect(mermaidTrend(prRun)).toContain('  x-axis ["1111111", "2222222", "3333333", "4444444 (now)"]');
  });
});

describe('a cached baseline that is in the cache but cannot be restored', () => {
  it('is reported as not restored, not as a first run', async () => {
    const main = await scope('prompt v3');
    expect((await saveCachedBaseline(main, '4.1', run(4, 4, null, main), log, root())).saved).toBe(true);
    fake.fail('blob-download', { status: 500, message: 'storage unavailable' });
    const cached = await restoreCachedBaseline(main, dataset, log, root());
    expect(cached.found).toBe(false);
    expect(cached.note).toBe(`The cached baseline for ${dataset.name} could not be restored (the log says why): every case counts as new.`);
  });
});
