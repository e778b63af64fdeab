// EvalBench's analytics_scorer through a real Judge over a canned provider:
// what decides without a call, the trajectories the judge is shown (query
// label, Data block, max_rows distinct rows and the truncation note), how its
// VERDICT is read, and the row scoreSqlRun makes of it.
import { describe, expect, it } from 'vitest';
import { analyticsScorer, analyticsVerdict, dataTable } from '../../src/score/evalbench/nl2sql/analytics-scorer.js';
import type { Nl2SqlExecution, SqlRun } from '../../src/score/evalbench/nl2sql/execution.js';
import { scoreSqlRun, sqlScoring } from '../../src/score/evalbench/nl2sql/index.js';
import { createJudge } from '../../src/score/judge/judge.js';
import { cannedProvider, type CannedReply } from '../helpers/canned-provider.js';

const ran = (rows: unknown[][], columns = ['name', 'population'], sql = 'SELECT name, population FROM city'): SqlRun => ({
  sql,
  result: { columns, rows },
  error: null,
});
const GOLDEN = ran([
  ['Oslo', 700000],
  ['Paris', 2100000],
]);
const execution = (generated: SqlRun, golden: SqlRun = GOLDEN): Nl2SqlExecution => ({
  queryType: 'dql',
  dialect: 'sqlite',
  output: generated.sql,
  golden,
  generated,
});

async function rate(generated: SqlRun, replies: CannedReply[], options = {}) {
  const provider = cannedProvider(replies);
  const outcome = await analyticsScorer(execution(generated), options, {
    judge: createJudge(provider),
    nlPrompt: 'Which cities are big?',
    caseId: 'c1',
  });
  return { outcome, prompts: provider.requests.map((r) => r.prompt) };
}

describe('analytics_scorer', () => {
  it('passes results that match as sets without a call, and scores a failed query 0', async () => {
    expect(
      (
        await rate(
          ran([
            ['Paris', 2100000],
            ['Oslo', 700000],
          ]),
          ['unused'],
        )
      ).outcome,
    ).toEqual({ score: 1, reason: 'Skipped. Exact Match was found.' });
    expect((await rate({ sql: 'SELEC', result: null, error: 'syntax error' }, ['unused'])).outcome).toMatchObject({ score: 0 });
  });

  it("shows the judge both trajectories under EvalBench's rubric and reads its final VERDICT", async () => {
    const { outcome, prompts } = await rate(
      ran([['Paris', 2100000]], ['city', 'population'], 'SELECT city, population FROM big'),
      ['The trial misses Oslo.\n\n**VERDICT: FAIL**'],
      { query_label: 'BigQuery SQL' },
    );
    expect(outcome).toMatchObject({ score: 0 });
    expect(prompts[0]).toContain('11) The prompt asks for data relative to the current date or time');
    expect(prompts[0]).toContain('# User Prompt\nWhich cities are big?');
    expect(prompts[0]).toContain('    BigQuery SQL:\n    "SELECT city, population FROM big"');
    expect(prompts[0]).toContain('     Data:\n    " city population\nParis    2100000"');
    expect(analyticsVerdict('All good.\nVERDICT: PASS')).toBe('PASS');
    expect(analyticsVerdict('PASS')).toBe('PASS');
    expect(analyticsVerdict('VERDICT: PASS\nthen some prose')).toBe('PASS');
    expect(analyticsVerdict('no decision')).toBeNull();
  });

  it('renders max_rows distinct rows and says how many were cut', () => {
    const rows = [['a'], ['b'], ['a'], ['c']];
    expect(dataTable({ columns: ['x'], rows }, 2, 'trial')).toBe('(trial dataframe was truncated from 3 rows to 2 rows for display.) x\na\nb');
    expect(dataTable({ columns: ['x'], rows: [] }, 2, 'trial')).toBe('');
  });

  it('is a row of the case, an error when the judge gives no verdict, skipped without a judge', async () => {
    const scoring = sqlScoring({ analytics_scorer: { max_rows: 10 } }, null);
    const judge = createJudge(cannedProvider(['I cannot tell.']));
    const [row] = await scoreSqlRun(execution(ran([['Paris', 2100000]])), scoring, { judge, nlPrompt: 'q', caseId: 'c' });
    expect(row).toMatchObject({ type: 'analytics_scorer', status: 'error', reason: 'the judge gave no VERDICT: PASS or VERDICT: FAIL' });
    const [skipped] = await scoreSqlRun(execution(ran([['Paris', 2100000]])), scoring, { judge: null, nlPrompt: 'q', caseId: 'c' });
    expect(skipped?.status).toBe('skipped');
    const passing = createJudge(cannedProvider(['Close enough.\nVERDICT: PASS']));
    const [pass] = await scoreSqlRun(execution(ran([['Paris', 2100000]])), scoring, { judge: passing, nlPrompt: 'q', caseId: 'c' });
    expect(pass).toMatchObject({ type: 'analytics_scorer', status: 'pass', score: 1 });
  });
});
