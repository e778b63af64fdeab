// EvalBench's SQL scorers by their keys, and how their rows decide an nl2sql
// case. Each scorer is a pure function of the case's Nl2SqlExecution (and its
// options); llmrater also asks the judge. Every enabled scorer is a row of
// the case's asserts under its EvalBench name, scored 0-1 (EvalBench's 0-100
// divided by 100). The case:
// - is an error when the golden SQL failed (never a pass), or when a row is
//   an error (a failed judge call), or a `pass_on` row could not be decided
//   (llmrater without a judge);
// - passes when every `pass_on` scorer gives full marks (1), else fails;
// - scores the mean of its `pass_on` rows.
// Rows outside `pass_on` are recorded (weight 0) and never decide.
import { type AssertResult, defaultPassOn, enabledSqlScorers, type SqlScorerName, type SqlScorers } from '../../../config/index.js';
import { regexBounds, RegexNotFinishedError, type BoundedMatchOptions } from '../../sandbox/bounded-regex.js';
import { errorAssert, mean, NO_JUDGE_REASON, skippedAssert } from '../../python-tool/dimensions.js';
import type { Judge } from '../../judge/judge.js';
import type { TimeLimits } from '../../sandbox/time-limit.js';
import type { Nl2SqlExecution } from './execution.js';
import { llmRater } from './llmrater.js';
import { analyticsScorer } from './analytics-scorer.js';
import { exactMatch, recallMatch, setMatch } from './result-match.js';
import { executableSql, regexpMatcher, returnedSql } from './sql-text.js';
import type { SqlVerdict } from './verdict.js';

type RunScorerName = Exclude<SqlScorerName, 'llmrater' | 'analytics_scorer' | 'exact_match_consistency'>;

interface RunScorer {
  /** It compares with the golden result, so a golden SQL that failed leaves it undecided (an error). */
  needsGolden: boolean;
  /** `bounds`: the run's regex time limit and interrupt, for a scorer that matches the dataset's patterns. */
  score(execution: Nl2SqlExecution, options: SqlScorers, bounds: BoundedMatchOptions): Promise<SqlVerdict>;
}

/** The deterministic scorers of one run, by EvalBench key. */
export const SQL_RUN_SCORERS: Record<RunScorerName, RunScorer> = {
  exact_match: { needsGolden: true, score: async (e) => exactMatch(e) },
  recall_match: { needsGolden: true, score: async (e, o) => recallMatch(e, o.recall_match ?? null) },
  set_match: { needsGolden: true, score: async (e) => setMatch(e) },
  regexp_matcher: {
    needsGolden: false,
    score: (e, o, bounds) => regexpMatcher(e, o.regexp_matcher as NonNullable<SqlScorers['regexp_matcher']>, bounds),
  },
  returned_sql: { needsGolden: false, score: async (e) => returnedSql(e) },
  executable_sql: { needsGolden: false, score: async (e) => executableSql(e) },
};

/** What an nl2sql dataset scores with: the enabled scorers, their options, and those that decide a case. */
export interface SqlScoring {
  enabled: SqlScorerName[];
  passOn: SqlScorerName[];
  options: SqlScorers;
}

export function sqlScoring(scorers: Record<string, unknown> | null | undefined, passOn: readonly SqlScorerName[] | null | undefined): SqlScoring {
  const enabled = enabledSqlScorers(scorers);
  return { enabled, passOn: passOn ? [...passOn] : defaultPassOn(enabled), options: scorers ?? {} };
}

/** A scorer's verdict as its row: deciding when in pass_on (full marks pass), else recorded with weight 0. */
export function verdictRow(name: SqlScorerName, verdict: SqlVerdict, scoring: SqlScoring, raw?: string): AssertResult {
  const judge = raw !== undefined ? { judge: { raw } } : {};
  if (!scoring.passOn.includes(name)) {
    return {
      type: name,
      status: 'pass',
      pass: null,
      score: verdict.score,
      reason: `${verdict.reason} (recorded: not in pass_on)`,
      weight: 0,
      metric: name,
      ...judge,
    };
  }
  const pass = verdict.score >= 1;
  return { type: name, status: pass ? 'pass' : 'fail', pass, score: verdict.score, reason: verdict.reason, metric: name, ...judge };
}

