// Confirmed regressions in the pure core: which failures get re-runs, how the
// comparison classes them once re-run, and what the gate lets pass.
import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline } from '../../src/compare/classify.js';
import { confirmationTargets, notReproduced } from '../../src/compare/confirm.js';
import { evaluateGate } from '../../src/compare/gate.js';
import type { Comparison } from '../../src/config/comparison.js';
import type { CaseResult, Confirmation, ModelResult } from '../../src/config/results.js';
import { resolveThresholds, type Thresholds } from '../../src/config/thresholds.js';
import { caseResult, resultsOf, summaryOf } from './fixtures.js';

function comparisonOf(now: CaseResult[], before: CaseResult[]): Comparison {
  const b = parseBaseline(JSON.stringify(resultsOf(before)), { datasetName: 'support-qa', datasetType: 'qa', matchBy: 'key', source: 'b.json' });
  if (!b.ok) throw new Error(b.reason);
  return compareWithBaseline(resultsOf(now), b.baseline);
}

const ranAll = () => true;
const noMustPass = () => false;
const rerun = (c: CaseResult, confirmation: Confirmation[]): CaseResult => ({ ...c, confirmation });

describe('confirmationTargets', () => {
  it('takes each regression on the model it regressed on, and nothing that still passes or was failing already', () => {
    const before = [
      caseResult('a', { m1: 'pass', m2: 'pass' }),
      caseResult('b', { m1: 'fail', m2: 'pass' }),
      caseResult('c', { m1: 'pass', m2: 'pass' }),
    ];
    const now = [
      caseResult('a', { m1: 'fail', m2: 'pass' }),
      caseResult('b', { m1: 'fail', m2: 'pass' }),
      caseResult('c', { m1: 'pass', m2: 'error' }),
    ];
    expect(confirmationTargets(now, comparisonOf(now, before), noMustPass, ranAll)).toEqual([
      { index: 0, models: ['m1'] },
      { index: 2, models: ['m2'] },
    ]);
  });

  it('takes a failing must-pass case on every model it did not pass on, with or without a baseline', () => {
    const now = [caseResult('a', { m1: 'fail', m2: 'error', m3: 'pass' }, { must_pass: true }), caseResult('b', { m1: 'fail' })];
    expect(confirmationTargets(now, null, (c) => c.must_pass === true, ranAll)).toEqual([{ index: 0, models: ['m1', 'm2'] }]);
  });

  it('leaves out a model whose trials disagree: already known flaky, it counts as a failure (as trials count it)', () => {
    const before = [caseResult('a', { m1: ['pass', 'pass'], m2: ['pass', 'pass'] })];
    const now = [caseResult('a', { m1: ['pass', 'fail'], m2: ['fail', 'fail'] })];
    expect(confirmationTargets(now, comparisonOf(now, before), noMustPass, ranAll)).toEqual([{ index: 0, models: ['m2'] }]);
    const mustNow = [caseResult('b', { m: ['fail', 'pass'] }, { must_pass: true })];
    expect(confirmationTargets(mustNow, null, (c) => c.must_pass === true, ranAll)).toEqual([]);
  });

  it('leaves out results that were never evaluated (a cap or stop-early refused them)', () => {
    const before = [caseResult('a', { m: 'pass' }), caseResult('b', { m: 'pass' })];
    const now = [caseResult('a', { m: 'fail' }), caseResult('b', { m: 'error' })];
    const ran = (r: ModelResult) => r.status !== 'error';
    expect(confirmationTargets(now, comparisonOf(now, before), noMustPass, ran)).toEqual([{ index: 0, models: ['m'] }]);
  });
});

describe('the comparison after re-runs', () => {
  const before = [caseResult('a', { m: 'pass' }), caseResult('b', { m: 'pass' }), caseResult('c', { m: 'pass' })];

  it('classes a regression that passed a re-run as flaky, one that failed every re-run as a regression, each with its re-runs', () => {
    const now = [
      rerun(caseResult('a', { m: 'fail' }), [{ model: 'm', runs: 2, passes: 1 }]),
      rerun(caseResult('b', { m: 'fail' }), [{ model: 'm', runs: 2, passes: 0 }]),
      caseResult('c', { m: 'fail' }),
    ];
    const c = comparisonOf(now, before);
    const byId = Object.fromEntries(c.cases.map((e) => [e.id, [e.classification, e.confirmation]]));
    expect(byId).toEqual({
      // Records from before the sequential test carry no verdict: any passing re-run read as flaky.
      a: ['flaky', { runs: 2, passes: 1, verdict: 'flaky' }],
      b: ['regression', { runs: 2, passes: 0, verdict: 'dropped' }],
      c: ['regression', undefined],
    });
    expect(c).toMatchObject({ regressions: 2, flaky: 1 });
  });

  it("classes a failure by the sequential test's verdict: undecided is its own class, a pass among dropped re-runs stays a regression", () => {
    const now = [
      rerun(caseResult('a', { m: 'fail' }), [{ model: 'm', runs: 2, passes: 2, verdict: 'undecided' }]),
      rerun(caseResult('b', { m: 'fail' }), [{ model: 'm', runs: 4, passes: 1, verdict: 'dropped' }]),
      rerun(caseResult('c', { m: 'fail' }), [{ model: 'm', runs: 6, passes: 5, verdict: 'flaky' }]),
    ];
    const c = comparisonOf(now, before);
    expect(c.cases.map((e) => [e.id, e.classification, e.confirmation?.verdict])).toEqual([
      ['a', 'undecided', 'undecided'],
      ['b', 'regression', 'dropped'],
      ['c', 'flaky', 'flaky'],
    ]);
    expect(c).toMatchObject({ regressions: 1, flaky: 1, undecided: 1 });
  });

  it('per model: only the model that passed its re-run is flaky', () => {
    const b2 = [caseResult('a', { m1: 'pass', m2: 'pass' })];
    const now = [
      rerun(caseResult('a', { m1: 'fail', m2: 'fail' }), [
        { model: 'm1', runs: 2, passes: 2 },
        { model: 'm2', runs: 2, passes: 0 },
      ]),
    ];
    expect(comparisonOf(now, b2).cases.map((e) => [e.model, e.classification])).toEqual([
      ['m1', 'flaky'],
      ['m2', 'regression'],
    ]);
    expect(notReproduced(now[0] as CaseResult)).toBe(false);
  });

  it('says nothing of flaky in a comparison without re-runs (older files read the same)', () => {
    const now = [caseResult('a', { m: 'fail' }), caseResult('b', { m: 'pass' }), caseResult('c', { m: 'pass' })];
    expect(comparisonOf(now, before)).not.toHaveProperty('flaky');
  });
});

