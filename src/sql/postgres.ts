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
// would reach beyond the copy (DROP DATABASE, ALTER SYSTEM) and roles changed
// by the SQL are rolled back. A COMMIT in the SQL commits to the session's copy
// only, which is dropped when the session closes. Sessions run in parallel.
// The URL's own database is never written to. The URL's user needs CREATEDB.
//
// Time limit: the server's statement_timeout, and, because the SQL can turn it
// off (SET statement_timeout = 0), a timer of our own that terminates the
// session's backend.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MAX_RESULT_ROWS, SqlError, type QueryResult, type SqlEngine, type SqlEngineOptions, type SqlSession } from './engine.js';
import { PG_SESSION_SETTINGS } from './pg-cells.js';
import { describePgSchema } from './pg-schema.js';
import { PgTransaction, type PgRawResult } from './pg-transaction.js';
import { runSetupFiles } from './setup-files.js';
import { redactUrl } from './url.js';

/** Past the statement's limit, how long the server gets to cancel it itself before the backend is terminated. */
const GRACE_MS = 2_000;
/** The setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** Connecting to the server. */
const CONNECT_TIMEOUT_MS = 60_000;
/** Closed sessions' databases waiting to be dropped before a new session waits for them. */
const MAX_DROP_BACKLOG = 8;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/** SQLSTATE class 57P: the server ended the backend (admin_shutdown, crash_shutdown, database_dropped...). */
const CONNECTION_ENDED_CLASS = '57P';

/** Every value as PostgreSQL's text: cells are converted by type in one place for both Postgres engines (src/sql/pg-cells.ts). */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The URL with another database in its path. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database the URL names (pg's default: the user's name). */
function databaseOf(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}

/** One connection, with every message cleaned of the URL's password. */
class Connection {
  /** Why the connection is gone (the backend was terminated, the socket closed); null while it serves. */
  lost: string | null = null;

  private constructor(
    readonly client: pg.Client,
    private readonly url: string,
  ) {
    // A terminated backend or a dropped socket: later queries fail with this instead of the process crashing on an unhandled 'error'.
    client.on('error', (error) => (this.lost = this.clean(error.message)));
  }

  static async open(url: string): Promise<Connection> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const connection = new Connection(client, url);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw new SqlError(`could not connect to ${redactUrl(url)}: ${connection.clean((error as Error).message)}`);
    }
    return connection;
  }

  get processId(): number | null {
    return (this.client as unknown as { processID: number | null }).processID;
  }

  /**
   * Runs SQL as a simple query and returns the last statement's result, its cells as text. Rows are
   * counted as they arrive, so a query that streams without end is stopped at MAX_RESULT_ROWS.
   */
  exec(sql: string, onTooMany?: () => void): Promise<PgRawResult> {
    if (this.lost !== null) return Promise.reject(new SqlError(`the connection was lost: ${this.lost}`));
    return new Promise<PgRawResult>((resolve, reject) => {
      // rowMode is the driver's (lib/query.js), missing from its type declarations.
      const config: pg.QueryArrayConfig = { text: sql, rowMode: 'array', types: TEXT_TYPES };
      const query = new pg.Query(config);
      let rows: (string | null)[][] = [];
      let current: unknown = null;
      let tooMany = false;
      query.on('row', (row: (string | null)[], result?: unknown) => {
        if (result !== current) {
          current = result;
          rows = [];
        }
        if (tooMany) return;
        if (rows.length === MAX_RESULT_ROWS) {
          tooMany = true;
          rows = [];
          onTooMany?.();
          return;
        }
        rows.push(row);
      });
      query.on('error', (error: Error & { code?: string }) => {
        // The backend was ended (another session's pg_terminate_backend, a shutdown): the client's 'error'
        // event may only come after this, so the connection is marked lost here, for AdminLink to reconnect.
        if (error.code?.startsWith(CONNECTION_ENDED_CLASS)) this.lost ??= this.clean(error.message);
        if (tooMany) reject(new SqlError(`returned more than ${MAX_RESULT_ROWS} rows, the most a statement may return here`));
        else if (error.code === QUERY_CANCELED && /statement timeout/.test(error.message)) reject(new SqlError(this.clean(error.message), 'timeout'));
        else reject(new SqlError(this.clean(error.message)));
      });
      query.on('end', (ended: unknown) => {
        if (tooMany) {
          reject(new SqlError(`returned more than ${MAX_RESULT_ROWS} rows, the most a statement may return here`));
          return;
        }
        // One result, or one per statement of a multi-statement query.
        const results = ended as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(results) ? results[results.length - 1] : results;
        const fields = last?.fields ?? [];
        resolve({
          columns: fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID })),
          rows: last !== undefined && last === current ? rows : [],
        });
      });
      this.client.query(query);
    });
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }

  /** The message without the URL or its password (a driver message may quote either). */
  clean(message: string): string {
    let text = message.replaceAll(this.url, redactUrl(this.url));
    try {
      const password = decodeURIComponent(new URL(this.url).password);
      if (password !== '') text = text.replaceAll(password, '***');
    } catch {
      // A URL that does not parse was refused before connecting.
    }
    return text;
  }
}

