// The databases NL2SQL cases run on, behind one interface: SQLite in-process
// (sql.js), Postgres in-process (PGlite), and a real PostgreSQL server by URL
// (pg). The nl2sql kind (src/kinds/nl2sql.ts) and its scorers see only this.
//
// Isolation is the engine's job: every session starts from the dataset's
// schema and data as loaded once, and nothing a session does (the golden SQL,
// the model's SQL, setup or cleanup statements) is visible to another one.

/** The SQL dialects a dataset can declare (dataset.json `dialect`). */
export type SqlDialect = 'sqlite' | 'postgres';

/** What one statement returned: column names and rows of plain JSON-able cells, in the order the database gave them. */
export interface QueryResult {
  columns: string[];
  /** Each row's cells: string, number, bigint, boolean, null, or a value rendered as text (dates, bytes). */
  rows: unknown[][];
}

/** Rows one statement may return: a query that streams rows without end is stopped here rather than when memory runs out. */
export const MAX_RESULT_ROWS = 100_000;

/** Why a statement failed: the database refused it, or it ran past the time limit. */
export class SqlError extends Error {
  override name = 'SqlError';
  constructor(
    message: string,
    /** `error`: the database refused the statement; `timeout`: it ran past the statement time limit. */
    readonly kind: 'error' | 'timeout' = 'error',
  ) {
    super(message);
  }
}

/** One case's private database: the dataset's schema and data, which only this session changes. */
export interface SqlSession {
  /**
   * Runs one or more `;`-separated statements in order and returns the result
   * of the last one (a statement that returns no rows gives no columns and no
   * rows). Rejects with SqlError when a statement fails or times out.
   */
  run(sql: string): Promise<QueryResult>;
  /** Ends the session and discards everything it changed (rollback, or drop the copy). Never rejects. */
  close(): Promise<void>;
}

export interface SqlEngine {
  readonly dialect: SqlDialect;
  /** Where the database is, for logs and reports (never a password: URLs are shown without credentials). */
  readonly label: string;
  /** A fresh session on the dataset's database. */
  session(): Promise<SqlSession>;
  /** The schema as CREATE statements (tables and columns), for the model's prompt. */
  describeSchema(): Promise<string>;
  /** Frees the database (stops the in-process engine, ends the pool). Never rejects. */
  close(): Promise<void>;
}

/** How an engine is opened: the dialect, where the database is, and the per-statement time limit. */
export interface SqlEngineOptions {
  dialect: SqlDialect;
  /** SQL files (absolute paths) that create the schema and data, run once in order; empty for a server that already has them. */
  setupFiles: string[];
  /** A PostgreSQL URL for a real server; absent: the embedded engine of the dialect. */
  url?: string;
  /** Each statement's time limit, in milliseconds. */
  statementTimeoutMs: number;
}
