// anthropic:messages:<model> with our HTTP client against the fake Anthropic
// API on 127.0.0.1 (test/fakes/anthropic.ts, proven against the official SDK):
// the body promptfoo's provider would send, the reply read into usage, cost
// and stop reason, tool calls both ways, and every refusal as the run's error.
import { afterEach, describe, expect, it } from 'vitest';
import { runBuiltinAgent } from '../../src/agents/builtin.js';
import { createMockEnvironment } from '../../src/agents/environment.js';
import { createProvider, type ProviderOptions } from '../../src/providers/index.js';
import { configProvider } from '../../src/providers/promptfoo-config.js';
import { ProviderError, type Provider } from '../../src/providers/types.js';
import { resilient } from '../../src/run/resilient.js';
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicOptions } from '../fakes/anthropic.js';
import { failFirst, quota, sequence } from '../fakes/llm-server.js';
import { rejectionOf } from '../helpers/errors.js';

const fakes: FakeAnthropic[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
const fake = async (options: FakeAnthropicOptions = {}) => {
  const server = await startFakeAnthropic(options);
  fakes.push(server);
  return server;
};
const KEY = 'sk-ant-api03-test-key-0123456789';
const SONNET = 'claude-sonnet-4-5';
/** A config's apiBaseUrl on this machine, allowed as `--api-hosts 127.0.0.1` would (key-hosts.test.ts holds the refusal). */
const LOCAL = ['127.0.0.1'];
const provider = (server: { url: string }, model = SONNET, options: ProviderOptions = {}) =>
  createProvider(`anthropic:messages:${model}`, { env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url }, ...options });
