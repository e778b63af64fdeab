// User-written regular expressions run on a worker thread against a deadline
// kept by the main thread. JS regexes backtrack: `^(a+)+$` on forty a's and a
// `!` runs for minutes, and on the main thread it would hold up Ctrl-C,
// timeouts and every other case. Past the limit the worker is terminated and
// the match is an error, whatever the pattern does; it takes the same engine
// as before, so verdicts within the limit are unchanged. Measured cost: one
// message round trip per match (about 40 µs), plus about 50 ms to start the
// first worker.
import { Worker } from 'node:worker_threads';
import { DEFAULT_TIME_LIMITS, TIME_LIMIT_ENV, type TimeLimits } from './time-limit.js';

export const REGEX_TIME_LIMIT_ENV = TIME_LIMIT_ENV.regexMs;
export const DEFAULT_REGEX_TIME_LIMIT_MS = DEFAULT_TIME_LIMITS.regexMs;
/** Workers kept for matching; more only queue behind the CPU cores. */
const POOL_SIZE = 2;

/** A match that did not finish: over the time limit, or the run was interrupted. */
export class RegexNotFinishedError extends Error {
  override name = 'RegexNotFinishedError';
}

export interface BoundedMatchOptions {
  /** The run's limit (TimeLimits.regexMs); default DEFAULT_REGEX_TIME_LIMIT_MS. */
  timeLimitMs?: number;
  /** Stops the match at once (Ctrl-C). */
  signal?: AbortSignal;
}

/** The bounds of a check's matches: the run's regex time limit (the default without one) and its interrupt. */
export function regexBounds(context: { signal?: AbortSignal | undefined; limits?: TimeLimits | undefined }): BoundedMatchOptions {
  const bounds: BoundedMatchOptions = { timeLimitMs: context.limits?.regexMs ?? DEFAULT_REGEX_TIME_LIMIT_MS };
  if (context.signal) bounds.signal = context.signal;
  return bounds;
}

/** re.test(input), on a worker, within the time limit; rejects with RegexNotFinishedError past it. */
export async function boundedTest(re: RegExp, input: string, options: BoundedMatchOptions = {}): Promise<boolean> {
  return (await boundedExec(re, input, options)).matched;
}

/** The text of re.exec(input)'s match (its first, for a non-global re), or null; bounded as boundedTest is. */
export async function boundedFirstMatch(re: RegExp, input: string, options: BoundedMatchOptions = {}): Promise<string | null> {
  return (await boundedExec(re, input, options)).text;
}

function boundedExec(re: RegExp, input: string, options: BoundedMatchOptions): Promise<Matched> {
  const limitMs = options.timeLimitMs ?? DEFAULT_REGEX_TIME_LIMIT_MS;
  return new Promise((resolve, reject) => {
    const job: Job = { source: re.source, flags: re.flags, input, limitMs, resolve, reject, ...(options.signal ? { signal: options.signal } : {}) };
    if (options.signal?.aborted) return reject(interrupted(job));
    if (options.signal) {
      job.onQueuedAbort = () => {
        const at = queue.indexOf(job);
        if (at >= 0) queue.splice(at, 1);
        reject(interrupted(job));
      };
      options.signal.addEventListener('abort', job.onQueuedAbort, { once: true });
    }
    queue.push(job);
    dispatch();
  });
}

interface Job {
  source: string;
  flags: string;
  input: string;
  limitMs: number;
  signal?: AbortSignal;
  onQueuedAbort?: () => void;
  resolve(matched: Matched): void;
  reject(error: Error): void;
}

interface Matched {
  matched: boolean;
  /** The match's text (re.exec(input)[0]); null without a match. */
  text: string | null;
}

type Reply = Matched | { error: string };

// Plain CommonJS evaluated as the worker, so the bundle needs no second file.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ source, flags, input }) => {
  let reply;
  try { const m = new RegExp(source, flags).exec(input); reply = { matched: m !== null, text: m === null ? null : m[0] }; }
  catch (error) { reply = { error: String(error && error.message) }; }
  parentPort.postMessage(reply);
});`;

const queue: Job[] = [];
const idle: Worker[] = [];
const live = new Set<Worker>();
const online = new WeakSet<Worker>();

function dispatch(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (live.size < POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    start(worker, queue.shift() as Job);
  }
}

function spawn(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.once('online', () => online.add(worker));
  worker.once('exit', () => retire(worker));
  live.add(worker);
  return worker;
}

function retire(worker: Worker): void {
  live.delete(worker);
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
}

function start(worker: Worker, job: Job): void {
  if (job.onQueuedAbort) job.signal?.removeEventListener('abort', job.onQueuedAbort);
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const finish = (outcome: Reply | Error, keepWorker: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    job.signal?.removeEventListener('abort', onAbort);
    worker.off('message', onMessage).off('error', onError).off('exit', onExit).off('online', startClock);
    if (keepWorker) {
      // An idle worker must not keep the process alive.
      worker.unref();
      idle.push(worker);
    } else {
      retire(worker);
      void worker.terminate();
    }
    if (outcome instanceof Error) job.reject(outcome);
    else if ('error' in outcome) job.reject(new Error(outcome.error));
    else job.resolve(outcome);
    dispatch();
  };
  const onMessage = (reply: Reply) => finish(reply, true);
  const onError = (error: Error) => finish(error, false);
  const onExit = () => finish(new Error('the regex worker stopped unexpectedly'), false);
  const onAbort = () => finish(interrupted(job), false);
  // The clock starts once the worker runs, so starting one does not eat the limit.
  const startClock = () => {
    timer = setTimeout(() => finish(overLimit(job), false), job.limitMs);
  };
  worker.ref();
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  job.signal?.addEventListener('abort', onAbort, { once: true });
  if (online.has(worker)) startClock();
  else worker.once('online', startClock);
  worker.postMessage({ source: job.source, flags: job.flags, input: job.input });
}

const overLimit = (job: Job) =>
  new RegexNotFinishedError(
    `/${job.source}/ did not finish within the ${job.limitMs} ms time limit (${REGEX_TIME_LIMIT_ENV}); nested repetition such as (a+)+ can backtrack for minutes`,
  );
const interrupted = (job: Job) => new RegexNotFinishedError(`/${job.source}/ was stopped: the run was interrupted`);
