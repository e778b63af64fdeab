// Dataset JavaScript (an inline `javascript` assertion, a `transform`) runs
// as a function in a fresh node:vm context, under a time limit, inside the
// sandbox process (host.ts, host-main.ts): the context keeps one case's
// globals from the next and lets a runaway loop be stopped; the process,
// started with the allow-listed environment, is what keeps the code from the
// runner (node:vm alone is no security boundary: objects handed in lead back
// to the host's Function constructor). A promise still pending once its
// jobs have run can never settle (the context has no timers or I/O): that is
// an error at once, not a wait.
import vm from 'node:vm';
import { DEFAULT_TIME_LIMITS, TIME_LIMIT_ENV } from './time-limit.js';
import type { HostAnswer } from './host-main.js';
import { sandboxRequest } from './host.js';

export const SCRIPT_TIME_LIMIT_ENV = TIME_LIMIT_ENV.scriptMs;
export const DEFAULT_SCRIPT_TIME_LIMIT_MS = DEFAULT_TIME_LIMITS.scriptMs;

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

/** Why the body does not compile as a function body, or null. Runs nothing (compiling runs no code), so it stays in the runner. */
export function jsSyntaxProblem(fn: JsFunction): string | null {
  try {
    compile(fn, vm.createContext({}));
    return null;
  } catch (error) {
    return describe(error);
  }
}

/**
 * Calls the function with `args` in a fresh context of the sandbox process
 * and returns what it returns (a promise's value once settled; a function or
 * symbol as a stand-in of its kind, which cannot leave the process). The
 * script's own exception is rethrown; ScriptNotFinishedError when it runs out
 * of time or its promise cannot settle.
 */
export async function runJsFunction(fn: JsFunction, args: readonly unknown[], timeLimitMs: number = DEFAULT_SCRIPT_TIME_LIMIT_MS): Promise<unknown> {
  const answer = await sandboxRequest({
    kind: 'function',
    params: fn.params,
    body: fn.body,
    filename: fn.filename ?? 'inline javascript',
    args,
    timeLimitMs,
  });
  return answerValue(answer, timeLimitMs);
}

/** What a sandbox answer gives the caller: the value, or the error to throw. */
export function answerValue(answer: HostAnswer, timeLimitMs: number): unknown {
  switch (answer.outcome) {
    case 'value':
      if (answer.stand === 'function') return function standIn() {};
      if (answer.stand === 'symbol') return Symbol('stand-in');
      return answer.value;
    case 'threw':
      throw Object.assign(new Error(answer.error.message), { name: answer.error.name, stack: answer.error.stack ?? answer.error.message });
    case 'timeout':
      throw new ScriptNotFinishedError(`did not finish within the ${timeLimitMs} ms time limit (${SCRIPT_TIME_LIMIT_ENV})`);
    case 'never-settles':
      throw new ScriptNotFinishedError('returned a promise that never settles (the sandbox has no timers or I/O)');
  }
}

function compile(fn: JsFunction, context: vm.Context): (...args: unknown[]) => unknown {
  return vm.compileFunction(fn.body, [...fn.params], { parsingContext: context, filename: fn.filename ?? 'inline javascript' }) as (
    ...args: unknown[]
  ) => unknown;
}

/** An error's message, whichever realm made it (a sandbox's SyntaxError is not the host's). */
export function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    return `${name}: ${String(error.message)}`;
  }
  return String(error);
}
