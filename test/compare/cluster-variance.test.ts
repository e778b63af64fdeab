// The cluster-robust variance of a mean (CR2) and its Satterthwaite degrees of
// freedom, on docs/gate.md's worked example and by hand.
import { describe, expect, it } from 'vitest';
import { clusteredVariance } from '../../src/compare/cluster-variance.js';

describe('clusteredVariance', () => {
  it("docs/gate.md's six cases in three clusters: CR2 weighs each cluster's squared sum by 1 / (1 - 2/6)", () => {
    // Sums of deviations from -0.5: p -1, q 0, r +1; weight 1.5 each.
    const r = clusteredVariance([-1, -1, -1, 0, 0, 0], ['p', 'p', 'q', 'q', 'r', 'r']);
    expect(r.mean).toBe(-0.5);
    expect(r.variance).toBeCloseTo((1.5 * (1 + 0 + 1)) / 36, 15);
    expect(r.clusters).toBe(3);
    // Shares 1.5, 0, 1.5: (3)^2 / (2 x 1.5^2) = 2, which G - 1 = 2 also caps.
    expect(r.df).toBeCloseTo(2, 15);
  });

  it('without clusters it is the sample variance over n', () => {
    const r = clusteredVariance([1, 0, 0, 1]);
    expect(r.variance).toBeCloseTo(1 / 3 / 4, 15);
    expect(r.clusters).toBe(4);
    // Four equal shares give 4 degrees of freedom; capped at n - 1.
    expect(r.df).toBe(3);
  });

  it('a variance resting on one case has one degree of freedom', () => {
    const r = clusteredVariance([0, 0, 0, 0, 0, 0, 0, 0, 0, -1]);
    // Shares: nine of (0.1)^2 / 0.9 and one of (0.9)^2 / 0.9; (Σ)^2 / Σ² = 1.1^2 / (9 x 0.0001234.. + 0.81) = 1.49.
    const small = 0.01 / 0.9;
    const big = 0.81 / 0.9;
    expect(r.df).toBeCloseTo((9 * small + big) ** 2 / (9 * small * small + big * big), 12);
  });

  it('cases with no cluster count apart from named ones', () => {
    expect(clusteredVariance([1, 1, 0, 0], ['a', undefined, 'a', undefined]).clusters).toBe(3);
  });

  it('one cluster says nothing about how clusters vary', () => {
    const r = clusteredVariance([1, 0, 1], ['x', 'x', 'x']);
    expect(r).toEqual({ mean: 2 / 3, variance: null, clusters: 1, df: null });
  });

  it('no spread gives G - 1 degrees of freedom', () => {
    expect(clusteredVariance([1, 1, 1]).df).toBe(2);
  });

  it('refuses nothing to average and labels that do not match', () => {
    expect(() => clusteredVariance([])).toThrow(RangeError);
    expect(() => clusteredVariance([1, 2], ['a'])).toThrow(/2 values but 1 cluster labels/);
  });
});
