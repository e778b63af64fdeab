// The openai: and azure: providers through their registrations (the run's
// own way in) against the fake OpenAI and Azure OpenAI on 127.0.0.1: the
// bodies they send (promptfoo's defaults, tools, structured output), the
// replies they read (usage with cached tokens, cost, stop reasons, tool
// calls), and each refusal as the ProviderError the run acts on.
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddingProvider, createProvider, type ProviderOptions } from '../../src/providers/index.js';
import { azureRoute, openaiRoute } from '../../src/providers/openai/config.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import { ProviderError, type ProviderRequest } from '../../src/providers/types.js';
import { startFakeAzureOpenAI, type FakeAzureOpenAIOptions } from '../fakes/azure-openai.js';
import { sequence, type FakeLlmHandler } from '../fakes/llm-server.js';
import { startFakeOpenAI, type FakeOpenAIOptions } from '../fakes/openai.js';
import { rejectionOf } from '../helpers/errors.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const fakeOpenAI = async (options: FakeOpenAIOptions = {}) => {
  const fake = await startFakeOpenAI(options);
  servers.push(fake);
  return fake;
};
const fakeAzure = async (options: FakeAzureOpenAIOptions = {}) => {
  const fake = await startFakeAzureOpenAI(options);
  servers.push(fake);
  return fake;
};
const ask = (prompt: string, more: Partial<ProviderRequest> = {}): ProviderRequest => ({ prompt, caseId: 'c1', ...more });
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

async function openai(spec: string, handler?: FakeLlmHandler, options: Omit<ProviderOptions, 'env'> & { env?: Record<string, string> } = {}) {
  const fake = await fakeOpenAI(handler ? { handler } : {});
  const provider = await createProvider(spec, { ...options, env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, ...options.env } });
  return { fake, provider };
}

