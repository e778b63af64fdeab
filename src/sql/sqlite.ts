// SQLite in-process through sql.js (SQLite compiled to WebAssembly): no server,
// no native build. The dataset's setup files run once; the database is then
// kept as bytes, and every session opens its own copy in its own worker
// thread, so nothing one session does reaches another, and a statement past
// the time limit is stopped by terminating its worker (sql.js never yields
// to the event loop while a statement runs).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SqlError, type QueryResult, type SqlEngine, type SqlEngineOptions, type SqlSession } from './engine.js';
import {
  sqliteWorkerMain,
  type SqliteReady,
  type SqliteReply,
  type SqliteRequest,
  type SqliteWorkerData,
  type WasmApi,
  type WasmModule,
} from './sqlite-worker.js';

/** sql.js's glue and WebAssembly as scripts/bundle.mjs copies them beside the bundle (.cjs: dist/ is an ES module package). */
const BUNDLED_GLUE = 'sql-wasm.cjs';
const WASM = 'sql-wasm.wasm';

/** Rows one statement may return: a query that streams rows without end is stopped here rather than when memory runs out. */
export const MAX_RESULT_ROWS = 100_000;
/** A worker's JavaScript heap: what a result of MAX_RESULT_ROWS wide rows needs, with room. */
const WORKER_HEAP_MB = 512;
/** Starting a worker and opening the database copy takes milliseconds; this only guards against a worker that never answers. */
const START_TIMEOUT_MS = 30_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;

interface SqlJsFiles {
  glue: string;
  wasm: string;
}

/** In dist/ beside the action's bundle (the CLI's, in dist/cli/, looks one folder up), else sql.js's own files (a checkout with node_modules: tests, lib/). */
function sqlJsFiles(): SqlJsFiles {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, path.dirname(here)]) {
    const bundled = path.join(dir, BUNDLED_GLUE);
    if (existsSync(bundled)) return { glue: bundled, wasm: path.join(dir, WASM) };
  }
  // The specifier is built at run time so that the bundler leaves this require alone.
  const glue = createRequire(import.meta.url).resolve(['sql.js', 'dist', 'sql-wasm.js'].join('/'));
  return { glue, wasm: path.join(path.dirname(glue), WASM) };
}

let compiled: Promise<{ glue: string; wasm: WasmModule }> | null = null;

