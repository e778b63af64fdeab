// The body of a SQLite session's worker thread. sql.js is synchronous, so a
// runaway statement (an endless recursive CTE) would block whichever thread
// runs it: each session runs in its own worker, which the engine terminates
// when a statement outlives the time limit (src/sql/sqlite.ts).
//
// The function is sent to the worker as source text (Worker `eval`), so that
// the bundle in dist/ needs no separate worker file: it must use nothing from
// outside its own body but its arguments.
import type { MessagePort } from 'node:worker_threads';
import type { SqlJsStatic } from 'sql.js';
import type { WasmApi, WasmModule } from './worker-channel.js';

/** What the engine hands a new worker (workerData). */
export interface SqliteWorkerData {
  /** sql.js's Emscripten glue (sql-wasm.js), loaded with require in the worker. */
  sqlJsFile: string;
  /** sql.js's WebAssembly, compiled once by the engine and shared by every worker. */
  wasm: WasmModule;
  /** The database to start from (the dataset's schema and data); null: an empty one. */
  image: Uint8Array | null;
}

/** A request to the worker: run SQL, or export the database's bytes. */
export type SqliteRequest = { id: number; op: 'run'; sql: string } | { id: number; op: 'export' };

/** The worker's answer to a request; its first message, once the database is open, is `{ ready: true }`. */
export type SqliteReply =
  | { id: number; ok: true; columns: string[]; rows: unknown[][] }
  | { id: number; ok: true; image: Uint8Array }
  | { id: number; ok: false; error: string };

/** Runs in the worker: opens the database and answers requests until terminated. */
export async function sqliteWorkerMain(
  port: MessagePort,
  initSqlJs: (config: object) => Promise<SqlJsStatic>,
  data: SqliteWorkerData,
  maxRows: number,
): Promise<void> {
  const SQL = await initSqlJs({
    // Emscripten's hook: instantiate the module compiled by the engine instead of fetching and compiling the file again.
    instantiateWasm(imports: object, receive: (instance: object, module: WasmModule) => void) {
      const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
      void wasm.instantiate(data.wasm, imports).then((instance) => {
        receive(instance, data.wasm);
      });
      return {};
    },
  });
  const db = data.image ? new SQL.Database(data.image) : new SQL.Database();
  // Blobs as hex text, so every cell is plain JSON and two equal blobs compare equal.
  const cell = (value: unknown): unknown =>
    value instanceof Uint8Array ? Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('') : value;
  port.on('message', (request: SqliteRequest) => {
    try {
      if (request.op === 'export') {
        const image = db.export();
        port.postMessage({ id: request.id, ok: true, image }, [image.buffer as ArrayBuffer]);
        return;
      }
      let columns: string[] = [];
      let rows: unknown[][] = [];
      // Every statement in order; the answer is the last one's (db.exec would drop a last statement that returns no rows).
      for (const statement of db.iterateStatements(request.sql)) {
        try {
          columns = statement.getColumnNames();
          rows = [];
          while (statement.step()) {
            if (rows.length === maxRows) throw new Error(`returned more than ${maxRows} rows, the most a statement may return here`);
            rows.push(statement.get().map(cell));
          }
        } finally {
          statement.free();
        }
      }
      port.postMessage({ id: request.id, ok: true, columns, rows });
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
}
