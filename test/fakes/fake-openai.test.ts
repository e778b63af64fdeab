// The fake OpenAI API speaks the documented wire format, checked here with plain
// fetch: auth, Chat Completions, streaming, Responses, Embeddings, Files and
// Batches, and the failures.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEmbedding } from './bedrock.js';
import { failFirst, type FakeLlmHandler } from './llm-server.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions } from './openai.js';
import { call, field, sseData, truncatedRead } from './fetch.js';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (options: FakeOpenAIOptions = {}) => (server = await startFakeOpenAI(options));
const auth = { authorization: 'Bearer test-key' };
const chat = (fake: FakeOpenAI, body: Record<string, unknown>, headers: Record<string, string> = auth) =>
  call(`${fake.baseURL}/chat/completions`, { headers, body: { model: 'gpt-4o-mini', ...body } });
const ask = (content: string) => ({ messages: [{ role: 'user', content }] });

describe('auth', () => {
  it('refuses a request without a bearer key, or with a wrong one, with the 401 body OpenAI sends', async () => {
    const fake = await start();
    const missing = await chat(fake, ask('x'), {});
    expect(missing.status).toBe(401);
    expect(field(missing.json, 'error', 'type')).toBe('invalid_request_error');
    expect(field(missing.json, 'error', 'message')).toMatch(/didn't provide an API key/);
    const wrong = await chat(fake, ask('x'), { authorization: 'Bearer sk-proj-secret-abcd' });
    expect(wrong.status).toBe(401);
    expect(field(wrong.json, 'error', 'code')).toBe('invalid_api_key');
    expect(wrong.text).not.toContain('secret');
    // Refused requests are recorded too, headers included.
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer sk-proj-secret-abcd']);
  });
});

describe('chat completions', () => {
  it('answers with a chat.completion and records the request', async () => {
    const fake = await start({
      handler: ({ prompt }) => ({ text: `echo: ${prompt}`, usage: { input: 12, output: 3, cachedInput: 8, reasoning: 1 } }),
    });
    const reply = await chat(fake, { ...ask('hi'), temperature: 0, seed: 7, stop: ['END'], response_format: { type: 'json_object' } });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'echo: hi' }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: 12,
        completion_tokens: 3,
        total_tokens: 15,
        prompt_tokens_details: { cached_tokens: 8 },
        completion_tokens_details: { reasoning_tokens: 1 },
      },
    });
    expect(reply.headers.get('x-request-id')).toBe('req_fake0');
    const [request] = fake.requests;
    expect(request).toMatchObject({ operation: 'chat', model: 'gpt-4o-mini', prompt: 'hi', path: '/v1/chat/completions' });
    expect(request?.body).toMatchObject({ temperature: 0, seed: 7, stop: ['END'] });
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('returns tool calls with JSON-string arguments, and sees the tool results of the next turn', async () => {
    const handler: FakeLlmHandler = (r) =>
      r.toolResults.length ? { text: `got ${r.toolResults[0]?.content ?? ''}` } : { toolCalls: [{ name: 'lookup', input: { city: 'Paris' } }] };
    const fake = await start({ handler });
    const first = await chat(fake, ask('weather?'));
    expect(field(first.json, 'choices', 0, 'finish_reason')).toBe('tool_calls');
    const toolCall = field(first.json, 'choices', 0, 'message', 'tool_calls', 0) as {
      id: string;
      type: string;
      function: { name: string; arguments: string };
    };
    expect(toolCall.type).toBe('function');
    expect(JSON.parse(toolCall.function.arguments)).toEqual({ city: 'Paris' });
    expect(field(first.json, 'choices', 0, 'message', 'content')).toBeNull();
    const messages = [
      ...ask('weather?').messages,
      field(first.json, 'choices', 0, 'message'),
      { role: 'tool', tool_call_id: toolCall.id, content: 'sunny' },
    ];
    const second = await chat(fake, { messages });
    expect(field(second.json, 'choices', 0, 'message', 'content')).toBe('got sunny');
    expect(fake.requests[1]?.toolResults).toEqual([{ id: toolCall.id, content: 'sunny' }]);
  });

  it('says why it stopped as OpenAI does', async () => {
    const fake = await start({ handler: ({ prompt }) => ({ text: 'x', stop: prompt as 'length' | 'filtered' }) });
    expect(field((await chat(fake, ask('length'))).json, 'choices', 0, 'finish_reason')).toBe('length');
    expect(field((await chat(fake, ask('filtered'))).json, 'choices', 0, 'finish_reason')).toBe('content_filter');
  });

  it('streams chat.completion.chunk events ending in [DONE], with usage when asked', async () => {
    const fake = await start({ handler: () => ({ text: 'hello world', toolCalls: [{ id: 'call_1', name: 'f', input: {} }] }) });
    const reply = await chat(fake, { ...ask('x'), stream: true, stream_options: { include_usage: true } });
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    const events = sseData(reply.text);
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1) as Record<string, unknown>[];
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((c) => field(c, 'choices', 0, 'delta', 'content') ?? '').join('')).toBe('hello world');
    expect(chunks.map((c) => field(c, 'choices', 0, 'finish_reason')).filter(Boolean)).toEqual(['tool_calls']);
    expect(
      field(
        chunks.find((c) => field(c, 'choices', 0, 'delta', 'tool_calls')),
        'choices',
        0,
        'delta',
        'tool_calls',
        0,
        'function',
        'name',
      ),
    ).toBe('f');
    expect(field(chunks.at(-1), 'usage', 'total_tokens')).toBe(15);
  });
});

