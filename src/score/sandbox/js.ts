// Dataset JavaScript (an inline `javascript` assertion, a `transform`) runs
// as a function in a fresh node:vm context, under a time limit. The context
// keeps one case's globals from leaking into the next and lets a runaway loop
// be stopped: vm's `timeout` interrupts synchronous code, and with
// `microtaskMode: 'afterEvaluate'` the context's promise jobs run inside that
// same limit, so `for (;;) await null` is stopped too. The sandbox has no
// timers or I/O, so a promise still pending once its jobs have run can never
// settle: that is an error at once, not a wait.
//
// node:vm is not a security boundary: objects handed in lead back to the
// host's Function constructor. Datasets are trusted code, as in promptfoo.
import vm from 'node:vm';
import { timeLimitFromEnv } from '../time-limit.js';

export const SCRIPT_TIME_LIMIT_ENV = 'SUPEREVAL_SCRIPT_TIME_LIMIT_MS';
export const DEFAULT_SCRIPT_TIME_LIMIT_MS = 10_000;

/** The limit from SUPEREVAL_SCRIPT_TIME_LIMIT_MS, else 10 s; a bad value is the user's to fix. */
export function scriptTimeLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  return timeLimitFromEnv(SCRIPT_TIME_LIMIT_ENV, DEFAULT_SCRIPT_TIME_LIMIT_MS, env);
}

/**
 * The script could not give an answer: it ran past the time limit, or
 * returned a promise that cannot settle. Not the script's own exception, which
 * is rethrown as it was.
 */
export class ScriptNotFinishedError extends Error {
  override name = 'ScriptNotFinishedError';
}

export interface JsFunction {
  /** Parameter names, e.g. ['output', 'context']. */
  params: readonly string[];
  /** The function body, as `new Function` takes it. */
  body: string;
  /** Shown in stack traces and syntax errors. */
  filename?: string;
}

/** Why the body does not compile as a function body, or null. Runs nothing. */
export function jsSyntaxProblem(fn: JsFunction): string | null {
  try {
    compile(fn, vm.createContext({}));
    return null;
  } catch (error) {
    return describe(error);
  }
}

/**
 * Calls the function with `args` in a fresh context and returns what it
 * returns (a promise's value once settled). The script's own exception is
 * rethrown; ScriptNotFinishedError when it runs out of time or its promise
 * cannot settle.
 */
export function runJsFunction(fn: JsFunction, args: readonly unknown[], timeLimitMs: number = scriptTimeLimitMs()): Promise<unknown> {
  const context = vm.createContext({}, { microtaskMode: 'afterEvaluate' });
  const compiled = compile(fn, context);
  const slot: { settled?: { value: unknown } | { error: unknown } } = {};
  Object.assign(context, {
    __fn: compiled,
    __args: args,
    __settle: (settled: typeof slot.settled) => (slot.settled = settled),
  });
  const call = new vm.Script(
    'Promise.resolve().then(() => __fn.apply(undefined, __args)).then((value) => __settle({ value }), (error) => __settle({ error }))',
    { filename: 'supereval-sandbox' },
  );
  try {
    call.runInContext(context, { timeout: timeLimitMs, breakOnSigint: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      return Promise.reject(new ScriptNotFinishedError(`did not finish within the ${timeLimitMs} ms time limit (${SCRIPT_TIME_LIMIT_ENV})`));
    }
    return Promise.reject(hostError(error));
  }
  const settled = slot.settled;
  if (!settled) return Promise.reject(new ScriptNotFinishedError('returned a promise that never settles (the sandbox has no timers or I/O)'));
  return 'error' in settled ? Promise.reject(hostError(settled.error)) : Promise.resolve(settled.value);
}

function compile(fn: JsFunction, context: vm.Context): (...args: unknown[]) => unknown {
  return vm.compileFunction(fn.body, [...fn.params], { parsingContext: context, filename: fn.filename ?? 'inline javascript' }) as (
    ...args: unknown[]
  ) => unknown;
}

/** The script's exception as a host Error, name, message and stack kept (a sandbox's errors are not `instanceof Error`; a script may throw anything). */
function hostError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  const like = typeof thrown === 'object' && thrown !== null ? (thrown as { name?: unknown; message?: unknown; stack?: unknown }) : null;
  const error = new Error(like && 'message' in like ? String(like.message) : String(thrown));
  error.name = like && typeof like.name === 'string' ? like.name : 'Error';
  if (like && typeof like.stack === 'string') error.stack = like.stack;
  return error;
}

/** An error's message, whichever realm made it (a sandbox's SyntaxError is not the host's). */
export function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    return `${name}: ${String(error.message)}`;
  }
  return String(error);
}
