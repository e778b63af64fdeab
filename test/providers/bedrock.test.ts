// The Bedrock provider through the real AWS SDK against the fake server.
import { describe, expect, it } from 'vitest';
import { createBedrockProvider } from '../../src/providers/bedrock/converse.js';
import { ProviderError } from '../../src/providers/types.js';
import type { ModelSpec } from '../../src/providers/types.js';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { fakeError, throttling } from '../fakes/bedrock.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useFakeBedrock } from '../helpers/fake-bedrock.js';
import { rejectionOf } from '../helpers/errors.js';
import { readEnvironment } from '../../src/app/environment.js';

const spec = (target: string): ModelSpec => ({ kind: 'bedrock', target, label: `bedrock:${target}` });
const NOVA = 'us.amazon.nova-micro-v1:0';

const { startFake } = useFakeBedrock();

const fake = (handler?: FakeHandler) => startFake(handler);

async function withEnv(overrides: Record<string, string | undefined>, body: () => Promise<void>) {
  const restore = useFakeAwsEnv(overrides);
  try {
    await body();
  } finally {
    restore();
  }
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('bedrock provider: success', () => {
  it('keeps cache reads and writes apart from fresh input', async () => {
    const server = await fake(() => ({
      text: 'ok',
      usage: { inputTokens: 10, outputTokens: 2, cacheReadInputTokens: 300, cacheWriteInputTokens: 40 },
    }));
    const response = await createBedrockProvider(spec(NOVA), { endpoint: server.url }).call({ prompt: 'p', caseId: 'c1' });
    expect(response.usage).toEqual({ input_tokens: 10, output_tokens: 2, cached_input_tokens: 300, cache_write_input_tokens: 40 });
  });

  it('returns text, usage, both latencies and cost', async () => {
    const server = await fake(() => ({
      text: 'Paris',
      usage: { inputTokens: 1_000_000, outputTokens: 2_000_000, cacheReadInputTokens: 1_000_000 },
      serviceLatencyMs: 123,
      delayMs: 30,
    }));
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    const response = await provider.call({ prompt: 'Capital of France?', caseId: 'c1' });

    expect(response.output).toBe('Paris');
    expect(response.stop_reason).toBe('end_turn');
    expect(response.usage).toEqual({ input_tokens: 1_000_000, output_tokens: 2_000_000, cached_input_tokens: 1_000_000 });
    expect(response.service_latency_ms).toBe(123);
    // A lower bound only: the fake held the answer 30 ms, so our clock saw at least that.
    expect(response.latency_ms).toBeGreaterThanOrEqual(29);
    // Nova Micro: 0.035 in, 0.14 out, 0.00875 cache read per 1M tokens.
    expect(response.cost_usd).toBeCloseTo(0.035 + 2 * 0.14 + 0.00875, 9);
    expect(response.toolCalls).toBeUndefined();
    expect(server.stats.requests).toBe(1);
  });

  it('sends prompt, system, inference settings and tools as Converse fields', async () => {
    const server = await fake();
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    const response = await provider.call({
      prompt: 'What is 2+2?',
      system: 'Answer briefly.',
      inference: { temperature: 0, max_tokens: 64, top_p: 0.9, stop: ['END'] },
      tools: [{ name: 'add', description: 'Adds numbers', parameters: { type: 'object', properties: { a: { type: 'number' } } } }],
      caseId: 'c2',
    });
    expect(response.output).toBe('echo: What is 2+2?');
    expect(server.requests[0]?.body).toEqual({
      messages: [{ role: 'user', content: [{ text: 'What is 2+2?' }] }],
      system: [{ text: 'Answer briefly.' }],
      inferenceConfig: { maxTokens: 64, temperature: 0, topP: 0.9, stopSequences: ['END'] },
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: 'add',
              description: 'Adds numbers',
              inputSchema: { json: { type: 'object', properties: { a: { type: 'number' } } } },
            },
          },
        ],
      },
    });
  });

  it('omits system, inferenceConfig and toolConfig when not given', async () => {
    const server = await fake();
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    await provider.call({ prompt: 'hi', inference: {}, tools: [], caseId: 'c3' });
    expect(server.requests[0]?.body).toEqual({ messages: [{ role: 'user', content: [{ text: 'hi' }] }] });
  });

  it('leaves out an empty tool description, which Bedrock would refuse', async () => {
    const server = await fake();
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    await provider.call({ prompt: 'hi', tools: [{ name: 'noop', description: '', parameters: { type: 'object' } }], caseId: 'c3b' });
    expect((server.requests[0]?.body as { toolConfig: unknown }).toolConfig).toEqual({
      tools: [{ toolSpec: { name: 'noop', inputSchema: { json: { type: 'object' } } } }],
    });
  });

  it('maps a conversation with tool turns, merging a tool result and the next user text', async () => {
    const server = await fake();
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    const response = await provider.call({
      prompt: 'ignored when messages are given',
      messages: [
        { role: 'user', text: 'Weather in Oslo?' },
        { role: 'assistant', text: '', toolCalls: [{ id: 't1', name: 'weather', arguments: { city: 'Oslo' } }] },
        {
          role: 'tool',
          results: [
            { id: 't1', content: { celsius: -3 } },
            { id: 't2', content: 'boom', isError: true },
          ],
        },
        { role: 'user', text: 'And tomorrow?' },
      ],
      caseId: 'c4',
    });
    expect(response.output).toBe('echo: And tomorrow?');
    expect((server.requests[0]?.body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: [{ text: 'Weather in Oslo?' }] },
      { role: 'assistant', content: [{ toolUse: { toolUseId: 't1', name: 'weather', input: { city: 'Oslo' } } }] },
      {
        role: 'user',
        content: [
          { toolResult: { toolUseId: 't1', content: [{ json: { celsius: -3 } }], status: 'success' } },
          { toolResult: { toolUseId: 't2', content: [{ text: 'boom' }], status: 'error' } },
          { text: 'And tomorrow?' },
        ],
      },
    ]);
  });

  it('maps toolUse blocks to toolCalls', async () => {
    const server = await fake(() => ({
      text: 'Let me look that up.',
      toolUses: [
        { toolUseId: 'tu-1', name: 'search', input: { q: 'bedrock' } },
        { toolUseId: 'tu-2', name: 'count', input: 3 },
      ],
    }));
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    const response = await provider.call({ prompt: 'find it', caseId: 'c5' });
    expect(response.stop_reason).toBe('tool_use');
    expect(response.output).toBe('Let me look that up.');
    expect(response.toolCalls).toEqual([
      { id: 'tu-1', name: 'search', arguments: { q: 'bedrock' } },
      { id: 'tu-2', name: 'count', arguments: { value: 3 } },
    ]);
  });

  it('gives cost null for a model with no known price, and uses overrides', async () => {
    const server = await fake(() => ({ text: 'x', usage: { inputTokens: 1_000_000, outputTokens: 1_000_000 } }));
    const unknown = createBedrockProvider(spec('acme.private-model-v1:0'), { endpoint: server.url });
    expect((await unknown.call({ prompt: 'a', caseId: 'c6' })).cost_usd).toBeNull();

    const priced = createBedrockProvider(spec('acme.private-model-v1:0'), {
      endpoint: server.url,
      prices: { 'acme.private-model-v1:0': { input: 2, output: 7 } },
    });
    expect((await priced.call({ prompt: 'a', caseId: 'c7' })).cost_usd).toBe(9);
  });
});

