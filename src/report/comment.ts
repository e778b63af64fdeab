// The PR comment, the check run and the job summary share one layout: the
// verdict, then (for several datasets) a table with one row per dataset, then
// each dataset's report, collapsed in <details> when it passed. The comment is
// fitted under GitHub's size limit by listing fewer cases per section, fewer
// of them in full, and shorter outputs, then by leaving out whole datasets'
// reports, passed ones first (regressions come first in each report and keep
// more cases in full, and blocked datasets come first, so they go last).
import { escapeHtml, escapeMarkdown, formatCost, formatPct, formatPoints, plural } from '../base/index.js';
import { datasetVerdict, renderMarkdown } from './markdown.js';
import { type EvalResults, spendOf, distinctSetupErrors, setupHeadline, hasNoCases, NO_CASES, nothingEvaluated } from '../results/index.js';
import { cutMarkdown, cutMarkdownToUtf8Bytes, JOB_SUMMARY_MAX_BYTES } from './limits.js';

export interface CommentInput {
  results: EvalResults[];
  /** Link to the workflow run, where the job summary holds the whole report. */
  runUrl?: string;
  /** The baseline's results were reused without model calls (config unchanged). */
  skipped?: boolean;
  /** The check run's name, for the heading (default `supereval`): matrix legs each post their own comment. */
  name?: string;
  /** Extra lines under the title (baseline provenance, warnings), markdown. */
  notes?: string[];
  /** Per entry of `results`: its cases.jsonl at the commit under review, for links to each case's line. */
  casesUrls?: readonly (string | undefined)[];
  /** Per entry of `results`: the case field that says what was asked (its dataset kind's `inputField`). */
  inputFields?: readonly (string | undefined)[];
  /** The HTML report of every case (an artifact of the run), linked under the verdict. */
  reportUrl?: string;
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
  const note = `\n\n…cut to fit GitHub's limit; ${input.runUrl ? `the [job summary](${input.runUrl}) has` : 'the job summary has'} the full report.\n`;
  const fitted = fit(input, 'comment', BUDGETS, maxChars, (body) => body.length <= maxChars);
  if (fitted) return { body: fitted.body, rowsPerTable: fitted.budget.rows, truncated: fitted.budget !== BUDGETS[0] };
  return { body: cutMarkdown(compose(input, LEAST, 'comment', 0), maxChars, note).text, rowsPerTable: 0, truncated: true };
}

/**
 * Most rows of each job summary table. GitHub shows at most 1 MiB of a
 * step's summary, a few thousand rows; past that a table is a list nobody
 * reads, where the results JSON has every case.
 */
export const SUMMARY_ROWS = 1000;

/** The job summary's budgets: its own first (the report's defaults but for the rows), then the comment's smaller ones. */
const SUMMARY_BUDGETS: readonly CommentBudget[] = [
  { rows: SUMMARY_ROWS, details: 100, collapsedDetails: 25, chars: 1000, tagRows: SUMMARY_ROWS },
  ...BUDGETS.slice(1),
];

/**
 * The job summary (and summary.md, and the CLI's `--format markdown`): the
 * comment's layout with up to SUMMARY_ROWS rows a table, fitted under the
 * job summary's 1 MiB as the comment is under its limit (fewer rows, then
 * fewer datasets' reports), so a cut never drops the reports at its end.
 */
export function renderSummary(input: Omit<CommentInput, 'runUrl'>): string {
  const fitted = fit(input, 'summary', SUMMARY_BUDGETS, JOB_SUMMARY_MAX_BYTES, (body) => Buffer.byteLength(body, 'utf8') <= JOB_SUMMARY_MAX_BYTES);
  return fitted ? fitted.body : cutMarkdownToUtf8Bytes(compose(input, LEAST, 'summary', 0), JOB_SUMMARY_MAX_BYTES).text;
}

/**
 * The first budget whose body fits, then fewer datasets' reports without any
 * case listed; null when even none fits. `limit`: the most characters (or
 * bytes, never fewer) a body may have, to skip unrendered a budget whose
 * rows alone are over it.
 */
