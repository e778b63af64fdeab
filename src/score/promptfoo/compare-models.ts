// promptfoo's comparison assertions, `select-best` and `max-score`: they
// judge one case's outputs against each other, so they run after every model
// (or agent) of the case has answered, once per trial, and each model's row
// gets its own verdict. The rules are promptfoo 0.121's: matchesSelectBest
// and selectMaxScore in src/matchers/comparison.ts, and how the evaluator
// merges their verdicts into a result (mergeSelectBestGradingResult and
// mergeMaxScoreGradingResult in src/evaluator.ts).
import { z } from 'zod';
import type { Assertion, AssertResult, ModelResult } from '../../config/index.js';
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { JudgeError, type Judge } from '../judge/judge.js';
import { renderText } from './render-value.js';
import { scriptLimitOf, type TimeLimits } from '../sandbox/time-limit.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS } from '../sandbox/js.js';

export const SELECT_BEST = 'select-best';
export const MAX_SCORE = 'max-score';
const COMPARISONS: readonly string[] = [SELECT_BEST, MAX_SCORE];

/** A type decided across the models of a case, not on one output. */
export function isComparison(type: string): boolean {
  return COMPARISONS.includes(type);
}

/** promptfoo's SELECT_BEST_PROMPT (src/prompts/index.ts), its one system message, word for word. */
export const SELECT_BEST_TEMPLATE = `You are comparing multiple pieces of text to see which best fits the following criteria: {{criteria}}

Here are the pieces of text:

{% for output in outputs %}
<Text index="{{ loop.index0 }}">
{{ output }}
</Text>
{% endfor %}

Output the index of the text that best fits the criteria. You must output a single integer.`;

/** At least two outputs: promptfoo's invariant in matchesSelectBest and selectMaxScore. */
export const fewerThanTwo = (type: string) => `${type} assertion must have at least two outputs to compare between`;

/**
 * An output as promptfoo's select-best shows it: parsed as JSON when it is
 * JSON (tryParse), an object then written back as JSON and a number or
 * boolean as nunjucks prints it (processContextForTemplating).
 */
function shownOutput(output: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    return output;
  }
  return parsed !== null && typeof parsed === 'object' ? JSON.stringify(parsed) : parsed;
}

/** The judge's prompt for a select-best: the criteria and every output, indexed from 0 in the models' order. */
export function selectBestPrompt(
  criteria: string,
  outputs: readonly string[],
  vars: Record<string, unknown> = {},
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<string> {
  // Other vars reach the template as promptfoo gives them: objects as JSON text.
  const shownVars = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v]),
  );
  return renderText(SELECT_BEST_TEMPLATE, { ...shownVars, criteria, outputs: outputs.map(shownOutput) }, timeLimitMs);
}

/**
 * The index the judge chose: the first run of digits in its reply, as
 * promptfoo reads it. None, or an index no output has, is outside the
 * contract: an error carrying the reply (promptfoo fails every output then).
 */
export function parseSelectBestReply(raw: string, outputs: number): number {
  const digits = /\d+/.exec(raw.trim());
  const verdict = digits ? Number.parseInt(digits[0], 10) : Number.NaN;
  if (Number.isNaN(verdict))
    throw new JudgeError('judge reply: no integer in it (select-best reads the first integer of the reply, as promptfoo does)', raw);
  if (verdict >= outputs)
    throw new JudgeError(`judge reply: invalid select-best verdict ${verdict} (the outputs are indexed 0 to ${outputs - 1})`, raw);
  return verdict;
}

export const MaxScoreValueSchema = z
  .strictObject({
    method: z.enum(['average', 'sum']).optional(),
    weights: z.record(z.string(), z.number()).optional(),
    threshold: z.number().optional(),
  })
  .optional();
export type MaxScoreValue = z.infer<typeof MaxScoreValueSchema>;

/** Why a select-best value cannot serve, or null. */
export function selectBestValueProblem(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? null
    : '`value` must be the criteria text (promptfoo: "select-best must have a string value")';
}

/** Why a max-score value cannot serve, or null. */
export function maxScoreValueProblem(value: unknown): string | null {
  const parsed = MaxScoreValueSchema.safeParse(value ?? undefined);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const at = issue && issue.path.length > 0 ? `value.${issue.path.join('.')}: ` : '';
  return `${at}${issue?.message ?? 'invalid'} (max-score takes {method: average | sum, weights: {<type>: number}, threshold: number})`;
}

/** One model's output and the rows max-score aggregates over. */
export interface Contender {
  /** The model's reply; null when its call failed (shown to the judge as empty text, as promptfoo does). */
  output: string | null;
  /** The rows of the case's own assertions (not the kind's dimension rows), after the per-output pass. */
  caseRows: readonly AssertResult[];
}

const row = (assertion: Assertion, fields: Omit<AssertResult, 'type'>): AssertResult => ({
  type: assertion.type,
  ...(assertion.metric ? { metric: assertion.metric } : {}),
  ...fields,
});

/** The same error on every model's row. */
const errorRows = (assertion: Assertion, n: number, reason: string, raw?: string): AssertResult[] =>
  Array.from({ length: n }, () =>
    row(assertion, { status: 'error', pass: null, score: null, reason, ...(raw !== undefined ? { judge: { raw } } : {}) }),
  );

/**
 * select-best: the judge names the output that best fits the criteria; that
 * model's row passes with score 1, every other fails with 0. Without a judge
 * the rows are skipped; a reply outside the contract or a failed judge call is
 * an error on every row.
 */
