// The nl2sql kind end to end on the postgres dialect: the same dataset (DQL,
// DML and DDL cases, replies right, wrong, broken, committing and runaway) on
// PGlite in-process and on a real PostgreSQL server named by `url_env`.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { hasPostgres, postgresServer } from '../helpers/postgres-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';
import { datasetEnvironment } from '../../src/app/dataset-env.js';

const root = tempDir('supereval-nl2sql-pg-');
const SCHEMA = 'CREATE TABLE city (id serial PRIMARY KEY, name text NOT NULL, population integer NOT NULL);\n';
const DATA = "INSERT INTO city (name, population) VALUES ('Oslo', 709000), ('Paris', 2102650), ('Lyon', 522250);\n";
const COLUMNS = "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'city' ORDER BY ordinal_position";

const item = (id: number, query_type: string, golden: string, evalQuery?: string) => ({
  id,
  nl_prompt: `request ${id}`,
  query_type,
  database: 'cities',
  dialects: ['postgres'],
  golden_sql: { postgres: [golden] },
  ...(evalQuery ? { eval_query: { postgres: [evalQuery] } } : {}),
});

const ITEMS = [
  item(1, 'dql', 'SELECT name FROM city WHERE population > 600000 ORDER BY id'),
  item(2, 'dml', "UPDATE city SET name = 'Bergen' WHERE id = 1", 'SELECT id, name FROM city ORDER BY id'),
  item(3, 'ddl', 'ALTER TABLE city ADD COLUMN area real', COLUMNS),
  item(4, 'dml', "INSERT INTO city (name, population) VALUES ('Rome', 2800000)", 'SELECT id, name FROM city ORDER BY id'),
  item(5, 'dql', 'SELECT avg(population) AS mean, count(*) AS n FROM city'),
  item(6, 'dml', 'DELETE FROM city WHERE id = 3', 'SELECT count(*) FROM city'),
  item(7, 'ddl', 'DROP TABLE city', "SELECT count(*) FROM pg_tables WHERE tablename = 'city'"),
  item(8, 'dql', 'SELECT count(*) AS n FROM city'),
  item(9, 'dql', 'SELECT name FROM city ORDER BY id'),
  item(10, 'dql', 'SELECT name FROM city ORDER BY id'),
];

const REPLIES: Record<string, string> = {
  '1': 'Here you go:\n```sql\nSELECT name FROM city WHERE population > 600000 ORDER BY id;\n```',
  // Right, and committed by the model itself: only its own session sees it.
  '2': "BEGIN;\nUPDATE city SET name = 'Bergen' WHERE name = 'Oslo';\nCOMMIT;",
  // The wrong column type.
  '3': '```sql\nALTER TABLE city ADD COLUMN area text\n```',
  // The same id as the golden's insert: the sequence starts where the dataset left it in every session.
  '4': "INSERT INTO city (name, population) VALUES ('Rome', 2800000);",
  '5': 'SELECT avg(population) AS mean, count(*) AS n FROM city',
  // Deletes too much, and commits it.
  '6': 'DELETE FROM city; COMMIT;',
  '7': 'DROP TABLE city;',
  // Runs after cases that deleted, dropped and committed: the table is whole.
  '8': 'SELECT count(*) AS n FROM city',
  '9': '```sql\nSELEC name FROM city\n```',
  '10': 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n',
};
const EXPECTED = ['pass', 'pass', 'fail', 'pass', 'pass', 'fail', 'pass', 'pass', 'fail', 'fail'];

/** `env`: the variables the run lets datasets read (database-url-env), with their values. */
async function run(dir: string, env: Record<string, string | undefined> = {}) {
  const loaded = await loadDataset(dir, KINDS);
  const provider = cannedProvider([(request) => REPLIES[request.caseId] ?? '']);
  const failures: string[] = [];
  const cases = await runCases({
    dataset: loaded,
    providers: [provider],
    template: defaultTemplate({ type: 'nl2sql', kind: KINDS.nl2sql }),
    judge: null,
    concurrency: 3,
    environment: datasetEnvironment(Object.keys(env), env),
    onSetupFailure: (failure) => failures.push(failure),
  });
  return { cases, provider, failures };
}

