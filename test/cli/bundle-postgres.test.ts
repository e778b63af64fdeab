// `supereval run` (the bundled CLI, a child process) on an nl2sql dataset
// whose database is a real PostgreSQL server (test/helpers/postgres-server.ts),
// answered by a model whose SQL attacks the server: it ends every other
// backend, changes its role's password, makes a superuser, runs a program.
// The run must still finish (results written, the process exits by itself),
// the cases after each attack must pass, and the server must be as before.
import { execFile, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cliBin, repoRoot } from '../helpers/cli.js';
import { hasPostgres, postgresServer } from '../helpers/postgres-server.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-cli-postgres-');
const marker = path.join(root, 'copy-program-ran');
/** Past this the CLI is killed: a run whose sockets stay open never exits by itself. */
const EXIT_WITHIN_MS = 90_000;

const COUNT = { postgres: ['SELECT count(*) FROM city'] };
const RENAME = { postgres: ["UPDATE city SET name = 'Bergen' WHERE id = 1"] };
const NAMES = { postgres: ['SELECT id, name FROM city ORDER BY id'] };
const dml = (id: number) => ({
  id,
  nl_prompt: `change ${id}`,
  query_type: 'dml',
  database: 'cities',
  dialects: ['postgres'],
  golden_sql: RENAME,
  eval_query: NAMES,
});
const dql = (id: number) => ({ id, nl_prompt: `count ${id}`, query_type: 'dql', database: 'cities', dialects: ['postgres'], golden_sql: COUNT });

/** Each attack, then a case that must still pass. */
const OUTPUTS: Record<number, string> = {
  1: "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
  2: 'SELECT count(*) FROM city',
  3: "COMMIT; ALTER ROLE CURRENT_USER PASSWORD 'lockedout'",
  4: 'SELECT count(*) FROM city',
  5: 'COMMIT; CREATE ROLE pwned_role LOGIN SUPERUSER',
  6: 'SELECT count(*) FROM city',
  7: `COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`,
  8: 'SELECT count(*) FROM city',
  9: 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()',
  10: 'SELECT count(*) FROM city',
};
const CASES = Object.keys(OUTPUTS).map((id) => (Number(id) % 2 === 1 ? dml(Number(id)) : dql(Number(id))));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  ms: number;
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [cliBin, ...args], { cwd: repoRoot, env, timeout: EXIT_WITHIN_MS }, (_error, _stdout, stderr) =>
      resolve({ code: child.exitCode, signal: child.signalCode, stderr, ms: Date.now() - started }),
    );
  });
}

