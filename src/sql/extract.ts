// The SQL in a model's reply. EvalBench runs the reply through its
// sanitize_sql (evalbench/util/sanitizer.py), which deletes the ``` and ```sql
// markers but keeps any prose around them, so "Here it is: ```sql SELECT 1```"
// reaches the database whole and fails. We first take the SQL out of the
// reply (the fenced block, or the statements between the prose), then apply
// sanitize_sql's own replacements, so the SQL itself reads exactly as
// EvalBench would run it (test/fixtures/evalbench/sanitize.json holds its
// outputs, made by scripts/evalbench-sanitize-oracle.py). docs/scoring.md
// says where the two differ.

/** Fence languages that mark a block as SQL. */
const SQL_FENCES = new Set(['sql', 'sqlite', 'postgres', 'postgresql', 'pgsql', 'psql', 'mysql', 'tsql', 'plsql', 'googlesql']);

/** The words a SQL statement starts with (what tells SQL from prose). */
const STATEMENT_START =
  /^(?:\(\s*)*(?:select|with|insert|update|delete|replace|upsert|merge|create|alter|drop|truncate|rename|comment|grant|revoke|pragma|values|explain|analyze|vacuum|begin|commit|rollback|savepoint|release|set|show|table|call|do|copy|reindex|attach|detach)\b/i;

/** The words a continuing clause of a statement starts with: a paragraph starting otherwise after the SQL is prose. */
const CLAUSE_START =
  /^(?:select|from|where|join|inner|left|right|full|outer|cross|natural|on|using|group|order|having|limit|offset|fetch|union|intersect|except|window|returning|values|set|and|or|not|case|when|then|else|end|as|into|with|insert|update|delete|create|alter|drop|primary|foreign|references|constraint|check|unique|default|partition|over|lateral|filter)\b|^[(),*'"`[0-9-]/i;

interface Statement {
  /** The statement's text, without its `;`. */
  text: string;
  /** Offsets in the source: start of the text, and just past its `;` (or its end when none). */
  start: number;
  end: number;
}

/**
 * Splits SQL at the `;` that end statements, outside quotes ('', "", ``, []),
 * comments (--, /* *\/) and Postgres dollar quotes ($$...$$, $tag$...$tag$).
 * Blank statements are left out.
 */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let start = 0;
  const push = (end: number, next: number) => {
    const text = sql.slice(start, end);
    if (text.trim() !== '') statements.push({ text: text.trim(), start, end: next });
    start = next;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      i = closing(sql, i + 1, c);
    } else if (c === '[') {
      i = closing(sql, i + 1, ']');
    } else if (c === '-' && sql[i + 1] === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol < 0 ? sql.length : eol + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? sql.length : close + 2;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]?\w*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const close = sql.indexOf(tag, i + tag.length);
        i = close < 0 ? sql.length : close + tag.length;
      } else i++;
    } else if (c === ';') {
      push(i, i + 1);
      i++;
    } else i++;
  }
  push(sql.length, sql.length);
  return statements;
}

/** Past the quote that closes one opened before `from` (a doubled quote is an escaped one). */
function closing(sql: string, from: number, quote: string): number {
  let at = from;
  for (;;) {
    const close = sql.indexOf(quote, at);
    if (close < 0) return sql.length;
    if (quote !== ']' && sql[close + 1] === quote) {
      at = close + 2;
      continue;
    }
    return close + 1;
  }
}

/** A statement's text without its leading comments. */
function withoutLeadingComments(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    if (rest.startsWith('--')) {
      const eol = rest.indexOf('\n');
      rest = eol < 0 ? '' : rest.slice(eol + 1).trimStart();
    } else if (rest.startsWith('/*')) {
      const close = rest.indexOf('*/');
      rest = close < 0 ? '' : rest.slice(close + 2).trimStart();
    } else return rest;
  }
}

/** Whether a statement is SQL rather than prose: it starts (after comments) with a statement's first word. */
export function isStatement(text: string): boolean {
  return STATEMENT_START.test(withoutLeadingComments(text));
}

/** The content of the reply's SQL fence: the first ```sql (or a dialect's) block, else the first untagged one; null without either. */
function fencedBlock(output: string): string | null {
  const fences = [...output.matchAll(/```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g)].map((m) => ({
    language: (m[1] as string).toLowerCase(),
    body: m[2] as string,
  }));
  return (fences.find((f) => SQL_FENCES.has(f.language)) ?? fences.find((f) => f.language === ''))?.body ?? null;
}

/** Cuts the reply's last statement at a paragraph (blank line) that starts as prose does, not as a SQL clause. */
function cutTrailingProse(text: string): string {
  const paragraphs = text.split(/\n[ \t]*\n/);
  let kept = paragraphs[0] as string;
  for (const paragraph of paragraphs.slice(1)) {
    if (!CLAUSE_START.test(paragraph.trimStart())) break;
    kept += `\n\n${paragraph}`;
  }
  return kept;
}

/** The statements of a reply without a fence: from the first line that starts a statement, up to the prose that follows the last one. */
function unfencedSql(output: string): string {
  const lines = output.split('\n');
  const first = lines.findIndex((line) => isStatement(line));
  if (first < 0) return '';
  const from = lines.slice(first).join('\n');
  let end = 0;
  for (const statement of splitStatements(from)) {
    if (!isStatement(statement.text)) break;
    const terminated = from[statement.end - 1] === ';';
    end = terminated ? statement.end : statement.start + cutTrailingProse(from.slice(statement.start, statement.end)).length;
    if (!terminated) break;
  }
  return from.slice(0, end);
}

/**
 * EvalBench's sanitize_sql, replacement for replacement (the dialect-aware
 * version): the fence markers, a `sql: "` prefix and the text "google_sql"
 * go; a literal backslash-n becomes a space; every run of two spaces is
 * deleted (Python's str.replace, left to right, so three spaces leave one);
 * backslashes go (GoogleSQL keeps escaped quotes and backticks); backticks go
 * for every dialect but GoogleSQL.
 */
export function evalbenchSanitize(sql: string, dialect: string): string {
  let result = sql
    .replaceAll('```sql', '')
    .replaceAll('```', '')
    .replaceAll('sql: "', '')
    .replaceAll('\\n', ' ')
    .replaceAll('  ', '')
    .replaceAll('google_sql', '');
  result = dialect === 'googlesql' ? result.replaceAll('\\`', '`').replaceAll('\\"', '"') : result.replaceAll('\\', '');
  result = result.trim();
  if (dialect !== '' && dialect !== 'googlesql') result = result.replaceAll('`', '');
  return result;
}

/**
 * The SQL to run for a model's reply: the fenced block when there is one
 * (prose around it dropped), else the statements found between prose; then
 * EvalBench's sanitize_sql. '' when the reply holds no SQL.
 */
export function extractSql(output: string, dialect: string): string {
  const fenced = fencedBlock(output);
  const sql = evalbenchSanitize(fenced ?? unfencedSql(output), dialect);
  // What is left may be only comments (a reply that explains why it wrote none).
  return splitStatements(sql).some((s) => withoutLeadingComments(s.text) !== '') ? sql : '';
}
