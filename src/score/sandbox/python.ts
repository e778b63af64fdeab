// Dataset Python (`python` assertions) runs in a python3 child process, one
// per call (interpreter.ts: its own process group, the allow-listed
// environment, the request on stdin, the answer on stdout). The wrapper moves
// the script's own prints (fd 1) to stderr before it runs any user code.
// Loading follows promptfoo's src/python/wrapper.py: the script's folder
// first on sys.path, the module loaded from its file, `Class.method` names,
// coroutines run with asyncio.
import { PYTHON_ENV, pythonExecutable } from './environment.js';
import { InterpreterUnavailableError, runInterpreter } from './interpreter.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS } from './js.js';

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
  return runInterpreter(
    {
      executable: python,
      args: ['-c', WRAPPER],
      request: { ...call.code, method: call.method, args: call.args },
      name: 'python',
      missing: `${python} was not found; install Python 3 or set ${PYTHON_ENV} to its path`,
      env: { PYTHONIOENCODING: 'utf-8' },
      cwd: call.cwd,
      signal: call.signal,
    },
    timeLimitMs,
  ).catch((error: unknown) => {
    throw error instanceof InterpreterUnavailableError ? new PythonUnavailableError(error.message) : error;
  });
}
