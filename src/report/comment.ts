// The PR comment and the check run's text: every dataset's report under one
// verdict, fitted under GitHub's size limit by listing fewer rows per table
// (regressions come first in each report, so they are the last to go).
import { escapeMarkdown } from './escape.js';
import { plural } from '../format.js';
import { renderMarkdown } from './markdown.js';
import type { EvalResults } from './results.js';
import { cutToChars } from './limits.js';
import { distinctSetupErrors } from './setup.js';

export interface CommentInput {
  results: EvalResults[];
  /** Link to the workflow run, where the job summary holds the whole report. */
  runUrl?: string;
  /** The baseline's results were reused without model calls (config unchanged). */
  skipped?: boolean;
  /** The check run's name, for the heading (default `supereval`): matrix legs each post their own comment. */
  name?: string;
  /** Extra lines under the title (baseline provenance, warnings). */
  notes?: string[];
}

// Tried in turn until the body fits: all rows first, then fewer and fewer.
const ROW_BUDGETS = [Infinity, 200, 100, 50, 25, 10, 5, 0];

export function renderComment(input: CommentInput, maxChars: number): { body: string; rowsPerTable: number; truncated: boolean } {
  const passed = input.results.every((r) => r.gate.passed);
  for (const maxRows of ROW_BUDGETS) {
    const body = compose(input, passed, maxRows);
    if (body.length <= maxChars) return { body, rowsPerTable: maxRows, truncated: maxRows !== Infinity };
  }
  const note = `\n\n…cut to fit GitHub's limit; ${input.runUrl ? `the [job summary](${input.runUrl}) has` : 'the job summary has'} the full report.\n`;
  const cut = cutToChars(compose(input, passed, 0), maxChars, note);
  return { body: cut.text, rowsPerTable: 0, truncated: true };
}

function compose(input: CommentInput, passed: boolean, maxRows: number): string {
  const total = input.results.reduce((n, r) => n + r.summary.total, 0);
  const setup = distinctSetupErrors(input.results).length > 0;
  const lines = [
    `## ${escapeMarkdown(input.name ?? 'supereval')}: ${passed ? '✅ passed' : setup ? '⚠️ setup error (not a regression)' : '❌ blocked'}`,
    '',
    `${input.results.length} dataset${input.results.length === 1 ? '' : 's'}, ${total} cases, ${regressionsChecked(input.results)}.${input.skipped ? ' Nothing that decides the outputs changed since the baseline, so its results were reused without calling any model.' : ''}`,
    ...(input.notes ?? []).map((n) => `> ${n}`),
    '',
  ];
  for (const r of input.results) lines.push(renderMarkdown(r, { maxRows, headingLevel: 3 }));
  if (maxRows !== Infinity) {
    lines.push(
      `_Tables list at most ${maxRows} rows each to fit GitHub's comment limit; ${input.runUrl ? `the [job summary](${input.runUrl})` : 'the job summary'} has every case._`,
    );
  } else if (input.runUrl) {
    lines.push(`_[Workflow run](${input.runUrl})_`);
  }
  return lines.join('\n');
}

/** Said instead of "0 regressions" when no case had a baseline to be compared with. */
export const NOT_COMPARED = 'no baseline: regressions not checked';

/**
 * "N regressions" only for what was compared: without any baseline nothing
 * was, and "0 regressions" would read as a clean comparison.
 */
function regressionsChecked(all: readonly EvalResults[]): string {
  const compared = all.filter((r) => r.comparison !== null);
  if (compared.length === 0) return NOT_COMPARED;
  const regressions = plural(
    compared.reduce((n, r) => n + (r.comparison?.regressions ?? 0), 0),
    'regression',
  );
  const missing = all.length - compared.length;
  return missing === 0 ? regressions : `${regressions}, no baseline for ${missing} of ${all.length} datasets`;
}

/** Errors are failed calls, not answers: counted apart so an outage never reads as a model's verdict. */
function errorsPart(all: readonly EvalResults[]): string {
  const errors = all.reduce((n, r) => n + r.summary.errors, 0);
  return errors === 0 ? '' : `, ${plural(errors, 'error')}`;
}

/** The check run's one-line title (plain text). */
export function checkTitle(all: EvalResults[]): string {
  const passed = all.reduce((n, r) => n + r.summary.passed, 0);
  const total = all.reduce((n, r) => n + r.summary.total, 0);
  const setup = distinctSetupErrors(all);
  if (setup.length > 0) return `Setup error (not a regression): ${setup.map((e) => e.model).join(', ')} could not be called`;
  return `${passed}/${total} cases passed${errorsPart(all)}, ${regressionsChecked(all)}`;
}

/** The check run's summary: one line per dataset (markdown; names escaped). */
export function checkSummary(all: EvalResults[]): string {
  return all
    .map(
      (r) =>
        `- ${r.gate.passed ? '✅' : '❌'} ${escapeMarkdown(r.dataset.name)}: ${r.summary.passed}/${r.summary.total} passed${errorsPart([r])}, ${regressionsChecked([r])}`,
    )
    .join('\n');
}
