// Dataset Python (`python` assertions) runs in a python3 child process, one
// per call, as the leader of its own process group: at the time limit the
// whole group is killed, with whatever the script started. The request (the
// code or file, the function, its arguments) goes in as JSON on stdin; the
// answer comes back as JSON on stdout. The wrapper moves the script's own
// prints (fd 1) to stderr before it runs any user code, so nothing the script
// writes can pose as the answer. Loading follows promptfoo's
// src/python/wrapper.py: the script's folder first on sys.path, the module
// loaded from its file, `Class.method` names, coroutines run with asyncio.
// The child's environment is the allow-list of environment.ts, never the runner's.
import { killGroup, spawnGroupFile } from '../../base/index.js';
import { datasetCodeEnv, PYTHON_ENV, pythonExecutable } from './environment.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS, ScriptNotFinishedError, SCRIPT_TIME_LIMIT_ENV } from './js.js';
import { ScriptError } from './js-file.js';

/** No interpreter could be started. */
export class PythonUnavailableError extends Error {
  override name = 'PythonUnavailableError';
}

export type PythonCode = { source: string } | { file: string };

export interface PythonCall {
  code: PythonCode;
  /** The function to call (`get_assert`, `main`, `Class.method`). */
  method: string;
  args: readonly unknown[];
  /** The child's working folder. */
  cwd?: string;
  /** The run's interrupt (Ctrl-C): kills the process group. */
  signal?: AbortSignal;
}

const WRAPPER = String.raw`
import asyncio, importlib.util, inspect, json, os, sys, traceback, types

answer = os.fdopen(os.dup(1), "w", encoding="utf-8")
os.dup2(2, 1)
sys.stdout = sys.stderr

def load(request):
    if "file" in request:
        path = request["file"]
        folder = os.path.dirname(os.path.abspath(path))
        if folder not in sys.path:
            sys.path.insert(0, folder)
        name = os.path.basename(path).rsplit(".", 1)[0]
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    module = types.ModuleType("inline_python")
    exec(compile(request["source"], "<inline python>", "exec"), module.__dict__)
    return module

try:
    request = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    module = load(request)
    method = request["method"]
    if "." in method:
        class_name, method_name = method.split(".", 1)
        function = getattr(getattr(module, class_name), method_name)
    else:
        function = getattr(module, method)
    result = function(*request["args"])
    if inspect.iscoroutine(result):
        result = asyncio.run(result)
    reply = json.dumps({"result": result}, ensure_ascii=False, allow_nan=False)
except BaseException as error:
    reply = json.dumps({"error": "".join(traceback.format_exception_only(type(error), error)).strip(), "traceback": traceback.format_exc()}, ensure_ascii=False)
answer.write(reply)
answer.flush()
`;

type Reply = { result: unknown } | { error: string; traceback: string };

/** What the script's stderr keeps for an error message: its end, where the traceback is. */
const STDERR_TAIL = 4000;
/** A reply larger than this is refused: no verdict needs it, and memory is the runner's. */
const MAX_REPLY_BYTES = 32 * 1024 * 1024;

/**
 * Calls the function in a python3 child within the time limit and returns its
 * result. Rejects with ScriptError (the script raised, or its result is not
 * JSON), ScriptNotFinishedError (the limit) or PythonUnavailableError.
 */
export function runPython(
  call: PythonCall,
  timeLimitMs: number = DEFAULT_SCRIPT_TIME_LIMIT_MS,
  python: string = pythonExecutable(),
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawnGroupFile(python, ['-c', WRAPPER], { cwd: call.cwd, env: { ...datasetCodeEnv(), PYTHONIOENCODING: 'utf-8' } });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
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
            ? new PythonUnavailableError(`${python} was not found; install Python 3 or set ${PYTHON_ENV} to its path`)
            : new PythonUnavailableError(`${python} could not be started: ${error.message}`),
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
          return reject(new ScriptError(`python ${how} without an answer${stderr.trim() ? `: ${stderr.trim()}` : ''}`, stderr));
        }
        if ('error' in reply) return reject(new ScriptError(reply.error, reply.traceback));
        resolve(reply.result);
      }),
    );
    child.stdin.on('error', () => {
      // The child may exit before reading its request (a broken interpreter); 'close' reports it.
    });
    if (call.signal?.aborted) onAbort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin.end(JSON.stringify({ ...call.code, method: call.method, args: call.args }));
  });
}
