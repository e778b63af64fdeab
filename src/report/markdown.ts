// The GitHub-markdown report: verdict and reasons first, then the summary row,
// then the cases that need a look (regressions before anything else). The PR
// comment and the job summary both use it. Every untrusted string goes
// through escapeMarkdown.
import type { CaseResult, ModelResult, ComparisonCase } from '../config/index.js';
import { type EvalResults, hasNoCases, NO_CASES, spendOf, spendText, setupErrorOf } from '../results/index.js';
import { escapeMarkdown, excerpt, stripControl, formatCost, formatLatency, formatPct, plural, appendAll, maxOf } from '../base/index.js';
import { setupMarkdown } from './setup.js';
import { runCapsMarkdown, stoppedByCap } from './run-caps.js';
import { reuseSentence } from './reuse.js';
import { caseDetail, caseLink, reasonText, statusChange, type CaseDetailOptions } from './case-detail.js';
import { confirmationSentence } from './confirmation.js';
import { tagTable } from './tags.js';
import { shownResult } from '../figures/index.js';
import { baselineLines, figureChanges, type Words } from './provenance.js';
import { mermaidTrend } from './trend.js';
import { describeSelection } from './selection.js';
import { changeCell, decisionInterval, excludesZero, points } from './error-bars.js';
import { assessPower } from '../compare/index.js';

export interface MarkdownOptions {
  /** Most rows per case table; the rest are counted. */
  maxRows?: number;
  excerptChars?: number;
  /** Heading level of the dataset title (3 = ###). */
  headingLevel?: number;
  /** cases.jsonl at the commit under review, for links to each case's line (see caseLink). */
  casesUrl?: string;
  /** Of the rows a comparison section lists, how many are shown in full (input, expected, outputs side by side); the rest as table rows. */
  maxDetails?: number;
  /** The same for the collapsed sections (still failing, fixed), which come after the regressions. */
  maxCollapsedDetails?: number;
  /** Most characters of each output shown in full. */
  detailChars?: number;
  /** Most rows of the per-tag table. */
  maxTagRows?: number;
  /** Whether to open with the dataset's title (false when a `<summary>` already names it). */
  title?: boolean;
  /** The case field that says what was asked (its kind's `inputField`), shown beside a failure; without it, none is. */
  inputField?: string;
}

// The job summary's defaults: every case listed, the first ones in full.
const DETAILS = 100;
const COLLAPSED_DETAILS = 25;
const DETAIL_CHARS = 1_000;

// A file with many such lines would push the cases out of a PR comment.
const MAX_WARNINGS = 10;

export type ReportResults = Omit<EvalResults, 'comparison' | 'baseline_note'> & Partial<Pick<EvalResults, 'comparison' | 'baseline_note'>>;

const md = (text: string | null | undefined, max = 120) => escapeMarkdown(excerpt(text, max));
const code = (text: string) => `\`${excerpt(stripControl(text), 120).replace(/`/g, "'")}\``;

const MARKDOWN_WORDS: Words = {
  code: (text) => code(text),
  // URLs come from provenance.ts, built from checked parts only.
  link: (text, url) => (url ? `[${text}](${url})` : text),
  text: (text) => escapeMarkdown(text),
};

const withBlankLine = (lines: string[]) => (lines.length > 0 ? [...lines, ''] : []);

