// The assertion rules promptfoo 0.121 applies (runAssertion, runAssertions,
// AssertionsResult and the text handlers in its src/assertions/), each pinned
// by a case that the rule's absence would get wrong.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '../../src/score/sandbox/time-limit.js';
import type { Assertion } from '../../src/config/case.js';
import type { AssertResult } from '../../src/config/results.js';
import { assertionProblems, caseProblems, decide, runAssertion, unknownTypeMessage } from '../../src/score/promptfoo/evaluate.js';
import { listItems } from '../../src/score/assertions/text.js';
import { renderValue } from '../../src/score/promptfoo/render-value.js';
import type { AssertContext } from '../../src/score/types.js';
import { KINDS } from '../../src/kinds/index.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';

const testCase = (input: Record<string, unknown>, assert: Assertion[] = []): LoadedCase => ({
  id: 'c',
  key: 'k',
  vars: input,
  line: 7,
  tags: [],
  mustPass: false,
  description: null,
  input,
  expected: {},
  assert,
  threshold: null,
  data: {},
});

const context = (input: Record<string, unknown> = { query: 'q' }): AssertContext => ({
  dataset: { name: 'd', type: 'qa', kind: KINDS.qa, meta: {} },
  testCase: testCase(input),
  prompt: 'the prompt',
  response: { output: '', latency_ms: 1, usage: null, cost_usd: null },
  judge: null,
});

const one = (assertion: Assertion, output: string, input?: Record<string, unknown>, limits?: TimeLimits) =>
  runAssertion(assertion, output, limits ? { ...context(input), limits } : context(input));

/** The case's verdict over its assertions, as the runner decides it. */
async function verdictOf(asserts: Assertion[], output: string, threshold: number | null = null, input?: Record<string, unknown>) {
  const rows: AssertResult[] = [];
  for (const a of asserts) rows.push(await runAssertion(a, output, context(input)));
  return { ...decide(rows, threshold), rows };
}

describe('equals (promptfoo handleEquals)', () => {
  it('compares an object value with the output read as JSON, deeply and strictly', async () => {
    expect((await one({ type: 'equals', value: { a: 1, b: [true, null] } }, '{"b":[true,null],"a":1}')).status).toBe('pass');
    expect((await one({ type: 'equals', value: { a: 1 } }, '{"a":"1"}')).status).toBe('fail');
    expect((await one({ type: 'equals', value: [1, 2] }, '[1,2]')).status).toBe('pass');
    expect((await one({ type: 'equals', value: [1, 2] }, '[2,1]')).status).toBe('fail');
  });

  it('an output that is not JSON differs: equals fails, not-equals passes', async () => {
    expect((await one({ type: 'equals', value: { a: 1 } }, 'a: 1')).status).toBe('fail');
    expect((await one({ type: 'not-equals', value: { a: 1 } }, 'a: 1')).status).toBe('pass');
  });

  it('compares a number or boolean as its text; null as JSON null', async () => {
    expect((await one({ type: 'equals', value: 5 }, '5')).status).toBe('pass');
    expect((await one({ type: 'equals', value: true }, 'true')).status).toBe('pass');
    expect((await one({ type: 'equals', value: true }, 'True')).status).toBe('fail');
    expect((await one({ type: 'equals', value: null }, 'null')).status).toBe('pass');
    expect((await one({ type: 'equals', value: '' }, '')).status).toBe('pass');
  });
});

describe('list types (contains-any/-all, icontains-any/-all)', () => {
  it('split text at commas as promptfoo parseCommaSeparatedValues: trimmed, empty fields dropped, quotes keep commas', () => {
    expect(listItems(' a , b,,c ')).toEqual(['a', 'b', 'c']);
    expect(listItems('"Paris, France", "say ""hi""", "a\\"b"')).toEqual(['Paris, France', 'say "hi"', 'a"b']);
    expect(listItems([1, 'x', true])).toEqual(['1', 'x', 'true']);
    expect(() => listItems('"open, b')).toThrow(/closing quote/);
    expect(() => listItems('"a" b')).toThrow(/comma after a quoted item/);
  });

  it('take a comma-separated string as a list', async () => {
    expect((await one({ type: 'contains-all', value: 'red, green' }, 'red and green')).status).toBe('pass');
    expect((await one({ type: 'contains-all', value: 'red, blue' }, 'red and green')).status).toBe('fail');
    expect((await one({ type: 'icontains-any', value: 'BLUE, Green' }, 'red and green')).status).toBe('pass');
  });

  it('an empty list: -any fails and -all passes, and their negations the other way', async () => {
    expect((await one({ type: 'contains-any', value: [] }, 'x')).status).toBe('fail');
    expect((await one({ type: 'not-contains-any', value: [] }, 'x')).status).toBe('pass');
    expect((await one({ type: 'contains-all', value: [] }, 'x')).status).toBe('pass');
    expect((await one({ type: 'not-contains-all', value: [] }, 'x')).status).toBe('fail');
  });
});

