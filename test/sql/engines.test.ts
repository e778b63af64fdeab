// The engine contract (src/sql/engine.ts), the same tests on every engine:
// SQLite (sql.js), Postgres in-process (PGlite) and a real PostgreSQL server
// (started by test/helpers/postgres-server.ts). Sessions start from the
// dataset's database and never see each other's changes, whatever the SQL
// does (DDL, DML, its own COMMIT, sequences); a runaway statement ends at the
// time limit while the event loop runs on; errors are SqlErrors; the schema is
// CREATE statements; cells are plain JSON values.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlError, type SqlDialect, type SqlEngine } from '../../src/sql/engine.js';
import { openSqlEngine } from '../../src/sql/index.js';
import { within } from '../helpers/sql-session.js';
import { hasPostgres, postgresServer } from '../helpers/postgres-server.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-engines-');
const LIMIT_MS = 1500;

const DATA = "INSERT INTO city (name, population) VALUES ('Oslo', 709000), ('Paris', 2100000), ('Lyon', NULL);\n";
const SCHEMA: Record<SqlDialect, string> = {
  sqlite:
    'CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, population INTEGER);\nCREATE VIEW big AS SELECT name FROM city WHERE population > 1000000;\n',
  postgres:
    'CREATE TABLE city (id serial PRIMARY KEY, name text NOT NULL, population integer);\n' +
    'CREATE VIEW big AS SELECT name FROM city WHERE population > 1000000;\n' +
    'CREATE INDEX city_name ON city (name);\n',
};

function files(dialect: SqlDialect): string[] {
  const schema = path.join(dir, `${dialect}-schema.sql`);
  const data = path.join(dir, `${dialect}-data.sql`);
  writeFileSync(schema, SCHEMA[dialect]);
  writeFileSync(data, DATA);
  return [schema, data];
}

/** What differs between the dialects: the statements and texts the contract checks. */
interface Dialect {
  name: string;
  dialect: SqlDialect;
  open: (setupFiles: string[], timeoutMs?: number) => Promise<SqlEngine>;
  schema: string;
  /** A statement that never ends on its own. */
  sleeps: string[];
  /** Literals of several types, and what the engine gives for them. */
  cells: { sql: string; columns: string[]; rows: unknown[][] };
  tableCount: string;
  missingTable: RegExp;
}

const runaway = 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n';

const sqlite: Dialect = {
  name: 'sqlite (sql.js)',
  dialect: 'sqlite',
  open: (setupFiles, timeoutMs = LIMIT_MS) => openSqlEngine({ dialect: 'sqlite', setupFiles, statementTimeoutMs: timeoutMs }),
  schema:
    'CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, population INTEGER);\n\nCREATE VIEW big AS SELECT name FROM city WHERE population > 1000000;',
  sleeps: [runaway],
  cells: {
    sql: "SELECT 1 AS i, 1.5 AS f, 'x' AS t, NULL AS n, x'00ff' AS b, 9007199254740991 AS big",
    columns: ['i', 'f', 't', 'n', 'b', 'big'],
    rows: [[1, 1.5, 'x', null, '00ff', 9007199254740991]],
  },
  tableCount: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'city'",
  missingTable: /no such table: city/,
};

const POSTGRES_SCHEMA = [
  "CREATE TABLE city (\n  id integer NOT NULL DEFAULT nextval('city_id_seq'::regclass),\n  name text NOT NULL,\n  population integer,\n  CONSTRAINT city_pkey PRIMARY KEY (id)\n);",
  'CREATE VIEW big AS SELECT name\n   FROM city\n  WHERE population > 1000000;',
  'CREATE INDEX city_name ON public.city USING btree (name);',
].join('\n\n');

