// The max_drop rule's three outcomes, its alpha-spending looks and the plan
// of which cases to sample more, by hand.
import { describe, expect, it } from 'vitest';
import { decideChange, lookLevels, plannedLooks, planTrials } from '../../src/compare/change-decision.js';
import type { PairedOutcome } from '../../src/compare/paired-interval.js';

const pairs = (dropped: number, gained: number, same: number): PairedOutcome[] => [
  ...Array.from({ length: dropped }, () => ({ baseline: { passes: 1, samples: 1 }, current: { passes: 0, samples: 1 } })),
  ...Array.from({ length: gained }, () => ({ baseline: { passes: 0, samples: 1 }, current: { passes: 1, samples: 1 } })),
  ...Array.from({ length: same }, () => ({ baseline: { passes: 1, samples: 1 }, current: { passes: 1, samples: 1 } })),
];

describe('lookLevels', () => {
  it('one look: the 95% interval; several: half of alpha first, the rest split, 5% in all', () => {
    expect(lookLevels(1)).toEqual([0.95]);
    const levels = lookLevels(3);
    expect(levels[0]).toBeCloseTo(0.975, 15);
    expect(levels[1]).toBeCloseTo(0.9875, 15);
    expect(levels.reduce((spent, level) => spent + (1 - level), 0)).toBeCloseTo(0.05, 15);
  });

  it('refuses no looks and an alpha out of range', () => {
    expect(() => lookLevels(0)).toThrow(/looks/);
    expect(() => lookLevels(2, 1)).toThrow(/alpha/);
  });
});

describe('decideChange', () => {
  it('passes when the interval lies wholly above -max_drop: 3 down and 3 up of 200 is within ± 3 points', () => {
    const d = decideChange(pairs(3, 3, 194), { maxDrop: 0.06 });
    expect(d).toMatchObject({ outcome: 'pass', final: true, blocks: false, look: 0, looks: 1 });
    expect(d?.interval.low).toBeCloseTo(-0.0302, 4);
  });

  it('blocks when it lies wholly below: 40 of 100 dropped', () => {
    expect(decideChange(pairs(40, 0, 60), { maxDrop: 0.1 })).toMatchObject({ outcome: 'block', final: true, blocks: true });
  });

  it('is inconclusive across it, and then follows on-inconclusive at the last look', () => {
    const few = pairs(2, 1, 1);
    expect(decideChange(few, { maxDrop: 0.1 })).toMatchObject({ outcome: 'inconclusive', final: true, blocks: true });
    expect(decideChange(few, { maxDrop: 0.1, onInconclusive: 'pass' })).toMatchObject({ outcome: 'inconclusive', final: true, blocks: false });
  });

  it('with looks left an inconclusive change blocks nothing yet, and its interval is the look’s', () => {
    const d = decideChange(pairs(2, 1, 1), { maxDrop: 0.1 }, { look: 0, looks: 3 });
    expect(d).toMatchObject({ outcome: 'inconclusive', final: false, blocks: false });
    expect(d?.interval.level).toBeCloseTo(0.975, 15);
  });

  it('nothing paired is null; a max_drop or look out of range is refused', () => {
    expect(decideChange([], { maxDrop: 0.1 })).toBeNull();
    expect(() => decideChange(pairs(1, 0, 1), { maxDrop: 1 })).toThrow(/maxDrop/);
    expect(() => decideChange(pairs(1, 0, 1), { maxDrop: 0.1 }, { look: 2, looks: 2 })).toThrow(/look must be from 0 to 1/);
  });
});

describe('plannedLooks and planTrials', () => {
  it('plans one look per batch of the budget, the last one partial', () => {
    expect(plannedLooks(50, 0)).toBe(1);
    expect(plannedLooks(50, 100)).toBe(3);
    expect(plannedLooks(50, 120)).toBe(4);
    expect(plannedLooks(0, 100)).toBe(1);
  });

  it('samples the pairs with the fewest samples first, ties by index, whatever their outcomes', () => {
    const cases = pairs(2, 1, 2);
    (cases[1] as PairedOutcome).current.samples = 2;
    (cases[3] as PairedOutcome).current.samples = 3;
    expect(planTrials(cases, 10)).toEqual([0, 2, 4, 1, 3]);
    expect(planTrials(cases, 2)).toEqual([0, 2]);
    expect(planTrials(cases, 10, (i) => i !== 0)).toEqual([2, 4, 1, 3]);
    expect(() => planTrials(cases, -1)).toThrow(/calls/);
  });
});