describe('values a type cannot use are errors, not vacuous passes', () => {
  it.each([
    [{ type: 'contains', value: '' }],
    [{ type: 'not-contains', value: '' }],
    [{ type: 'contains', value: true }],
    [{ type: 'starts-with', value: 5 }],
    [{ type: 'regex', value: '' }],
    [{ type: 'contains-any', value: '' }],
    [{ type: 'contains-all', value: 5 }],
    [{ type: 'icontains', value: '{{ missing }}' }],
  ] as [Assertion][])('%j is an error', async (assertion) => {
    const row = await one(assertion, 'anything');
    expect(row).toMatchObject({ status: 'error', pass: null, score: null });
    // One type prefix in the case's reason, not `contains: contains: ...`.
    const verdict = decide([row], null);
    expect(verdict.reason.startsWith(`${assertion.type}: `)).toBe(true);
    expect(verdict.reason.startsWith(`${assertion.type}: ${assertion.type}`)).toBe(false);
  });

  it("a family's warning (a value that decides every output alike) is a load warning, not a refusal", () => {
    const problems = assertionProblems([{ type: 'is-sql', value: { databaseType: 'NoSuchSQL' } }], 'assert');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'assert.0.value', warning: true });
    expect(problems[0]?.message).toMatch(/^is-sql: `value.databaseType` "NoSuchSQL" is not a dialect/);
  });

  it('a number is a needle for contains', async () => {
    expect((await one({ type: 'contains', value: 404 }, 'error 404')).status).toBe('pass');
  });

  it('an invalid regex fails, and so does not-regex; at load it is a warning, not a refusal', async () => {
    expect(await one({ type: 'regex', value: 'a(' }, 'a(')).toMatchObject({ status: 'fail', score: 0 });
    expect(await one({ type: 'not-regex', value: 'a(' }, 'b')).toMatchObject({ status: 'fail', score: 0 });
    const problems = caseProblems(KINDS.qa, [testCase({ query: 'q' }, [{ type: 'regex', value: 'a(' }])]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 7, field: 'assert.0.value', warning: true });
  });
});

describe('weights (promptfoo AssertionsResult)', () => {
  it('all weights 0: the case passes with score 0', async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'x', weight: 0 },
        { type: 'contains', value: 'y', weight: 0 },
      ],
      'x',
    );
    expect(v).toMatchObject({ status: 'pass', score: 0 });
  });

  it('a failing weight-0 assertion is shown as passed, keeps its measured score, and decides nothing', async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'x' },
        { type: 'contains', value: 'nope', weight: 0 },
      ],
      'x',
    );
    expect(v.rows[1]).toMatchObject({ status: 'pass', pass: true, score: 0, weight: 0 });
    expect(v.rows[1]?.reason).toContain('weight 0');
    expect(v).toMatchObject({ status: 'pass', score: 1 });
  });

  it('the score is the weighted mean of scores', async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'x', weight: 3 },
        { type: 'contains', value: 'nope', weight: 1 },
      ],
      'x',
    );
    expect(v).toMatchObject({ status: 'fail', score: 0.75 });
  });
});