describe('openai: chat completions', () => {
  it("sends promptfoo's body (temperature 0, max_tokens 1024) and reads the answer, cached tokens outside input_tokens, and the cost", async () => {
    const { fake, provider } = await openai('openai:gpt-4o-mini', () => ({
      text: 'Four days.',
      usage: { input: 1000, output: 200, cachedInput: 400 },
    }));
    const response = await provider.call(ask('How long?', { system: 'Be brief.' }));

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'How long?' },
      ],
      max_tokens: 1024,
      temperature: 0,
    });
    expect(response.output).toBe('Four days.');
    expect(response.usage).toEqual({ input_tokens: 600, output_tokens: 200, cached_input_tokens: 400 });
    // gpt-4o-mini: $0.15 in, $0.60 out, $0.075 cached read per 1M.
    expect(response.cost_usd).toBeCloseTo((600 * 0.15 + 200 * 0.6 + 400 * 0.075) / 1e6, 12);
    expect(response.stop_reason).toBe('stop');
    expect(response.finish_reason).toBe('stop');
    expect(response.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it("maps a dataset's inference settings; a reasoning model gets no temperature and max_completion_tokens", async () => {
    const { fake, provider } = await openai('openai:chat:o4-mini');
    await provider.call(ask('hi', { inference: { temperature: 0.5, max_tokens: 50, top_p: 0.9, stop: ['END'] } }));
    expect(fake.requests[0]?.body).toEqual({
      model: 'o4-mini',
      messages: [{ role: 'user', content: 'hi' }],
      max_completion_tokens: 50,
      top_p: 0.9,
      stop: ['END'],
    });

    const chat = await createProvider('openai:chat:gpt-4.1', {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_TEMPERATURE: '0.7' },
    });
    await chat.call(ask('hi', { inference: { max_tokens: 50 } }));
    expect(fake.requests[1]?.body).toMatchObject({ model: 'gpt-4.1', max_tokens: 50, temperature: 0.7 });
  });

  it("honours a config's apiBaseUrl, apiKeyEnvar, headers, seed and response_format (structured output)", async () => {
    const fake = await fakeOpenAI({ apiKey: 'team-key', handler: () => ({ text: '{"answer": 4}' }) });
    const format = { type: 'json_schema', json_schema: { name: 'a', schema: { type: 'object' }, strict: true } };
    const provider = await createProvider('openai:chat:gpt-4o-mini', {
      env: { OPENAI_API_KEY: 'wrong', MY_TEAM_API_KEY: 'team-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
      config: {
        apiBaseUrl: fake.baseURL,
        apiKeyEnvar: 'MY_TEAM_API_KEY',
        headers: { 'x-team': 'qa' },
        seed: 7,
        response_format: format,
        temperature: 0.2,
      },
      // On this machine, allowed as `--api-hosts 127.0.0.1` would (key-hosts.test.ts holds the refusal).
      apiHosts: ['127.0.0.1'],
    });
    const response = await provider.call(ask('hi'));
    expect(response.output).toBe('{"answer": 4}');
    expect(fake.requests[0]?.headers['x-team']).toBe('qa');
    expect(fake.requests[0]?.body).toMatchObject({ seed: 7, response_format: format, temperature: 0.2 });
  });

  it('sends a prompt that is a JSON list of messages as that conversation, as promptfoo does', async () => {
    const { fake, provider } = await openai('openai:gpt-4o-mini');
    const messages = [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'q' },
    ];
    await provider.call(ask(JSON.stringify(messages)));
    expect((fake.requests[0]?.body as { messages: unknown }).messages).toEqual(messages);
  });

  it("carries the agent loop's tool calls and results in OpenAI's format", async () => {
    const { fake, provider } = await openai(
      'openai:gpt-4o-mini',
      sequence({ toolCalls: [{ id: 'call_1', name: 'lookup', input: { q: 'sqs' } }] }, { text: 'done' }),
    );
    const tools = [{ name: 'lookup', description: 'Looks up', parameters: { type: 'object', properties: { q: { type: 'string' } } } }];
    const first = await provider.call(ask('find', { tools }));
    expect(first.toolCalls).toEqual([{ id: 'call_1', name: 'lookup', arguments: { q: 'sqs' } }]);
    expect(first.finish_reason).toBe('tool_calls');
    expect(fake.requests[0]?.body).toMatchObject({
      tools: [{ type: 'function', function: { name: 'lookup', description: 'Looks up', parameters: tools[0]!.parameters } }],
    });

    const second = await provider.call(
      ask('find', {
        tools,
        messages: [
          { role: 'user', text: 'find' },
          { role: 'assistant', text: '', toolCalls: first.toolCalls! },
          { role: 'tool', results: [{ id: 'call_1', content: { hits: 2 } }] },
        ],
      }),
    );
    expect(second.output).toBe('done');
    expect((fake.requests[1]?.body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: 'find' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"sqs"}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: '{"hits":2}' },
    ]);
    expect(fake.requests[1]?.toolResults).toEqual([{ id: 'call_1', content: '{"hits":2}' }]);
  });
});

