// The result builders own the results document's field order: each builds its
// shape with the keys of the schema (src/config/results.ts), in the schema's
// order, for every optional field present and absent; the results file
// writes them in its compact layout's order and reads them back as built.
import { describe, expect, it } from 'vitest';
import { caseResult, changedResult, modelResult, type CallFields, type CaseFields, type ResultExtras } from '../../src/config/result-builders.js';
import {
  CaseResultSchema,
  ModelResultSchema,
  RESULTS_SCHEMA_VERSION,
  type AssertResult,
  type CaseResult,
  type ModelResult,
  type Results,
} from '../../src/config/results.js';
import { encodeResultsFile } from '../../src/results/results-file.js';
import { CompactCaseSchema } from '../../src/results/results-file-layout.js';
import { decodeResultsFile } from '../../src/results/results-file-read.js';

const ROW: AssertResult = { type: 'icontains', status: 'pass', pass: true, score: 1, reason: 'found' };

/** Each optional field of a result with a value the schema accepts. */
const OPTIONAL_RESULT_FIELDS = {
  trial: 1,
  stop_reason: 'max_tokens',
  scores: { composite_score: 0.5 },
  failure_reasons: ['answer_score below 0.7'],
  named_scores: { tone: 1 },
  tool_calls: [{ name: 'lookup', arguments: { id: 7 } }],
  conversation: { turns: [{ user: 'hi', reply: 'hello', tool_calls: [] }], ended: 'terminate' },
  spans: [{ trace_id: 'ab', span_id: 'cd', name: 'llm.call', start_ms: 1, end_ms: 2, attributes: { 'gen_ai.request.model': 'm' } }],
  skills: [{ name: 'pdf', source: 'final' }],
  request: '0123456789abcdef',
  reused: true,
  masked: true,
} as const;
type OptionalResultField = keyof typeof OPTIONAL_RESULT_FIELDS;
const OPTIONAL_NAMES = Object.keys(OPTIONAL_RESULT_FIELDS) as OptionalResultField[];

/** Every subset of `names`. */
function subsets<T>(names: readonly T[]): T[][] {
  return names.reduce<T[][]>((all, name) => [...all, ...all.map((s) => [...s, name])], [[]]);
}

/** The keys of `order` that `present` holds, in `order`'s order. */
const inOrder = (order: readonly string[], present: readonly string[]) => order.filter((k) => present.includes(k));

const SCHEMA_RESULT_KEYS = Object.keys(ModelResultSchema.shape);
const SCHEMA_CASE_KEYS = Object.keys(CaseResultSchema.shape);
const COMPACT_CASE_KEYS = Object.keys(CompactCaseSchema.shape);
const COMPACT_RESULT_KEYS = Object.keys(CompactCaseSchema.shape.results.element.shape);

/** A result built with the optional fields `fields`. */
function built(fields: readonly OptionalResultField[]): ModelResult {
  const call: CallFields = { output: 'Paris', latency_ms: 12, usage: { input_tokens: 3, output_tokens: 1 }, cost_usd: 0.001 };
  if (fields.includes('stop_reason')) call.stop_reason = OPTIONAL_RESULT_FIELDS.stop_reason;
  const extras: Record<string, unknown> = {};
  for (const name of fields) if (name !== 'stop_reason') extras[name] = OPTIONAL_RESULT_FIELDS[name];
  return modelResult('m', call, 'pass', 1, [ROW], null, extras as ResultExtras);
}

/** A results document of these cases, on model `m`. */
function document(cases: CaseResult[]): Results {
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'supereval', version: '0.0.0' },
    run: { started_at: '2025-01-01T00:00:00.000Z', finished_at: '2025-01-01T00:00:01.000Z', duration_ms: 1000 },
    dataset: { name: 'd', type: 'qa', path: 'd', hash: '0' },
    models: ['m'],
    judge: null,
    summary: {
      total: cases.length,
      passed: cases.length,
      failed: 0,
      errors: 0,
      skipped_asserts: 0,
      pass_rate: 1,
      cost_usd: null,
      p95_latency_ms: null,
      tokens: { input: 0, output: 0 },
    },
    cases,
    gate: { passed: true, reasons: [] },
  };
}

/** The file's text of these cases, and what it reads back as. */
function roundTrip(cases: CaseResult[]): { lines: Record<string, unknown>[]; back: CaseResult[] } {
  const text = encodeResultsFile(document(cases));
  const file = JSON.parse(text) as { cases: Record<string, unknown>[] };
  const decoded = decodeResultsFile(text);
  if (!decoded.ok) throw new Error(decoded.why);
  return { lines: file.cases, back: decoded.results.cases };
}

const plainCase = (results: ModelResult[]) => caseResult({ id: 'c', key: 'k', line: 1, tags: [] }, { status: 'pass', score: 1 }, results);

