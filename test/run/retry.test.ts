// callWithRetry on its own: injected sleep and jitter, calls that are plain functions.
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/providers/types.js';
import { AdaptiveLimiter } from '../../src/run/limiter.js';
import { callWithRetry } from '../../src/run/retry.js';
import type { RetryInfo, RetryOptions } from '../../src/run/retry.js';
import { rejectionOf } from '../helpers/errors.js';

const throttle = () => new ProviderError('slow down', { code: 'ThrottlingException', retryable: true, throttled: true });
const unavailable = () => new ProviderError('try later', { code: 'ServiceUnavailableException', retryable: true });
const invalid = () => new ProviderError('bad input', { code: 'ValidationException' });

/** A call that fails with the given errors in turn, then answers `ok`. */
function scripted(errors: ProviderError[]) {
  const signals: AbortSignal[] = [];
  const call = async (signal: AbortSignal) => {
    signals.push(signal);
    const error = errors[signals.length - 1];
    if (error) throw error;
    return 'ok';
  };
  return { call, signals };
}

function options(overrides: Partial<RetryOptions> = {}) {
  const sleeps: number[] = [];
  const retries: RetryInfo[] = [];
  const opts: RetryOptions = {
    maxAttempts: 5,
    baseDelayMs: 100,
    maxDelayMs: 1_000,
    timeoutMs: 5_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    onRetry: (info) => retries.push(info),
    ...overrides,
  };
  return { opts, sleeps, retries };
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('callWithRetry', () => {
  it('returns the first success without sleeping', async () => {
    const { call, signals } = scripted([]);
    const { opts, sleeps } = options();
    await expect(callWithRetry(call, opts)).resolves.toBe('ok');
    expect(signals).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries retryable errors with exponential backoff and full jitter, capped', async () => {
    const { call, signals } = scripted([throttle(), unavailable(), throttle(), throttle()]);
    const { opts, sleeps, retries } = options({ random: () => 0.999, baseDelayMs: 200, maxDelayMs: 1_000 });
    await expect(callWithRetry(call, opts)).resolves.toBe('ok');
    expect(signals).toHaveLength(5);
    // ceilings 200, 400, 800, 1000 (capped); full jitter scales each by random().
    expect(sleeps).toEqual([199, 399, 799, 999]);
    expect(retries.map((r) => [r.attempt, r.error.code])).toEqual([
      [1, 'ThrottlingException'],
      [2, 'ServiceUnavailableException'],
      [3, 'ThrottlingException'],
      [4, 'ThrottlingException'],
    ]);
  });

  it('draws each delay anywhere from 0 up to the ceiling', async () => {
    const { call } = scripted([throttle(), throttle()]);
    const draws = [0, 0.25];
    const { opts, sleeps } = options({ random: () => draws.shift() ?? 0 });
    await callWithRetry(call, opts);
    expect(sleeps).toEqual([0, 50]);
  });

  it('rethrows the last error when the attempts run out', async () => {
    const errors = [throttle(), unavailable(), throttle()];
    const { call, signals } = scripted(errors);
    const { opts, sleeps } = options({ maxAttempts: 3 });
    const error = await rejection(callWithRetry(call, opts));
    expect(error).toBe(errors[2]);
    expect(signals).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('never retries a non-retryable error', async () => {
    const first = invalid();
    const { call, signals } = scripted([first, throttle()]);
    const { opts, sleeps, retries } = options();
    expect(await rejection(callWithRetry(call, opts))).toBe(first);
    expect(signals).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(retries).toEqual([]);
  });

  it('wraps a foreign error as a non-retryable ProviderError', async () => {
    let calls = 0;
    const { opts } = options();
    const error = await rejection(
      callWithRetry(async () => {
        calls += 1;
        throw new TypeError('oops');
      }, opts),
    );
    expect(error.code).toBe('TypeError');
    expect(error.retryable).toBe(false);
    expect(calls).toBe(1);
  });

  it('bounds each attempt with a timeout, aborts its signal, and retries it', async () => {
    const signals: AbortSignal[] = [];
    // This call ignores its signal: the timeout must hold anyway.
    const never = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => {});
    };
    const { opts, retries } = options({ maxAttempts: 2, timeoutMs: 10 });
    const error = await rejection(callWithRetry(never, opts));
    expect(error.code).toBe('TimeoutError');
    expect(error.retryable).toBe(true);
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(retries.map((r) => r.error.code)).toEqual(['TimeoutError']);
  });

  it('reports the timeout, not the error the aborted call rejects with', async () => {
    // Like the SDK: on abort the call rejects at once with its own AbortError.
    const abortable = (signal: AbortSignal) =>
      new Promise<string>((_, reject) => {
        signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    const error = await rejection(callWithRetry(abortable, options({ maxAttempts: 1, timeoutMs: 10 }).opts));
    expect(error.code).toBe('TimeoutError');
    expect(error.retryable).toBe(true);
  });

  it('does not start when the outer signal has already aborted', async () => {
    const { call, signals } = scripted([]);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(callWithRetry(call, options({ signal: controller.signal }).opts));
    expect(error.code).toBe('AbortError');
    expect(signals).toHaveLength(0);
  });

  it('stops a call in flight at once on the outer signal, without retrying', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const pending = callWithRetry(
      (signal) => {
        signals.push(signal);
        queueMicrotask(() => controller.abort());
        return new Promise<string>(() => {});
      },
      options({ signal: controller.signal }).opts,
    );
    const error = await rejection(pending);
    expect(error.code).toBe('AbortError');
    expect(error.retryable).toBe(false);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('stops during the backoff sleep on the outer signal', async () => {
    const controller = new AbortController();
    const { call, signals } = scripted([throttle(), throttle()]);
    const { opts } = options({
      signal: controller.signal,
      // The real sleep, long: only the abort can end it.
      sleep: undefined,
      random: () => 0.999,
      baseDelayMs: 60_000,
      maxDelayMs: 60_000,
      onRetry: () => setTimeout(() => controller.abort(), 5),
    });
    const error = await rejection(callWithRetry(call, opts));
    expect(error.code).toBe('AbortError');
    expect(signals).toHaveLength(1);
  });

  it('tells the limiter about throttles and successes and frees the slot while sleeping', async () => {
    const limiter = new AdaptiveLimiter({ max: 4, growthWindows: 1 });
    const inFlightWhileSleeping: number[] = [];
    const { call } = scripted([throttle(), throttle()]);
    const { opts } = options({
      limiter,
      sleep: async () => {
        inFlightWhileSleeping.push(limiter.inFlight);
      },
    });
    await callWithRetry(call, opts);
    expect(inFlightWhileSleeping).toEqual([0, 0]);
    // Each throttle came from the only call in flight: the limit drops to 1;
    // then one success at limit 1 (one window) grows it to 2.
    expect(limiter.throttled).toBe(2);
    expect(limiter.limit).toBe(2);
    expect(limiter.inFlight).toBe(0);
  });

  it('gives the slot back when the attempt fails for good', async () => {
    const limiter = new AdaptiveLimiter({ max: 1 });
    const { call } = scripted([invalid()]);
    await rejection(callWithRetry(call, options({ limiter }).opts));
    expect(limiter.inFlight).toBe(0);
    expect(limiter.limit).toBe(1);
  });

  it('rejects a maxAttempts below 1', async () => {
    await expect(callWithRetry(scripted([]).call, options({ maxAttempts: 0 }).opts)).rejects.toThrow(/maxAttempts/);
  });

  it('waits what the service asked for (ProviderError.retryAfterMs), up to a tenth more, instead of its backoff, bounded', async () => {
    const asked = (ms: number) => new ProviderError('429', { code: 'rate_limit_exceeded', retryable: true, throttled: true, retryAfterMs: ms });
    const { call, signals } = scripted([asked(1500), asked(0), throttle(), asked(200_000)]);
    const { opts, sleeps } = options({ random: () => 0.5, baseDelayMs: 100, maxDelayMs: 1_000 });
    await expect(callWithRetry(call, opts)).resolves.toBe('ok');
    expect(signals).toHaveLength(5);
    // 1500 + 5%; 0 is 0; a throttle with no advice backs off (ceiling 400, jitter 0.5); 200 s is held to a minute (+5%).
    expect(sleeps).toEqual([1575, 0, 200, 63_000]);
    const { opts: bounded, sleeps: boundedSleeps } = options({ random: () => 0, maxServerDelayMs: 2_000 });
    await expect(callWithRetry(scripted([asked(5_000)]).call, bounded)).resolves.toBe('ok');
    expect(boundedSleeps).toEqual([2_000]);
  });

  it("with a limiter, a service's wait holds the limiter for every call instead of one call's sleep, and the call goes back first", async () => {
    const asked = (ms: number) => new ProviderError('429', { code: 'rate_limit_exceeded', retryable: true, throttled: true, retryAfterMs: ms });
    const limiter = new AdaptiveLimiter({ max: 2 });
    const { call, signals } = scripted([asked(30)]);
    const { opts, sleeps, retries } = options({ limiter });
    const started = performance.now();
    const answer = callWithRetry(call, opts);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(limiter.held).toBe(true);
    await expect(answer).resolves.toBe('ok');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(signals).toHaveLength(2);
    expect(sleeps).toEqual([]);
    expect(retries.map((r) => r.delayMs)).toEqual([30]);
  });
});