describe('openai: responses and embeddings', () => {
  it('calls the Responses API: instructions, max_output_tokens, text.format, usage and tool calls', async () => {
    const { fake, provider } = await openai(
      'openai:responses:gpt-4.1-mini',
      sequence({ text: 'hello', usage: { input: 100, output: 10, cachedInput: 40 } }, { toolCalls: [{ name: 'f', input: { a: 1 } }] }),
      { config: { response_format: { type: 'json_schema', json_schema: { name: 'x', schema: { type: 'object' } } } } },
    );
    const response = await provider.call(ask('hi', { system: 'sys' }));
    expect(fake.requests[0]?.path).toBe('/v1/responses');
    expect(fake.requests[0]?.body).toEqual({
      model: 'gpt-4.1-mini',
      input: 'hi',
      max_output_tokens: 1024,
      temperature: 0,
      instructions: 'sys',
      text: { format: { type: 'json_schema', name: 'x', schema: { type: 'object' }, strict: true } },
    });
    expect(response).toMatchObject({
      output: 'hello',
      usage: { input_tokens: 60, output_tokens: 10, cached_input_tokens: 40 },
      finish_reason: 'stop',
    });
    expect(response.cost_usd).toBeGreaterThan(0);
    const tool = await provider.call(ask('hi'));
    expect(tool.toolCalls).toEqual([{ id: expect.any(String), name: 'f', arguments: { a: 1 } }]);
    expect(tool.finish_reason).toBe('tool_calls');
  });

  it('embeds a text as floats (encoding_format: float), with its cost', async () => {
    const fake = await fakeOpenAI({ embed: (texts) => texts.map(() => [0.25, -0.5, 1]) });
    const provider = await createEmbeddingProvider('openai:embedding:text-embedding-3-small', {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL },
    });
    const response = await provider.call(ask('some text'));
    expect(response.embedding).toEqual([0.25, -0.5, 1]);
    expect(fake.requests[0]?.body).toEqual({ model: 'text-embedding-3-small', input: 'some text', encoding_format: 'float' });
    expect(response.cost_usd).not.toBeNull();
  });
});

describe('openai: refusals', () => {
  it('a 429 is throttled and retryable, with the wait its Retry-After asks for', async () => {
    const { provider } = await openai('openai:gpt-4o-mini', () => ({ fail: 'rate-limit', retryAfter: '3' }));
    const error = await failure(provider.call(ask('hi')));
    expect(error).toMatchObject({ throttled: true, retryable: true, retryAfterMs: 3000, code: 'rate_limit_exceeded' });
  });

  it('a wrong key is a setup error naming OPENAI_API_KEY; no key fails before sending, naming it too', async () => {
    const { fake, provider } = await openai('openai:gpt-4o-mini', undefined, { env: { OPENAI_API_KEY: 'sk-wrong-key-123456' } });
    const error = await failure(provider.call(ask('hi')));
    expect(error.setup?.kind).toBe('bad-credentials');
    expect(error.setup?.fix).toContain('OPENAI_API_KEY');
    expect(error.message).not.toContain('sk-wrong-key-123456');

    const keyless = await createProvider('openai:gpt-4o-mini', { env: { OPENAI_BASE_URL: fake.baseURL } });
    const missing = await failure(keyless.call(ask('hi')));
    expect(missing).toMatchObject({ code: 'NoApiKey', setup: { kind: 'no-credentials' } });
    expect(missing.setup?.fix).toMatch(/set OPENAI_API_KEY/);
    expect(fake.requests).toHaveLength(1);
  });

  it('an unknown model is a setup error; insufficient_quota fails at once as no-quota', async () => {
    const fake = await fakeOpenAI({ models: ['gpt-4o-mini'] });
    const env = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL };
    const unknown = await failure((await createProvider('openai:gpt-9', { env })).call(ask('hi')));
    expect(unknown.setup?.kind).toBe('unknown-model');
    expect(unknown.setup?.fix).toContain('gpt-9');

    const { provider } = await openai('openai:gpt-4o-mini', () => ({
      raw: { status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } } },
    }));
    const quota = await failure(provider.call(ask('hi')));
    expect(quota).toMatchObject({ retryable: false, setup: { kind: 'no-quota' } });
  });

  it('a body that is not JSON is MalformedReply; a body cut short is TruncatedReply (retryable)', async () => {
    const { provider } = await openai(
      'openai:gpt-4o-mini',
      sequence({ fail: 'malformed' }, { fail: 'truncated' }, { raw: { status: 200, body: { choices: [] } } }),
    );
    expect(await failure(provider.call(ask('a')))).toMatchObject({ code: 'MalformedReply', retryable: false });
    expect(await failure(provider.call(ask('b')))).toMatchObject({ code: 'TruncatedReply', retryable: true });
    const empty = await failure(provider.call(ask('c')));
    expect(empty.code).toBe('MalformedReply');
    expect(empty.message).toContain('choices');
  });

  it('refuses ids supereval does not run, before any call', () => {
    expect(() => parseModelSpec('openai:completion:gpt-3.5-turbo-instruct')).toThrow(/openai:chat:<model>/);
    expect(() => parseModelSpec('azure:my-deployment')).toThrow(/azure:chat:my-deployment/);
    expect(parseModelSpec('openai:ft:gpt-4o-mini:org::abc').target).toBe('ft:gpt-4o-mini:org::abc');
  });
});

