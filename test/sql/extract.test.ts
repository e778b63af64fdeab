// How the SQL is taken out of a model's reply: EvalBench's sanitize_sql
// exactly (its own outputs, recorded by scripts/evalbench-sanitize-oracle.py),
// after the fence or the prose around the SQL is removed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalbenchSanitize, extractSql, splitStatements } from '../../src/sql/extract.js';

interface OracleCase {
  input: string;
  dialect: string | null;
  evalbench: string;
}
const oracle = JSON.parse(readFileSync(new URL('../fixtures/evalbench/sanitize.json', import.meta.url), 'utf8')) as OracleCase[];

describe("evalbenchSanitize: EvalBench's sanitize_sql", () => {
  it.each(oracle.map((c) => [JSON.stringify(c.input), c.dialect, c]))('%s (%s) as EvalBench gives it', (_input, _dialect, c) => {
    const { input, dialect, evalbench } = c;
    expect(evalbenchSanitize(input, dialect ?? '')).toBe(evalbench);
  });
});

describe('extractSql', () => {
  it('takes the ```sql block and drops the prose around it (EvalBench would run the prose too)', () => {
    const reply = 'Here is the query:\n```sql\nSELECT name\nFROM city\nWHERE population > 1000;\n```\nIt lists the big cities.';
    expect(extractSql(reply, 'sqlite')).toBe('SELECT name\nFROM city\nWHERE population > 1000;');
    // What EvalBench runs for the same reply: the prose stays, so the statement fails.
    expect(oracle.find((c) => c.input === reply && c.dialect === 'sqlite')?.evalbench).toBe(
      'Here is the query:\n\nSELECT name\nFROM city\nWHERE population > 1000;\n\nIt lists the big cities.',
    );
  });

  it('prefers a block tagged sql (or a dialect) over an untagged one, and an untagged one over none', () => {
    expect(extractSql('```python\nprint(1)\n```\n```\nSELECT 2\n```\n```sqlite\nSELECT 3\n```', 'sqlite')).toBe('SELECT 3');
    expect(extractSql('```python\nprint(1)\n```\n```\nSELECT 2\n```', 'sqlite')).toBe('SELECT 2');
    expect(extractSql('```SQL\nselect 1\n```', 'sqlite')).toBe('select 1');
  });

  it('keeps the statements between the prose of an unfenced reply', () => {
    expect(extractSql('SELECT name FROM city', 'sqlite')).toBe('SELECT name FROM city');
    expect(extractSql('The query is below.\n\nSELECT name FROM city;\nThis lists every city.', 'sqlite')).toBe('SELECT name FROM city;');
    expect(extractSql('Sure!\nUPDATE city SET population = 0 WHERE id = 1;\nDELETE FROM city WHERE id = 2;\nDone.', 'sqlite')).toBe(
      'UPDATE city SET population = 0 WHERE id = 1;\nDELETE FROM city WHERE id = 2;',
    );
    expect(extractSql('SELECT name\nFROM city\n\nWHERE id = 1\n\nThis returns one name.', 'sqlite')).toBe('SELECT name\nFROM city\n\nWHERE id = 1');
    expect(extractSql('WITH big AS (SELECT * FROM city) SELECT count(*) FROM big', 'postgres')).toBe(
      'WITH big AS (SELECT * FROM city) SELECT count(*) FROM big',
    );
  });

  it('finds no SQL in prose, in comments alone, or in nothing', () => {
    expect(extractSql('I cannot write SQL for that question.', 'sqlite')).toBe('');
    expect(extractSql('```sql\n-- no query is needed\n```', 'sqlite')).toBe('');
    expect(extractSql('', 'sqlite')).toBe('');
  });

  it('applies sanitize_sql to what it took: backticks go, a run of two spaces goes', () => {
    expect(extractSql('```sql\nSELECT `name`  FROM city\n```', 'sqlite')).toBe('SELECT nameFROM city');
  });
});

describe('splitStatements', () => {
  it('splits at the ; outside quotes, comments and dollar quotes', () => {
    const sql = 'SELECT \'a;b\'; SELECT "x;" -- c;\n; /* d; */ SELECT $f$ e; $f$; SELECT [g;h]';
    expect(splitStatements(sql).map((s) => s.text)).toEqual(["SELECT 'a;b'", 'SELECT "x;" -- c;', '/* d; */ SELECT $f$ e; $f$', 'SELECT [g;h]']);
    expect(splitStatements("SELECT 'it''s; fine'").map((s) => s.text)).toEqual(["SELECT 'it''s; fine'"]);
  });
});
