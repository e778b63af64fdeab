import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '../../src/score/sandbox/time-limit.js';
import type { Assertion } from '../../src/config/case.js';
import type { AssertResult } from '../../src/config/results.js';
import { combineModelResults } from '../../src/figures/combine.js';
import { caseAssertions, caseProblems, decide, runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { JudgeError, type Judge } from '../../src/score/judge/judge.js';
import type { AssertContext } from '../../src/score/types.js';
import { KINDS } from '../../src/kinds/index.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';

const testCase = (expected: Record<string, unknown>, assert: Assertion[] = []): LoadedCase => ({
  id: 'c',
  key: 'k',
  vars: {},
  line: 4,
  tags: [],
  mustPass: false,
  description: null,
  input: { query: 'q' },
  expected,
  assert,
  threshold: null,
  data: {},
});

// A judge that answers from a table: the judge's own parsing is tested elsewhere.
const judge = (verdicts: Record<string, { pass: boolean; score: number } | Error>): Judge => ({
  spec: 'exec:judge',
  async complete() {
    throw new Error('not used');
  },
  async rubric({ rubric }) {
    const v = verdicts[rubric];
    if (!v) throw new Error(`unexpected rubric ${rubric}`);
    if (v instanceof Error) throw v;
    return { ...v, reason: `judged ${rubric}`, raw: JSON.stringify(v) };
  },
  async label() {
    throw new Error('not used');
  },
});

const context = (j: Judge | null = null, limits?: TimeLimits): AssertContext => ({
  dataset: { name: 'd', type: 'qa', kind: KINDS.qa, meta: {} },
  testCase: testCase({ ground_truth: 'x' }),
  prompt: 'q',
  response: { output: '', latency_ms: 1, usage: null, cost_usd: null },
  judge: j,
  ...(limits ? { limits } : {}),
});

async function run(assertions: Assertion[], output: string, j: Judge | null = null, limits?: TimeLimits) {
  const results: AssertResult[] = [];
  for (const a of assertions) results.push(await runAssertion(a, output, context(j, limits)));
  return results;
}

describe('assertions by dataset type, as the Python tool gives them', () => {
  it('qa: icontains of the ground truth plus the judge', () => {
    const list = caseAssertions(KINDS.qa, testCase({ ground_truth: '256 KB' }));
    expect(list.map((a) => a.type)).toEqual(['icontains', 'llm-rubric']);
    expect(list[0]?.value).toBe('256 KB');
    expect(String(list[1]?.value)).toContain('256 KB');
  });

  it('classification: icontains of the label; instruction: the judge on the rubric verbatim', () => {
    expect(caseAssertions(KINDS.classification, testCase({ label: 'billing' }))).toEqual([{ type: 'icontains', value: 'billing' }]);
    expect(caseAssertions(KINDS.instruction, testCase({ rubric: 'Exactly 3 bullets.' }))).toEqual([
      { type: 'llm-rubric', value: 'Exactly 3 bullets.' },
    ]);
  });

  it("appends the case's own asserts", () => {
    const list = caseAssertions(KINDS.classification, testCase({ label: 'a' }, [{ type: 'not-contains', value: 'sorry' }]));
    expect(list.map((a) => a.type)).toEqual(['icontains', 'not-contains']);
  });
});

describe('runAssertion', () => {
  it('icontains ignores case; contains does not', async () => {
    const [a, b] = await run(
      [
        { type: 'icontains', value: '256 kb' },
        { type: 'contains', value: '256 kb' },
      ],
      'It is 256 KB.',
    );
    expect([a?.status, b?.status]).toEqual(['pass', 'fail']);
    expect(b?.reason).toContain('does not contain');
  });

  it.each([
    [{ type: 'equals', value: 'yes' }, 'yes', 'pass'],
    [{ type: 'equals', value: 'yes' }, 'yes.', 'fail'],
    [{ type: 'starts-with', value: 'Dear' }, 'Dear team', 'pass'],
    [{ type: 'regex', value: '^\\d{3}$' }, '300', 'pass'],
    [{ type: 'regex', value: '^\\d{3}$' }, '3,000', 'fail'],
    [{ type: 'contains-any', value: ['a', 'z'] }, 'xyz', 'pass'],
    [{ type: 'contains-all', value: ['x', 'q'] }, 'xyz', 'fail'],
    [{ type: 'icontains-all', value: ['X', 'Y'] }, 'xyz', 'pass'],
    [{ type: 'icontains-any', value: ['Q'] }, 'xyz', 'fail'],
    [{ type: 'not-icontains', value: 'SORRY' }, 'sorry, no', 'fail'],
    [{ type: 'not-regex', value: 'error' }, 'all fine', 'pass'],
  ] as [Assertion, string, string][])('%j on %j -> %s', async (assertion, output, status) => {
    const [r] = await run([assertion], output);
    expect(r?.status).toBe(status);
    expect(r?.score).toBe(status === 'pass' ? 1 : 0);
  });

  it('fails an invalid regex, negated or not (promptfoo handleRegex); an unknown type is an error naming the nearest', async () => {
    const [bad, notBad, unknown] = await run([{ type: 'regex', value: '(' }, { type: 'not-regex', value: '(' }, { type: 'sparkle' }], 'x');
    expect(bad).toMatchObject({ status: 'fail', pass: false, score: 0 });
    expect(bad?.reason).toContain('invalid pattern');
    expect(notBad).toMatchObject({ status: 'fail', pass: false, score: 0 });
    expect(unknown?.status).toBe('error');
    expect(unknown?.reason).toContain('docs/scoring.md');
  });

  it('a regex past the time limit is an error naming the limit, negated or not, never a verdict', async () => {
    {
      const started = performance.now();
      const results = await run(
        [
          { type: 'regex', value: '^(a+)+$' },
          { type: 'not-regex', value: '^(a+)+$' },
        ],
        `${'a'.repeat(40)}!`,
        null,
        { ...DEFAULT_TIME_LIMITS, regexMs: 200 },
      );
      expect(performance.now() - started).toBeLessThan(5000);
      for (const r of results) {
        expect(r).toMatchObject({ status: 'error', pass: null, score: null });
        expect(r.reason).toContain('did not finish within the 200 ms time limit');
      }
    }
  });

  it('skips llm-rubric without a judge and says why', async () => {
    const [r] = await run([{ type: 'llm-rubric', value: 'polite' }], 'hi');
    expect(r).toMatchObject({ status: 'skipped', pass: null, score: null });
    expect(r?.reason).toContain('--judge-model');
  });

  it('uses the judge verdict; a judge that fails makes the assert an error with the raw reply', async () => {
    const j = judge({ polite: { pass: true, score: 0.9 }, broken: new JudgeError('judge reply is not JSON', 'I think so?') });
    const [ok, broken] = await run(
      [
        { type: 'llm-rubric', value: 'polite' },
        { type: 'llm-rubric', value: 'broken' },
      ],
      'hi',
      j,
    );
    expect(ok).toMatchObject({ status: 'pass', pass: true, score: 0.9 });
    expect(broken).toMatchObject({ status: 'error', pass: null, judge: { raw: 'I think so?' } });
  });

  it('llm-rubric with a threshold also needs the judge score to reach it, as promptfoo does', async () => {
    const j = judge({ polite: { pass: true, score: 0.9 } });
    const [below, reached, none] = await run(
      [
        { type: 'llm-rubric', value: 'polite', threshold: 0.95 },
        { type: 'llm-rubric', value: 'polite', threshold: 0.9 },
        { type: 'llm-rubric', value: 'polite' },
      ],
      'hi',
      j,
    );
    expect(below).toMatchObject({ status: 'fail', pass: false, score: 0.9 });
    expect(reached).toMatchObject({ status: 'pass', pass: true, score: 0.9 });
    expect(none).toMatchObject({ status: 'pass', pass: true, score: 0.9 });
  });

  it('assert-set passes when its children reach the threshold', async () => {
    const set = {
      type: 'assert-set',
      threshold: 0.5,
      assert: [
        { type: 'contains', value: 'a' },
        { type: 'contains', value: 'z' },
      ],
    };
    const [half] = await run([set], 'abc');
    expect(half).toMatchObject({ status: 'pass', score: 0.5 });
    const [strict] = await run([{ ...set, threshold: undefined }], 'abc');
    expect(strict?.status).toBe('fail');
  });
});

describe('caseProblems', () => {
  it('finds unknown types, also inside assert-sets, with the case line and the full field path', () => {
    const c = testCase({}, [{ type: 'contains', value: 'a' }, { type: 'assert-set', assert: [{ type: 'not-wat' }] }, { type: 'sparkle-check' }]);
    expect(caseProblems(KINDS.qa, [c]).map((p) => `${String(p.line)} ${p.field}`)).toEqual(['4 assert.1.assert.0.type', '4 assert.2.type']);
    expect(caseProblems(KINDS.qa, [c])[0]?.message).toMatch(
      /^unknown assertion type "not-wat"; the nearest known type is "not-\S+" \(supported types: docs\/scoring.md\)$/,
    );
  });

  it('finds values the type cannot use, and accepts the ones it can', () => {
    const bad: Assertion[] = [
      { type: 'regex', value: '[' },
      { type: 'contains' },
      { type: 'not-starts-with', value: '' },
      { type: 'contains-all', value: '' },
      { type: 'llm-rubric' },
      { type: 'contains', value: true },
      { type: 'starts-with', value: 5 },
      { type: 'contains-any', value: 5 },
    ];
    const good: Assertion[] = [
      { type: 'equals', value: '' },
      { type: 'equals', value: { a: [1] } },
      { type: 'icontains', value: 404 },
      { type: 'not-regex', value: '^\\d+$' },
      { type: 'icontains-any', value: ['a', 1] },
      { type: 'contains-all', value: ['a', ''] },
      { type: 'contains-any', value: [] },
      { type: 'contains-any', value: 'a, "b,c"' },
      { type: 'llm-rubric', value: 'polite' },
    ];
    expect(caseProblems(KINDS.qa, [testCase({}, good)])).toEqual([]);
    expect(caseProblems(KINDS.qa, [testCase({}, bad)]).map((p) => `${p.field}: ${p.message}${p.warning ? ' (warning)' : ''}`)).toEqual([
      'assert.0.value: regex: invalid pattern "[" (Invalid regular expression: /[/: Unterminated character class); the assertion will fail (warning)',
      'assert.1.value: contains: `value` must be a non-empty string or a number',
      'assert.2.value: not-starts-with: `value` must be a non-empty string',
      'assert.3.value: contains-all: `value` must be a list, or comma-separated text',
      'assert.4.value: llm-rubric: `value` must be the rubric text',
      'assert.5.value: contains: `value` must be a non-empty string or a number',
      'assert.6.value: starts-with: `value` must be a non-empty string',
      'assert.7.value: contains-any: `value` must be a list, or comma-separated text',
    ]);
  });

  it('checks an agent case answer regex only when answer_match is regex', () => {
    const agent = (expected: Record<string, unknown>) => testCase(expected);
    expect(
      caseProblems(KINDS.agent, [agent({ answer: '(?i)5 tb', answer_match: 'regex' }), agent({ answer: '[', answer_match: 'contains' })]),
    ).toEqual([]);
    expect(caseProblems(KINDS.agent, [agent({ answer: '[', answer_match: 'regex' })])).toEqual([
      {
        line: 4,
        field: 'expected.answer',
        message: 'not a usable Python regular expression for answer_match regex: unterminated character set at position 0',
      },
    ]);
  });
});

const result = (status: AssertResult['status'], weight?: number): AssertResult => ({
  type: 't',
  status,
  pass: status === 'pass' ? true : status === 'fail' ? false : null,
  score: status === 'pass' ? 1 : 0,
  reason: status,
  ...(weight !== undefined ? { weight } : {}),
});

describe('decide (pass only when all pass; score = fraction passing)', () => {
  it.each([
    [['pass', 'pass'], 'pass', 1],
    [['pass', 'fail'], 'fail', 0.5],
    [['fail', 'fail', 'pass', 'pass'], 'fail', 0.5],
    [['pass', 'skipped'], 'pass', 1],
    [['fail', 'skipped'], 'fail', 0],
    [['skipped', 'skipped'], 'error', 0],
    // An error scores 0, as promptfoo's applyGradingError sets it.
    [['pass', 'error'], 'error', 0],
  ] as [AssertResult['status'][], string, number][])('%j -> %s %d', (statuses, status, score) => {
    const v = decide(
      statuses.map((s) => result(s)),
      null,
    );
    expect(v.status).toBe(status);
    expect(v.score).toBe(score);
  });

  it('weights the fraction; weight 0 counts for nothing, and all weights 0 score 0', () => {
    expect(decide([result('pass', 2), result('fail', 1)], null)).toMatchObject({ status: 'fail', score: 2 / 3 });
    expect(decide([result('pass'), { ...result('fail', 0), pass: true, status: 'pass' }], null)).toMatchObject({ status: 'pass', score: 1 });
    expect(decide([result('pass', 0), result('pass', 0)], null)).toMatchObject({ status: 'pass', score: 0 });
  });

  it('a case threshold overrides single verdicts, at its edge', () => {
    expect(decide([result('pass'), result('fail')], 0.5).status).toBe('pass');
    expect(decide([result('pass'), result('fail')], 0.51).status).toBe('fail');
  });
});

describe('combineModelResults (several models)', () => {
  const mr = (status: 'pass' | 'fail' | 'error', score: number) => ({
    model: 'm',
    output: 'o',
    status,
    score,
    latency_ms: 1,
    usage: null,
    cost_usd: null,
    asserts: [],
    error: null,
  });
  it('passes only if every model passes; score is the minimum', () => {
    expect(
      combineModelResults([
        { ...mr('pass', 1), model: 'a' },
        { ...mr('pass', 1), model: 'b' },
      ]),
    ).toEqual({ status: 'pass', score: 1 });
    expect(
      combineModelResults([
        { ...mr('pass', 1), model: 'a' },
        { ...mr('fail', 0.5), model: 'b' },
      ]),
    ).toEqual({ status: 'fail', score: 0.5 });
    // A real failure outranks an error (the same rule the comparison uses).
    expect(
      combineModelResults([
        { ...mr('fail', 0.5), model: 'a' },
        { ...mr('error', 0), model: 'b' },
      ]),
    ).toEqual({ status: 'fail', score: 0 });
    expect(
      combineModelResults([
        { ...mr('pass', 1), model: 'a' },
        { ...mr('error', 0), model: 'b' },
      ]),
    ).toEqual({ status: 'error', score: 0 });
    expect(combineModelResults([])).toEqual({ status: 'error', score: 0 });
  });

  it('summarises trials per model first: disagreeing trials are flaky and fail', () => {
    const r = combineModelResults([
      { ...mr('pass', 1), trial: 0 },
      { ...mr('fail', 0), trial: 1 },
      { ...mr('pass', 1), trial: 2 },
    ]);
    expect(r.status).toBe('fail');
    expect(r.flaky).toBe(true);
    expect(r.score).toBeCloseTo(2 / 3);
    expect(r.trials).toEqual([{ model: 'm', trials: 3, passes: 2, pass_at_k: 1, pass_hat_k: 0 }]);
  });
});
