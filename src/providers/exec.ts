// exec:<command> runs a program once per case: the rendered prompt on stdin,
// the case as JSON in SUPEREVAL_CASE, the answer on stdout.
import { killGroup, spawnGroup, formatLimit } from '../base/index.js';
import type { TraceReceiver } from '../traces/index.js';
import { defineProvider, type ExecOptions } from './registration.js';
import { ProviderError, type ModelSpec, type Provider, type ProviderRequest } from './types.js';

export const EXEC_DEFAULT_TIMEOUT_MS = 120_000;
const STDERR_TAIL_CHARS = 800;
/** The most stdout kept of one answer: far above any model's, far below what would abort the process (a 300 MB string). */
export const EXEC_MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export function createExecProvider(spec: ModelSpec, options: ExecOptions = {}): Provider {
  const timeoutMs = options.timeoutMs ?? EXEC_DEFAULT_TIMEOUT_MS;
  return {
    spec,
    // We cannot know what the program does; only hash-files can vouch for it.
    deterministic: false,
    call: (request) =>
      options.traces ? tracedCall(options.traces, spec.target, request, timeoutMs, options) : runCommand(spec.target, request, timeoutMs, options),
  };
}

/** The call with the case's trace (src/traces/): the program exports its spans there, and the answer carries them. */
async function tracedCall(traces: TraceReceiver, command: string, request: ProviderRequest, timeoutMs: number, options: ExecOptions) {
  const trace = await traces.openCase();
  const env = options.env ?? {};
  const answer = await runCommand(command, request, timeoutMs, { ...options, env: { ...env, ...trace.env(env) } }).catch(async (error: unknown) => {
    await trace.finish();
    throw error;
  });
  const { spans } = await trace.finish();
  return { ...answer, spans };
}

function runCommand(command: string, request: ProviderRequest, timeoutMs: number, { cwd, env = {} }: ExecOptions) {
  const started = performance.now();
  return new Promise<Awaited<ReturnType<Provider['call']>>>((resolve, reject) => {
    // Its own process group, so the case's end (answer, failure, timeout,
    // cancel) ends the whole tree it started.
    const child = spawnGroup(command, {
      cwd,
      env: {
        ...env,
        SUPEREVAL_CASE: JSON.stringify(request.caseData ?? { id: request.caseId }),
        SUPEREVAL_CASE_ID: request.caseId,
        ...(request.system ? { SUPEREVAL_SYSTEM: request.system } : {}),
      },
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      killGroup(child);
      fn();
    };
    const tail = () => (stderr.length > STDERR_TAIL_CHARS ? `…${stderr.slice(-STDERR_TAIL_CHARS)}` : stderr).trim();
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new ProviderError(`exec: no answer within ${timeoutMs} ms${tail() ? `; stderr: ${tail()}` : ''}`, {
            code: 'ExecTimeout',
          }),
        ),
      );
    }, timeoutMs);
    const onAbort = () => {
      finish(() => reject(new ProviderError('exec: cancelled', { code: 'Aborted' })));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= EXEC_MAX_OUTPUT_BYTES) {
        stdout.push(chunk);
        return;
      }
      // The case is an error and the program is stopped: no answer is read past the limit.
      stdout.length = 0;
      finish(() =>
        reject(
          new ProviderError(
            `exec: the command printed more than the ${formatLimit(EXEC_MAX_OUTPUT_BYTES)} limit of an answer on stdout; it was stopped`,
            {
              code: 'ExecOutputTooLarge',
            },
          ),
        ),
      );
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 4);
    });
    child.on('error', (error) =>
      finish(() => reject(new ProviderError(`exec: cannot start: ${error.message}`, { code: 'ExecFailed', cause: error }))),
    );
    // What it started in the background dies with it; else a background
    // process holding stdout open would keep 'close' from ever coming.
    child.on('exit', () => killGroup(child));
    child.on('close', (code, signal) =>
      finish(() => {
        if (code !== 0) {
          const how = signal ? `was killed by ${signal}` : `exited with code ${String(code)}`;
          reject(new ProviderError(`exec: the command ${how}${tail() ? `; stderr: ${tail()}` : ''}`, { code: 'ExecFailed' }));
          return;
        }
        resolve({
          output: Buffer.concat(stdout).toString('utf8').replace(/\s+$/, ''),
          latency_ms: Math.round(performance.now() - started),
          usage: null,
          cost_usd: null,
        });
      }),
    );
    // A program that ignores stdin closes it early; that is not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(request.prompt);
  });
}

export const execProvider = defineProvider({
  kind: 'exec',
  create: async (spec, options) => createExecProvider(spec, options.exec),
  help: { spec: 'exec:<command>', about: ['a program: prompt on stdin, case JSON in $SUPEREVAL_CASE,', 'answer on stdout'] },
  // A program may do anything (call a live model, read the clock): its
  // results are never reused, whatever the config hash says.
  reproducible: false,
  answersByRequest: false,
  samples: true,
  command: (target) => target,
});
