// A dataset's JavaScript file (`file://check.js:fn`) is a full module: it
// may import packages and use Node's APIs, so it cannot run in a node:vm
// context. It runs on a worker thread of its own in the sandbox process
// (host.ts, host-main.ts: the allow-listed environment, never the runner's;
// it reads only the script's repository, permissions.ts), which that
// process's main thread terminates at the time limit, whatever the
// script is doing. The worker's stdout and stderr are drained and dropped, so
// a script's console.log never reaches the action's log (untrusted text; see
// src/base/log.ts).
import path from 'node:path';
import { sandboxRequest } from './host.js';
import { scriptRoot } from './script-path.js';
import { answerValue, DEFAULT_SCRIPT_TIME_LIMIT_MS, ScriptNotFinishedError } from './js.js';

export interface JsFileCall {
  /** Absolute path of the module. */
  file: string;
  /** The export to call; the module's function or default export when absent. */
  functionName?: string;
  /** The folder the check may read (its repository, resolveScript's root); the script's own repository when absent. */
  root?: string;
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

/** Calls the module's function on a worker of the sandbox process within the time limit; rejects with ScriptError or ScriptNotFinishedError. */
export async function runJsFile(call: JsFileCall, timeLimitMs: number = DEFAULT_SCRIPT_TIME_LIMIT_MS): Promise<unknown> {
  const request = {
    kind: 'file',
    file: call.file,
    ...(call.functionName ? { functionName: call.functionName } : {}),
    args: call.args,
    root: call.root ?? scriptRoot(path.dirname(call.file)),
    timeLimitMs,
  } as const;
  let answer;
  try {
    answer = await sandboxRequest(request, call.signal);
  } catch (error) {
    if (call.signal?.aborted) throw new ScriptNotFinishedError('was stopped: the run was interrupted');
    throw error;
  }
  if (answer.outcome === 'threw') throw new ScriptError(answer.error.message, answer.error.stack ?? '');
  return answerValue(answer, timeLimitMs);
}
