// EvalBench's analytics_scorer (evalbench/scorers/analyticsscorer.py): the
// Conversational Analytics "Data Results" rater. The run's judge compares the
// generated query's data with the golden query's under the eleven-point rubric
// (analytics-prompts.ts) and ends with `VERDICT: PASS` or `VERDICT: FAIL`.
// Each side is rendered as EvalBench renders a trajectory: a quoted
// `<query_label>:` block (default "SQL Query") and a quoted `Data:` block, the
// data a text table of its first `max_rows` (default 50) distinct rows, with
// a note when rows were cut, and no `Data:` block for zero rows. A generated
// query that failed scores 0; a golden one that failed is an error; results
// that match as sets pass without a call (EvalBench's skip_llm_on_exact_match,
// on by default). A reply with no verdict is an error here (EvalBench scores
// it 0), as for llmrater.
import { maxOf } from '../../../base/index.js';
import type { QueryResult } from '../../../sql/index.js';
import type { Judge } from '../../judge/judge.js';
import { EVALBENCH_SYSTEM } from '../llm-scorers.js';
import { ANALYTICS_SCORER_PROMPT, DATA_RESULTS_RUBRIC } from './analytics-prompts.js';
import type { Nl2SqlExecution } from './execution.js';
import { setMatch } from './result-match.js';
import { namedRowKey, rowDicts } from './rows.js';
import { failedReason } from './verdict.js';

export const ANALYTICS_DEFAULT_ROWS = 50;

export interface AnalyticsOptions {
  max_rows?: number | null | undefined;
  query_label?: string | null | undefined;
  skip_llm_on_exact_match?: boolean | null | undefined;
}

export type AnalyticsOutcome = { score: number; reason: string; raw?: string } | { error: string; raw?: string };

const EMPTY_TRIAL = 'The trial trajectory is empty and the golden trajectory is not empty. Thus, the rubric criterion is not met.';

/** A cell as text: NULL as pandas shows None, other values as JSON gives them (a bigint whole). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** The data as a text table (columns right-aligned, as pandas' to_string without the index), its first `limit` distinct rows. */
export function dataTable(result: QueryResult | null, limit: number, side: 'golden' | 'trial'): string {
  if (!result || result.rows.length === 0) return '';
  const seen = new Set<string>();
  const rows: unknown[][] = [];
  let distinct = 0;
  for (const row of rowDicts(result)) {
    const key = namedRowKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct++;
    if (rows.length < limit) rows.push([...row.values()]);
  }
  const cells = [result.columns, ...rows.map((r) => r.map(cellText))];
  const widths = result.columns.map((_, c) => maxOf(cells.map((r) => r[c]?.length ?? 0)));
  const table = cells.map((r) => r.map((cell, c) => cell.padStart(widths[c] ?? 0)).join(' ')).join('\n');
  return distinct > rows.length ? `(${side} dataframe was truncated from ${distinct} rows to ${rows.length} rows for display.) ${table}` : table;
}

function trajectory(query: string, data: string, label: string): string {
  const parts: string[] = [];
  if (query) parts.push(`\n    ${label}:\n    "${query}"\n`);
  if (data) parts.push(`\n     Data:\n    "${data}"\n`);
  return parts.join('\n');
}

/** The verdict: the last non-empty line's `VERDICT: X` (or a bare PASS/FAIL), else the last `VERDICT:` anywhere; null when none. */
export function analyticsVerdict(raw: string): 'PASS' | 'FAIL' | null {
  const lines = raw
    .trim()
    .split(/\r?\n/)
    .map((l) => l.replace(/[*_`#>]/g, '').trim())
    .filter(Boolean);
  const last = lines.at(-1);
  if (last) {
    const m = /VERDICT\s*:\s*(PASS|FAIL)\b/i.exec(last) ?? /^(PASS|FAIL)\b/i.exec(last);
    if (m) return (m[1] as string).toUpperCase() as 'PASS' | 'FAIL';
  }
  const all = [...raw.replace(/[*_`]/g, '').matchAll(/VERDICT\s*:\s*(PASS|FAIL)\b/gi)];
  const found = all.at(-1)?.[1];
  return found ? (found.toUpperCase() as 'PASS' | 'FAIL') : null;
}

export async function analyticsScorer(
  execution: Nl2SqlExecution,
  options: AnalyticsOptions,
  context: { judge: Judge; nlPrompt: string; caseId: string },
): Promise<AnalyticsOutcome> {
  const { golden, generated } = execution;
  if (generated.error !== null || generated.result === null) return { score: 0, reason: failedReason(generated) };
  const bothEmpty = (golden.result?.rows.length ?? 0) === 0 && generated.result.rows.length === 0;
  if ((options.skip_llm_on_exact_match ?? true) && !bothEmpty && setMatch(execution).score === 1) {
    return { score: 1, reason: 'Skipped. Exact Match was found.' };
  }
  const limit = options.max_rows ?? ANALYTICS_DEFAULT_ROWS;
  const label = options.query_label ?? 'SQL Query';
  const goldenSide = trajectory(golden.sql, dataTable(golden.result, limit, 'golden'), label);
  const trialSide = trajectory(generated.sql, dataTable(generated.result, limit, 'trial'), label);
  if (!goldenSide) return { error: 'Golden trajectory is empty. Skipping side-by-side rubric evaluation.' };
  if (!trialSide) return { score: 0, reason: EMPTY_TRIAL };
  const fill: Record<string, string> = {
    rubric: DATA_RESULTS_RUBRIC,
    user_prompt: context.nlPrompt,
    ground_truth_trajectory: goldenSide,
    trial_trajectory: trialSide,
  };
  const prompt = ANALYTICS_SCORER_PROMPT.replace(
    /\{(rubric|user_prompt|ground_truth_trajectory|trial_trajectory)\}/g,
    (_m, key: string) => fill[key] ?? '',
  );
  let raw: string;
  try {
    raw = await context.judge.complete({ prompt, system: EVALBENCH_SYSTEM, caseId: context.caseId });
  } catch (error) {
    return { error: `judge call failed: ${(error as Error).message}` };
  }
  const verdict = analyticsVerdict(raw);
  if (verdict === null) return { error: 'the judge gave no VERDICT: PASS or VERDICT: FAIL', raw };
  return { score: verdict === 'PASS' ? 1 : 0, reason: raw.trim(), raw };
}
