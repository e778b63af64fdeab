// A dataset's history on the default branch: each baseline saved there
// carries the summaries of the ones saved before it, so a trend needs no
// storage beyond the baseline itself. Pure.
import type { HistoryPoint, Results } from '../config/index.js';
import { totalCostUsd } from '../results/index.js';

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

/** What a baseline saved now carries: the previous baseline's history and its own point, the last MAX_HISTORY that are sound. */
export function nextHistory(previous: { history?: HistoryPoint[] | undefined; point?: HistoryPoint | undefined } | null | undefined): HistoryPoint[] {
  if (!previous) return [];
  return checkedHistory([...(previous.history ?? []), ...(previous.point ? [previous.point] : [])]);
}

const isCount = (n: number | null) => n === null || (Number.isSafeInteger(n) && n >= 0);
const isAmount = (n: number | null) => n === null || (Number.isFinite(n) && n >= 0);

/**
 * Whether a point's figures are ones a run could have written: a pass rate
 * between 0 and 1, counts that are counts, no more passed than ran. A
 * baseline is a file anyone can commit; a point that is not sound (1e308)
 * would break the chart drawn from it.
 */
export function soundPoint(p: HistoryPoint): boolean {
  return (
    Number.isFinite(p.pass_rate) &&
    p.pass_rate >= 0 &&
    p.pass_rate <= 1 &&
    isCount(p.total) &&
    isCount(p.passed) &&
    p.passed <= p.total &&
    isCount(p.regressions) &&
    isCount(p.run_number) &&
    isAmount(p.cost_usd) &&
    isAmount(p.p95_latency_ms)
  );
}

/** The sound points of a history, the newest MAX_HISTORY: however long the file's list, the trend draws at most that many. */
export function checkedHistory(history: readonly HistoryPoint[]): HistoryPoint[] {
  return history.filter(soundPoint).slice(-MAX_HISTORY);
}
