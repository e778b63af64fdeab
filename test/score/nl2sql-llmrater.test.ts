// llmrater's gates and its reading of the judge, through a real Judge over a
// canned provider: what decides without a call (a set match, a failing or
// missing generated SQL), which prompt the judge gets (the rows, or the SQL
// when both results are empty), which tokens pass, and what is an error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Nl2SqlExecution, SqlRun } from '../../src/score/evalbench/nl2sql/execution.js';
import { scoreSqlRun, sqlScoring } from '../../src/score/evalbench/nl2sql/index.js';
import { llmRater, renderRows } from '../../src/score/evalbench/nl2sql/llmrater.js';
import { createJudge } from '../../src/score/judge/judge.js';
import { cannedProvider, type CannedReply } from '../helpers/canned-provider.js';

const ran = (rows: unknown[][], columns = ['name']): SqlRun => ({ sql: 'SELECT name FROM city', result: { columns, rows }, error: null });
const GOLDEN = ran([['Oslo'], ['Paris']]);
const execution = (generated: SqlRun, golden: SqlRun = GOLDEN): Nl2SqlExecution => ({
  queryType: 'dql',
  dialect: 'sqlite',
  output: generated.sql,
  golden,
  generated,
});

async function rate(generated: SqlRun, replies: CannedReply[], golden: SqlRun = GOLDEN) {
  const provider = cannedProvider(replies);
  const outcome = await llmRater(execution(generated, golden), { judge: createJudge(provider), nlPrompt: 'Which cities are big?', caseId: 'c1' });
  return { outcome, prompts: provider.requests.map((r) => r.prompt) };
}

describe('llmrater', () => {
  it('scores right and reordered results 1 without a call (they match as sets)', async () => {
    for (const rows of [
      [['Oslo'], ['Paris']],
      [['Paris'], ['Oslo']],
    ]) {
      const { outcome, prompts } = await rate(ran(rows), ['unused']);
      expect(outcome).toEqual({ score: 1, reason: 'the results match as sets (set_match): no judge call' });
      expect(prompts).toEqual([]);
    }
  });

  it('scores a broken and a prose-only reply 0 without a call', async () => {
    const broken = await rate({ sql: 'SELEC 1', result: null, error: 'near "SELEC": syntax error' }, ['unused']);
    expect(broken.outcome).toEqual({ score: 0, reason: 'the generated SQL failed: near "SELEC": syntax error' });
    const prose = await rate({ sql: '', result: null, error: "no SQL found in the model's output" }, ['unused']);
    expect(prose.outcome).toMatchObject({ score: 0 });
    expect(broken.prompts.length + prose.prompts.length).toBe(0);
  });

  it('asks the judge about a superset, shows both sides as data, and asks for the error analysis after a 0', async () => {
    const { outcome, prompts } = await rate(ran([['Oslo'], ['Paris'], ['Lyon']]), [
      'Lyon is small.\nFINAL ANSWER: INCORRECT_INFORMATION',
      '**Reasoning:** no filter\n\n**Tags & Explanations:**\n[FilterError]: the population filter is missing',
    ]);
    expect(outcome).toMatchObject({ score: 0 });
    expect('reason' in outcome && outcome.reason).toMatch(/^INCORRECT_INFORMATION: the judge compared the results\. Error analysis: \*\*Reasoning/);
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toContain('QUESTION: Which cities are big?');
    expect(prompts[0]).toContain('```\n[\n {\n  "name": "Oslo"\n }');
    expect(prompts[0]).toContain('"name": "Lyon"');
    expect(prompts[1]).toContain('SELECT name FROM city');
  });

  it('passes INFORMATION_MATCHES and EXTRA_INFORMATION, fails MISSING_INFORMATION', async () => {
    const extra = ran(
      [
        ['Oslo', 709000],
        ['Paris', 2102650],
      ],
      ['name', 'population'],
    );
    expect((await rate(extra, ['FINAL ANSWER: EXTRA_INFORMATION'])).outcome).toMatchObject({
      score: 1,
      reason: 'EXTRA_INFORMATION: the judge compared the results',
    });
    expect((await rate(extra, ['FINAL ANSWER: INFORMATION_MATCHES'])).outcome).toMatchObject({ score: 1 });
    expect((await rate(ran([['Oslo']]), ['FINAL ANSWER: MISSING_INFORMATION', 'analysis'])).outcome).toMatchObject({ score: 0 });
  });

  it('compares the SQL when both results are empty: EQUIVALENT passes, NOT_EQUIVALENT fails', async () => {
    const empty = ran([]);
    const same = await rate(empty, ['Same filter.\nFINAL ANSWER: EQUIVALENT'], empty);
    expect(same.outcome).toMatchObject({ score: 1, reason: 'EQUIVALENT: both results are empty, so the judge compared the SQL' });
    expect(same.prompts[0]).toContain('Both queries returned no rows');
    const different = await rate(empty, ['FINAL ANSWER: NOT_EQUIVALENT', 'analysis'], empty);
    expect(different.outcome).toMatchObject({ score: 0 });
  });

  it('makes a reply without exactly one token, or a failed call, an error (EvalBench scores by substring)', async () => {
    const superset = ran([['Oslo'], ['Paris'], ['Lyon']]);
    const garbage = await rate(superset, ['Looks right to me.']);
    expect(garbage.outcome).toEqual({
      error: expect.stringMatching(/expected exactly one of INFORMATION_MATCHES/) as unknown,
      raw: 'Looks right to me.',
    });
    const both = await rate(superset, ['FINAL ANSWER: INFORMATION_MATCHES or MISSING_INFORMATION']);
    expect('error' in both.outcome).toBe(true);
    const failing = await rate(superset, [
      () => {
        throw new Error('throttled');
      },
    ]);
    expect(failing.outcome).toEqual({ error: expect.stringMatching(/^judge call failed: .*throttled/) as unknown });
  });

  it('shows the judge at most 50 distinct rows per side', () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`city ${i % 60}`]);
    const shown = JSON.parse(renderRows({ columns: ['name'], rows })) as unknown[];
    expect(shown).toHaveLength(50);
    expect(shown[49]).toEqual({ name: 'city 49' });
  });
});