describe('modelResult', () => {
  const combinations = subsets(OPTIONAL_NAMES);

  it(`builds the schema's keys in its order, for each of the ${combinations.length} sets of optional fields`, () => {
    for (const fields of combinations) {
      const result = built(fields);
      const expected = SCHEMA_RESULT_KEYS.filter(
        (k) => !OPTIONAL_NAMES.includes(k as OptionalResultField) || fields.includes(k as OptionalResultField),
      );
      expect(Object.keys(result), fields.join(',')).toEqual(expected);
      expect(ModelResultSchema.strict().safeParse(result).success, fields.join(',')).toBe(true);
    }
  });

  it("is written in the compact layout's order and reads back as built, field for field and in order", () => {
    const results = combinations.map(built);
    const { lines, back } = roundTrip(results.map((r) => plainCase([r])));
    results.forEach((result, i) => {
      const line = (lines[i]?.['results'] as Record<string, unknown>[])[0] as Record<string, unknown>;
      const keys = Object.keys(line);
      expect(keys).toEqual(inOrder(COMPACT_RESULT_KEYS, keys));
      const read = back[i]?.results[0];
      expect(read).toEqual(result);
      expect(Object.keys(read ?? {})).toEqual(Object.keys(result));
    });
  });

  it('builds the common result as the file writer reads it fastest: nine fields, nulls kept', () => {
    const result = modelResult('m', {}, 'error', 0, [], 'timed out');
    expect(result).toEqual({
      model: 'm',
      output: null,
      status: 'error',
      score: 0,
      latency_ms: null,
      usage: null,
      cost_usd: null,
      asserts: [],
      error: 'timed out',
    });
    expect(Object.keys(result)).toEqual(['model', 'output', 'status', 'score', 'latency_ms', 'usage', 'cost_usd', 'asserts', 'error']);
    // An empty stop reason says nothing: it is left out.
    expect(Object.keys(modelResult('m', { output: 'x', stop_reason: '' }, 'pass', 1, [], null))).not.toContain('stop_reason');
  });

  it('changedResult sets fields anew and keeps the order: a trial added last still goes second', () => {
    const kindResult = built(['scores', 'failure_reasons', 'tool_calls']);
    const changed = changedResult(kindResult, { trial: 1, named_scores: { tone: 1 }, request: '0123456789abcdef', status: 'fail', error: null });
    expect(Object.keys(changed)).toEqual(inOrder(SCHEMA_RESULT_KEYS, Object.keys(changed)));
    expect(changed).toMatchObject({ trial: 1, status: 'fail', named_scores: { tone: 1 }, tool_calls: kindResult.tool_calls });
    expect(Object.keys(changed).slice(0, 3)).toEqual(['model', 'trial', 'output']);
  });
});

describe('caseResult', () => {
  const marks = ['cluster', 'must_pass', 'dataset', 'flaky', 'trials', 'confirmation'] as const;
  const combinations = subsets(marks);
  const result = built([]);

  function builtCase(with_: readonly (typeof marks)[number][]): CaseResult {
    const fields: CaseFields = { id: 'c', key: 'k', line: 3, tags: ['smoke'] };
    if (with_.includes('cluster')) fields.cluster = 'g1';
    if (with_.includes('must_pass')) fields.must_pass = true;
    if (with_.includes('dataset')) Object.assign(fields, { description: 'capital', expected: 'Paris', vars: { query: 'capital of France?' } });
    if (with_.includes('confirmation')) fields.confirmation = [{ model: 'm', runs: 2, passes: 1 }];
    const verdict: Parameters<typeof caseResult>[1] = { status: 'pass', score: 1 };
    if (with_.includes('flaky')) verdict.flaky = true;
    if (with_.includes('trials')) verdict.trials = [{ model: 'm', trials: 2, passes: 1, pass_at_k: 1, pass_hat_k: 0 }];
    return caseResult(fields, verdict, [result]);
  }

  it(`builds the schema's keys in its order, for each of the ${combinations.length} sets of optional fields`, () => {
    for (const with_ of combinations) {
      const c = builtCase(with_);
      const keys = Object.keys(c);
      expect(keys, with_.join(',')).toEqual(inOrder(SCHEMA_CASE_KEYS, keys));
      const optional = ['cluster', 'must_pass', 'description', 'expected', 'vars', 'flaky', 'trials', 'confirmation'];
      const wanted = [...with_.flatMap((w) => (w === 'dataset' ? ['description', 'expected', 'vars'] : [w]))];
      expect(keys.filter((k) => optional.includes(k)).sort(), with_.join(',')).toEqual(wanted.sort());
      expect(CaseResultSchema.strict().safeParse(c).success, with_.join(',')).toBe(true);
    }
  });

  it("is written in the compact layout's order and reads back in the builder's order", () => {
    // What a version 2 file keeps of a case: the dataset's fields stay with the dataset; flaky and trials are derived.
    const kept = combinations.filter((w) => !w.includes('dataset') && !w.includes('flaky') && !w.includes('trials'));
    const cases = kept.map(builtCase);
    const { lines, back } = roundTrip(cases);
    cases.forEach((c, i) => {
      const keys = Object.keys(lines[i] ?? {});
      expect(keys).toEqual(inOrder(COMPACT_CASE_KEYS, keys));
      expect(back[i]).toEqual(c);
      expect(Object.keys(back[i] ?? {})).toEqual(Object.keys(c));
    });
  });
});