/**
 * A connection for the engine's own statements (creating, dropping, ending
 * backends), made again when lost: a model's SQL may terminate the other
 * backends of its user, and these statements are safe to repeat.
 */
class AdminLink {
  /** Opened on first use, and again when lost. */
  private connection: Promise<Connection> | null;

  constructor(
    private readonly url: string,
    connection: Connection | null = null,
  ) {
    this.connection = connection ? Promise.resolve(connection) : null;
  }

  async exec(sql: string): Promise<PgRawResult> {
    let connection = await this.current();
    try {
      return await connection.exec(sql);
    } catch (error) {
      if (connection.lost === null) throw error;
      connection = await this.current();
      return connection.exec(sql);
    }
  }

  async close(): Promise<void> {
    await (await this.connection?.catch(() => null))?.close();
  }

  private async current(): Promise<Connection> {
    const connection = await this.connection?.catch(() => null);
    if (connection && connection.lost === null) return connection;
    await connection?.close();
    this.connection = Connection.open(this.url);
    return this.connection;
  }
}

class PostgresSession implements SqlSession {
  private closing: Promise<void> | null = null;
  private timedOut = false;

  constructor(
    private readonly engine: PostgresEngine,
    private readonly database: string,
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
      this.engine.release(this.database);
    })().catch(() => undefined);
    return this.closing;
  }
}

class PostgresEngine implements SqlEngine {
  readonly dialect = 'postgres' as const;
  readonly label: string;
  private schema: Promise<string> | null = null;
  private sessions = 0;
  /** Creates the session databases and ends backends. */
  private readonly admin: AdminLink;
  /** Drops closed sessions' databases, one after another, on a connection of its own: with fsync on, a DROP DATABASE takes about a second (a CREATE from the template 0.2 s), and need not hold up the next session. */
  private readonly reaper: AdminLink;
  private reaping: Promise<void> = Promise.resolve();
  private backlog = 0;

  constructor(
    private readonly url: string,
    admin: Connection,
    adminUrl: string,
    /** Names of the databases this engine makes: `<prefix>_template`, `<prefix>_s<n>`. */
    private readonly prefix: string,
    readonly timeoutMs: number,
  ) {
    this.label = `postgres (${redactUrl(url)})`;
    this.admin = new AdminLink(adminUrl, admin);
    this.reaper = new AdminLink(adminUrl);
  }

  get template(): string {
    return `${this.prefix}_template`;
  }

