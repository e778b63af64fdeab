// The body of the PGlite engine's worker thread. PGlite runs PostgreSQL in
// WebAssembly on the thread that calls it and never yields while a statement
// runs: it does not honour statement_timeout (an endless recursive CTE or
// pg_sleep blocks its thread for good), so it runs here, in a worker the
// engine terminates when a statement outlives the time limit
// (src/sql/pglite.ts).
//
// SQL goes through PGlite's wire-protocol entry point as a simple query, and
// the reply's messages are read here: every cell as PostgreSQL's text with
// its column's type OID (converted on the engine's side, src/sql/pg-cells.ts,
// as for a real server), and the last statement's result as the answer.
//
// The function is sent to the worker as source text (Worker `eval`), so that
// the bundle in dist/ needs no separate worker file: it must use nothing from
// outside its own body but its arguments.
import type { MessagePort } from 'node:worker_threads';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { PgRawResult } from './pg-transaction.js';
import type { WasmModule } from './worker-channel.js';

/** What the engine hands a new worker (workerData). */
export interface PgliteWorkerData {
  /** PGlite's CommonJS build (index.cjs), loaded with require in the worker. */
  pgliteFile: string;
  /** pglite.wasm and initdb.wasm, compiled once by the engine and shared by every worker. */
  pgliteWasm: WasmModule;
  initdbWasm: WasmModule;
  /** pglite.data: PostgreSQL's share/ and lib/ files. */
  fsBundle: Uint8Array;
  /** The data directory to start from (a tar made by `dump`); null: a new cluster (initdb). */
  image: Uint8Array | null;
}

export type PgliteRequest = { id: number; op: 'run'; sql: string } | { id: number; op: 'dump' };

/** The worker's answer to a request; its first message, once PostgreSQL is up, is `{ ready: true }`. */
export type PgliteReply =
  | ({ id: number; ok: true } & PgRawResult)
  | { id: number; ok: true; image: Uint8Array }
  | { id: number; ok: false; error: string; code: string | null };

/** Runs in the worker: starts PostgreSQL and answers requests until terminated. */
export async function pgliteWorkerMain(
  port: MessagePort,
  pglite: { PGlite: { create(options: PGliteOptions): Promise<PGlite> } },
  data: PgliteWorkerData,
  maxRows: number,
): Promise<void> {
  const db = await pglite.PGlite.create({
    pgliteWasmModule: data.pgliteWasm,
    initdbWasmModule: data.initdbWasm,
    fsBundle: new Blob([data.fsBundle]),
    ...(data.image ? { loadDataDir: new Blob([data.image]) } : {}),
  });
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  /** A simple-query ('Q') message. */
  const queryMessage = (sql: string): Uint8Array => {
    const body = encoder.encode(`${sql}\0`);
    const message = new Uint8Array(5 + body.length);
    message[0] = 0x51;
    new DataView(message.buffer).setInt32(1, 4 + body.length);
    message.set(body, 5);
    return message;
  };

  /** Reads the backend's messages: the last statement's columns and rows, or the error. */
  const readReply = (bytes: Uint8Array): { ok: true; result: PgRawResult } | { ok: false; error: string; code: string | null } => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let last: PgRawResult = { columns: [], rows: [] };
    let current: PgRawResult | null = null;
    let failure: { error: string; code: string | null } | null = null;
    let offset = 0;
    const cstring = (at: number): [string, number] => {
      const end = bytes.indexOf(0, at);
      return [decoder.decode(bytes.subarray(at, end)), end + 1];
    };
    while (offset + 5 <= bytes.length) {
      const type = String.fromCharCode(bytes[offset] ?? 0);
      const length = view.getInt32(offset + 1);
      let at = offset + 5;
      const next = offset + 1 + length;
      if (type === 'T') {
        const count = view.getInt16(at);
        at += 2;
        const columns: PgRawResult['columns'] = [];
        for (let i = 0; i < count; i++) {
          const [name, after] = cstring(at);
          columns.push({ name, typeOid: view.getUint32(after + 6) });
          at = after + 18;
        }
        current = { columns, rows: [] };
      } else if (type === 'D' && current && failure === null) {
        if (current.rows.length === maxRows) {
          failure = { error: `returned more than ${maxRows} rows, the most a statement may return here`, code: null };
        } else {
          const count = view.getInt16(at);
          at += 2;
          const row: (string | null)[] = [];
          for (let i = 0; i < count; i++) {
            const size = view.getInt32(at);
            at += 4;
            if (size < 0) row.push(null);
            else {
              row.push(decoder.decode(bytes.subarray(at, at + size)));
              at += size;
            }
          }
          current.rows.push(row);
        }
      } else if (type === 'C' || type === 'I') {
        // A statement ended: its result (no columns if it returned no rows) is the answer so far.
        last = current ?? { columns: [], rows: [] };
        current = null;
      } else if (type === 'E' && failure === null) {
        const fields = new Map<string, string>();
        while (at < next && bytes[at] !== 0) {
          const code = String.fromCharCode(bytes[at] ?? 0);
          const [value, after] = cstring(at + 1);
          fields.set(code, value);
          at = after;
        }
        failure = { error: fields.get('M') ?? 'the statement failed', code: fields.get('C') ?? null };
      }
      offset = next;
    }
    return failure ? { ok: false, ...failure } : { ok: true, result: last };
  };

  port.on('message', (request: PgliteRequest) => {
    void (async () => {
      try {
        if (request.op === 'dump') {
          const file = await db.dumpDataDir('none');
          const image = new Uint8Array(await file.arrayBuffer());
          port.postMessage({ id: request.id, ok: true, image }, [image.buffer]);
          return;
        }
        const reply = readReply(await db.execProtocolRaw(queryMessage(request.sql)));
        if (reply.ok) port.postMessage({ id: request.id, ok: true, ...reply.result });
        else port.postMessage({ id: request.id, ok: false, error: reply.error, code: reply.code });
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error), code: null });
      }
    })();
  });
  port.postMessage({ ready: true });
}