function fit(
  input: CommentInput,
  layout: 'comment' | 'summary',
  budgets: readonly CommentBudget[],
  limit: number,
  fits: (body: string) => boolean,
): { body: string; budget: CommentBudget } | null {
  for (const budget of budgets) {
    if (rowsOverflow(input.results, budget, limit)) continue;
    const body = compose(input, budget, layout);
    if (fits(body)) return { body, budget };
  }
  // Without any case listed still too long: fewer datasets' reports; the overview table still names every dataset.
  // The most reports that fit, by bisection: a body only grows with each report, and a summary of a
  // thousand datasets tried one count at a time would render half a million reports.
  let fitting: string | null = null;
  let [low, high] = [0, input.results.length - 1];
  while (low <= high) {
    const reports = Math.floor((low + high) / 2);
    const body = compose(input, LEAST, layout, reports);
    if (fits(body)) {
      fitting = body;
      low = reports + 1;
    } else high = reports - 1;
  }
  return fitting === null ? null : { body: fitting, budget: LEAST };
}

/** A case's table row or full entry is at least this long: its cells' pipes and spaces, and an id. */
const MIN_ROW_CHARS = 16;

/**
 * Whether the rows `budget` would list cannot fit in `limit` characters,
 * whatever their text: at 100,000 cases the first budget lists thousands,
 * and rendering them only to find the body too long cost a fraction of a
 * second each for the comment and the check run. The rows are undercounted,
 * never over: a dataset without a comparison, or with a setup error (whose
 * rows the tables leave out), counts none.
 */
export function rowsOverflow(all: readonly EvalResults[], budget: CommentBudget, limit: number): boolean {
  let rows = 0;
  for (const r of all) {
    if (!r.comparison || (r.setup_errors?.length ?? 0) > 0) continue;
    for (const n of tableLengths(r)) rows += Math.min(n, budget.rows);
  }
  return rows * MIN_ROW_CHARS > limit;
}

/** The cases each table of a report would hold: the comparison's sections, or the failing cases without one. */
function tableLengths(r: EvalResults): number[] {
  const c = r.comparison;
  return c ? [c.regressions, c.flaky ?? 0, c.still_failing, c.new, c.fixed, c.removed] : [r.summary.total - r.summary.passed];
}

/** Whether some table of these reports has more cases than `rows`: its rows are then counted, not listed. */
function tablesCut(all: readonly EvalResults[], rows: number): boolean {
  return all.some((r) => tableLengths(r).some((n) => n > rows));
}

