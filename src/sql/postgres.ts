// A real PostgreSQL server by URL (postgres://user:pass@host:5432/db), through
// the pg driver.
//
// The dataset's database is a template the engine makes on the server:
// - with setup files, a new database built by them;
// - without, a copy of the URL's database, which then already holds the
//   schema and data (PostgreSQL copies a database only while nobody is
//   connected to it, so the copy is made once, at the start, over a
//   connection to the server's `postgres` database).
// Every session is a database of its own, copied from the template
// (CREATE DATABASE ... TEMPLATE: 0.2 s for a small database with fsync on,
// 30 ms without; dropped after the session in the background), and inside
// it one transaction (src/sql/pg-transaction.ts), so PostgreSQL refuses what
// would reach beyond the copy (DROP DATABASE, ALTER SYSTEM). A COMMIT in the
// SQL commits to the session's copy only, which is dropped when the session
// closes. Sessions run in parallel. The URL's own database is never written to.
//
// No SQL of the dataset's or the model's runs as the URL's user: the setup
// and each session log in as a role of their own, made and dropped by the
// engine (src/sql/pg-roles.ts), so what a COMMIT lets out of the transaction
// (ALTER ROLE CURRENT_USER ..., CREATE ROLE, COPY ... PROGRAM) is refused or
// dies with the session. The URL's user needs CREATEDB and CREATEROLE.
//
// Time limit: the server's statement_timeout, and, because the SQL can turn it
// off (SET statement_timeout = 0), a timer of our own that terminates the
// session's backend. Every connection has a deadline besides
// (src/sql/pg-connection.ts), so the run ends whatever the SQL did to the
// server's backends.
import { randomBytes } from 'node:crypto';
import { SqlError, type QueryResult, type SqlEngine, type SqlEngineOptions, type SqlSession } from './engine.js';
import { PG_SESSION_SETTINGS } from './pg-cells.js';
import { AdminLink, Connection, quoteIdent, quoteLiteral, urlFor, type ExecOptions } from './pg-connection.js';
import { checkUrlUser, createLoginRole, createOwnerRole, dropRole, handOverSql } from './pg-roles.js';
import { describePgSchema } from './pg-schema.js';
import { PgTransaction, type PgRawResult } from './pg-transaction.js';
import { runSetupFiles } from './setup-files.js';
import { shownUrl, withoutUrl } from './url.js';

/** Past the statement's limit, how long the server gets to cancel it itself before the backend is terminated. */
const GRACE_MS = 2_000;
/** Past our own timer, how long a connection waits for any answer before its socket is closed (a server that stopped answering). */
const SILENT_MS = 5_000;
/** The setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** The engine's own statements: copying a large database takes a while, but not for ever. */
const ADMIN_DEADLINE_MS = 120_000;
/** Closed sessions' databases waiting to be dropped before a new session waits for them. */
const MAX_DROP_BACKLOG = 8;

/** The database the URL names (pg's default: the user's name). */
function databaseOf(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}

class PostgresSession implements SqlSession {
  private closing: Promise<void> | null = null;
  private timedOut = false;

  constructor(
    private readonly engine: PostgresEngine,
    /** The session's database and role (the same name). */
    private readonly name: string,
    private readonly connection: Connection,
    private readonly transaction: PgTransaction,
  ) {}

  run(sql: string): Promise<QueryResult> {
    if (this.closing) return Promise.reject(new SqlError('the session is closed'));
    if (this.timedOut)
      return Promise.reject(new SqlError(`a statement ran past the ${this.engine.timeoutMs} ms time limit, so the session was ended`));
    return this.transaction.run(sql).catch((error: unknown) => {
      if (error instanceof SqlError && error.kind === 'timeout') this.end();
      throw error;
    });
  }

  /** After a timeout, as the in-process engines do: the session is over. */
  end(): void {
    if (this.timedOut) return;
    this.timedOut = true;
    void this.engine.terminate(this.connection.processId);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.connection.close();
      this.engine.release(this.name);
    })().catch(() => undefined);
    return this.closing;
  }
}

