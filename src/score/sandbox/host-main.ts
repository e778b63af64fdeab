// The code that runs inside the sandbox process (host.ts starts it), not in
// the runner. Each function here is sent as its source text (toString), so it
// uses only its parameters and what every Node process has: nothing imported,
// no helper outside it.
//
// The process's main thread only passes messages: it never runs dataset code,
// so it stays free to keep every time limit. Inline JavaScript, transforms
// and templates run one at a time on one long-lived worker thread (the
// evaluator); a `file://` JavaScript check runs on a worker of its own, as it
// always has, which is terminated at its time limit.
import type { MessagePort, Worker, WorkerOptions } from 'node:worker_threads';
import type vm from 'node:vm';
import { MODULE_LOADER_SOURCE } from './filtered-templates.js';

/** A request from the runner; `id` ties the answer to it. */
export type HostRequest = { id: number; timeLimitMs: number } & (
  | { kind: 'function'; params: readonly string[]; body: string; filename: string; args: readonly unknown[] }
  | { kind: 'template'; template: string; vars: Record<string, unknown> }
  | {
      kind: 'file';
      file: string;
      functionName?: string;
      args: readonly unknown[];
      /** The folder the check may read, its repository (host.ts grants it; the child does not read this). */
      root: string;
    }
  | {
      /** A promptfoo prompt rendered with the config's own filters (nunjucksFilters), on the evaluator of the process for `file://` checks. */
      kind: 'filtered-template';
      template: string;
      vars: Record<string, unknown>;
      /** Filter name to its module's absolute path. */
      filters: Record<string, string>;
      /** The folder the filters may read, their repository. */
      root: string;
    }
);

/** What became of a request. `stand`: a value that cannot be copied between processes (a function, a symbol), by its kind. */
export type HostAnswer =
  | { outcome: 'value'; value: unknown; stand?: 'function' | 'symbol' }
  | { outcome: 'threw'; error: { name: string; message: string; stack?: string } }
  | { outcome: 'timeout' }
  | { outcome: 'never-settles' };

export type HostMessage = { ready: true } | ({ id: number } & HostAnswer);

export interface HostConfig {
  /** The evaluator's source (evaluatorMain, called). */
  evaluatorSource: string;
  /** The source of a `file://` check's worker (js-file.ts). */
  fileWorkerSource: string;
  /** nunjucks' self-contained build, which the evaluator loads on its first template. */
  nunjucksFile: string;
  /** How long past its time limit the evaluator may take to answer before it is replaced. */
  graceMs: number;
  /** Start the evaluator at once (the process for templates and inline JavaScript), or on its first request. */
  startEvaluator: boolean;
}

/**
 * An error Node's permission model raised (ERR_ACCESS_DENIED), said as what
 * was refused and why; null for any other error. Sent as source text into the
 * sandbox's threads, as the rest of this file.
 */
export function deniedMessage(error: unknown): string | null {
  const denied = error as { code?: unknown; permission?: unknown; resource?: unknown } | null;
  if (typeof denied !== 'object' || denied === null || denied.code !== 'ERR_ACCESS_DENIED') return null;
  const doing: Record<string, string> = {
    FileSystemRead: 'reading',
    FileSystemWrite: 'writing',
    ChildProcess: 'starting a program',
    WorkerThreads: 'starting a thread',
    Addon: 'loading an addon',
    WASI: 'using WASI',
    Inspector: 'using the inspector',
  };
  const permission = typeof denied.permission === 'string' ? denied.permission : '';
  const message = typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '';
  // process.binding names neither permission nor resource, only itself.
  const what = doing[permission] ?? (permission || (message.startsWith('process.') ? message : 'this'));
  const where = typeof denied.resource === 'string' && denied.resource !== '' ? ` ${denied.resource}` : '';
  return `the sandbox does not allow ${what}${where}: dataset JavaScript may read only its own repository (not .git), and may not write files, start programs or load addons`;
}

