// An nl2sql dataset's database from the command line: a dataset may read only
// the environment variables --database-url-env lists (DATABASE_URL by
// default), and a URL is shown as scheme://host:port at most; a database that
// cannot be set up is a setup error (exit 4), not a green gate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-cli-database-');
const WEBHOOK = 'https://hooks.slack.com/services/T0AAA1111/B0BBB2222/pathSecretValue123?token=querySecret';
const WEBHOOK_PARTS = ['/services', 'T0AAA1111', 'B0BBB2222', 'pathSecretValue123', 'querySecret'];

const item = (id: number) => ({
  id,
  nl_prompt: `request ${id}`,
  query_type: 'dql',
  database: 'cities',
  dialects: ['sqlite'],
  golden_sql: { sqlite: ['SELECT name FROM city ORDER BY id'] },
});

function dataset(name: string, database: object): string {
  return writeTree(path.join(root, name), {
    'dataset.json': { name, type: 'nl2sql', dialect: 'sqlite', database, thresholds: { pass_rate: 0 } },
    'schema.sql': 'CREATE TABLE city (id integer PRIMARY KEY, name text);\nINSERT INTO city VALUES (1, "Oslo");\n',
    'broken.sql': 'CREATE TABLE city (id integer PRIMARY KEY, name text);\nINSERT INTO no_such_table VALUES (1);\n',
    'cases.jsonl': [item(1), item(2)],
  });
}

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

describe('database.url_env', () => {
  it('naming a variable --database-url-env does not list stops the run before any call, without reading it; exit 2', async () => {
    process.env['SLACK_WEBHOOK_URL'] = WEBHOOK;
    const dir = dataset('webhook', { url_env: 'SLACK_WEBHOOK_URL' });
    const out = path.join(root, 'webhook.json');
    const r = await runCli('run', dir, '-m', 'echo', '-q', '-o', out);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(
      `${path.join(dir, 'dataset.json')}: database.url_env: SLACK_WEBHOOK_URL is not a variable datasets may read (--database-url-env lets them read DATABASE_URL)`,
    );
    expect(r.stderr).toContain('To use it, list it: --database-url-env SLACK_WEBHOOK_URL');
    expect(r.stdout + r.stderr).not.toContain('hooks.slack.com');
  });

  it('listed, a URL that is no database server is a setup error shown without its path or query; exit 4', async () => {
    process.env['SLACK_WEBHOOK_URL'] = WEBHOOK;
    const dir = dataset('webhook-listed', { url_env: 'SLACK_WEBHOOK_URL' });
    const out = path.join(root, 'webhook-listed.json');
    const r = await runCli('run', dir, '-m', 'echo', '-q', '-o', out, '--database-url-env', 'DATABASE_URL,SLACK_WEBHOOK_URL');
    expect(r.code).toBe(EXIT.setup);
    expect(r.stdout + r.stderr).toContain('https://hooks.slack.com: no database server engine for "https:" URLs');
    const written = readFileSync(out, 'utf8');
    for (const part of WEBHOOK_PARTS) expect(r.stdout + r.stderr + written, part).not.toContain(part);
  });

  it('--database-url-env takes only names of variables', async () => {
    const r = await runCli('run', dataset('bad-flag', { setup: ['schema.sql'] }), '-m', 'echo', '--database-url-env', 'DATABASE_URL,not a name');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--database-url-env: "not a name" is not the name of an environment variable');
  });
});

describe('a database that cannot be set up', () => {
  it('is a setup error naming the dataset, exit 4, though pass_rate 0 would pass every error', async () => {
    const dir = dataset('broken', { setup: ['broken.sql'] });
    const out = path.join(root, 'broken.json');
    const r = await runCli('run', dir, '-m', 'echo', '-q', '-o', out);
    expect(r.code, r.stdout + r.stderr).toBe(EXIT.setup);
    expect(r.stdout + r.stderr).toContain('the database of broken could not be set up');
    const results = JSON.parse(readFileSync(out, 'utf8')) as { setup_errors?: object[]; gate: { passed: boolean } };
    expect(results.setup_errors).toEqual([
      expect.objectContaining({ model: 'broken', role: 'dataset', kind: 'database', code: 'DatasetSetup', results: 2 }),
    ]);
    expect(results.gate.passed).toBe(false);
  });

  it('a database that opens runs as before', async () => {
    const r = await runCli('run', dataset('fine', { setup: ['schema.sql'] }), '-m', 'echo', '-q');
    expect(r.code, r.stdout + r.stderr).toBe(EXIT.passed);
  });
});
