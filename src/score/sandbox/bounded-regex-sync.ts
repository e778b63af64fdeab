// The regex time limit for callers that cannot wait for a promise: ajv runs a
// JSON Schema's `pattern` and `patternProperties` inside its synchronous
// validate(). Each match runs on a worker thread while the main thread waits
// on a shared flag (Atomics.wait), so a backtracking pattern such as ^(a+)+$
// stops at the limit instead of holding the run for minutes; the engine is
// the same RegExp, so verdicts within the limit are unchanged. All the
// matches of one validation share one limit (RegexBudget), so the main thread
// waits at most that long (and the messages' cost) whatever the schema and
// the data. Measured cost: about 12 µs a match (10,000 in 0.1 s), and about
// 50 ms to start the worker once.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { REGEX_TIME_LIMIT_ENV, RegexNotFinishedError } from './bounded-regex.js';

/** How long starting the worker may take: Node's start-up on a busy runner, not the pattern's time. */
const START_TIMEOUT_MS = 30_000;

/** The regex time several matches share: one validation's. */
export class RegexBudget {
  private spentMs = 0;
  constructor(readonly limitMs: number) {}

  get leftMs(): number {
    return this.limitMs - this.spentMs;
  }

  spend(ms: number): void {
    this.spentMs += ms;
  }
}

// The flag: 0 sent, 1 the worker started matching, 2 its reply is on the port.
const SENT = 0;
const STARTED = 1;
const ANSWERED = 2;

// Plain CommonJS evaluated as the worker, so the bundle needs no second file.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { flag, port } = workerData;
const compiled = new Map();
port.on('message', ({ source, flags, input }) => {
  Atomics.store(flag, 0, ${STARTED});
  Atomics.notify(flag, 0);
  let reply;
  try {
    const key = flags + '/' + source;
    let re = compiled.get(key);
    if (re === undefined) {
      if (compiled.size >= 256) compiled.clear();
      re = new RegExp(source, flags);
      compiled.set(key, re);
    }
    re.lastIndex = 0;
    const started = performance.now();
    const matched = re.test(input);
    reply = { matched, ms: performance.now() - started };
  } catch (error) {
    reply = { error: String(error && error.message) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, ${ANSWERED});
  Atomics.notify(flag, 0);
});`;

interface MatchWorker {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
}

let current: MatchWorker | null = null;

function spawn(): MatchWorker {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { flag, port: port2 }, transferList: [port2] });
  // Neither keeps the process alive: nothing waits on them between matches.
  worker.unref();
  port1.unref();
  return { worker, port: port1, flag };
}

function discard(stuck: MatchWorker): void {
  if (current === stuck) current = null;
  stuck.port.close();
  void stuck.worker.terminate();
}

/** re.test(input) on the worker, within what is left of `budget`; throws RegexNotFinishedError past it. */
export function boundedTestSync(re: RegExp, input: string, budget: RegexBudget): boolean {
  if (budget.leftMs <= 0) throw overLimit(re, budget);
  const w = (current ??= spawn());
  Atomics.store(w.flag, 0, SENT);
  w.port.postMessage({ source: re.source, flags: re.flags, input });
  // The clock starts when the worker starts matching, so starting the worker does not eat the limit.
  if (!waitWhile(w.flag, SENT, START_TIMEOUT_MS)) {
    discard(w);
    throw new Error(`the regex worker did not start within ${START_TIMEOUT_MS / 1000} s`);
  }
  if (!waitWhile(w.flag, STARTED, budget.leftMs)) {
    // Terminating the thread is the one way to stop a match in progress.
    discard(w);
    budget.spend(budget.leftMs);
    throw overLimit(re, budget);
  }
  const reply = receiveMessageOnPort(w.port)?.message as { matched: boolean; ms: number } | { error: string } | undefined;
  if (reply === undefined) {
    discard(w);
    throw new Error('the regex worker answered nothing');
  }
  if ('error' in reply) throw new Error(reply.error);
  // The match's own time, as the worker measured it: the messages' cost is not the pattern's.
  budget.spend(reply.ms);
  if (budget.leftMs < 0) throw overLimit(re, budget);
  return reply.matched;
}

/**
 * Waits while the flag holds `value`, at most `ms`; false when it still does.
 * The value is read again after each wake: a wake can come from the notify
 * of the match before.
 */
function waitWhile(flag: Int32Array, value: number, ms: number): boolean {
  const deadline = performance.now() + ms;
  while (Atomics.load(flag, 0) === value) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    Atomics.wait(flag, 0, value, left);
  }
  return true;
}

const overLimit = (re: RegExp, budget: RegexBudget) =>
  new RegexNotFinishedError(
    `/${re.source}/ did not finish within the ${budget.limitMs} ms time limit (${REGEX_TIME_LIMIT_ENV}); nested repetition such as (a+)+ can backtrack for minutes`,
  );