const postgresCells: Dialect['cells'] = {
  sql:
    "SELECT 1 AS i, 1.5::float8 AS f, 'x'::text AS t, NULL AS n, '\\x00ff'::bytea AS b, 9007199254740993::int8 AS big, " +
    'count(*) AS c, 12.50::numeric AS num, 0.33333333333333333333::numeric AS long, true AS yes, ' +
    "'2024-02-29'::date AS d, '2024-02-29 13:45:00+02'::timestamptz AS ts, ARRAY[1, 2] AS arr, '{\"a\": 1}'::jsonb AS j, " +
    "'NaN'::float8 AS nan, interval '1 day 2 hours' AS iv",
  columns: ['i', 'f', 't', 'n', 'b', 'big', 'c', 'num', 'long', 'yes', 'd', 'ts', 'arr', 'j', 'nan', 'iv'],
  rows: [
    [
      1,
      1.5,
      'x',
      null,
      '00ff',
      '9007199254740993',
      1,
      12.5,
      '0.33333333333333333333',
      true,
      '2024-02-29',
      '2024-02-29 11:45:00+00',
      '{1,2}',
      '{"a": 1}',
      'NaN',
      '1 day 02:00:00',
    ],
  ],
};

const pglite: Dialect = {
  name: 'postgres (PGlite)',
  dialect: 'postgres',
  open: (setupFiles, timeoutMs = LIMIT_MS) => openSqlEngine({ dialect: 'postgres', setupFiles, statementTimeoutMs: timeoutMs }),
  schema: POSTGRES_SCHEMA,
  sleeps: [runaway, 'SELECT pg_sleep(60)'],
  cells: postgresCells,
  tableCount: "SELECT count(*) FROM pg_tables WHERE tablename = 'city'",
  missingTable: /relation "city" does not exist/,
};

const server: Dialect = {
  ...pglite,
  name: 'postgres (a real server)',
  open: async (setupFiles, timeoutMs = LIMIT_MS) =>
    openSqlEngine({ dialect: 'postgres', setupFiles, url: (await postgresServer()).url, statementTimeoutMs: timeoutMs }),
  // The server's own limit can be turned off by the SQL: our timer still ends it.
  sleeps: [runaway, 'SELECT pg_sleep(60)', 'SET statement_timeout = 0; SELECT pg_sleep(60)'],
};

const count = async (engine: SqlEngine, sql = 'SELECT count(*) AS n FROM city') => within(engine, async (s) => (await s.run(sql)).rows);