describe('azure:', () => {
  it("calls the deployment's path with api-version and api-key, and prices by the model the reply names", async () => {
    const fake = await fakeAzure({
      deployments: { 'my-mini': 'gpt-4o-mini-2024-07-18' },
      handler: () => ({ text: 'ok', usage: { input: 1000, output: 0 } }),
    });
    const provider = await createProvider('azure:chat:my-mini', { env: { AZURE_OPENAI_ENDPOINT: fake.endpoint, AZURE_OPENAI_API_KEY: 'test-key' } });
    const response = await provider.call(ask('hi'));
    expect(fake.requests[0]?.path).toBe('/openai/deployments/my-mini/chat/completions');
    expect(fake.requests[0]?.query['api-version']).toBe('2024-12-01-preview');
    expect(fake.requests[0]?.headers['api-key']).toBe('test-key');
    expect(response.output).toBe('ok');
    expect(response.cost_usd).toBeCloseTo((1000 * 0.15) / 1e6, 12);
  });

  it('an unknown deployment is a setup error; a 429 carries retry-after-ms; no endpoint names AZURE_OPENAI_ENDPOINT', async () => {
    const fake = await fakeAzure({ deployments: { 'my-mini': 'gpt-4o-mini' }, handler: () => ({ fail: 'rate-limit', retryAfter: '2' }) });
    const env = { AZURE_API_BASE_URL: fake.url, AZURE_API_KEY: 'test-key' };
    const unknown = await failure((await createProvider('azure:chat:nope', { env })).call(ask('hi')));
    expect(unknown.setup).toMatchObject({ kind: 'unknown-model' });
    expect(unknown.setup?.fix).toContain('deployment nope');
    const limited = await failure((await createProvider('azure:chat:my-mini', { env })).call(ask('hi')));
    expect(limited).toMatchObject({ throttled: true, retryAfterMs: 2000 });
    const nowhere = await failure((await createProvider('azure:chat:my-mini', { env: { AZURE_API_KEY: 'k' } })).call(ask('hi')));
    expect(nowhere.setup?.kind).toBe('bad-endpoint');
    expect(nowhere.setup?.fix).toContain('AZURE_OPENAI_ENDPOINT');
  });

  it('runs azure:responses: on the v1 API with the deployment as the model', async () => {
    const fake = await fakeAzure({ handler: () => ({ text: 'hi there' }) });
    const provider = await createProvider('azure:responses:dep1', { env: { AZURE_OPENAI_ENDPOINT: fake.endpoint, AZURE_API_KEY: 'test-key' } });
    expect((await provider.call(ask('hi'))).output).toBe('hi there');
    expect(fake.requests[0]?.path).toBe('/openai/v1/responses');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'dep1', input: 'hi' });
  });
});

