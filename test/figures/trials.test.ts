import { describe, expect, it } from 'vitest';
import { combineModels, meanPassK, summarizeModels, summarizeTrials } from '../../src/figures/trials.js';
import { modelResult } from '../compare/fixtures.js';

describe('summarizeTrials', () => {
  it('counts a case whose trials disagree as flaky and failing', () => {
    const s = summarizeTrials(['pass', 'fail', 'pass']);
    expect(s).toMatchObject({ trials: 3, passes: 2, errors: 0, status: 'fail', flaky: true });
    expect(s.pass_at_k).toBe(1);
    expect(s.pass_hat_k).toBe(0);
  });

  it('passes only when every trial passed', () => {
    expect(summarizeTrials(['pass', 'pass', 'pass'])).toMatchObject({ status: 'pass', flaky: false, pass_hat_k: 1 });
  });

  it('is an error only when every trial errored, and not flaky without a pass', () => {
    expect(summarizeTrials(['error', 'error'])).toMatchObject({ status: 'error', flaky: false, pass_at_k: 0 });
    expect(summarizeTrials(['error', 'fail'])).toMatchObject({ status: 'fail', flaky: false, errors: 1 });
  });

  it('refuses an empty trial list', () => {
    expect(() => summarizeTrials([])).toThrow(/at least one trial/);
  });
});

describe('summarizeModels', () => {
  it('groups trials per model and averages their scores', () => {
    const models = summarizeModels([
      modelResult('a', 'pass', { trial: 0, score: 1 }),
      modelResult('b', 'pass', { trial: 0, score: 1 }),
      modelResult('a', 'fail', { trial: 1, score: 0.5 }),
      modelResult('b', 'pass', { trial: 1, score: 1 }),
    ]);
    expect(models.map((m) => [m.model, m.passes, m.trials, m.flaky, m.status, m.score])).toEqual([
      ['a', 1, 2, true, 'fail', 0.75],
      ['b', 2, 2, false, 'pass', 1],
    ]);
  });

  it('summarises a single trial exactly as summarizeTrials does, field for field and in order', () => {
    for (const status of ['pass', 'fail', 'error'] as const) {
      const [one] = summarizeModels([modelResult('m', status, { score: status === 'pass' ? 1 : 0.25 })]);
      const expected = { model: 'm', ...summarizeTrials([status]), score: status === 'pass' ? 1 : 0.25 };
      expect(one).toEqual(expected);
      expect(Object.keys(one ?? {})).toEqual(Object.keys(expected));
    }
  });
});

describe('combineModels', () => {
  it('passes only when every model passes; a failure outranks an error', () => {
    expect(
      combineModels([
        { status: 'pass', flaky: false },
        { status: 'pass', flaky: false },
      ]),
    ).toEqual({ status: 'pass', flaky: false });
    expect(
      combineModels([
        { status: 'error', flaky: false },
        { status: 'fail', flaky: true },
      ]),
    ).toEqual({ status: 'fail', flaky: true });
    expect(
      combineModels([
        { status: 'pass', flaky: false },
        { status: 'error', flaky: false },
      ]),
    ).toEqual({ status: 'error', flaky: false });
  });
});

describe('meanPassK', () => {
  it('averages the unbiased per-case estimates', () => {
    // case 1: 3/5 -> pass@2 0.9, pass^2 0.3; case 2: 5/5 -> 1, 1 (python math.comb)
    const m = meanPassK(
      [
        { trials: 5, passes: 3 },
        { trials: 5, passes: 5 },
      ],
      2,
    );
    expect(m?.pass_at_k).toBeCloseTo(0.95, 12);
    expect(m?.pass_hat_k).toBeCloseTo(0.65, 12);
    expect(meanPassK([], 1)).toBeNull();
  });
});
