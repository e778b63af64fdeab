// A dataset's script run in an interpreter's child process (python3 for
// `python` assertions, ruby for `ruby` ones), one per call, as the leader of
// its own process group: at the time limit the whole group is killed, with
// whatever the script started. The request goes in as JSON on stdin; the
// answer comes back as JSON on stdout, `{result}` or `{error, traceback}`.
// Each language's wrapper (python.ts, ruby.ts) moves the script's own prints
// to stderr before it runs any user code, so nothing the script writes can
// pose as the answer. The child's environment is the allow-list of
// environment.ts, never the runner's.
import { killGroup, spawnGroupFile } from '../../base/index.js';
import { datasetCodeEnv } from './environment.js';
import { ScriptNotFinishedError, SCRIPT_TIME_LIMIT_ENV } from './js.js';
import { ScriptError } from './js-file.js';

/** No interpreter could be started. */
export class InterpreterUnavailableError extends Error {
  override name = 'InterpreterUnavailableError';
}

export interface InterpreterRun {
  /** The executable (`python3`, `ruby`, a path), found on the allow-listed PATH. */
  executable: string;
  /** Its arguments: the wrapper. */
  args: readonly string[];
  /** The request the wrapper reads from stdin. */
  request: unknown;
  /** How the interpreter is named in messages (`python`, `ruby`). */
  name: string;
  /** What to say when the executable is not found. */
  missing: string;
  /** Variables the interpreter needs over the allow-list (PYTHONIOENCODING). */
  env?: Record<string, string>;
  cwd?: string | undefined;
  signal?: AbortSignal | undefined;
}

type Reply = { result: unknown } | { error: string; traceback: string };

/** What the script's stderr keeps for an error message: its end, where the traceback is. */
const STDERR_TAIL = 4000;
/** A reply larger than this is refused: no verdict needs it, and memory is the runner's. */
const MAX_REPLY_BYTES = 32 * 1024 * 1024;

/**
 * Runs the wrapper within the time limit and returns the script's result.
 * Rejects with ScriptError (the script raised, or its result is not JSON),
 * ScriptNotFinishedError (the limit) or InterpreterUnavailableError.
 */
export function runInterpreter(run: InterpreterRun, timeLimitMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawnGroupFile(run.executable, [...run.args], { cwd: run.cwd, env: { ...datasetCodeEnv(), ...run.env } });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      killGroup(child);
      settle();
    };
    const onAbort = () => finish(() => reject(new ScriptNotFinishedError('was stopped: the run was interrupted')));
    const timer = setTimeout(
      () => finish(() => reject(new ScriptNotFinishedError(`did not finish within the ${timeLimitMs} ms time limit (${SCRIPT_TIME_LIMIT_ENV})`))),
      timeLimitMs,
    );
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(
          error.code === 'ENOENT'
            ? new InterpreterUnavailableError(run.missing)
            : new InterpreterUnavailableError(`${run.executable} could not be started: ${error.message}`),
        ),
      ),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_REPLY_BYTES) finish(() => reject(new ScriptError(`the script's result is larger than ${MAX_REPLY_BYTES} bytes`, '')));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    // 'close' rather than 'exit': the streams have ended, so the whole reply is in.
    child.on('close', (code, signal) =>
      finish(() => {
        const text = Buffer.concat(stdout).toString('utf8');
        let reply: Reply;
        try {
          reply = JSON.parse(text) as Reply;
        } catch {
          const how = signal ? `was killed by ${signal}` : `exited with code ${String(code)}`;
          return reject(new ScriptError(`${run.name} ${how} without an answer${stderr.trim() ? `: ${stderr.trim()}` : ''}`, stderr));
        }
        if ('error' in reply) return reject(new ScriptError(reply.error, reply.traceback));
        resolve(reply.result);
      }),
    );
    child.stdin.on('error', () => {
      // The child may exit before reading its request (a broken interpreter); 'close' reports it.
    });
    if (run.signal?.aborted) onAbort();
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin.end(JSON.stringify(run.request));
  });
}
