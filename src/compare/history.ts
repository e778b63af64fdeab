// A dataset's history on the default branch: each baseline saved there
// carries the summaries of the ones saved before it, so a trend needs no
// storage beyond the baseline itself. Pure.
import type { HistoryPoint, Results } from '../config/results.js';
import { totalCostUsd } from '../results/spend.js';

/** The most earlier runs a baseline carries: a month of daily runs. */
export const MAX_HISTORY = 30;

/** One run's point: its source, date and figures. `regressions` against its own baseline, when it had one. */
export function historyPoint(results: Pick<Results, 'source' | 'run' | 'summary'>, regressions: number | null): HistoryPoint {
  const { source, summary } = results;
  return {
    commit: source?.commit ?? null,
    branch: source?.branch ?? null,
    date: results.run.finished_at,
    run_id: source?.run_id ?? null,
    run_number: source?.run_number ?? null,
    pass_rate: summary.pass_rate,
    passed: summary.passed,
    total: summary.total,
    cost_usd: totalCostUsd(summary),
    p95_latency_ms: summary.p95_latency_ms,
    regressions,
  };
}

/** What a baseline saved now carries: the previous baseline's history and its own point, the last MAX_HISTORY. */
export function nextHistory(previous: { history?: HistoryPoint[] | undefined; point?: HistoryPoint | undefined } | null | undefined): HistoryPoint[] {
  if (!previous) return [];
  return [...(previous.history ?? []), ...(previous.point ? [previous.point] : [])].slice(-MAX_HISTORY);
}
