// What a run spent (pure): the models' calls, the judge's, their total, and
// how much of it this run spent rather than reused from an earlier run's
// results. Unknown stays unknown: one unknown part makes the sum unknown.
import type { Results, Summary } from '../config/index.js';
import { formatCost } from '../base/index.js';

export interface Spend {
  models: number | null;
  judge: number | null;
  /** models + judge: what max_cost_usd limits. */
  total: number | null;
  /** Spent by this run's calls: 0 for reused results and answers. */
  thisRun: number | null;
  /** The cost of results and answers reused without calls. */
  reused: number | null;
}

/** Answers the run has (one per case, model and trial), and how many of them came from the baseline without a call. */
export interface AnswerCounts {
  answers: number;
  reused: number;
}

const round = (x: number) => Math.round(x * 1e8) / 1e8;
const addCosts = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : round(a + b));

/** The total of models and judge; computed for results written before the field existed. */
export function totalCostUsd(summary: Summary): number | null {
  if (summary.total_cost_usd !== undefined) return summary.total_cost_usd;
  return addCosts(summary.cost_usd, summary.judge ? summary.judge.cost_usd : 0);
}

export function spendOf(results: Pick<Results, 'summary' | 'run'>): Spend {
  const total = totalCostUsd(results.summary);
  const reused = results.run.reused_from !== undefined;
  // Answers reused from the baseline: their recorded cost is in the total, but this run did not spend it.
  const reuse = results.summary.reuse;
  const reusedAnswers = reuse ? reuse.cost_usd : 0;
  const judge = results.summary.judge ? results.summary.judge.cost_usd : 0;
  // Every answer reused: the models' part spent nothing, whatever their recorded prices were.
  const spent = reuse?.calls === 0 ? judge : total === null || reusedAnswers === null ? null : round(total - reusedAnswers);
  return {
    models: results.summary.cost_usd,
    judge,
    total,
    thisRun: reused ? 0 : spent,
    reused: reused ? total : reusedAnswers,
  };
}

/** How many answers a run has and how many it reused: all of them when the whole results were reused. */
export function answerCounts(results: Pick<Results, 'summary' | 'run' | 'cases'>): AnswerCounts {
  let answers = 0;
  for (const c of results.cases) answers += c.results.length;
  if (results.run.reused_from !== undefined) return { answers, reused: answers };
  return { answers, reused: results.summary.reuse?.reused ?? 0 };
}

export function sumSpend(list: readonly Spend[]): Spend {
  const sum = (pick: (s: Spend) => number | null) => list.reduce<number | null>((acc, s) => addCosts(acc, pick(s)), 0);
  return {
    models: sum((s) => s.models),
    judge: sum((s) => s.judge),
    total: sum((s) => s.total),
    thisRun: sum((s) => s.thisRun),
    reused: sum((s) => s.reused),
  };
}

/** "$0.20 (models $0.04, judge $0.16)", or the models' cost alone without a judge; says when it was reused. */
export function spendText(results: Pick<Results, 'summary' | 'run'>): string {
  const spend = spendOf(results);
  const parts = results.summary.judge ? ` (models ${formatCost(spend.models)}, judge ${formatCost(spend.judge)})` : '';
  const partly =
    results.summary.reuse && results.summary.reuse.reused > 0
      ? `, of which ${formatCost(spend.reused)} reused: this run spent ${formatCost(spend.thisRun)}`
      : '';
  const reused = results.run.reused_from !== undefined ? ', reused: nothing spent in this run' : partly;
  return `${formatCost(spend.total)}${parts}${reused}`;
}