export function renderMarkdown(results: ReportResults, options: MarkdownOptions = {}): string {
  const { summary, gate } = results;
  const comparison = results.comparison ?? null;
  const max = options.maxRows ?? Infinity;
  const h = '#'.repeat(options.headingLevel ?? 3);
  const out: string[] = [];

  // What a reviewer came for first: the verdict, why, the figures, then the regressions (or the failures, without a baseline).
  const setup = setupMarkdown(results);
  if (options.title !== false) out.push(`${h} ${datasetTitle(results)}`, '');
  appendAll(out, [...setup, ...runCapsMarkdown(results)]);
  for (const reason of gate.reasons) out.push(`- ${escapeMarkdown(reason)}`);
  if (gate.reasons.length > 0) out.push('');

  const interval = (i: { low: number; high: number } | null) => (i ? ` [${formatPct(i.low)}–${formatPct(i.high)}]` : '');
  const now = `${formatPct(summary.pass_rate)} (${summary.passed}/${summary.total})${interval(comparison?.pass_rate_interval ?? null)}`;
  const before = comparison ? `${formatPct(comparison.baseline_pass_rate)}${interval(comparison.baseline_pass_rate_interval)}` : 'none';
  const delta = comparison ? changeCell(comparison) : '–';
  const change = figureChanges(results);
  appendAll(out, [
    '| Pass rate (95% CI) | Baseline | Δ | Regressions | Fixed | Errors | Cost | p95 latency |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    `| ${now} | ${before} | ${delta} | ${comparison ? comparison.regressions : '–'} | ${comparison ? comparison.fixed : '–'} | ${summary.errors} | ${formatCost(spendOf(results).total)}${change.cost ? ` (${change.cost})` : ''} | ${formatLatency(summary.p95_latency_ms)}${change.p95 ? ` (${change.p95})` : ''} |`,
    '',
  ]);
  const sections = caseSections(results, options, h, max);
  appendAll(out, sections.leading);
  appendAll(out, withBlankLine(mermaidTrend(results, MAX_COMMENT_TREND_POINTS)));

  // What the dataset's files hold that is probably a mistake (src/dataset/load.ts warnings), next to the numbers it skews.
  // A list in the quote: one warning per line, not one run-on paragraph.
  const warnings = results.dataset.warnings ?? [];
  for (const warning of warnings.slice(0, MAX_WARNINGS)) out.push(`> - ⚠️ ${md(warning, 300)}`);
  if (warnings.length > MAX_WARNINGS) out.push(`> - ⚠️ …and ${plural(warnings.length - MAX_WARNINGS, 'more warning')} in the log.`);
  if (warnings.length > 0) out.push('');

  if (comparison && comparison.paired > 0) out.push(significanceLine(comparison), '');
  if (results.run.selection) out.push(`Subset: ${escapeMarkdown(describeSelection(results.run.selection))}.`, '');
  // One fact a list item: as lines of one paragraph GitHub would run them together.
  const facts: string[] = [];
  const models = results.models.map(code).join(', ');
  const judgeSpend = summary.judge ? ` (${plural(summary.judge.calls, 'call')}, ${formatCost(summary.judge.cost_usd)})` : '';
  facts.push(`Models: ${models}${results.judge ? ` · judge: ${code(results.judge)}${judgeSpend}` : ''}`);
  if (summary.judge || results.run.reused_from !== undefined || summary.reuse) facts.push(`Cost: ${spendText(results)}`);
  const reused = reuseSentence(summary, code);
  if (reused) facts.push(`Answers: ${reused}.`);
  if (comparison?.model_change) {
    const { baseline: ran, now: runs } = comparison.model_change;
    facts.push(
      `Models changed: the baseline ran ${ran.map(code).join(', ')}; this run ${runs.map(code).join(', ')}. Each case is compared with the baseline's result for the same model, or, for a model the baseline did not run, with its verdict for the case (passed on every model it ran).`,
    );
  }
  // Where the baseline came from and what differs in its config (src/report/provenance.ts).
  appendAll(facts, baselineLines(results, MARKDOWN_WORDS));
  appendAll(out, [...facts.map((fact) => `- ${fact}`), '']);
  // Dimension names are ours; metric names come from the dataset and are escaped.
  const figures = [
    ...dimensionSummary(results.cases),
    ...metricSummary(results.cases).map((m) => ({ ...m, name: `metric ${escapeMarkdown(m.name)}` })),
  ];
  if (figures.length > 0) {
    appendAll(out, [
      `| Score | Mean | Lowest | Cases scored |`,
      '|---|---:|---:|---:|',
      ...figures.map((d) => `| ${d.name} | ${measured(d.mean)} | ${measured(d.min)} | ${d.count} |`),
      '',
    ]);
  }
  appendAll(out, withBlankLine(scorerTotalsMarkdown(summary)));
  const trialed: NonNullable<CaseResult['trials']> = [];
  for (const c of results.cases) if (c.trials) appendAll(trialed, c.trials);
  if (trialed.length > 0) {
    const k = maxOf(trialed.map((t) => t.trials));
    const mean = (f: (t: (typeof trialed)[number]) => number) => trialed.reduce((s, t) => s + f(t), 0) / trialed.length;
    const flaky = results.cases.filter((c) => c.flaky).length;
    out.push(
      `Trials: ${k} per case and model; pass@${k} ${formatPct(mean((t) => t.pass_at_k))}, pass^${k} ${formatPct(mean((t) => t.pass_hat_k))}; ${plural(flaky, 'flaky case')} (counted as failures).`,
      '',
    );
  }
  const confirmation = confirmationSentence(summary);
  if (confirmation) out.push(confirmation, '');
  appendAll(out, withBlankLine(tagTable(results.cases, comparison, options.maxTagRows ?? max, OPEN_TAG_ROWS)));
  if (summary.skipped_asserts > 0) {
    // The same report serves the action and `--format markdown`: name both.
    out.push(
      `> ${plural(summary.skipped_asserts, 'judged assertion')} skipped: no judge model configured (the \`judge-model\` input, \`--judge-model\` in the CLI); the \`require-judge\` input (\`--require-judge\`) makes this a failure.`,
      '',
    );
  }
  appendAll(out, sections.trailing);
  return out.join('\n');
}

