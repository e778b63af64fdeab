// The sequential confirmation of a failure: its plan, its verdicts counted by
// hand from the log likelihood ratio, and its exact operating characteristic
// against the oracle (scripts/gate-stats-oracle.py walks every path).
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_DEFAULTS,
  confirmationBlocks,
  confirmationCharacteristics,
  confirmationPlan,
  confirmationVerdict,
} from '../../src/compare/sequential-confirm.js';
import { oracle } from './gate-stats-oracle.js';

describe('confirmationPlan', () => {
  it('defaults: a flaky case passes at least 90%, a dropped one at most 50%, α 0.1, β 0.05, 15 re-runs', () => {
    const plan = confirmationPlan();
    expect(plan).toMatchObject({ acceptable: 0.9, alpha: 0.1, beta: 0.05, budget: 15 });
    expect(plan.dropped).toBeCloseTo(0.5, 14);
    expect(plan.upper).toBeCloseTo(Math.log(0.95 / 0.1), 14);
    expect(plan.lower).toBeCloseTo(Math.log(0.05 / 0.9), 14);
    expect(plan.passStep).toBeCloseTo(Math.log(0.5 / 0.9), 14);
    expect(plan.failStep).toBeCloseTo(Math.log(0.5 / 0.1), 14);
  });

  it("a baseline's own lower record sets p0, and p1 keeps the odds ratio of 9", () => {
    const plan = confirmationPlan({}, { passes: 7, samples: 10 });
    expect(plan.acceptable).toBe(0.7);
    expect(plan.dropped).toBeCloseTo(0.7 / (0.7 + 9 * 0.3), 14);
    // One sample, or a record above the tolerance: the tolerance.
    expect(confirmationPlan({}, { passes: 1, samples: 1 }).acceptable).toBe(0.9);
    expect(confirmationPlan({}, { passes: 10, samples: 10 }).acceptable).toBe(0.9);
  });

  it('refuses settings out of range', () => {
    expect(() => confirmationPlan({ flakyTolerance: 1 })).toThrow(/flakyTolerance must be between 0 and 1/);
    expect(() => confirmationPlan({ alpha: 0.5 })).toThrow(/alpha/);
    expect(() => confirmationPlan({ budget: 0 })).toThrow(/budget/);
    expect(() => confirmationPlan({}, { passes: 4, samples: 3 })).toThrow(/baseline passes/);
  });
});

describe('confirmationVerdict', () => {
  const plan = confirmationPlan();

  it('two failing re-runs drop it: 2 x ln 5 = 3.22 >= ln 9.5 = 2.25', () => {
    expect(confirmationVerdict(plan, 0, 1)).toBe('continue');
    expect(confirmationVerdict(plan, 0, 2)).toBe('dropped');
  });

  it('five passing re-runs excuse it: 5 x ln(5/9) = -2.94 <= ln(0.05/0.9) = -2.89; four do not', () => {
    expect(confirmationVerdict(plan, 4, 0)).toBe('continue');
    expect(confirmationVerdict(plan, 5, 0)).toBe('flaky');
  });

  it('a failure takes about three passes to undo', () => {
    expect(confirmationVerdict(plan, 7, 1)).toBe('continue');
    expect(confirmationVerdict(plan, 8, 1)).toBe('flaky');
  });

  it('the budget ends it undecided, and so does a state from which neither bound can be reached', () => {
    const small = confirmationPlan({ budget: 3 });
    expect(confirmationVerdict(small, 2, 1)).toBe('undecided');
    // After two passes (-1.18) one more re-run reaches neither -2.89 nor 2.25.
    expect(confirmationVerdict(small, 2, 0)).toBe('undecided');
    expect(confirmationVerdict(small, 1, 1)).toBe('continue');
  });

  it('refuses counts that are not counts', () => {
    expect(() => confirmationVerdict(plan, -1, 0)).toThrow(/whole numbers/);
  });
});

describe('confirmationBlocks', () => {
  it('dropped blocks, flaky does not, undecided as the workflow says', () => {
    expect(confirmationBlocks('dropped')).toBe(true);
    expect(confirmationBlocks('flaky')).toBe(false);
    expect(confirmationBlocks('undecided')).toBe(true);
    expect(confirmationBlocks('undecided', 'pass')).toBe(false);
  });
});

describe('confirmationCharacteristics', () => {
  it('at a budget of 2, by hand: dropped only by two failures, otherwise undecided', () => {
    // After a pass (-0.59) one re-run can reach neither bound: undecided at once.
    const r = confirmationCharacteristics(confirmationPlan({ budget: 2 }), 0.5);
    expect(r).toEqual({ dropped: 0.25, flaky: 0, undecided: 0.75, meanReruns: 1.5 });
  });

  it.each(oracle.confirmation.map((c) => [c.p, c] as const))('at a true pass rate of %f matches the oracle', (p, want) => {
    const got = confirmationCharacteristics(confirmationPlan(), p);
    expect(got.dropped).toBeCloseTo(want.dropped, 12);
    expect(got.flaky).toBeCloseTo(want.flaky, 12);
    expect(got.undecided).toBeCloseTo(want.undecided, 12);
    expect(got.meanReruns).toBeCloseTo(want.mean_reruns, 11);
  });

  it("meets the issue's targets with the defaults: 50% blocked >= 90%, 95% not blocked >= 90%", () => {
    const plan = confirmationPlan(CONFIRMATION_DEFAULTS);
    const half = confirmationCharacteristics(plan, 0.5);
    const good = confirmationCharacteristics(plan, 0.95);
    expect(half.dropped + half.undecided).toBeGreaterThanOrEqual(0.9);
    expect(good.flaky).toBeGreaterThanOrEqual(0.9);
  });
});
