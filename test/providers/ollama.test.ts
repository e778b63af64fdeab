// ollama:chat:<model> and ollama:embedding:<model> with our HTTP client
// against the fake Ollama on 127.0.0.1 (test/fakes/ollama.ts, proven against
// ollama-js): /api/chat with stream false, promptfoo's option keys, tool_calls
// both ways, /api/embed, and Ollama's refusals (404 not pulled, 503 busy).
import { afterEach, describe, expect, it } from 'vitest';
import { runBuiltinAgent } from '../../src/agents/builtin.js';
import { createMockEnvironment } from '../../src/agents/environment.js';
import { createEmbeddingProvider, createProvider, type ProviderOptions } from '../../src/providers/index.js';
import { configProvider } from '../../src/providers/promptfoo-config.js';
import { ProviderError, type Provider } from '../../src/providers/types.js';
import { resilient } from '../../src/run/resilient.js';
import { fakeEmbedding } from '../fakes/bedrock.js';
import { failFirst, sequence, type FakeLlmServer } from '../fakes/llm-server.js';
import { startFakeOllama, type FakeOllamaOptions } from '../fakes/ollama.js';
import { rejectionOf } from '../helpers/errors.js';

const fakes: FakeLlmServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
const fake = async (options: FakeOllamaOptions = {}) => {
  const server = await startFakeOllama(options);
  fakes.push(server);
  return server;
};
const MODEL = 'llama3.2';
const provider = (server: { url: string }, model = MODEL, options: ProviderOptions = {}) =>
  createProvider(`ollama:chat:${model}`, { env: { OLLAMA_BASE_URL: server.url }, ...options });
const ask = (p: Provider, prompt = 'What is 2+2?') => p.call({ prompt, caseId: 'c1' });
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('ollama:chat: a call', () => {
  it('posts /api/chat with stream false and no key, and reads the answer, usage, stop reason and latency', async () => {
    const server = await fake({ handler: () => ({ text: 'Four.', usage: { input: 12, output: 3 } }) });
    const response = await (
      await provider(server)
    ).call({
      prompt: 'What is 2+2?',
      caseId: 'c',
      system: 'Be brief.',
      inference: { temperature: 0, max_tokens: 20, top_p: 0.5, stop: ['END'] },
    });
    expect(response).toMatchObject({ output: 'Four.', usage: { input_tokens: 12, output_tokens: 3 }, stop_reason: 'stop', finish_reason: 'stop' });
    // No price list for local models: unknown, not free.
    expect(response.cost_usd).toBeNull();
    expect(response.service_latency_ms).toBe(5);
    const [sent] = server.requests;
    expect(sent?.path).toBe('/api/chat');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).toEqual({
      model: MODEL,
      stream: false,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is 2+2?' },
      ],
      options: { temperature: 0, top_p: 0.5, num_predict: 20, stop: ['END'] },
    });
  });

  it("takes promptfoo's option keys from the config's top level, a price from a prices file keyed by the spec, OLLAMA_API_KEY as a bearer", async () => {
    const server = await fake({ apiKey: 'ollama-cloud-key' });
    const entry = configProvider({
      id: `ollama:chat:${MODEL}`,
      label: null,
      config: { num_predict: 64, num_ctx: 4096, seed: 1, temperature: 0.1, think: false },
    });
    if ('problem' in entry) throw new Error(entry.problem);
    expect(entry).toMatchObject({ spec: `ollama:chat:${MODEL}`, inference: { temperature: 0.1, max_tokens: 64 }, ignored: [], chat: false });
    const prices = { [`ollama:chat:${MODEL}`]: { input: 1, output: 2 } };
    const p = await createProvider(entry.spec, {
      env: { OLLAMA_BASE_URL: server.url, OLLAMA_API_KEY: 'ollama-cloud-key' },
      config: entry.config,
      prices,
    });
    const response = await p.call({ prompt: 'x', caseId: 'c', inference: entry.inference });
    expect(response.cost_usd).toBeCloseTo((10 * 1 + 5 * 2) / 1e6, 12);
    expect(server.requests[0]?.body).toMatchObject({ think: false, options: { num_predict: 64, num_ctx: 4096, seed: 1, temperature: 0.1 } });
    expect(configProvider({ id: 'ollama:llama3.2', label: null, config: {} })).toEqual({
      problem: "ollama:llama3.2 is promptfoo's completion API (/api/generate), which supereval does not run; use ollama:chat:llama3.2 (/api/chat)",
    });
  });

  it('runs the built-in agent: tool_calls become calls, results go back as tool messages naming the function', async () => {
    const server = await fake({ handler: sequence({ toolCalls: [{ name: 'lookup', input: { city: 'Paris' } }] }, { text: 'It is sunny.' }) });
    const trajectory = await runBuiltinAgent(await provider(server), {
      caseId: 'weather',
      task: 'Weather in Paris?',
      tools: [{ name: 'lookup', description: 'Looks up the weather', parameters: { type: 'object' } }],
      environment: createMockEnvironment({ lookup: { response: { sky: 'sunny' } } }),
    });
    expect(trajectory.final_answer).toBe('It is sunny.');
    const second = server.requests[1]?.body as { messages: unknown[]; tools: unknown[] };
    expect(second.tools).toEqual([
      { type: 'function', function: { name: 'lookup', description: 'Looks up the weather', parameters: { type: 'object' } } },
    ]);
    expect(second.messages.slice(-2)).toEqual([
      { role: 'assistant', content: '', tool_calls: [{ function: { name: 'lookup', arguments: { city: 'Paris' } } }] },
      { role: 'tool', content: '{"sky":"sunny"}', tool_name: 'lookup' },
    ]);
    expect(server.requests[1]?.toolResults).toEqual([{ name: 'lookup', content: '{"sky":"sunny"}' }]);
  });

  it('embeds a text with /api/embed (ollama:embedding:<model>)', async () => {
    const server = await fake();
    const embedder = await createEmbeddingProvider('ollama:embedding:nomic-embed-text', { env: { OLLAMA_BASE_URL: server.url } });
    const response = await embedder.call({ prompt: 'queues hold messages', caseId: 'e' });
    expect(response.embedding).toEqual(fakeEmbedding('queues hold messages'));
    expect(server.requests[0]).toMatchObject({ path: '/api/embed', body: { model: 'nomic-embed-text', input: 'queues hold messages' } });
  });
});