/** `reports`: how many datasets' reports to include. */
function compose(input: CommentInput, budget: CommentBudget, layout: 'comment' | 'summary', reports = input.results.length): string {
  const all = input.results;
  const passed = all.every((r) => r.gate.passed);
  const total = all.reduce((n, r) => n + r.summary.total, 0);
  const setup = distinctSetupErrors(all).length > 0;
  const empty = nothingEvaluated(all);
  const several = all.length > 1;
  const verdict = empty ? `⚠️ ${NO_CASES}` : passed ? '✅ passed' : setup ? '⚠️ setup error (not a regression)' : '❌ blocked';
  const blocks = [
    `## ${escapeMarkdown(input.name ?? 'supereval')}: ${verdict}`,
    empty
      ? `${plural(all.length, 'dataset')}, none with a case, so nothing was checked and the run fails: add cases to ${all.length === 1 ? "the dataset's" : "each dataset's"} cases file (the warnings below say what was found).`
      : `${plural(all.length, 'dataset')}, ${total} cases, ${regressionsChecked(all)}.${input.reportUrl ? ` Every case: [the HTML report](${input.reportUrl}).` : ''}${input.skipped ? ' Nothing that decides the outputs changed since the baseline, so its results were reused without calling any model.' : ''}`,
    // An empty quote line between notes keeps each its own paragraph.
    ...(input.notes?.length ? [input.notes.map((n) => `> ${n}`).join('\n>\n')] : []),
  ];
  if (several) blocks.push(overviewTable(all));
  const options = (r: EvalResults) => {
    const casesUrl = input.casesUrls?.[all.indexOf(r)];
    const inputField = input.inputFields?.[all.indexOf(r)];
    return {
      maxRows: budget.rows,
      maxDetails: budget.details,
      maxCollapsedDetails: budget.collapsedDetails,
      detailChars: budget.chars,
      maxTagRows: budget.tagRows,
      ...(casesUrl ? { casesUrl } : {}),
      ...(inputField ? { inputField } : {}),
    };
  };
  // Blocked datasets first: what a reviewer must act on, and what a cut keeps.
  const ordered = [...all.filter((r) => !r.gate.passed), ...all.filter((r) => r.gate.passed)];
  for (const r of ordered.slice(0, reports)) {
    if (several && r.gate.passed) {
      // A blank line after </summary>: GitHub renders the markdown inside only then.
      blocks.push(`<details><summary>${summaryLine(r)}</summary>\n\n${renderMarkdown(r, { ...options(r), title: false }).trimEnd()}\n\n</details>`);
    } else {
      blocks.push(renderMarkdown(r, { ...options(r), headingLevel: 3 }).trimEnd());
    }
  }
  const where = input.runUrl ? `the [job summary](${input.runUrl})` : 'the job summary';
  if (layout === 'summary') {
    if (reports < all.length) {
      blocks.push(
        `_The reports of ${plural(all.length - reports, 'dataset')} are left out to fit GitHub's 1 MiB job summary limit; the results JSON files have them._`,
      );
    } else if (tablesCut(all, budget.rows)) {
      blocks.push(`_Tables list at most ${budget.rows} rows each; the results JSON has every case._`);
    }
  } else if (reports < all.length) {
    blocks.push(`_The reports of ${plural(all.length - reports, 'dataset')} are left out to fit GitHub's comment limit; ${where} has them._`);
  } else if (budget !== BUDGETS[0]) {
    // Where the cases a comment leaves out are: the job summary, unless its own tables are cut too.
    const everyCase = tablesCut(all, SUMMARY_ROWS)
      ? `${where} lists up to ${SUMMARY_ROWS} a table and the results JSON every case`
      : `${where} has every case`;
    blocks.push(
      `_Tables list at most ${budget.rows} rows each to fit GitHub's comment limit; ${everyCase}. Here, at most ${budget.details} regressions per dataset are shown in full._`,
    );
  } else if (input.runUrl) {
    blocks.push(`_[Workflow run](${input.runUrl})_`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** One row per dataset: verdict, pass rate, change against the baseline, regressions, errors, cost (markdown; names escaped). */
export function overviewTable(all: readonly EvalResults[]): string {
  const rows = all.map((r) => {
    const { mark, word } = datasetVerdict(r);
    const c = r.comparison;
    const change = c ? signedPoints(c.pass_rate - c.baseline_pass_rate) : 'no baseline';
    return `| ${escapeMarkdown(r.dataset.name)} | ${mark} ${word} | ${formatPct(r.summary.pass_rate)} (${r.summary.passed}/${r.summary.total}) | ${change} | ${c ? c.regressions : '–'} | ${r.summary.errors} | ${formatCost(spendOf(r).total)} |`;
  });
  return ['| Dataset | Verdict | Pass rate | Change | Regressions | Errors | Cost |', '|---|---|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

const signedPoints = (x: number) => `${x > 0 ? '+' : ''}${formatPoints(x)}`;

/** A passed dataset's collapsed title: plain HTML text, so escaped for HTML rather than markdown. */
function summaryLine(r: EvalResults): string {
  const { mark } = datasetVerdict(r);
  if (hasNoCases(r)) return `${mark} ${escapeHtml(r.dataset.name)}: ${NO_CASES}`;
  return `${mark} ${escapeHtml(r.dataset.name)}: passed, ${formatPct(r.summary.pass_rate)} (${r.summary.passed}/${r.summary.total})`;
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
  const flaky = compared.reduce((n, r) => n + (r.comparison?.flaky ?? 0), 0);
  const regressions = `${plural(
    compared.reduce((n, r) => n + (r.comparison?.regressions ?? 0), 0),
    'regression',
  )}${flaky > 0 ? `, ${flaky} flaky (did not reproduce)` : ''}`;
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
  if (setup.length > 0) return `Setup error (not a regression): ${setupHeadline(setup)}`;
  if (nothingEvaluated(all)) return `No cases: nothing was evaluated`;
  return `${passed}/${total} cases passed${errorsPart(all)}, ${regressionsChecked(all)}`;
}

/** The check run's summary: the comment's overview table, one row per dataset (markdown; names escaped). */
export function checkSummary(all: EvalResults[]): string {
  return `${overviewTable(all)}\n`;
}
