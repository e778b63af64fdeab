// The terminal report: the same content as the markdown one, as plain text.
// Untrusted strings lose control characters so they cannot drive the terminal.
import { excerpt, oneLine, stripControl, formatLatency, formatPct, formatPoints, plural, appendAll } from '../base/index.js';
import { dimensionSummary, failingRows, formatFigure, measured, metricSummary, reasonOf } from './markdown.js';
import { type EvalResults, spendText, setupErrorOf, hasNoCases, NO_CASES } from '../results/index.js';
import type { Comparison, ComparisonCase, CaseResult } from '../config/index.js';
import { changeWithInterval, clusterNote, excludesZero } from './error-bars.js';
import { setupText } from './setup.js';
import { runCapsText, stoppedByCap } from './run-caps.js';
import { reuseSentence } from './reuse.js';
import { baselineLines, figureChanges, type Words } from './provenance.js';
import { textTrend } from './trend.js';
import { describeSelection } from './selection.js';
import { confirmationSentence } from './confirmation.js';
import { confirmationText } from './case-detail.js';

export interface TextOptions {
  maxRows?: number;
}

type ReportResults = Omit<EvalResults, 'comparison' | 'baseline_note'> & Partial<Pick<EvalResults, 'comparison' | 'baseline_note'>>;

const clean = (text: string | null | undefined, max: number) => excerpt(stripControl(text ?? ''), max);

// The terminal gets no links: the commit and run number say enough.
const TEXT_WORDS: Words = { code: (text) => oneLine(text), link: (text) => text, text: (text) => oneLine(text) };

