// Postgres in-process through PGlite (PostgreSQL compiled to WebAssembly): the
// embedded default of the postgres dialect, no server needed.
//
// One PGlite instance, in a worker thread (PGlite ignores statement_timeout and
// blocks its thread while a statement runs: see pglite-worker.ts), holds the
// dataset's database. Sessions take turns on it (PGlite has one connection):
// each is a transaction rolled back at its end (src/sql/pg-transaction.ts),
// after which the sequences are set back to where the dataset left them
// (nextval is not undone by a rollback) and session state a rollback keeps
// (prepared statements, advisory locks) is dropped.
//
// What a rollback cannot undo is undone by rebuilding: the data directory is
// kept as an image once the setup files have run, and the instance is started
// again from it after a session whose SQL ended the transaction itself
// (COMMIT), after a timeout (the worker is terminated), and after the worker
// dies. A clone per session would isolate as well, but costs about a second a
// session (measured: 0.9-1.9 s to start PGlite from an image, against about
// 10 ms for a transaction), so the transaction is the rule and the rebuild
// the exception.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { MAX_RESULT_ROWS, SqlError, type QueryResult, type SqlEngine, type SqlEngineOptions, type SqlSession } from './engine.js';
import { PG_SESSION_SETTINGS } from './pg-cells.js';
import { describePgSchema } from './pg-schema.js';
import { PgTransaction, type PgRawResult } from './pg-transaction.js';
import { pgliteWorkerMain, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-worker.js';
import { runSetupFiles } from './setup-files.js';
import { WorkerChannel, type WasmApi } from './worker-channel.js';

/** Where scripts/bundle.mjs puts PGlite's files beside the bundle: dist/pglite/. */
const BUNDLED_DIR = 'pglite';
const GLUE = 'index.cjs';
const FILES = { pgliteWasm: 'pglite.wasm', initdbWasm: 'initdb.wasm', fsBundle: 'pglite.data' } as const;
const gunzipAsync = promisify(gunzip);

/** A new cluster (initdb) takes 6-10 s on a loaded 2-core machine; starting from an image about 1-2 s. */
const START_TIMEOUT_MS = 120_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * PGlite's glue (index.cjs) and a reader of its WebAssembly and data files.
 * Beside the bundle they are gzipped (scripts/bundle.mjs: 15 MB become 5 MB of
 * dist/), and unzipped once a process first starts the engine.
 */
function pgliteFiles(): { glue: string; read: (file: string) => Promise<Buffer> } {
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), BUNDLED_DIR);
  if (existsSync(path.join(bundled, GLUE))) {
    return { glue: path.join(bundled, GLUE), read: async (file) => gunzipAsync(await readFile(path.join(bundled, `${file}.gz`))) };
  }
  // A checkout with node_modules (tests, lib/); the specifier is built at run time so that the bundler leaves this require alone.
  const glue = createRequire(import.meta.url).resolve(['@electric-sql', 'pglite'].join('/'));
  return { glue, read: (file) => readFile(path.join(path.dirname(glue), file)) };
}

type Assets = Omit<PgliteWorkerData, 'image'>;
let assets: Promise<Assets> | null = null;

/** PGlite's WebAssembly compiled, and its data file read, once per process and shared with every worker. */
function pgliteAssets(): Promise<Assets> {
  assets ??= (async () => {
    const { glue, read } = pgliteFiles();
    const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all([
      read(FILES.pgliteWasm).then((bytes) => wasm.compile(bytes)),
      read(FILES.initdbWasm).then((bytes) => wasm.compile(bytes)),
      read(FILES.fsBundle),
    ]);
    return { pgliteFile: glue, pgliteWasm, initdbWasm, fsBundle: new Uint8Array(fsBundle) };
  })();
  assets.catch(() => (assets = null));
  return assets;
}

const WORKER_SOURCE = [
  "const { parentPort, workerData } = require('node:worker_threads');",
  `(${pgliteWorkerMain.toString()})(parentPort, require(workerData.pgliteFile), workerData, ${MAX_RESULT_ROWS});`,
].join('\n');

/** One worker running one PGlite instance; a statement past its time limit ends it (the engine starts it again from the image). */
class PgliteInstance {
  private constructor(private readonly worker: WorkerChannel<PgliteRequest, PgliteReply>) {}

  /** Starts PostgreSQL from an image (null: a new cluster) with the session settings applied. */
  static async start(image: Uint8Array | null): Promise<PgliteInstance> {
    const workerData: PgliteWorkerData = { ...(await pgliteAssets()), image };
    const worker = await WorkerChannel.start<PgliteRequest, PgliteReply>(WORKER_SOURCE, workerData, START_TIMEOUT_MS, 'could not start PGlite');
    const instance = new PgliteInstance(worker);
    await instance.exec(PG_SESSION_SETTINGS, START_TIMEOUT_MS);
    return instance;
  }

  /** Why the instance can run nothing more (stopped, timed out, the worker died); null while it can. */
  get ended(): string | null {
    return this.worker.ended;
  }

  async exec(sql: string, timeoutMs: number): Promise<PgRawResult> {
    const reply = await this.worker.request({ op: 'run', sql }, timeoutMs);
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('rows' in reply)) throw new SqlError('the database worker gave no rows');
    return { columns: reply.columns, rows: reply.rows };
  }

  async dump(): Promise<Uint8Array> {
    const reply = await this.worker.request({ op: 'dump' }, START_TIMEOUT_MS);
    if (!reply.ok) throw new SqlError(reply.error);
    if (!('image' in reply)) throw new SqlError('the database worker gave no image');
    return reply.image;
  }

  stop(): Promise<void> {
    return this.worker.close('the database is closed');
  }
}