function contract(d: Dialect) {
  let engine: SqlEngine;
  beforeAll(async () => {
    engine = await d.open(files(d.dialect));
  });
  afterAll(async () => (engine as SqlEngine | undefined)?.close());

  it("runs the statements in order and returns the last one's columns and rows", async () => {
    await within(engine, async (session) => {
      const result = await session.run('UPDATE city SET population = 1 WHERE id = 3; SELECT id, name, population FROM city ORDER BY id');
      expect(result).toEqual({
        columns: ['id', 'name', 'population'],
        rows: [
          [1, 'Oslo', 709000],
          [2, 'Paris', 2100000],
          [3, 'Lyon', 1],
        ],
      });
      expect(await session.run('DELETE FROM city')).toEqual({ columns: [], rows: [] });
      expect((await session.run('SELECT count(*) AS n FROM city')).rows).toEqual([[0]]);
    });
  });

  it('renders cells as plain JSON values', async () => {
    const result = await within(engine, (s) => s.run(d.cells.sql));
    expect(result).toEqual({ columns: d.cells.columns, rows: d.cells.rows });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('gives sessions run side by side the dataset as loaded: DDL and DML in one never reach another', async () => {
    const [dropped, beside] = await Promise.all([
      within(engine, async (s) => {
        await s.run('DROP VIEW big; DROP TABLE city');
        return s.run('SELECT * FROM city').catch((e: unknown) => e);
      }),
      within(engine, async (s) => {
        await s.run("INSERT INTO city (name, population) VALUES ('Rome', 2800000)");
        await s.run('CREATE TABLE extra (a integer)');
        return (await s.run('SELECT count(*) AS n FROM city')).rows;
      }),
    ]);
    expect((dropped as Error).message).toMatch(d.missingTable);
    expect(beside).toEqual([[4]]);
    expect(await count(engine)).toEqual([[3]]);
    await within(engine, async (s) => {
      await expect(s.run('SELECT * FROM extra')).rejects.toThrow(/extra/);
    });
  });

  it('keeps a COMMIT in the SQL inside its session: the session sees what it committed, the next one does not', async () => {
    for (const sql of [
      'BEGIN; DELETE FROM city; COMMIT;',
      'DELETE FROM city; COMMIT;',
      'COMMIT; DELETE FROM city;',
      'ROLLBACK; DELETE FROM city;',
      'END; DELETE FROM city; BEGIN;',
      'COMMIT; BEGIN; DELETE FROM city',
    ]) {
      const inside = await within(engine, async (s) => {
        await s.run(sql).catch(() => undefined);
        return (await s.run('SELECT count(*) AS n FROM city')).rows;
      });
      if (d.dialect === 'postgres' || sql.startsWith('BEGIN')) expect(inside, sql).toEqual([[0]]);
      expect(await count(engine), sql).toEqual([[3]]);
    }
  });

  it('gives every session the same next id: a sequence one session advanced is back where the dataset left it', async () => {
    const insert = "INSERT INTO city (name, population) VALUES ('Rome', 2800000); SELECT max(id) FROM city";
    const first = await within(engine, (s) => s.run(insert));
    const second = await within(engine, (s) => s.run(insert));
    expect(first.rows).toEqual([[4]]);
    expect(second.rows).toEqual([[4]]);
  });

  it("refuses a bad statement with the database's message, as a SqlError of kind error, and the session goes on", async () => {
    await within(engine, async (session) => {
      await session.run("UPDATE city SET name = 'Bergen' WHERE id = 1");
      const error = await session.run('SELEC name FROM city').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SqlError);
      expect((error as SqlError).kind).toBe('error');
      expect((error as SqlError).message).toMatch(/syntax error/);
      // The failed statement is undone, what came before it is not.
      expect((await session.run('SELECT name FROM city WHERE id = 1')).rows).toEqual([['Bergen']]);
      await expect(session.run('SELECT * FROM nowhere')).rejects.toThrow(/nowhere/);
      expect((await session.run('SELECT 1 AS one')).rows).toEqual([[1]]);
    });
  });

  it('survives SQL that breaks the connection or the engine itself: an error, and the next session is served', async () => {
    // COPY ... FROM STDIN waits for data no one sends (PGlite's WebAssembly exits on it); the server's own backends ended by the SQL.
    for (const sql of [
      'COPY city FROM STDIN',
      ...(d === server ? ['SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()'] : []),
    ]) {
      const result = await within(engine, (s) => s.run(sql)).catch((e: unknown) => e);
      if (result instanceof Error) expect(result, sql).toBeInstanceOf(SqlError);
      expect(await count(engine), sql).toEqual([[3]]);
    }
  });

  it('stops a runaway statement at the time limit while the event loop keeps running; the next session is served', async () => {
    for (const sql of d.sleeps) {
      const session = await engine.session();
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 20);
      const started = Date.now();
      const error = await session.run(sql).catch((e: unknown) => e);
      const elapsed = Date.now() - started;
      clearInterval(ticker);
      expect(error, sql).toBeInstanceOf(SqlError);
      expect((error as SqlError).kind, sql).toBe('timeout');
      expect((error as SqlError).message).toMatch(`time limit of ${LIMIT_MS} ms`);
      expect(elapsed, sql).toBeGreaterThanOrEqual(LIMIT_MS - 50);
      expect(elapsed, sql).toBeLessThan(LIMIT_MS + 10_000);
      // The main thread was free while the statement ran: the ticker fired throughout (a blocked loop gives 0).
      expect(ticks, sql).toBeGreaterThan(10);
      await expect(session.run('SELECT 1')).rejects.toThrow(/time limit/);
      await session.close();
      expect(await count(engine), sql).toEqual([[3]]);
    }
  });

  it('describes the schema as CREATE statements', async () => {
    // PostgreSQL before 16 qualifies a view's columns with their table (city.name): the same view either way.
    const unqualified = (text: string) => text.replaceAll('city.', '');
    expect(unqualified(await engine.describeSchema())).toBe(unqualified(d.schema));
  });

  it('names the setup file whose SQL fails', async () => {
    const bad = path.join(dir, `${d.dialect}-bad.sql`);
    writeFileSync(bad, 'CREATE TABLE t (a integer);\nINSERT INTO missing VALUES (1);\n');
    await expect(d.open([bad])).rejects.toThrow(/bad\.sql: .*missing/);
  });
}