describe('responses API', () => {
  it('answers with output items (message, function_call) and reads function_call_output back', async () => {
    const handler: FakeLlmHandler = (r) =>
      r.toolResults.length
        ? { text: `got ${r.toolResults[0]?.content ?? ''}` }
        : { text: 'calling', toolCalls: [{ id: 'call_9', name: 'lookup', input: { q: 1 } }] };
    const fake = await start({ handler });
    const url = `${fake.baseURL}/responses`;
    const first = await call(url, { headers: auth, body: { model: 'gpt-5-mini', input: 'find it', instructions: 'be brief' } });
    expect(first.json).toMatchObject({
      object: 'response',
      status: 'completed',
      model: 'gpt-5-mini',
      instructions: 'be brief',
      output: [
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'calling' }] },
        { type: 'function_call', call_id: 'call_9', name: 'lookup', arguments: '{"q":1}' },
      ],
      usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15, input_tokens_details: { cached_tokens: 0 } },
    });
    const second = await call(url, {
      headers: auth,
      body: {
        model: 'gpt-5-mini',
        input: [
          { role: 'user', content: 'find it' },
          { type: 'function_call_output', call_id: 'call_9', output: 'found' },
        ],
      },
    });
    expect(field(second.json, 'output', 0, 'content', 0, 'text')).toBe('got found');
    expect(fake.requests[1]).toMatchObject({ operation: 'responses', prompt: 'find it', toolResults: [{ id: 'call_9', content: 'found' }] });
  });

  it('reports a length stop as an incomplete response', async () => {
    const fake = await start({ handler: () => ({ text: 'cut', stop: 'length' }) });
    const reply = await call(`${fake.baseURL}/responses`, { headers: auth, body: { model: 'm', input: 'x' } });
    expect(reply.json).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } });
  });
});

