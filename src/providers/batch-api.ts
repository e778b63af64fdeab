// One job of a vendor's HTTP batch API (OpenAI's Batch API, Anthropic's
// Message Batches): submitted, checked until it ends at backing-off
// intervals (one log line each), cancelled when a run cap or an interrupt
// ends the wait, and its result files read by record id. Each vendor's
// adapter says how to submit, check, cancel and read; this is the loop they
// share, as Bedrock's batch-job.ts is for Bedrock's jobs.
import type { BatchJob, BatchJobOutcome, BatchJobSettings, RecordOutcome } from './batch.js';
import { DEFAULT_FIRST_POLL_MS, failedJob, interruptedJob, MAX_POLL_MS, readOutputLines, sleep } from './batch-jobs.js';
import type { ApiCall } from './http/index.js';

/** What a check of a batch said. */
export interface BatchState {
  /** The vendor's object, as the results read it. */
  raw: Record<string, unknown>;
  status: string;
  ended: boolean;
  /** Ended having run every request (the others may have failed, expired or been cancelled). */
  completed: boolean;
  /** `, 3/8 completed, 0 failed`, or empty. */
  progress: string;
  /** Why a batch that did not complete ended so (`: <the errors>`), or empty. */
  detail: string;
}

export interface VendorBatchApi {
  /** How the log names a job: `OpenAI batch`, `Anthropic message batch`. */
  what: string;
  /** Creates the batch of the job's records; its id. */
  submit(job: BatchJob, call: ApiCall): Promise<string>;
  check(id: string, call: ApiCall): Promise<BatchState>;
  /** Not with the run's signal: an interrupted run still cancels what it started. */
  cancel(id: string, call: ApiCall): Promise<BatchState>;
  /** The result files of an ended batch, each JSONL. */
  results(state: BatchState, call: ApiCall): Promise<Buffer[]>;
  parseLine(line: string): { recordId: string; outcome: RecordOutcome } | null;
  /** Where to cancel by hand, for a warning when a cancel failed. */
  console: string;
}

/**
 * One job: submitted, checked until it ends, its results read. A batch that
 * cannot be created or read leaves its records unanswered; a run cap or an
 * interrupted run cancels it (a cap keeps what it answered).
 */
export async function runVendorJob(job: BatchJob, settings: BatchJobSettings, vendor: VendorBatchApi, target: string): Promise<BatchJobOutcome> {
  const { label } = job;
  const call: ApiCall = { target, ...(settings.signal ? { signal: settings.signal } : {}) };
  let id: string;
  try {
    id = await vendor.submit(job, call);
  } catch (error) {
    if (settings.signal?.aborted) return interruptedJob();
    return failedJob(settings, job, `${vendor.what} ${job.name}`, `could not be started (${(error as Error).message})`);
  }
  const what = `${vendor.what} ${id}`;
  settings.log(`${label}: ${what} (${job.name}) submitted: ${job.records} requests; it may take up to 24 h`);
  const final = await poll(id, what, vendor, { target }, call, settings, label);
  if (final === null) return interruptedJob();
  const ended = `${what} ended ${final.status}${final.detail}`;
  if (!final.completed) settings.log(`${label}: ${ended}; the records it did not answer ${settings.unansweredCalls}`, true);
  try {
    const found = new Map<string, RecordOutcome>();
    for (const bytes of await vendor.results(final, call)) readOutputLines(bytes, (line) => vendor.parseLine(line), found);
    return { found, unanswered: final.completed ? `${what} gave no result for it` : ended };
  } catch (error) {
    return failedJob(settings, job, what, `ended ${final.status}, but its results could not be read (${(error as Error).message})`);
  }
}

/** The batch's last state, or null when the run was interrupted (the batch is then cancelled). */
async function poll(
  id: string,
  what: string,
  vendor: VendorBatchApi,
  quiet: ApiCall,
  call: ApiCall,
  settings: BatchJobSettings,
  label: string,
): Promise<BatchState | null> {
  const cancel = async (): Promise<BatchState | null> => {
    try {
      const state = await vendor.cancel(id, quiet);
      settings.log(`${label}: ${what} cancelled`);
      return state;
    } catch (error) {
      settings.log(`${label}: ${what} could not be cancelled (${(error as Error).message}); cancel it in ${vendor.console}`, true);
      return null;
    }
  };
  // A cancelled batch's state as the cancel returned it, marked ended: what it answered so far is read.
  const stopped = (state: BatchState | null): BatchState =>
    state ? { ...state, ended: true, completed: false } : { raw: {}, status: 'cancelled', ended: true, completed: false, progress: '', detail: '' };
  let delay = settings.aws?.batchFirstPollMs ?? DEFAULT_FIRST_POLL_MS;
  let failures = 0;
  for (;;) {
    if (!(await sleep(Math.min(delay, settings.msUntilStop()), settings.signal))) {
      await cancel();
      return null;
    }
    const reason = settings.stopReason();
    if (reason !== null) {
      settings.log(`${label}: ${what}: ${reason}; cancelling it and keeping what it answered`);
      return stopped(await cancel());
    }
    let state: BatchState;
    try {
      state = await vendor.check(id, call);
      failures = 0;
    } catch (error) {
      // The client has retried already; a few more checks later, the batch is given up on, and cancelled.
      failures += 1;
      if (failures >= 5) {
        settings.log(`${label}: ${what} could not be checked (${(error as Error).message}); cancelling it`, true);
        return stopped(await cancel());
      }
      delay = Math.min(delay * 2, MAX_POLL_MS);
      continue;
    }
    if (state.ended) {
      settings.log(`${label}: ${what}: ${state.status}${state.progress}`);
      return state;
    }
    delay = Math.min(delay * 2, MAX_POLL_MS);
    settings.log(`${label}: ${what}: ${state.status}${state.progress}; next check in ${Math.round(delay / 1000)}s`);
  }
}

/** A JSON value as an object (an empty one for anything else). */
export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A non-empty string field of an object, or undefined. */
export function stringField(value: unknown, name: string): string | undefined {
  const field = asObject(value)[name];
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** An error object (`{code, message}` or `{type, message}`) as one line of text. */
export function errorText(error: Record<string, unknown>): string {
  const code = stringField(error, 'code') ?? stringField(error, 'type');
  const message = stringField(error, 'message') ?? JSON.stringify(error);
  return code ? `${code}: ${message}` : message;
}