class PostgresEngine implements SqlEngine {
  readonly dialect = 'postgres' as const;
  readonly label: string;
  /** Creates the databases and roles and ends backends. */
  readonly admin: AdminLink;
  private schema: Promise<string> | null = null;
  private sessions = 0;
  /** Drops closed sessions' databases and roles, one after another, on a connection of its own: with fsync on, a DROP DATABASE takes about a second (a CREATE from the template 0.2 s), and need not hold up the next session. */
  private readonly reaper: AdminLink;
  private reaping: Promise<void> = Promise.resolve();
  private backlog = 0;
  /** What close() drops: set before the statement that makes it, whose answer may be lost. */
  private made = { owner: false, template: false };

  constructor(
    private readonly url: string,
    adminUrl: string,
    /** Names of the databases and roles this engine makes: `<prefix>_template`, `<prefix>_owner`, `<prefix>_setup`, `<prefix>_s<n>`. */
    private readonly prefix: string,
    readonly timeoutMs: number,
  ) {
    this.label = `postgres (${shownUrl(url)})`;
    this.admin = new AdminLink(adminUrl, ADMIN_DEADLINE_MS);
    this.reaper = new AdminLink(adminUrl, ADMIN_DEADLINE_MS);
  }

  get template(): string {
    return `${this.prefix}_template`;
  }

  get owner(): string {
    return `${this.prefix}_owner`;
  }

  /** Makes the owner role and the template: built by the setup files (run as a role of their own), or copied from the URL's database. */
  async build(setupFiles: readonly string[]): Promise<void> {
    this.made.owner = true;
    await createOwnerRole(this.admin, this.owner);
    this.made.template = true;
    // Owned by the owner role while it is built, so what is made in its public schema can be the owner role's.
    if (setupFiles.length === 0) await this.copyUrlDatabase();
    else await this.runSetup(setupFiles);
    // Then the URL's user's again: a session's role, a member of the owner role, must not own the template.
    await this.admin.exec(`ALTER DATABASE ${quoteIdent(this.template)} OWNER TO CURRENT_USER`);
  }

