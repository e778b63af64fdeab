// SIGINT and SIGTERM stop a run the same way: the calls in flight are
// cancelled (exec: programs' process groups killed), the cases that finished
// are kept, and the results are written with `interrupted: true`. Ctrl-C sends
// SIGINT; `kill`, `docker stop` and Kubernetes send SIGTERM; a GitHub runner
// cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills the
// process tree 2.5 s after that (docs.github.com, "Workflow cancellation
// reference"). A second signal means "quit now": the groups still running
// are killed and the process exits at once.
import { setMaxListeners } from 'node:events';
import { killAllGroups } from './process-group.js';

/** 128 + the signal's number, as a shell reports a process the signal ended. */
export const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
export type StopSignal = keyof typeof SIGNAL_EXIT_CODES;
const STOP_SIGNALS = Object.keys(SIGNAL_EXIT_CODES) as StopSignal[];

export interface StopWatch {
  /** Aborted by the first stop signal; every call of the run listens to it. */
  readonly signal: AbortSignal;
  /** The first stop signal received, or null. */
  received(): StopSignal | null;
  /** The exit code that signal asks for, or null when none came. */
  exitCode(): number | null;
  /** Stops listening (a signal after this gets node's default: exit at once). */
  dispose(): void;
}

/** Listens for SIGINT and SIGTERM; `onFirst` says what happens next (one log line). */
export function watchStopSignals(onFirst: (signal: StopSignal) => void): StopWatch {
  const controller = new AbortController();
  // Every call in flight, waiting for a slot or backing off listens to this
  // one signal, so at concurrency 32 there are dozens of listeners by design;
  // without this node warns of a leak past 10.
  setMaxListeners(0, controller.signal);
  let first: StopSignal | null = null;
  const handlers = STOP_SIGNALS.map((name) => {
    const handler = () => {
      if (first !== null) {
        killAllGroups();
        process.exit(SIGNAL_EXIT_CODES[name]);
      }
      first = name;
      onFirst(name);
      controller.abort();
    };
    process.on(name, handler);
    return [name, handler] as const;
  });
  return {
    signal: controller.signal,
    received: () => first,
    exitCode: () => (first === null ? null : SIGNAL_EXIT_CODES[first]),
    dispose: () => {
      for (const [name, handler] of handlers) process.off(name, handler);
    },
  };
}
