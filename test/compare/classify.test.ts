import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/compare/baseline.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline, maskOf } from '../../src/compare/classify.js';
import type { CaseResult, Results } from '../../src/config/results.js';
import type { DatasetType } from '../../src/config/dataset-type.js';
import { caseResult, modelResult, resultsOf } from './fixtures.js';
import { KINDS } from '../../src/kinds/index.js';
import { type Comparison, ComparisonSchema } from '../../src/config/comparison.js';

function baselineFrom(results: Results, type: DatasetType = 'qa'): Baseline {
  const r = parseBaseline(JSON.stringify(results), {
    datasetName: results.dataset.name,
    datasetType: type,
    matchBy: KINDS[type].baseline.matchBy,
    source: 'prev.json',
  });
  if (!r.ok) throw new Error(r.reason);
  return r.baseline;
}

function compare(now: CaseResult[], before: CaseResult[]): Comparison {
  const c = compareWithBaseline(resultsOf(now), baselineFrom(resultsOf(before)));
  // Whatever it computes must be what the results JSON can carry.
  expect(ComparisonSchema.parse(c)).toEqual(c);
  return c;
}

const classes = (c: Comparison) => c.cases.map((e) => [e.id, e.model, e.classification]);

describe('compareWithBaseline: the six classes', () => {
  it('classifies every case at model level against our own results', () => {
    const c = compare(
      [
        caseResult('reg', { m: 'fail' }),
        caseResult('err', { m: 'error' }),
        caseResult('fix', { m: 'pass' }),
        caseResult('still-bad', { m: 'fail' }),
        caseResult('still-ok', { m: 'pass' }),
        caseResult('brand-new', { m: 'pass' }),
      ],
      [
        caseResult('reg', { m: 'pass' }),
        caseResult('err', { m: 'pass' }),
        caseResult('fix', { m: 'error' }),
        caseResult('still-bad', { m: 'fail' }),
        caseResult('still-ok', { m: 'pass' }),
        caseResult('gone', { m: 'pass' }),
      ],
    );
    expect(classes(c)).toEqual([
      ['reg', 'm', 'regression'],
      ['err', 'm', 'regression'],
      ['fix', 'm', 'fixed'],
      ['still-bad', 'm', 'still_failing'],
      ['still-ok', 'm', 'still_passing'],
      ['brand-new', null, 'new'],
      ['gone', null, 'removed'],
    ]);
    expect([c.regressions, c.fixed, c.still_failing, c.still_passing, c.new, c.removed]).toEqual([2, 1, 1, 1, 1, 1]);
    expect(c.models_compared).toEqual(['m']);
    expect(c.cases.find((e) => e.id === 'reg')).toMatchObject({
      baseline_status: 'pass',
      status: 'fail',
      baseline_score: 1,
      score: 0,
      score_delta: -1,
    });
    expect(c.cases.find((e) => e.id === 'err')?.status).toBe('error');
    expect(c.cases.find((e) => e.id === 'gone')).toMatchObject({ status: null, score: null, score_delta: null, baseline_status: 'pass' });
  });

  it('compares each model on its own when both sides have it; a model only this run has, with the baseline verdict of the case', () => {
    const c = compare([caseResult('c1', { a: 'fail', b: 'pass', added: 'pass' })], [caseResult('c1', { a: 'pass', b: 'fail', dropped: 'pass' })]);
    // The baseline case failed (on b): the added model's pass is a fix, not "new".
    // The dropped model gets no row per case; model_change names it once.
    expect(classes(c)).toEqual([
      ['c1', 'a', 'regression'],
      ['c1', 'b', 'fixed'],
      ['c1', 'added', 'fixed'],
    ]);
    expect(c.models_compared).toEqual(['a', 'b', 'added']);
    expect(c.model_change).toEqual({ baseline: ['a', 'b', 'dropped'], now: ['a', 'b', 'added'] });
    expect(c.cases.find((e) => e.model === 'added')).toMatchObject({ baseline_status: 'fail', status: 'pass' });
    // At case level the case failed before and fails now: no McNemar pair.
    expect([c.paired, c.new_failures, c.new_passes]).toEqual([1, 0, 0]);
  });

  it('compares a swapped model case by case with the model the baseline ran', () => {
    const c = compare(
      [caseResult('c1', { new_model: 'fail' }), caseResult('c2', { new_model: 'pass' }), caseResult('c3', { new_model: 'pass' })],
      [caseResult('c1', { old_model: 'pass' }), caseResult('c2', { old_model: 'fail' }), caseResult('c3', { old_model: 'pass' })],
    );
    expect(classes(c)).toEqual([
      ['c1', 'new_model', 'regression'],
      ['c2', 'new_model', 'fixed'],
      ['c3', 'new_model', 'still_passing'],
    ]);
    expect([c.regressions, c.fixed, c.new, c.removed]).toEqual([1, 1, 0, 0]);
    expect(c.models_compared).toEqual(['new_model']);
    expect(c.model_change).toEqual({ baseline: ['old_model'], now: ['new_model'] });
    expect(c.cases[0]).toMatchObject({ baseline_status: 'pass', status: 'fail', baseline_score: 1, score: 0, score_delta: -1 });
  });

  it('holds a new model against "passed on every baseline model" when the baseline ran several', () => {
    const c = compare(
      [caseResult('both-passed', { c: 'fail' }), caseResult('one-failed', { c: 'pass' })],
      [caseResult('both-passed', { a: 'pass', b: 'pass' }), caseResult('one-failed', { a: 'pass', b: 'fail' })],
    );
    expect(classes(c)).toEqual([
      ['both-passed', 'c', 'regression'],
      ['one-failed', 'c', 'fixed'],
    ]);
    expect(c.model_change).toEqual({ baseline: ['a', 'b'], now: ['c'] });
  });

  it('records no model change when the baseline ran the same models', () => {
    const c = compare([caseResult('c1', { a: 'pass', b: 'pass' })], [caseResult('c1', { b: 'pass', a: 'pass' })]);
    expect(c.model_change).toBeUndefined();
  });

  it('measures the score delta per model', () => {
    const now = caseResult('c1', { a: 'fail' }, { results: [modelResult('a', 'fail', { score: 0.25 })], score: 0.25 });
    const before = caseResult('c1', { a: 'fail' }, { results: [modelResult('a', 'fail', { score: 0.75 })], score: 0.75 });
    expect(compare([now], [before]).cases[0]?.score_delta).toBeCloseTo(-0.5, 12);
  });
});