export async function runSelectBest(
  assertion: Assertion,
  contenders: readonly Contender[],
  options: { judge: Judge | null; vars: Record<string, unknown>; caseId: string; limits?: TimeLimits | undefined },
): Promise<AssertResult[]> {
  const n = contenders.length;
  if (n < 2) return errorRows(assertion, n, fewerThanTwo(SELECT_BEST));
  const criteria = assertion.value;
  if (typeof criteria !== 'string') return errorRows(assertion, n, 'select-best must have a string value');
  if (!options.judge) return Array.from({ length: n }, () => row(assertion, { status: 'skipped', pass: null, score: null, reason: NO_JUDGE_REASON }));
  const outputs = contenders.map((c) => c.output ?? '');
  let raw: string;
  try {
    raw = await options.judge.complete({
      prompt: await selectBestPrompt(criteria, outputs, options.vars, scriptLimitOf(options)),
      system: '',
      caseId: options.caseId,
    });
  } catch (error) {
    return errorRows(assertion, n, `judge call failed: ${(error as Error).message}`);
  }
  let chosen: number;
  try {
    chosen = parseSelectBestReply(raw, n);
  } catch (error) {
    return errorRows(assertion, n, (error as Error).message, raw);
  }
  return contenders.map((_, index) =>
    index === chosen
      ? row(assertion, { status: 'pass', pass: true, score: 1, reason: `Output selected as the best: ${criteria}`, judge: { raw } })
      : row(assertion, { status: 'fail', pass: false, score: 0, reason: `Output not selected: ${criteria}`, judge: { raw } }),
  );
}

/** What max-score aggregates for one model: its case rows but comparisons and skipped ones, an assert-set's children in place of the set. */
function aggregatedRows(rows: readonly AssertResult[]): AssertResult[] {
  // promptfoo's componentResults are flattened: a set's own result carries no assertion and drops out, its children count.
  return rows.flatMap((r) => (r.type === 'assert-set' ? (r.asserts ?? []) : [r])).filter((r) => !isComparison(r.type) && r.status !== 'skipped');
}

const fixed3 = (x: number) => x.toFixed(3);

/**
 * max-score: each model's score over its other assertions, the mean weighted
 * by `weights` (per assertion type, 1 by default) or with `method: sum` the
 * weighted sum; the first model with the highest score passes with 1 if it
 * reaches `threshold` (when given), every other model fails with 0.
 */
export function runMaxScore(assertion: Assertion, contenders: readonly Contender[]): AssertResult[] {
  const n = contenders.length;
  if (n < 2) return errorRows(assertion, n, fewerThanTwo(MAX_SCORE));
  const parsed = MaxScoreValueSchema.safeParse(assertion.value ?? undefined);
  if (!parsed.success) return errorRows(assertion, n, `max-score: ${maxScoreValueProblem(assertion.value) ?? 'invalid value'}`);
  const method = parsed.data?.method ?? 'average';
  const weights = parsed.data?.weights ?? {};
  const threshold = parsed.data?.threshold;
  const scores: number[] = [];
  for (const contender of contenders) {
    const rows = aggregatedRows(contender.caseRows);
    if (rows.length === 0)
      return errorRows(assertion, n, 'max-score requires at least one other assertion (besides max-score or select-best) to aggregate scores from');
    let total = 0;
    let totalWeight = 0;
    for (const r of rows) {
      const weight = Object.hasOwn(weights, r.type) ? (weights[r.type] as number) : 1;
      total += (r.score ?? 0) * weight;
      totalWeight += weight;
    }
    scores.push(method === 'sum' ? total : totalWeight > 0 ? total / totalWeight : 0);
  }
  let max = -Infinity;
  let winner = 0;
  scores.forEach((score, i) => {
    if (score > max) {
      max = score;
      winner = i;
    }
  });
  const meets = threshold === undefined || max >= threshold;
  return scores.map((score, index) => {
    const won = index === winner && meets;
    const reason = won
      ? `Selected as highest scoring output (score: ${fixed3(score)})`
      : score === max && !meets
        ? `Not selected - score ${fixed3(score)} below threshold ${String(threshold)}`
        : `Not selected (score: ${fixed3(score)}, max: ${fixed3(max)})`;
    return row(assertion, { status: won ? 'pass' : 'fail', pass: won, score: won ? 1 : 0, reason });
  });
}

/**
 * A model's result after a comparison verdict, as promptfoo merges it: the
 * result passes only if it passed and the comparison passed; a failed
 * comparison's reason and score (0) replace the result's. The assertion's
 * weight and the case's threshold play no part. An error (the judge's reply
 * unusable) makes the result an error. A skipped row (no judge) is recorded
 * and changes nothing. `keepScore`: the result's score is its kind's
 * composite (agent, RAG), which stays, as with the case's other assertions.
 */
export function mergeComparison(result: ModelResult, verdict: AssertResult, keepScore: boolean): ModelResult {
  const merged: ModelResult = { ...result, asserts: [...result.asserts, verdict] };
  if (verdict.status === 'skipped' || verdict.status === 'pass') return merged;
  const reason = `${verdict.type}: ${verdict.reason}`;
  if (verdict.status === 'error') {
    const error = result.status === 'error' && result.error ? `${result.error}; ${reason}` : reason;
    return { ...merged, status: 'error', error, score: keepScore ? result.score : 0 };
  }
  if (result.status === 'error') return merged;
  return { ...merged, status: 'fail', score: keepScore ? result.score : (verdict.score ?? 0) };
}
