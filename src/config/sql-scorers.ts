// dataset.json's `scorers` for an nl2sql dataset: EvalBench's SQL scorers
// (evalbench/scorers/score.py registers them by these keys; its multi-trial
// exact_match_consistency in multi_trial_score.py), each with EvalBench's
// options. The scorers themselves are in src/score/evalbench/nl2sql/. ScorersSchema
// (src/config/scorers.ts) takes this shape into the one `scorers` map.
import { z } from 'zod';
import { PythonRegexError, translatePythonRegex } from '../base/index.js';

/** EvalBench's llmrater reads its own model_config; here the judge is the run's judge model. */
const judgeIsTheRunsJudge = z.unknown().refine(() => false, {
  error: "not used: the judge is the run's judge model (--judge-model in the CLI, the judge-model input of the action)",
});
const hybridGroundTruth = z.unknown().refine(() => false, {
  error: 'not supported: it reads reference rows from a SQLite file when the golden SQL fails on BigQuery; here a failing golden SQL is an error',
});

/** A pattern EvalBench hands Python's re.search: refused at load when Python would refuse it, or when it has no faithful translation. */
const pythonPattern = z.string().superRefine((pattern, ctx) => {
  try {
    translatePythonRegex(pattern);
  } catch (error) {
    if (!(error instanceof PythonRegexError)) throw error;
    ctx.addIssue({ code: 'custom', message: `not a Python regular expression this tool can run: ${error.message}` });
  }
});

/** No options: null or {} (EvalBench's run config writes `exact_match: null`). */
const noOptions = z.strictObject({}).nullable();

export const SqlScorerShape = {
  exact_match: noOptions.optional(),
  // EvalBench's RecallMatcher: `score_type` picks which of its two figures is the score.
  recall_match: z
    .strictObject({ score_type: z.enum(['recall', 'precision']).optional() })
    .nullable()
    .optional(),
  set_match: noOptions.optional(),
  executable_sql: noOptions.optional(),
  returned_sql: noOptions.optional(),
  regexp_matcher: z
    .strictObject({
      regexp_string_list: z.array(pythonPattern).min(1),
      invert_results: z.boolean().optional(),
      match_all_patterns: z.boolean().optional(),
      match_whole_query: z.boolean().optional(),
    })
    .optional(),
  llmrater: z.strictObject({ model_config: judgeIsTheRunsJudge.optional(), hybrid_ground_truth: hybridGroundTruth.optional() }).nullable().optional(),
  // The Conversational Analytics rater (src/score/evalbench/nl2sql/analytics-scorer.ts).
  analytics_scorer: z
    .strictObject({
      model_config: judgeIsTheRunsJudge.optional(),
      max_rows: z.number().int().positive().max(10_000).optional(),
      query_label: z.string().min(1).optional(),
      skip_llm_on_exact_match: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  exact_match_consistency: noOptions.optional(),
};

/** The SQL scorers' keys, in the order EvalBench's score.py runs them (exact_match_consistency last: it compares trials). */
export const SQL_SCORERS = [
  'exact_match',
  'recall_match',
  'set_match',
  'llmrater',
  'analytics_scorer',
  'regexp_matcher',
  'returned_sql',
  'executable_sql',
  'exact_match_consistency',
] as const satisfies readonly (keyof typeof SqlScorerShape)[];
export type SqlScorerName = (typeof SQL_SCORERS)[number];

export type SqlScorers = { [K in SqlScorerName]?: z.infer<(typeof SqlScorerShape)[K]> };
export type RegexpMatcherOptions = NonNullable<SqlScorers['regexp_matcher']>;
export type RecallMatchOptions = NonNullable<SqlScorers['recall_match']>;

/** The scorers that ask the judge; the others are deterministic. */
export const JUDGED_SQL_SCORERS: readonly SqlScorerName[] = ['llmrater', 'analytics_scorer'];
/** The scorer that compares a model's trials rather than one run. */
export const TRIAL_SQL_SCORERS: readonly SqlScorerName[] = ['exact_match_consistency'];

/** The SQL scorers a dataset's `scorers` enables; exact_match alone when it enables none. */
export function enabledSqlScorers(scorers: Record<string, unknown> | null | undefined): SqlScorerName[] {
  const enabled = SQL_SCORERS.filter((name) => scorers != null && Object.hasOwn(scorers, name));
  return enabled.length > 0 ? enabled : ['exact_match'];
}

/**
 * The scorers that must give full marks for a case to pass when dataset.json
 * has no `pass_on`: exact_match when enabled, else every enabled
 * deterministic scorer, else (llmrater alone) llmrater.
 */
export function defaultPassOn(enabled: readonly SqlScorerName[]): SqlScorerName[] {
  if (enabled.includes('exact_match')) return ['exact_match'];
  const deterministic = enabled.filter((name) => !JUDGED_SQL_SCORERS.includes(name));
  return deterministic.length > 0 ? deterministic : [...enabled];
}