describe('compareWithBaseline: flaky trials', () => {
  it('makes a baseline pass that is now flaky a regression marked flaky, with passes out of K', () => {
    const c = compare(
      [caseResult('c1', { m: ['pass', 'fail', 'pass'] }), caseResult('c2', { m: ['pass', 'pass', 'pass'] })],
      [caseResult('c1', { m: 'pass' }), caseResult('c2', { m: 'pass' })],
    );
    const flaky = c.cases.find((e) => e.id === 'c1');
    expect(flaky).toMatchObject({ classification: 'regression', flaky: true, status: 'fail' });
    expect(flaky?.trials).toEqual([{ model: 'm', passes: 2, trials: 3, pass_at_k: 1, pass_hat_k: 0 }]);
    expect(c.cases.find((e) => e.id === 'c2')).toMatchObject({ classification: 'still_passing', flaky: false });
    expect(c.new_failures).toBe(1);
    expect(c.pass_rate).toBe(0.5);
  });
});

describe('compareWithBaseline: supereval baseline.json matched by key', () => {
  const text = readFileSync(fileURLToPath(new URL('../fixtures/supereval/aws-support-qa/baseline.json', import.meta.url)), 'utf8');
  const raw = JSON.parse(text) as { cases: { key: string; vars: Record<string, string> }[] };
  const parsed = parseBaseline(text, {
    datasetName: 'aws-support-qa',
    datasetType: 'qa',
    matchBy: 'key',
    source: 'datasets/aws-support-qa/baseline.json',
  });
  if (!parsed.ok) throw new Error(parsed.reason);

  it('pairs current cases to baseline cases by the key of their input', () => {
    const keys = raw.cases.map((c) => c.key);
    // Our ids differ from anything in the file; only the keys connect them.
    // Baseline: pass, pass, fail, pass. Now: fail, pass, pass, (missing), plus one new case.
    const now = [
      caseResult('sqs-size', { haiku: 'fail' }, { key: keys[0] ?? '' }),
      caseResult('s3-class', { haiku: 'pass' }, { key: keys[1] ?? '' }),
      caseResult('lambda-fr', { haiku: 'pass' }, { key: keys[2] ?? '' }),
      caseResult('ec2-new', { haiku: 'pass' }, { key: 'ffffffffffffffff' }),
    ];
    const c = compareWithBaseline(resultsOf(now, { name: 'aws-support-qa' }), parsed.baseline);
    expect(c.match_by).toBe('key');
    expect(c.models_compared).toEqual([]);
    expect(classes(c)).toEqual([
      ['sqs-size', null, 'regression'],
      ['s3-class', null, 'still_passing'],
      ['lambda-fr', null, 'fixed'],
      ['ec2-new', null, 'new'],
      [keys[3], null, 'removed'],
    ]);
    expect(c.cases[2]?.score_delta).toBe(0.5);
    expect(c.baseline).toMatchObject({ format: 'supereval', run_id: 'run_1a2b3c4d' });
    expect(c.baseline_pass_rate).toBe(0.75);
  });

  it('pairs cases that share a key (identical inputs) in order', () => {
    const b: Baseline = {
      ...parsed.baseline,
      cases: [
        { id: null, key: 'k', tags: [], status: 'pass', score: 1, flaky: false, models: {} },
        { id: null, key: 'k', tags: [], status: 'fail', score: 0, flaky: false, models: {} },
      ],
    };
    const now = [caseResult('x1', { m: 'pass' }, { key: 'k' }), caseResult('x2', { m: 'pass' }, { key: 'k' })];
    expect(classes(compareWithBaseline(resultsOf(now, { name: 'aws-support-qa' }), b))).toEqual([
      ['x1', null, 'still_passing'],
      ['x2', null, 'fixed'],
    ]);
  });
});

