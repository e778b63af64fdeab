// A dataset's JavaScript file (`file://check.js:fn`) is a full module: it
// may import packages and use Node's APIs, so it cannot run in a node:vm
// context. It runs on a worker thread of its own instead, which the main
// thread terminates at the time limit, whatever the script is doing. The
// worker's stdout and stderr are drained and dropped, so a script's
// console.log never reaches the action's log (untrusted text; see src/base/log.ts).
// The module is loaded as promptfoo's importModule and loadFromJavaScriptFile
// (src/esm.ts, src/util/file.ts) load it: `default.default`, else `default`,
// else the namespace; then the named function, or the module itself, or its
// `default`, whichever is a function.
import { Worker } from 'node:worker_threads';
import { ScriptNotFinishedError, SCRIPT_TIME_LIMIT_ENV, scriptTimeLimitMs } from './js.js';

export interface JsFileCall {
  /** Absolute path of the module. */
  file: string;
  /** The export to call; the module's function or default export when absent. */
  functionName?: string;
  args: readonly unknown[];
  /** The run's interrupt (Ctrl-C): terminates the worker. */
  signal?: AbortSignal;
}

/** The script failed: it threw, or could not be loaded. Its message and stack, as the worker saw them. */
export class ScriptError extends Error {
  override name = 'ScriptError';
  constructor(
    message: string,
    readonly scriptStack: string,
  ) {
    super(message);
  }
}

type Reply = { value: unknown } | { error: { message: string; stack: string } };

// Plain CommonJS evaluated as the worker, so the bundle needs no second file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const fail = (error) => {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  const stack = error && typeof error === 'object' && typeof error.stack === 'string' ? error.stack : message;
  parentPort.postMessage({ error: { message, stack } });
};
(async () => {
  const { file, functionName, args } = workerData;
  const ns = await import(pathToFileURL(file).href);
  const mod = (ns && ns.default && ns.default.default) || (ns && ns.default) || ns;
  const picked = functionName ? mod[functionName] : mod;
  let fn;
  if (typeof picked === 'function') fn = picked;
  else if (picked && typeof picked.default === 'function') fn = picked.default;
  else throw new Error('Assertion malformed: ' + file + (functionName ? ' has no function ' + JSON.stringify(functionName) : ' must export a function or have a default export as a function'));
  const value = await fn(...args);
  try { parentPort.postMessage({ value }); }
  catch (error) { fail(new Error('the script returned a value that cannot be copied out of its worker (' + (error && error.message) + ')')); }
})().catch(fail);`;

/** Calls the module's function on a worker within the time limit; rejects with ScriptError or ScriptNotFinishedError. */
export function runJsFile(call: JsFileCall, timeLimitMs: number = scriptTimeLimitMs()): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: call.file, functionName: call.functionName, args: call.args },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      settle();
    };
    const onAbort = () => finish(() => reject(new ScriptNotFinishedError('was stopped: the run was interrupted')));
    if (call.signal?.aborted) onAbort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    // The clock starts once the worker runs, so starting a thread does not eat the limit.
    worker.once('online', () => {
      timer = setTimeout(
        () => finish(() => reject(new ScriptNotFinishedError(`did not finish within the ${timeLimitMs} ms time limit (${SCRIPT_TIME_LIMIT_ENV})`))),
        timeLimitMs,
      );
    });
    worker.once('message', (reply: Reply) =>
      finish(() => ('error' in reply ? reject(new ScriptError(reply.error.message, reply.error.stack)) : resolve(reply.value))),
    );
    worker.once('error', (error) => finish(() => reject(new ScriptError(error.message, error.stack ?? error.message))));
    worker.once('exit', (code) => finish(() => reject(new ScriptError(`the script's worker exited (code ${code}) before it answered`, ''))));
  });
}
