// The targets, asserted on a smaller run of bench/gate-sim.mjs's
// simulation (test/fakes/gate-sim.ts) with src/'s modules, beside today's
// rules, which miss them: a change that breaks a target fails here.
import { describe, expect, it } from 'vitest';
import * as decision from '../../src/compare/change-decision.js';
import * as paired from '../../src/compare/paired-interval.js';
import * as rate from '../../src/compare/pass-rate-interval.js';
import * as confirm from '../../src/compare/sequential-confirm.js';
import * as stats from '../../src/compare/stats.js';
import { bindStatistics, confirmationRates, decisionRates, plannedMixture } from '../fakes/gate-sim.js';
import { changeCoverage, exactChangeCoverage, exactPassRateCoverage, passRateCoverage } from '../fakes/gate-sim-coverage.js';

const gate = bindStatistics({ ...confirm, ...paired, ...rate, ...decision, ...stats });
const grid = { rates: [0.5, 0.7, 0.9, 0.99], drops: [0, 0.05, 0.2], correlations: [0, 0.5, 0.9], iccs: [0, 0.7] };

describe('confirming a failure (default settings)', () => {
  it('blocks a case at 50% at least 90% of the time, over 1000 seeded runs; today blocks it 1 time in 4', () => {
    const r = confirmationRates(gate, 0.5, 1000, 1);
    expect(r.blocked).toBeGreaterThanOrEqual(0.9);
    expect(r.meanReruns).toBeLessThan(6);
    expect(r.todayBlocked).toBeLessThan(0.3);
  });

  it('does not block a case at 95% at least 90% of the time', () => {
    const r = confirmationRates(gate, 0.95, 1000, 2);
    expect(1 - r.blocked).toBeGreaterThanOrEqual(0.9);
    expect(r.meanReruns).toBeLessThan(7);
  });
});

describe("the change's interval", () => {
  it.each([5, 10, 20, 50])('covers at least 93 percent everywhere on the grid at n = %i without clusters (exact); today does not', (n) => {
    const { now, today } = exactChangeCoverage(gate, n, grid);
    expect(now.min).toBeGreaterThanOrEqual(0.93);
    expect(today.min).toBeLessThan(0.93);
  });

  it.each([20, 50])('stays inside [-1, 1] and covers in clusters of 5 at n = %i (simulated: no point clearly under 93 percent)', (n) => {
    const { now, today } = changeCoverage(gate, { n, clusterSize: 5, grid, reps: 100, seed: n });
    expect(now.clearlyBelow).toBe(0);
    expect(now.outside).toBe(0);
    expect(now.mean).toBeGreaterThanOrEqual(0.95);
    expect(today.clearlyBelow).toBeGreaterThan(0);
  });
});

describe("the pass rate's interval", () => {
  it.each([5, 10, 20, 50, 200])('covers at least 93 percent at n = %i (exact)', (n) => {
    expect(exactPassRateCoverage(gate, n, [0.5, 0.7, 0.9, 0.95, 0.99]).now.min).toBeGreaterThanOrEqual(0.93);
  });

  it('Wilson misses it at 10 cases and a true 99%', () => {
    expect(exactPassRateCoverage(gate, 10, [0.99]).today.min).toBeLessThan(0.93);
  });

  it('covers in clusters of 5 at n = 50 (simulated)', () => {
    const { now } = passRateCoverage(gate, { n: 50, clusterSize: 5, rates: [0.5, 0.9, 0.99], iccs: [0, 0.7], reps: 200, seed: 5 });
    expect(now.clearlyBelow).toBe(0);
  });
});

describe('the max_drop rule on 200 paired cases (max_drop 6 points, seed 004’s noise)', () => {
  it('blocks at most 5% of the time under no change', () => {
    expect(decisionRates(gate, { n: 200, maxDrop: 0.06, mixture: plannedMixture(0), extraCalls: 0, runs: 400, seed: 1 }).blocked).toBeLessThanOrEqual(
      0.05,
    );
  });

  it('blocks at least 80% of the time under a drop of twice max_drop', () => {
    expect(
      decisionRates(gate, { n: 200, maxDrop: 0.06, mixture: plannedMixture(0.12), extraCalls: 0, runs: 200, seed: 2 }).blocked,
    ).toBeGreaterThanOrEqual(0.8);
  });

  it('buying trials keeps the wrong-pass rate at a drop of exactly max_drop near 2.5%', () => {
    const r = decisionRates(gate, {
      n: 50,
      maxDrop: 0.15,
      mixture: [{ share: 1, baseline: 0.8, current: 0.65 }],
      extraCalls: 200,
      runs: 400,
      seed: 3,
      baselineSamples: 5,
    });
    expect(r.passed).toBeLessThanOrEqual(0.05);
    expect(r.meanExtraCalls).toBeGreaterThan(0);
  });
});