describe('compareWithBaseline: statistics', () => {
  // A worked example: 17 cases, 14/17 -> 15/17, 2 new failures, 3 new passes.
  function exampleRun(passing: (i: number) => boolean): CaseResult[] {
    return Array.from({ length: 17 }, (_, i) => caseResult(`c${i}`, { m: passing(i) ? 'pass' : 'fail' }));
  }
  const before = exampleRun((i) => ![0, 1, 2].includes(i)); // c0..c2 fail
  const now = exampleRun((i) => ![3, 4].includes(i)); // c3, c4 fail: 2 new failures, 3 new passes

  it("reproduces p = 1.000, and Wilson's intervals with a continuity correction", () => {
    const c = compare(now, before);
    expect([c.paired, c.new_failures, c.new_passes]).toEqual([17, 2, 3]);
    expect(c.mcnemar_p.toFixed(3)).toBe('1.000');
    expect(c.pass_rate).toBeCloseTo(15 / 17, 12);
    expect(c.baseline_pass_rate).toBeCloseTo(14 / 17, 12);
    // The seed's wilson(14/17, 17) is 0.5897 to 0.9381; with Newcombe's continuity correction (python3, his method 4),
    // which keeps 95% coverage at small n where plain Wilson does not (docs/gate.md), a little wider:
    expect(c.baseline_pass_rate_interval?.low).toBeCloseTo(0.558044080831586, 12);
    expect(c.baseline_pass_rate_interval?.high).toBeCloseTo(0.9532704302837904, 12);
    // The pass rate rose, so there is no drop to be underpowered for.
    expect(c.power_note).toBeUndefined();
  });

  it('gives p = 0.250 for 0 new failures and 3 new passes', () => {
    const c = compare(
      exampleRun(() => true),
      before,
    );
    expect([c.new_failures, c.new_passes]).toEqual([0, 3]);
    expect(c.mcnemar_p.toFixed(3)).toBe('0.250');
  });

  it('says when the dataset is too small to detect the drop it shows', () => {
    const c = compare(
      exampleRun((i) => i > 2),
      exampleRun(() => true),
    );
    expect(c.new_failures).toBe(3);
    expect(c.power_note).toMatch(/observed drop of 17\.6 points would need about \d+ paired cases/);
  });
});

