// The PR comment and the check run's text: every dataset's report under one
// verdict, fitted under GitHub's size limit by listing fewer cases per section,
// fewer of them in full, and shorter outputs (regressions come first in each
// report and keep more cases in full, so they are the last to go).
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
  /** Per entry of `results`: its cases.jsonl at the commit under review, for links to each case's line. */
  casesUrls?: readonly (string | undefined)[];
}

/** How much of each dataset's report a comment shows. */
export interface CommentBudget {
  /** Cases listed per section (the rest counted). */
  rows: number;
  /** Regressions shown in full (input, expected, outputs side by side). */
  details: number;
  /** Still-failing and fixed cases shown in full, in their collapsed sections. */
  collapsedDetails: number;
  /** Characters of each output shown in full. */
  chars: number;
  /** Rows of the per-tag table. */
  tagRows: number;
}

// The last resort: no case listed, only the counts.
const LEAST: CommentBudget = { rows: 0, details: 0, collapsedDetails: 0, chars: 120, tagRows: 0 };

// Tried in turn until the body fits: everything first, then fewer cases, fewer in full, shorter outputs.
export const BUDGETS: readonly CommentBudget[] = [
  { rows: Infinity, details: Infinity, collapsedDetails: Infinity, chars: 600, tagRows: 20 },
  { rows: 200, details: 50, collapsedDetails: 10, chars: 600, tagRows: 20 },
  { rows: 100, details: 25, collapsedDetails: 5, chars: 400, tagRows: 15 },
  { rows: 50, details: 10, collapsedDetails: 3, chars: 300, tagRows: 10 },
  { rows: 25, details: 5, collapsedDetails: 1, chars: 240, tagRows: 10 },
  { rows: 10, details: 3, collapsedDetails: 0, chars: 200, tagRows: 5 },
  { rows: 5, details: 1, collapsedDetails: 0, chars: 160, tagRows: 5 },
  LEAST,
];

export function renderComment(input: CommentInput, maxChars: number): { body: string; rowsPerTable: number; truncated: boolean } {
  const passed = input.results.every((r) => r.gate.passed);
  for (const budget of BUDGETS) {
    const body = compose(input, passed, budget);
    if (body.length <= maxChars) return { body, rowsPerTable: budget.rows, truncated: budget !== BUDGETS[0] };
  }
  const note = `\n\n…cut to fit GitHub's limit; ${input.runUrl ? `the [job summary](${input.runUrl}) has` : 'the job summary has'} the full report.\n`;
  const cut = cutToChars(compose(input, passed, LEAST), maxChars, note);
  return { body: cut.text, rowsPerTable: 0, truncated: true };
}

function compose(input: CommentInput, passed: boolean, budget: CommentBudget): string {
  const maxRows = budget.rows;
  const total = input.results.reduce((n, r) => n + r.summary.total, 0);
  const setup = distinctSetupErrors(input.results).length > 0;
  const lines = [
    `## ${escapeMarkdown(input.name ?? 'supereval')}: ${passed ? '✅ passed' : setup ? '⚠️ setup error (not a regression)' : '❌ blocked'}`,
    '',
    `${input.results.length} dataset${input.results.length === 1 ? '' : 's'}, ${total} cases, ${regressionsChecked(input.results)}.${input.skipped ? ' Nothing that decides the outputs changed since the baseline, so its results were reused without calling any model.' : ''}`,
    ...(input.notes ?? []).map((n) => `> ${n}`),
    '',
  ];
  input.results.forEach((r, i) => {
    const casesUrl = input.casesUrls?.[i];
    lines.push(
      renderMarkdown(r, {
        maxRows,
        headingLevel: 3,
        maxDetails: budget.details,
        maxCollapsedDetails: budget.collapsedDetails,
        detailChars: budget.chars,
        maxTagRows: budget.tagRows,
        ...(casesUrl ? { casesUrl } : {}),
      }),
    );
  });
  if (budget !== BUDGETS[0]) {
    lines.push(
      `_Tables list at most ${maxRows} rows each to fit GitHub's comment limit; ${input.runUrl ? `the [job summary](${input.runUrl})` : 'the job summary'} has every case. Here, at most ${budget.details} regressions per dataset are shown in full._`,
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
