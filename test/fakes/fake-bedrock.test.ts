// The fake's reply helpers, called directly: the tests elsewhere trust them.
import { connect } from 'node:http2';
import { describe, expect, it, vi } from 'vitest';
import { failFirst, fakeError, fixedLatency, quota, startFakeBedrock, throttling } from './bedrock.js';
import type { FakeHandler, FakeReply, FakeRequest } from './bedrock.js';

const request = (index: number): FakeRequest => ({
  modelId: 'm',
  index,
  body: { messages: [{ role: 'user', content: [{ text: `q${index}` }] }] },
});
const isThrottle = (reply: FakeReply) => 'error' in reply && reply.error.status === 429;
const ok: FakeHandler = () => ({ text: 'ok' });

describe('fake reply helpers', () => {
  it('quota admits a burst, then one request per 1/perSecond', async () => {
    let now = 0;
    const handler = quota({ perSecond: 10, burst: 2, now: () => now }, ok);
    const first = await Promise.all([0, 1, 2].map(async (i) => handler(request(i))));
    expect(first.map(isThrottle)).toEqual([false, false, true]);
    now = 50; // half a token
    expect(isThrottle(await handler(request(3)))).toBe(true);
    now = 100; // one token
    expect(isThrottle(await handler(request(4)))).toBe(false);
    expect(isThrottle(await handler(request(5)))).toBe(true);
    now = 10_000; // refills to the burst, not beyond
    const later = await Promise.all([6, 7, 8].map(async (i) => handler(request(i))));
    expect(later.map(isThrottle)).toEqual([false, false, true]);
  });

  it('failFirst fails exactly N requests, then answers', async () => {
    const handler = failFirst(2, fakeError(503, 'ServiceUnavailableException', 'down'), ok);
    const replies = await Promise.all([0, 1, 2, 3].map(async (i) => handler(request(i))));
    expect(replies.map((reply) => ('error' in reply ? reply.error.status : 200))).toEqual([503, 503, 200, 200]);
  });

  it('fixedLatency delays the echo answer by default', async () => {
    expect(await fixedLatency(25)(request(7))).toEqual({ text: 'echo: q7', delayMs: 25 });
    expect(throttling().error).toMatchObject({ status: 429, type: 'ThrottlingException' });
  });
});

describe('fake server', () => {
  it('answers unknown routes with 404 and closes with a reply still pending', async () => {
    const fake = await startFakeBedrock({ handler: () => ({ text: 'late', delayMs: 60_000 }) });
    const session = connect(fake.url);
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': path });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.on('close', () => reject(new Error('stream closed without a response')));
        stream.end('{}');
      });
    expect(await status('/nope')).toBe(404);
    const pending = status('/model/m/converse').catch(() => 'closed');
    // Wait for the request to arrive rather than for a fixed time: on a loaded machine 20 ms was not always enough.
    await vi.waitFor(() => {
      expect(fake.stats.inFlight).toBe(1);
    });
    await fake.close();
    session.destroy();
    expect(await pending).toBe('closed');
  });
});
