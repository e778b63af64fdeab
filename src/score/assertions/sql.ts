// is-sql and contains-sql as promptfoo 0.121.20 decides them
// (src/assertions/sql.ts): node-sql-parser for the syntax of the chosen
// `databaseType` (MySQL by default) and for the `allowedTables` /
// `allowedColumns` allow-lists, after promptfoo's own checks for what the
// parser lets through (an odd backtick, a likely missing comma in a SELECT
// list, generate_series in MySQL).
//
// node-sql-parser's full build holds every dialect's grammar (2.5 MB). Each
// dialect also has its own build; the one a run names is loaded the first
// time an SQL assertion runs, so runs without one never load a grammar, and
// runs with one load a tenth of it.
import type { Parser as SqlParser } from 'node-sql-parser';
import type { Assertion } from '../../config/index.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type AssertOutcome, type ValueCheck } from '../types.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';
import { boundedTest, regexBounds, RegexNotFinishedError, type BoundedMatchOptions } from '../sandbox/bounded-regex.js';

type ParserModule = { Parser?: typeof SqlParser; default?: { Parser?: typeof SqlParser } };
// Literal specifiers, so that the bundler makes one chunk per dialect.
const DIALECT_BUILDS: Record<string, () => Promise<ParserModule>> = {
  athena: () => import('node-sql-parser/build/athena.js'),
  bigquery: () => import('node-sql-parser/build/bigquery.js'),
  db2: () => import('node-sql-parser/build/db2.js'),
  flinksql: () => import('node-sql-parser/build/flinksql.js'),
  hive: () => import('node-sql-parser/build/hive.js'),
  mariadb: () => import('node-sql-parser/build/mariadb.js'),
  mysql: () => import('node-sql-parser/build/mysql.js'),
  noql: () => import('node-sql-parser/build/noql.js'),
  postgresql: () => import('node-sql-parser/build/postgresql.js'),
  redshift: () => import('node-sql-parser/build/redshift.js'),
  snowflake: () => import('node-sql-parser/build/snowflake.js'),
  sqlite: () => import('node-sql-parser/build/sqlite.js'),
  transactsql: () => import('node-sql-parser/build/transactsql.js'),
  trino: () => import('node-sql-parser/build/trino.js'),
};
export const SQL_DIALECTS: readonly string[] = Object.keys(DIALECT_BUILDS);

const parsers = new Map<string, Promise<SqlParser>>();

/**
 * A parser for `databaseType`. A name node-sql-parser does not know gets
 * the MySQL build, which then refuses it exactly as the full build does
 * ("Oracle is not supported currently"): promptfoo fails such an output.
 */
function parserFor(databaseType: unknown): Promise<SqlParser> {
  const key = typeof databaseType === 'string' ? databaseType.toLowerCase() : '';
  const dialect = Object.hasOwn(DIALECT_BUILDS, key) ? key : 'mysql';
  let parser = parsers.get(dialect);
  if (!parser) {
    parser = (DIALECT_BUILDS[dialect] as () => Promise<ParserModule>)().then((module) => {
      const Parser = module.Parser ?? module.default?.Parser;
      if (!Parser) throw new Error(`node-sql-parser's ${dialect} build has no Parser`);
      return new Parser();
    });
    parsers.set(dialect, parser);
  }
  return parser;
}

// --- promptfoo's checks beyond the parser ---

const STANDARD_SELECT_MODIFIER = '(?:all|distinct)';
const MYSQL_SELECT_MODIFIER =
  '(?:all|distinct(?:row)?|high_priority|straight_join|sql_(?:big_result|buffer_result|cache|calc_found_rows|no_cache|small_result))';
const IDENTIFIER = '[A-Za-z_][A-Za-z0-9_]*';
/** `SELECT a b FROM`: two bare names in a row, which the parsers take as a column and its alias. */
const missingCommaPattern = (modifier: string) =>
  new RegExp(String.raw`\bselect\s+(?:${modifier}\s+)*(?!${modifier}\b)${IDENTIFIER}\s+${IDENTIFIER}\s+from\b`, 'i');
