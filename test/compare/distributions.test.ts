// The distribution functions behind the gate's intervals: values checked by
// hand (closed forms) or quoted from R (qnorm, qt, binom.test), and the
// oracle's t quantiles (scripts/gate-stats-oracle.py integrates the density).
import { describe, expect, it } from 'vitest';
import {
  betaQuantile,
  logGamma,
  normalCdf,
  normalQuantile,
  regularizedBeta,
  regularizedGammaP,
  studentTQuantile,
} from '../../src/compare/distributions.js';
import { oracle } from './gate-stats-oracle.js';

describe('logGamma', () => {
  it('matches the closed forms: Γ(1/2) = √π, Γ(10) = 9!, Γ(1) = 1', () => {
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
    expect(logGamma(1)).toBeCloseTo(0, 14);
    // Below 1/2 by reflection: Γ(0.25) = 3.625609908221908...
    expect(logGamma(0.25)).toBeCloseTo(Math.log(3.625609908221908), 12);
  });

  it('refuses x <= 0', () => {
    expect(() => logGamma(0)).toThrow(RangeError);
  });
});

describe('regularized beta and gamma', () => {
  it('I_0.3(2, 5) = 1 - (0.7^6 + 6 x 0.3 x 0.7^5) = 0.579825 (the binomial tail)', () => {
    expect(regularizedBeta(0.3, 2, 5)).toBeCloseTo(0.579825, 13);
    expect(regularizedBeta(0.9, 2, 5)).toBeCloseTo(1 - (0.1 ** 6 + 6 * 0.9 * 0.1 ** 5), 13);
  });

  it('P(3, 2) = 1 - 5 e^-2 (the Poisson tail), on both sides of its switch', () => {
    expect(regularizedGammaP(3, 2)).toBeCloseTo(1 - 5 * Math.exp(-2), 14);
    expect(regularizedGammaP(1, 7)).toBeCloseTo(1 - Math.exp(-7), 14);
  });
});

describe('normal', () => {
  it('gives R qnorm and pnorm values', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 9);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 13);
    expect(normalCdf(-8)).toBeCloseTo(6.22096057427178e-16, 25);
  });

  it('refuses probabilities of 0 or 1', () => {
    expect(() => normalQuantile(1)).toThrow(/strictly between 0 and 1/);
  });
});

describe('studentTQuantile', () => {
  it('gives R qt values', () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.70620473617471, 10);
    expect(studentTQuantile(0.975, 9)).toBeCloseTo(2.262157162798205, 11);
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.042272456301238, 11);
    expect(studentTQuantile(0.025, 30)).toBeCloseTo(-2.042272456301238, 11);
    expect(studentTQuantile(0.975, Infinity)).toBe(normalQuantile(0.975));
    expect(studentTQuantile(0.975, 1e6)).toBeCloseTo(1.959966356923, 9);
  });

  it.each(oracle.t_quantiles.map((t) => [t.input[0], t.input[1], t.quantile]))('p=%f df=%f matches the oracle (%f)', (p, df, q) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(q, 8);
  });
});

describe('betaQuantile', () => {
  it('gives the Clopper-Pearson bounds of 5 of 10 (R binom.test: 0.187086 to 0.812914)', () => {
    expect(betaQuantile(0.025, 5, 6)).toBeCloseTo(0.1870860284474, 11);
    expect(betaQuantile(0.975, 6, 5)).toBeCloseTo(0.8129139715526, 11);
  });

  it('is the inverse of regularizedBeta', () => {
    for (const [p, a, b] of [
      [0.3, 0.4, 7],
      [0.001, 3.5, 0.2],
      [0.999, 200, 2],
    ] as const) {
      expect(regularizedBeta(betaQuantile(p, a, b), a, b)).toBeCloseTo(p, 11);
    }
  });
});
