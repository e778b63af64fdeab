// What the HTML report shows above a dataset's cases: its name and verdict,
// the gate's reasons, the summary row and the trend. Every text from the
// results is escaped. Pure.
import { escapeHtml, formatCost, formatLatency, formatPct } from '../../base/index.js';
import { changeCell } from '../error-bars.js';
import { confirmationSentence } from '../confirmation.js';
import { type EvalResults, spendOf } from '../../results/index.js';
import { trendSvg } from './trend-svg.js';

/** A dataset's heading, verdict, reasons, summary and trend. */
export function datasetHeader(results: EvalResults): string {
  const { summary, comparison, gate } = results;
  const verdict = gate.passed ? '<span class="verdict pass">passed</span>' : '<span class="verdict fail">blocked</span>';
  const reasons = gate.reasons.length > 0 ? `<ul class="reasons">${gate.reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` : '';
  const figures: [string, string][] = [
    ['Pass rate', `${formatPct(summary.pass_rate)} (${summary.passed}/${summary.total})`],
    ['Baseline', comparison ? formatPct(comparison.baseline_pass_rate) : 'none'],
    ['Change', comparison ? changeCell(comparison) : '–'],
    ['Regressions', comparison ? String(comparison.regressions) : '–'],
    ['Fixed', comparison ? String(comparison.fixed) : '–'],
    ['Errors', String(summary.errors)],
    ['Cost', formatCost(spendOf(results).total)],
    ['p95 latency', formatLatency(summary.p95_latency_ms)],
  ];
  const table = `<table class="summary"><tr>${figures.map(([h]) => `<th>${h}</th>`).join('')}</tr><tr>${figures.map(([, v]) => `<td>${escapeHtml(v)}</td>`).join('')}</tr></table>`;
  const note = results.baseline_note ? `<p class="note">${escapeHtml(results.baseline_note)}</p>` : '';
  const models = `<p class="note">Models: ${results.models.map((m) => `<code>${escapeHtml(m)}</code>`).join(', ')}</p>`;
  // What the regressions' re-runs found and cost (--confirm-regressions), as the comment says it.
  const rerunText = confirmationSentence(summary);
  const reruns = rerunText ? `<p class="note">${escapeHtml(rerunText)}</p>` : '';
  return `<h2>${escapeHtml(results.dataset.name)} ${verdict}</h2>${reasons}${table}${note}${models}${reruns}${trendSvg(results)}`;
}