describe.runIf(hasPostgres)('the CLI on a real PostgreSQL server, against hostile SQL', () => {
  it(
    'finishes the run and exits, the next cases pass, and the server keeps no trace of the attacks',
    async () => {
      const { url: superUrl } = await postgresServer();
      const admin = new pg.Client({ connectionString: superUrl });
      admin.on('error', () => undefined);
      await admin.connect();
      await admin.query("CREATE ROLE evaluator LOGIN CREATEDB CREATEROLE PASSWORD 'evaluator-pw'");
      const url = superUrl.replace(/\/\/[^@]+@/, '//evaluator:evaluator-pw@');
      const dataset = writeTree(path.join(root, 'cities'), {
        'dataset.json': {
          name: 'cities',
          type: 'nl2sql',
          dialect: 'postgres',
          database: { setup: ['schema.sql'], url_env: 'SUPEREVAL_CLI_PG_URL', statement_timeout_ms: 3000 },
        },
        'schema.sql': "CREATE TABLE city (id serial PRIMARY KEY, name text NOT NULL);\nINSERT INTO city (name) VALUES ('Oslo'), ('Paris');\n",
        'cases.jsonl': CASES,
      });
      const replay = path.join(root, 'outputs.jsonl');
      writeFileSync(
        replay,
        Object.entries(OUTPUTS)
          .map(([id, output]) => JSON.stringify({ id: Number(id), output }))
          .join('\n') + '\n',
      );
      const out = path.join(root, 'results.json');

      const env = { ...process.env, NO_COLOR: '1', SUPEREVAL_CLI_PG_URL: url };
      const exit = await runCli(
        ['run', dataset, '--model', `replay:${replay}`, '--database-url-env', 'SUPEREVAL_CLI_PG_URL', '--output', out, '--concurrency', '4', '-q'],
        env,
      );

      expect(exit.signal, exit.stderr).toBeNull();
      expect(exit.code, exit.stderr).toBe(1);
      expect(exit.stderr).not.toContain('evaluator-pw');
      const statuses = Object.fromEntries(readResultsFile(out).cases.map((c) => [c.id, c.status]));
      expect(statuses).toEqual({ 1: 'fail', 2: 'pass', 3: 'fail', 4: 'pass', 5: 'fail', 6: 'pass', 7: 'fail', 8: 'pass', 9: 'fail', 10: 'pass' });

      // The URL's user still logs in; no superuser was made, no program ran, no role or database of the run is left.
      const evaluator = new pg.Client({ connectionString: url });
      await evaluator.connect();
      await evaluator.end();
      expect((await admin.query("SELECT 1 FROM pg_roles WHERE rolname = 'pwned_role'")).rowCount).toBe(0);
      expect(existsSync(marker)).toBe(false);
      const left = await admin.query(
        "SELECT rolname AS name FROM pg_roles WHERE rolname LIKE 'supereval\\_%' UNION ALL SELECT datname FROM pg_database WHERE datname LIKE 'supereval\\_%'",
      );
      expect(left.rows).toEqual([]);
      await admin.end();
    },
    EXIT_WITHIN_MS + 30_000,
  );

  it(
    'drops its roles and databases when interrupted (SIGINT) in the middle of the run',
    async () => {
      const { url: superUrl } = await postgresServer();
      const admin = new pg.Client({ connectionString: superUrl });
      admin.on('error', () => undefined);
      await admin.connect();
      await admin.query("CREATE ROLE interrupted LOGIN CREATEDB CREATEROLE PASSWORD 'interrupted-pw'");
      const url = superUrl.replace(/\/\/[^@]+@/, '//interrupted:interrupted-pw@');
      const slow = { postgres: ['SELECT pg_sleep(1.5)::text AS slept'] };
      const ids = [1, 2, 3, 4, 5, 6, 7, 8];
      const dataset = writeTree(path.join(root, 'slow'), {
        'dataset.json': { name: 'slow', type: 'nl2sql', dialect: 'postgres', database: { setup: ['schema.sql'], url_env: 'SUPEREVAL_CLI_PG_URL' } },
        'schema.sql': 'CREATE TABLE t (a integer);\n',
        'cases.jsonl': ids.map((id) => ({ id, nl_prompt: 'sleep', query_type: 'dql', database: 'slow', dialects: ['postgres'], golden_sql: slow })),
      });
      const replay = path.join(root, 'slow.jsonl');
      writeFileSync(replay, ids.map((id) => JSON.stringify({ id, output: slow.postgres[0] })).join('\n') + '\n');
      const out = path.join(root, 'slow-results.json');
      const child = spawn(
        process.execPath,
        [
          cliBin,
          'run',
          dataset,
          '--model',
          `replay:${replay}`,
          '--database-url-env',
          'SUPEREVAL_CLI_PG_URL',
          '--output',
          out,
          '--concurrency',
          '2',
          '-q',
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, NO_COLOR: '1', SUPEREVAL_CLI_PG_URL: url },
          stdio: 'ignore',
        },
      );
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // Past the template's making, into the cases.
      const deadline = Date.now() + 30_000;
      const ours = "SELECT 1 FROM pg_stat_activity WHERE usename LIKE 'supereval\\_%' AND query LIKE '%pg_sleep%'";
      while (Date.now() < deadline && (await admin.query(ours)).rowCount === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(readResultsFile(out).run.interrupted).toBe(true);
      const left = await admin.query(
        "SELECT rolname AS name FROM pg_roles WHERE rolname LIKE 'supereval\\_%' UNION ALL SELECT datname FROM pg_database WHERE datname LIKE 'supereval\\_%'",
      );
      expect(left.rows).toEqual([]);
      await admin.end();
    },
    EXIT_WITHIN_MS,
  );
});
