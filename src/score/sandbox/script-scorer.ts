// Runs a script scorer: one child process per case and model, the leader of
// its own process group (src/base/process-group.ts), so the time limit,
// an interrupt or the script's own exit ends everything it started. The
// context goes in on stdin; stdout is read whole, up to a bound. The script
// starts with the allow-listed environment of environment.ts, never the runner's.
import path from 'node:path';
import type { AssertResult, ScriptScorer } from '../../config/index.js';
import { killGroup, spawnGroupFile } from '../../base/index.js';
import { scriptContext, scriptRow, type ScriptOutcome, type ScriptRun } from '../evalbench/script-scorers.js';
import { datasetCodeEnv, findOnPath, pythonExecutable } from './environment.js';

/** A script's answer larger than this is refused: `{"score", "reason"}` needs far less, and memory is the runner's. */
export const MAX_SCRIPT_STDOUT_BYTES = 1024 * 1024;
const STDERR_KEEP = 16 * 1024;

/**
 * The argv that runs the scorer. python_scorer: `uv run --isolated <script>`
 * when uv is on PATH (EvalBench's command; PEP 723 dependencies are installed),
 * else the interpreter (SUPEREVAL_PYTHON, else python3) on the script.
 * script_scorer: its command, a program named with a path resolved against the
 * dataset's folder.
 */
export function scriptArgv(scorer: ScriptScorer, datasetDir: string, env?: NodeJS.ProcessEnv): string[] {
  if (scorer.script_path !== undefined) {
    const script = path.resolve(datasetDir, scorer.script_path);
    const uv = findOnPath('uv', env);
    return uv ? [uv, 'run', '--isolated', script] : [pythonExecutable(env), script];
  }
  const [program = '', ...args] = scorer.command ?? [];
  return [program.includes('/') ? path.resolve(datasetDir, program) : program, ...args];
}

export interface ScriptCall {
  argv: readonly string[];
  /** The JSON the script reads on stdin. */
  input: string;
  cwd: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Runs the script to its end, its time limit or the run's interrupt; never rejects. */
export function runScript(call: ScriptCall): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    const [program = '', ...args] = call.argv;
    const child = spawnGroupFile(program, args, { cwd: call.cwd, env: { ...datasetCodeEnv(), PYTHONIOENCODING: 'utf-8' } });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let done = false;
    const finish = (outcome: ScriptOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
      killGroup(child);
      resolve(outcome);
    };
    const stopped = (problem: string) => finish({ exited: false, problem, stderr });
    const onAbort = () => stopped('stopped: the run was interrupted');
    const timer = setTimeout(() => stopped(`did not finish within its ${call.timeoutMs} ms time limit (timeout_ms)`), call.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) =>
      stopped(error.code === 'ENOENT' ? `${program} was not found` : `${program} could not be started: ${error.message}`),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_SCRIPT_STDOUT_BYTES) stopped(`the script wrote more than ${MAX_SCRIPT_STDOUT_BYTES} bytes to stdout`);
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    // What it started in the background ends with it; else a child holding stdout open would keep 'close' away.
    child.on('exit', () => killGroup(child));
    child.on('close', (code, signal) => finish({ exited: true, code, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderr }));
    // A script that does not read its input may close stdin early; 'close' reports how it ended.
    child.stdin.on('error', () => {});
    if (call.signal?.aborted) onAbort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin.end(call.input);
  });
}

/** The dataset's script scorers on one run, in order, one row each. */
export async function runScriptScorers(scorers: readonly ScriptScorer[], run: ScriptRun, signal?: AbortSignal): Promise<AssertResult[]> {
  const rows: AssertResult[] = [];
  for (const scorer of scorers) {
    if (signal?.aborted) {
      rows.push(scriptRow(scorer, { exited: false, problem: 'stopped: the run was interrupted', stderr: '' }));
      continue;
    }
    const outcome = await runScript({
      argv: scriptArgv(scorer, run.dataset.dir),
      input: JSON.stringify(scriptContext(scorer, run)),
      cwd: run.dataset.dir,
      timeoutMs: scorer.timeout_ms,
      ...(signal ? { signal } : {}),
    });
    rows.push(scriptRow(scorer, outcome));
  }
  return rows;
}