export function renderText(results: ReportResults, options: TextOptions = {}): string {
  const { summary, gate, dataset } = results;
  const comparison = results.comparison ?? null;
  const lines: string[] = [];
  const change = figureChanges(results);
  const empty = gate.passed && hasNoCases(results);
  const figures = empty ? NO_CASES : `${summary.passed}/${summary.total} passed (${formatPct(summary.pass_rate)})`;
  lines.push(`${empty ? 'EMPTY' : gate.passed ? 'PASS' : 'FAIL'}  ${clean(dataset.name, 80)} (${dataset.type}): ${figures}`);
  appendAll(lines, [...setupText(results), ...runCapsText(results)]);
  for (const reason of gate.reasons) lines.push(`  blocked: ${oneLine(reason)}`);
  lines.push(
    `  failed ${summary.failed}, errors ${summary.errors}, cost ${spendText(results)}${change.cost ? ` (${change.cost} vs baseline)` : ''}, p95 latency ${formatLatency(summary.p95_latency_ms)}${change.p95 ? ` (${change.p95} vs baseline)` : ''}`,
    `  models: ${results.models.map((m) => oneLine(m)).join(', ')}${results.judge ? `; judge: ${oneLine(results.judge)}` : ''}`,
  );
  const reused = reuseSentence(summary, (commit) => oneLine(commit));
  if (reused) lines.push(`  answers: ${reused}`);
  if (comparison?.model_change) {
    const list = (models: string[]) => models.map((m) => oneLine(m)).join(', ');
    lines.push(
      `  models changed: the baseline ran ${list(comparison.model_change.baseline)}; this run ${list(comparison.model_change.now)} (a model the baseline did not run is compared with its verdict for the case)`,
    );
  }
  appendAll(
    lines,
    baselineLines(results, TEXT_WORDS).map((l) => `  ${l}`),
  );
  const trend = textTrend(results);
  if (trend) lines.push(`  ${trend}`);
  if (results.run.selection) lines.push(`  subset: ${oneLine(describeSelection(results.run.selection))}`);
  if (comparison) {
    lines.push(
      `  vs baseline: ${formatPct(comparison.baseline_pass_rate)} -> ${formatPct(comparison.pass_rate)} (${formatPoints(comparison.pass_rate - comparison.baseline_pass_rate)}), ${plural(comparison.regressions, 'regression')}${comparison.flaky ? `, ${comparison.flaky} flaky` : ''}${comparison.undecided ? `, ${comparison.undecided} undecided` : ''}, ${comparison.fixed} fixed, ${comparison.new} new, ${comparison.removed} removed; McNemar p = ${comparison.mcnemar_p.toFixed(3)}`,
    );
    const paired = comparison.paired_difference;
    if (paired) {
      const verdict = excludesZero(paired) ? 'excludes zero' : 'includes zero: within the noise';
      lines.push(
        `  change over ${plural(comparison.paired, 'paired case')}: ${changeWithInterval(paired)} (95% interval${clusterNote(paired, comparison.paired)}; ${verdict})`,
      );
    }
    if (comparison.power_note) lines.push(`  note: ${oneLine(comparison.power_note)}`);
  }
  const reruns = confirmationSentence(summary, '');
  if (reruns) lines.push(`  re-runs: ${reruns}`);
  const dimensions = dimensionSummary(results.cases);
  if (dimensions.length > 0) lines.push(`  scores (mean): ${dimensions.map((d) => `${d.name} ${measured(d.mean)}`).join(', ')}`);
  const metrics = metricSummary(results.cases);
  if (metrics.length > 0) lines.push(`  metrics (mean): ${metrics.map((m) => `${clean(m.name, 60)} ${measured(m.mean)}`).join(', ')}`);
  const runScorers = Object.entries(summary.scorers ?? {});
  if (runScorers.length > 0) {
    const figure = ([name, f]: (typeof runScorers)[number]) =>
      name === 'trajectory_matcher' ? `${name} mean ${formatFigure(f.mean)}` : `${name} total ${formatFigure(f.total)}`;
    lines.push(`  run scorers: ${runScorers.map(figure).join(', ')}`);
  }
  if (summary.skipped_asserts > 0) {
    lines.push(`  note: ${plural(summary.skipped_asserts, 'judged assertion')} skipped (no --judge-model; --require-judge makes this a failure)`);
  }
  const regressed = new Set(comparison?.cases.filter((c) => c.classification === 'regression').map((c) => c.id) ?? []);
  const flaky = new Set(comparison?.cases.filter((c) => c.classification === 'flaky').map((c) => c.id) ?? []);
  const undecided = new Set(comparison?.cases.filter((c) => c.classification === 'undecided').map((c) => c.id) ?? []);
  // Regressions first: they are what a reviewer came for; then the undecided; failures that did not reproduce last.
  const rank = (id: string) => (regressed.has(id) ? 0 : undecided.has(id) ? 1 : flaky.has(id) ? 3 : 2);
  const rows = failingRows(results.cases)
    .filter((r) => setupErrorOf(results, r.result) === undefined && !stoppedByCap(results, r.result))
    .sort((a, b) => rank(a.testCase.id) - rank(b.testCase.id));
  const max = options.maxRows ?? 20;
  for (const { testCase, result } of rows.slice(0, max)) {
    const label = regressed.has(testCase.id)
      ? 'REGRESSED'
      : undecided.has(testCase.id)
        ? 'UNDECIDED'
        : flaky.has(testCase.id)
          ? 'FLAKY'
          : result.status.toUpperCase();
    lines.push(
      `  ${label.padEnd(9)} ${clean(testCase.id, 60)} [${clean(result.model, 60)}]${testCase.flaky ? ' (flaky)' : ''}${rerunsOf(testCase, result.model)}`,
    );
    if (testCase.expected) lines.push(`            expected: ${clean(testCase.expected, 100)}`);
    const before = baselineEntry(comparison, testCase.id, result.model);
    if (before?.baseline_output !== undefined) lines.push(`            baseline: ${baselineOutputText(before, result.output)}`);
    if (result.output !== null) lines.push(`            output:   ${clean(result.output, 100)}`);
    const rerun = testCase.confirmation?.find((m) => m.model === result.model)?.passed_output;
    if (typeof rerun === 'string') lines.push(`            re-run:   ${clean(rerun, 100)}`);
    lines.push(`            reason:   ${clean(reasonOf(result), 160)}`);
  }
  if (rows.length > max) lines.push(`  …and ${rows.length - max} more failing results (see --output)`);
  return lines.join('\n') + '\n';
}

/** ", passed 1 of 2 re-runs" when the model's failure was run again (--confirm-regressions). */
function rerunsOf(c: CaseResult, model: string): string {
  const reruns = c.confirmation?.find((m) => m.model === model);
  return reruns ? `, ${confirmationText(reruns)}` : '';
}

/** The comparison's entry for a case and model: its own, or the case's when the comparison is per case. */
function baselineEntry(comparison: Comparison | null, id: string, model: string): ComparisonCase | undefined {
  return comparison?.cases.find((c) => c.id === id && (c.model === model || c.model === null));
}

/** What the baseline answered, naming its model when it was another (after a model swap). */
function baselineOutputText(entry: ComparisonCase, now: string | null): string {
  if (now !== null && entry.baseline_output === now && !entry.baseline_model) return '(the same output)';
  const from = entry.baseline_model ? `[${clean(entry.baseline_model, 60)}] ` : '';
  return from + (entry.baseline_output === null ? '(no output: the call failed)' : clean(entry.baseline_output, 100));
}