/**
 * A `file://` JavaScript check's worker: plain CommonJS. The module is loaded
 * as promptfoo's importModule and loadFromJavaScriptFile (src/esm.ts,
 * src/util/file.ts) load it: `default.default`, else `default`, else the
 * namespace; then the named function, or the module itself, or its
 * `default`, whichever is a function.
 */
export const FILE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const deniedMessage = ${deniedMessage.toString()};
const fail = (error) => {
  const message = deniedMessage(error) ?? (error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error));
  const stack = error && typeof error === 'object' && typeof error.stack === 'string' ? error.stack : message;
  parentPort.postMessage({ error: { message, stack } });
};
${MODULE_LOADER_SOURCE}
(async () => {
  const { file, functionName, args } = workerData;
  const ns = await loadModule(file);
  const mod = moduleOf(ns);
  const picked = functionName ? mod[functionName] : mod;
  let fn;
  if (typeof picked === 'function') fn = picked;
  else if (picked && typeof picked.default === 'function') fn = picked.default;
  else throw new Error('Assertion malformed: ' + file + (functionName ? ' has no function ' + JSON.stringify(functionName) : ' must export a function or have a default export as a function'));
  const value = await fn(...args);
  try { parentPort.postMessage({ value }); }
  catch (error) { fail(new Error('the script returned a value that cannot be copied out of its worker (' + (error && error.message) + ')')); }
})().catch(fail);`;

type WorkerClass = new (source: string, options: WorkerOptions) => Worker;
type Pending = { id: number; timer: NodeJS.Timeout | undefined };

/** The sandbox process's main thread: requests in over IPC, each to its worker, answers out. */
export function sandboxMain(
  proc: NodeJS.Process,
  WorkerOf: WorkerClass,
  config: HostConfig,
  describeDenied: (error: unknown) => string | null,
): void {
  const answer = (message: HostMessage) => {
    try {
      proc.send?.(message);
    } catch {
      // The runner is gone; 'disconnect' ends this process.
    }
  };
  const quiet = (worker: Worker) => {
    worker.stdout.resume();
    worker.stderr.resume();
  };
  // The runner's end of the channel closing is the end of the run.
  proc.on('disconnect', () => proc.exit(0));

  // --- the evaluator: one request at a time ---
  const queue: Exclude<HostRequest, { kind: 'file' }>[] = [];
  let evaluator: { worker: Worker; ready: boolean; current: Pending | null } | null = null;
  const startEvaluator = () => {
    const worker = new WorkerOf(config.evaluatorSource, {
      eval: true,
      workerData: { nunjucksFile: config.nunjucksFile },
      stdout: true,
      stderr: true,
    });
    quiet(worker);
    const self = { worker, ready: false, current: null as Pending | null };
    const replace = (why: string) => {
      if (evaluator !== self) return;
      evaluator = null;
      void worker.terminate();
      const failed = (id: number) => answer({ id, outcome: 'threw', error: { name: 'Error', message: why } });
      if (self.current) {
        clearTimeout(self.current.timer);
        failed(self.current.id);
      }
      // One that never started would fail again: the waiting requests fail with it rather than start it over and over.
      if (!self.ready) for (const request of queue.splice(0)) failed(request.id);
      next();
    };
    worker.on('message', (message: HostMessage) => {
      if ('ready' in message) {
        self.ready = true;
        return next();
      }
      if (self.current?.id !== message.id) return;
      clearTimeout(self.current.timer);
      self.current = null;
      answer(message);
      next();
    });
    worker.on('error', (error) => replace(`the sandbox's evaluator failed: ${error.message}`));
    worker.on('exit', (code) => replace(`the sandbox's evaluator exited (code ${code}) before it answered`));
    evaluator = self;
  };
  const next = () => {
    if (queue.length === 0) return;
    if (!evaluator) startEvaluator();
    const self = evaluator;
    if (!self || !self.ready || self.current) return;
    const request = queue.shift() as (typeof queue)[number];
    // vm's own timeout stops a runaway script; this stops what escapes it.
    const timer = setTimeout(() => {
      if (evaluator === self) evaluator = null;
      self.current = null;
      void self.worker.terminate();
      answer({ id: request.id, outcome: 'timeout' });
      next();
    }, request.timeLimitMs + config.graceMs);
    self.current = { id: request.id, timer };
    self.worker.postMessage(request);
  };

  // --- file checks: a worker each ---
  const files = new Map<number, { worker: Worker; timer: NodeJS.Timeout | undefined }>();
  const runFile = (request: Extract<HostRequest, { kind: 'file' }>) => {
    const { id, file, functionName, args, timeLimitMs } = request;
    const worker = new WorkerOf(config.fileWorkerSource, { eval: true, workerData: { file, functionName, args }, stdout: true, stderr: true });
    quiet(worker);
    const entry = { worker, timer: undefined as NodeJS.Timeout | undefined };
    files.set(id, entry);
    const finish = (message: HostAnswer) => {
      if (files.get(id) !== entry) return;
      files.delete(id);
      clearTimeout(entry.timer);
      void worker.terminate();
      answer({ id, ...message });
    };
    // The clock starts once the worker runs, so starting a thread does not eat the limit.
    worker.once('online', () => (entry.timer = setTimeout(() => finish({ outcome: 'timeout' }), timeLimitMs)));
    worker.once('message', (reply: { value: unknown } | { error: { message: string; stack: string } }) =>
      finish('error' in reply ? { outcome: 'threw', error: { name: 'Error', ...reply.error } } : { outcome: 'value', value: reply.value }),
    );
    worker.once('error', (error) =>
      finish({ outcome: 'threw', error: { name: 'Error', message: describeDenied(error) ?? error.message, stack: error.stack ?? error.message } }),
    );
    worker.once('exit', (code) =>
      finish({ outcome: 'threw', error: { name: 'Error', message: `the script's worker exited (code ${code}) before it answered`, stack: '' } }),
    );
  };

  proc.on('message', (message: HostRequest | { kind: 'cancel'; id: number }) => {
    if (message.kind === 'cancel') {
      const entry = files.get(message.id);
      files.delete(message.id);
      if (entry) {
        clearTimeout(entry.timer);
        void entry.worker.terminate();
      }
    } else if (message.kind === 'file') runFile(message);
    else {
      queue.push(message);
      next();
    }
  });
  if (config.startEvaluator) startEvaluator();
  answer({ ready: true });
}

