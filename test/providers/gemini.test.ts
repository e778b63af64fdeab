// google:<model> and google:embedding:<model> with our HTTP client against the
// fake Gemini API on 127.0.0.1 (test/fakes/gemini.ts, proven against
// @google/genai): the body promptfoo's AI Studio provider sends, usage counted
// as the results schema means it, function calls both ways, embeddings, and
// Google's refusals (400 API_KEY_INVALID, 429 with RetryInfo) as the run's errors.
import { afterEach, describe, expect, it } from 'vitest';
import { runBuiltinAgent } from '../../src/agents/builtin.js';
import { createMockEnvironment } from '../../src/agents/environment.js';
import { parseEmbeddingSpec, resolveEmbeddingModel } from '../../src/providers/embedding-models.js';
import { createEmbeddingProvider, createProvider, type ProviderOptions } from '../../src/providers/index.js';
import { configProvider } from '../../src/providers/promptfoo-config.js';
import { credentialWarnings } from '../../src/providers/spec.js';
import { ProviderError, type Provider } from '../../src/providers/types.js';
import { resilient } from '../../src/run/resilient.js';
import { fakeEmbedding } from '../fakes/bedrock.js';
import { startFakeGemini, type FakeGeminiOptions } from '../fakes/gemini.js';
import { quota, sequence, type FakeLlmServer } from '../fakes/llm-server.js';
import { rejectionOf } from '../helpers/errors.js';

const fakes: FakeLlmServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
const fake = async (options: FakeGeminiOptions = {}) => {
  const server = await startFakeGemini({ apiKey: KEY, ...options });
  fakes.push(server);
  return server;
};
const KEY = 'AIzaSyTestKey0123456789abcdefghijklmnop';
const FLASH = 'gemini-2.5-flash';
const provider = (server: { url: string }, model = FLASH, options: ProviderOptions = {}) =>
  createProvider(`google:${model}`, { env: { GEMINI_API_KEY: KEY, GOOGLE_API_BASE_URL: server.url }, ...options });
const ask = (p: Provider, prompt = 'What is 2+2?') => p.call({ prompt, caseId: 'c1' });
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

describe('google: a call', () => {
  it('sends generateContent under v1beta with the key in x-goog-api-key, and counts usage as the results mean it', async () => {
    const server = await fake({ handler: () => ({ text: 'Four.', usage: { input: 1000, output: 300, cachedInput: 400, reasoning: 100 } }) });
    const response = await (
      await provider(server)
    ).call({ prompt: 'What is 2+2?', caseId: 'c', system: 'Be brief.', inference: { temperature: 0.2, max_tokens: 64, top_p: 0.9, stop: ['END'] } });
    expect(response.output).toBe('Four.');
    // promptTokenCount 1000 holds the 400 cached; the 100 thoughts are outside candidatesTokenCount (200).
    expect(response.usage).toEqual({ input_tokens: 600, output_tokens: 300, cached_input_tokens: 400 });
    // gemini-2.5-flash: $0.30 in, $2.50 out, $0.03 cached, per million.
    expect(response.cost_usd).toBeCloseTo((600 * 0.3 + 300 * 2.5 + 400 * 0.03) / 1e6, 12);
    expect(response).toMatchObject({ stop_reason: 'STOP', finish_reason: 'stop' });
    const [sent] = server.requests;
    expect(sent?.path).toBe(`/v1beta/models/${FLASH}:generateContent`);
    expect(sent?.headers['x-goog-api-key']).toBe(KEY);
    expect(sent?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'What is 2+2?' }] }],
      systemInstruction: { parts: [{ text: 'Be brief.' }] },
      generationConfig: { temperature: 0.2, topP: 0.9, stopSequences: ['END'], maxOutputTokens: 64 },
    });
  });

  it("honours a promptfoo config: Gemini's own names, topK, seed, generationConfig, responseSchema, apiVersion, apiBaseUrl", async () => {
    const server = await fake();
    const schema = { type: 'OBJECT', properties: { answer: { type: 'STRING' } } };
    const entry = configProvider({
      id: `google:${FLASH}`,
      label: null,
      config: {
        apiBaseUrl: server.url,
        apiVersion: 'v1',
        maxOutputTokens: 99,
        temperature: 0,
        topK: 3,
        seed: 7,
        responseSchema: schema,
        generationConfig: { candidateCount: 1 },
      },
    });
    if ('problem' in entry) throw new Error(entry.problem);
    expect(entry).toMatchObject({ spec: `google:${FLASH}`, inference: { temperature: 0, max_tokens: 99 }, ignored: [] });
    const p = await createProvider(entry.spec, { env: { GOOGLE_API_KEY: KEY }, config: entry.config, apiHosts: ['127.0.0.1'] });
    await p.call({ prompt: 'x', caseId: 'c', inference: entry.inference });
    const [sent] = server.requests;
    expect(sent?.path).toBe(`/v1/models/${FLASH}:generateContent`);
    expect((sent?.body as { generationConfig: unknown }).generationConfig).toEqual({
      temperature: 0,
      topK: 3,
      seed: 7,
      maxOutputTokens: 99,
      candidateCount: 1,
      response_schema: schema,
      response_mime_type: 'application/json',
    });
  });

  it('reads a JSON list of turns as the conversation, as promptfoo does', async () => {
    const server = await fake();
    const prompt = JSON.stringify([
      { role: 'system', content: 'Terse.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Bye' },
    ]);
    expect((await ask(await provider(server), prompt)).output).toBe('echo: Bye');
    expect(server.requests[0]?.body).toEqual({
      contents: [
        { role: 'user', parts: [{ text: 'Hi' }] },
        { role: 'model', parts: [{ text: 'Hello' }] },
        { role: 'user', parts: [{ text: 'Bye' }] },
      ],
      systemInstruction: { parts: [{ text: 'Terse.' }] },
    });
  });

  it('a reply withheld for safety is an error, not an answer', async () => {
    const server = await fake({ handler: () => ({ text: '', stop: 'filtered' }) });
    expect(await failure(ask(await provider(server)))).toMatchObject({ code: 'ContentBlocked', retryable: false });
  });
});