/** sql.js's WebAssembly, compiled once per process and shared with every worker. */
function sqlJs(): Promise<{ glue: string; wasm: WasmModule }> {
  compiled ??= (async () => {
    const files = sqlJsFiles();
    const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    return { glue: files.glue, wasm: await wasm.compile(await readFile(files.wasm)) };
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

const WORKER_SOURCE = [
  "const { parentPort, workerData } = require('node:worker_threads');",
  `(${sqliteWorkerMain.toString()})(parentPort, require(workerData.sqlJsFile), workerData, ${MAX_RESULT_ROWS});`,
].join('\n');

interface Pending {
  resolve: (reply: SqliteReply) => void;
  reject: (error: SqlError) => void;
  timer: NodeJS.Timeout;
}

/** One worker holding one database copy. */
class SqliteSession implements SqlSession {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Why the session can run nothing more (closed, timed out, the worker died); null while it can. */
  private ended: string | null = null;

  private constructor(
    private readonly worker: Worker,
    /** Each statement's time limit unless a call gives its own. */
    private readonly timeoutMs: number,
  ) {
    worker.on('message', (reply: SqliteReply | SqliteReady) => {
      if (!('id' in reply)) return;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      pending.resolve(reply);
    });
    worker.on('error', (error) => this.end(`the database worker failed: ${error.message}`));
    worker.on('exit', () => this.end('the database worker stopped'));
  }

  static async open(image: Uint8Array | null, what: string, timeoutMs: number): Promise<SqliteSession> {
    const { glue, wasm } = await sqlJs();
    const workerData: SqliteWorkerData = { sqlJsFile: glue, wasm, image };
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    await new Promise<void>((resolve, reject) => {
      const settle = (message: string | null) => {
        clearTimeout(timer);
        // Only these listeners: Worker keeps internal ones of its own.
        worker.off('message', ready).off('error', failed).off('exit', exited);
        if (message === null) resolve();
        else {
          void worker.terminate();
          reject(new SqlError(`could not open ${what}: ${message}`));
        }
      };
      const ready = () => settle(null);
      const failed = (error: Error) => settle(error.message);
      const exited = (code: number) => settle(`the worker exited (code ${code})`);
      const timer = setTimeout(() => settle(`no answer within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
      worker.on('message', ready).on('error', failed).on('exit', exited);
    });
    return new SqliteSession(worker, timeoutMs);
  }

  async run(sql: string): Promise<QueryResult> {
    const reply = await this.request({ op: 'run', sql });
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('rows' in reply)) throw new SqlError('the database worker gave no rows');
    return { columns: reply.columns, rows: reply.rows };
  }

  async export(): Promise<Uint8Array> {
    const reply = await this.request({ op: 'export' }, START_TIMEOUT_MS);
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('image' in reply)) throw new SqlError('the database worker gave no database');
    return reply.image;
  }

  async close(): Promise<void> {
    this.end('the session is closed');
    await this.worker.terminate().catch(() => undefined);
  }

  private request(body: { op: 'run'; sql: string } | { op: 'export' }, timeoutMs = this.timeoutMs): Promise<SqliteReply> {
    if (this.ended !== null) return Promise.reject(new SqlError(this.ended));
    const id = this.nextId++;
    return new Promise<SqliteReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The only way to stop sql.js mid-statement: end the thread it runs on, and with it this session's database.
        this.pending.delete(id);
        this.end(`a statement ran past the ${timeoutMs} ms time limit, so the session was ended`);
        void this.worker.terminate();
        reject(new SqlError(`ran past the statement time limit of ${timeoutMs} ms`, 'timeout'));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      const request: SqliteRequest = { id, ...body };
      this.worker.postMessage(request);
    });
  }

  private end(reason: string): void {
    this.ended ??= reason;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new SqlError(reason));
      this.pending.delete(id);
    }
  }
}

/** The schema as SQLite keeps it: each table's, view's, index's and trigger's CREATE statement, in creation order. */
const SCHEMA_QUERY = "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid";

class SqliteEngine implements SqlEngine {
  readonly dialect = 'sqlite' as const;
  readonly label: string;
  private schema: Promise<string> | null = null;

  constructor(
    private readonly image: Uint8Array,
    private readonly timeoutMs: number,
    files: string[],
  ) {
    this.label = `sqlite (sql.js, in-process${files.length > 0 ? `, from ${files.map((f) => path.basename(f)).join(', ')}` : ''})`;
  }

  async session(): Promise<SqlSession> {
    return SqliteSession.open(this.image, 'a SQLite session', this.timeoutMs);
  }

  describeSchema(): Promise<string> {
    this.schema ??= (async () => {
      const session = await this.session();
      try {
        const { rows } = await session.run(SCHEMA_QUERY);
        return rows.map((row) => `${String(row[0])};`).join('\n\n');
      } finally {
        await session.close();
      }
    })();
    return this.schema;
  }

  async close(): Promise<void> {
    // Sessions own their workers; the engine holds only the database's bytes.
  }
}

/** Builds the dataset's database from its setup files (each run whole, in order) and keeps it for the sessions. */
export async function openSqliteEngine(options: SqlEngineOptions): Promise<SqlEngine> {
  if (options.url !== undefined) throw new SqlError('the sqlite dialect runs in-process: it takes setup files, not a URL');
  const builder = await SqliteSession.open(null, 'SQLite', Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS));
  try {
    for (const file of options.setupFiles) {
      const sql = await readFile(file, 'utf8').catch((error: unknown) => {
        const e = error as NodeJS.ErrnoException;
        throw new SqlError(`${file}: cannot read: ${e.code ?? e.message}`);
      });
      await builder.run(sql).catch((error: unknown) => {
        const e = error as SqlError;
        throw new SqlError(`${file}: ${e.message}`, e.kind);
      });
    }
    return new SqliteEngine(await builder.export(), options.statementTimeoutMs, options.setupFiles);
  } finally {
    await builder.close();
  }
}
