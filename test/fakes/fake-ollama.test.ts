// The fake Ollama server: /api/chat streaming NDJSON by default and one object
// with `stream: false`, tool calls with object arguments, /api/embed and the
// older /api/embeddings, and Ollama's `{"error": ...}` bodies.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEmbedding } from './bedrock.js';
import type { FakeLlmHandler, FakeLlmServer } from './llm-server.js';
import { startFakeOllama, type FakeOllamaOptions } from './ollama.js';
import { call, field } from './fetch.js';

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (options: FakeOllamaOptions = {}) => (server = await startFakeOllama(options));
const chat = (fake: FakeLlmServer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(`${fake.url}/api/chat`, { headers, body: { model: 'llama3.2', messages: [{ role: 'user', content: 'hi' }], ...body } });

describe('/api/chat', () => {
  it('streams NDJSON unless stream is false, as Ollama defaults to streaming', async () => {
    const fake = await start({ handler: () => ({ text: 'hello world', usage: { input: 26, output: 7 } }) });
    const streamed = await chat(fake, {});
    expect(streamed.headers.get('content-type')).toBe('application/x-ndjson');
    const lines = streamed.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines.map((l) => field(l, 'message', 'content')).join('')).toBe('hello world');
    expect(lines.map((l) => field(l, 'done'))).toEqual([false, false, true]);
    expect(lines.at(-1)).toMatchObject({ done_reason: 'stop', prompt_eval_count: 26, eval_count: 7 });
    const single = await chat(fake, { stream: false, options: { temperature: 0, num_predict: 20, seed: 1 } });
    expect(single.json).toMatchObject({
      model: 'llama3.2',
      message: { role: 'assistant', content: 'hello world' },
      done: true,
      done_reason: 'stop',
      eval_count: 7,
    });
    expect(fake.requests[1]).toMatchObject({
      operation: 'chat',
      model: 'llama3.2',
      prompt: 'hi',
      body: { options: { temperature: 0, num_predict: 20 } },
    });
  });

  it('returns tool calls with object arguments and reads tool messages back', async () => {
    const handler: FakeLlmHandler = (r) =>
      r.toolResults.length ? { text: `got ${r.toolResults[0]?.content ?? ''}` } : { toolCalls: [{ name: 'lookup', input: { city: 'Lima' } }] };
    const fake = await start({ handler });
    const first = await chat(fake, { stream: false });
    expect(field(first.json, 'message', 'tool_calls')).toEqual([{ function: { name: 'lookup', arguments: { city: 'Lima' } } }]);
    const messages = [{ role: 'user', content: 'hi' }, field(first.json, 'message'), { role: 'tool', content: 'warm', tool_name: 'lookup' }];
    const second = await chat(fake, { stream: false, messages });
    expect(field(second.json, 'message', 'content')).toBe('got warm');
    expect(fake.requests[1]?.toolResults).toEqual([{ name: 'lookup', content: 'warm' }]);
    const streamed = await chat(fake, {});
    expect(streamed.text.split('\n').some((l) => l.includes('"tool_calls"'))).toBe(true);
  });

  it('says length when the answer ran out of tokens', async () => {
    const fake = await start({ handler: () => ({ text: 'x', stop: 'length' }) });
    expect(field((await chat(fake, { stream: false })).json, 'done_reason')).toBe('length');
  });
});

describe('embeddings', () => {
  it('answers /api/embed with a vector per input and /api/embeddings with one', async () => {
    const fake = await start();
    const embed = await call(`${fake.url}/api/embed`, { body: { model: 'nomic-embed-text', input: ['a', 'b'] } });
    expect(embed.json).toMatchObject({ model: 'nomic-embed-text', embeddings: [fakeEmbedding('a'), fakeEmbedding('b')] });
    const legacy = await call(`${fake.url}/api/embeddings`, { body: { model: 'nomic-embed-text', prompt: 'a' } });
    expect(legacy.json).toEqual({ embedding: fakeEmbedding('a') });
  });
});

describe('failures', () => {
  it("answers a model that is not pulled with 404, a missing model with 400, and a full queue with 503 'server busy'", async () => {
    const fake = await start({ models: ['llama3.2'], handler: () => ({ fail: 'rate-limit' }) });
    expect(await chat(fake, { model: 'nope' })).toMatchObject({ status: 404, json: { error: "model 'nope' not found" } });
    expect(await chat(fake, { model: '' })).toMatchObject({ status: 400, json: { error: 'model is required' } });
    const busy = await chat(fake, {});
    expect([busy.status, field(busy.json, 'error')]).toEqual([503, 'server busy, please try again.  maximum pending requests exceeded']);
  });

  it('wants a bearer key only when one is set, as ollama.com does', async () => {
    const open = await start();
    expect((await chat(open, {})).status).toBe(200);
    await open.close();
    const fake = await start({ apiKey: 'cloud-key' });
    expect(await chat(fake, {})).toMatchObject({ status: 401, json: { error: 'unauthorized' } });
    expect((await chat(fake, {}, { authorization: 'Bearer cloud-key' })).status).toBe(200);
  });
});