describe('assert-set (its own weighted score, threshold and weight)', () => {
  const halfSet = (extra: Partial<Assertion> = {}): Assertion => ({
    type: 'assert-set',
    threshold: 0.5,
    assert: [
      { type: 'contains', value: 'x' },
      { type: 'contains', value: 'nope' },
    ],
    ...extra,
  });

  it("counts in the case with the set's own score, not all-or-nothing", async () => {
    const v = await verdictOf([{ type: 'contains', value: 'x' }, halfSet({ weight: 2 })], 'x');
    expect(v.rows[1]).toMatchObject({ type: 'assert-set', status: 'pass', score: 0.5, weight: 2 });
    expect(v.rows[1]?.asserts?.map((a) => a.status)).toEqual(['pass', 'fail']);
    expect(v).toMatchObject({ status: 'pass' });
    expect(v.score).toBeCloseTo((1 + 0.5 * 2) / 3, 12);
  });

  it('a case threshold then decides over the mean: here it fails where all-or-nothing would pass', async () => {
    const v = await verdictOf([{ type: 'contains', value: 'x' }, halfSet()], 'x', 0.8);
    expect(v).toMatchObject({ status: 'fail', score: 0.75 });
  });

  it('a set without a threshold fails when one of its assertions fails, and fails the case', async () => {
    const v = await verdictOf([halfSet({ threshold: undefined })], 'x');
    expect(v.rows[0]).toMatchObject({ status: 'fail', score: 0.5 });
    expect(v.status).toBe('fail');
  });

  it('a failing set of weight 0 still fails the case (promptfoo applies the weight-0 rule to single assertions only)', async () => {
    const v = await verdictOf([{ type: 'contains', value: 'x' }, halfSet({ threshold: 0.9, weight: 0 })], 'x');
    expect(v).toMatchObject({ status: 'fail', score: 1 });
  });

  it('an empty set passes with score 0', async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'x' },
        { type: 'assert-set', assert: [] },
      ],
      'x',
    );
    expect(v).toMatchObject({ status: 'pass', score: 0.5 });
  });

  it('problems inside a set are reported at their full path; a set inside a set is refused', () => {
    const problems = assertionProblems(
      [
        { type: 'contains', value: 'a' },
        {
          type: 'assert-set',
          assert: [
            { type: 'contains', value: 'b' },
            { type: 'contians', value: 'c' },
            { type: 'assert-set', assert: [] },
          ],
        },
      ],
      'assert',
    );
    expect(problems.map((p) => p.field)).toEqual(['assert.1.assert.1.type', 'assert.1.assert.2.type']);
    expect(problems[1]?.message).toContain('cannot hold another assert-set');
  });
});

describe('a case with no assertions', () => {
  it("passes with score 1 (promptfoo's noAssertsResult)", () => {
    expect(decide([], null)).toMatchObject({ status: 'pass', score: 1 });
  });
});

describe('values rendered with nunjucks over the case vars', () => {
  it('renders a string value, and each string of a list', async () => {
    expect((await one({ type: 'contains', value: 'in {{ city }}' }, 'we met in Paris', { city: 'Paris' })).status).toBe('pass');
    expect((await one({ type: 'contains-all', value: ['{{ a }}', '{{ b | upper }}'] }, 'x Y', { a: 'x', b: 'y' })).status).toBe('pass');
  });

  it('as nunjucks does: a number var renders as text, a missing one as nothing, a list joins with commas', async () => {
    expect(await renderValue('n={{ n }}', { n: 5 })).toBe('n=5');
    expect(await renderValue('[{{ missing }}]', {})).toBe('[]');
    expect(await renderValue('{{ xs }}', { xs: ['a', 'b'] })).toBe('a,b');
    expect(await renderValue('{{ o.k }}', { o: { k: 'v' } })).toBe('v');
    expect(await renderValue('{{ ("{\\"a\\": 2}" | load).a }}', {})).toBe('2');
  });

  it('leaves objects, numbers and file references as written', async () => {
    expect(await renderValue({ k: '{{ x }}' }, { x: 'y' })).toEqual({ k: '{{ x }}' });
    expect(await renderValue(5, {})).toBe(5);
    expect(await renderValue('file://check.js', {})).toBe('file://check.js');
    expect(await renderValue([1, '{{ x }}'], { x: 'y' })).toEqual([1, 'y']);
  });

  it('does not offer the environment as `env`', async () => {
    process.env['SUPEREVAL_TEST_SECRET'] = 'hunter2';
    try {
      expect(await renderValue('{{ env.SUPEREVAL_TEST_SECRET }}', {})).toBe('');
    } finally {
      delete process.env['SUPEREVAL_TEST_SECRET'];
    }
  });

  it('a template that does not parse makes the assertion an error', async () => {
    expect((await one({ type: 'contains', value: '{{ x ' }, 'x')).status).toBe('error');
  });
});

