// The PostgreSQL server engine against a hostile model, on a real server
// (test/helpers/postgres-server.ts): whatever a session's SQL commits, it
// runs as a throwaway role of its own, so it cannot lock the URL's user out,
// make roles, run programs on the database host, end other sessions'
// backends or the engine's own; and the engine leaves no role or database
// behind. The URL's user is refused when it cannot make those roles.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlError, type SqlEngine } from '../../src/sql/engine.js';
import { openSqlEngine } from '../../src/sql/index.js';
import { within } from '../helpers/sql-session.js';
import { Connection } from '../../src/sql/pg-connection.js';
import { hasPostgres, postgresServer } from '../helpers/postgres-server.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-pg-trust-');
const SETUP = path.join(dir, 'setup.sql');
writeFileSync(
  SETUP,
  "CREATE TABLE city (id serial PRIMARY KEY, name text NOT NULL);\nINSERT INTO city (name) VALUES ('Oslo'), ('Paris'), ('Lyon');\n",
);
const TERMINATE_OTHERS = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'";

/** Runs SQL as the test's own superuser, outside the engine. */
async function asAdmin<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** The engine's roles and databases on the server (the names all start supereval_<pid>_). */
const leftovers = (url: string) =>
  asAdmin(url, async (client) => {
    const like = `supereval\\_${process.pid}\\_%`;
    const roles = await client.query<{ name: string }>('SELECT rolname AS name FROM pg_roles WHERE rolname LIKE $1', [like]);
    const databases = await client.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE datname LIKE $1', [like]);
    return [...roles.rows, ...databases.rows].map((r) => r.name);
  });

const cityCount = (engine: SqlEngine) => within(engine, async (s) => (await s.run('SELECT count(*) FROM city')).rows);

