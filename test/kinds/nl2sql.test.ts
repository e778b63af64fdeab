// The nl2sql kind end to end with the real sql.js: EvalBench items loaded
// (cases.jsonl or an items JSON file), the schema in the prompt, each case's
// SQL on its own copy of the database, and the executions scored.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { main } from '../../src/cli/main.js';
import { DatasetError } from '../../src/base/errors.js';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import { createJudge } from '../../src/score/judge/judge.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir('supereval-nl2sql-');
const SCHEMA = 'CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, population INTEGER NOT NULL);\n';
const DATA = "INSERT INTO city VALUES (1, 'Oslo', 709000), (2, 'Paris', 2102650), (3, 'Lyon', 522250);\n";

const item = (id: number | string, query_type: string, golden: string, extra: Record<string, unknown> = {}) => ({
  id,
  nl_prompt: `request ${id}`,
  query_type,
  database: 'cities',
  dialects: ['sqlite'],
  golden_sql: { sqlite: [golden] },
  ...extra,
});

function dataset(name: string, items: object[], meta: Record<string, unknown> = {}, files: Record<string, string | object | object[]> = {}) {
  return writeTree(path.join(root, name), {
    'dataset.json': { name, type: 'nl2sql', dialect: 'sqlite', database: { setup: ['schema.sql', 'data.sql'] }, ...meta },
    'schema.sql': SCHEMA,
    'data.sql': DATA,
    ...(items.length > 0 ? { 'cases.jsonl': items } : {}),
    ...files,
  });
}

async function run(dir: string, replies: Record<string, string>, options: { judge?: ReturnType<typeof createJudge>; trials?: number } = {}) {
  const loaded = await loadDataset(dir, KINDS);
  const provider = cannedProvider([(request) => replies[request.caseId] ?? '']);
  const cases = await runCases({
    dataset: loaded,
    providers: [provider],
    template: defaultTemplate({ type: 'nl2sql', kind: KINDS.nl2sql }),
    judge: options.judge ?? null,
    concurrency: 2,
    ...(options.trials ? { trials: options.trials } : {}),
  });
  return { cases, provider, loaded };
}

