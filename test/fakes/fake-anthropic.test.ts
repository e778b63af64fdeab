// The fake Anthropic API: auth and version headers, the Messages body and its
// usage, tools, streaming events, the versioned refusal of sampling
// parameters, Anthropic's error bodies (529 included) and Message Batches.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicOptions } from './anthropic.js';
import type { FakeLlmHandler } from './llm-server.js';
import { call, field, sseData, sseEvents } from './fetch.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (options: FakeAnthropicOptions = {}) => (server = await startFakeAnthropic(options));
const headers = { 'x-api-key': 'test-key', 'anthropic-version': '2023-06-01' };
const messages = (fake: FakeAnthropic, body: Record<string, unknown>, h: Record<string, string> = headers) =>
  call(`${fake.url}/v1/messages`, {
    headers: h,
    body: { model: 'claude-haiku-4-5', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }], ...body },
  });

describe('auth and versions', () => {
  it('takes the key as x-api-key or as a bearer token, and refuses a missing or wrong one with 401 authentication_error', async () => {
    const fake = await start();
    expect((await messages(fake, {})).status).toBe(200);
    expect((await messages(fake, {}, { authorization: 'Bearer test-key', 'anthropic-version': '2026-10-21' })).status).toBe(200);
    const missing = await messages(fake, {}, { 'anthropic-version': '2023-06-01' });
    expect([missing.status, missing.json]).toEqual([
      401,
      { type: 'error', error: { type: 'authentication_error', message: 'x-api-key header is required' }, request_id: 'req_fake' },
    ]);
    const wrong = await messages(fake, {}, { 'x-api-key': 'sk-ant-wrong', 'anthropic-version': '2023-06-01' });
    expect(field(wrong.json, 'error', 'message')).toBe('invalid x-api-key');
    // With both, x-api-key is the one that counts.
    expect((await messages(fake, {}, { 'x-api-key': 'wrong', authorization: 'Bearer test-key', 'anthropic-version': '2023-06-01' })).status).toBe(
      401,
    );
  });

  it('wants an anthropic-version header', async () => {
    const fake = await start();
    const reply = await messages(fake, {}, { 'x-api-key': 'test-key' });
    expect(reply.status).toBe(400);
    expect(field(reply.json, 'error', 'message')).toBe('anthropic-version: header is required');
  });

  it('refuses temperature, top_p and top_k from version 2026-10-21 on, and takes them on 2023-06-01', async () => {
    const fake = await start();
    const v2026 = { ...headers, 'anthropic-version': '2026-10-21' };
    for (const param of ['temperature', 'top_p', 'top_k']) {
      const reply = await messages(fake, { [param]: param === 'top_k' ? 5 : 1 }, v2026);
      expect(reply.status).toBe(400);
      expect(field(reply.json, 'error')).toEqual({ type: 'invalid_request_error', message: `${param}: Extra inputs are not permitted` });
    }
    expect((await messages(fake, { temperature: 0, top_k: 5 })).status).toBe(200);
  });

  it('refuses a body without max_tokens', async () => {
    const fake = await start();
    expect(field((await messages(fake, { max_tokens: undefined })).json, 'error', 'message')).toBe('max_tokens: Field required');
  });
});

describe('messages', () => {
  it('answers a message with usage that counts cache reads and writes apart from input_tokens', async () => {
    const fake = await start({ handler: () => ({ text: 'hello', usage: { input: 100, output: 7, cachedInput: 60, cacheWrite: 30 } }) });
    const reply = await messages(fake, { system: 'be brief' });
    expect(reply.json).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-haiku-4-5',
      content: [{ type: 'text', text: 'hello' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 7, cache_read_input_tokens: 60, cache_creation_input_tokens: 30 },
    });
    expect(reply.headers.get('request-id')).toBe('req_fake0');
    expect(fake.requests[0]).toMatchObject({
      operation: 'messages',
      model: 'claude-haiku-4-5',
      prompt: 'hi',
      headers: { 'anthropic-version': '2023-06-01' },
    });
  });

  it('says which stop sequence it stopped on, and maps the other stops', async () => {
    const fake = await start({ handler: ({ prompt }) => ({ text: 'x', stop: prompt as 'stop-sequence' | 'length' | 'filtered' }) });
    const ask = (content: string) => messages(fake, { messages: [{ role: 'user', content }], stop_sequences: ['END', 'STOP'] });
    expect(field((await ask('stop-sequence')).json, 'stop_sequence')).toBe('END');
    expect(field((await ask('length')).json, 'stop_reason')).toBe('max_tokens');
    expect(field((await ask('filtered')).json, 'stop_reason')).toBe('refusal');
  });

  it('returns tool_use blocks and reads tool_result blocks back, keeping the question as the prompt', async () => {
    const handler: FakeLlmHandler = (r) =>
      r.toolResults.length ? { text: `got ${r.toolResults[0]?.content ?? ''}` } : { toolCalls: [{ name: 'lookup', input: { city: 'Oslo' } }] };
    const fake = await start({ handler });
    const first = await messages(fake, { messages: [{ role: 'user', content: 'weather?' }] });
    expect(field(first.json, 'stop_reason')).toBe('tool_use');
    const use = field(first.json, 'content', 0) as { type: string; id: string; name: string; input: unknown };
    expect(use).toMatchObject({ type: 'tool_use', name: 'lookup', input: { city: 'Oslo' } });
    expect(use.id).toMatch(/^toolu_/);
    const turn = [
      { role: 'user', content: 'weather?' },
      { role: 'assistant', content: field(first.json, 'content') },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: use.id, content: [{ type: 'text', text: 'cold' }] }] },
    ];
    const second = await messages(fake, { messages: turn });
    expect(field(second.json, 'content', 0, 'text')).toBe('got cold');
    expect(fake.requests[1]).toMatchObject({ prompt: 'weather?', toolResults: [{ id: use.id, content: 'cold' }] });
  });

  it('streams the documented event sequence', async () => {
    const fake = await start({ handler: () => ({ text: 'hi there', toolCalls: [{ id: 'toolu_1', name: 'f', input: { a: 1 } }] }) });
    const reply = await messages(fake, { stream: true });
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    expect(sseEvents(reply.text)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = sseData(reply.text);
    expect(field(data[2], 'delta')).toEqual({ type: 'text_delta', text: 'hi there' });
    expect(field(data[5], 'delta')).toEqual({ type: 'input_json_delta', partial_json: '{"a":1}' });
    expect(field(data[7], 'delta', 'stop_reason')).toBe('tool_use');
  });
});