const STANDARD_MISSING_COMMA = missingCommaPattern(STANDARD_SELECT_MODIFIER);
const MYSQL_MISSING_COMMA = missingCommaPattern(MYSQL_SELECT_MODIFIER);
const MYSQL_FAMILY = new Set(['MySQL', 'MariaDB']);
const BRACKET_IDENTIFIERS = new Set(['TransactSQL', 'Sqlite']);
const EXPRESSION_PLACEHOLDER = ' ? ';

function quotedTextEnd(sql: string, start: number, quote: string): number {
  const closing = quote === '[' ? ']' : quote;
  let i = start + 1;
  while (i < sql.length) {
    if (closing !== ']' && sql[i] === '\\') {
      i += 2;
      continue;
    }
    if (sql[i] === closing) {
      if (sql[i + 1] === closing) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

/** The SQL with quoted text and comments replaced, so that the heuristics see only code. */
function stripIgnoredText(sql: string, databaseType: unknown): string {
  const chunks: string[] = [];
  const brackets = typeof databaseType === 'string' && BRACKET_IDENTIFIERS.has(databaseType);
  let plainStart = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    let ignoredEnd: number | undefined;
    let replacement = ' ';
    if (char === "'" || char === '"' || char === '`' || (char === '[' && brackets)) {
      ignoredEnd = quotedTextEnd(sql, i, char);
      replacement = EXPRESSION_PLACEHOLDER;
    } else if ((char === '-' && sql[i + 1] === '-') || char === '#') {
      ignoredEnd = i + 1;
      while (ignoredEnd < sql.length && sql[ignoredEnd] !== '\r' && sql[ignoredEnd] !== '\n') ignoredEnd++;
    } else if (char === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      ignoredEnd = end === -1 ? sql.length : end + 2;
    } else if (char === '$') {
      const delimiter = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (delimiter) {
        const end = sql.indexOf(delimiter, i + delimiter.length);
        ignoredEnd = end === -1 ? sql.length : end + delimiter.length;
        replacement = EXPRESSION_PLACEHOLDER;
      }
    }
    if (ignoredEnd === undefined) {
      i++;
      continue;
    }
    chunks.push(sql.slice(plainStart, i), replacement);
    i = ignoredEnd;
    plainStart = i;
  }
  chunks.push(sql.slice(plainStart));
  return chunks.join('');
}

// --- the value ---

interface SqlOptions {
  databaseType: unknown;
  allowedTables: unknown;
  allowedColumns: unknown;
}

/** promptfoo reads an object; no value (or a falsy one) is MySQL with no allow-lists. */
function sqlOptions(value: unknown): SqlOptions {
  if (value && typeof value !== 'object') throw new Error('`value` must be an object (`databaseType`, `allowedTables`, `allowedColumns`)');
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { databaseType: v.databaseType || 'MySQL', allowedTables: v.allowedTables, allowedColumns: v.allowedColumns };
}

const stringList = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string');

/**
 * What promptfoo refuses when it runs: a value that is not an object, and
 * allow-lists that are not lists of names (it throws on them once the SQL
 * names a table or column). An unknown `databaseType` or an invalid pattern in
 * an allow-list fails every output there, and does here.
 */
const sqlValue: ValueCheck = (value) => {
  try {
    const { allowedTables, allowedColumns } = sqlOptions(value);
    if (allowedTables && !stringList(allowedTables))
      return '`value.allowedTables` must be a list of table names (`select::null::users`, patterns allowed)';
    if (allowedColumns && !stringList(allowedColumns))
      return '`value.allowedColumns` must be a list of columns (`select::users::id`, patterns allowed)';
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** Patterns of an allow-list that do not compile: node-sql-parser then refuses every SQL naming a table or column. */
const invalidPatterns = (list: unknown): string[] =>
  stringList(list)
    ? list.filter((entry) => {
        try {
          new RegExp(`^${entry}$`, 'i');
          return false;
        } catch {
          return true;
        }
      })
    : [];

const sqlWarning: ValueCheck = (value) => {
  if (!value || typeof value !== 'object') return null;
  const { databaseType, allowedTables, allowedColumns } = sqlOptions(value);
  if (typeof databaseType !== 'string' || !Object.hasOwn(DIALECT_BUILDS, databaseType.toLowerCase())) {
    return `\`value.databaseType\` ${JSON.stringify(databaseType)} is not a dialect node-sql-parser knows (${SQL_DIALECTS.join(', ')}): every output fails`;
  }
  const tables = invalidPatterns(allowedTables);
  if (tables.length > 0) return `\`value.allowedTables\` has an invalid pattern ${JSON.stringify(tables[0])}: every output that names a table fails`;
  const columns = invalidPatterns(allowedColumns);
  if (columns.length > 0)
    return `\`value.allowedColumns\` has an invalid pattern ${JSON.stringify(columns[0])}: every output that names a column fails`;
  return null;
};

function optionsOf(assertion: Assertion): SqlOptions {
  const problem = sqlValue(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
  return sqlOptions(assertion.value);
}

/**
 * node-sql-parser's whiteListCheck, with each allow-list pattern matched
 * under the regex time limit (bounded-regex.ts): the patterns are the
 * dataset's, the names come from the model's SQL, and whiteListCheck would
 * run `^(a+)+$` on the main thread for minutes. The same names, patterns
 * (`^pattern$`, case-insensitive) and message; a list the parser cannot
 * give is left to whiteListCheck itself, which fails before any pattern runs.
 */
async function allowListCheck(parser: SqlParser, sql: string, list: string[], opt: { database: string; type?: string }, bounds: BoundedMatchOptions) {
  if (list.length === 0) return;
  const type = opt.type === 'column' ? 'column' : 'table';
  const names: unknown = type === 'table' ? parser.tableList(sql, opt) : parser.columnList(sql, opt);
  if (!Array.isArray(names)) return parser.whiteListCheck(sql, list, opt);
  for (const name of names as string[]) {
    let allowed = false;
    for (const pattern of list) {
      if (await boundedTest(new RegExp(`^${pattern}$`, 'i'), name, bounds)) {
        allowed = true;
        break;
      }
    }
    if (!allowed) throw new Error(`authority = '${name}' is required in ${type} whiteList to execute SQL = '${sql}'`);
  }
}

/** promptfoo's is-sql verdict on one text, before any `not-`. */
async function checkSql(sql: string, options: SqlOptions, bounds: BoundedMatchOptions): Promise<{ valid: boolean; reasons: string[] }> {
  const { databaseType } = options;
  const allowedTables = options.allowedTables as string[] | undefined;
  const allowedColumns = options.allowedColumns as string[] | undefined;
  const parser = await parserFor(databaseType);
  const opt: { database: string; type?: string } = { database: databaseType as string };
  const syntax = `SQL statement does not conform to the provided ${String(databaseType)} database syntax.`;
  const reasons: string[] = [];
  const trimmed = sql.trim();
  if (trimmed.length === 0) reasons.push(syntax);
  if ((trimmed.match(/`/g)?.length ?? 0) % 2 !== 0) reasons.push(syntax);
  const missingComma = typeof databaseType === 'string' && MYSQL_FAMILY.has(databaseType) ? MYSQL_MISSING_COMMA : STANDARD_MISSING_COMMA;
  if (missingComma.test(stripIgnoredText(trimmed, databaseType))) reasons.push(syntax);
  if (databaseType === 'MySQL' && /\bgenerate_series\s*\(/i.test(trimmed)) reasons.push(syntax);
  try {
    parser.astify(sql, opt);
  } catch {
    reasons.push(syntax);
  }
  let valid = reasons.length === 0;
  // `shown` is the list as the user wrote it, for the reason.
  const allowListed = async (type: 'table' | 'column', list: string[], shown: string[]) => {
    opt.type = type;
    try {
      await allowListCheck(parser, sql, list, opt, bounds);
    } catch (error) {
      if (error instanceof RegexNotFinishedError) throw error;
      valid = false;
      let names: string[] = [];
      try {
        // Typed as always present; an SQL node-sql-parser reads but lists nothing for has none.
        const ast: { tableList?: string[]; columnList?: string[] } = parser.parse(sql, opt);
        names = (type === 'table' ? ast.tableList : ast.columnList) ?? [];
      } catch {
        // The SQL does not parse: the allow-list's own message says so.
      }
      reasons.push(
        names.length > 0
          ? `SQL references unauthorized ${type}(s). Found: [${names.join(', ')}]. Allowed: [${shown.join(', ')}].`
          : `SQL validation failed: ${(error as Error).message}.`,
      );
    }
  };
  if (allowedTables) await allowListed('table', allowedTables, allowedTables);
  if (allowedColumns) {
    // `select::users::id` also allows the column written without its table (`select::null::id`).
    const columns = [...allowedColumns];
    for (const item of allowedColumns) {
      const parts = item.split('::');
      if (parts.length === 3 && parts[1] !== 'null') {
        const alternative = [parts[0], 'null', parts[2]].join('::');
        if (!columns.includes(alternative)) columns.push(alternative);
      }
    }
    await allowListed('column', columns, allowedColumns);
  }
  return { valid, reasons };
}

const isSql: AssertionHandler = async (output, assertion, context): Promise<AssertOutcome> => {
  const inverse = isInverse(assertion);
  const { valid, reasons } = await checkSql(output, optionsOf(assertion), regexBounds(context));
  const pass = valid !== inverse;
  if (!pass && reasons.length === 0) reasons.push('The output SQL statement is valid');
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, pass ? 'Assertion passed' : reasons.join(' '));
};

const FENCE_START = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*([^\r\n]*)$/;
const FENCE_END = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*$/;

/** The bodies of the output's fenced code blocks tagged `sql` or untagged. */
function sqlCodeBlocks(output: string): string[] {
  const blocks: string[] = [];
  let active: { body: string[]; fence: string; length: number; isSql: boolean } | undefined;
  for (const line of output.split(/\r\n?|\n/)) {
    if (!active) {
      const opening = FENCE_START.exec(line);
      if (opening) {
        const fence = opening[1] as string;
        const language = (opening[2] as string).trim().toLowerCase();
        active = { body: [], fence: fence[0] as string, length: fence.length, isSql: language === '' || language === 'sql' };
      }
      continue;
    }
    const closing = FENCE_END.exec(line)?.[1];
    if (closing?.[0] === active.fence && closing.length >= active.length) {
      if (active.isSql) blocks.push(active.body.join('\n').trim());
      active = undefined;
    } else active.body.push(line);
  }
  return blocks;
}

/** Some SQL code block of the output (or, without blocks, the whole output) is valid SQL. */
const containsSql: AssertionHandler = async (output, assertion, context): Promise<AssertOutcome> => {
  const options = optionsOf(assertion);
  const blocks = sqlCodeBlocks(output);
  let reason = 'Output does not contain valid SQL';
  let found = false;
  for (const candidate of blocks.length > 0 ? blocks : [output]) {
    if (candidate.trim().length === 0) continue;
    const result = await checkSql(candidate, options, regexBounds(context));
    if (result.valid) {
      found = true;
      break;
    }
    reason = result.reasons.join(' ');
  }
  const pass = found !== isInverse(assertion);
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, pass ? 'Assertion passed' : found ? 'The output SQL statement is valid' : reason);
};

export const sqlFamily: AssertionFamily = {
  handlers: { 'is-sql': isSql, 'contains-sql': containsSql },
  valueChecks: { 'is-sql': sqlValue, 'contains-sql': sqlValue },
  valueWarnings: { 'is-sql': sqlWarning, 'contains-sql': sqlWarning },
};
