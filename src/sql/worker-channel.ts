// The worker thread an in-process engine's database runs on (sqlite.ts,
// pglite.ts), and the request/reply channel to it. sql.js and PGlite both run
// a statement on the calling thread without ever yielding, so a runaway
// statement can only be stopped by terminating its thread: each database
// lives in a worker, started from source text (Worker `eval`, so the bundle
// needs no separate worker file), and a request past its time limit ends the
// worker and every request still waiting on it.
import { Worker } from 'node:worker_threads';
import { SqlError } from './engine.js';

/** The part of the WebAssembly API the engines use (the project's type libraries do not declare it). */
export interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<object>;
}
/** A compiled WebAssembly module: opaque here, and cloneable to workers. */
export type WasmModule = object;

/** A worker's JavaScript heap (the database's own memory is WebAssembly memory outside it): a result of MAX_RESULT_ROWS wide rows, with room. */
const WORKER_HEAP_MB = 512;

/** A request as the caller gives it: the channel adds its id. */
type Body<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

interface Pending<Reply> {
  resolve: (reply: Reply) => void;
  reject: (error: SqlError) => void;
  timer: NodeJS.Timeout;
}

/**
 * One worker and its requests: each carries an id, and the worker answers
 * it with a reply of the same id. Its first message (not a reply) says it is
 * ready.
 */
export class WorkerChannel<Request extends { id: number }, Reply extends { id: number }> {
  private readonly pending = new Map<number, Pending<Reply>>();
  private nextId = 1;
  /** Why the worker can answer nothing more (closed, timed out, died); null while it can. */
  private endedBy: string | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply | { ready: true }) => {
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

  /** Starts the worker and waits for its first message; `failure` begins the error when it does not come ("could not start PGlite"). */
  static async start<Request extends { id: number }, Reply extends { id: number }>(
    source: string,
    workerData: unknown,
    startTimeoutMs: number,
    failure: string,
  ): Promise<WorkerChannel<Request, Reply>> {
    const worker = new Worker(source, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    await new Promise<void>((resolve, reject) => {
      const settle = (message: string | null) => {
        clearTimeout(timer);
        // Only these listeners: Worker keeps internal ones of its own.
        worker.off('message', ready).off('error', failed).off('exit', exited);
        if (message === null) resolve();
        else {
          void worker.terminate();
          reject(new SqlError(`${failure}: ${message}`));
        }
      };
      const ready = () => settle(null);
      const failed = (error: Error) => settle(error.message);
      const exited = (code: number) => settle(`the worker exited (code ${code})`);
      const timer = setTimeout(() => settle(`no answer within ${startTimeoutMs} ms`), startTimeoutMs);
      worker.on('message', ready).on('error', failed).on('exit', exited);
    });
    return new WorkerChannel<Request, Reply>(worker);
  }

  /** Why the worker can answer nothing more; null while it can. */
  get ended(): string | null {
    return this.endedBy;
  }

  /** Sends a request; past `timeoutMs` the worker is terminated, and with it the database it holds. */
  request(body: Body<Request>, timeoutMs: number): Promise<Reply> {
    if (this.endedBy !== null) return Promise.reject(new SqlError(this.endedBy));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The only way to stop sql.js or PGlite mid-statement: end the thread it runs on.
        this.pending.delete(id);
        this.end(`a statement ran past the ${timeoutMs} ms time limit, so the session was ended`);
        void this.worker.terminate();
        reject(new SqlError(`ran past the statement time limit of ${timeoutMs} ms`, 'timeout'));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, ...body });
    });
  }

  /** Ends the worker; `reason` is what later requests are refused with. */
  async close(reason: string): Promise<void> {
    this.end(reason);
    await this.worker.terminate().catch(() => undefined);
  }

  private end(reason: string): void {
    this.endedBy ??= reason;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new SqlError(reason));
      this.pending.delete(id);
    }
  }
}
