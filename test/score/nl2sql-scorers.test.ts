// EvalBench's SQL scorers (src/score/evalbench/nl2sql/) against EvalBench's own
// comparators: every entry of test/fixtures/evalbench/sql-scorers.json,
// written by scripts/evalbench-sql-scorers-oracle.py, gives the score
// EvalBench gave, except the differences docs/scoring.md lists, each spelled
// out below with the score this tool gives instead.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '../../src/score/sandbox/time-limit.js';
import type { SqlScorers } from '../../src/config/sql-scorers.js';
import type { Nl2SqlExecution, QueryType, SqlRun } from '../../src/score/evalbench/nl2sql/execution.js';
import { exactMatchConsistency, type SqlTrial } from '../../src/score/evalbench/nl2sql/consistency.js';
import { scoreSqlRun, sqlCaseVerdict, sqlScoring } from '../../src/score/evalbench/nl2sql/index.js';
import { recallMatch } from '../../src/score/evalbench/nl2sql/result-match.js';
import { cleanSqlQuery, regexpMatcher, returnedSql } from '../../src/score/evalbench/nl2sql/sql-text.js';

interface Fixture {
  results: { name: string; query_type: QueryType; golden: SqlRun; generated: SqlRun; evalbench: Record<string, number> }[];
  returned_sql: { name: string; sql: string; evalbench: number }[];
  regexp: { name: string; sql: string; options: NonNullable<SqlScorers['regexp_matcher']>; evalbench: number; matches: string }[];
  consistency: { name: string; trials: SqlTrial[]; evalbench: number[]; consistent: boolean }[];
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/evalbench/sql-scorers.json', import.meta.url), 'utf8')) as Fixture;

const execution = (queryType: QueryType, golden: SqlRun, generated: SqlRun, output = generated.sql): Nl2SqlExecution => ({
  queryType,
  dialect: 'sqlite',
  output,
  golden,
  generated,
});

const ALL: SqlScorers = { exact_match: null, recall_match: null, set_match: null, executable_sql: null, returned_sql: null };

/** Where this tool deliberately differs (docs/scoring.md, "Differences from EvalBench"): case -> scorer -> our score (0-100; null: an error row). */
const DIFFERENCES: Record<string, Record<string, number | null>> = {
  // A golden SQL that fails decides nothing: the rows that compare with it are errors, and the case is an error.
  'golden error': { exact_match: null, set_match: null, recall_match: null, recall_match_precision: null },
  // EvalBench never runs a reply with no SQL, so it has no error and executable_sql gives 100.
  'prose only': { executable_sql: 0 },
  // A generated SQL that failed scores 0 everywhere; EvalBench's RecallMatcher reads its missing result as [] and finds it equal to an empty golden one.
  'golden empty, generated error': { recall_match: 0, recall_match_precision: 0 },
  // DML and DDL: every scorer compares the eval_query's results. EvalBench's set_match and recall_match compare the statements' own
  // (empty) results, and its exact_match falls back to them when the golden eval_query returns no rows.
  'dml wrong': { set_match: 0, recall_match: 50, recall_match_precision: 50 },
  'dml golden eval empty': { exact_match: 0, set_match: 0, recall_match: 0, recall_match_precision: 0 },
};

describe("EvalBench's SQL scorers, against EvalBench's own comparators", () => {
  it.each(fixture.results.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const e = execution(c.query_type, c.golden, c.generated);
    const rows = await scoreSqlRun(e, sqlScoring(ALL, null), { judge: null, nlPrompt: 'request', caseId: '1' });
    const ours: Record<string, number | null> = Object.fromEntries(
      rows.map((r) => [r.type, r.status === 'error' ? null : (r.score as number) * 100]),
    );
    const precision = c.golden.error === null ? recallMatch(e, { score_type: 'precision' }).score * 100 : null;
    ours['recall_match_precision'] = precision;
    const expected = { ...c.evalbench, ...DIFFERENCES[c.name] };
    for (const [scorer, score] of Object.entries(expected)) {
      if (score === null) expect(ours[scorer], scorer).toBeNull();
      else expect(ours[scorer], scorer).toBeCloseTo(score, 9);
    }
  });

  it('lists only differences that are real (each differs from what EvalBench gave)', () => {
    for (const [name, scorers] of Object.entries(DIFFERENCES)) {
      const c = fixture.results.find((r) => r.name === name);
      expect(c, name).toBeDefined();
      for (const [scorer, score] of Object.entries(scorers)) expect(c?.evalbench[scorer], `${name} ${scorer}`).not.toBe(score);
    }
  });

  it.each(fixture.returned_sql.map((c) => [c.name, c] as const))('returned_sql: %s', (_name, c) => {
    const run: SqlRun = { sql: c.sql, result: null, error: null };
    expect(returnedSql(execution('dql', run, run)).score * 100).toBe(c.evalbench);
  });

  it.each(fixture.regexp.map((c) => [c.name, c] as const))('regexp_matcher: %s', async (_name, c) => {
    const run: SqlRun = { sql: c.sql, result: null, error: null };
    const verdict = await regexpMatcher(execution('dql', run, run), c.options);
    expect(verdict.score * 100).toBe(c.evalbench);
  });

  it.each(fixture.consistency.map((c) => [c.name, c] as const))('exact_match_consistency: %s', (_name, c) => {
    expect(exactMatchConsistency(c.trials).score).toBe(c.consistent ? 1 : 0);
  });
});