describe('bedrock provider: model ids', () => {
  it('reaches the fake with ids containing ":" and ARNs decoded', async () => {
    const server = await fake();
    const ids = [
      'anthropic.claude-3-haiku-20240307-v1:0',
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
      'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/a1b2c3d4e5f6',
    ];
    for (const id of ids) {
      await createBedrockProvider(spec(id), { endpoint: server.url }).call({ prompt: 'x', caseId: id });
    }
    expect(server.requests.map((request) => request.modelId)).toEqual(ids);
    expect(server.stats.byModel).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
  });

  it('prices an inference-profile ARN by the model behind it', async () => {
    const server = await fake(() => ({ text: 'x', usage: { inputTokens: 1_000_000, outputTokens: 1_000_000 } }));
    const arn = 'arn:aws:bedrock:us-east-1:123456789012:inference-profile/global.anthropic.claude-haiku-4-5-20251001-v1:0';
    const response = await createBedrockProvider(spec(arn), { endpoint: server.url }).call({ prompt: 'x', caseId: 'arn' });
    expect(response.cost_usd).toBe(1 + 5);
  });
});

describe('bedrock provider: errors', () => {
  it.each([
    [400, 'ValidationException', false, false],
    [403, 'AccessDeniedException', false, false],
    [404, 'ResourceNotFoundException', false, false],
    [408, 'ModelTimeoutException', false, false],
    [424, 'ModelErrorException', false, false],
    [429, 'ThrottlingException', true, true],
    [429, 'ModelNotReadyException', true, true],
    [500, 'InternalServerException', true, false],
    [503, 'ServiceUnavailableException', true, false],
    [502, 'BadGatewaySomething', true, false],
  ])('HTTP %i %s -> retryable %s, throttled %s; the SDK does not retry', async (status, type, retryable, throttled) => {
    const server = await fake(() => fakeError(status, type, `the ${type} message`));
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url });
    const error = await failure(provider.call({ prompt: 'x', caseId: 'e' }));
    expect(error.code).toBe(type);
    expect(error.retryable).toBe(retryable);
    expect(error.throttled).toBe(throttled);
    expect(error.message).toContain(`the ${type} message`);
    expect(error.message).toContain(type);
    expect(server.stats.requests).toBe(1);
  });

  it('lets the SDK retry when maxSdkAttempts asks for it', async () => {
    const server = await fake(() => throttling());
    const provider = createBedrockProvider(spec(NOVA), { endpoint: server.url, maxSdkAttempts: 2 });
    const error = await failure(provider.call({ prompt: 'x', caseId: 'e' }));
    expect(error.code).toBe('ThrottlingException');
    expect(server.stats.requests).toBe(2);
  });

  it('maps a refused connection to a retryable network error', async () => {
    const server = await fake();
    const url = server.url;
    // Closed again after the test, which a closed fake allows.
    await server.close();
    const error = await failure(createBedrockProvider(spec(NOVA), { endpoint: url }).call({ prompt: 'x', caseId: 'n' }));
    expect(error.retryable).toBe(true);
    expect(error.throttled).toBe(false);
  });

  it('maps an aborted call to a non-retryable AbortError', async () => {
    const server = await fake(() => ({ text: 'late', delayMs: 5_000 }));
    const controller = new AbortController();
    const pending = createBedrockProvider(spec(NOVA), { endpoint: server.url }).call({
      prompt: 'x',
      caseId: 'a',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.code).toBe('AbortError');
    expect(error.retryable).toBe(false);
  });
});

