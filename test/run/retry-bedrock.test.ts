// Retries and the adaptive limiter around the real Bedrock provider (real AWS
// SDK) against the fake server: what the fake saw is the evidence.
import { describe, expect, it } from 'vitest';
import { createBedrockProvider } from '../../src/providers/bedrock/converse.js';
import { ProviderError } from '../../src/providers/types.js';
import { AdaptiveLimiter } from '../../src/run/limiter.js';
import { callWithRetry } from '../../src/run/retry.js';
import type { RetryOptions } from '../../src/run/retry.js';
import { failFirst, fakeError, fixedLatency, quota, throttling } from '../fakes/bedrock.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useFakeBedrock } from '../helpers/fake-bedrock.js';
import { rejectionOf } from '../helpers/errors.js';

const MODEL = 'us.amazon.nova-lite-v1:0';
const FAST: Omit<RetryOptions, 'limiter'> = { maxAttempts: 4, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 5_000 };

const { startFake } = useFakeBedrock();

async function setup(handler: FakeHandler) {
  const fake = await startFake(handler);
  const provider = createBedrockProvider({ kind: 'bedrock', target: MODEL, label: `bedrock:${MODEL}` }, { endpoint: fake.url });
  const ask = (prompt: string, options: RetryOptions = FAST) => callWithRetry((signal) => provider.call({ prompt, caseId: prompt, signal }), options);
  return { fake, ask };
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('callWithRetry + Bedrock provider + fake', () => {
  it('gets through after being throttled twice', async () => {
    const { fake, ask } = await setup(failFirst(2, throttling()));
    const codes: string[] = [];
    const response = await ask('q1', { ...FAST, onRetry: ({ error }) => codes.push(error.code) });
    expect(response.output).toBe('echo: q1');
    expect(codes).toEqual(['ThrottlingException', 'ThrottlingException']);
    expect(fake.stats.requests).toBe(3);
    expect(fake.stats.throttled).toBe(2);
  });

  it('ends in a ThrottlingException error when always throttled', async () => {
    const { fake, ask } = await setup(() => throttling());
    const error = await rejection(ask('q2'));
    expect(error.code).toBe('ThrottlingException');
    expect(error.throttled).toBe(true);
    expect(fake.stats.requests).toBe(FAST.maxAttempts);
  });

  it('does not retry a ValidationException', async () => {
    const { fake, ask } = await setup(() => fakeError(400, 'ValidationException', 'The provided model identifier is invalid.'));
    const error = await rejection(ask('q3'));
    expect(error.code).toBe('ValidationException');
    expect(error.message).toContain('The provided model identifier is invalid.');
    expect(fake.stats.requests).toBe(1);
  });

  it('retries 503s until the service is back', async () => {
    const { fake, ask } = await setup(failFirst(3, fakeError(503, 'ServiceUnavailableException', 'try again')));
    const response = await ask('q4');
    expect(response.output).toBe('echo: q4');
    expect(fake.stats.byStatus).toEqual({ 503: 3, 200: 1 });
  });

  it('times out slow answers, retries them, and reports TimeoutError', async () => {
    const { fake, ask } = await setup(fixedLatency(10_000));
    const error = await rejection(ask('q5', { ...FAST, maxAttempts: 2, timeoutMs: 50 }));
    expect(error.code).toBe('TimeoutError');
    expect(error.retryable).toBe(true);
    expect(fake.stats.requests).toBe(2);
  });

  it('gets a slow first answer on the second attempt', async () => {
    let calls = 0;
    const { fake, ask } = await setup(() => ({ text: 'late enough', delayMs: (calls += 1) === 1 ? 10_000 : 0 }));
    const response = await ask('q6', { ...FAST, timeoutMs: 200 });
    expect(response.output).toBe('late enough');
    expect(fake.stats.requests).toBe(2);
  });

  it('keeps the fake below the limiter max with 50 calls at concurrency 4', async () => {
    const { fake, ask } = await setup(fixedLatency(5));
    const limiter = new AdaptiveLimiter({ max: 4 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(`n${i}`, { ...FAST, limiter })));
    expect(answers.map((a) => a.output)).toEqual(Array.from({ length: 50 }, (_, i) => `echo: n${i}`));
    expect(fake.stats.requests).toBe(50);
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(4);
    expect(fake.stats.maxInFlight).toBeGreaterThan(1);
    expect(limiter.inFlight).toBe(0);
  });
});

describe('a run under a quota', () => {
  const CALLS = 60;
  const MAX = 16;
  const retry: RetryOptions = { maxAttempts: 40, baseDelayMs: 10, maxDelayMs: 200, timeoutMs: 5_000 };
  const quotaHandler = () => quota({ perSecond: 100, burst: 5 }, fixedLatency(20));

  it('throttles less with the adaptive limiter than at fixed concurrency, and loses no call', async () => {
    // Fixed concurrency: MAX workers that keep asking, retrying on their own.
    const fixed = await setup(quotaHandler());
    let next = 0;
    const worker = async () => {
      const outputs: string[] = [];
      while (next < CALLS) outputs.push((await fixed.ask(`f${next++}`, retry)).output);
      return outputs;
    };
    const fixedOutputs = (await Promise.all(Array.from({ length: MAX }, worker))).flat();

    // Adaptive: every call at once, the limiter decides how many go out.
    const adaptive = await setup(quotaHandler());
    const limiter = new AdaptiveLimiter({ max: MAX });
    const adaptiveOutputs = await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => (await adaptive.ask(`a${i}`, { ...retry, limiter })).output),
    );

    expect(fixedOutputs).toHaveLength(CALLS);
    expect(adaptiveOutputs).toHaveLength(CALLS);
    expect(fixed.fake.stats.byStatus[200]).toBe(CALLS);
    expect(adaptive.fake.stats.byStatus[200]).toBe(CALLS);
    expect(limiter.throttled).toBe(adaptive.fake.stats.throttled);
    expect(adaptive.fake.stats.maxInFlight).toBeLessThanOrEqual(MAX);
    // Typically 4-8 times fewer; half leaves room for a loaded machine.
    expect(adaptive.fake.stats.throttled).toBeLessThan(fixed.fake.stats.throttled / 2);
    expect(limiter.limit).toBeLessThan(MAX);
  });
});
