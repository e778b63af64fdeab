// A Postgres session as one transaction, shared by PGlite and the server
// engine. Everything a session runs (setup_sql, the golden or generated SQL,
// the eval_query, cleanup_sql) happens inside a transaction the engine opened
// and later rolls back, and each run() inside a savepoint of its own, so a
// statement that fails leaves the session usable, as in the sqlite engine.
//
// Running inside a transaction also makes PostgreSQL itself refuse what no
// rollback could undo: DROP DATABASE, CREATE DATABASE, ALTER SYSTEM, VACUUM,
// tablespaces ("cannot run inside a transaction block").
//
// The generated SQL is untrusted and DML/DDL runs whole, so it may end the
// transaction itself (COMMIT, ROLLBACK, END; a correct answer often is
// "BEGIN; UPDATE ...; COMMIT;"). That is let happen, as it would on a fresh
// database, and detected: after every run the transaction's id is compared
// with the one the session began with. A session whose transaction was ended
// is marked `escaped`, and a new transaction is opened for what follows; the
// engine then discards what the escape committed (PGlite rebuilds its
// database from the dataset's image; the server drops the session's copy).
import { randomBytes } from 'node:crypto';
import { SqlError, type QueryResult } from './engine.js';
import { pgCell } from './pg-cells.js';

/** One statement's result as PostgreSQL sent it: column names and type OIDs, cells as text. */
export interface PgRawResult {
  columns: { name: string; typeOid: number }[];
  rows: (string | null)[][];
}

/** A connection that runs SQL (one or more `;`-separated statements, as a simple query) and returns the last statement's result; rejects with SqlError. */
export type PgExec = (sql: string) => Promise<PgRawResult>;

/** The raw result as the engine interface gives it: cells converted by type (src/sql/pg-cells.ts). */
export function toQueryResult(raw: PgRawResult): QueryResult {
  return {
    columns: raw.columns.map((c) => c.name),
    rows: raw.rows.map((row) => row.map((text, i) => pgCell(raw.columns[i]?.typeOid ?? 0, text))),
  };
}

/** The current transaction's id (assigned on first call; PostgreSQL 9.4 and later). */
const CURRENT_XID = 'SELECT txid_current()::text';

export class PgTransaction {
  /** True once the session's SQL ended the transaction the engine opened (its changes may have been committed). */
  escaped = false;
  private xid: string | null = null;
  /** A savepoint name the SQL cannot know in advance, so it cannot release or roll back to ours. */
  private readonly savepoint = `supereval_${randomBytes(6).toString('hex')}`;

  private constructor(private readonly exec: PgExec) {}

  /** Opens the session's transaction. */
  static async begin(exec: PgExec): Promise<PgTransaction> {
    const transaction = new PgTransaction(exec);
    await transaction.open();
    return transaction;
  }

  async run(sql: string): Promise<QueryResult> {
    await this.exec(`SAVEPOINT ${this.savepoint}`);
    let raw: PgRawResult;
    try {
      raw = await this.exec(sql);
    } catch (error) {
      // A timeout ends the session (the engine stops the statement's connection or worker): nothing to undo here.
      if (error instanceof SqlError && error.kind === 'timeout') throw error;
      // Undo the failed statement only, so the session goes on; if the savepoint is gone, the SQL ended the transaction before failing.
      const undone = await this.exec(`ROLLBACK TO SAVEPOINT ${this.savepoint}`).then(
        () => true,
        () => false,
      );
      if (undone) await this.exec(`RELEASE SAVEPOINT ${this.savepoint}`).catch(() => this.reopen('ROLLBACK'));
      else await this.reopen('ROLLBACK');
      throw error;
    }
    if ((await this.currentXid()) !== this.xid) {
      // Ended (and perhaps a new one begun) by the SQL: commit what it left open, as its eval_query would see it, and start over.
      await this.reopen('COMMIT');
    } else {
      await this.exec(`RELEASE SAVEPOINT ${this.savepoint}`).catch(() => this.reopen('ROLLBACK'));
    }
    return toQueryResult(raw);
  }

  private async open(): Promise<void> {
    await this.exec('BEGIN');
    this.xid = await this.currentXid();
    if (this.xid === null) throw new SqlError('could not open the session transaction');
  }

  private async currentXid(): Promise<string | null> {
    return this.exec(CURRENT_XID).then(
      (result) => result.rows[0]?.[0] ?? null,
      () => null,
    );
  }

  private async reopen(end: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    this.escaped = true;
    // Outside a transaction, COMMIT and ROLLBACK only warn.
    await this.exec(end).catch(() => undefined);
    await this.open();
  }
}
