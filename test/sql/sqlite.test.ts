// The SQLite engine with the real sql.js: sessions start from the dataset's
// database and never see each other's changes; a runaway statement is stopped
// at the time limit without blocking the event loop.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlError, type SqlEngine } from '../../src/sql/engine.js';
import { openSqlEngine } from '../../src/sql/index.js';
import { MAX_RESULT_ROWS } from '../../src/sql/engine.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-sqlite-');
let engine: SqlEngine;

beforeAll(async () => {
  const schema = path.join(dir, 'schema.sql');
  const data = path.join(dir, 'data.sql');
  writeFileSync(
    schema,
    'CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, population INTEGER);\nCREATE VIEW big AS SELECT name FROM city WHERE population > 1000000;\n',
  );
  writeFileSync(data, "INSERT INTO city VALUES (1, 'Oslo', 709000), (2, 'Paris', 2100000), (3, 'Lyon', NULL);\n");
  engine = await openSqlEngine({ dialect: 'sqlite', setupFiles: [schema, data], statementTimeoutMs: 1000 });
});
afterAll(async () => engine.close());

describe('sqlite engine (sql.js in worker threads)', () => {
  it("runs the statements in order and returns the last one's columns and rows", async () => {
    const session = await engine.session();
    try {
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
      expect(await session.run("SELECT x'00ff' AS b, 1.5 AS f")).toEqual({ columns: ['b', 'f'], rows: [['00ff', 1.5]] });
    } finally {
      await session.close();
    }
  });

  it('gives each session its own copy: a DROP TABLE in one is not seen by the next, nor by one open beside it', async () => {
    const first = await engine.session();
    const beside = await engine.session();
    await first.run('DROP TABLE city');
    await expect(first.run('SELECT * FROM city')).rejects.toThrow(/no such table: city/);
    expect((await beside.run('SELECT count(*) AS n FROM city')).rows).toEqual([[3]]);
    await Promise.all([first.close(), beside.close()]);
    const next = await engine.session();
    expect((await next.run('SELECT count(*) AS n FROM city')).rows).toEqual([[3]]);
    await next.close();
  });

  it("refuses a bad statement with the database's message, as a SqlError of kind error", async () => {
    const session = await engine.session();
    const error = await session.run('SELEC name FROM city').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect((error as SqlError).kind).toBe('error');
    expect((error as SqlError).message).toMatch(/syntax error/);
    // The session survives a refused statement.
    expect((await session.run('SELECT 1 AS one')).rows).toEqual([[1]]);
    await session.close();
  });

  it('stops an endless recursive CTE at the time limit while the event loop keeps running', async () => {
    const session = await engine.session();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const started = Date.now();
    const error = await session
      .run('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n')
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    clearInterval(ticker);
    expect(error).toBeInstanceOf(SqlError);
    expect((error as SqlError).kind).toBe('timeout');
    // The worker's timer and this thread's clock each round to the millisecond: allow one.
    expect(elapsed).toBeGreaterThanOrEqual(999);
    // The main thread was free while the query ran: the ticker fired throughout (a blocked loop gives 0).
    expect(ticks).toBeGreaterThan(10);
    // The session is over; the engine still serves new ones.
    await expect(session.run('SELECT 1')).rejects.toThrow(/time limit/);
    const next = await engine.session();
    expect((await next.run('SELECT count(*) FROM city')).rows).toEqual([[3]]);
    await Promise.all([session.close(), next.close()]);
  });

  it('stops a query that streams rows without end at the row limit', async () => {
    const session = await engine.session();
    await expect(session.run('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n')).rejects.toThrow(
      `returned more than ${MAX_RESULT_ROWS} rows`,
    );
    await session.close();
  });

  it('describes the schema as its CREATE statements', async () => {
    const schema = await engine.describeSchema();
    expect(schema).toBe(
      'CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, population INTEGER);\n\nCREATE VIEW big AS SELECT name FROM city WHERE population > 1000000;',
    );
  });

  it('names the setup file whose SQL fails', async () => {
    const bad = path.join(dir, 'bad.sql');
    writeFileSync(bad, 'CREATE TABLE t (a);\nINSERT INTO missing VALUES (1);\n');
    await expect(openSqlEngine({ dialect: 'sqlite', setupFiles: [bad], statementTimeoutMs: 1000 })).rejects.toThrow(
      /bad\.sql: no such table: missing/,
    );
  });

  it('refuses a setup file that is a FIFO at once, naming it, instead of waiting for a writer', async () => {
    const fifo = path.join(dir, 'fifo.sql');
    execFileSync('mkfifo', [fifo]);
    await expect(openSqlEngine({ dialect: 'sqlite', setupFiles: [fifo], statementTimeoutMs: 1000 })).rejects.toThrow(
      `${fifo}: is a FIFO, not a regular file; give a regular file`,
    );
  });
});