describe('bedrock provider: environment', () => {
  it('reaches the endpoint in AWS_ENDPOINT_URL_BEDROCK_RUNTIME when no endpoint is given', async () => {
    const server = await fake();
    await withEnv({ AWS_ENDPOINT_URL_BEDROCK_RUNTIME: server.url }, async () => {
      const response = await createBedrockProvider(spec(NOVA)).call({ prompt: 'via env', caseId: 'env' });
      expect(response.output).toBe('echo: via env');
      expect(server.stats.requests).toBe(1);
    });
  });

  it('reads the region from AWS_DEFAULT_REGION too, as the environment hands it down (the SDK alone ignores it)', async () => {
    const server = await fake();
    await withEnv({ AWS_REGION: undefined, AWS_DEFAULT_REGION: 'eu-central-1' }, async () => {
      const { region } = readEnvironment().aws;
      expect(region).toBe('eu-central-1');
      await createBedrockProvider(spec(NOVA), { endpoint: server.url, ...(region ? { region } : {}) }).call({ prompt: 'r', caseId: 'r' });
      expect(server.stats.requests).toBe(1);
    });
  });

  it('says clearly that no credentials were found, without reaching the server', async () => {
    const server = await fake();
    await withEnv({ AWS_ACCESS_KEY_ID: undefined, AWS_SECRET_ACCESS_KEY: undefined }, async () => {
      const error = await failure(createBedrockProvider(spec(NOVA), { endpoint: server.url }).call({ prompt: 'x', caseId: 'k' }));
      expect(error.message).toMatch(/^No AWS credentials found/);
      expect(error.message).toContain('AWS_ACCESS_KEY_ID');
      expect(error.retryable).toBe(false);
      expect(server.stats.requests).toBe(0);
    });
  });

  it('says clearly that no region is set', async () => {
    const server = await fake();
    await withEnv({ AWS_REGION: undefined, AWS_DEFAULT_REGION: undefined }, async () => {
      const error = await failure(createBedrockProvider(spec(NOVA), { endpoint: server.url }).call({ prompt: 'x', caseId: 'g' }));
      expect(error.code).toBe('RegionMissing');
      expect(error.message).toContain('AWS_REGION');
      expect(error.retryable).toBe(false);
      expect(server.stats.requests).toBe(0);
    });
  });

  it('never puts the secret key in an error message', async () => {
    const server = await fake(() => fakeError(403, 'AccessDeniedException', 'not allowed'));
    const error = await failure(createBedrockProvider(spec(NOVA), { endpoint: server.url }).call({ prompt: 'x', caseId: 's' }));
    expect(error.message).not.toContain('fake-secret-for-tests');
  });
});