/** The trend in a comment: the last runs only, so that each label stays readable. */
const MAX_COMMENT_TREND_POINTS = 12;
/** A tag table longer than this is folded away: it is context, not the finding. */
const OPEN_TAG_ROWS = 5;

/**
 * The comparison's statistics in one line: the paired counts and McNemar,
 * whether the change's interval excludes zero, and whether the dataset can
 * see a drop this size (the power note's sense, in its figure).
 */
function significanceLine(comparison: NonNullable<ReportResults['comparison']>): string {
  const { paired, new_failures, new_passes, mcnemar_p, paired_difference: bars } = comparison;
  const parts = [
    `Paired with the baseline: ${paired} cases, ${new_failures} newly failing, ${new_passes} newly passing (McNemar p = ${mcnemar_p.toFixed(3)})`,
  ];
  const clustered = bars && bars.clusters < paired ? ` (${bars.clusters} clusters)` : '';
  if (bars) parts.push(`Δ's 95% interval${clustered} ${excludesZero(bars) ? 'excludes 0 (✱)' : 'includes 0'}`);
  const power = assessPower(paired, new_failures, new_passes);
  if (power.underpowered && power.required_pairs !== null) parts.push(`too few cases to see this drop (about ${power.required_pairs} needed)`);
  return `<sub>${parts.join('; ')}.</sub>`;
}

/**
 * The case sections: `leading` (regressions, or the failing cases without a
 * baseline) goes right after the figures; `trailing` (flaky, still failing,
 * new, fixed, removed: collapsed) at the end.
 */
