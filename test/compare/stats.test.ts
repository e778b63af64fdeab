import { describe, expect, it } from 'vitest';
import {
  assessPower,
  mcnemarExactP,
  minDetectableDrop,
  pairedSampleSize,
  unpairedSampleSize,
  wilsonContinuityInterval,
  wilsonInterval,
} from '../../src/compare/stats.js';
import { passAtK, passHatK } from '../../src/figures/pass-at-k.js';

// Reference values not quoted from seed 004 were computed independently with
// python3 (math.comb + fractions.Fraction for McNemar and pass@k; the seed's
// own wilson() and paired_n() formulas with statistics.NormalDist).

describe('mcnemarExactP', () => {
  it('matches the values seed 004 prints', () => {
    expect(mcnemarExactP(2, 3).toFixed(3)).toBe('1.000');
    expect(mcnemarExactP(0, 3).toFixed(3)).toBe('0.250');
  });

  it.each([
    [3, 0, 0.25],
    [1, 10, 0.01171875],
    [5, 20, 0.004077315330505371],
    [30, 60, 0.002060265680963076],
    [200, 260, 0.005883922473103979],
    [600, 700, 0.0060157938610449525],
    [0, 1, 1],
    [0, 0, 1],
  ])('b=%i c=%i gives p=%f (python math.comb)', (b, c, p) => {
    expect(mcnemarExactP(b, c)).toBeCloseTo(p, 12);
  });

  it('is symmetric and never above 1', () => {
    expect(mcnemarExactP(7, 2)).toBe(mcnemarExactP(2, 7));
    expect(mcnemarExactP(4, 4)).toBe(1);
  });

  it('rejects counts that are not counts', () => {
    expect(() => mcnemarExactP(-1, 2)).toThrow(RangeError);
    expect(() => mcnemarExactP(1.5, 2)).toThrow(/non-negative integer/);
  });
});

describe('wilsonInterval', () => {
  it('gives 0.826 to 0.945 for 90% at n=100 (seed 004)', () => {
    const w = wilsonInterval(90, 100);
    expect(w?.low.toFixed(3)).toBe('0.826');
    expect(w?.high.toFixed(3)).toBe('0.945');
  });

  it.each([
    [45, 50, 0.7863976856252035, 0.9565242350681096],
    [14, 17, 0.5897054143116588, 0.9380887336237901],
    [1, 3, 0.06149194472039632, 0.7923403991979523],
    [0, 10, 0, 0.27753279986288915],
    [10, 10, 0.7224672001371109, 1],
  ])('%i/%i -> [%f, %f]', (k, n, low, high) => {
    const w = wilsonInterval(k, n);
    expect(w?.low).toBeCloseTo(low, 12);
    expect(w?.high).toBeCloseTo(high, 12);
  });

  it('stays inside [0, 1] and is null with nothing measured', () => {
    const w = wilsonInterval(0, 10);
    expect(w?.low).toBeGreaterThanOrEqual(0);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(5, 4)).toThrow(/exceeds/);
  });
});

describe('pass@k and pass^k (unbiased, n trials with c passes)', () => {
  it.each([
    [5, 3, 1, 0.6, 0.6],
    [5, 3, 2, 0.9, 0.3],
    [5, 3, 3, 1, 0.1],
    [10, 7, 4, 1, 0.16666666666666666],
    [8, 8, 8, 1, 1],
    [8, 0, 3, 0, 0],
    [200, 150, 20, 0.9999999999999708, 0.00225052084330242],
  ])('n=%i c=%i k=%i', (n, c, k, at, hat) => {
    expect(passAtK(n, c, k)).toBeCloseTo(at, 12);
    expect(passHatK(n, c, k)).toBeCloseTo(hat, 12);
  });

  it('rejects k outside 1..n', () => {
    expect(() => passAtK(3, 1, 4)).toThrow(/k must be/);
    expect(() => passHatK(3, 4, 2)).toThrow(/exceed/);
  });
});

