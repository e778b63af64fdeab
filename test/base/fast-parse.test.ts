// The fast path in front of zod (src/base/fast-parse.ts) may decline any
// value, but what it accepts must be exactly what zod's parse gives: the same
// value, fields in the same order, and nothing zod refuses. Checked on every
// schema it serves, over valid records and many broken variants of them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastParse, hasFastPath } from '../../src/base/fast-parse.js';
import { KINDS } from '../../src/kinds/index.js';
import { ReplayRecordSchema } from '../../src/providers/replay.js';
import { CompactCaseSchema } from '../../src/results/results-file-layout.js';
import { mulberry32 as random } from '../helpers/seeded.js';

const ODD_VALUES: unknown[] = [null, undefined, '', 'x', 0, -1, 1.5, 2 ** 60, Infinity, true, [], ['a'], [1], {}, { a: 1 }, 'pass', 'skipped'];

/** A copy of `value` with one thing changed somewhere inside it. */
function mutate(value: unknown, next: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  if (value === null || typeof value !== 'object' || next() < 0.15) return pick(ODD_VALUES);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (copy.length > 0 && next() < 0.7) {
      const i = Math.floor(next() * copy.length);
      copy[i] = mutate(copy[i], next);
    } else copy.push(pick(ODD_VALUES));
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const roll = next();
  if (roll < 0.15 && keys.length > 0) delete copy[pick(keys)];
  else if (roll < 0.25) copy[pick(['extra', 'zzz', 'id', 'model'])] = pick(ODD_VALUES);
  else if (roll < 0.3) Object.defineProperty(copy, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
  else if (keys.length > 0) {
    const k = pick(keys);
    copy[k] = mutate(copy[k], next);
  }
  // Sometimes the same fields in another order.
  return next() < 0.1 ? Object.fromEntries(Object.entries(copy).reverse()) : copy;
}

/** Holds the fast path to zod over the samples and `rounds` broken variants; how many values it vouched for. */
function agreeWithZod(schema: z.ZodType, samples: unknown[], rounds = 1500, seed = 7): number {
  const next = random(seed);
  let vouched = 0;
  const values = [...samples];
  for (let i = 0; i < rounds; i++) {
    let v = samples[i % samples.length];
    const depth = 1 + Math.floor(next() * 3);
    for (let d = 0; d < depth; d++) v = mutate(v, next);
    values.push(v);
  }
  for (const v of values) {
    const fast = fastParse(schema, v);
    if (!fast) continue;
    vouched++;
    const parsed = schema.safeParse(v);
    expect(parsed.success, `zod refuses what the fast path took: ${JSON.stringify(v)}`).toBe(true);
    if (!parsed.success) continue;
    expect(fast.value).toStrictEqual(parsed.data);
    expect(JSON.stringify(fast.value)).toBe(JSON.stringify(parsed.data));
  }
  return vouched;
}

describe('fastParse agrees with zod on the schemas it serves', () => {
  const lines = [
    {
      id: 'a',
      input: { query: 'q', text: 't', instruction: 'i', task: 't', question: 'q', document: 'd' },
      expected: { ground_truth: 'g', label: 'l', rubric: 'r' },
    },
    {
      id: 7,
      tags: ['x', 'y'],
      must_pass: true,
      description: 'd',
      difficulty: 'hard',
      threshold: 0.5,
      metadata: { k: 1 },
      input: { query: 'q' },
      expected: { ground_truth: 'g' },
      other: { kept: [1] },
    },
    { expected: { ground_truth: 'g' }, input: { query: 'q', extra: 1 }, id: 'b' },
    // The case's own assertions: AssertionSchema is lazy and recursive, so zod checks them where they are.
    {
      id: 'c',
      input: { query: 'q' },
      expected: { ground_truth: 'g' },
      assert: [
        { type: 'icontains', value: 'g' },
        { type: 'assert-set', threshold: 0.5, assert: [{ type: 'equals', value: 'x', weight: 2 }] },
      ],
    },
    { id: 'd', input: { query: 'q' }, expected: { ground_truth: 'g' }, assert: [{ type: 'assert-set', threshold: 2, assert: [] }] },
  ];
  for (const kind of Object.values(KINDS)) {
    it(`${kind.type} case lines, with and without assert`, () => {
      const schema = kind.caseSchema;
      agreeWithZod(schema, lines);
      // nl2sql's schema is a transform of its item: zod parses it whole.
      expect(hasFastPath(schema)).toBe(kind.type !== 'nl2sql');
    });
  }

  it('vouches for the usual qa line, so the run takes the fast path', () => {
    const schema = KINDS.qa.caseSchema;
    // All but the last, whose assert-set threshold zod refuses.
    expect(agreeWithZod(schema, lines, 0)).toBe(lines.length - 1);
    expect(fastParse(schema, { id: 'a', input: { query: 'q' }, expected: { ground_truth: 'g' } })).not.toBeNull();
  });

  it("returns a record already in zod's shape as it is, and a copy of any other", () => {
    const schema = KINDS.qa.caseSchema;
    const line = { id: 'a', input: { query: 'q' }, expected: { ground_truth: 'g' }, note: 'kept' };
    expect(fastParse(schema, line)?.value).toBe(line);
    const reordered = { expected: { ground_truth: 'g' }, id: 'a', input: { query: 'q' } };
    const parsed = fastParse(schema, reordered)?.value;
    expect(parsed).not.toBe(reordered);
    expect(Object.keys(parsed as object)).toEqual(['id', 'input', 'expected']);
    // A field zod drops (a plain object) or fills in (a default) means a copy, the original untouched.
    const strip = z.object({ a: z.string(), list: z.array(z.string()).default([]) });
    const value = { a: 'x', b: 1 };
    expect(fastParse(strip, value)?.value).toEqual({ a: 'x', list: [] });
    expect(value).toEqual({ a: 'x', b: 1 });
  });

  it('recorded outputs (replay)', () => {
    const records = [
      { id: 'c1', output: 'answer' },
      { id: 3, output: '', model: 'm', latency_ms: 12, usage: { input_tokens: 3, output_tokens: 4 }, cost_usd: 0.01, note: 'kept' },
      { output: 'x', id: 'c2', latency_ms: null, usage: null },
    ];
    expect(hasFastPath(ReplayRecordSchema)).toBe(true);
    expect(agreeWithZod(ReplayRecordSchema, records)).toBeGreaterThan(100);
  });

  it("a results file's cases (version 2)", () => {
    const cases = [
      { id: 'c1', key: 'k', line: 1, results: [{ output: 'x', status: 'pass', score: 1, asserts: [0, 1] }] },
      {
        id: 'c2',
        key: 'k2',
        line: 2,
        tags: ['t'],
        must_pass: true,
        results: [
          {
            model: 1,
            trial: 0,
            status: 'fail',
            score: 0.5,
            latency_ms: 3,
            usage: { input_tokens: 1, output_tokens: 2 },
            cost_usd: 0,
            stop_reason: 'end_turn',
            error: 'e',
            scores: { a: 1, b: null },
            failure_reasons: ['r'],
            named_scores: { m: 0.5 },
            tool_calls: [{ name: 'search', arguments: { q: 'x' } }],
            asserts: [
              { type: 'equals', status: 'fail', score: 0, reason: 'no', weight: 2, metric: 'm', judge: { raw: 'r', label: 'l', rank: 1, labels: 3 } },
              4,
              // An assert-set's row with rows of its own: the schema recurses there, and zod checks the inner rows.
              {
                type: 'assert-set',
                status: 'fail',
                score: 0,
                reason: 'set',
                asserts: [{ type: 'equals', status: 'fail', pass: false, score: 0, reason: 'no' }],
              },
            ],
          },
        ],
      },
    ];
    expect(hasFastPath(CompactCaseSchema)).toBe(true);
    expect(agreeWithZod(CompactCaseSchema, cases, 3000)).toBeGreaterThan(200);
  });
});

describe('fastParse: the subset it covers, each rule as zod has it', () => {
  const schemas: [string, z.ZodType, unknown[]][] = [
    ['string lengths', z.string().min(2).max(3), ['ab', 'abc', 'a', 'abcd', 1]],
    ['number range and integers', z.number().int().min(0).max(10), [0, 10, 11, -1, 1.5, Infinity, NaN, '1']],
    ['exclusive bounds', z.number().gt(0).lt(1), [0, 0.5, 1]],
    ['z.int()', z.int(), [1, 2 ** 60, 1.5]],
    ['enum and literal', z.union([z.enum(['a', 'b']), z.literal(3)]), ['a', 'c', 3, 4]],
    ['strict object', z.strictObject({ a: z.string() }), [{ a: 'x' }, { a: 'x', b: 1 }, {}]],
    ['strip object', z.object({ a: z.string().optional() }), [{ a: 'x', b: 1 }, {}, { a: undefined }, []]],
    ['array lengths', z.array(z.boolean()).min(1).max(2), [[true], [], [true, false, true], [1]]],
    ['record', z.record(z.string(), z.number().nullable()), [{ a: 1, b: null }, { a: 'x' }, [], null]],
    ['unknown field present or not', z.object({ a: z.unknown() }), [{ a: 1 }, {}]],
  ];
  it.each(schemas)('%s', (_name, schema, values) => {
    expect(hasFastPath(schema)).toBe(true);
    for (const v of values) {
      const fast = fastParse(schema, v);
      const parsed = schema.safeParse(v);
      if (fast) {
        expect(parsed.success, JSON.stringify(v)).toBe(true);
        expect(fast.value).toStrictEqual(parsed.success ? parsed.data : Symbol('refused'));
      }
      // A valid plain value is vouched for, but for a required unknown field that is missing (left to zod).
      else if (parsed.success) expect(v).toEqual({});
    }
  });

  it('has no fast path for a schema whose top it does not cover: refinements, transforms, lazy schemas', () => {
    expect(hasFastPath(z.string().regex(/a/))).toBe(false);
    expect(hasFastPath(z.object({ a: z.string() }).superRefine(() => {}))).toBe(false);
    expect(hasFastPath(z.string().transform((s) => s.length))).toBe(false);
    expect(hasFastPath(z.lazy(() => z.string()))).toBe(false);
    expect(fastParse(z.string().regex(/a/), 'a')).toBeNull();
  });

  it('leaves such a part inside a record to zod, and takes the rest', () => {
    const schema = z.looseObject({
      a: z.string(),
      list: z.array(z.string()).default([]),
      code: z
        .string()
        .regex(/^[A-Z]+$/)
        .optional(),
      size: z
        .string()
        .transform((s) => s.length)
        .optional(),
      tree: z.lazy(() => z.array(z.number())).optional(),
    });
    expect(hasFastPath(schema)).toBe(true);
    const samples = [{ a: 'x' }, { a: 'x', list: ['y'], code: 'AB', size: 'abc', tree: [1, 2], more: true }, { list: [], a: 'z', code: 'ab' }];
    expect(agreeWithZod(schema, samples)).toBeGreaterThan(100);
    // The default comes in the shape's place, the transform's value is zod's.
    expect(JSON.stringify(fastParse(schema, { size: 'abcd', a: 'x' })?.value)).toBe('{"a":"x","list":[],"size":4}');
    expect(fastParse(schema, { a: 'x', code: 'ab' })).toBeNull();
  });
});