/** The state a rollback leaves behind, cleared before every session; the sequences' reset is appended per dataset. */
const SESSION_RESET = 'DEALLOCATE ALL; SELECT pg_advisory_unlock_all()';

/** One statement setting every sequence back to its state in the image (setval is not transactional, so it outlives the rollback). */
const SEQUENCE_RESET_QUERY = `
SELECT string_agg(format('SELECT pg_catalog.setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
                         coalesce(last_value, start_value), CASE WHEN last_value IS NULL THEN 'false' ELSE 'true' END), '; ')
  FROM pg_catalog.pg_sequences`;

/** An empty cluster's image, made by the first engine of the process: initdb runs once, later engines start from it. */
let freshCluster: Promise<Uint8Array> | null = null;

class PgliteEngine implements SqlEngine {
  readonly dialect = 'postgres' as const;
  readonly label: string;
  private schema: Promise<string> | null = null;
  /** The instance sessions run on; a promise while it (re)starts from the image. */
  private instance: Promise<PgliteInstance>;
  /** Sessions take turns: each waits for the one before it to close. */
  private turn: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    instance: PgliteInstance,
    private readonly image: Uint8Array,
    /** Run before every session: session state and sequences back to the image's. */
    private readonly reset: string,
    private readonly timeoutMs: number,
    files: string[],
  ) {
    this.instance = Promise.resolve(instance);
    this.label = `postgres (PGlite, in-process${files.length > 0 ? `, from ${files.map((f) => path.basename(f)).join(', ')}` : ''})`;
  }

  async session(): Promise<SqlSession> {
    if (this.closed) throw new SqlError('the database is closed');
    let release!: () => void;
    const previous = this.turn;
    this.turn = new Promise((resolve) => (release = resolve));
    await previous;
    try {
      let instance = await this.instance;
      if (instance.ended !== null) instance = await this.restart();
      const exec = (sql: string) => instance.exec(sql, this.timeoutMs);
      // Before the transaction, not after the rollback: an instance started from the image has its sequences ahead
      // (PostgreSQL logs them 32 values ahead, and the image is read as after a crash).
      await exec(this.reset);
      const transaction = await PgTransaction.begin(exec);
      return new PgliteSession(transaction, async () => {
        const clean =
          instance.ended === null &&
          !transaction.escaped &&
          (await exec('ROLLBACK').then(
            () => true,
            () => false,
          ));
        // Anything else (an escaped transaction, a timeout, a dead worker, a failed reset): the instance starts again from the image.
        if (!clean) void this.restart().catch(() => undefined);
        release();
      });
    } catch (error) {
      release();
      void this.restart().catch(() => undefined);
      throw error;
    }
  }

  describeSchema(): Promise<string> {
    this.schema ??= describePgSchema(this);
    return this.schema;
  }

  async close(): Promise<void> {
    this.closed = true;
    const instance = await this.instance.catch(() => null);
    await instance?.stop();
  }

  /** Stops the current instance and starts a new one from the image. */
  private restart(): Promise<PgliteInstance> {
    if (this.closed) return Promise.reject(new SqlError('the database is closed'));
    const previous = this.instance;
    this.instance = (async () => {
      await (await previous.catch(() => null))?.stop();
      return PgliteInstance.start(this.image);
    })();
    return this.instance;
  }
}

class PgliteSession implements SqlSession {
  private closing: Promise<void> | null = null;

  constructor(
    private readonly transaction: PgTransaction,
    private readonly finish: () => Promise<void>,
  ) {}

  run(sql: string): Promise<QueryResult> {
    if (this.closing) return Promise.reject(new SqlError('the session is closed'));
    return this.transaction.run(sql);
  }

  close(): Promise<void> {
    this.closing ??= this.finish().catch(() => undefined);
    return this.closing;
  }
}

/** A new cluster: initdb once per process, then copies of its image. */
async function newCluster(): Promise<PgliteInstance> {
  if (freshCluster) {
    const image = await freshCluster.catch(() => null);
    if (image) return PgliteInstance.start(image);
  }
  const instance = await PgliteInstance.start(null);
  freshCluster = instance.dump();
  freshCluster.catch(() => (freshCluster = null));
  await freshCluster.catch(() => undefined);
  return instance;
}

/** Builds the dataset's database from its setup files (each run whole, in order) and keeps its image for restarts. */
export async function openPgliteEngine(options: SqlEngineOptions): Promise<SqlEngine> {
  if (options.url !== undefined) throw new SqlError('PGlite runs in-process: it takes setup files, not a URL');
  const instance = await newCluster();
  try {
    await runSetupFiles(options.setupFiles, (sql) => instance.exec(sql, Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS)));
    const sequences = (await instance.exec(SEQUENCE_RESET_QUERY, SETUP_TIMEOUT_MS)).rows[0]?.[0] ?? null;
    const image = await instance.dump();
    return new PgliteEngine(
      instance,
      image,
      sequences ? `${SESSION_RESET}; ${sequences}` : SESSION_RESET,
      options.statementTimeoutMs,
      options.setupFiles,
    );
  } catch (error) {
    await instance.stop();
    throw error;
  }
}