  async session(): Promise<SqlSession> {
    const name = `${this.prefix}_s${++this.sessions}`;
    // Copies waiting to be dropped take disk space: past a few, new sessions wait for them.
    while (this.backlog >= MAX_DROP_BACKLOG) await this.reaping;
    let connection: Connection | null = null;
    try {
      const login = await createLoginRole(this.admin, name, this.owner);
      // Owned by the session's role, so its SQL may create tables in the copy's public schema.
      await this.admin.exec(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(this.template)} OWNER ${quoteIdent(name)}`);
      connection = await Connection.open(urlFor(this.url, name, login), "the session's role");
      const open = connection;
      await open.exec(`${PG_SESSION_SETTINGS}; SET statement_timeout = ${this.timeoutMs}`, this.execOptions(open));
      let session: PostgresSession | null = null;
      const exec = (sql: string) => this.timed(open, sql, () => session?.end());
      const transaction = await PgTransaction.begin(exec);
      session = new PostgresSession(this, name, open, transaction);
      return session;
    } catch (error) {
      await connection?.close();
      this.release(name);
      throw error;
    }
  }

  describeSchema(): Promise<string> {
    this.schema ??= describePgSchema(this);
    return this.schema;
  }

  async close(): Promise<void> {
    await this.reaping;
    if (this.made.template) await this.drop(this.template);
    if (this.made.owner) await dropRole(this.admin, this.owner);
    await Promise.all([this.admin.close(), this.reaper.close()]);
  }

  /** A closed session's database and role, dropped in the background (close() waits for every drop). */
  release(name: string): void {
    this.backlog++;
    this.reaping = this.reaping
      .then(async () => {
        await this.drop(name, this.reaper);
        await dropRole(this.reaper, name);
      })
      .finally(() => this.backlog--);
  }

  /** Drops one of this engine's databases, ending whatever is still connected to it. Never rejects. */
  async drop(database: string, link: AdminLink = this.admin): Promise<void> {
    await link
      .exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${quoteLiteral(database)} AND pid <> pg_backend_pid()`)
      .catch(() => undefined);
    await link.exec(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`).catch(() => undefined);
  }

  /** Ends a session's backend (its statement ran past the limit, perhaps with statement_timeout turned off). Never rejects. */
  async terminate(processId: number | null): Promise<void> {
    if (processId !== null) await this.admin.exec(`SELECT pg_terminate_backend(${processId})`).catch(() => undefined);
  }

  private async copyUrlDatabase(): Promise<void> {
    const source = databaseOf(this.url);
    const create = `CREATE DATABASE ${quoteIdent(this.template)} TEMPLATE ${quoteIdent(source)} OWNER ${quoteIdent(this.owner)}`;
    await this.admin.exec(create).catch((error: unknown) => {
      // The admin link cleans its own URL's parts; the database copied is this URL's.
      const message = withoutUrl((error as Error).message, this.url);
      throw new SqlError(
        `${shownUrl(this.url)}: could not copy the URL's database (each session runs on a copy; nobody else may be connected to it while it is copied): ${message}`,
      );
    });
    // The copy's objects pass from the URL's user to the owner role, whose members the sessions' roles are.
    const handing = await Connection.open(urlFor(this.url, this.template));
    try {
      await handing.exec(handOverSql(this.owner), { deadlineMs: ADMIN_DEADLINE_MS });
    } finally {
      await handing.close();
    }
  }

  private async runSetup(setupFiles: readonly string[]): Promise<void> {
    await this.admin.exec(`CREATE DATABASE ${quoteIdent(this.template)} OWNER ${quoteIdent(this.owner)}`).catch((error: unknown) => {
      throw new SqlError(`${shownUrl(this.url)}: could not create the dataset's database: ${withoutUrl((error as Error).message, this.url)}`);
    });
    const role = `${this.prefix}_setup`;
    try {
      const login = await createLoginRole(this.admin, role, this.owner);
      const builder = await Connection.open(urlFor(this.url, this.template, login), "the setup's role");
      const limitMs = Math.max(this.timeoutMs, SETUP_TIMEOUT_MS);
      const options = { deadlineMs: limitMs + GRACE_MS + SILENT_MS };
      try {
        await builder.exec(`SET statement_timeout = ${limitMs}`, options);
        await runSetupFiles(setupFiles, (sql) => builder.exec(sql, options));
        // What the setup made passes to the owner role, so the setup's role can be dropped.
        await builder.exec(
          `RESET ROLE; REASSIGN OWNED BY ${quoteIdent(role)} TO ${quoteIdent(this.owner)}; DROP OWNED BY ${quoteIdent(role)}`,
          options,
        );
      } finally {
        await builder.close();
      }
    } finally {
      await dropRole(this.admin, role);
    }
  }

  private execOptions(connection: Connection): ExecOptions {
    return { deadlineMs: this.timeoutMs + GRACE_MS + SILENT_MS, onTooMany: () => void this.cancel(connection.processId) };
  }

  /** A statement under the time limit: the server's statement_timeout first, then our own timer, which ends the backend. */
  private timed(connection: Connection, sql: string, onTimeout: () => void): Promise<PgRawResult> {
    const limitMs = this.timeoutMs;
    return new Promise<PgRawResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        onTimeout();
        void this.terminate(connection.processId);
        reject(new SqlError(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
      }, limitMs + GRACE_MS);
      connection
        .exec(sql, this.execOptions(connection))
        .then(resolve, (error: unknown) => {
          if (error instanceof SqlError && error.kind === 'timeout')
            reject(new SqlError(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
          else reject(error instanceof Error ? error : new SqlError(String(error)));
        })
        .finally(() => clearTimeout(timer));
    });
  }

  /** Cancels a backend's statement (one streaming more rows than a result may hold). */
  private async cancel(processId: number | null): Promise<void> {
    if (processId !== null) await this.admin.exec(`SELECT pg_cancel_backend(${processId})`).catch(() => undefined);
  }
}

/** Connects to the server, checks the URL's user, and makes the dataset's template database (see the top of this file). */
export async function openPostgresEngine(options: SqlEngineOptions): Promise<SqlEngine> {
  const url = options.url;
  if (url === undefined) throw new SqlError('a PostgreSQL server engine needs the URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SqlError(`${shownUrl(url)}: not a PostgreSQL URL`);
  }
  if (parsed.hostname === '') throw new SqlError(`${shownUrl(url)}: the URL names no host`);
  const prefix = `supereval_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Copying the URL's database needs a connection to another one: the server's maintenance database.
  const adminUrl = options.setupFiles.length === 0 ? urlFor(url, 'postgres') : url;
  const engine = new PostgresEngine(url, adminUrl, prefix, options.statementTimeoutMs);
  try {
    await checkUrlUser(engine.admin, url);
    await engine.build(options.setupFiles);
    return engine;
  } catch (error) {
    await engine.close();
    throw error;
  }
}
