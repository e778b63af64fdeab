// EvalBench's llmrater (evalbench/scorers/llmrater.py): the run's judge
// compares the golden and the generated results. Results that already match
// as sets (set_match) score 1 without a call; a generated SQL that failed
// scores 0. Otherwise the judge sees each side's first 50 distinct rows and
// answers with one of four tokens (INFORMATION_MATCHES and EXTRA_INFORMATION
// score 1); when both results are empty it compares the SQL instead
// (EQUIVALENT scores 1). After a 0 it is asked what is wrong, which only
// explains the score. A reply without exactly one of its tokens after FINAL
// ANSWER is an error here (EvalBench scores it 0 or 100 by substring).
import { pickToken } from '../consistency.js';
import { EVALBENCH_SYSTEM } from '../llm-scorers.js';
import { fillPrompt } from '../llm-scorer-prompts.js';
import { JudgeError, type Judge } from '../../judge/judge.js';
import { fenceBlock } from '../../judge/judge-prompts.js';
import type { QueryResult } from '../../../sql/index.js';
import type { Nl2SqlExecution } from './execution.js';
import { setMatch } from './result-match.js';
import { namedRowKey, rowDicts } from './rows.js';
import { LLMRATER_DATA_PROMPT, LLMRATER_ERROR_ANALYSIS_PROMPT, LLMRATER_SQL_PROMPT } from './llmrater-prompts.js';
import { failedReason } from './verdict.js';

/** EvalBench shows the judge at most this many distinct rows of each side. */
export const LLMRATER_ROWS = 50;

const DATA_TOKENS = ['INFORMATION_MATCHES', 'MISSING_INFORMATION', 'EXTRA_INFORMATION', 'INCORRECT_INFORMATION'] as const;
const SQL_TOKENS = ['EQUIVALENT', 'NOT_EQUIVALENT'] as const;
const PASSING = new Set<string>(['INFORMATION_MATCHES', 'EXTRA_INFORMATION', 'EQUIVALENT']);

export type LlmRaterOutcome = { score: number; reason: string; raw?: string } | { error: string; raw?: string };

/** The first `limit` distinct rows, each an object of its columns (EvalBench's take_n_uniques), as JSON. */
export function renderRows(result: QueryResult | null, limit = LLMRATER_ROWS): string {
  const seen = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  for (const row of rowDicts(result ?? { columns: [], rows: [] })) {
    const key = namedRowKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(Object.fromEntries(row));
    if (rows.length === limit) break;
  }
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 1);
}

export async function llmRater(execution: Nl2SqlExecution, context: { judge: Judge; nlPrompt: string; caseId: string }): Promise<LlmRaterOutcome> {
  const { golden, generated } = execution;
  if (generated.error !== null || generated.result === null) return { score: 0, reason: failedReason(generated) };
  const bothEmpty = (golden.result?.rows.length ?? 0) === 0 && generated.result.rows.length === 0;
  if (!bothEmpty && setMatch(execution).score === 1) return { score: 1, reason: 'the results match as sets (set_match): no judge call' };

  const goldenRows = fenceBlock(renderRows(golden.result));
  const generatedRows = fenceBlock(renderRows(generated.result));
  const prompt = bothEmpty
    ? fillPrompt(LLMRATER_SQL_PROMPT, { nl_prompt: context.nlPrompt, golden_sql: fenceBlock(golden.sql), generated_sql: fenceBlock(generated.sql) })
    : fillPrompt(LLMRATER_DATA_PROMPT, { nl_prompt: context.nlPrompt, golden_result: goldenRows, generated_result: generatedRows });
  const ask = (text: string) => context.judge.complete({ prompt: text, system: EVALBENCH_SYSTEM, caseId: context.caseId });
  let raw: string;
  try {
    raw = await ask(prompt);
  } catch (error) {
    return { error: `judge call failed: ${(error as Error).message}` };
  }
  let token: string;
  try {
    token = pickToken(raw, bothEmpty ? SQL_TOKENS : DATA_TOKENS);
  } catch (error) {
    if (error instanceof JudgeError) return { error: error.message, raw };
    throw error;
  }
  const what = bothEmpty ? 'both results are empty, so the judge compared the SQL' : 'the judge compared the results';
  if (PASSING.has(token)) return { score: 1, reason: `${token}: ${what}`, raw };

  // The analysis explains the 0; its failure changes nothing.
  const analysisPrompt = fillPrompt(LLMRATER_ERROR_ANALYSIS_PROMPT, {
    nl_prompt: context.nlPrompt,
    golden_sql: fenceBlock(golden.sql),
    golden_result: goldenRows,
    generated_sql: fenceBlock(generated.sql),
    generated_result: generatedRows,
  });
  const analysis = await ask(analysisPrompt).then(
    (text) => text.trim(),
    (error: unknown) => `(the error analysis call failed: ${(error as Error).message})`,
  );
  return { score: 0, reason: `${token}: ${what}. Error analysis: ${analysis}`, raw: `${raw}\n\nError analysis:\n\n${analysis}` };
}