describe('the reasons a reviewer reads', () => {
  const golden: SqlRun = { sql: 'SELECT name FROM city', result: { columns: ['name'], rows: [['Oslo'], ['Paris'], ['Lyon']] }, error: null };
  const generated = (rows: string[][], columns = ['name']): SqlRun => ({ sql: 'SELECT name FROM city', result: { columns, rows }, error: null });
  const rowsOf = (g: SqlRun, scorers: SqlScorers = ALL, passOn: null | ['exact_match'] = null, limits?: TimeLimits) =>
    scoreSqlRun(execution('dql', golden, g), sqlScoring(scorers, passOn), {
      judge: null,
      nlPrompt: 'request',
      caseId: '1',
      ...(limits ? { limits } : {}),
    });
  const reason = async (g: SqlRun, type: string) => (await rowsOf(g)).find((r) => r.type === type)?.reason;

  it('says how exact_match missed: the order, the columns, or how many golden rows came back', async () => {
    expect(await reason(generated([['Lyon'], ['Paris'], ['Oslo']]), 'exact_match')).toMatch(/the same 3 rows in a different order/);
    expect(await reason(generated([['Oslo'], ['Paris'], ['Lyon']], ['city']), 'exact_match')).toMatch(
      /the columns differ: golden \(name\), generated \(city\)/,
    );
    expect(await reason(generated([['Oslo'], ['Paris']]), 'exact_match')).toMatch(
      /^2 of 3 rows of the golden result returned; the generated SQL gave 2 rows/,
    );
    expect(await reason(generated([['Oslo'], ['Paris'], ['Lyon']]), 'exact_match')).toBe('the same 3 rows as the golden SQL, in the same order');
  });

  it("gives recall_match's two figures, and set_match's distinct rows", async () => {
    expect(await reason(generated([['Oslo'], ['Paris'], ['Lyon'], ['Rome']]), 'recall_match')).toContain(
      'recall 0.75 (3 distinct golden rows among the 4 rows generated), precision 1.00 (3 of the 3 rows of the golden result returned)',
    );
    expect(await reason(generated([['Oslo'], ['Rome']]), 'set_match')).toContain(
      '1 of the 3 rows of the golden set returned, and 1 other (distinct rows, values in column order)',
    );
  });

  it("names the generated SQL's error, and the rows outside pass_on are recorded with weight 0", async () => {
    const broken: SqlRun = { sql: 'SELEC name', result: null, error: 'near "SELEC": syntax error' };
    const rows = await rowsOf(broken);
    expect(rows.map((r) => [r.type, r.status, r.score])).toEqual([
      ['exact_match', 'fail', 0],
      ['recall_match', 'pass', 0],
      ['set_match', 'pass', 0],
      ['returned_sql', 'pass', 1],
      ['executable_sql', 'pass', 0],
    ]);
    expect(rows[0]?.reason).toBe('the generated SQL failed: near "SELEC": syntax error');
    expect(rows[1]).toMatchObject({ pass: null, weight: 0, reason: expect.stringMatching(/recorded: not in pass_on/) as unknown });
  });

  it('decides the case by pass_on: full marks pass, a golden failure is an error, the score is the mean of pass_on rows', async () => {
    const superset = generated([['Oslo'], ['Paris'], ['Lyon'], ['Rome']]);
    const scoring = sqlScoring({ recall_match: { score_type: 'precision' }, set_match: null, executable_sql: null }, null);
    expect(scoring.passOn).toEqual(['recall_match', 'set_match', 'executable_sql']);
    const e = execution('dql', golden, superset);
    const rows = await scoreSqlRun(e, scoring, { judge: null, nlPrompt: 'r', caseId: '1' });
    expect(sqlCaseVerdict(e, rows, scoring)).toEqual({ status: 'fail', score: 2 / 3, error: null });
    const lenient = sqlScoring({ recall_match: { score_type: 'precision' }, set_match: null }, ['recall_match']);
    expect(sqlCaseVerdict(e, await scoreSqlRun(e, lenient, { judge: null, nlPrompt: 'r', caseId: '1' }), lenient)).toEqual({
      status: 'pass',
      score: 1,
      error: null,
    });

    const failedGolden: SqlRun = { sql: 'SELECT x FROM nowhere', result: null, error: 'no such table: nowhere' };
    const only = sqlScoring({ returned_sql: null }, null);
    const g = execution('dql', failedGolden, superset);
    const verdict = sqlCaseVerdict(g, await scoreSqlRun(g, only, { judge: null, nlPrompt: 'r', caseId: '1' }), only);
    expect(verdict).toEqual({ status: 'error', score: 0, error: 'the golden SQL failed: no such table: nowhere' });
  });

  it('defaults: exact_match alone without a scorers map; pass_on exact_match when enabled', () => {
    expect(sqlScoring(undefined, null)).toMatchObject({ enabled: ['exact_match'], passOn: ['exact_match'] });
    expect(sqlScoring({ llm_consistency: null }, null)).toMatchObject({ enabled: ['exact_match'], passOn: ['exact_match'] });
    expect(sqlScoring({ set_match: null, exact_match: null }, null).passOn).toEqual(['exact_match']);
    expect(sqlScoring({ llmrater: null, returned_sql: null }, null).passOn).toEqual(['returned_sql']);
    expect(sqlScoring({ llmrater: null }, null).passOn).toEqual(['llmrater']);
  });

  it('makes a regexp_matcher search past the regex time limit an error row, never a verdict', async () => {
    const slow: SqlRun = { sql: `${'a'.repeat(40)}!`, result: null, error: null };
    const options = { regexp_string_list: ['^(a+)+$'], invert_results: true };
    await expect(regexpMatcher(execution('dql', golden, slow), options, { timeLimitMs: 50 })).rejects.toThrow(/did not finish within the 50 ms/);
    const rows = await rowsOf(slow, { exact_match: null, regexp_matcher: options }, null, { ...DEFAULT_TIME_LIMITS, regexMs: 50 });
    expect(rows[1]).toMatchObject({ type: 'regexp_matcher', status: 'error', score: null });
    expect(sqlCaseVerdict(execution('dql', golden, slow), rows, sqlScoring({ exact_match: null, regexp_matcher: options }, null)).status).toBe(
      'error',
    );
  });

  it("cleans the SQL as EvalBench's regexp_matcher does before matching", () => {
    expect(cleanSqlQuery('``SELECT\u00a0 a\n\tFROM t``')).toBe('SELECT a FROM t');
  });
});
