// Stop-early's rule, pure: cases in, the reason the verdict is decided out.
import { describe, expect, it } from 'vitest';
import { stoppedEarly, VerdictStopRule } from '../../src/app/run-features/stop-early.js';
import type { Baseline, BaselineCase } from '../../src/compare/baseline.js';
import type { CaseResult, ModelResult, Status } from '../../src/config/results.js';
import { resolveThresholds, type Thresholds } from '../../src/config/thresholds.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';
import { StopEarly, stopEarlyRefusalText } from '../../src/run/stop-rule.js';

const loaded = (id: string, extra: Partial<LoadedCase> = {}): LoadedCase => ({
  id,
  key: `key-${id}`,
  vars: {},
  line: 1,
  tags: [],
  mustPass: false,
  description: null,
  input: {},
  expected: {},
  assert: [],
  threshold: null,
  data: {},
  ...extra,
});

const modelResult = (model: string, status: Status, error: string | null = null): ModelResult => ({
  model,
  output: 'x',
  status,
  score: status === 'pass' ? 1 : 0,
  latency_ms: 1,
  usage: null,
  cost_usd: null,
  asserts: [],
  error,
});

const finished = (c: LoadedCase, statuses: Record<string, Status>): CaseResult => {
  const results = Object.entries(statuses).map(([model, status]) => modelResult(model, status));
  const status = results.every((r) => r.status === 'pass') ? 'pass' : results.some((r) => r.status === 'error') ? 'error' : 'fail';
  return { id: c.id, key: c.key, line: 1, tags: c.tags, ...(c.mustPass ? { must_pass: true } : {}), status, score: 0, results };
};

const ids = (n: number, extra: Partial<LoadedCase> = {}) => Array.from({ length: n }, (_, i) => loaded(`c${i}`, extra));
const rule = (cases: LoadedCase[], thresholds: Thresholds = {}, baseline: Baseline | null = null) =>
  new VerdictStopRule(cases, resolveThresholds({ pass_rate: 0, ...thresholds }), baseline);

const baselineOf = (entries: Partial<BaselineCase>[], matchBy: Baseline['match_by'] = 'id'): Baseline => {
  const cases = entries.map((e) => ({ id: null, key: null, tags: [], status: 'pass' as Status, score: 1, flaky: false, models: {}, ...e }));
  return {
    provenance: { format: 'results', source: 'b.json' },
    dataset: 'd',
    match_by: matchBy,
    total: cases.length,
    passed: cases.filter((c) => c.status === 'pass').length,
    pass_rate: 1,
    cases,
  };
};