export const goldenFailure = (execution: Nl2SqlExecution) =>
  execution.golden.error !== null || execution.golden.result === null ? `the golden SQL failed: ${execution.golden.error ?? 'no result'}` : null;

/** The rows of one run: every enabled scorer but exact_match_consistency (it compares trials), in EvalBench's order. */
export async function scoreSqlRun(
  execution: Nl2SqlExecution,
  scoring: SqlScoring,
  context: { judge: Judge | null; nlPrompt: string; caseId: string; signal?: AbortSignal; limits?: TimeLimits },
): Promise<AssertResult[]> {
  const golden = goldenFailure(execution);
  const rows: AssertResult[] = [];
  for (const name of scoring.enabled) {
    if (name === 'exact_match_consistency') continue;
    if (name === 'llmrater') {
      if (golden !== null) rows.push(errorAssert(name, golden));
      else if (!context.judge) rows.push(skippedAssert(name, NO_JUDGE_REASON));
      else {
        const outcome = await llmRater(execution, { judge: context.judge, nlPrompt: context.nlPrompt, caseId: context.caseId });
        rows.push('error' in outcome ? errorAssert(name, outcome.error, outcome.raw) : verdictRow(name, outcome, scoring, outcome.raw));
      }
      continue;
    }
    if (name === 'analytics_scorer') {
      if (golden !== null) rows.push(errorAssert(name, golden));
      else if (!context.judge) rows.push(skippedAssert(name, NO_JUDGE_REASON));
      else {
        const outcome = await analyticsScorer(execution, scoring.options.analytics_scorer ?? {}, {
          judge: context.judge,
          nlPrompt: context.nlPrompt,
          caseId: context.caseId,
        });
        rows.push('error' in outcome ? errorAssert(name, outcome.error, outcome.raw) : verdictRow(name, outcome, scoring, outcome.raw));
      }
      continue;
    }
    const scorer = SQL_RUN_SCORERS[name];
    if (scorer.needsGolden && golden !== null) {
      rows.push(errorAssert(name, golden));
      continue;
    }
    try {
      rows.push(verdictRow(name, await scorer.score(execution, scoring.options, regexBounds(context)), scoring));
    } catch (error) {
      // A regex search past its time limit, or stopped by Ctrl-C: undecided, never a pass.
      if (!(error instanceof RegexNotFinishedError)) throw error;
      rows.push(errorAssert(name, error.message));
    }
  }
  return rows;
}

/** The case's verdict from its rows (see the top of this file). */
export function sqlCaseVerdict(
  execution: Nl2SqlExecution,
  rows: readonly AssertResult[],
  scoring: SqlScoring,
): { status: 'pass' | 'fail' | 'error'; score: number; error: string | null } {
  const deciding = rows.filter((r) => scoring.passOn.includes(r.type as SqlScorerName));
  const golden = goldenFailure(execution);
  const problems = [
    ...(golden !== null ? [golden] : []),
    ...rows.filter((r) => r.status === 'error' && r.reason !== golden).map((r) => `${r.type}: ${r.reason}`),
    ...deciding.filter((r) => r.status === 'skipped').map((r) => `${r.type} is in pass_on but was skipped: ${r.reason}`),
  ];
  if (problems.length > 0) return { status: 'error', score: 0, error: problems.join('; ') };
  const score = deciding.length > 0 ? mean(deciding.map((r) => r.score ?? 0)) : 1;
  return { status: deciding.every((r) => r.status === 'pass') ? 'pass' : 'fail', score, error: null };
}
