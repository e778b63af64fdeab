import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline } from '../../src/compare/classify.js';
import { evaluateGate, formatPct } from '../../src/compare/gate.js';
import type { CaseResult, Gate, Summary } from '../../src/config/results.js';
import { resolveThresholds, type Thresholds } from '../../src/config/thresholds.js';
import { caseResult, resultsOf, summaryOf } from './fixtures.js';
import type { Comparison } from '../../src/config/comparison.js';

// Everything off except what a test turns on, so each test sees one rule.
const permissive: Thresholds = { pass_rate: 0, fail_on_regression: false };

function run(n: number, failing: number, tags: (i: number) => string[] = () => []): CaseResult[] {
  return Array.from({ length: n }, (_, i) => caseResult(`c${i}`, { m: i < failing ? 'fail' : 'pass' }, { tags: tags(i) }));
}

function comparisonOf(now: CaseResult[], before: CaseResult[]): Comparison {
  const b = parseBaseline(JSON.stringify(resultsOf(before)), { datasetName: 'support-qa', datasetType: 'qa', matchBy: 'key', source: 'b.json' });
  if (!b.ok) throw new Error(b.reason);
  return compareWithBaseline(resultsOf(now), b.baseline);
}

function gate(cases: CaseResult[], thresholds: Thresholds, opts: { summary?: Partial<Summary>; comparison?: Comparison | null } = {}): Gate {
  return evaluateGate({
    summary: summaryOf(cases, opts.summary),
    cases,
    thresholds: resolveThresholds({ ...permissive, ...thresholds }),
    comparison: opts.comparison ?? null,
  });
}

describe('pass_rate (default 1.0)', () => {
  it('blocks by default on any failure', () => {
    const cases = run(10, 1);
    const g = evaluateGate({ summary: summaryOf(cases), cases, thresholds: resolveThresholds(null) });
    expect(g).toEqual({ passed: false, reasons: ['pass_rate: 90% of cases passed (9/10), below the required 100%.'] });
  });

  it('passes exactly at the limit and blocks just below it', () => {
    expect(gate(run(10, 1), { pass_rate: 0.9 }).passed).toBe(true);
    expect(gate(run(10, 3), { pass_rate: 0.7 }).passed).toBe(true);
    expect(gate(run(10, 2), { pass_rate: 0.9 }).reasons).toEqual(['pass_rate: 80% of cases passed (8/10), below the required 90%.']);
  });
});

describe('fail_on_regression (default true)', () => {
  const before = run(10, 0);
  const now = run(10, 1); // c0 regressed

  it('blocks on one regression, naming the case', () => {
    const g = gate(now, { fail_on_regression: true }, { comparison: comparisonOf(now, before) });
    expect(g.reasons).toEqual(['fail_on_regression: 1 case that passed in the baseline now fails (c0); no regression is allowed.']);
  });

  it('passes with no regression, when turned off, or without a baseline', () => {
    expect(gate(before, { fail_on_regression: true }, { comparison: comparisonOf(before, before) }).passed).toBe(true);
    expect(gate(now, { fail_on_regression: false }, { comparison: comparisonOf(now, before) }).passed).toBe(true);
    expect(gate(now, { fail_on_regression: true }).passed).toBe(true);
  });

  it('is on by default', () => {
    expect(resolveThresholds(null).fail_on_regression).toBe(true);
  });

  it('names the model when several models are compared', () => {
    const now2 = [caseResult('c0', { a: 'pass', b: 'fail' })];
    const g = gate(now2, { fail_on_regression: true }, { comparison: comparisonOf(now2, [caseResult('c0', { a: 'pass', b: 'pass' })]) });
    expect(g.reasons).toEqual(['fail_on_regression: 1 case/model pair that passed in the baseline now fails (c0 (b)); no regression is allowed.']);
  });

  it('caps the listed cases at a readable number and marks flaky ones', () => {
    const many = run(8, 8);
    many[0] = caseResult('c0', { m: ['pass', 'fail'] });
    const g = gate(many, { fail_on_regression: true }, { comparison: comparisonOf(many, run(8, 0)) });
    expect(g.reasons[0]).toBe(
      'fail_on_regression: 8 cases that passed in the baseline now fail (c0 (flaky), c1, c2, c3, c4 and 3 more); no regression is allowed.',
    );
  });
});