const ask = (p: Provider, prompt = 'What is 2+2?') => p.call({ prompt, caseId: 'c1' });
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('anthropic:messages: a call', () => {
  it("sends promptfoo's body and headers, and reads the text, usage, cost, stop reason and latency", async () => {
    const server = await fake({ apiKey: KEY, handler: () => ({ text: 'Four.', usage: { input: 1_000_000, output: 1_000_000 } }) });
    const response = await ask(await provider(server));
    expect(response.output).toBe('Four.');
    expect(response.usage).toEqual({ input_tokens: 1_000_000, output_tokens: 1_000_000, cached_input_tokens: 0, cache_write_input_tokens: 0 });
    // The price package's claude-sonnet-4-5, past its 200k-token tier: $6 in, $22.50 out.
    expect(response.cost_usd).toBeCloseTo(28.5, 9);
    expect(response).toMatchObject({ stop_reason: 'end_turn', finish_reason: 'stop' });
    expect(response.latency_ms).toBeGreaterThanOrEqual(0);
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent?.body).toEqual({
      model: SONNET,
      max_tokens: 1024,
      temperature: 0,
      stream: false,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'What is 2+2?' }] }],
    });
  });

  it('counts cache reads and writes apart from input tokens, and prices them at their own rates', async () => {
    const server = await fake({
      apiKey: KEY,
      handler: () => ({ text: 'ok', usage: { input: 1000, output: 100, cachedInput: 600, cacheWrite: 200 } }),
    });
    const response = await ask(await provider(server, 'claude-haiku-4-5'));
    expect(response.usage).toEqual({ input_tokens: 200, output_tokens: 100, cached_input_tokens: 600, cache_write_input_tokens: 200 });
    // Haiku 4.5: $1 in, $5 out, $0.10 cache read, $1.25 cache write, per million.
    expect(response.cost_usd).toBeCloseTo((200 * 1 + 100 * 5 + 600 * 0.1 + 200 * 1.25) / 1e6, 12);
  });

  it('prices a model the package lacks from a prices file, keyed by the spec or the bare model; else the cost is unknown', async () => {
    const server = await fake({ apiKey: KEY, handler: () => ({ text: 'ok', usage: { input: 1_000_000, output: 1_000_000, cachedInput: 500_000 } }) });
    const haiku55 = 'claude-haiku-5-5';
    expect((await ask(await provider(server, haiku55))).cost_usd).toBeNull();
    const bySpec = { [`anthropic:messages:${haiku55}`]: { input: 0.1, output: 0.5, cache_read: 0.01 } };
    expect((await ask(await provider(server, haiku55, { prices: bySpec }))).cost_usd).toBeCloseTo(0.05 + 0.5 + 0.005, 12);
    expect((await ask(await provider(server, haiku55, { prices: { [haiku55]: { input: 1, output: 1 } } }))).cost_usd).toBeCloseTo(2, 12);
  });

  it('maps the inference settings: max_tokens, temperature, stop sequences; top_p drops the temperature', async () => {
    const server = await fake({ apiKey: KEY });
    const p = await provider(server);
    await p.call({ prompt: 'x', caseId: 'c', system: 'Be brief.', inference: { max_tokens: 50, temperature: 0.5, stop: ['END'] } });
    await p.call({ prompt: 'x', caseId: 'c', inference: { top_p: 0.9 } });
    const [first, second] = server.requests.map((r) => r.body as Record<string, unknown>);
    expect(first).toMatchObject({ max_tokens: 50, temperature: 0.5, stop_sequences: ['END'], system: [{ type: 'text', text: 'Be brief.' }] });
    expect(second).toMatchObject({ top_p: 0.9 });
    expect(second).not.toHaveProperty('temperature');
  });

  it('sends no sampling parameters to a model or an API version that refuses them (the fake answers 400 to any)', async () => {
    const server = await fake({ apiKey: KEY });
    const opus = await provider(server, 'claude-opus-4-7');
    expect((await opus.call({ prompt: 'x', caseId: 'c', inference: { temperature: 0.2 } })).output).toBe('echo: x');
    const newer = await provider(server, SONNET, { config: { headers: { 'anthropic-version': '2026-10-21' }, top_k: 5 } });
    expect((await newer.call({ prompt: 'y', caseId: 'c', inference: { temperature: 0.2, top_p: 0.5 } })).output).toBe('echo: y');
    expect(server.requests.at(-1)?.headers['anthropic-version']).toBe('2026-10-21');
    for (const request of server.requests) for (const field of ['temperature', 'top_p', 'top_k']) expect(request.body).not.toHaveProperty(field);
  });

  it('honours a promptfoo config: apiBaseUrl, headers, output_format (with its beta), extra_body, ANTHROPIC_MAX_TOKENS', async () => {
    const server = await fake({ apiKey: KEY });
    const schema = { type: 'json_schema', schema: { type: 'object' } };
    const entry = configProvider({
      id: `anthropic:messages:${SONNET}`,
      label: null,
      config: {
        apiBaseUrl: server.url,
        headers: { 'X-Team': 'qa' },
        output_format: schema,
        extra_body: { metadata: { user_id: 'u1' } },
        temperature: 0.3,
        bogus: 1,
      },
    });
    if ('problem' in entry) throw new Error(entry.problem);
    expect(entry).toMatchObject({ spec: `anthropic:messages:${SONNET}`, inference: { temperature: 0.3 }, ignored: ['bogus'], chat: true });
    const p = await createProvider(entry.spec, {
      env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_MAX_TOKENS: '300' },
      config: entry.config,
      apiHosts: LOCAL,
    });
    await p.call({ prompt: 'x', caseId: 'c', inference: entry.inference });
    const [sent] = server.requests;
    expect(sent?.headers['x-team']).toBe('qa');
    expect(sent?.headers['anthropic-beta']).toBe('structured-outputs-2025-11-13');
    expect(sent?.body).toMatchObject({ max_tokens: 300, temperature: 0.3, output_config: { format: schema }, metadata: { user_id: 'u1' } });
  });

  it('refuses a config value of the wrong type, and an apiKeyEnvar naming the runner\u2019s credentials, before any call', () => {
    const bad = configProvider({ id: 'anthropic:messages:m', label: null, config: { max_tokens: 'lots', stop_sequences: 3 } });
    expect(bad).toEqual({
      problem: '"anthropic:messages:m": max_tokens must be a number, got "lots"; stop_sequences must be a string or a list of strings, got 3',
    });
    const envar = configProvider({ id: 'anthropic:messages:m', label: null, config: { apiKeyEnvar: 'GITHUB_TOKEN' } });
    expect(envar).toMatchObject({ problem: expect.stringContaining('apiKeyEnvar may not name GITHUB_TOKEN') as unknown });
    expect(configProvider({ id: 'anthropic:completion:claude-2', label: null, config: {} })).toEqual({
      problem: 'anthropic:completion:claude-2 is the retired Text Completions API; use anthropic:messages:claude-2 (the Messages API)',
    });
  });

  it('reads the key from the variable apiKeyEnvar names', async () => {
    const server = await fake({ apiKey: KEY });
    const p = await createProvider(`anthropic:messages:${SONNET}`, {
      env: { TEAM_ANTHROPIC_KEY: KEY },
      config: { apiBaseUrl: server.url, apiKeyEnvar: 'TEAM_ANTHROPIC_KEY' },
      apiHosts: LOCAL,
    });
    expect((await ask(p)).output).toBe('echo: What is 2+2?');
  });
});