describe('the gate after re-runs', () => {
  const before = Array.from({ length: 4 }, (_, i) => caseResult(`c${i}`, { m: 'pass' }, { tags: ['t'] }));
  const flakyNow = [
    rerun(caseResult('c0', { m: 'fail' }, { tags: ['t'], must_pass: true }), [{ model: 'm', runs: 2, passes: 1 }]),
    ...before.slice(1),
  ];
  const gate = (cases: CaseResult[], thresholds: Thresholds, failOnFlaky = false) =>
    evaluateGate({
      summary: summaryOf(cases),
      cases,
      thresholds: resolveThresholds({ pass_rate: 0, fail_on_regression: false, ...thresholds }),
      comparison: comparisonOf(cases, before),
      failOnFlaky,
    });

  it('lets a failure that did not reproduce pass every rule that counts cases', () => {
    for (const t of [
      { pass_rate: 1 },
      { fail_on_regression: true },
      { must_pass_tags: ['t'] },
      { tag_floors: { t: 1 } },
      { result_pass_rate: 1 },
      { max_score_drop: 0 },
    ] as Thresholds[]) {
      expect([t, gate(flakyNow, t)]).toEqual([t, { passed: true, reasons: [] }]);
    }
  });

  it('blocks on it under fail-on-flaky, naming it flaky', () => {
    expect(gate(flakyNow, { fail_on_regression: true }, true).reasons).toEqual([
      'must_pass: 1 must-pass case did not pass (c0 failed); any failure of a must-pass case blocks.',
      'fail_on_regression: 1 case that passed in the baseline now fails (c0 (flaky)); no regression is allowed.',
    ]);
    expect(gate(flakyNow, { pass_rate: 1 }, true).reasons).toEqual([
      'must_pass: 1 must-pass case did not pass (c0 failed); any failure of a must-pass case blocks.',
      'pass_rate: 75% of cases passed (3/4), below the required 100%.',
    ]);
  });

  it('blocks on an undecided failure by default, naming it, and lets it pass every rule under on-undecided: pass', () => {
    const undecided = [
      rerun(caseResult('c0', { m: 'fail' }, { tags: ['t'], must_pass: true }), [{ model: 'm', runs: 2, passes: 2, verdict: 'undecided' }]),
      ...before.slice(1),
    ];
    const gateWith = (thresholds: Thresholds, onUndecided: 'block' | 'pass') =>
      evaluateGate({
        summary: summaryOf(undecided),
        cases: undecided,
        thresholds: resolveThresholds({ pass_rate: 0, fail_on_regression: false, ...thresholds }),
        comparison: comparisonOf(undecided, before),
        onUndecided,
      });
    expect(gateWith({ fail_on_regression: true, pass_rate: 1 }, 'block').reasons).toEqual([
      'must_pass: 1 must-pass case did not pass (c0 undecided); any failure of a must-pass case blocks.',
      'fail_on_regression: 1 case that passed in the baseline now fails (c0 (undecided)); no regression is allowed.',
      'pass_rate: 75% of cases passed (3/4), below the required 100%.',
    ]);
    for (const t of [
      { pass_rate: 1 },
      { fail_on_regression: true },
      { must_pass_tags: ['t'] },
      { tag_floors: { t: 1 } },
      { result_pass_rate: 1 },
    ] as Thresholds[]) {
      expect([t, gateWith(t, 'pass')]).toEqual([t, { passed: true, reasons: [] }]);
    }
  });

  it('still blocks on a failure that held every re-run', () => {
    const held = [rerun(caseResult('c0', { m: 'fail' }, { tags: ['t'] }), [{ model: 'm', runs: 2, passes: 0 }]), ...before.slice(1)];
    expect(gate(held, { pass_rate: 1, fail_on_regression: true }).reasons).toEqual([
      'fail_on_regression: 1 case that passed in the baseline now fails (c0); no regression is allowed.',
      'pass_rate: 75% of cases passed (3/4), below the required 100%.',
    ]);
  });
});
