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
    expect(() => new AdaptiveLimiter({ max: 4, growthWindows: 0 })).toThrow(/growthWindows/);
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

  it('drops the limit by one per throttled call, down to what got through', async () => {
    const limiter = new AdaptiveLimiter({ max: 10 });
    const permits = await hold(limiter, 10);
    // Seven of ten come back throttled: three got through, so three is the limit.
    for (const permit of permits.slice(0, 7)) permit.release('throttled');
    expect(limiter.limit).toBe(3);
    expect(limiter.throttled).toBe(7);
    // No new call starts while the three are still out.
    let granted = false;
    const next = limiter.acquire().then((permit) => ((granted = true), permit));
    await settle();
    expect(granted).toBe(false);
    permits[7]!.release('other');
    await settle();
    expect(granted).toBe(true);
    (await next).release();
    for (const permit of permits.slice(8)) permit.release();
  });

  it('measures a cut from the calls in flight when fewer than the limit were out', async () => {
    const limiter = new AdaptiveLimiter({ max: 16 });
    const permits = await hold(limiter, 3);
    permits[0]!.release('throttled');
    expect(limiter.limit).toBe(2);
    permits[1]!.release();
    permits[2]!.release();
  });

  it('never goes below 1 and still grants one call at a time', async () => {
    const limiter = new AdaptiveLimiter({ max: 8 });
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

  it('grows back one step per growthWindows windows of successes, never above max', async () => {
    const limiter = new AdaptiveLimiter({ max: 6, growthWindows: 2 });
    const permits = await hold(limiter, 3);
    permits[0]!.release('throttled');
    permits[1]!.release('other');
    permits[2]!.release('other');
    expect(limiter.limit).toBe(2);
    // +1/(limit * 2) per success: four successes at limit 2 make one step.
    for (let i = 0; i < 3; i += 1) (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(2);
    (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(3);
    for (let i = 0; i < 200; i += 1) (await limiter.acquire()).release('success');
    expect(limiter.limit).toBe(6);
  });

  it('leaves the limit alone for errors that are not throttling', async () => {
    const limiter = new AdaptiveLimiter({ max: 5 });
    for (let i = 0; i < 10; i += 1) (await limiter.acquire()).release('other');
    expect(limiter.limit).toBe(5);
    expect(limiter.throttled).toBe(0);
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

  it("holds every slot for a service's wait, then serves the calls it refused before the fresh ones", async () => {
    const limiter = new AdaptiveLimiter({ max: 4 });
    const order: string[] = [];
    limiter.holdFor(40);
    expect(limiter.held).toBe(true);
    const fresh = limiter.acquire().then((permit) => (order.push('fresh'), permit));
    const retried = limiter.acquire({ retry: true }).then((permit) => (order.push('retry 1'), permit));
    const retriedLater = limiter.acquire({ retry: true }).then((permit) => (order.push('retry 2'), permit));
    await new Promise((resolve) => setTimeout(resolve, 15));
    // A shorter hold does not end the longer one.
    limiter.holdFor(1);
    await settle();
    expect(order).toEqual([]);
    expect(limiter.inFlight).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(order).toEqual(['retry 1', 'retry 2', 'fresh']);
    expect(limiter.held).toBe(false);
    for (const permit of await Promise.all([fresh, retried, retriedLater])) permit.release('success');
    expect(limiter.inFlight).toBe(0);
  });
});
