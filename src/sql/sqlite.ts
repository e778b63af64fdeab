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
import { MAX_RESULT_ROWS, SqlError, type QueryResult, type SqlEngine, type SqlEngineOptions, type SqlSession } from './engine.js';
import { runSetupFiles } from './setup-files.js';
import { sqliteWorkerMain, type SqliteReply, type SqliteRequest, type SqliteWorkerData } from './sqlite-worker.js';
import { WorkerChannel, type WasmApi, type WasmModule } from './worker-channel.js';

/** sql.js's glue and WebAssembly as scripts/bundle.mjs copies them beside the bundle (.cjs: dist/ is an ES module package). */
const BUNDLED_GLUE = 'sql-wasm.cjs';
const WASM = 'sql-wasm.wasm';

/** Starting a worker and opening the database copy takes milliseconds; this only guards against a worker that never answers. */
const START_TIMEOUT_MS = 30_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;

interface SqlJsFiles {
  glue: string;
  wasm: string;
}

/** In dist/ beside the bundle, else sql.js's own files (a checkout with node_modules: tests, lib/). */
function sqlJsFiles(): SqlJsFiles {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, BUNDLED_GLUE);
  if (existsSync(bundled)) return { glue: bundled, wasm: path.join(here, WASM) };
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

/** One worker holding one database copy. */
class SqliteSession implements SqlSession {
  private constructor(
    private readonly worker: WorkerChannel<SqliteRequest, SqliteReply>,
    /** Each statement's time limit unless a call gives its own. */
    private readonly timeoutMs: number,
  ) {}

  static async open(image: Uint8Array | null, what: string, timeoutMs: number): Promise<SqliteSession> {
    const { glue, wasm } = await sqlJs();
    const workerData: SqliteWorkerData = { sqlJsFile: glue, wasm, image };
    const worker = await WorkerChannel.start<SqliteRequest, SqliteReply>(WORKER_SOURCE, workerData, START_TIMEOUT_MS, `could not open ${what}`);
    return new SqliteSession(worker, timeoutMs);
  }

  async run(sql: string): Promise<QueryResult> {
    const reply = await this.worker.request({ op: 'run', sql }, this.timeoutMs);
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('rows' in reply)) throw new SqlError('the database worker gave no rows');
    return { columns: reply.columns, rows: reply.rows };
  }

  async export(): Promise<Uint8Array> {
    const reply = await this.worker.request({ op: 'export' }, START_TIMEOUT_MS);
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('image' in reply)) throw new SqlError('the database worker gave no database');
    return reply.image;
  }

  close(): Promise<void> {
    return this.worker.close('the session is closed');
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
    await runSetupFiles(options.setupFiles, (sql) => builder.run(sql));
    return new SqliteEngine(await builder.export(), options.statementTimeoutMs, options.setupFiles);
  } finally {
    await builder.close();
  }
}
