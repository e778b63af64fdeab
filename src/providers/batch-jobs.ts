// What the batch adapters (Bedrock's jobs, OpenAI's batches) share: the wait
// between two status checks of a job, which backs off and ends early when
// the run is interrupted; the outcome of a job that answered nothing; and the
// reading of an output file's lines by record id.
import type { BatchJob, BatchJobOutcome, BatchJobSettings, RecordOutcome } from './batch.js';

/** The first wait between two status checks of a job, in ms, unless the environment sets it (AwsEnvironment.batchFirstPollMs: tests set it low). */
export const DEFAULT_FIRST_POLL_MS = 15_000;
/** Checks back off to at most this far apart: a job takes minutes to hours, and each check is a line in the log. */
export const MAX_POLL_MS = 120_000;

/** Waits `ms`; false when the signal aborted first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The outcome of a job the run interrupted: nothing answered. */
export function interruptedJob(): BatchJobOutcome {
  return { found: new Map<string, RecordOutcome>(), unanswered: 'the run was interrupted' };
}

/** The outcome of a job that did no work (`what` names it: `batch job <name>`), said in the log as a warning. */
export function failedJob(settings: BatchJobSettings, job: BatchJob, what: string, why: string): BatchJobOutcome {
  settings.log(`${job.label}: ${what} ${why}; its ${job.records} calls ${settings.unansweredCalls}`, true);
  return { found: new Map<string, RecordOutcome>(), unanswered: `${what} ${why}` };
}

/**
 * Each line of an output file read into `found` by record id, line by line
 * from the bytes (a file may be longer than one string may be). A line
 * `parse` does not take is skipped (its call goes unanswered); a record that
 * appears twice keeps its first answer.
 */
export function readOutputLines(
  bytes: Buffer,
  parse: (line: string) => { recordId: string; outcome: RecordOutcome } | null,
  found: Map<string, RecordOutcome>,
): void {
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(10, start);
    const end = newline < 0 ? bytes.length : newline;
    const outcome = parse(bytes.toString('utf8', start, end));
    if (outcome && !found.has(outcome.recordId)) found.set(outcome.recordId, outcome.outcome);
    start = end + 1;
  }
}

/** A line of an output file as a JSON object, or null (a blank line, or one that is not an object). */
export function jsonLine(line: string): Record<string, unknown> | null {
  if (line.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
