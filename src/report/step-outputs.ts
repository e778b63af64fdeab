// The figures the action hands to the steps that follow (pure): spend split
// into models, judge and this run's share; one verdict per dataset; and the
// regressed cases, each named by dataset, id and model.
import type { ModelResult } from '../config/index.js';
import { type EvalResults, answerCounts, spendOf, sumSpend, setupErrorOf } from '../results/index.js';
import { stoppedByCap } from './run-caps.js';

export interface DatasetVerdict {
  name: string;
  /** The dataset's gate passed. */
  passed: boolean;
  pass_rate: number;
  cases: number;
  regressions: number;
  fixed: number;
  errors: number;
  /** Models and judge; null when a price is unknown. */
  cost_usd: number | null;
  /** 0 when the results were reused. */
  spent_usd: number | null;
  reused: boolean;
  setup_error: boolean;
  /** Null when the results file could not be written. */
  results_path: string | null;
}

export interface RegressedCase {
  dataset: string;
  id: string;
  /** The model it regressed on; null when the comparison was per case (one model on either side, or models changed). */
  model: string | null;
}

export function spendOutputs(all: readonly EvalResults[]) {
  const spend = sumSpend(all.map(spendOf));
  let answers = 0;
  let reused = 0;
  // A failure's re-runs (--confirm-regressions) are calls this run made too.
  let reruns = 0;
  for (const results of all) {
    const counts = answerCounts(results);
    answers += counts.answers;
    reused += counts.reused;
    if (results.run.reused_from === undefined) reruns += results.summary.confirmation?.calls ?? 0;
  }
  return {
    'cost-usd': spend.total,
    'model-cost-usd': spend.models,
    'judge-cost-usd': spend.judge,
    'spent-usd': spend.thisRun,
    'reused-answers': reused,
    calls: answers - reused + reruns,
  };
}

export function datasetVerdicts(runs: readonly { results: EvalResults; resultsPath: string | null }[]): DatasetVerdict[] {
  return runs.map(({ results, resultsPath }) => {
    const spend = spendOf(results);
    return {
      name: results.dataset.name,
      passed: results.gate.passed,
      pass_rate: results.summary.pass_rate,
      cases: results.summary.total,
      regressions: regressedCases([results]).length,
      fixed: results.comparison?.fixed ?? 0,
      errors: results.summary.errors,
      cost_usd: spend.total,
      spent_usd: spend.thisRun,
      reused: results.run.reused_from !== undefined,
      setup_error: (results.setup_errors?.length ?? 0) > 0,
      results_path: resultsPath,
    };
  });
}

/**
 * Regressions a follow-up step can act on. Cases that a setup error or the
 * run's caps (cost, time) kept from running are left out: they did not regress, they
 * were not evaluated (the report and the gate say so).
 */
export function regressedCases(all: readonly EvalResults[]): RegressedCase[] {
  return all.flatMap((results) => {
    const byId = new Map(results.cases.map((c) => [c.id, c]));
    const notEvaluated = (id: string, model: string | null) => {
      const mine: ModelResult[] = (byId.get(id)?.results ?? []).filter((r) => model === null || r.model === model);
      const failing = mine.filter((r) => r.status !== 'pass');
      return failing.length > 0 && failing.every((r) => setupErrorOf(results, r) !== undefined || stoppedByCap(results, r));
    };
    return (results.comparison?.cases ?? [])
      .filter((c) => c.classification === 'regression' && !notEvaluated(c.id, c.model))
      .map((c) => ({ dataset: results.dataset.name, id: c.id, model: c.model }));
  });
}