describe('failures', () => {
  it('answers 429 with retry-after and the anthropic-ratelimit-* headers, 529 overloaded_error, and 404 for an unknown model', async () => {
    const fake = await start({
      models: ['claude-haiku-4-5'],
      handler: ({ prompt }) => (prompt === 'limit' ? { fail: 'rate-limit', retryAfter: '7' } : { fail: 'overloaded' }),
    });
    const limited = await messages(fake, { messages: [{ role: 'user', content: 'limit' }] });
    expect([limited.status, field(limited.json, 'error', 'type')]).toEqual([429, 'rate_limit_error']);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('anthropic-ratelimit-requests-remaining')).toBe('0');
    expect(Date.parse(limited.headers.get('anthropic-ratelimit-requests-reset') ?? '')).toBeGreaterThan(Date.now());
    const overloaded = await messages(fake, { messages: [{ role: 'user', content: 'busy' }] });
    expect([overloaded.status, field(overloaded.json, 'error')]).toEqual([529, { type: 'overloaded_error', message: 'Overloaded' }]);
    const unknown = await messages(fake, { model: 'claude-nope' });
    expect([unknown.status, field(unknown.json, 'error')]).toEqual([404, { type: 'not_found_error', message: 'model: claude-nope' }]);
  });
});

describe('message batches', () => {
  const create = (fake: FakeAnthropic, ids: string[]) =>
    call(`${fake.url}/v1/messages/batches`, {
      headers,
      body: {
        requests: ids.map((id) => ({
          custom_id: id,
          params: { model: 'claude-haiku-4-5', max_tokens: 16, messages: [{ role: 'user', content: id }] },
        })),
      },
    });
  const poll = async (fake: FakeAnthropic, id: string) => {
    const statuses: unknown[] = [];
    let batch: unknown;
    do {
      batch = (await call(`${fake.url}/v1/messages/batches/${id}`, { headers })).json;
      statuses.push(field(batch, 'processing_status'));
    } while (field(batch, 'processing_status') !== 'ended');
    return { batch, statuses };
  };

  it('creates, polls and serves the results as JSONL, not in request order, errors and expiries included', async () => {
    const fake = await start({
      handler: ({ prompt }) => (prompt === 'bad' ? { fail: 'bad-request', message: 'nope' } : { text: `echo: ${prompt}` }),
      batchExpired: (id) => id === 'late',
    });
    const created = await create(fake, ['a', 'bad', 'late', 'b']);
    expect(created.json).toMatchObject({
      type: 'message_batch',
      processing_status: 'in_progress',
      results_url: null,
      request_counts: { processing: 4 },
    });
    const { batch, statuses } = await poll(fake, String(field(created.json, 'id')));
    expect(statuses).toEqual(['in_progress', 'ended']);
    expect(field(batch, 'request_counts')).toEqual({ processing: 0, succeeded: 2, errored: 1, canceled: 0, expired: 1 });
    const url = String(field(batch, 'results_url'));
    expect(url).toBe(`${fake.url}/v1/messages/batches/${String(field(batch, 'id'))}/results`);
    const lines = (await call(url, { headers })).text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines.map((l) => field(l, 'custom_id'))).toEqual(['b', 'late', 'bad', 'a']);
    expect(field(lines[0], 'result')).toMatchObject({ type: 'succeeded', message: { content: [{ text: 'echo: b' }] } });
    expect(field(lines[1], 'result')).toEqual({ type: 'expired' });
    expect(field(lines[2], 'result')).toEqual({
      type: 'errored',
      error: { type: 'error', error: { type: 'invalid_request_error', message: 'nope' }, request_id: 'req_fake' },
    });
    expect(fake.requests.filter((r) => r.operation === 'batch:messages').map((r) => r.customId)).toEqual(['a', 'bad', 'b']);
  });

  it('cancels a batch: its requests end as canceled', async () => {
    const fake = await start({ batchPolls: 5 });
    const id = String(field((await create(fake, ['a', 'b'])).json, 'id'));
    const canceled = await call(`${fake.url}/v1/messages/batches/${id}/cancel`, { headers, method: 'POST' });
    expect(field(canceled.json, 'processing_status')).toBe('canceling');
    const { batch } = await poll(fake, id);
    expect(field(batch, 'request_counts')).toMatchObject({ canceled: 2, succeeded: 0 });
  });

  it('refuses duplicate custom_ids and an unknown batch', async () => {
    const fake = await start();
    expect((await create(fake, ['a', 'a'])).status).toBe(400);
    expect((await call(`${fake.url}/v1/messages/batches/msgbatch_none`, { headers })).status).toBe(404);
  });
});