function caseSections(results: ReportResults, options: MarkdownOptions, h: string, max: number): { leading: string[]; trailing: string[] } {
  const comparison = results.comparison ?? null;
  const byId = new Map(results.cases.map((c) => [c.id, c]));
  const table = new CaseTable(byId, options.excerptChars ?? 120, {
    casesUrl: options.casesUrl,
    inputField: options.inputField ?? null,
    chars: options.detailChars ?? DETAIL_CHARS,
    showModel: results.models.length > 1,
  });
  // Results a setup error or a run cap caused are said once above, not once per case.
  const explained = (result: ModelResult) => setupErrorOf(results, result) !== undefined || stoppedByCap(results, result);
  const bySetup = (id: string, model: string | null) => {
    const result = table.resultFor(id, model);
    return result !== undefined && result.status !== 'pass' && explained(result);
  };
  const leading: string[] = [];
  const trailing: string[] = [];
  if (!comparison) {
    const rows = failingRows(results.cases).filter((r) => !explained(r.result));
    if (rows.length > 0) appendAll(leading, [`${h}# Failing cases (${rows.length})`, '', ...table.failingRows(rows, max), '']);
    return { leading, trailing };
  }
  // One pass over the entries (a large run has one per case and model), each class kept in order.
  const byClass = new Map<ComparisonCase['classification'], ComparisonCase[]>();
  for (const c of comparison.cases) {
    const list = byClass.get(c.classification);
    if (list) list.push(c);
    else byClass.set(c.classification, [c]);
  }
  const of = (k: ComparisonCase['classification']) => (byClass.get(k) ?? []).filter((c) => !bySetup(c.id, c.model));
  const regressions = of('regression');
  if (regressions.length > 0) {
    appendAll(leading, [`${h}# Regressions (${regressions.length})`, '', ...table.section(regressions, max, options.maxDetails ?? DETAILS), '']);
  }
  // Failures whose re-runs ran out before deciding: they block by default, so they stand beside the regressions.
  const undecided = of('undecided');
  if (undecided.length > 0) {
    appendAll(leading, [
      `${h}# Undecided: the re-runs could not tell (${undecided.length})`,
      '',
      ...table.section(undecided, max, options.maxDetails ?? DETAILS),
      '',
    ]);
  }
  for (const [kind, title] of [
    ['flaky', 'Flaky: did not reproduce'],
    ['still_failing', 'Still failing'],
    ['new', 'New cases'],
    ['fixed', 'Fixed'],
    ['removed', 'Removed cases'],
  ] as const) {
    const rows = of(kind);
    if (rows.length === 0) continue;
    // New and removed cases have no two sides to show.
    const details = kind === 'flaky' || kind === 'still_failing' || kind === 'fixed' ? (options.maxCollapsedDetails ?? COLLAPSED_DETAILS) : 0;
    appendAll(trailing, [`<details><summary>${title} (${rows.length})</summary>`, '', ...table.section(rows, max, details), '', '</details>', '']);
  }
  return { leading, trailing };
}

/**
 * A dataset's verdict in a word, with its mark: a setup error is not a
 * regression, so it is not called "blocked"; a dataset with no case passed
 * nothing, so it is not called "passed".
 */
export function datasetVerdict(results: Pick<ReportResults, 'gate' | 'setup_errors' | 'summary' | 'run' | 'comparison'>): {
  mark: string;
  word: string;
} {
  if ((results.setup_errors?.length ?? 0) > 0 && !results.gate.passed) return { mark: '⚠️', word: 'setup error' };
  if (results.gate.passed && hasNoCases(results)) return { mark: '⚠️', word: NO_CASES };
  const word = [results.gate.passed ? 'passed' : 'blocked', ...verdictNotes(results.comparison ?? null)].join(', ');
  return results.gate.passed ? { mark: '✅', word } : { mark: '❌', word };
}

/** What the headline adds to "passed" or "blocked": an inconclusive change with its interval and threshold, the undecided failures. */
function verdictNotes(comparison: ReportResults['comparison'] | null): string[] {
  const notes: string[] = [];
  const decision = comparison?.change_decision;
  if (decision?.outcome === 'inconclusive')
    notes.push(`inconclusive: change ${decisionInterval(decision)}, max_drop ${points(decision.max_drop)} pts`);
  if (comparison?.undecided) notes.push(`${comparison.undecided} undecided`);
  return notes;
}

