// The fake Gemini API: the API key in a header or the query, Google's error
// bodies (API_KEY_INVALID, RESOURCE_EXHAUSTED with RetryInfo), generateContent
// with function calls, its SSE stream, and both embedding methods.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEmbedding } from './bedrock.js';
import { startFakeGemini, type FakeGeminiOptions } from './gemini.js';
import type { FakeLlmHandler, FakeLlmServer } from './llm-server.js';
import { call, field, sseData } from './fetch.js';

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (options: FakeGeminiOptions = {}) => (server = await startFakeGemini(options));
const key = { 'x-goog-api-key': 'test-key' };
const url = (fake: FakeLlmServer, model: string, action = 'generateContent', query = '') => `${fake.url}/v1beta/models/${model}:${action}${query}`;
const user = (text: string) => ({ contents: [{ role: 'user', parts: [{ text }] }] });

describe('auth', () => {
  it('takes the key from x-goog-api-key or ?key=, answers 403 without one and 400 API_KEY_INVALID for a wrong one', async () => {
    const fake = await start();
    expect((await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: user('x') })).status).toBe(200);
    expect((await call(url(fake, 'gemini-2.5-flash', 'generateContent', '?key=test-key'), { body: user('x') })).status).toBe(200);
    const missing = await call(url(fake, 'gemini-2.5-flash'), { body: user('x') });
    expect([missing.status, field(missing.json, 'error', 'status')]).toEqual([403, 'PERMISSION_DENIED']);
    const wrong = await call(url(fake, 'gemini-2.5-flash'), { headers: { 'x-goog-api-key': 'AIza-wrong' }, body: user('x') });
    expect(wrong.json).toMatchObject({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: 'API key not valid. Please pass a valid API key.',
        details: [{ reason: 'API_KEY_INVALID' }],
      },
    });
  });
});

describe('generateContent', () => {
  it('answers candidates with parts, finishReason and usageMetadata', async () => {
    const fake = await start({
      handler: ({ prompt }) => ({ text: `echo: ${prompt}`, usage: { input: 9, output: 6, cachedInput: 4, reasoning: 2 } }),
    });
    const body = { ...user('hi'), systemInstruction: { parts: [{ text: 'be brief' }] }, generationConfig: { temperature: 0, maxOutputTokens: 50 } };
    const reply = await call(url(fake, 'gemini-2.5-flash'), { headers: key, body });
    expect(reply.json).toMatchObject({
      candidates: [{ content: { role: 'model', parts: [{ text: 'echo: hi' }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 4, thoughtsTokenCount: 2, totalTokenCount: 15, cachedContentTokenCount: 4 },
      modelVersion: 'gemini-2.5-flash',
    });
    expect(fake.requests[0]).toMatchObject({
      operation: 'generateContent',
      model: 'gemini-2.5-flash',
      prompt: 'hi',
      body: { generationConfig: { temperature: 0 } },
    });
  });

  it('returns functionCall parts (finishReason STOP) and reads functionResponse parts back', async () => {
    const handler: FakeLlmHandler = (r) =>
      r.toolResults.length ? { text: `got ${r.toolResults[0]?.content ?? ''}` } : { toolCalls: [{ name: 'lookup', input: { city: 'Rome' } }] };
    const fake = await start({ handler });
    const first = await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: user('weather?') });
    expect(field(first.json, 'candidates', 0)).toMatchObject({
      content: { parts: [{ functionCall: { name: 'lookup', args: { city: 'Rome' } } }] },
      finishReason: 'STOP',
    });
    const contents = [
      ...user('weather?').contents,
      field(first.json, 'candidates', 0, 'content'),
      { role: 'user', parts: [{ functionResponse: { name: 'lookup', response: { t: 30 } } }] },
    ];
    const second = await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: { contents } });
    expect(field(second.json, 'candidates', 0, 'content', 'parts', 0, 'text')).toBe('got {"t":30}');
    expect(fake.requests[1]).toMatchObject({ prompt: 'weather?', toolResults: [{ name: 'lookup', content: '{"t":30}' }] });
  });

  it('streams with alt=sse and reports MAX_TOKENS and SAFETY stops', async () => {
    const fake = await start({ handler: ({ prompt }) => ({ text: 'x', stop: prompt as 'length' | 'filtered' }) });
    const stream = await call(url(fake, 'gemini-2.5-flash', 'streamGenerateContent', '?alt=sse'), { headers: key, body: user('length') });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(field(sseData(stream.text)[0], 'candidates', 0, 'finishReason')).toBe('MAX_TOKENS');
    expect(field((await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: user('filtered') })).json, 'candidates', 0, 'finishReason')).toBe(
      'SAFETY',
    );
  });
});

describe('embeddings', () => {
  it('answers embedContent with one vector and batchEmbedContents with one per request', async () => {
    const fake = await start();
    const one = await call(url(fake, 'gemini-embedding-001', 'embedContent'), {
      headers: key,
      body: { content: { parts: [{ text: 'refund policy' }] } },
    });
    expect(field(one.json, 'embedding', 'values')).toEqual(fakeEmbedding('refund policy'));
    const requests = ['a b', 'c'].map((text) => ({ model: 'models/gemini-embedding-001', content: { parts: [{ text }] } }));
    const many = await call(url(fake, 'gemini-embedding-001', 'batchEmbedContents'), { headers: key, body: { requests } });
    expect(field(many.json, 'embeddings')).toEqual([{ values: fakeEmbedding('a b') }, { values: fakeEmbedding('c') }]);
  });
});

describe('failures', () => {
  it('answers an unknown model with 404 NOT_FOUND and a quota with 429 RESOURCE_EXHAUSTED and a RetryInfo, no Retry-After header', async () => {
    const fake = await start({ models: ['gemini-2.5-flash'], handler: () => ({ fail: 'rate-limit', retryAfterMs: 2500 }) });
    const unknown = await call(url(fake, 'gemini-nope'), { headers: key, body: user('x') });
    expect([unknown.status, field(unknown.json, 'error', 'status')]).toEqual([404, 'NOT_FOUND']);
    expect(field(unknown.json, 'error', 'message')).toMatch(/^models\/gemini-nope is not found for API version v1beta/);
    const limited = await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: user('x') });
    expect([limited.status, field(limited.json, 'error', 'status')]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    expect(field(limited.json, 'error', 'details', 1)).toEqual({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2.5s' });
    expect(limited.headers.get('retry-after')).toBeNull();
  });

  it('answers 503 UNAVAILABLE for an overloaded model', async () => {
    const fake = await start({ handler: () => ({ fail: 'overloaded' }) });
    const reply = await call(url(fake, 'gemini-2.5-flash'), { headers: key, body: user('x') });
    expect([reply.status, field(reply.json, 'error', 'status')]).toEqual([503, 'UNAVAILABLE']);
  });
});
