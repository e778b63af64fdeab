// One model call with a per-attempt timeout and retries for throttling and
// transient faults: exponential backoff with full jitter, an adaptive limiter
// told about every throttle and success, and an outer signal that stops all.
//
// How this combines with the AWS SDK's own retries: the Bedrock provider sets
// the SDK to a single attempt by default (maxSdkAttempts = 1), so every retry
// happens here. Were the SDK to retry a 429 itself, the throttle would stay
// invisible to the limiter (it could not cut concurrency), the SDK's backoff
// sleep would hold a limiter slot, and its per-client retry budget would
// silently end retries in long runs. Here the slot is given back before the
// backoff sleep, waits can be as long as a quota needs, and the case ends
// `error` only when our attempts run out.
import { setTimeout as delay } from 'node:timers/promises';
import { ProviderError } from '../providers/index.js';
import type { AdaptiveLimiter } from './limiter.js';

export interface RetryInfo {
  /** The attempt that failed, from 1. */
  attempt: number;
  error: ProviderError;
  delayMs: number;
}

export interface RetryOptions {
  /** Attempts in all, >= 1. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest wait a service's own Retry-After (ProviderError.retryAfterMs) is honoured for; a longer one waits this long. */
  maxServerDelayMs?: number;
  /** Bound on one attempt; exceeding it is a retryable `TimeoutError`. */
  timeoutMs: number;
  limiter?: AdaptiveLimiter;
  /** Stops everything: the wait for a slot, the attempt in flight, the backoff. */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** In [0, 1); injectable so tests can pin the jitter. */
  random?: () => number;
  onRetry?: (info: RetryInfo) => void;
}

/**
 * Defaults for model calls. The ceilings 0.5, 1, 2, ... 20 s over 10 attempts
 * give a call about 90 s of backoff at most, so a per-minute quota slows a
 * run rather than failing it; 120 s bounds one slow generation.
 */
export const DEFAULT_RETRY = { maxAttempts: 10, baseDelayMs: 500, maxDelayMs: 20_000, timeoutMs: 120_000 } as const;

/**
 * A service's Retry-After is honoured up to a minute (the openai SDK 7's
 * bound too): a longer one is a daily quota or an outage, which a run should
 * not sleep through call by call.
 */
export const MAX_SERVER_DELAY_MS = 60_000;

export const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> => delay(ms, undefined, signal ? { signal } : undefined);

export async function callWithRetry<T>(call: (signal: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  const { maxAttempts, signal: outer } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a whole number >= 1, got ${maxAttempts}`);
  }
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;

  for (let attempt = 1; ; attempt += 1) {
    if (outer?.aborted) throw aborted(outer);
    const permit = options.limiter ? await acquireOrAbort(options.limiter, outer, attempt > 1) : undefined;
    let error: ProviderError;
    try {
      const result = await attemptOnce(call, options.timeoutMs, outer);
      permit?.release('success');
      return result;
    } catch (caught) {
      error = toProviderError(caught);
      permit?.release(error.throttled ? 'throttled' : 'other');
    }
    if (outer?.aborted) throw aborted(outer);
    if (!error.retryable || attempt >= maxAttempts) throw error;

    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
    if (error.retryAfterMs !== undefined && options.limiter) {
      // The service said when its quota has room again: the shared limiter
      // holds every call until then, and this one goes back first in line.
      // Each sleeping on its own, the refused calls came back a little after
      // the calls that had not yet gone had taken the room, and were refused
      // again until one ran out of attempts.
      const delayMs = serverWait(error.retryAfterMs, options);
      options.limiter.holdFor(delayMs);
      options.onRetry?.({ attempt, error, delayMs });
      continue;
    }
    const delayMs = error.retryAfterMs === undefined ? Math.floor(random() * ceiling) : serverDelay(error.retryAfterMs, options, random);
    options.onRetry?.({ attempt, error, delayMs });
    try {
      await sleep(delayMs, outer);
    } catch (caught) {
      if (outer?.aborted) throw aborted(outer);
      throw caught;
    }
  }
}

/**
 * The wait a service asked for, and up to a tenth more: calls throttled
 * together are told the same moment, and spread a little they do not all
 * come back in the same instant to meet the quota again.
 */
function serverDelay(askedMs: number, options: RetryOptions, random: () => number): number {
  const wait = serverWait(askedMs, options);
  return Math.floor(wait + random() * wait * 0.1);
}

/** The wait a service asked for, bounded. */
function serverWait(askedMs: number, options: RetryOptions): number {
  return Math.min(Math.max(0, askedMs), options.maxServerDelayMs ?? MAX_SERVER_DELAY_MS);
}

async function acquireOrAbort(limiter: AdaptiveLimiter, outer: AbortSignal | undefined, retry: boolean) {
  try {
    return await limiter.acquire({ signal: outer, retry });
  } catch (caught) {
    if (outer?.aborted) throw aborted(outer);
    throw caught;
  }
}

// Runs one attempt under its own controller. The race makes the timeout hold
// even for a call that ignores its signal; `stoppedBy` makes our reason win
// over whatever the aborted call rejects with (the SDK's own AbortError).
async function attemptOnce<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer: AbortSignal | undefined): Promise<T> {
  const controller = new AbortController();
  let stoppedBy: ProviderError | undefined;
  let stop!: (error: ProviderError) => void;
  const stopped = new Promise<never>((_, reject) => {
    stop = (error) => {
      stoppedBy = error;
      reject(error);
      controller.abort(error);
    };
  });
  const timer = setTimeout(() => stop(new ProviderError(`no answer within ${timeoutMs} ms`, { code: 'TimeoutError', retryable: true })), timeoutMs);
  const onOuterAbort = () => {
    if (outer) stop(aborted(outer));
  };
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    return await Promise.race([call(controller.signal), stopped]);
  } catch (error) {
    throw stoppedBy ?? error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** The error a call stopped by `signal` fails with. */
export function aborted(signal: AbortSignal): ProviderError {
  if (signal.reason instanceof ProviderError && signal.reason.code === 'AbortError') return signal.reason;
  return new ProviderError('the run was stopped before this call finished', { code: 'AbortError', cause: signal.reason });
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(message, { code: name, cause: error });
}