describe('VerdictStopRule', () => {
  it('decides at a must-pass case that did not pass, by flag or by tag', () => {
    const [a, b, c] = [loaded('a', { mustPass: true }), loaded('b', { tags: ['core'] }), loaded('c')];
    const flagged = rule([a, b, c]);
    expect(flagged.caseFinished(finished(c, { m: 'fail' }))).toBeNull();
    expect(flagged.caseFinished(finished(a, { m: 'pass' }))).toBeNull();
    expect(flagged.caseFinished(finished(a, { m: 'error' }))).toBe('must_pass: must-pass case a errored');
    // Decided once, it stays decided.
    expect(flagged.caseFinished(finished(c, { m: 'pass' }))).toBe('must_pass: must-pass case a errored');
    expect(flagged.decision).toEqual({ reason: 'must_pass: must-pass case a errored', case: 'a' });

    const tagged = rule([a, b, c], { must_pass_tags: ['core'] });
    expect(tagged.caseFinished(finished(b, { m: 'fail' }))).toBe('must_pass: must-pass case b failed');
  });

  it('decides at a regression under fail_on_regression, per model where the baseline has models', () => {
    const cases = ids(3);
    const baseline = baselineOf([
      { id: 'c0', status: 'fail', models: { m1: { status: 'pass', score: 1, flaky: false }, m2: { status: 'fail', score: 0, flaky: false } } },
      { id: 'c1', status: 'fail' },
      { id: 'c2', status: 'pass' },
    ]);
    const r = rule(cases, {}, baseline);
    // m2 failed in the baseline too; c1 failed there.
    expect(r.caseFinished(finished(cases[0] as LoadedCase, { m1: 'pass', m2: 'fail' }))).toBeNull();
    expect(r.caseFinished(finished(cases[1] as LoadedCase, { m1: 'fail', m2: 'fail' }))).toBeNull();
    expect(r.caseFinished(finished(cases[2] as LoadedCase, { m1: 'pass', m2: 'fail' }))).toBe(
      'fail_on_regression: case c2 passed in the baseline and now fails on m2',
    );
    expect(rule(cases, { fail_on_regression: false }, baseline).caseFinished(finished(cases[2] as LoadedCase, { m: 'fail' }))).toBeNull();
  });

  it('pairs by key when the baseline does, and leaves ids met twice to the gate', () => {
    const [x, y] = [loaded('x', { key: 'k1' }), loaded('y', { key: 'k2' })];
    const byKey = rule([x, y], {}, baselineOf([{ key: 'k1' }, { key: 'k2' }, { key: 'k2' }], 'key'));
    expect(byKey.caseFinished(finished(y, { m: 'fail' }))).toBeNull();
    expect(byKey.caseFinished(finished(x, { m: 'fail' }))).toBe('fail_on_regression: case x passed in the baseline and now fails');
  });

  it('decides once the pass rate is out of reach, not before', () => {
    const cases = ids(10);
    const r = rule(cases, { pass_rate: 0.8 });
    expect(r.caseFinished(finished(cases[0] as LoadedCase, { m: 'fail' }))).toBeNull();
    expect(r.caseFinished(finished(cases[1] as LoadedCase, { m: 'pass' }))).toBeNull();
    // 8 of 10 can still pass: exactly the floor.
    expect(r.caseFinished(finished(cases[2] as LoadedCase, { m: 'error' }))).toBeNull();
    expect(r.caseFinished(finished(cases[3] as LoadedCase, { m: 'fail' }))).toBe(
      'pass_rate: 3 of 10 cases did not pass, so at most 70% can, below the required 80%',
    );
  });

  it('decides once a tag floor is out of reach, counting only that tag', () => {
    const tagged = ids(4, { tags: ['math'] });
    const other = loaded('other');
    const r = rule([...tagged, other], { tag_floors: { math: 0.75, unused: 1 } });
    expect(r.caseFinished(finished(other, { m: 'fail' }))).toBeNull();
    expect(r.caseFinished(finished(tagged[0] as LoadedCase, { m: 'fail' }))).toBeNull();
    expect(r.caseFinished(finished(tagged[1] as LoadedCase, { m: 'fail' }))).toBe(
      'tag_floors: tag "math": 2 of 4 cases did not pass, so at most 50% can, below the required 75%',
    );
  });
});

describe('StopEarly (the runner side)', () => {
  it('shows the rule a case only once all its runs finished, then refuses', () => {
    const seen: string[] = [];
    const stop = new StopEarly(
      { caseFinished: (c) => (seen.push(`${c.id}:${c.results.length}`), c.status === 'pass' ? null : 'no') },
      2,
      2,
      (i, runs) => finished(loaded(`c${i}`), Object.fromEntries(runs.map((r, t) => [`${r.model}#${t}`, r.status]))),
    );
    stop.finished(1, { result: modelResult('m', 'pass') });
    expect(seen).toEqual([]);
    stop.finished(0, { result: modelResult('m', 'pass') });
    expect(seen).toEqual(['c0:2']);
    expect(stop.refusal).toBeNull();
    stop.finished(3, { result: modelResult('m', 'fail') });
    stop.finished(2, { result: modelResult('m', 'pass') });
    expect(stop.refusal).toBe(stopEarlyRefusalText('no'));
  });
});

describe('stoppedEarly', () => {
  it('counts the cases and results stop-early kept from running', () => {
    const decision = { reason: 'must_pass: must-pass case a failed', case: 'a' };
    const refused = modelResult('m', 'error', stopEarlyRefusalText(decision.reason));
    const other = modelResult('m', 'error', 'throttled');
    const cases: CaseResult[] = [
      { ...finished(loaded('a'), { m: 'fail' }) },
      { ...finished(loaded('b'), {}), status: 'error', results: [refused, refused] },
      { ...finished(loaded('c'), {}), status: 'error', results: [other, refused] },
      { ...finished(loaded('d'), {}), status: 'error', results: [other] },
    ];
    expect(stoppedEarly(cases, decision)).toEqual({ reason: decision.reason, case: 'a', not_run: 2, calls_saved: 3 });
  });
});