describe('ollama:chat: refusals', () => {
  it('a model not pulled is a setup error that says to pull it', async () => {
    const server = await fake({ models: ['qwen3'] });
    const error = await failure(ask(await provider(server)));
    expect(error.setup).toEqual({ kind: 'unknown-model', fix: expect.stringContaining(`run \`ollama pull ${MODEL}\` on that host`) as unknown });
    const embedder = await createEmbeddingProvider('ollama:embedding:nomic-embed-text', { env: { OLLAMA_BASE_URL: server.url } });
    expect((await failure(embedder.call({ prompt: 'x', caseId: 'e' }))).setup?.fix).toContain('ollama pull nomic-embed-text');
  });

  it('503 busy is a throttle, retried until answered; a wrong host path is a setup error', async () => {
    const server = await fake({ handler: failFirst(3, { fail: 'unavailable' }) });
    const wrapped = resilient(await provider(server), 4, { baseDelayMs: 1, maxDelayMs: 5 });
    expect((await ask(wrapped)).output).toBe('echo: What is 2+2?');
    expect(server.stats.byStatus).toEqual({ 503: 3, 200: 1 });
    const wrongPath = await createProvider(`ollama:chat:${MODEL}`, { env: { OLLAMA_BASE_URL: `${server.url}/v1` } });
    expect((await failure(ask(wrongPath))).setup?.kind).toBe('bad-endpoint');
  });

  it('a reply that is not JSON is MalformedReply; one cut short is TruncatedReply', async () => {
    const malformed = await fake({ handler: () => ({ fail: 'malformed' }) });
    expect(await failure(ask(await provider(malformed)))).toMatchObject({ code: 'MalformedReply' });
    const truncated = await fake({ handler: () => ({ fail: 'truncated' }) });
    expect(await failure(ask(await provider(truncated)))).toMatchObject({ code: 'TruncatedReply', retryable: true });
  });
});
