// Aggregation of repeated trials (`--trials K`): per case and model,
// passes out of K, pass@k and pass^k, and whether the trials disagree. A flaky
// case counts as a failure until it is fixed.
import type { CaseResult, ModelResult, Status } from '../config/index.js';
import { passAtK, passHatK } from './pass-at-k.js';

export interface TrialSummary {
  trials: number;
  passes: number;
  errors: number;
  /** `pass` only when every trial passed; a flaky model is `fail`. */
  status: Status;
  /** Some trials passed and some did not. */
  flaky: boolean;
  /** pass@K and pass^K with K = trials: any trial passed / every trial passed. */
  pass_at_k: number;
  pass_hat_k: number;
}

export function summarizeTrials(statuses: readonly Status[]): TrialSummary {
  if (statuses.length === 0) throw new RangeError('a trial summary needs at least one trial');
  let passes = 0;
  let errors = 0;
  for (const s of statuses) {
    if (s === 'pass') passes++;
    else if (s === 'error') errors++;
  }
  const { model: _model, score: _score, ...summary } = trialsOf('', statuses.length, passes, errors, 0);
  return summary;
}

export interface ModelTrials extends TrialSummary {
  model: string;
  /** Mean score over the trials. */
  score: number;
}

/** Groups a case's results by model (in first-seen order) and summarises each model's trials. */
export function summarizeModels(results: readonly ModelResult[]): ModelTrials[] {
  // One model, one trial (most runs): no grouping. Every case of a run comes
  // through here, several times, so it is built without spreads.
  if (results.length === 1) return [modelTrials((results[0] as ModelResult).model, results)];
  const byModel = new Map<string, ModelResult[]>();
  for (const r of results) {
    const list = byModel.get(r.model);
    if (list) list.push(r);
    else byModel.set(r.model, [r]);
  }
  const models: ModelTrials[] = [];
  for (const [model, runs] of byModel) models.push(modelTrials(model, runs));
  return models;
}

function modelTrials(model: string, runs: readonly ModelResult[]): ModelTrials {
  // Counted over the runs, without a list of their statuses.
  let passes = 0;
  let errors = 0;
  let sum = 0;
  for (const r of runs) {
    if (r.status === 'pass') passes++;
    else if (r.status === 'error') errors++;
    sum += r.score;
  }
  return trialsOf(model, runs.length, passes, errors, sum / runs.length);
}

/** A model's trials from their counts: the one place their figures are made, as one literal (once per case and model each time a case is summarised). */
function trialsOf(model: string, trials: number, passes: number, errors: number, score: number): ModelTrials {
  return {
    model,
    trials,
    passes,
    errors,
    status: passes === trials ? 'pass' : errors === trials ? 'error' : 'fail',
    flaky: passes > 0 && passes < trials,
    pass_at_k: passAtK(trials, passes, trials),
    pass_hat_k: passHatK(trials, passes, trials),
    score,
  };
}

/**
 * Case-level status over models (as in the Python tool, a case passes only if every model
 * passes it). A real failure outranks an error; flaky if any model is.
 */
export function combineModels(models: readonly Pick<TrialSummary, 'status' | 'flaky'>[]): {
  status: Status;
  flaky: boolean;
} {
  const flaky = models.some((m) => m.flaky);
  if (models.length === 0) return { status: 'error', flaky };
  if (models.every((m) => m.status === 'pass')) return { status: 'pass', flaky };
  return { status: models.some((m) => m.status === 'fail') ? 'fail' : 'error', flaky };
}

/**
 * Dataset-level pass@k and pass^k: the unbiased per-case estimates averaged
 * over cases (k may be smaller than the trials each case ran).
 */
export function meanPassK(
  summaries: readonly Pick<TrialSummary, 'trials' | 'passes'>[],
  k: number,
): { pass_at_k: number; pass_hat_k: number } | null {
  if (summaries.length === 0) return null;
  let at = 0;
  let hat = 0;
  for (const s of summaries) {
    at += passAtK(s.trials, s.passes, k);
    hat += passHatK(s.trials, s.passes, k);
  }
  return { pass_at_k: at / summaries.length, pass_hat_k: hat / summaries.length };
}

export interface CaseOutcome {
  status: Status;
  flaky: boolean;
  models: ModelTrials[];
}

/**
 * A case as the comparison sees it: the runner's status, except that a case
 * with a flaky model never counts as passing.
 */
export function summarizeCase(c: Pick<CaseResult, 'status' | 'results'>): CaseOutcome {
  const models = summarizeModels(c.results);
  const flaky = models.some((m) => m.flaky);
  return { status: flaky && c.status === 'pass' ? 'fail' : c.status, flaky, models };
}

/**
 * The result a report shows for a case and model (any model when null): the
 * first trial that did not pass, else the first; undefined when it has none.
 */
export function shownResult(results: readonly ModelResult[], model: string | null): ModelResult | undefined {
  // One result (most cases): no filtered list to make, once per case read from a baseline or reported.
  if (results.length === 1) {
    const only = results[0] as ModelResult;
    return model === null || only.model === model ? only : undefined;
  }
  const mine = model === null ? results : results.filter((r) => r.model === model);
  return mine.find((r) => r.status !== 'pass') ?? mine[0];
}