describe('embeddings', () => {
  it('answers float vectors, or base64 float32 when asked, with usage', async () => {
    const fake = await start();
    const url = `${fake.baseURL}/embeddings`;
    const floats = await call(url, { headers: auth, body: { model: 'text-embedding-3-small', input: ['refund policy', 'shipping'] } });
    expect(floats.json).toMatchObject({ object: 'list', model: 'text-embedding-3-small', data: [{ object: 'embedding', index: 0 }, { index: 1 }] });
    expect(field(floats.json, 'data', 1, 'embedding')).toEqual(fakeEmbedding('shipping'));
    expect(field(floats.json, 'usage', 'prompt_tokens')).toBe(3);
    const encoded = await call(url, { headers: auth, body: { model: 'm', input: 'refund policy', encoding_format: 'base64' } });
    const bytes = Buffer.from(String(field(encoded.json, 'data', 0, 'embedding')), 'base64');
    const decoded = Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4));
    fakeEmbedding('refund policy').forEach((x, i) => expect(decoded[i]).toBeCloseTo(x, 6));
    expect(fake.requests.map((r) => r.operation)).toEqual(['embeddings', 'embeddings']);
  });

  it('scripts vectors and failures per text', async () => {
    const fake = await start({ embed: (texts) => (texts.includes('boom') ? { fail: 'rate-limit' } : texts.map(() => [1, 0])) });
    expect(
      field((await call(`${fake.baseURL}/embeddings`, { headers: auth, body: { model: 'm', input: 'a' } })).json, 'data', 0, 'embedding'),
    ).toEqual([1, 0]);
    expect((await call(`${fake.baseURL}/embeddings`, { headers: auth, body: { model: 'm', input: 'boom' } })).status).toBe(429);
  });
});

describe('failures', () => {
  it('answers an unknown model with 404 model_not_found', async () => {
    const fake = await start({ models: ['gpt-4o-mini'] });
    const reply = await chat(fake, { ...ask('x'), model: 'gpt-nope' });
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({
      error: { message: expect.stringContaining('gpt-nope') as unknown, type: 'invalid_request_error', param: null, code: 'model_not_found' },
    });
  });

  it('throttles with 429, Retry-After, retry-after-ms and x-ratelimit-* headers', async () => {
    const fake = await start({ handler: failFirst(1, { fail: 'rate-limit', retryAfter: '2', retryAfterMs: 1500 }) });
    const limited = await chat(fake, ask('x'));
    expect(limited.status).toBe(429);
    expect(field(limited.json, 'error', 'code')).toBe('rate_limit_exceeded');
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('retry-after-ms')).toBe('1500');
    expect(limited.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset-requests')).toBe('1.5s');
    expect((await chat(fake, ask('x'))).status).toBe(200);
    expect(fake.stats).toMatchObject({ requests: 2, throttled: 1, byStatus: { 200: 1, 429: 1 } });
  });

  it('sends the server errors, a body that is not JSON, and a body cut short', async () => {
    const fake = await start({ handler: ({ prompt }) => ({ fail: prompt as 'unavailable' | 'server' | 'malformed' | 'truncated' }) });
    expect((await chat(fake, ask('unavailable'))).status).toBe(503);
    expect(field((await chat(fake, ask('server'))).json, 'error', 'type')).toBe('server_error');
    const malformed = await chat(fake, ask('malformed'));
    expect([malformed.status, malformed.headers.get('content-type'), malformed.json]).toEqual([200, 'application/json', undefined]);
    const cut = await truncatedRead(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ model: 'm', ...ask('truncated') }),
    });
    expect(cut.status).toBe(200);
    expect(cut.declared).toBeGreaterThan(100);
    expect(cut.error).toBeInstanceOf(Error);
  });

  it('answers a body that is not JSON, a missing model and an unknown path with 400 and 404', async () => {
    const fake = await start();
    expect((await call(`${fake.baseURL}/chat/completions`, { headers: auth, body: '{not json' })).status).toBe(400);
    expect(field((await chat(fake, { ...ask('x'), model: undefined })).json, 'error', 'message')).toMatch(/model parameter/);
    expect((await call(`${fake.baseURL}/nope`, { headers: auth, body: {} })).status).toBe(404);
  });

  it('adds the fixed latency to every answer', async () => {
    const fake = await start({ latencyMs: 120 });
    const started = performance.now();
    await chat(fake, ask('x'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });
});