describe('anthropic:messages: tools', () => {
  it('runs the built-in agent: tool_use blocks become calls, results go back as tool_result blocks', async () => {
    const server = await fake({
      apiKey: KEY,
      handler: sequence(
        { text: 'Looking it up.', toolCalls: [{ id: 'toolu_1', name: 'lookup', input: { city: 'Paris' } }] },
        { text: 'It is sunny.' },
      ),
    });
    const trajectory = await runBuiltinAgent(await provider(server), {
      caseId: 'weather',
      task: 'Weather in Paris?',
      tools: [{ name: 'lookup', description: 'Looks up the weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }],
      environment: createMockEnvironment({ lookup: { response: { sky: 'sunny' } } }),
    });
    expect(trajectory.final_answer).toBe('It is sunny.');
    expect(trajectory.model_calls).toBe(2);
    const [first, second] = server.requests.map((r) => r.body as { tools?: unknown; messages: unknown[] });
    expect(first?.tools).toEqual([
      { name: 'lookup', description: 'Looks up the weather', input_schema: { type: 'object', properties: { city: { type: 'string' } } } },
    ]);
    expect(second?.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Weather in Paris?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Looking it up.' },
          { type: 'tool_use', id: 'toolu_1', name: 'lookup', input: { city: 'Paris' } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"sky":"sunny"}' }] },
    ]);
    expect(server.requests[1]?.toolResults).toEqual([{ id: 'toolu_1', content: '{"sky":"sunny"}' }]);
  });

  it("gives a config's tools (OpenAI's shape too) and shows the calls as promptfoo does when the case asked for none", async () => {
    const server = await fake({ apiKey: KEY, handler: () => ({ toolCalls: [{ id: 'toolu_9', name: 'add', input: { a: 1 } }] }) });
    const tool = { type: 'function', function: { name: 'add', description: 'Adds', parameters: { type: 'object' } } };
    const p = await provider(server, SONNET, { config: { tools: [tool] } });
    const response = await ask(p);
    expect(server.requests[0]?.body).toMatchObject({ tools: [{ name: 'add', description: 'Adds', input_schema: { type: 'object' } }] });
    expect(response.toolCalls).toBeUndefined();
    expect(JSON.parse(response.output)).toEqual({ type: 'tool_use', id: 'toolu_9', name: 'add', input: { a: 1 }, caller: { type: 'direct' } });
    expect(response.finish_reason).toBe('tool_calls');
  });
});

describe('anthropic:messages: refusals', () => {
  it('no key: a setup error naming ANTHROPIC_API_KEY, before anything is sent', async () => {
    const server = await fake({ apiKey: KEY });
    const p = await createProvider(`anthropic:messages:${SONNET}`, { env: { ANTHROPIC_BASE_URL: server.url } });
    const error = await failure(ask(p));
    expect(error.setup?.kind).toBe('no-credentials');
    expect(error.message).toContain('set ANTHROPIC_API_KEY');
    expect(server.requests).toHaveLength(0);
  });

  it('401 and 403: setup errors naming the variable; 404 names the model; the key in no message', async () => {
    const server = await fake({ apiKey: 'another-key', models: [SONNET] });
    const wrong = await failure(ask(await provider(server)));
    expect(wrong.setup).toEqual({ kind: 'bad-credentials', fix: expect.stringContaining('set ANTHROPIC_API_KEY to a valid key') as unknown });
    const forbidden = await fake({ apiKey: KEY, handler: () => ({ fail: 'forbidden' }) });
    expect((await failure(ask(await provider(forbidden)))).setup?.kind).toBe('access-denied');
    const unknown = await fake({ apiKey: KEY, models: [SONNET] });
    const missing = await failure(ask(await provider(unknown, 'claude-nope')));
    expect(missing.setup).toEqual({ kind: 'unknown-model', fix: expect.stringContaining('no model claude-nope') as unknown });
    for (const e of [wrong, missing]) expect(`${e.message} ${e.setup?.fix}`).not.toContain(KEY);
  });

  it('429 and 529 are throttles with the wait the service asks for; 503 is retryable; a spend limit is not retried', async () => {
    const limited = await fake({ apiKey: KEY, handler: () => ({ fail: 'rate-limit', retryAfter: '2' }) });
    const throttle = await failure(ask(await provider(limited)));
    expect(throttle).toMatchObject({ throttled: true, retryable: true, retryAfterMs: 2000, code: 'rate_limit_error' });
    const overloaded = await fake({ apiKey: KEY, handler: () => ({ fail: 'overloaded' }) });
    expect(await failure(ask(await provider(overloaded)))).toMatchObject({ throttled: true, retryable: true, code: 'overloaded_error' });
    const unavailable = await fake({ apiKey: KEY, handler: () => ({ fail: 'unavailable' }) });
    expect(await failure(ask(await provider(unavailable)))).toMatchObject({ retryable: true });
    const spent = await fake({
      apiKey: KEY,
      handler: () => ({
        raw: {
          status: 429,
          body: {
            type: 'error',
            error: { type: 'rate_limit_error', message: 'spend limit', details: { error_code: 'enforced_spend_limit_reached' } },
          },
        },
      }),
    });
    expect((await failure(ask(await provider(spent)))).setup?.kind).toBe('no-quota');
  });

  it('a reply that is not JSON is MalformedReply; one of the wrong shape names the field; one cut short is TruncatedReply', async () => {
    const malformed = await fake({ apiKey: KEY, handler: () => ({ fail: 'malformed' }) });
    expect(await failure(ask(await provider(malformed)))).toMatchObject({ code: 'MalformedReply', retryable: false });
    const shape = await fake({ apiKey: KEY, handler: () => ({ raw: { status: 200, body: { type: 'message', content: 'hi' } } }) });
    const wrong = await failure(ask(await provider(shape)));
    expect(wrong.message).toBe(`malformed reply from Anthropic ${SONNET}: content: Invalid input: expected array, received string`);
    const truncated = await fake({ apiKey: KEY, handler: () => ({ fail: 'truncated' }) });
    expect(await failure(ask(await provider(truncated)))).toMatchObject({ code: 'TruncatedReply', retryable: true });
  });

  it('loses nothing under a 429 storm: every call of many answers, the limiter slowed by the throttles', async () => {
    const server = await fake({ apiKey: KEY, handler: quota({ perSecond: 40, burst: 4 }) });
    // As the Bedrock run under a quota (test/run/retry-bedrock.test.ts): enough attempts for a call to outwait the storm.
    const wrapped = resilient(await provider(server), 16, { maxAttempts: 40, baseDelayMs: 1, maxDelayMs: 20 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrapped.call({ prompt: `q${i}`, caseId: `c${i}` })));
    expect(answers.map((a) => a.output)).toEqual(Array.from({ length: 40 }, (_, i) => `echo: q${i}`));
    expect(server.stats.throttled).toBeGreaterThan(0);
    expect(wrapped.limiter.throttled).toBe(server.stats.throttled);
  });

  it('a 529 then an answer: retried after the wait, and answered', async () => {
    const server = await fake({ apiKey: KEY, handler: failFirst(2, { fail: 'overloaded' }) });
    const wrapped = resilient(await provider(server), 2, { baseDelayMs: 1, maxDelayMs: 5 });
    expect((await ask(wrapped)).output).toBe('echo: What is 2+2?');
    expect(server.stats.byStatus).toEqual({ 529: 2, 200: 1 });
  });
});