describe('the sqlite engine', () => contract(sqlite));
describe('the PGlite engine', () => contract(pglite));
describe.runIf(hasPostgres)('the PostgreSQL server engine', () => {
  contract(server);

  it('never shows the password, and leaves no database behind', async () => {
    const { url, password, port } = await postgresServer();
    const wrong = url.replace(password, 'not-the-password');
    const error = (await openSqlEngine({ dialect: 'postgres', setupFiles: [], url: wrong, statementTimeoutMs: 1000 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toMatch(/password authentication failed/);
    expect(error.message).not.toContain('not-the-password');
    expect(error.message).toContain(`127.0.0.1:${port}`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const ours = async () =>
      (await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'supereval\\_%' ORDER BY 1")).rows;
    const before = await ours();
    const engine = await server.open(files('postgres'));
    expect(engine.label).not.toContain(password);
    await within(engine, async (s) => {
      expect((await s.run('SELECT count(*) FROM city')).rows).toEqual([[3]]);
      // The template, and the session's copy while it is open.
      expect((await ours()).length).toBe(before.length + 2);
    });
    await engine.close();
    expect(await ours()).toEqual(before);
    await client.end();
  });

  it("without setup files, serves a copy of the URL's database and never writes to it", async () => {
    const { url } = await postgresServer();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS prebuilt');
    await admin.query('CREATE DATABASE prebuilt');
    await admin.end();
    const prebuilt = new pg.Client({ connectionString: url.replace(/\/postgres$/, '/prebuilt') });
    await prebuilt.connect();
    await prebuilt.query(SCHEMA.postgres + DATA);
    await prebuilt.end();

    const engine = await openSqlEngine({
      dialect: 'postgres',
      setupFiles: [],
      url: url.replace(/\/postgres$/, '/prebuilt'),
      statementTimeoutMs: 1000,
    });
    expect((await engine.describeSchema()).replaceAll('city.', '')).toBe(POSTGRES_SCHEMA.replaceAll('city.', ''));
    await within(engine, (s) => s.run('COMMIT; DELETE FROM city'));
    expect(await count(engine)).toEqual([[3]]);
    await engine.close();
    const check = new pg.Client({ connectionString: url.replace(/\/postgres$/, '/prebuilt') });
    await check.connect();
    expect((await check.query('SELECT count(*)::int AS n FROM city')).rows).toEqual([{ n: 3 }]);
    await check.end();
  });

  it('refuses what would reach beyond the session: DROP DATABASE and ALTER SYSTEM', async () => {
    const engine = await server.open(files('postgres'));
    const template = await within(engine, async (s) => (await s.run('SELECT current_database()')).rows[0]?.[0]);
    await within(engine, async (s) => {
      await expect(s.run('DROP DATABASE postgres')).rejects.toThrow(/cannot run inside a transaction block/);
      await expect(s.run('COMMIT; DROP DATABASE postgres')).rejects.toThrow(/cannot run inside a transaction block|multi/);
      await expect(s.run("ALTER SYSTEM SET work_mem = '1MB'")).rejects.toThrow(/cannot run inside a transaction block/);
    });
    expect(template).toMatch(/^supereval_\d+_[0-9a-f]+_s\d+$/);
    await engine.close();
  });
});
