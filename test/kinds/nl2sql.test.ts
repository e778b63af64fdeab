// The nl2sql kind end to end with the real sql.js: EvalBench items loaded
// (cases.jsonl or an items JSON file), the schema in the prompt, each case's
// SQL on its own copy of the database, and the executions scored.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/dataset/errors.js';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

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

async function run(dir: string, replies: Record<string, string>) {
  const loaded = await loadDataset(dir);
  const provider = cannedProvider([(request) => replies[request.caseId] ?? '']);
  const cases = await runCases({ dataset: loaded, providers: [provider], template: defaultTemplate('nl2sql'), judge: null, concurrency: 2 });
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
    const loaded = await loadDataset(dir);
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
    const error = (await loadDataset(dir).catch((e: unknown) => e)) as DatasetError;
    expect(error).toBeInstanceOf(DatasetError);
    expect(error.issues).toMatchObject([{ file: path.join(dir, 'items.json'), line: opening(2), field: 'query_type' }]);
  });

  it('refuses dataset.json without a dialect or database, and files outside the dataset', async () => {
    const missing = dataset('missing', [item(1, 'dql', 'SELECT 1')], { dialect: undefined, database: undefined });
    const error = (await loadDataset(missing).catch((e: unknown) => e)) as DatasetError;
    expect(error.issues.map((i) => i.field).sort()).toEqual(['database', 'dialect']);
    const outside = dataset('outside', [item(1, 'dql', 'SELECT 1')], { database: { setup: ['../basic/schema.sql'] } });
    const refused = (await loadDataset(outside).catch((e: unknown) => e)) as DatasetError;
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
