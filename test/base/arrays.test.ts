import { describe, expect, it } from 'vitest';
import { appendAll, maxOf, minOf } from '../../src/base/arrays.js';

// Past V8's limit on call arguments: a spread of this many items throws RangeError.
const LONG = 200_000;

describe('array helpers that hold at any length', () => {
  it('the length is past what a spread into a call takes (so the tests below mean something)', () => {
    const long = Array.from({ length: LONG }, (_, i) => i);
    expect(() => Math.max(...long)).toThrow(RangeError);
    expect(() => [].push(...(long as never[]))).toThrow(RangeError);
  });

  it('appendAll appends every item in order, at any length, and returns the target', () => {
    const target = ['a'];
    const long = Array.from({ length: LONG }, (_, i) => `x${i}`);
    expect(appendAll(target, long)).toBe(target);
    expect(target).toHaveLength(LONG + 1);
    expect(target[1]).toBe('x0');
    expect(target.at(-1)).toBe(`x${LONG - 1}`);
    expect(appendAll([1], new Set([2, 3]))).toEqual([1, 2, 3]);
  });

  it('maxOf and minOf find the extremes of a long list', () => {
    const long = Array.from({ length: LONG }, (_, i) => (i * 7919) % LONG);
    long[123_456] = LONG + 5;
    long[77] = -3;
    expect(maxOf(long)).toBe(LONG + 5);
    expect(minOf(long)).toBe(-3);
  });

  it('say what Math.max and Math.min say on the edge cases', () => {
    for (const values of [[], [1], [0, -0], [-0, 0], [-0], [3, NaN, 1], [-Infinity], [2.5, 2.5]]) {
      expect(Object.is(maxOf(values), Math.max(...values)), `max ${String(values)}`).toBe(true);
      expect(Object.is(minOf(values), Math.min(...values)), `min ${String(values)}`).toBe(true);
    }
  });
});
