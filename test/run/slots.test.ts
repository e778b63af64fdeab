import { describe, expect, it } from 'vitest';
import { sideBySide, Slots } from '../../src/run/slots.js';
import { createProgressReporter } from '../../src/run/progress.js';
import type { LineWriter } from '../../src/base/log.js';

const tick = () => new Promise((r) => setImmediate(r));

/** A task that stays in flight until released, recording the peak in flight. */
function gate() {
  let inFlight = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      releases.push(() => {
        inFlight--;
        resolve();
      });
    });
  return {
    task,
    releases,
    get peak() {
      return peak;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

describe('Slots', () => {
  it('never lets more than its capacity run, across every user, first come first served', async () => {
    const slots = new Slots(3);
    const g = gate();
    const order: number[] = [];
    const all = Array.from({ length: 7 }, (_, i) =>
      slots.use(async () => {
        order.push(i);
        await g.task();
      }),
    );
    await tick();
    expect(g.inFlight).toBe(3);
    while (g.releases.length > 0) {
      g.releases.shift()?.();
      await tick();
    }
    await Promise.all(all);
    expect(g.peak).toBe(3);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(slots.inUse).toBe(0);
  });

  it('raise() lets waiting users in at once; it never shrinks the pool', async () => {
    const slots = new Slots(1);
    const g = gate();
    const all = Array.from({ length: 4 }, () => slots.use(g.task));
    await tick();
    expect(g.inFlight).toBe(1);
    slots.raise(3);
    await tick();
    expect(g.inFlight).toBe(3);
    slots.raise(2);
    expect(slots.size).toBe(3);
    while (g.releases.length > 0 || g.inFlight > 0) {
      g.releases.shift()?.();
      await tick();
    }
    await Promise.all(all);
    expect(g.peak).toBe(3);
  });

  it('frees the slot when the work throws', async () => {
    const slots = new Slots(1);
    await expect(
      slots.use(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await slots.use(async () => 'next')).toBe('next');
    expect(slots.inUse).toBe(0);
  });
});

describe('sideBySide', () => {
  it('starts every item at once and keeps the results in item order', async () => {
    const started: number[] = [];
    const results = await sideBySide([30, 10, 20], async (ms, i) => {
      started.push(i);
      await new Promise((r) => setTimeout(r, ms));
      return ms;
    });
    expect(started).toEqual([0, 1, 2]);
    expect(results).toEqual([30, 10, 20]);
  });

  it('waits for every item before throwing the first failure', async () => {
    let finished = false;
    const run = sideBySide([0, 1], async (i) => {
      if (i === 0) throw new Error('first');
      await new Promise((r) => setTimeout(r, 20));
      finished = true;
      return i;
    });
    await expect(run).rejects.toThrow('first');
    expect(finished).toBe(true);
  });
});

describe('progress of datasets running side by side (log mode)', () => {
  it('logs each dataset every tenth, not on every interleaved update', () => {
    const lines: string[] = [];
    const out: LineWriter = { isTTY: false, line: (...l) => void lines.push(...l), block: () => {}, status: () => {}, endStatus: () => {} };
    const progress = createProgressReporter(out, () => 0);
    for (let done = 1; done <= 100; done++) {
      progress.update('a', { done, total: 100, errors: 0 });
      progress.update('b', { done, total: 100, errors: 0 });
    }
    expect(lines.filter((l) => l.startsWith('a:'))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith('b:'))).toHaveLength(10);
    expect(lines.at(-1)).toBe('b: 100/100 (100%), 0 errors');
  });
});