describe('files and batches', () => {
  const upload = async (fake: FakeOpenAI, lines: unknown[]) => {
    const form = new FormData();
    form.append('purpose', 'batch');
    form.append('file', new Blob([lines.map((l) => JSON.stringify(l)).join('\n')]), 'input.jsonl');
    const reply = await call(`${fake.baseURL}/files`, { headers: auth, body: form });
    expect(reply.json).toMatchObject({ object: 'file', purpose: 'batch', filename: 'input.jsonl', status: 'processed' });
    return String(field(reply.json, 'id'));
  };
  const line = (id: string, content: string) => ({
    custom_id: id,
    method: 'POST',
    url: '/v1/chat/completions',
    body: { model: 'gpt-4o-mini', ...ask(content) },
  });
  const runBatch = async (fake: FakeOpenAI, fileId: string) => {
    const created = await call(`${fake.baseURL}/batches`, {
      headers: auth,
      body: { input_file_id: fileId, endpoint: '/v1/chat/completions', completion_window: '24h' },
    });
    const statuses = [field(created.json, 'status')];
    let batch = created.json;
    while (!['completed', 'failed', 'expired', 'cancelled'].includes(String(field(batch, 'status')))) {
      batch = (await call(`${fake.baseURL}/batches/${String(field(created.json, 'id'))}`, { headers: auth })).json;
      statuses.push(field(batch, 'status'));
    }
    return { batch, statuses };
  };
  const fileLines = async (fake: FakeOpenAI, id: unknown) =>
    (await call(`${fake.baseURL}/files/${String(id)}/content`, { headers: auth })).text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('runs each JSONL line through the handler and writes the output and error files', async () => {
    const fake = await start({
      handler: ({ prompt }) => (prompt === 'bad' ? { fail: 'bad-request', message: 'nope' } : { text: `echo: ${prompt}` }),
    });
    const fileId = await upload(fake, [line('a', 'one'), line('b', 'bad'), line('c', 'two')]);
    const { batch, statuses } = await runBatch(fake, fileId);
    expect(statuses).toEqual(['validating', 'validating', 'in_progress', 'completed']);
    expect(batch).toMatchObject({
      object: 'batch',
      endpoint: '/v1/chat/completions',
      completion_window: '24h',
      request_counts: { total: 3, completed: 2, failed: 1 },
    });
    const out = await fileLines(fake, field(batch, 'output_file_id'));
    expect(
      out.map((l) => [l.custom_id, field(l, 'response', 'status_code'), field(l, 'response', 'body', 'choices', 0, 'message', 'content')]),
    ).toEqual([
      ['a', 200, 'echo: one'],
      ['c', 200, 'echo: two'],
    ]);
    const errors = await fileLines(fake, field(batch, 'error_file_id'));
    expect(errors.map((l) => [l.custom_id, field(l, 'response', 'status_code'), field(l, 'response', 'body', 'error', 'message')])).toEqual([
      ['b', 400, 'nope'],
    ]);
    expect(fake.requests.filter((r) => r.operation === 'batch:chat').map((r) => r.customId)).toEqual(['a', 'b', 'c']);
  });

  it('ends a batch as the test scripts: expired lines go to the error file', async () => {
    const fake = await start({ batchScript: () => ({ end: 'expired', keep: (i) => i === 0 }) });
    const { batch } = await runBatch(fake, await upload(fake, [line('a', 'one'), line('b', 'two')]));
    expect(field(batch, 'status')).toBe('expired');
    const errors = await fileLines(fake, field(batch, 'error_file_id'));
    expect(errors).toEqual([
      { id: 'batch_req_fake1', custom_id: 'b', response: null, error: { code: 'batch_expired', message: expect.any(String) as unknown } },
    ]);
  });

  it('refuses a batch on a file that does not exist', async () => {
    const fake = await start();
    const reply = await call(`${fake.baseURL}/batches`, {
      headers: auth,
      body: { input_file_id: 'file-none', endpoint: '/v1/chat/completions', completion_window: '24h' },
    });
    expect(reply.status).toBe(400);
  });
});