describe('max_score_drop (pass-rate drop vs the baseline)', () => {
  const before = run(20, 2); // 90%

  it('passes at exactly the allowed drop and blocks just past it', () => {
    const atLimit = run(20, 3); // 85%: 0.9 - 0.85 is 0.05000000000000004 in floats
    expect(gate(atLimit, { max_score_drop: 0.05 }, { comparison: comparisonOf(atLimit, before) }).passed).toBe(true);
    const past = run(20, 4); // 80%
    expect(gate(past, { max_score_drop: 0.05 }, { comparison: comparisonOf(past, before) }).reasons).toEqual([
      'max_score_drop: the pass rate fell by 10 points against the baseline (90% -> 80%), more than the allowed 5 points.',
    ]);
  });

  it('needs a baseline and is off by default', () => {
    expect(gate(run(20, 20), { max_score_drop: 0.05 }).passed).toBe(true);
    expect(resolveThresholds(null).max_score_drop).toBeNull();
  });
});

describe('max_cost_usd', () => {
  const cases = run(3, 0);

  it('passes at exactly the limit (even after float sums) and blocks just above', () => {
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: 1 } }).passed).toBe(true);
    expect(gate(cases, { max_cost_usd: 0.3 }, { summary: { cost_usd: 0.1 + 0.2 } }).passed).toBe(true);
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: 1.000001 } }).reasons).toEqual([
      'max_cost_usd: the run cost $1.000001, above the limit of $1.00.',
    ]);
  });

  it('blocks on an unknown cost when a limit is set, and ignores it otherwise', () => {
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: null } }).reasons).toEqual([
      "max_cost_usd: the run's cost is unknown (a model, the judge or a call has no price), so the limit of $1.00 cannot be checked.",
    ]);
    expect(gate(cases, {}, { summary: { cost_usd: null } }).passed).toBe(true);
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: 0.1, judge: { calls: 2, cost_usd: null } } }).passed).toBe(false);
  });

  it("limits models and judge together: the judge's spend counts", () => {
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: 0.6, judge: { calls: 4, cost_usd: 0.4 } } }).passed).toBe(true);
    expect(gate(cases, { max_cost_usd: 1 }, { summary: { cost_usd: 0.6, judge: { calls: 4, cost_usd: 0.5 } } }).reasons).toEqual([
      'max_cost_usd: the run cost $1.10 (models $0.60 + judge $0.50), above the limit of $1.00.',
    ]);
  });
});

describe('max_p95_latency_ms', () => {
  const cases = run(3, 0);

  it('passes at exactly the limit and blocks just above', () => {
    expect(gate(cases, { max_p95_latency_ms: 3000 }, { summary: { p95_latency_ms: 3000 } }).passed).toBe(true);
    expect(gate(cases, { max_p95_latency_ms: 3000 }, { summary: { p95_latency_ms: 3001 } }).reasons).toEqual([
      'max_p95_latency_ms: the p95 latency was 3001 ms, above the limit of 3000 ms.',
    ]);
  });

  it('does not block when no call was timed', () => {
    expect(gate(cases, { max_p95_latency_ms: 3000 }, { summary: { p95_latency_ms: null } }).passed).toBe(true);
  });
});

