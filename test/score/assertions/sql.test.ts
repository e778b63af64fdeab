// is-sql and contains-sql against promptfoo 0.121.20's rules (src/assertions/sql.ts).
import { describe, expect, it } from 'vitest';
import { SQL_DIALECTS } from '../../../src/score/assertions/sql.js';
import { loadProblem, loadWarning, run, runWithRegexLimit, verdict } from './formats-helpers.js';

describe('is-sql', () => {
  it('parses MySQL by default, and the dialect named by databaseType (case aside)', async () => {
    expect(await verdict('is-sql', 'SELECT id, name FROM users')).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELEC id FROM users')).toEqual(['fail', 0]);
    expect(await verdict('is-sql', 'SELECT TOP 5 id FROM users')).toEqual(['fail', 0]);
    expect(await verdict('is-sql', 'SELECT TOP 5 id FROM users', { databaseType: 'TransactSQL' })).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELECT id::text FROM users', { databaseType: 'postgresql' })).toEqual(['pass', 1]);
  });

  it("adds promptfoo's checks: a missing comma, an odd backtick, generate_series in MySQL, an empty output", async () => {
    expect(await verdict('is-sql', 'SELECT id name FROM users')).toEqual(['fail', 0]);
    expect(await verdict('is-sql', "SELECT 'a b' FROM users")).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELECT `id FROM users')).toEqual(['fail', 0]);
    expect(await verdict('is-sql', 'SELECT * FROM generate_series(1, 3)')).toEqual(['fail', 0]);
    expect(await verdict('not-is-sql', '')).toEqual(['pass', 1]);
  });

  it('fails every output for a dialect node-sql-parser does not know; not- passes it', async () => {
    expect(await verdict('is-sql', 'SELECT 1', { databaseType: 'Oracle' })).toEqual(['fail', 0]);
    expect(await verdict('not-is-sql', 'SELECT 1', { databaseType: 'Oracle' })).toEqual(['pass', 1]);
  });

  it('warns at load about an unknown dialect and an allow-list pattern that does not compile', () => {
    expect(loadWarning('is-sql', { databaseType: 'Oracle' })).toMatch(
      /^`value.databaseType` "Oracle" is not a dialect node-sql-parser knows \(athena, .*\): every output fails$/,
    );
    expect(loadWarning('contains-sql', { allowedTables: ['select::null::(users'] })).toContain(
      '`value.allowedTables` has an invalid pattern "select::null::(users"',
    );
    expect(loadWarning('is-sql', { allowedColumns: ['select::users::['] })).toContain('every output that names a column fails');
    expect(loadWarning('is-sql', { databaseType: 'snowflake', allowedTables: ['(select|update)::null::users'] })).toBeNull();
    expect(loadWarning('is-sql', undefined)).toBeNull();
  });

  it('loads every dialect build it names', async () => {
    for (const dialect of SQL_DIALECTS)
      expect([dialect, (await run('is-sql', 'SELECT a FROM t', { databaseType: dialect })).status]).toEqual([dialect, 'pass']);
  });

  it('checks allowed tables and columns as patterns; a column allowed with its table is allowed without it', async () => {
    const tables = { allowedTables: ['(select|update)::null::users'] };
    expect(await verdict('is-sql', "UPDATE users SET name = 'x'", tables)).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELECT id FROM secrets', tables)).toEqual(['fail', 0]);
    expect((await run('is-sql', 'SELECT id FROM secrets', tables)).reason).toBe(
      'SQL references unauthorized table(s). Found: [select::null::secrets]. Allowed: [(select|update)::null::users].',
    );
    const columns = { allowedColumns: ['select::users::id'] };
    expect(await verdict('is-sql', 'SELECT id FROM users', columns)).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELECT ssn FROM users', columns)).toEqual(['fail', 0]);
    expect(await verdict('not-is-sql', 'SELECT ssn FROM users', columns)).toEqual(['pass', 1]);
    expect(await verdict('is-sql', 'SELECT id FROM secrets', { allowedTables: [] })).toEqual(['pass', 1]);
  });

  it('refuses at load a value that is not an object, and allow-lists that are not lists of names', () => {
    expect(loadProblem('is-sql', 'MySQL')).toContain('must be an object');
    expect(loadProblem('is-sql', { allowedTables: 'select::null::users' })).toContain('`value.allowedTables` must be a list');
    expect(loadProblem('contains-sql', { allowedColumns: [1] })).toContain('`value.allowedColumns` must be a list');
    expect(loadProblem('is-sql', { databaseType: 'Oracle' })).toBeNull();
    expect(loadProblem('is-sql', undefined)).toBeNull();
  });
});

describe('contains-sql', () => {
  it('tries sql and untagged fenced blocks, else the whole output; the first valid one passes', async () => {
    expect(await verdict('contains-sql', 'Here:\n```sql\nSELECT id FROM users\n```\nDone.')).toEqual(['pass', 1]);
    expect(await verdict('contains-sql', '```sql\nSELEC x\n```\n```\nSELECT name FROM users\n```')).toEqual(['pass', 1]);
    expect(await verdict('contains-sql', '```python\nprint(1)\n```')).toEqual(['fail', 0]);
    expect(await verdict('contains-sql', 'Run SELECT id FROM users to list them.')).toEqual(['fail', 0]);
    expect(await verdict('not-contains-sql', '')).toEqual(['pass', 1]);
  });

  it('applies the allow-lists to each block', async () => {
    const output = '```sql\nSELECT id FROM secrets\n```\n```sql\nSELECT id FROM users\n```';
    expect(await verdict('contains-sql', output, { allowedTables: ['select::null::users'] })).toEqual(['pass', 1]);
    expect(await verdict('contains-sql', output, { allowedTables: ['select::null::orders'] })).toEqual(['fail', 0]);
  });
});

// The allow-lists are the dataset's patterns run on names from the model's SQL: node-sql-parser ran them on
// the main thread, `select::null::(a+)+$` against a table of 28 a's and an x for about 9 s.
describe("is-sql's allow-lists run under the regex time limit", () => {
  it('a backtracking pattern is an error naming the limit, not a verdict', async () => {
    const started = performance.now();
    const r = await runWithRegexLimit(300, 'is-sql', `SELECT id FROM ${'a'.repeat(28)}x`, { allowedTables: ['select::null::(a+)+'] });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(r.status).toBe('error');
    expect(r.reason).toContain('did not finish within the 300 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS)');
    expect(await verdict('is-sql', 'SELECT id FROM aaa', { allowedTables: ['select::null::(a+)+'] })).toEqual(['pass', 1]);
  });
});