describe('sample size (seed 004 planning table)', () => {
  it.each([
    [0.1, 199, 100],
    [0.05, 686, 249],
    [0.03, 1774, 521],
    [0.02, 3841, 979],
  ])('a drop of %f from 90%%: %i per arm unpaired, %i paired', (drop, unpaired, paired) => {
    expect(unpairedSampleSize(0.9, 0.9 - drop)).toBe(unpaired);
    expect(pairedSampleSize(drop)).toBe(paired);
  });

  it.each([
    [17, 0.4291448521711861],
    [100, 0.09971800731515013],
    [280, 0.04594595300433347],
    [1000, 0.019734187236239778],
  ])('%i pairs detect drops of at least %f', (n, drop) => {
    expect(minDetectableDrop(n)).toBeCloseTo(drop, 6);
  });

  it('has no detectable drop with no pairs', () => {
    expect(minDetectableDrop(0)).toBeNull();
    expect(minDetectableDrop(1)).toBeNull();
  });
});

describe('assessPower', () => {
  it('calls a 17-case suite with a 2-case net drop underpowered, with figures', () => {
    const a = assessPower(17, 3, 1);
    expect(a.observed_drop).toBeCloseTo(2 / 17, 12);
    expect(a.flip_up).toBeCloseTo(1 / 17, 12);
    expect(a.underpowered).toBe(true);
    expect(a.required_pairs).toBeGreaterThan(17);
    expect(a.sentence).toContain('11.8 points');
    expect(a.sentence).toContain(`about ${String(a.required_pairs)} paired cases`);
  });

  it('uses the seed 1.5% flip-up floor when no case improved', () => {
    const a = assessPower(17, 2, 0);
    expect(a.flip_up).toBe(0.015);
    expect(a.required_pairs).toBe(pairedSampleSize(2 / 17, 0.015));
  });

  it('is not underpowered when the dataset is big enough for the drop', () => {
    const a = assessPower(1000, 120, 10);
    expect(a.underpowered).toBe(false);
    expect(a.sentence).toMatch(/within what 1000 paired cases can detect/);
  });

  it('says nothing dropped when the pass rate rose (seed 004: 2 vs 3)', () => {
    const a = assessPower(17, 2, 3);
    expect(a.required_pairs).toBeNull();
    expect(a.underpowered).toBe(false);
    expect(a.sentence).toMatch(/did not drop/);
  });
});

describe('wilsonContinuityInterval: the pass-rate interval the comparison reports', () => {
  /** Exact coverage: every count of passes weighed by its binomial chance. */
  const coverage = (interval: (k: number, n: number) => { low: number; high: number } | null, n: number, p: number) => {
    let covered = 0;
    let logChoose = 0;
    for (let k = 0; k <= n; k++) {
      if (k > 0) logChoose += Math.log((n - k + 1) / k);
      const chance = Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log1p(-p));
      const i = interval(k, n);
      if (i && i.low <= p && p <= i.high) covered += chance;
    }
    return covered;
  };

  it.each([5, 10, 20, 50, 200])('covers at least 95 percent at n = %i and true rates 50 to 99 percent, where plain Wilson dips below 93', (n) => {
    const rates = [0.5, 0.7, 0.9, 0.95, 0.99];
    const corrected = Math.min(...rates.map((p) => coverage(wilsonContinuityInterval, n, p)));
    expect(corrected).toBeGreaterThanOrEqual(0.95);
    if (n === 10) expect(Math.min(...rates.map((p) => coverage(wilsonInterval, n, p)))).toBeLessThan(0.93);
  });

  it("matches Newcombe's (1998) table: 81/263 gives 0.2535 to 0.3682 (plain Wilson: 0.2553 to 0.3662)", () => {
    const w = wilsonContinuityInterval(81, 263);
    expect(w?.low).toBeCloseTo(0.2535, 4);
    expect(w?.high).toBeCloseTo(0.3682, 4);
    expect(wilsonInterval(81, 263)?.low).toBeCloseTo(0.2553, 4);
  });
});