describe('google: tools and embeddings', () => {
  it('runs the built-in agent: functionCall parts become calls, results go back as functionResponse parts naming the function', async () => {
    const server = await fake({ handler: sequence({ toolCalls: [{ name: 'lookup', input: { city: 'Paris' } }] }, { text: 'It is sunny.' }) });
    const trajectory = await runBuiltinAgent(await provider(server), {
      caseId: 'weather',
      task: 'Weather in Paris?',
      tools: [{ name: 'lookup', description: 'Looks up the weather', parameters: { type: 'object' } }],
      environment: createMockEnvironment({ lookup: { response: 'sunny' } }),
    });
    expect(trajectory.final_answer).toBe('It is sunny.');
    const [first, second] = server.requests.map((r) => r.body as { tools?: unknown; contents: unknown[] });
    expect(first?.tools).toEqual([
      { functionDeclarations: [{ name: 'lookup', description: 'Looks up the weather', parameters: { type: 'object' } }] },
    ]);
    expect(second?.contents.slice(1)).toEqual([
      { role: 'model', parts: [{ functionCall: { name: 'lookup', args: { city: 'Paris' } } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'lookup', response: { result: 'sunny' } } }] },
    ]);
    expect(server.requests[1]?.toolResults).toEqual([{ id: undefined, name: 'lookup', content: '{"result":"sunny"}' }]);
  });

  it('embeds a text with embedContent (google:embedding:<model>), the default embedding model of a google run', async () => {
    const server = await fake();
    expect(parseEmbeddingSpec('google:embedding:gemini-embedding-001').kind).toBe('google');
    expect(() => parseEmbeddingSpec(`google:${FLASH}`)).toThrow('is not an embedding model; use google:embedding:<model>');
    const embedder = await createEmbeddingProvider('google:embedding:gemini-embedding-001', {
      env: { GOOGLE_API_KEY: KEY, GOOGLE_API_BASE_URL: server.url },
    });
    const response = await embedder.call({ prompt: 'queues hold messages', caseId: 'e' });
    expect(response.embedding).toEqual(fakeEmbedding('queues hold messages'));
    expect(server.requests[0]?.path).toBe('/v1beta/models/gemini-embedding-001:embedContent');
    expect(resolveEmbeddingModel(undefined, ['replay:a.jsonl', `google:${FLASH}`], undefined)).toBe('google:embedding:gemini-embedding-001');
  });
});