describe("compareWithBaseline: what the report shows of the baseline's side", () => {
  const withOutput = (c: CaseResult, output: string, calls?: { name: string; arguments: Record<string, unknown> }[]) => {
    for (const r of c.results) {
      r.output = output;
      if (calls) r.tool_calls = calls;
    }
    return c;
  };

  it("carries the baseline's output and tool calls on regressions, fixed and still-failing entries; on a still-passing one its output only when today's differs", () => {
    const calls = [{ name: 'search', arguments: { q: 'before' } }];
    const c = compare(
      [
        caseResult('reg', { m: 'fail' }),
        caseResult('fix', { m: 'pass' }),
        caseResult('bad', { m: 'fail' }),
        withOutput(caseResult('ok', { m: 'pass' }), 'ok now', calls),
        withOutput(caseResult('same', { m: 'pass' }), 'same answer'),
      ],
      [
        withOutput(caseResult('reg', { m: 'pass' }), 'reg before', calls),
        withOutput(caseResult('fix', { m: 'fail' }), 'fix before'),
        withOutput(caseResult('bad', { m: 'fail' }), 'bad before'),
        withOutput(caseResult('ok', { m: 'pass' }), 'ok before', calls),
        withOutput(caseResult('same', { m: 'pass' }), 'same answer'),
      ],
    );
    expect(c.cases.map((e) => [e.id, e.baseline_output, e.baseline_tool_calls])).toEqual([
      ['reg', 'reg before', calls],
      ['fix', 'fix before', undefined],
      ['bad', 'bad before', undefined],
      ['ok', 'ok before', undefined],
      ['same', undefined, undefined],
    ]);
  });

  it('does not count a mask as a change: a still-passing answer the baseline published masked is the same answer', () => {
    const masked = (c: CaseResult) => {
      for (const r of c.results) r.masked = true;
      return c;
    };
    const c = compare(
      [
        withOutput(caseResult('key', { m: 'pass' }), 'The docs use AKIAIOSFODNN7EXAMPLE.'),
        withOutput(caseResult('two', { m: 'pass' }), 'user=alice password=hunter22 host=db'),
        withOutput(caseResult('changed', { m: 'pass' }), 'The docs use no key.'),
      ],
      [
        masked(withOutput(caseResult('key', { m: 'pass' }), 'The docs use AKIA***.')),
        masked(withOutput(caseResult('two', { m: 'pass' }), 'user=alice password=*** host=db')),
        masked(withOutput(caseResult('changed', { m: 'pass' }), 'The docs use AKIA***.')),
      ],
    );
    expect(c.cases.map((e) => [e.id, e.baseline_output])).toEqual([
      ['key', undefined],
      ['two', undefined],
      ['changed', 'The docs use AKIA***.'],
    ]);
  });

  it.each([
    ['AKIA***', 'AKIAIOSFODNN7EXAMPLE', true],
    ['a *** b *** c', 'a x b y c', true],
    ['a *** b *** c', 'a b b b y c', true],
    ['a *** b *** c', 'a  b y c', false],
    ['a *** b', 'a b', false],
    ['***', '', false],
    ['a *** b', 'a x c', false],
    ['plain', 'plain', true],
    ['plain', 'other', false],
  ] as const)('maskOf(%j, %j) is %s', (masked, text, expected) => {
    expect(maskOf(masked, text)).toBe(expected);
  });

  it('shows a model the baseline did not run beside the one model it ran, named; beside none when it ran several', () => {
    const c = compare([caseResult('a', { new: 'fail' })], [withOutput(caseResult('a', { old: 'pass' }), 'old model said')]);
    expect(c.cases[0]).toMatchObject({ classification: 'regression', model: 'new', baseline_output: 'old model said', baseline_model: 'old' });
    const several = compare([caseResult('a', { new: 'fail' })], [withOutput(caseResult('a', { old: 'pass', older: 'pass' }), 'said')]);
    expect(several.cases[0]).toMatchObject({ classification: 'regression', model: 'new' });
    expect(several.cases[0]).not.toHaveProperty('baseline_output');
    expect(several.cases[0]).not.toHaveProperty('baseline_model');
    // A model the baseline ran is compared with its own output, not named.
    const same = compare([caseResult('a', { m: 'fail' })], [withOutput(caseResult('a', { m: 'pass' }), 'm said')]);
    expect(same.cases[0]).toMatchObject({ baseline_output: 'm said' });
    expect(same.cases[0]).not.toHaveProperty('baseline_model');
  });

  it("counts the baseline's cases per tag, removed cases included, new ones not", () => {
    const c = compare(
      [
        caseResult('a', { m: 'fail' }, { tags: ['x', 'y'] }),
        caseResult('b', { m: 'pass' }, { tags: ['y'] }),
        caseResult('new', { m: 'pass' }, { tags: ['z'] }),
      ],
      [
        caseResult('a', { m: 'pass' }, { tags: ['x', 'y', 'y'] }),
        caseResult('b', { m: 'fail' }, { tags: ['y'] }),
        caseResult('gone', { m: 'pass' }, { tags: ['old'] }),
      ],
    );
    expect(c.baseline_tags).toEqual([
      { tag: 'x', total: 1, passed: 1 },
      { tag: 'y', total: 2, passed: 1 },
      { tag: 'old', total: 1, passed: 1 },
    ]);
  });

  it('tags the cases of a baseline.json that records none (the Python tool) with the tags they carry now', () => {
    const now = resultsOf([caseResult('a', { m: 'fail' }, { tags: ['t'] }), caseResult('b', { m: 'pass' })]);
    const baseline = baselineFrom(resultsOf([caseResult('a', { m: 'pass' }), caseResult('b', { m: 'pass' })]));
    const untagged = { ...baseline, cases: baseline.cases.map((b) => ({ ...b, tags: [] })) };
    expect(compareWithBaseline(now, untagged).baseline_tags).toEqual([{ tag: 't', total: 1, passed: 1 }]);
    // No tags on either side: no per-tag counts at all.
    expect(compare([caseResult('a', { m: 'pass' })], [caseResult('a', { m: 'pass' })])).not.toHaveProperty('baseline_tags');
  });

  it('reads a comparison written before these fields existed', () => {
    const c = compare([caseResult('reg', { m: 'fail' })], [caseResult('reg', { m: 'pass' })]);
    const { baseline_tags: _, ...older } = c;
    const olderCases = older.cases.map(({ baseline_output: _o, baseline_tool_calls: _t, ...rest }) => rest);
    expect(ComparisonSchema.parse({ ...older, cases: olderCases }).cases[0]?.baseline_output).toBeUndefined();
  });
});