function dataset(name: string, database: object) {
  return writeTree(path.join(root, name), {
    'dataset.json': { name, type: 'nl2sql', dialect: 'postgres', database: { statement_timeout_ms: 1500, ...database } },
    'schema.sql': SCHEMA,
    'data.sql': DATA,
    'cases.jsonl': ITEMS,
  });
}

function checks(cases: Awaited<ReturnType<typeof run>>['cases'], provider: Awaited<ReturnType<typeof run>>['provider']) {
  const prompt = provider.requests.find((r) => r.caseId === '1')?.prompt ?? '';
  expect(prompt).toContain('PostgreSQL');
  expect(prompt).toContain('CREATE TABLE city (');
  expect(prompt).toContain('population integer NOT NULL');
  expect(cases.map((c) => c.status)).toEqual(EXPECTED);
  expect(cases[8]?.results[0]?.asserts[0]?.reason).toMatch(/syntax error/);
  expect(cases[9]?.results[0]?.asserts[0]?.reason).toMatch(/time limit/);
}

describe('nl2sql datasets on the postgres dialect', () => {
  it('run on PGlite, in-process, when dataset.json gives setup files', async () => {
    const { cases, provider } = await run(dataset('pglite', { setup: ['schema.sql', 'data.sql'] }));
    checks(cases, provider);
  });

  it.runIf(hasPostgres)('run on a real PostgreSQL server named by url_env, built from the setup files', async () => {
    const { url, password } = await postgresServer();
    const { cases, provider, failures } = await run(dataset('server', { setup: ['schema.sql', 'data.sql'], url_env: 'SUPEREVAL_TEST_PG_URL' }), {
      SUPEREVAL_TEST_PG_URL: url,
    });
    checks(cases, provider);
    expect(failures).toEqual([]);
    expect(JSON.stringify(cases)).not.toContain(password);
  });

  it.runIf(hasPostgres)("names the variable when url_env is unset, and never shows a failing URL's password, user or database", async () => {
    const { url, password } = await postgresServer();
    const missing = await run(dataset('unset', { url_env: 'SUPEREVAL_TEST_PG_UNSET' }), { SUPEREVAL_TEST_PG_UNSET: undefined });
    expect(missing.cases[0]?.status).toBe('error');
    expect(missing.cases[0]?.results[0]?.error).toMatch(/SUPEREVAL_TEST_PG_UNSET is not set/);
    expect(missing.failures).toEqual([expect.stringContaining('SUPEREVAL_TEST_PG_UNSET is not set')]);
    const bad = await run(dataset('bad-url', { url_env: 'SUPEREVAL_TEST_PG_BAD' }), {
      SUPEREVAL_TEST_PG_BAD: `${url.replace(/\/postgres$/, '/no_such_database')}?application_name=private-query-value`,
    });
    expect(bad.cases[0]?.status).toBe('error');
    const error = bad.cases[0]?.results[0]?.error ?? '';
    expect(error).toMatch(/database "\*\*\*" does not exist/);
    expect(error).toMatch(/postgres:\/\/127\.0\.0\.1:\d+[: ]/);
    for (const part of ['no_such_database', 'private-query-value', password, new URL(url).username])
      expect(JSON.stringify(bad.cases)).not.toContain(part);
  });

  it('reads no variable the run does not list, whatever the dataset names', async () => {
    const secret = 'https://hooks.example.com/services/T000/B000/leaked-path-secret';
    process.env['SUPEREVAL_TEST_WEBHOOK'] = secret;
    try {
      // DATABASE_URL listed (and unset); the dataset names another variable, which this process holds.
      const { cases, provider } = await run(dataset('unlisted', { url_env: 'SUPEREVAL_TEST_WEBHOOK' }), { DATABASE_URL: undefined });
      expect(cases.every((c) => c.status === 'error')).toBe(true);
      expect(cases[0]?.results[0]?.error).toContain('SUPEREVAL_TEST_WEBHOOK is not a variable this run lets datasets read (DATABASE_URL)');
      expect(provider.requests).toEqual([]);
      expect(JSON.stringify(cases)).not.toContain('hooks.example.com');
    } finally {
      delete process.env['SUPEREVAL_TEST_WEBHOOK'];
    }
  });
});
