// 4. The baseline cache: complete, new results saved for later runs when the
// plan says so (src/baseline/policy.ts). Before the outputs, which name the
// keys saved. A cancelled job still saves the datasets that finished before
// the signal (interrupted ones are incomplete and never saved): a job cut off
// by its timeout keeps the baselines it did make.
import { actionLog as log } from '../action-log.js';
import { savePlannedCache, baselineRoot } from '../../baseline/index.js';
import type { Publisher } from '../publisher.js';

export const baselineCache: Publisher = {
  name: 'baseline cache',
  async publish(run) {
    const runId = `${run.ctx.runId}.${run.ctx.runAttempt}`;
    const cacheKeys: (string | null)[] = [];
    const root = baselineRoot(run.ctx.runnerTemp);
    for (const [i, r] of run.runs.entries()) {
      const saved = await savePlannedCache(run.plan, { dataset: r.dataset, scope: r.scope, results: r.results, reused: r.skipped, root }, runId, log);
      cacheKeys.push(saved ?? run.published.cacheKeys[i] ?? null);
    }
    return { cacheKeys };
  },
};
