// Wraps a provider so every call, the model's and the judge's alike, gets the
// per-call timeout, retries with backoff, and a limiter that cuts in-flight
// calls when the service throttles and grows back as calls succeed. A
// provider answering from memory (replay) needs none of it.
import type { Provider } from '../providers/index.js';
import { AdaptiveLimiter } from './limiter.js';
import { aborted, callWithRetry, DEFAULT_RETRY, type RetryOptions } from './retry.js';

export function resilient(provider: Provider, concurrency: number, retry: Partial<RetryOptions> = {}): Provider & { limiter: AdaptiveLimiter } {
  // One limiter per provider: Bedrock quotas are per model.
  const limiter = new AdaptiveLimiter({ max: concurrency });
  if (provider.inMemory) {
    return {
      ...provider,
      limiter,
      call: (request) => (request.signal?.aborted ? Promise.reject(aborted(request.signal)) : provider.call(request)),
    };
  }
  return {
    ...provider,
    limiter,
    call: (request) =>
      callWithRetry((signal) => provider.call({ ...request, signal }), {
        ...DEFAULT_RETRY,
        ...retry,
        limiter,
        ...(request.signal ? { signal: request.signal } : {}),
      }),
  };
}
