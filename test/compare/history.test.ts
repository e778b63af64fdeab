// A baseline's history: its points, trimmed to the last MAX_HISTORY, and
// what the cache keeps of a run (src/baseline/cache-store.ts savedBaseline).
import { describe, expect, it } from 'vitest';
import { historyPoint, MAX_HISTORY, nextHistory } from '../../src/compare/history.js';
import { ResultsSchema } from '../../src/config/results.js';
import { savedBaseline } from '../../src/baseline/cache-store.js';
import { MAIN_SOURCE, point, resultsWith } from '../report/trend-fixtures.js';

describe('historyPoint', () => {
  it('takes the commit, branch and run from the source, the date from finished_at, cost with the judge', () => {
    const results = { ...resultsWith({}), source: MAIN_SOURCE };
    results.summary = { ...results.summary, judge: { calls: 4, cost_usd: 0.001 }, total_cost_usd: undefined };
    expect(historyPoint(results, 2)).toEqual({
      commit: MAIN_SOURCE.commit,
      branch: 'main',
      date: '2026-12-01T09:00:00.000Z',
      run_id: '9876543210',
      run_number: 812,
      pass_rate: 0.75,
      passed: 3,
      total: 4,
      cost_usd: 0.025,
      p95_latency_ms: 900,
      regressions: 2,
    });
    expect(historyPoint(resultsWith({}), null)).toMatchObject({ commit: null, branch: null, run_id: null, run_number: null, regressions: null });
  });
});

describe('nextHistory', () => {
  it('is the previous history and the previous baseline’s point, the newest MAX_HISTORY', () => {
    const older = Array.from({ length: MAX_HISTORY }, (_, i) => point({ run_number: i }));
    const next = nextHistory({ history: older, point: point({ run_number: 99 }) });
    expect(next).toHaveLength(MAX_HISTORY);
    expect(next[0]?.run_number).toBe(1);
    expect(next.at(-1)?.run_number).toBe(99);
    expect(nextHistory({ point: point({ run_number: 5 }) }).map((p) => p.run_number)).toEqual([5]);
    expect(nextHistory(null)).toEqual([]);
    // A Python baseline.json has no figures: nothing to carry.
    expect(nextHistory({})).toEqual([]);
  });

  it('carries no point a run could not have written (a baseline anyone committed)', () => {
    const next = nextHistory({
      history: [point({ pass_rate: 1e308 }), point({ run_number: 1 }), point({ passed: 5, total: 4 })],
      point: point({ run_number: -2 }),
    });
    expect(next.map((p) => p.run_number)).toEqual([1]);
  });
});

describe('savedBaseline', () => {
  it('drops the comparison, keeps its regression count, and carries the history on', () => {
    const history = [point({ run_number: 1 }), point({ run_number: 2 })];
    const results = resultsWith({ point: point({ run_number: 3 }), history }, { passed: 2 });
    const saved = savedBaseline(results);
    expect(saved).not.toHaveProperty('comparison');
    expect(saved).not.toHaveProperty('baseline_note');
    expect(saved.regressions).toBe(1);
    expect(saved.history?.map((p) => p.run_number)).toEqual([1, 2, 3]);
    // It is a results file a later run can read.
    expect(ResultsSchema.parse(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('a first baseline has no history and no regression count', () => {
    const first = { ...resultsWith({}), comparison: null };
    const saved = savedBaseline(first);
    expect(saved).not.toHaveProperty('history');
    expect(saved).not.toHaveProperty('regressions');
  });
});