/** "❌ support-qa: blocked" (markdown; the name escaped). */
export function datasetTitle(results: ReportResults): string {
  const { mark, word } = datasetVerdict(results);
  return `${mark} ${escapeMarkdown(results.dataset.name)}: ${word}`;
}

/** Said instead of a table with a header and no rows. */
const unlisted = (n: number) => `${n === 1 ? 'The case is' : `The ${n} cases are`} not listed here (see the results JSON).`;

class CaseTable {
  constructor(
    private readonly byId: Map<string, CaseResult>,
    private readonly chars: number,
    private readonly detail: CaseDetailOptions,
  ) {}

  /** Up to `max` rows: the first `details` in full (src/report/case-detail.ts), the rest as table rows. */
  section(rows: ComparisonCase[], max: number, details: number): string[] {
    const full = rows.slice(0, Math.min(max, details));
    const lines = full.flatMap((entry, i) => [
      ...(i > 0 ? [''] : []),
      ...caseDetail({ entry, testCase: this.byId.get(entry.id), result: this.resultFor(entry.id, entry.model) }, this.detail),
    ]);
    const rest = rows.slice(full.length);
    if (rest.length === 0) return lines;
    const listed = Math.min(rest.length, max - full.length);
    if (full.length > 0)
      appendAll(lines, ['', ...(listed > 0 ? [`${listed === rest.length ? 'The other' : 'The next'} ${listed}, in brief:`, ''] : [])]);
    return [...lines, ...this.comparisonRows(rest, max - full.length)];
  }

  comparisonRows(rows: ComparisonCase[], max: number): string[] {
    if (max <= 0) return [`…and ${rows.length} more (see the results JSON).`];
    const lines = ['| Case | Tags | Model | Baseline → now | Score Δ | Reason | Output |', '|---|---|---|---|---:|---|---|'];
    for (const row of rows.slice(0, max)) {
      const result = this.resultFor(row.id, row.model);
      const change = statusChange(row, { before: '–', after: '–' });
      const scoreDelta = row.score_delta === null ? '–' : `${row.score_delta > 0 ? '+' : ''}${row.score_delta.toFixed(2)}`;
      lines.push(
        `| ${this.link(row.id)} | ${tags(row.tags)} | ${row.model ? md(row.model, 60) : 'all'} | ${change} | ${scoreDelta} | ${md(result ? reasonOf(result) : '', this.chars)} | ${md(result?.output, this.chars)} |`,
      );
    }
    if (rows.length > max) lines.push('', `…and ${rows.length - max} more (see the results JSON).`);
    return lines;
  }

  failingRows(rows: FailingRow[], max: number): string[] {
    if (max <= 0) return [unlisted(rows.length)];
    const lines = ['| Case | Tags | Model | Status | Expected | Output | Reason |', '|---|---|---|---|---|---|---|'];
    for (const { testCase, result } of rows.slice(0, max)) {
      lines.push(
        `| ${this.link(testCase.id)} | ${tags(testCase.tags)} | ${md(result.model, 60)} | ${result.status} | ${md(testCase.expected, this.chars)} | ${md(result.output, this.chars)} | ${md(reasonOf(result), this.chars)} |`,
      );
    }
    if (rows.length > max) lines.push('', `…and ${rows.length - max} more (see the results JSON).`);
    return lines;
  }

  /** The model's (first non-passing) result behind a comparison row. */
  resultFor(id: string, model: string | null): ModelResult | undefined {
    return shownResult(this.byId.get(id)?.results ?? [], model);
  }

  private link(id: string): string {
    return caseLink(id, this.byId.get(id)?.line, this.detail.casesUrl);
  }
}

export interface DimensionFigure {
  name: string;
  /** null when no result measured it (a judge's score without a judge): n/a, never a number. */
  mean: number | null;
  min: number | null;
  count: number;
}

