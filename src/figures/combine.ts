// A case run against several models passes only if it passes on all of them;
// its score is the minimum, as in the Python tool, so a regression on any model shows.
// With trials, each model's trials are summarised first (a flaky model fails).
import type { CaseResult, ModelResult } from '../config/index.js';
import { combineModels, summarizeModels } from './trials.js';
import { minOf } from '../base/index.js';

export function combineModelResults(results: ModelResult[]): Pick<CaseResult, 'status' | 'score' | 'flaky' | 'trials'> {
  // One model, one trial (most runs; once per case read or run): its own verdict, no flaky or trials fields.
  if (results.length === 1) {
    const only = results[0] as ModelResult;
    return { status: only.status, score: only.score };
  }
  const models = summarizeModels(results);
  if (models.length === 0) return { status: 'error', score: 0 };
  const { status, flaky } = combineModels(models);
  const score = minOf(models.map((m) => m.score));
  const trialed = models.some((m) => m.trials > 1);
  return {
    status,
    score,
    ...(flaky ? { flaky: true } : {}),
    ...(trialed
      ? { trials: models.map(({ model, trials, passes, pass_at_k, pass_hat_k }) => ({ model, trials, passes, pass_at_k, pass_hat_k })) }
      : {}),
  };
}
