// Dataset Ruby (`ruby` assertions, and `.rb` files named by any script
// assertion) runs as dataset Python does (interpreter.ts): a ruby child per
// call, in its own process group, with the allow-listed environment, killed at
// the time limit, refused on fork runs with the rest of the dataset's code.
// The wrapper follows promptfoo's src/ruby/wrapper.rb: the script's folder
// first on $LOAD_PATH, the file loaded, a top-level method or
// `Class.method` called with the arguments. The script's own prints go to
// stderr; the answer goes out on a copy of stdout made before any user code.
import { RUBY_ENV, rubyExecutable } from './environment.js';
import { runInterpreter } from './interpreter.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS } from './js.js';

export type RubyCode = { source: string } | { file: string };

export interface RubyCall {
  code: RubyCode;
  /** The method to call (`get_assert`, `main`, `Class.method`). */
  method: string;
  args: readonly unknown[];
  /** The child's working folder. */
  cwd?: string;
  /** The run's interrupt (Ctrl-C): kills the process group. */
  signal?: AbortSignal;
}

const WRAPPER = String.raw`
require 'json'

answer = STDOUT.dup
STDOUT.reopen(STDERR)
$stdout = STDERR

begin
  request = JSON.parse(STDIN.read.force_encoding('UTF-8'))
  if request.key?('file')
    folder = File.dirname(File.absolute_path(request['file']))
    $LOAD_PATH.unshift(folder) unless $LOAD_PATH.include?(folder)
    load request['file']
  else
    TOPLEVEL_BINDING.eval(request['source'], '<inline ruby>')
  end
  method = request['method']
  result =
    if method.include?('.')
      class_name, method_name = method.split('.', 2)
      Object.const_get(class_name).public_send(method_name, *request['args'])
    else
      send(method, *request['args'])
    end
  reply = JSON.generate({ 'result' => result })
rescue Exception => error
  reply = JSON.generate({ 'error' => "#{error.class}: #{error.message}".scrub, 'traceback' => error.full_message(highlight: false).scrub })
end
answer.write(reply)
answer.flush
`;

/**
 * Calls the method in a ruby child within the time limit and returns its
 * result. Rejects with ScriptError (the script raised, or its result is not
 * JSON), ScriptNotFinishedError (the limit) or InterpreterUnavailableError
 * (no ruby on PATH).
 */
export function runRuby(call: RubyCall, timeLimitMs: number = DEFAULT_SCRIPT_TIME_LIMIT_MS, ruby: string = rubyExecutable()): Promise<unknown> {
  return runInterpreter(
    {
      executable: ruby,
      args: ['-e', WRAPPER],
      request: { ...call.code, method: call.method, args: call.args },
      name: 'ruby',
      missing: `${ruby} was not found on PATH: a ruby assertion needs Ruby installed on the runner (or ${RUBY_ENV} set to its path)`,
      cwd: call.cwd,
      signal: call.signal,
    },
    timeLimitMs,
  );
}