/** Agent and RAG dimension scores (`*_score` under a result's `scores`), averaged over the results that have them. */
/** A mean score as the reports show it: two decimals, or n/a when nothing measured it. */
export const measured = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(2));

/** A run scorer's figure as the reports show it: counts and milliseconds to 2 decimals at most, trajectory_matcher as a score. */
export function formatFigure(value: number | null): string {
  return value === null ? 'unknown' : String(Math.round(value * 100) / 100);
}

/** EvalBench's run scorers' totals (summary.scorers): one row each. Names are ours (the registry's), so need no escaping. */
function scorerTotalsMarkdown(summary: ReportResults['summary']): string[] {
  const entries = Object.entries(summary.scorers ?? {});
  if (entries.length === 0) return [];
  return [
    '| Run scorer | Total | Mean | Highest | Results (unknown) |',
    '|---|---:|---:|---:|---:|',
    ...entries.map(
      ([name, f]) =>
        `| ${name} | ${name === 'trajectory_matcher' ? '–' : formatFigure(f.total)} | ${formatFigure(f.mean)} | ${formatFigure(f.max)} | ${f.results}${f.unknown > 0 ? ` (${f.unknown})` : ''} |`,
    ),
  ];
}

export function dimensionSummary(cases: CaseResult[]): DimensionFigure[] {
  return meanFigures(
    cases,
    (r) => r.scores,
    (name, value): value is number => name.endsWith('_score') && value !== null,
    (name, value) => name.endsWith('_score') && value === null,
  );
}

/** The named metrics of the assertions (`metric`, promptfoo's namedScores), averaged over the results that have them. */
export function metricSummary(cases: CaseResult[]): DimensionFigure[] {
  return meanFigures(
    cases,
    (r) => r.named_scores,
    (_name, _value): _value is number => true,
  );
}

/**
 * Per name, the mean, lowest and count of the figures `pick` gives each
 * result. Sums kept as they come, not lists: a large run has one figure per
 * case.
 */
function meanFigures<V>(
  cases: CaseResult[],
  pick: (r: ModelResult) => Record<string, V> | undefined,
  counted: (name: string, value: V) => value is V & number,
  unmeasured: (name: string, value: V) => boolean = () => false,
): DimensionFigure[] {
  const figures = new Map<string, { sum: number; min: number; count: number }>();
  for (const c of cases) {
    for (const r of c.results) {
      const named = pick(r);
      if (named === undefined) continue;
      for (const name in named) {
        const value = named[name] as V;
        const figure = figures.get(name);
        if (!counted(name, value)) {
          // Named but not measured: listed, so the report can say n/a rather than leave it out.
          if (figure === undefined && unmeasured(name, value)) figures.set(name, { sum: 0, min: Infinity, count: 0 });
          continue;
        }
        if (figure === undefined) figures.set(name, { sum: value, min: value, count: 1 });
        else {
          figure.sum += value;
          if (value < figure.min) figure.min = value;
          figure.count++;
        }
      }
    }
  }
  return [...figures].map(([name, f]) =>
    f.count === 0 ? { name, mean: null, min: null, count: 0 } : { name, mean: f.sum / f.count, min: f.min, count: f.count },
  );
}

const tags = (list: string[]) => list.map((t) => md(t, 30)).join(', ');

export interface FailingRow {
  testCase: CaseResult;
  result: ModelResult;
}

/** Every (case, model) result that did not pass, errors first, then by file order. */
export function failingRows(cases: CaseResult[]): FailingRow[] {
  const rows = cases.flatMap((testCase) => testCase.results.filter((r) => r.status !== 'pass').map((result) => ({ testCase, result })));
  return rows.sort((a, b) => Number(b.result.status === 'error') - Number(a.result.status === 'error') || a.testCase.line - b.testCase.line);
}

export function reasonOf(result: ModelResult): string {
  return reasonText(result) || (result.status === 'pass' ? 'passed' : '');
}