  async session(): Promise<SqlSession> {
    const database = `${this.prefix}_s${++this.sessions}`;
    // Copies waiting to be dropped take disk space: past a few, new sessions wait for them.
    while (this.backlog >= MAX_DROP_BACKLOG) await this.reaping;
    await this.adminExec(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(this.template)}`);
    let connection: Connection | null = null;
    try {
      connection = await Connection.open(withDatabase(this.url, database));
      const open = connection;
      await open.exec(`${PG_SESSION_SETTINGS}; SET statement_timeout = ${this.timeoutMs}`);
      let session: PostgresSession | null = null;
      const exec = (sql: string) => this.timed(open, sql, () => session?.end());
      const transaction = await PgTransaction.begin(exec);
      session = new PostgresSession(this, database, open, transaction);
      return session;
    } catch (error) {
      await connection?.close();
      await this.drop(database);
      throw error;
    }
  }

  describeSchema(): Promise<string> {
    this.schema ??= describePgSchema(this);
    return this.schema;
  }

  async close(): Promise<void> {
    await this.reaping;
    await this.drop(this.template);
    await Promise.all([this.admin.close(), this.reaper.close()]);
  }

  /** A closed session's database, dropped in the background (close() waits for every drop). */
  release(database: string): void {
    this.backlog++;
    this.reaping = this.reaping.then(() => this.drop(database, this.reaper)).finally(() => this.backlog--);
  }

  /** Drops one of this engine's databases, ending whatever is still connected to it. Never rejects. */
  async drop(database: string, link: AdminLink = this.admin): Promise<void> {
    await link
      .exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`)
      .catch(() => undefined);
    await link.exec(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`).catch(() => undefined);
  }

  /** Ends a session's backend (its statement ran past the limit, perhaps with statement_timeout turned off). Never rejects. */
  async terminate(processId: number | null): Promise<void> {
    if (processId !== null) await this.adminExec(`SELECT pg_terminate_backend(${processId})`).catch(() => undefined);
  }

  private adminExec(sql: string): Promise<PgRawResult> {
    return this.admin.exec(sql);
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
        .exec(sql, () => void this.cancel(connection.processId))
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
    if (processId !== null) await this.adminExec(`SELECT pg_cancel_backend(${processId})`).catch(() => undefined);
  }
}

/** Connects to the server and makes the dataset's template database (see the top of this file). */
export async function openPostgresEngine(options: SqlEngineOptions): Promise<SqlEngine> {
  const url = options.url;
  if (url === undefined) throw new SqlError('a PostgreSQL server engine needs the URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SqlError(`${redactUrl(url)}: not a PostgreSQL URL`);
  }
  if (parsed.hostname === '') throw new SqlError(`${redactUrl(url)}: the URL names no host`);
  const prefix = `supereval_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const fromUrl = options.setupFiles.length === 0;
  // Copying the URL's database needs a connection to another one: the server's maintenance database.
  const adminUrl = fromUrl ? withDatabase(url, 'postgres') : url;
  const admin = await Connection.open(adminUrl);
  const engine = new PostgresEngine(url, admin, adminUrl, prefix, options.statementTimeoutMs);
  try {
    const source = fromUrl ? ` TEMPLATE ${quoteIdent(databaseOf(url))}` : '';
    await admin.exec(`CREATE DATABASE ${quoteIdent(template)}${source}`).catch((error: unknown) => {
      const message = (error as Error).message;
      throw new SqlError(
        `${redactUrl(url)}: could not create the dataset's database (each session runs on a copy, so the user needs CREATEDB${fromUrl ? `, and nobody else may be connected to ${databaseOf(url)} while it is copied` : ''}): ${message}`,
      );
    });
    if (!fromUrl) {
      const builder = await Connection.open(withDatabase(url, template));
      try {
        await builder.exec(`SET statement_timeout = ${Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS)}`);
        await runSetupFiles(options.setupFiles, (sql) => builder.exec(sql));
      } finally {
        await builder.close();
      }
    }
    return engine;
  } catch (error) {
    await engine.close();
    throw error;
  }
}