describe('transform (a JavaScript expression over output and context)', () => {
  it('checks the transformed output', async () => {
    expect((await one({ type: 'equals', value: 'HELLO', transform: 'output.toUpperCase()' }, 'hello')).status).toBe('pass');
    expect((await one({ type: 'contains', value: 'q=Paris', transform: "'q=' + context.vars.city" }, '', { city: 'Paris' })).status).toBe('pass');
  });

  it('runs several lines as a function body, and gives a non-text result to the check as JSON', async () => {
    const transform = 'const o = JSON.parse(output);\nreturn o.items.map((i) => i.id);';
    expect((await one({ type: 'equals', value: [1, 2], transform }, '{"items":[{"id":1},{"id":2}]}')).status).toBe('pass');
  });

  it('an exception, an undefined result, or code past the time limit is an error', async () => {
    expect((await one({ type: 'contains', value: 'x', transform: 'JSON.parse(output)' }, 'not json')).reason).toMatch(/^Transform failed/);
    expect((await one({ type: 'contains', value: 'x', transform: 'undefined' }, 'x')).status).toBe('error');
    const looping = await one({ type: 'contains', value: 'x', transform: 'while (true) {}\nreturn output;' }, 'x', undefined, {
      ...DEFAULT_TIME_LIMITS,
      scriptMs: 100,
    });
    expect(looping).toMatchObject({ status: 'error', pass: null });
    expect(looping.reason).toContain('100 ms time limit');
  });

  it('a transform or a template that does not compile is found when the dataset loads, at its field', () => {
    const problems = assertionProblems(
      [
        { type: 'contains', value: 'x', transform: 'output.(' },
        { type: 'contains', value: '{{ open' },
        { type: 'contains-any', value: ['ok', '{% if %}'] },
        { type: 'regex', value: '^a{3}$', transform: 'output.trim()' },
      ],
      'assert',
    );
    expect(problems.map((p) => p.field)).toEqual(['assert.0.transform', 'assert.1.value', 'assert.2.value']);
    expect(problems[0]?.message).toMatch(/^contains: transform does not compile \(SyntaxError: /);
    expect(problems[1]?.message).toMatch(/^contains: not a valid nunjucks template \(/);
  });

  it('reaches none of the runner: no process, no require', async () => {
    expect((await one({ type: 'contains', value: 'x', transform: 'process.env' }, 'x')).status).toBe('error');
    expect((await one({ type: 'contains', value: 'x', transform: "require('fs')" }, 'x')).status).toBe('error');
  });
});

describe('metric (promptfoo namedScores)', () => {
  it('is the weighted mean of the scores of the assertions naming it; the name is rendered over the vars', async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'x', metric: 'tone', weight: 3 },
        { type: 'contains', value: 'nope', metric: 'tone' },
        { type: 'contains', value: 'x', metric: '{{ lang }}-accuracy' },
      ],
      'x',
      null,
      { lang: 'fr' },
    );
    expect(v.namedScores).toEqual({ tone: 0.75, 'fr-accuracy': 1 });
    expect(v.rows[2]?.metric).toBe('fr-accuracy');
  });

  it("a set adds its own score under its metric, and its assertions' metrics weighted by the set's weight", async () => {
    const v = await verdictOf(
      [
        { type: 'contains', value: 'nope', metric: 'inner' },
        {
          type: 'assert-set',
          metric: 'set',
          weight: 2,
          threshold: 0,
          assert: [
            { type: 'contains', value: 'x', metric: 'inner' },
            { type: 'contains', value: 'nope' },
          ],
        },
      ],
      'x',
    );
    // inner: (0 × 1 + 1 × 1 × 2) / (1 + 2); set: 0.5.
    expect(v.namedScores['inner']).toBeCloseTo(2 / 3, 12);
    expect(v.namedScores['set']).toBe(0.5);
  });
});

describe('an unknown type names the nearest known one and where the list is', () => {
  it.each([
    ['contians', 'contains'],
    ['not-icontain', 'not-icontains'],
    ['start-with', 'starts-with'],
    ['asert-set', 'assert-set'],
  ])('%s -> %s', (typo, nearest) => {
    expect(unknownTypeMessage(typo)).toBe(
      `unknown assertion type "${typo}"; the nearest known type is "${nearest}" (supported types: docs/scoring.md)`,
    );
  });
});