describe('google: refusals', () => {
  it('no key names GOOGLE_API_KEY and GEMINI_API_KEY; a wrong one (400 API_KEY_INVALID) is a setup error naming where it came from', async () => {
    const server = await fake();
    const none = await failure(ask(await createProvider(`google:${FLASH}`, { env: { GOOGLE_API_BASE_URL: server.url } })));
    expect(none.setup?.kind).toBe('no-credentials');
    expect(none.message).toContain('set GOOGLE_API_KEY (or GEMINI_API_KEY)');
    const wrong = await failure(ask(await provider(server, FLASH, { env: { GEMINI_API_KEY: 'AIzaWrong', GOOGLE_API_BASE_URL: server.url } })));
    expect(wrong.setup).toEqual({ kind: 'bad-credentials', fix: expect.stringContaining('set GEMINI_API_KEY to a valid key') as unknown });
    expect(`${wrong.message} ${wrong.setup?.fix}`).not.toContain('AIzaWrong');
    // Before the run: one warning naming both variables (a fork's pull request gets no secrets).
    expect(credentialWarnings([`google:${FLASH}`], 'ollama:chat:llama3.2', {})).toEqual([
      "No Gemini API key in the environment (GOOGLE_API_KEY (or GEMINI_API_KEY)). Gemini calls will fail and their cases will be errors. Pass a repository secret to the step's env:; pull requests from forks get no secrets.",
    ]);
    expect(credentialWarnings([`google:${FLASH}`], null, { GEMINI_API_KEY: KEY })).toEqual([]);
  });

  it('403 is access denied; 404 names the model', async () => {
    const forbidden = await fake({ handler: () => ({ fail: 'forbidden' }) });
    expect((await failure(ask(await provider(forbidden)))).setup?.kind).toBe('access-denied');
    const models = await fake({ models: [FLASH] });
    expect((await failure(ask(await provider(models, 'gemini-nope')))).setup).toEqual({
      kind: 'unknown-model',
      fix: expect.stringContaining('no model gemini-nope') as unknown,
    });
  });

  it("429 waits what RetryInfo says; 503 is a throttle; a daily quota's 429 is a setup error", async () => {
    const limited = await fake({ handler: () => ({ fail: 'rate-limit', retryAfter: '27' }) });
    expect(await failure(ask(await provider(limited)))).toMatchObject({ throttled: true, retryAfterMs: 27_000, code: 'RESOURCE_EXHAUSTED' });
    const busy = await fake({ handler: () => ({ fail: 'unavailable' }) });
    expect(await failure(ask(await provider(busy)))).toMatchObject({ throttled: true, retryable: true });
    const daily = await fake({
      handler: () => ({
        raw: {
          status: 429,
          body: {
            error: {
              code: 429,
              status: 'RESOURCE_EXHAUSTED',
              message: 'quota',
              details: [
                {
                  '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
                  violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
                },
              ],
            },
          },
        },
      }),
    });
    expect((await failure(ask(await provider(daily)))).setup?.kind).toBe('no-quota');
  });

  it('a reply that is not JSON is MalformedReply; one cut short is TruncatedReply', async () => {
    const malformed = await fake({ handler: () => ({ fail: 'malformed' }) });
    expect(await failure(ask(await provider(malformed)))).toMatchObject({ code: 'MalformedReply' });
    const truncated = await fake({ handler: () => ({ fail: 'truncated' }) });
    expect(await failure(ask(await provider(truncated)))).toMatchObject({ code: 'TruncatedReply', retryable: true });
  });

  it('loses nothing under a 429 storm', async () => {
    const server = await fake({ handler: quota({ perSecond: 40, burst: 4 }) });
    const wrapped = resilient(await provider(server), 16, { maxAttempts: 40, baseDelayMs: 1, maxDelayMs: 20 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrapped.call({ prompt: `q${i}`, caseId: `c${i}` })));
    expect(answers.map((a) => a.output)).toEqual(Array.from({ length: 40 }, (_, i) => `echo: q${i}`));
    expect(server.stats.throttled).toBeGreaterThan(0);
  });

  it('refuses vertex: in one line that says why, as a config provider and as a spec', async () => {
    const entry = configProvider({ id: 'vertex:gemini-2.5-pro', label: null, config: {} });
    expect(entry).toEqual({
      problem: expect.stringMatching(/^supereval does not run Vertex AI \(vertex:\): it needs Google Cloud credentials/) as unknown,
    });
    await expect(createProvider('vertex:gemini-2.5-pro')).rejects.toThrow('run the same Gemini models through the Gemini API as google:<model>');
    expect(configProvider({ id: 'google:embedding:gemini-embedding-001', label: null, config: {} })).toMatchObject({
      problem: expect.stringContaining('is an embedding model') as unknown,
    });
  });
});