describe('must_pass: every case so marked, or tagged with a must_pass_tags tag, must pass', () => {
  it('blocks when a case marked must_pass fails, whatever the pass rate', () => {
    const cases = run(20, 0);
    cases[5] = caseResult('refund-approval', { m: 'fail' }, { must_pass: true });
    expect(gate(cases, { pass_rate: 0.9 }).reasons).toEqual([
      'must_pass: 1 must-pass case did not pass (refund-approval failed); any failure of a must-pass case blocks.',
    ]);
  });

  it('blocks on a case carrying a must-pass tag, including errors and flaky trials', () => {
    const cases = [
      caseResult('a', { m: 'error' }, { tags: ['critical'] }),
      caseResult('b', { m: ['pass', 'fail'] }, { tags: ['critical', 'x'] }),
      caseResult('c', { m: 'fail' }, { tags: ['x'] }),
    ];
    expect(gate(cases, { must_pass_tags: ['critical'] }).reasons).toEqual([
      'must_pass: 2 must-pass cases did not pass (a errored, b flaky); any failure of a must-pass case blocks.',
    ]);
  });

  it('passes when every must-pass case passes', () => {
    const cases = [caseResult('a', { m: 'pass' }, { must_pass: true, tags: ['critical'] }), caseResult('b', { m: 'fail' })];
    expect(gate(cases, { must_pass_tags: ['critical'] }).passed).toBe(true);
  });
});

describe("tag_floors: each tag's pass rate must reach its floor", () => {
  const tagged = (i: number) => (i < 5 ? ['billing'] : ['bug']);

  it('passes at exactly the floor and blocks just below it', () => {
    expect(gate(run(10, 1, tagged), { tag_floors: { billing: 0.8 } }).passed).toBe(true);
    expect(gate(run(10, 2, tagged), { tag_floors: { billing: 0.8, bug: 1 } }).reasons).toEqual([
      'tag_floors: tag "billing" passed 3/5 cases (60%), below its floor of 80%.',
    ]);
  });

  it('gives each tag its own sentence and ignores tags no case carries', () => {
    const cases = run(10, 10, tagged);
    expect(gate(cases, { tag_floors: { billing: 0.5, bug: 0.5, absent: 1 } }).reasons).toEqual([
      'tag_floors: tag "billing" passed 0/5 cases (0%), below its floor of 50%.',
      'tag_floors: tag "bug" passed 0/5 cases (0%), below its floor of 50%.',
    ]);
  });
});

describe('the verdict as a whole', () => {
  it('lists every blocking reason, must-pass first', () => {
    const before = run(10, 0);
    const now = run(10, 3, (i) => (i === 0 ? ['critical'] : []));
    const g = gate(
      now,
      { pass_rate: 0.9, fail_on_regression: true, must_pass_tags: ['critical'], max_cost_usd: 0.001 },
      { comparison: comparisonOf(now, before) },
    );
    expect(g.passed).toBe(false);
    expect(g.reasons.map((r) => r.split(':')[0])).toEqual(['must_pass', 'fail_on_regression', 'pass_rate', 'max_cost_usd']);
  });

  it('never blocks on statistics alone', () => {
    // 30 new failures and no new passes: McNemar p is tiny, and nothing is configured to block.
    const now = run(30, 30);
    const comparison = comparisonOf(now, run(30, 0));
    expect(comparison.mcnemar_p).toBeLessThan(1e-8);
    expect(gate(now, {}, { comparison })).toEqual({ passed: true, reasons: [] });
  });

  it('keeps formatPct exported from the gate', () => {
    expect(formatPct(0.8333)).toBe('83.3%');
    expect(formatPct(1)).toBe('100%');
  });
});

describe('require-judge (off by default)', () => {
  const cases = run(4, 0);
  const skipped = (n: number, requireJudge: 'action' | 'cli' | null) =>
    evaluateGate({ summary: summaryOf(cases, { skipped_asserts: n }), cases, thresholds: resolveThresholds(permissive), requireJudge });

  it('blocks when judged assertions were skipped, naming the options of the front end', () => {
    const g = skipped(3, 'action');
    expect(g.passed).toBe(false);
    expect(g.reasons).toEqual([
      'require-judge: 3 judged assertions were skipped because no judge model is configured; set the `judge-model` input to grade them, or turn off the `require-judge` input.',
    ]);
    const cli = skipped(1, 'cli');
    expect(cli.reasons[0]).toBe(
      'require-judge: 1 judged assertion was skipped because no judge model is configured; give --judge-model to grade it, or drop --require-judge.',
    );
  });

  it('passes when nothing was skipped, and only notes skips when not required', () => {
    expect(skipped(0, 'action').passed).toBe(true);
    expect(skipped(3, null).passed).toBe(true);
  });
});
