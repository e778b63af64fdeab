// The pass rate's interval: Clopper-Pearson for independent cases (R's
// binom.test values), Korn-Graubard for clusters and trials (the oracle,
// scripts/gate-stats-oracle.py), and where Wilson's falls short.
import { describe, expect, it } from 'vitest';
import { clopperPearson, passRateInterval } from '../../src/compare/pass-rate-interval.js';
import { wilsonInterval } from '../../src/compare/stats.js';
import { input, oracle } from './gate-stats-oracle.js';

const cases = (passed: number, total: number) => Array.from({ length: total }, (_, i) => ({ passes: i < passed ? 1 : 0, samples: 1 }));

describe('clopperPearson', () => {
  it('gives binom.test bounds: 5 of 10 is 0.187 to 0.813; 0 and 10 of 10 are (α/2)^(1/n) from the end', () => {
    const half = clopperPearson(5, 10);
    expect(half.low).toBeCloseTo(0.187086028447, 10);
    expect(half.high).toBeCloseTo(0.812913971553, 10);
    expect(clopperPearson(0, 10)).toEqual({ low: 0, high: expect.closeTo(1 - 0.025 ** (1 / 10), 11) as number });
    expect(clopperPearson(10, 10)).toEqual({ low: expect.closeTo(0.025 ** (1 / 10), 11) as number, high: 1 });
  });

  it.each(oracle.clopper_pearson.map((c) => [c.input[0], c.input[1], c.interval]))('%f of %f matches the oracle', (x, n, [low, high]) => {
    const got = clopperPearson(x, n);
    expect(got.low).toBeCloseTo(low, 7);
    expect(got.high).toBeCloseTo(high, 7);
  });
});

describe('passRateInterval', () => {
  it('independent cases of one sample: the exact interval', () => {
    const r = passRateInterval(cases(9, 10));
    expect(r).toMatchObject({ estimate: 0.9, method: 'clopper-pearson', effective_cases: 10, df: null, clusters: 10, level: 0.95 });
    expect(r?.low).toBeCloseTo(0.5549838829718, 9);
    expect(r?.high).toBeCloseTo(0.9974714214555, 9);
  });

  it('covers a 99% pass rate on 10 cases where Wilson does not: 9 of 10 passes', () => {
    // At a true 99%, 9 of 10 happens 9.1% of the time; Wilson's interval then stops at 97.9%.
    expect(wilsonInterval(9, 10)?.high).toBeLessThan(0.99);
    expect(passRateInterval(cases(9, 10))?.high).toBeGreaterThan(0.99);
  });

  it.each(Object.keys(input.pass_rate))('%s: Korn-Graubard as the oracle computes it', (name) => {
    const got = passRateInterval(input.pass_rate[name] ?? []);
    const want = oracle.pass_rate[name];
    expect(got?.method).toBe('korn-graubard');
    expect(got?.estimate).toBeCloseTo(want?.estimate ?? NaN, 12);
    expect(got?.effective_cases).toBeCloseTo(want?.effective_cases ?? NaN, 9);
    expect(got?.df).toBeCloseTo(want?.df ?? NaN, 9);
    expect(got?.clusters).toBe(want?.clusters);
    expect(got?.low).toBeCloseTo(want?.low ?? NaN, 6);
    expect(got?.high).toBeCloseTo(want?.high ?? NaN, 6);
  });

  it('one cluster is one draw: the interval is close to [0, 1]', () => {
    const r = passRateInterval([1, 0, 1].map((passes) => ({ passes, samples: 1, cluster: 'all' })));
    expect(r?.low).toBeLessThan(0.001);
    expect(r?.high).toBeGreaterThan(0.999);
  });

  it('all passing in clusters counts each cluster once: nothing says how alike their cases are', () => {
    const r = passRateInterval(Array.from({ length: 10 }, (_, i) => ({ passes: 1, samples: 1, cluster: `c${i % 5}` })));
    expect(r?.high).toBe(1);
    // 5 clusters, shrunk by (t_9 / t_4)^2 for the 4 degrees of freedom they give.
    expect(r?.effective_cases).toBeCloseTo(5 * (2.262157162798205 / 2.776445105197799) ** 2, 9);
    expect(r?.low).toBeCloseTo(0.025 ** (1 / (r?.effective_cases ?? NaN)), 9);
  });

  it('nothing to measure is null; bad counts are refused, naming the case', () => {
    expect(passRateInterval([])).toBeNull();
    expect(() => passRateInterval([{ passes: 2, samples: 1 }])).toThrow(/case 0: passes must be a whole number from 0 to samples \(1\), got 2/);
    expect(() => passRateInterval([{ passes: 0, samples: 0 }])).toThrow(/samples must be a whole number of at least 1/);
    expect(() => passRateInterval(cases(1, 2), 1)).toThrow(/confidence level/);
  });
});
