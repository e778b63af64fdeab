// Results with a baseline that carries history: what a pull request's run
// sees when main's saved baselines have been running for a while.
import type { CaseResult, HistoryPoint, RunSource } from '../../src/config/results.js';
import type { Baseline } from '../../src/compare/baseline.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { applyGate } from '../../src/app/gate.js';
import { buildResults } from '../../src/results/results.js';
import type { EvalResults } from '../../src/results/results.js';

export const FINISHED_AT = '2026-12-01T09:00:00.000Z';

export function point(over: Partial<HistoryPoint> = {}): HistoryPoint {
  return {
    commit: 'abc1234def5678abc1234def5678abc1234def56',
    branch: 'main',
    date: '2026-11-28T09:00:00.000Z',
    run_id: '9876543210',
    run_number: 812,
    pass_rate: 0.75,
    passed: 3,
    total: 4,
    cost_usd: 0.02,
    p95_latency_ms: 800,
    regressions: 0,
    ...over,
  };
}

export const MAIN_SOURCE: RunSource = {
  repository: 'acme/evals',
  server_url: 'https://github.com',
  branch: 'main',
  ref: 'refs/heads/main',
  commit: 'abc1234def5678abc1234def5678abc1234def56',
  run_id: '9876543210',
  run_number: 812,
  run_attempt: 1,
  event: 'push',
};

/** Cases a to d of one model, the first `passing` of them passing. */
export function fourCases(run: { model: string; passing: number; latency: (i: number) => number; cost: number | null }): CaseResult[] {
  return ['a', 'b', 'c', 'd'].map((id, i) => {
    const status = i < run.passing ? ('pass' as const) : ('fail' as const);
    const score = status === 'pass' ? 1 : 0;
    const result = {
      model: run.model,
      output: id,
      status,
      score,
      latency_ms: run.latency(i),
      usage: null,
      cost_usd: run.cost,
      asserts: [],
      error: null,
    };
    return { id, key: id, line: i + 1, tags: [], status, score, results: [result] };
  });
}

/** A run of four cases (three pass, `passed` of them now) against a baseline with the given provenance extras. */
export function resultsWith(
  provenance: Partial<Baseline['provenance']>,
  options: { name?: string; passed?: number; cost?: number | null; p95?: number } = {},
): EvalResults {
  const cases = fourCases({
    model: 'm',
    passing: options.passed ?? 3,
    latency: (i) => (i === 3 ? (options.p95 ?? 900) : 100),
    cost: options.cost === null ? null : (options.cost ?? 0.024) / 4,
  });
  const results = buildResults({
    dataset: { name: options.name ?? 'support-qa', type: 'qa', dir: 'datasets/support-qa', hash: 'h' },
    models: ['m'],
    judge: null,
    cases,
    startedAt: new Date(Date.parse(FINISHED_AT) - 1000),
    finishedAt: new Date(FINISHED_AT),
  });
  const baseline: Baseline = {
    provenance: { format: 'results', source: 'from the cache', ...provenance },
    dataset: options.name ?? 'support-qa',
    match_by: 'id',
    total: 4,
    passed: 3,
    pass_rate: 0.75,
    cases: ['a', 'b', 'c', 'd'].map((id, i) => ({
      id,
      key: id,
      tags: [],
      status: i < 3 ? ('pass' as const) : ('fail' as const),
      score: null,
      flaky: false,
      models: {},
    })),
  };
  return applyGate(results, resolveThresholds({}), { baseline, note: 'Baseline: the latest results saved on the default branch (same config).' });
}
