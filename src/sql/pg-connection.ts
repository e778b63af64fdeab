// Connections to a PostgreSQL server for the server engine (src/sql/postgres.ts).
// Every step has a deadline: connecting (with authentication), each statement,
// and closing. A model's SQL or a server that stops answering can end a
// backend or leave a socket silent; the engine's work must still end, and no
// socket may be left open, or the process would never exit.
import pg from 'pg';
import { MAX_RESULT_ROWS, SqlError } from './engine.js';
import type { PgRawResult } from './pg-transaction.js';
import { shownUrl, withoutUrl } from './url.js';

/** Connecting to the server, authentication included. */
const CONNECT_TIMEOUT_MS = 30_000;
/** Ending a connection: past this the socket is closed without the server's goodbye. */
const CLOSE_TIMEOUT_MS = 5_000;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/** SQLSTATE class 57P: the server ended the backend (admin_shutdown, crash_shutdown, database_dropped...). */
const CONNECTION_ENDED_CLASS = '57P';
/** What the server's pg_stat_activity shows for supereval's connections. */
const APPLICATION_NAME = 'supereval';

/** Every value as PostgreSQL's text: cells are converted by type in one place for both Postgres engines (src/sql/pg-cells.ts). */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The URL with another database in its path, and, when given, another user and password. */
export function urlFor(url: string, database: string, login?: { user: string; password: string }): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  if (login) {
    parsed.username = encodeURIComponent(login.user);
    parsed.password = encodeURIComponent(login.password);
  }
  return parsed.toString();
}

export interface ExecOptions {
  /** With no answer by then, the connection is given up: its socket closed, the statement rejected as a timeout. */
  deadlineMs: number;
  /** Called (once) when a result passes MAX_RESULT_ROWS, to cancel the statement. */
  onTooMany?: () => void;
}

/** One connection, with every message cleaned of the URL's private parts. */
export class Connection {
  /** Why the connection is gone (the backend was terminated, the socket closed, a deadline passed); null while it serves. */
  lost: string | null = null;

  private constructor(
    private readonly client: pg.Client,
    private readonly url: string,
  ) {
    // A terminated backend or a dropped socket: later queries fail with this instead of the process crashing on an unhandled 'error'.
    client.on('error', (error) => (this.lost ??= this.clean(error.message)));
    client.on('end', () => (this.lost ??= 'the server closed the connection'));
  }

  /** Connects, within CONNECT_TIMEOUT_MS; `role` names who logs in, for the error. */
  static async open(url: string, role = "the URL's user"): Promise<Connection> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: APPLICATION_NAME });
    const connection = new Connection(client, url);
    try {
      await client.connect();
    } catch (error) {
      connection.destroy('could not connect');
      const message = connection.clean((error as Error).message);
      const why = message === 'timeout expired' ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s` : message;
      throw new SqlError(`could not connect to ${shownUrl(url)} as ${role}: ${why}`);
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
  exec(sql: string, options: ExecOptions): Promise<PgRawResult> {
    if (this.lost !== null) return Promise.reject(new SqlError(`the connection was lost: ${this.lost}`));
    return new Promise<PgRawResult>((resolve, reject) => {
      // rowMode is the driver's (lib/query.js), missing from its type declarations.
      const config: pg.QueryArrayConfig = { text: sql, rowMode: 'array', types: TEXT_TYPES };
      const query = new pg.Query(config);
      let rows: (string | null)[][] = [];
      let current: unknown = null;
      let tooMany = false;
      const tooManyError = () => new SqlError(`returned more than ${MAX_RESULT_ROWS} rows, the most a statement may return here`);
      const deadline = setTimeout(() => {
        this.destroy(`no answer within ${options.deadlineMs} ms`);
        reject(new SqlError(`the server did not answer within ${options.deadlineMs} ms`, 'timeout'));
      }, options.deadlineMs);
      query.on('row', (row: (string | null)[], result?: unknown) => {
        if (result !== current) {
          current = result;
          rows = [];
        }
        if (tooMany) return;
        if (rows.length === MAX_RESULT_ROWS) {
          tooMany = true;
          rows = [];
          options.onTooMany?.();
          return;
        }
        rows.push(row);
      });
      query.on('error', (error: Error & { code?: string }) => {
        clearTimeout(deadline);
        // The backend was ended (another session's pg_terminate_backend, a shutdown): the client's 'error'
        // event may only come after this, so the connection is marked lost here, for AdminLink to reconnect.
        if (error.code?.startsWith(CONNECTION_ENDED_CLASS)) this.lost ??= this.clean(error.message);
        if (tooMany) reject(tooManyError());
        else if (error.code === QUERY_CANCELED && /statement timeout/.test(error.message)) reject(new SqlError(this.clean(error.message), 'timeout'));
        else reject(new SqlError(this.clean(error.message)));
      });
      query.on('end', (ended: unknown) => {
        clearTimeout(deadline);
        if (tooMany) {
          reject(tooManyError());
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

  /** Ends the connection, within CLOSE_TIMEOUT_MS. Never rejects. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)));
    await Promise.race([this.client.end().catch(() => undefined), late]);
    clearTimeout(timer);
    this.destroy('closed');
  }

  /** Closes the socket at once (the driver has no public call for it), failing whatever is in flight. */
  destroy(reason: string): void {
    this.lost ??= reason;
    (this.client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }

  /** The message without the URL or its private parts: a driver message may quote the URL, its user, password or database. */
  clean(message: string): string {
    return withoutUrl(message, this.url);
  }
}

/**
 * A connection for the engine's own statements (creating and dropping
 * databases and roles, ending backends), opened on first use and again when
 * lost: these statements are safe to repeat. Statements run one at a time, in
 * the order given, each within `deadlineMs` (the server's statement_timeout
 * a little before it), so no caller waits on a connection that will not
 * answer, and there is never more than one connection to close.
 */
export class AdminLink {
  private connection: Promise<Connection> | null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly deadlineMs: number,
    connection: Connection | null = null,
  ) {
    this.connection = connection ? Promise.resolve(connection) : null;
  }

  exec(sql: string): Promise<PgRawResult> {
    const run = this.queue.then(() => this.execNow(sql));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the connection; later statements are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await (await this.connection?.catch(() => null))?.close();
  }

  private async execNow(sql: string): Promise<PgRawResult> {
    let connection = await this.current();
    try {
      return await connection.exec(sql, { deadlineMs: this.deadlineMs });
    } catch (error) {
      if (connection.lost === null || (error instanceof SqlError && error.kind === 'timeout')) throw error;
      connection = await this.current();
      return connection.exec(sql, { deadlineMs: this.deadlineMs });
    }
  }

  private async current(): Promise<Connection> {
    if (this.closed) throw new SqlError('the engine is closed');
    const connection = await this.connection?.catch(() => null);
    if (connection && connection.lost === null) return connection;
    connection?.destroy('lost');
    this.connection = Connection.open(this.url).then(async (opened) => {
      // The server ends a statement a little before our own deadline gives the connection up.
      await opened.exec(`SET statement_timeout = ${Math.max(1, this.deadlineMs - 1_000)}`, { deadlineMs: this.deadlineMs });
      return opened;
    });
    return this.connection;
  }
}