describe.runIf(hasPostgres)('the PostgreSQL server engine against hostile SQL', () => {
  /** A user as the docs advise: CREATEDB and CREATEROLE, no superuser. */
  let url: string;
  let superUrl: string;
  let engine: SqlEngine;

  beforeAll(async () => {
    superUrl = (await postgresServer()).url;
    await asAdmin(superUrl, (c) => c.query("CREATE ROLE evaluator LOGIN CREATEDB CREATEROLE PASSWORD 'evaluator-pw'"));
    url = superUrl.replace(/\/\/[^@]+@/, '//evaluator:evaluator-pw@');
    engine = await openSqlEngine({ dialect: 'postgres', setupFiles: [SETUP], url, statementTimeoutMs: 2000 });
  });
  afterAll(async () => (engine as SqlEngine | undefined)?.close());

  it("runs every session as a role of its own, neither the URL's user nor a superuser", async () => {
    const [first, second] = await Promise.all([
      within(engine, async (s) => (await s.run('SELECT current_user, usesuper::text FROM pg_user WHERE usename = current_user')).rows[0]),
      within(engine, async (s) => (await s.run('SELECT current_user')).rows[0]),
    ]);
    expect(first?.[0]).toMatch(/^supereval_\d+_[0-9a-f]+_s\d+$/);
    expect(first?.[1]).toBe('false');
    expect(second?.[0]).not.toBe(first?.[0]);
  });

  it('survives a model ending every other backend: nothing outside its session is ended, the next session is served', async () => {
    const beside = await engine.session();
    for (const sql of [TERMINATE_OTHERS, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()']) {
      // Other roles' backends: their backend_type is hidden from the session's role, and ending one is refused.
      const result = await within(engine, (s) => s.run(sql)).catch((e: unknown) => e);
      if (result instanceof Error)
        expect(result.message, sql).toMatch(/permission denied to terminate process|must be a superuser to terminate superuser process/);
      else expect(result, sql).toEqual({ columns: ['pg_terminate_backend'], rows: [] });
    }
    // A session opened beside it still answers: its backend was not ended; nor were the engine's own.
    expect((await beside.run('SELECT count(*) FROM city')).rows).toEqual([[3]]);
    await beside.close();
    expect(await cityCount(engine)).toEqual([[3]]);
  });

  it('survives a model ending its own backend', async () => {
    const error = await within(engine, async (s) => {
      await s.run('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      return s.run('SELECT 1').catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(SqlError);
    expect(await cityCount(engine)).toEqual([[3]]);
  });

  it("keeps a committed ALTER ROLE CURRENT_USER to the session's own role: the URL's user still logs in, the next session runs", async () => {
    await within(engine, (s) => s.run("COMMIT; ALTER ROLE CURRENT_USER PASSWORD 'lockedout'; ALTER ROLE CURRENT_USER SET search_path = nowhere"));
    expect(await cityCount(engine)).toEqual([[3]]);
    expect(await asAdmin(url, async (c) => (await c.query('SELECT current_user AS who')).rows)).toEqual([{ who: 'evaluator' }]);
  });

  it('refuses a committed CREATE ROLE, and no such role exists afterwards', async () => {
    for (const sql of ['COMMIT; CREATE ROLE pwned_role LOGIN SUPERUSER', 'COMMIT; CREATE ROLE pwned_role LOGIN', 'CREATE ROLE pwned_role']) {
      const error = await within(engine, (s) => s.run(sql)).catch((e: unknown) => e);
      expect(error, sql).toBeInstanceOf(SqlError);
      expect((error as SqlError).message, sql).toMatch(/permission denied to create role|must be superuser to create superusers/);
    }
    const roles = await asAdmin(superUrl, async (c) => (await c.query("SELECT 1 FROM pg_roles WHERE rolname = 'pwned_role'")).rowCount);
    expect(roles).toBe(0);
  });

  it("refuses COPY ... PROGRAM and reading the server's files", async () => {
    const marker = path.join(dir, 'copy-program-ran');
    for (const sql of [
      `COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`,
      `COMMIT; COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`,
      "COPY city FROM PROGRAM 'id'",
      "SELECT pg_read_file('/etc/passwd')",
      "COPY city TO '/tmp/supereval-copy-out'",
    ]) {
      const error = await within(engine, (s) => s.run(sql)).catch((e: unknown) => e);
      expect(error, sql).toBeInstanceOf(SqlError);
      expect((error as SqlError).message, sql).toMatch(
        /permission denied|must be superuser|pg_(execute_server_program|read_server_files|write_server_files)/,
      );
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('lets the session change the dataset as its owner would (DDL on the tables the setup made)', async () => {
    const columns = await within(engine, async (s) => {
      await s.run('ALTER TABLE city ADD COLUMN area real; CREATE TABLE extra (a integer); DROP TABLE extra');
      return (await s.run("SELECT count(*) FROM information_schema.columns WHERE table_name = 'city'")).rows;
    });
    expect(columns).toEqual([[3]]);
  });

  it("finishes when every backend of the engine's is ended from outside: the next session is served, close() ends, no socket is left open", async () => {
    const sockets = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    await settle();
    const before = sockets();
    const killAll = () =>
      asAdmin(superUrl, (c) =>
        c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pg_has_role('evaluator2', usesysid, 'MEMBER') AND pid <> pg_backend_pid()",
        ),
      );
    // A user of its own, so only this engine's backends are ended: its own and its sessions' roles (which it is a member of).
    await asAdmin(superUrl, (c) => c.query("CREATE ROLE evaluator2 LOGIN CREATEDB CREATEROLE PASSWORD 'evaluator2-pw'"));
    const url2 = superUrl.replace(/\/\/[^@]+@/, '//evaluator2:evaluator2-pw@');
    const other = await openSqlEngine({ dialect: 'postgres', setupFiles: [SETUP], url: url2, statementTimeoutMs: 2000 });
    const session = await other.session();
    await killAll();
    await expect(session.run('SELECT 1')).rejects.toThrow(SqlError);
    await session.close();
    expect(await cityCount(other)).toEqual([[3]]);
    await killAll();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await settle();
    expect(sockets()).toBe(before);
  });

  it('gives up a connection whose statement gets no answer by its deadline: a timeout, and the socket closed', async () => {
    const connection = await Connection.open(superUrl);
    const started = Date.now();
    const error = await connection.exec('SELECT pg_sleep(30)', { deadlineMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect((error as SqlError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(connection.lost).toMatch(/no answer within 300 ms/);
    await expect(connection.exec('SELECT 1', { deadlineMs: 300 })).rejects.toThrow(/the connection was lost/);
    await connection.close();
  });

  it('leaves no role or database behind when it closes', async () => {
    const open = await leftovers(superUrl);
    // The owner role and the template while the engine is open.
    expect(open.some((name) => name.endsWith('_owner'))).toBe(true);
    expect(open.some((name) => name.endsWith('_template'))).toBe(true);
    await engine.close();
    expect(await leftovers(superUrl)).toEqual([]);
  });

  it('refuses a URL whose user cannot make roles, naming what it lacks and not the password', async () => {
    await asAdmin(superUrl, (c) => c.query("CREATE ROLE createdb_only LOGIN CREATEDB PASSWORD 'createdb-only-pw'"));
    const weak = superUrl.replace(/\/\/[^@]+@/, '//createdb_only:createdb-only-pw@');
    const error = (await openSqlEngine({ dialect: 'postgres', setupFiles: [SETUP], url: weak, statementTimeoutMs: 1000 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(SqlError);
    expect(error.message).toMatch(/needs CREATEDB and CREATEROLE and lacks CREATEROLE/);
    expect(error.message).not.toContain('createdb-only-pw');
    expect(await leftovers(superUrl)).toEqual([]);
  });

  it('leaves no role or database behind when a setup file fails, and names the file', async () => {
    const bad = path.join(dir, 'bad.sql');
    writeFileSync(bad, 'CREATE TABLE t (a integer);\nINSERT INTO missing VALUES (1);\n');
    await expect(openSqlEngine({ dialect: 'postgres', setupFiles: [bad], url, statementTimeoutMs: 1000 })).rejects.toThrow(/bad\.sql: .*missing/);
    expect(await leftovers(superUrl)).toEqual([]);
  });

  it("without setup files, hands the copy's tables to the sessions' roles: DDL works, the URL's database is untouched", async () => {
    await asAdmin(superUrl, async (c) => {
      await c.query('DROP DATABASE IF EXISTS evaluated');
      await c.query('CREATE DATABASE evaluated OWNER evaluator');
    });
    const evaluated = url.replace(/\/postgres$/, '/evaluated');
    await asAdmin(evaluated, (c) =>
      c.query(
        "CREATE TYPE size AS ENUM ('small', 'big'); CREATE TABLE town (id serial PRIMARY KEY, name text, size size); INSERT INTO town (name) VALUES ('Oslo')",
      ),
    );
    const copied = await openSqlEngine({ dialect: 'postgres', setupFiles: [], url: evaluated, statementTimeoutMs: 2000 });
    try {
      const rows = await within(copied, async (s) => {
        await s.run("COMMIT; ALTER TABLE town ADD COLUMN area real; ALTER TYPE size ADD VALUE 'huge'; INSERT INTO town (name) VALUES ('Bergen')");
        return (await s.run('SELECT count(*) FROM town')).rows;
      });
      expect(rows).toEqual([[2]]);
      expect(await within(copied, async (s) => (await s.run('SELECT count(*) FROM town')).rows)).toEqual([[1]]);
    } finally {
      await copied.close();
    }
    const columns = await asAdmin(
      evaluated,
      async (c) => (await c.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'town'")).rowCount,
    );
    expect(columns).toBe(3);
    expect(await leftovers(superUrl)).toEqual([]);
  });
});
