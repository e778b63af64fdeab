import { describe, expect, it } from 'vitest';
import { AdaptiveLimiter } from '../../src/run/limiter.js';
import type { Permit } from '../../src/run/limiter.js';

/** Settles pending promise callbacks so grants that can happen have happened. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function hold(limiter: AdaptiveLimiter, count: number): Promise<Permit[]> {
  return Promise.all(Array.from({ length: count }, () => limiter.acquire()));
}

describe('AdaptiveLimiter', () => {
  it('rejects a concurrency that is not a whole number >= 1', () => {
    expect(() => new AdaptiveLimiter({ max: 0 })).toThrow(/concurrency/);
    expect(() => new AdaptiveLimiter({ max: 2.5 })).toThrow(/concurrency/);
    expect(() => new AdaptiveLimiter({ max: 4, decrease: 1 })).toThrow(/decrease/);
  });

  it('grants up to max at once and queues the rest in arrival order', async () => {
    const limiter = new AdaptiveLimiter({ max: 2 });
    const first = await hold(limiter, 2);
    const order: number[] = [];
    const third = limiter.acquire().then((permit) => (order.push(3), permit));
    const fourth = limiter.acquire().then((permit) => (order.push(4), permit));
    await settle();
    expect(limiter.inFlight).toBe(2);
    expect(limiter.waiting).toBe(2);
    expect(order).toEqual([]);

    first[0]!.release('success');
    await settle();
    expect(order).toEqual([3]);
    expect(limiter.inFlight).toBe(2);

    first[1]!.release('success');
    await settle();
    expect(order).toEqual([3, 4]);
    (await third).release();
    (await fourth).release();
    expect(limiter.inFlight).toBe(0);
  });

  it('ignores a second release of one permit', async () => {
    const limiter = new AdaptiveLimiter({ max: 2 });
    const [a, b] = await hold(limiter, 2);
    a!.release();
    a!.release();
    expect(limiter.inFlight).toBe(1);
    b!.release();
    expect(limiter.inFlight).toBe(0);
  });

  it('cuts the limit once per congestion event', async () => {
    const limiter = new AdaptiveLimiter({ max: 10, decrease: 0.5 });
    const permits = await hold(limiter, 10);
    // All ten were in flight when the service started throttling: one cut, not ten.
    for (const permit of permits) permit.release('throttled');
    expect(limiter.limit).toBe(5);
    expect(limiter.throttleCuts).toBe(1);

    // A call started after the cut and throttled too: that is new evidence.
    const [late] = await hold(limiter, 1);
    late!.release('throttled');
    expect(limiter.limit).toBe(2);
    expect(limiter.throttleCuts).toBe(2);
  });

  it('never goes below 1 and still grants one call at a time', async () => {
    const limiter = new AdaptiveLimiter({ max: 8, decrease: 0.5 });
    for (let i = 0; i < 20; i += 1) (await limiter.acquire()).release('throttled');
    expect(limiter.limit).toBe(1);
    const [only] = await hold(limiter, 1);
    let second = false;
    const next = limiter.acquire().then((permit) => ((second = true), permit));
    await settle();
    expect(second).toBe(false);
    only!.release('other');
    (await next).release();
    expect(second).toBe(true);
  });

  it('holds back new calls while more are in flight than the cut limit allows', async () => {
    const limiter = new AdaptiveLimiter({ max: 4, decrease: 0.5 });
    const permits = await hold(limiter, 4);
    permits[0]!.release('throttled'); // limit 2, three still in flight
    let granted = 0;
    const waiting = [limiter.acquire(), limiter.acquire()].map((p) => p.then((permit) => (granted += 1, permit)));
    await settle();
    expect(granted).toBe(0);
    permits[1]!.release('other'); // two in flight: still at the limit
    await settle();
    expect(granted).toBe(0);
    permits[2]!.release('other'); // one in flight: one may start
    await settle();
    expect(granted).toBe(1);
    expect(limiter.inFlight).toBe(2);
    permits[3]!.release('other');
    for (const permit of await Promise.all(waiting)) permit.release();
  });

  it('grows back on success, about one per window, and never above max', async () => {
    const limiter = new AdaptiveLimiter({ max: 6, decrease: 0.5 });
    (await limiter.acquire()).release('throttled');
    expect(limiter.limit).toBe(3);
    // +1/limit per success: three successes at limit 3 make one step.
    for (let i = 0; i < 2; i += 1) (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(3);
    (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(4);
    for (let i = 0; i < 100; i += 1) (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(6);
  });

  it('leaves the limit alone for errors that are not throttling', async () => {
    const limiter = new AdaptiveLimiter({ max: 5 });
    for (let i = 0; i < 10; i += 1) (await limiter.acquire()).release('other');
    expect(limiter.limit).toBe(5);
    expect(limiter.throttleCuts).toBe(0);
  });

  it('drops a waiter whose signal aborts, with the signal reason', async () => {
    const limiter = new AdaptiveLimiter({ max: 1 });
    const [held] = await hold(limiter, 1);
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    expect(limiter.waiting).toBe(1);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(limiter.waiting).toBe(0);
    held!.release();
    expect(limiter.inFlight).toBe(0);
    await expect(limiter.acquire(controller.signal)).rejects.toThrow('stop');
  });
});
