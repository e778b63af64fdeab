// 5. The step outputs (action.yml's `outputs`), last: they report what the
// publishers before made (the summary file, the comment, the cache keys).
import { inertJson, maxOf } from '../../base/index.js';
import type { EvalResults } from '../../results/index.js';
import { datasetVerdicts, regressedCases, spendOutputs } from '../../report/index.js';
import { setStepOutputs, type ActionOutputs } from '../outputs.js';
import { allReused, resultsOf, type Publisher } from '../publisher.js';

export const stepOutputs: Publisher = {
  name: 'step outputs',
  async publish(run) {
    const all = resultsOf(run);
    const totals = aggregate(all);
    const regressed = regressedCases(all);
    const outputs: ActionOutputs = {
      passed: run.passed,
      'pass-rate': totals.passRate,
      regressions: regressed.length,
      fixed: totals.fixed,
      errors: totals.errors,
      ...spendOutputs(all),
      'p95-latency-ms': totals.p95,
      'baseline-found': run.runs.some((r) => r.results.comparison !== null),
      'baseline-key': run.published.cacheKeys.filter(Boolean).join('\n') || null,
      'results-path': run.resultsPath,
      'comment-url': run.published.commentUrl,
      skipped: allReused(run),
      'setup-error': run.setupErrors.length > 0,
      // JSON whose untrusted names cannot act as workflow commands where a later step echoes them.
      datasets: inertJson(datasetVerdicts(run.runs), 0),
      'regressed-cases': inertJson(regressed, 0),
      'summary-path': run.published.summaryPath,
      'report-path': run.published.reportPath,
      'report-url': run.published.reportUrl,
      'stopped-early': all.some((r) => r.stopped_early !== undefined),
    };
    setStepOutputs(outputs);
    return {};
  },
};

function aggregate(all: EvalResults[]) {
  const total = all.reduce((n, r) => n + r.summary.total, 0);
  const passed = all.reduce((n, r) => n + r.summary.passed, 0);
  const p95s = all.map((r) => r.summary.p95_latency_ms).filter((x): x is number => x !== null);
  return {
    passRate: total === 0 ? null : passed / total,
    fixed: all.reduce((n, r) => n + (r.comparison?.fixed ?? 0), 0),
    errors: all.reduce((n, r) => n + r.summary.errors, 0),
    // The worst dataset's p95: a conservative figure for a gate on the whole run.
    p95: p95s.length === 0 ? null : maxOf(p95s),
  };
}