describe('where openai: and azure: calls go, as promptfoo reads it', () => {
  const target = { api: 'chat', model: 'm' } as const;
  it('OpenAI: the config apiHost, then apiBaseUrl, then OPENAI_API_HOST, OPENAI_API_BASE_URL, OPENAI_BASE_URL, then api.openai.com', () => {
    const env = { OPENAI_API_HOST: 'host.env', OPENAI_API_BASE_URL: 'http://api-base/v1', OPENAI_BASE_URL: 'http://base/v1' };
    expect(openaiRoute(target, env, { apiHost: 'gw.example', apiBaseUrl: 'http://x/v1' }).api.baseUrl).toBe('https://gw.example/v1');
    expect(openaiRoute(target, env, { apiBaseUrl: 'http://x/v1' }).api.baseUrl).toBe('http://x/v1');
    expect(openaiRoute(target, env).api.baseUrl).toBe('https://host.env/v1');
    expect(openaiRoute(target, { OPENAI_API_BASE_URL: 'http://api-base/v1', OPENAI_BASE_URL: 'http://base/v1' }).api.baseUrl).toBe(
      'http://api-base/v1',
    );
    expect(openaiRoute(target, { OPENAI_BASE_URL: 'http://base/v1' }).api.baseUrl).toBe('http://base/v1');
    expect(openaiRoute(target, {}).api.baseUrl).toBe('https://api.openai.com/v1');
    expect(openaiRoute({ api: 'responses', model: 'm' }, {}).path).toBe('responses');
  });

  it('OpenAI keys: the config apiKey, its apiKeyEnvar, OPENAI_API_KEY; none needed with apiKeyRequired: false', () => {
    const env = { OPENAI_API_KEY: 'sk-env', TEAM_API_KEY: 'sk-team' };
    expect(openaiRoute(target, env, { apiKey: 'sk-inline' }).api.key).toMatchObject({ value: 'sk-inline' });
    expect(openaiRoute(target, env, { apiKeyEnvar: 'TEAM_API_KEY' }).api.key).toEqual({ value: 'sk-team', from: 'TEAM_API_KEY' });
    expect(openaiRoute(target, env).api.key).toEqual({ value: 'sk-env', from: 'OPENAI_API_KEY' });
    expect(openaiRoute(target, {}).api.key).toEqual({ value: null, variables: ['OPENAI_API_KEY'] });
    expect(openaiRoute(target, {}, { apiKeyRequired: false }).api.key.value).toBe('');
  });

  it('Azure: apiBaseUrl and the base-URL variables, then apiHost and its variables, then AZURE_OPENAI_ENDPOINT; api-version 2024-12-01-preview', () => {
    const route = azureRoute(
      { api: 'chat', model: 'my dep' },
      { AZURE_OPENAI_ENDPOINT: 'https://res.openai.azure.com/', AZURE_API_HOST: 'host.azure' },
    );
    expect(route.api.baseUrl).toBe('https://host.azure/openai');
    expect(route.path).toBe('deployments/my%20dep/chat/completions');
    expect(route.api.query).toEqual({ 'api-version': '2024-12-01-preview' });
    expect(azureRoute(target, { AZURE_OPENAI_ENDPOINT: 'https://res.openai.azure.com/' }).api.baseUrl).toBe('https://res.openai.azure.com/openai');
    expect(azureRoute(target, { AZURE_API_BASE_URL: 'http://gw/' }, { apiHost: 'h', apiVersion: '2024-10-21' }).api).toMatchObject({
      baseUrl: 'http://gw/openai',
      query: { 'api-version': '2024-10-21' },
    });
    expect(azureRoute({ api: 'responses', model: 'd' }, { AZURE_OPENAI_ENDPOINT: 'https://r/' }).api).toMatchObject({
      baseUrl: 'https://r/openai/v1',
    });
    expect(azureRoute(target, { AZURE_API_KEY: 'a', AZURE_OPENAI_API_KEY: 'b' }).api.key).toEqual({ value: 'a', from: 'AZURE_API_KEY' });
  });

  it('apiKeyRequired: false sends no Authorization header (a local OpenAI-compatible server)', async () => {
    const fake = await fakeOpenAI();
    const provider = await createProvider('openai:llama3', { env: { OPENAI_BASE_URL: fake.baseURL }, config: { apiKeyRequired: false } });
    // The fake wants a key, so it refuses the call; what matters is what was sent.
    expect((await failure(provider.call(ask('hi')))).setup?.kind).toBe('bad-credentials');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization');
  });
});