interface LlmRaterFixture {
  llmrater: { name: string; golden: SqlRun; generated: SqlRun; replies: string[]; evalbench: number; calls: string[] }[];
  llmrater_rows_shown: { rows: string[]; shown: string[] };
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/evalbench/sql-scorers.json', import.meta.url), 'utf8')) as LlmRaterFixture;

/** Which of llmrater's prompts the judge was asked, named as the oracle names EvalBench's. */
const promptKind = (prompt: string) =>
  prompt.startsWith('You are an expert in SQL') ? 'analysis' : prompt.includes('Both queries returned no rows') ? 'sql' : 'data';

describe("llmrater against EvalBench's own, with a judge answering from the same script", () => {
  it.each(fixture.llmrater.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const provider = cannedProvider(c.replies.length > 0 ? [...c.replies] : ['unused']);
    const rows = await scoreSqlRun(execution(c.generated, c.golden), sqlScoring({ llmrater: null }, null), {
      judge: createJudge(provider),
      nlPrompt: 'Which cities are big?',
      caseId: 'c1',
    });
    if (c.golden.error !== null) {
      // The one difference: a golden SQL that fails makes the row (and the case) an error; EvalBench scores it 0.
      expect(rows[0]).toMatchObject({ status: 'error', score: null, reason: `the golden SQL failed: ${c.golden.error}` });
      expect(c.evalbench).toBe(0);
      return;
    }
    expect((rows[0]?.score ?? NaN) * 100).toBe(c.evalbench);
    expect(provider.requests.map((r) => promptKind(r.prompt))).toEqual(c.calls);
  });

  it('shows the same first 50 distinct rows as EvalBench', () => {
    const { rows, shown } = fixture.llmrater_rows_shown;
    const rendered = JSON.parse(renderRows({ columns: ['name'], rows: rows.map((name) => [name]) })) as { name: string }[];
    expect(rendered.map((r) => r.name)).toEqual(shown);
  });
});
