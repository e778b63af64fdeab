// The fake model APIs' shared helpers, called directly: the tests elsewhere trust them.
import { describe, expect, it, vi } from 'vitest';
import { failFirst, quota, sequence, type FakeLlmRequest, type FakeReply } from './llm-server.js';
import { startFakeOpenAI } from './openai.js';

const request = (index: number): FakeLlmRequest => ({
  index,
  at: 0,
  method: 'POST',
  path: '/v1/chat/completions',
  query: {},
  headers: {},
  body: {},
  operation: 'chat',
  model: 'm',
  prompt: `q${index}`,
  toolResults: [],
});
const status = (reply: FakeReply) => ('fail' in reply ? reply.fail : 'ok');

describe('reply helpers', () => {
  it('quota admits a burst, then one request per 1/perSecond, and says when the next token comes', async () => {
    let now = 0;
    const handler = quota({ perSecond: 10, burst: 2, now: () => now }, () => ({ text: 'ok' }));
    const first = await Promise.all([0, 1, 2].map(async (i) => handler(request(i))));
    expect(first.map(status)).toEqual(['ok', 'ok', 'rate-limit']);
    expect(first[2]).toEqual({ fail: 'rate-limit', retryAfter: '1', retryAfterMs: 100 });
    now = 60; // 0.6 of a token: 40 ms to wait
    expect(await handler(request(3))).toMatchObject({ retryAfterMs: 40 });
    now = 100;
    expect(status(await handler(request(4)))).toBe('ok');
    now = 10_000; // refills to the burst, not beyond
    expect((await Promise.all([5, 6, 7].map(async (i) => handler(request(i))))).map(status)).toEqual(['ok', 'ok', 'rate-limit']);
  });

  it('failFirst fails exactly N requests; sequence answers in order and repeats the last', async () => {
    const failing = failFirst(2, { fail: 'overloaded' }, () => ({ text: 'ok' }));
    expect((await Promise.all([0, 1, 2, 3].map(async (i) => failing(request(i))))).map(status)).toEqual(['overloaded', 'overloaded', 'ok', 'ok']);
    const scripted = sequence({ text: 'a' }, { fail: 'server' }, { text: 'c' });
    expect((await Promise.all([0, 1, 2, 3].map(async (i) => scripted(request(i))))).map((r) => ('text' in r ? r.text : status(r)))).toEqual([
      'a',
      'server',
      'c',
      'c',
    ]);
  });
});

describe('server', () => {
  it('counts but does not keep requests when recording is off, and tracks requests in flight', async () => {
    const fake = await startFakeOpenAI({ record: false, latencyMs: 50 });
    const ask = () =>
      fetch(`${fake.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { authorization: 'Bearer test-key' },
        body: JSON.stringify({ model: 'm', messages: [] }),
      });
    await Promise.all([ask(), ask(), ask()]);
    expect(fake.requests).toEqual([]);
    expect(fake.stats).toMatchObject({ requests: 3, inFlight: 0, maxInFlight: 3, byModel: { m: 3 }, byStatus: { 200: 3 } });
    await fake.close();
  });

  it('closes with a reply still pending', async () => {
    const fake = await startFakeOpenAI({ handler: () => ({ text: 'late', delayMs: 60_000 }) });
    const pending = fetch(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-key' },
      body: JSON.stringify({ model: 'm', messages: [] }),
    }).catch(() => 'closed');
    await vi.waitFor(() => {
      expect(fake.stats.inFlight).toBe(1);
    });
    await fake.close();
    expect(await pending).toBe('closed');
  });
});