describe('nl2sql datasets', () => {
  it("shows the model the database's schema and the request, and scores each case's SQL on the database", async () => {
    const dir = dataset('basic', [
      item(1, 'dql', 'SELECT name FROM city WHERE population > 600000 ORDER BY id'),
      item(2, 'dml', "UPDATE city SET name = 'Bergen' WHERE id = 1", { eval_query: { sqlite: ['SELECT id, name FROM city ORDER BY id'] } }),
      item(3, 'ddl', 'ALTER TABLE city ADD COLUMN area REAL', {
        eval_query: { sqlite: ["SELECT name FROM pragma_table_info('city') ORDER BY cid"] },
      }),
    ]);
    const { cases, provider } = await run(dir, {
      '1': 'Here you go:\n```sql\nSELECT name FROM city WHERE population > 600000 ORDER BY id;\n```\nTwo cities.',
      '2': "UPDATE city SET name = 'Bergen' WHERE name = 'Oslo';",
      '3': '```sql\nALTER TABLE city ADD COLUMN area TEXT\n```',
    });
    expect(provider.requests[0]?.prompt).toContain(SCHEMA.trim());
    expect(provider.requests[0]?.prompt).toContain('SQLite');
    expect(provider.requests[0]?.prompt).toContain('request 1');
    expect(cases.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
    expect(cases[0]?.results[0]?.asserts.map((a) => a.type)).toContain('exact_match');
  });

  it('fails a wrong, a broken and a prose-only reply, and never passes a case whose golden SQL fails', async () => {
    const dir = dataset('bad', [
      item(1, 'dql', 'SELECT name FROM city ORDER BY id'),
      item(2, 'dql', 'SELECT name FROM city ORDER BY id'),
      item(3, 'dql', 'SELECT name FROM city ORDER BY id'),
      item(4, 'dql', 'SELECT name FROM nowhere'),
    ]);
    const { cases } = await run(dir, {
      '1': 'SELECT name FROM city WHERE id = 1',
      '2': '```sql\nSELEC name FROM city\n```',
      '3': 'The cities are Oslo, Paris and Lyon.',
      '4': 'SELECT name FROM city',
    });
    expect(cases.map((c) => c.status)).toEqual(['fail', 'fail', 'fail', 'error']);
    expect(cases[1]?.results[0]?.asserts[0]?.reason).toMatch(/syntax error/);
    expect(cases[2]?.results[0]?.asserts[0]?.reason).toMatch(/no SQL/);
    expect(cases[3]?.results[0]?.error).toMatch(/golden SQL failed: no such table: nowhere/);
  });

  it("runs every case on its own copy: a DROP TABLE or DELETE in one case's SQL never reaches another", async () => {
    const dir = dataset('isolated', [
      item(1, 'dml', 'DELETE FROM city WHERE id = 3', { eval_query: { sqlite: ['SELECT count(*) FROM city'] } }),
      item(2, 'ddl', 'DROP TABLE city', { eval_query: { sqlite: ["SELECT count(*) FROM sqlite_master WHERE name = 'city'"] } }),
      item(3, 'dql', 'SELECT count(*) AS n FROM city'),
      item(4, 'dql', 'SELECT count(*) AS n FROM city'),
    ]);
    const { cases } = await run(dir, {
      '1': 'DELETE FROM city;',
      '2': 'DROP TABLE city;',
      '3': 'SELECT count(*) AS n FROM city',
      // A query followed by a DROP: EvalBench runs a DQL reply's first statement only.
      '4': 'SELECT count(*) AS n FROM city; DROP TABLE city;',
    });
    expect(cases.map((c) => c.status)).toEqual(['fail', 'pass', 'pass', 'pass']);
  });

  it('reads an EvalBench items file, leaves out the items of other dialects with a warning, and names the line of a bad item', async () => {
    const items = [
      item(1, 'dql', 'SELECT 1'),
      { ...item(2, 'dql', 'SELECT 2'), dialects: ['postgres'] },
      { ...item(3, 'dql', 'x'), golden_sql: { postgres: ['SELECT 3'] } },
    ];
    const dir = dataset('items', [], { items: 'items.json' }, { 'items.json': JSON.stringify(items, null, 2) });
    const loaded = await loadDataset(dir, KINDS);
    expect(loaded.cases.map((c) => c.id)).toEqual(['1']);
    expect(loaded.warnings.map((w) => w.message)).toEqual([
      "left out: its dialects (postgres) do not include sqlite, the dataset's dialect",
      'left out: golden_sql has no sqlite entry',
    ]);
    // Each item's line is where its object opens in the file.
    const opening = (id: number) =>
      JSON.stringify(items, null, 2)
        .split('\n')
        .findIndex((l) => l === `    "id": ${id},`);
    expect(loaded.warnings.map((w) => w.line)).toEqual([opening(2), opening(3)]);

    writeFileSync(
      path.join(dir, 'items.json'),
      JSON.stringify([item(1, 'dql', 'SELECT 1'), { ...item(2, 'dql', 'SELECT 2'), query_type: 'dcl' }], null, 2),
    );
    const error = (await loadDataset(dir, KINDS).catch((e: unknown) => e)) as DatasetError;
    expect(error).toBeInstanceOf(DatasetError);
    expect(error.issues).toMatchObject([{ file: path.join(dir, 'items.json'), line: opening(2), field: 'query_type' }]);
  });

  it('refuses dataset.json without a dialect or database, and files outside the dataset', async () => {
    const missing = dataset('missing', [item(1, 'dql', 'SELECT 1')], { dialect: undefined, database: undefined });
    const error = (await loadDataset(missing, KINDS).catch((e: unknown) => e)) as DatasetError;
    expect(error.issues.map((i) => i.field).sort()).toEqual(['database', 'dialect']);
    const outside = dataset('outside', [item(1, 'dql', 'SELECT 1')], { database: { setup: ['../basic/schema.sql'] } });
    const refused = (await loadDataset(outside, KINDS).catch((e: unknown) => e)) as DatasetError;
    expect(refused.issues).toMatchObject([{ field: 'database.setup.0', message: expect.stringMatching(/inside the dataset's folder/) as unknown }]);
  });

  it('makes every case an error, calling no model, when the database cannot be built', async () => {
    const dir = dataset('broken-setup', [item(1, 'dql', 'SELECT 1')], {}, { 'data.sql': 'INSERT INTO nowhere VALUES (1);' });
    const { cases, provider } = await run(dir, {});
    expect(provider.requests).toHaveLength(0);
    expect(cases[0]?.status).toBe('error');
    expect(cases[0]?.results[0]?.error).toMatch(/could not be set up.*data\.sql: no such table: nowhere/);
  });
});

// One golden query (Oslo and Paris, in id order) and the replies every scorer is tried on.
const GOLDEN = 'SELECT name FROM city WHERE population > 600000 ORDER BY id';
const REPLIES = {
  right: '```sql\nSELECT name FROM city WHERE population > 600000 ORDER BY id;\n```',
  reordered: 'SELECT name FROM city WHERE population > 600000 ORDER BY name DESC',
  superset: 'SELECT name FROM city ORDER BY id',
  broken: '```sql\nSELEC name FROM city\n```',
  prose: 'The big cities are Oslo and Paris.',
} as const;
const REPLY_KINDS = Object.keys(REPLIES) as (keyof typeof REPLIES)[];
const scoresOf = (c: { results: { asserts: { type: string; score: number | null }[] }[] } | undefined) =>
  Object.fromEntries((c?.results[0]?.asserts ?? []).map((a) => [a.type, a.score]));

describe("nl2sql datasets: EvalBench's SQL scorers on the real database", () => {
  const allScorers = {
    exact_match: null,
    recall_match: {},
    set_match: null,
    executable_sql: null,
    returned_sql: null,
    regexp_matcher: { regexp_string_list: ['(?i)where\\s+population\\s*>'] },
  };

  it('scores right, reordered, superset, broken and prose-only replies as documented, passing on exact_match by default', async () => {
    const dir = dataset(
      'all-scorers',
      REPLY_KINDS.map((kind) => item(kind, 'dql', GOLDEN)),
      { scorers: allScorers },
    );
    const { cases } = await run(dir, REPLIES);
    const byKind = Object.fromEntries(cases.map((c) => [c.id, { status: c.status, scores: scoresOf(c) }]));
    expect(byKind).toEqual({
      right: { status: 'pass', scores: { exact_match: 1, recall_match: 1, set_match: 1, regexp_matcher: 1, returned_sql: 1, executable_sql: 1 } },
      reordered: { status: 'fail', scores: { exact_match: 0, recall_match: 1, set_match: 1, regexp_matcher: 1, returned_sql: 1, executable_sql: 1 } },
      superset: {
        status: 'fail',
        scores: { exact_match: 0, recall_match: 2 / 3, set_match: 0, regexp_matcher: 0, returned_sql: 1, executable_sql: 1 },
      },
      broken: { status: 'fail', scores: { exact_match: 0, recall_match: 0, set_match: 0, regexp_matcher: 0, returned_sql: 1, executable_sql: 0 } },
      prose: { status: 'fail', scores: { exact_match: 0, recall_match: 0, set_match: 0, regexp_matcher: 0, returned_sql: 0, executable_sql: 0 } },
    });
    expect(cases.find((c) => c.id === 'superset')?.results[0]?.asserts.find((a) => a.type === 'recall_match')?.reason).toMatch(
      /^recall 0\.67 \(2 distinct golden rows among the 3 rows generated\), precision 1\.00 \(2 of the 2 rows/,
    );
  });

  it('gives the same scores on the postgres dialect (PGlite)', async () => {
    const dir = writeTree(path.join(root, 'all-scorers-pg'), {
      'dataset.json': {
        name: 'all-scorers-pg',
        type: 'nl2sql',
        dialect: 'postgres',
        database: { setup: ['schema.sql', 'data.sql'] },
        scorers: allScorers,
      },
      'schema.sql': SCHEMA,
      'data.sql': DATA,
      'cases.jsonl': REPLY_KINDS.map((kind) => ({ ...item(kind, 'dql', GOLDEN), dialects: ['postgres'], golden_sql: { postgres: [GOLDEN] } })),
    });
    const { cases } = await run(dir, REPLIES);
    expect(Object.fromEntries(cases.map((c) => [c.id, [c.status, scoresOf(c)]]))).toEqual({
      right: ['pass', { exact_match: 1, recall_match: 1, set_match: 1, regexp_matcher: 1, returned_sql: 1, executable_sql: 1 }],
      reordered: ['fail', { exact_match: 0, recall_match: 1, set_match: 1, regexp_matcher: 1, returned_sql: 1, executable_sql: 1 }],
      superset: ['fail', { exact_match: 0, recall_match: 2 / 3, set_match: 0, regexp_matcher: 0, returned_sql: 1, executable_sql: 1 }],
      broken: ['fail', { exact_match: 0, recall_match: 0, set_match: 0, regexp_matcher: 0, returned_sql: 1, executable_sql: 0 }],
      prose: ['fail', { exact_match: 0, recall_match: 0, set_match: 0, regexp_matcher: 0, returned_sql: 0, executable_sql: 0 }],
    });
    expect(cases.find((c) => c.id === 'broken')?.results[0]?.asserts[0]?.reason).toMatch(/^the generated SQL failed: .*syntax error/);
  });

  it('passes on the pass_on scorers: set_match passes a reordered reply, and the score is the mean of pass_on rows', async () => {
    const dir = dataset(
      'pass-on',
      REPLY_KINDS.map((kind) => item(kind, 'dql', GOLDEN)),
      { scorers: { ...allScorers, recall_match: { score_type: 'precision' } }, pass_on: ['set_match', 'recall_match'] },
    );
    const { cases } = await run(dir, REPLIES);
    expect(cases.map((c) => [c.id, c.status, c.results[0]?.score])).toEqual([
      ['right', 'pass', 1],
      ['reordered', 'pass', 1],
      ['superset', 'fail', 0.5],
      ['broken', 'fail', 0],
      ['prose', 'fail', 0],
    ]);
    const exact = cases[1]?.results[0]?.asserts.find((a) => a.type === 'exact_match');
    expect(exact).toMatchObject({ status: 'pass', pass: null, score: 0, weight: 0 });
  });

  it('makes a case whose golden SQL fails an error whatever the reply, and a failing generated SQL a failure', async () => {
    const dir = dataset('golden-fails', [item('g', 'dql', 'SELECT name FROM nowhere'), item('x', 'dql', GOLDEN)], {
      scorers: { returned_sql: null, executable_sql: null },
    });
    const { cases } = await run(dir, { g: REPLIES.right, x: REPLIES.broken });
    expect(cases.map((c) => c.status)).toEqual(['error', 'fail']);
    expect(cases[0]?.results[0]?.error).toBe('the golden SQL failed: no such table: nowhere');
  });

  it('compares DML through the eval_query', async () => {
    const eval_query = { sqlite: ['SELECT id, name FROM city ORDER BY id'] };
    const dir = dataset(
      'dml-scorers',
      [
        item('right', 'dml', "UPDATE city SET name = 'Bergen' WHERE id = 1", { eval_query }),
        item('wrong', 'dml', "UPDATE city SET name = 'Bergen' WHERE id = 1", { eval_query }),
      ],
      { scorers: { exact_match: null, set_match: null, recall_match: null } },
    );
    const { cases } = await run(dir, { right: "UPDATE city SET name = 'Bergen' WHERE name = 'Oslo'", wrong: "UPDATE city SET name = 'Bergen'" });
    expect(cases.map((c) => [c.status, scoresOf(c)])).toEqual([
      ['pass', { exact_match: 1, recall_match: 1, set_match: 1 }],
      ['fail', { exact_match: 0, recall_match: 1 / 3, set_match: 0 }],
    ]);
  });

  it('llmrater: set matches skip the judge, the judge decides the rest, a garbage reply is an error, no judge is an error when in pass_on', async () => {
    const dir = dataset(
      'llmrater',
      [item('reordered', 'dql', GOLDEN), item('extra', 'dql', GOLDEN), item('wrong', 'dql', GOLDEN), item('garbage', 'dql', GOLDEN)],
      { scorers: { llmrater: null } },
    );
    const replies = {
      reordered: REPLIES.reordered,
      extra: 'SELECT name, population FROM city WHERE population > 600000',
      wrong: REPLIES.superset,
      garbage: REPLIES.superset,
    };
    const verdicts: Record<string, string> = {
      extra: 'The second output adds a column.\nFINAL ANSWER: EXTRA_INFORMATION',
      wrong: 'Lyon is not a big city.\nFINAL ANSWER: INCORRECT_INFORMATION',
      garbage: 'They look alike to me.',
    };
    const judgeProvider = cannedProvider([
      (request) =>
        request.prompt.startsWith('You are an expert in SQL')
          ? '**Tags & Explanations:**\n[FilterError]: no population filter'
          : (verdicts[request.caseId] ?? ''),
    ]);
    const { cases } = await run(dir, replies, { judge: createJudge(judgeProvider) });
    expect(cases.map((c) => [c.id, c.status, c.results[0]?.asserts[0]?.score])).toEqual([
      ['reordered', 'pass', 1],
      ['extra', 'pass', 1],
      ['wrong', 'fail', 0],
      ['garbage', 'error', null],
    ]);
    // The reordered reply matched as a set: no call. The wrong one was analysed after its 0.
    expect(judgeProvider.requests.map((r) => r.caseId).sort()).toEqual(['extra', 'garbage', 'wrong', 'wrong']);
    const shown = judgeProvider.requests.find((r) => r.caseId === 'extra')?.prompt ?? '';
    expect(shown).toContain('"population": 709000');
    expect(shown).toContain('QUESTION: request extra');
    expect(cases[2]?.results[0]?.asserts[0]?.reason).toMatch(
      /^INCORRECT_INFORMATION: the judge compared the results\. Error analysis: .*\[FilterError\]/s,
    );

    const { cases: unjudged } = await run(dir, replies);
    expect(unjudged.map((c) => c.status)).toEqual(['error', 'error', 'error', 'error']);
    expect(unjudged[0]?.results[0]?.error).toMatch(/llmrater is in pass_on but was skipped: no judge model configured/);
  });

  it('exact_match_consistency fails every trial of a model whose trials gave different rows, and needs no judge', async () => {
    const dir = dataset('consistency', [item('steady', 'dql', GOLDEN), item('wavering', 'dql', GOLDEN)], {
      scorers: { exact_match: null, exact_match_consistency: null },
      pass_on: ['exact_match_consistency'],
    });
    const calls = new Map<string, number>();
    const loaded = await loadDataset(dir, KINDS);
    const provider = cannedProvider([
      (request) => {
        const n = calls.get(request.caseId) ?? 0;
        calls.set(request.caseId, n + 1);
        return request.caseId === 'wavering' && n === 1 ? REPLIES.superset : REPLIES.reordered;
      },
    ]);
    const cases = await runCases({
      dataset: loaded,
      providers: [provider],
      template: defaultTemplate({ type: 'nl2sql', kind: KINDS.nl2sql }),
      judge: null,
      concurrency: 1,
      trials: 3,
    });
    expect(cases.map((c) => [c.id, c.status])).toEqual([
      ['steady', 'pass'],
      ['wavering', 'fail'],
    ]);
    const row = cases[1]?.results[0]?.asserts.find((a) => a.type === 'exact_match_consistency');
    expect(row).toMatchObject({ status: 'fail', score: 0 });
    expect(row?.reason).toBe('3 trials inconsistent: trials 0-1: inconsistent, different results; trials 1-2: inconsistent, different results');
    // exact_match is recorded, not deciding: the steady model is consistently wrong, and passes on consistency alone.
    expect(cases[0]?.results.map((r) => r.asserts.find((a) => a.type === 'exact_match')?.score)).toEqual([0, 0, 0]);
  });

  it('refuses to run exact_match_consistency with one trial, naming the field', async () => {
    const dir = dataset('one-trial', [item(1, 'dql', GOLDEN)], { scorers: { exact_match: null, exact_match_consistency: null } });
    writeFileSync(path.join(dir, 'replay.jsonl'), `${JSON.stringify({ id: 1, model: 'm', output: REPLIES.right })}\n`);
    let stderr = '';
    const io = { stdout: { write: () => true }, stderr: { write: (text: string) => ((stderr += text), true) } };
    const code = await main(['run', dir, '--model', `replay:${path.join(dir, 'replay.jsonl')}`, '-q'], io as never);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('scorers.exact_match_consistency');
    expect(stderr).toContain('--trials 2 or more');
  });

  it('refuses bad scorers and pass_on at load, naming the field', async () => {
    const refused = async (meta: Record<string, unknown>) => {
      const error = (await loadDataset(
        dataset(`bad-${Object.keys(meta).join('-')}-${Math.random()}`, [item(1, 'dql', 'SELECT 1')], meta),
        KINDS,
      ).catch((e: unknown) => e)) as DatasetError;
      expect(error).toBeInstanceOf(DatasetError);
      return error.issues.map((i) => [i.field, i.message]);
    };
    expect(await refused({ scorers: { regexp_matcher: { regexp_string_list: ['(?P<x>a'] } } })).toEqual([
      [
        'scorers.regexp_matcher.regexp_string_list.0',
        expect.stringMatching(/^not a Python regular expression this tool can run: missing \), unterminated subpattern/),
      ],
    ]);
    expect(await refused({ scorers: { regexp_matcher: {} } })).toEqual([['scorers.regexp_matcher.regexp_string_list', expect.any(String)]]);
    expect(await refused({ scorers: { llmrater: { model_config: 'gemini.yaml' } } })).toEqual([
      ['scorers.llmrater.model_config', expect.stringMatching(/the judge is the run's judge model/)],
    ]);
    expect(await refused({ scorers: { set_match: null }, pass_on: ['exact_match'] })).toEqual([
      ['pass_on.0', 'exact_match is not enabled: add it to `scorers` (enabled: set_match)'],
    ]);
    expect(await refused({ pass_on: ['exact_macth'] })).toEqual([['pass_on.0', expect.any(String)]]);
  });
});
