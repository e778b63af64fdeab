// The change's interval: Tango's score interval for independent pairs (the
// oracle, scripts/gate-stats-oracle.py, writes it as Fagerland et al.'s R
// code does, and a closed form checks it by hand), and its Rao-Scott form
// for clusters and trials; inside [-1, 1] where mean ± 1.96 SE is not.
import { describe, expect, it } from 'vitest';
import { PairedDifferences } from '../../src/compare/paired-difference.js';
import { millerInterval } from '../fakes/gate-sim.js';
import { pairedChangeInterval, tangoInterval, tangoStatistic, type PairedOutcome } from '../../src/compare/paired-interval.js';
import { input, oracle } from './gate-stats-oracle.js';

const pair = (before: number, now: number, cluster?: string): PairedOutcome => ({
  baseline: { passes: before, samples: 1 },
  current: { passes: now, samples: 1 },
  ...(cluster === undefined ? {} : { cluster }),
});

describe('tangoInterval', () => {
  it.each(oracle.tango.map((t) => [...t.input, t.interval] as const))(
    '%f dropped, %f gained of %f pairs matches the oracle',
    (dropped, gained, pairs, [low, high]) => {
      const got = tangoInterval(dropped, gained, pairs, oracle.z);
      expect(got.low).toBeCloseTo(low, 9);
      expect(got.high).toBeCloseTo(high, 9);
    },
  );

  it('no pair changed: ± z² / (n + z²), by hand', () => {
    // With no discordant pair the restricted estimate is max(0, -δ), and |T| = z solves to δ = ± z²/(n + z²).
    const z2 = oracle.z ** 2;
    expect(tangoInterval(0, 0, 5, oracle.z).high).toBeCloseTo(z2 / (5 + z2), 12);
    expect(tangoInterval(0, 0, 5, oracle.z).low).toBeCloseTo(-z2 / (5 + z2), 12);
  });

  it('the statistic is zero at the estimate and falls as δ rises', () => {
    expect(tangoStatistic(7, 1, 21, -6 / 21)).toBeCloseTo(0, 12);
    expect(tangoStatistic(7, 1, 21, -0.5)).toBeGreaterThan(tangoStatistic(7, 1, 21, -0.1));
  });

  it('refuses counts that do not fit', () => {
    expect(() => tangoInterval(3, 2, 4, 1.96)).toThrow(/0 <= dropped \+ gained <= pairs/);
    expect(() => tangoInterval(1, 0, 4, 0)).toThrow(/positive critical value/);
  });
});

describe('pairedChangeInterval', () => {
  it("the issue's 4 cases stay inside [-1, 1], where mean ± 1.96 SE printed -25 pts [-106.3, 56.3]", () => {
    const cases = [pair(1, 0), pair(1, 0), pair(0, 1), pair(1, 1)];
    expect(millerInterval(cases.map((c) => ({ d: c.current.passes - c.baseline.passes })))?.low).toBeCloseTo(-1.063, 3);
    // What the comparison records (and the summary row prints) now: Tango's interval, inside the range.
    const recorded = new PairedDifferences(4);
    for (const c of cases) recorded.add(c.current, c.baseline, undefined);
    expect(recorded.result()).toMatchObject({ mean: -0.25, method: 'tango' });
    expect(recorded.result()?.ci_low).toBeGreaterThanOrEqual(-1);
    const r = pairedChangeInterval(cases);
    expect(r).toMatchObject({ estimate: -0.25, method: 'tango', design_effect: 1, df: null, pairs: 4, clusters: 4 });
    expect(r?.low).toBeGreaterThanOrEqual(-1);
    expect(r?.high).toBeLessThanOrEqual(1);
    const [low, high] = oracle.tango.find((t) => t.input.join() === '2,1,4')?.interval ?? [];
    expect(r?.low).toBeCloseTo(low ?? NaN, 9);
    expect(r?.high).toBeCloseTo(high ?? NaN, 9);
  });

  it('no case changed is not a point: 5 unchanged cases give ± 43 points', () => {
    const r = pairedChangeInterval([pair(1, 1), pair(1, 1), pair(1, 1), pair(0, 0), pair(1, 1)]);
    expect(r?.high).toBeCloseTo(0.4345, 4);
  });

  it.each(Object.keys(input.paired))('%s: the Rao-Scott form as the oracle computes it', (name) => {
    const rows = (input.paired[name] ?? []).map((r) => ({
      baseline: { passes: r.baseline[0], samples: r.baseline[1] },
      current: { passes: r.current[0], samples: r.current[1] },
      cluster: r.cluster,
    }));
    const got = pairedChangeInterval(rows);
    const want = oracle.paired[name];
    expect(got?.method).toBe('tango-rao-scott');
    expect(got?.estimate).toBeCloseTo(want?.estimate ?? NaN, 12);
    expect(got?.design_effect).toBeCloseTo(want?.design_effect ?? NaN, 10);
    expect(got?.df).toBeCloseTo(want?.df ?? NaN, 10);
    expect(got?.clusters).toBe(want?.clusters);
    expect(got?.low).toBeCloseTo(want?.low ?? NaN, 7);
    expect(got?.high).toBeCloseTo(want?.high ?? NaN, 7);
  });

  it('one cluster is one pair: the interval spans nearly everything', () => {
    const r = pairedChangeInterval([pair(1, 0, 'x'), pair(1, 1, 'x'), pair(0, 0, 'x'), pair(1, 0, 'x')]);
    expect(r).toMatchObject({ design_effect: 4, df: 1, clusters: 1 });
    expect(r?.low).toBeLessThan(-0.95);
    expect(r?.high).toBeGreaterThan(0.9);
  });

  it('a level other than 95% widens or narrows it', () => {
    const cases = [pair(1, 0), pair(1, 0), pair(0, 1), pair(1, 1), pair(1, 1), pair(1, 1)];
    const wide = pairedChangeInterval(cases, 0.99);
    const narrow = pairedChangeInterval(cases, 0.8);
    expect((wide?.high ?? 0) - (wide?.low ?? 0)).toBeGreaterThan((narrow?.high ?? 0) - (narrow?.low ?? 0));
  });

  it('nothing paired is null; bad counts name the pair and side', () => {
    expect(pairedChangeInterval([])).toBeNull();
    expect(() => pairedChangeInterval([{ baseline: { passes: 1, samples: 1 }, current: { passes: 3, samples: 2 } }])).toThrow(
      /pair 0 \(now\): passes/,
    );
  });
});