/**
 * The evaluator thread: inline JavaScript as a function in a fresh node:vm
 * context under the time limit, and nunjucks templates. The context keeps one
 * call's globals from the next and lets a runaway loop be stopped: vm's
 * `timeout` interrupts synchronous code, and with `microtaskMode:
 * 'afterEvaluate'` the context's promise jobs run inside that same limit, so
 * `for (;;) await null` is stopped too. The context has no timers or I/O, so
 * a promise still pending once its jobs have run can never settle.
 */
export function evaluatorMain(
  port: MessagePort,
  vmModule: typeof vm,
  loadNunjucks: () => unknown,
  describeDenied: (error: unknown) => string | null,
  /** Templates with a config's own filters (filtered-templates.ts), in the process that may read their repository. */
  renderFiltered: (template: string, vars: Record<string, unknown>, filters: Record<string, string>) => Promise<string>,
): void {
  type Env = { addFilter(name: string, fn: (text: string) => unknown): void };
  type Template = { render(vars: unknown): string };
  type Nunjucks = {
    Environment: new (loaders: null, options: object) => Env;
    Template: new (text: string, env: Env, path: undefined, eager: boolean) => Template;
  };
  let templates: { nunjucks: Nunjucks; env: Env; compiled: Map<string, Template> } | null = null;
  /** The template compiled (and checked: loadNunjucks gives the guarded nunjucks, template-guard.ts) once per text. */
  const template = (text: string): Template => {
    if (!templates) {
      const nunjucks = loadNunjucks() as Nunjucks;
      // As promptfoo's getNunjucksEngine, without its `env` global: the process's environment is not a template's to read.
      const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
      env.addFilter('load', (text: string): unknown => JSON.parse(text));
      templates = { nunjucks, env, compiled: new Map() };
    }
    let compiled = templates.compiled.get(text);
    if (!compiled) {
      compiled = new templates.nunjucks.Template(text, templates.env, undefined, true);
      // A run renders a few templates over many cases; one that renders many distinct texts keeps only the latest.
      if (templates.compiled.size >= 256) templates.compiled.clear();
      templates.compiled.set(text, compiled);
    }
    return compiled;
  };
  /** The thrown value as name, message and stack: a script may throw anything, and a context's errors are not this realm's. */
  const thrown = (value: unknown): { name: string; message: string; stack?: string } => {
    const like = typeof value === 'object' && value !== null ? (value as { name?: unknown; message?: unknown; stack?: unknown }) : null;
    return {
      name: like && typeof like.name === 'string' ? like.name : 'Error',
      message: describeDenied(value) ?? (like && 'message' in like ? String(like.message) : String(value)),
      ...(like && typeof like.stack === 'string' ? { stack: like.stack } : {}),
    };
  };
  const post = (id: number, answer: HostAnswer) => {
    port.postMessage({ id, ...answer });
  };
  /** A result out of the thread: as it is when it can be copied, else a stand-in, else its JSON (all a check reads of it). */
  const give = (id: number, value: unknown) => {
    const kind = typeof value;
    if (kind === 'function' || kind === 'symbol') {
      post(id, { outcome: 'value', value: null, stand: kind });
      return;
    }
    try {
      post(id, { outcome: 'value', value });
      return;
    } catch {
      // A function or symbol inside it.
    }
    try {
      post(id, { outcome: 'value', value: JSON.parse(JSON.stringify(value)) as unknown });
    } catch (error) {
      const message = `the script returned a value that cannot be copied out of the sandbox (${thrown(error).message})`;
      post(id, { outcome: 'threw', error: { name: 'Error', message } });
    }
  };
  /** The function's answer, or the value it settled with. */
  const runFunction = (request: Extract<HostRequest, { kind: 'function' }>): HostAnswer | { result: unknown } => {
    const context = vmModule.createContext({}, { microtaskMode: 'afterEvaluate' });
    let compiled: unknown;
    try {
      compiled = vmModule.compileFunction(request.body, [...request.params], { parsingContext: context, filename: request.filename });
    } catch (error) {
      return { outcome: 'threw', error: thrown(error) };
    }
    const slot: { settled?: { value: unknown } | { error: unknown } } = {};
    Object.assign(context, {
      __fn: compiled,
      __args: request.args,
      __settle: (settled: typeof slot.settled) => (slot.settled = settled),
    });
    const call = new vmModule.Script(
      'Promise.resolve().then(() => __fn.apply(undefined, __args)).then((value) => __settle({ value }), (error) => __settle({ error }))',
      { filename: 'supereval-sandbox' },
    );
    try {
      call.runInContext(context, { timeout: request.timeLimitMs, breakOnSigint: false });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { outcome: 'timeout' };
      return { outcome: 'threw', error: thrown(error) };
    }
    const settled = slot.settled;
    if (!settled) return { outcome: 'never-settles' };
    if ('error' in settled) return { outcome: 'threw', error: thrown(settled.error) };
    return { result: settled.value };
  };
  port.on('message', (request: Exclude<HostRequest, { kind: 'file' }>) => {
    let result: unknown;
    if (request.kind === 'filtered-template') {
      // Its modules load asynchronously; the queue sends the next request only once this one is answered.
      renderFiltered(request.template, request.vars, request.filters).then(
        (text) => give(request.id, text),
        (error: unknown) => post(request.id, { outcome: 'threw', error: thrown(error) }),
      );
      return;
    }
    if (request.kind === 'function') {
      const answer = runFunction(request);
      if (!('result' in answer)) {
        post(request.id, answer);
        return;
      }
      result = answer.result;
    } else {
      try {
        result = template(request.template).render(request.vars);
      } catch (error) {
        post(request.id, { outcome: 'threw', error: thrown(error) });
        return;
      }
    }
    give(request.id, result);
  });
  port.postMessage({ ready: true });
}
