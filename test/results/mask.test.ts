// Issue 45: results are published with credentials masked, but a masked
// answer is marked (so no later run reuses it as the model's), and what
// runs join on (case ids, keys, tags, model labels, the dataset's name) is
// never rewritten. The marks survive the results file and a baseline read.
import { describe, expect, it } from 'vitest';
import { scrubber } from '../../src/base/redact.js';
import { expectationFor, parseBaseline } from '../../src/compare/baseline.js';
import { compareWithBaseline } from '../../src/compare/classify.js';
import type { CaseResult, Results } from '../../src/config/results.js';
import { maskResults } from '../../src/results/mask.js';
import { encodeResultsFile } from '../../src/results/results-file.js';
import { decodeResultsFile } from '../../src/results/results-file-read.js';
import { answerLookup } from '../../src/run/answer-reuse.js';
import { caseResult, modelResult, resultsOf } from '../compare/fixtures.js';
import { KINDS } from '../../src/kinds/index.js';

/** DATABASE_URL's password is `password`: the word itself is a secret value. */
const scrub = scrubber(['password']);
const MODEL = 'exec:node password-bot.mjs';
const KEY = 'AKIAIOSFODNN7EXAMPLE';

function results(): Results {
  const judged = modelResult(MODEL, 'pass', {
    output: `The docs use ${KEY}.`,
    request: 'aaaaaaaaaaaaaaaa',
    asserts: [
      {
        type: 'llm-rubric',
        status: 'pass',
        pass: true,
        score: 1,
        reason: 'quotes the key',
        judge: { raw: `It says ${KEY}`, request: 'bbbbbbbbbbbbbbbb' },
      },
      { type: 'contains', status: 'pass', pass: true, score: 1, reason: 'output contains "docs"' },
    ],
  });
  const cases: CaseResult[] = [
    { ...caseResult('example-key', { [MODEL]: 'pass' }, { tags: ['password-reset'], cluster: 'password' }), results: [judged] },
    caseResult('reset-password', { [MODEL]: 'pass' }),
    {
      ...caseResult('plain', { [MODEL]: 'pass' }),
      results: [modelResult(MODEL, 'pass', { output: 'Use the reset link.', request: 'cccccccccccccccc' })],
    },
  ];
  return {
    ...resultsOf(cases, { name: 'password-help' }),
    dataset: { name: 'password-help', type: 'qa', path: 'datasets/password-help', hash: 'abc' },
  };
}

describe('maskResults', () => {
  it('masks the texts and marks the answers and judge replies it masked', () => {
    const masked = maskResults(results(), scrub);
    const [key, reset, plain] = masked.cases;
    expect(key?.results[0]).toMatchObject({ output: 'The docs use AKIA***.', masked: true });
    expect(key?.results[0]?.asserts[0]?.judge).toEqual({ raw: 'It says AKIA***', request: 'bbbbbbbbbbbbbbbb', masked: true });
    expect(key?.results[0]?.asserts[1]).not.toHaveProperty('judge');
    expect(reset?.results[0]).toMatchObject({ output: 'output of exec:node ***-bot.mjs', masked: true });
    expect(plain?.results[0]).not.toHaveProperty('masked');
  });

  it('keeps what runs join on as written: ids, keys, tags, clusters, model labels, the dataset', () => {
    const original = results();
    const masked = maskResults(original, scrub);
    expect(masked.cases.map((c) => [c.id, c.key, c.tags, c.cluster])).toEqual(original.cases.map((c) => [c.id, c.key, c.tags, c.cluster]));
    expect(masked.cases.flatMap((c) => c.results.map((r) => r.model))).toEqual([MODEL, MODEL, MODEL]);
    expect(masked.models).toEqual([MODEL]);
    expect(masked.dataset).toMatchObject({ name: 'password-help', path: 'datasets/password-help' });
  });

  it('gives the same object back when nothing held a credential', () => {
    const clean = resultsOf([caseResult('a', { m: 'pass' })]);
    expect(maskResults(clean, scrub)).toBe(clean);
  });

  it('keeps the marks through the results file, and the next run reuses none of the masked', () => {
    const text = encodeResultsFile(maskResults(results(), scrub));
    const decoded = decodeResultsFile(text);
    if (!decoded.ok) throw new Error(decoded.why);
    expect(decoded.results.cases[0]?.results[0]?.masked).toBe(true);
    expect(decoded.results.cases[0]?.results[0]?.asserts[0]?.judge?.masked).toBe(true);
    const answers = answerLookup(decoded.results.cases);
    expect([...answers.keys()]).toEqual(['cccccccccccccccc']);
  });

  it("the next run's comparison finds each case's baseline by its id", () => {
    const baseline = parseBaseline(
      encodeResultsFile(maskResults(results(), scrub)),
      expectationFor({ name: 'password-help', type: 'qa', kind: KINDS.qa } as never, 'cache'),
    );
    if (!baseline.ok) throw new Error(baseline.reason);
    const now = results();
    const comparison = compareWithBaseline(now, baseline.baseline);
    expect(comparison).toMatchObject({ new: 0, removed: 0, still_passing: 3 });
    // The answers are the ones the baseline published masked: no change of answer is shown.
    expect(comparison.cases.map((e) => [e.id, e.classification, e.baseline_output])).toEqual([
      ['example-key', 'still_passing', undefined],
      ['reset-password', 'still_passing', undefined],
      ['plain', 'still_passing', undefined],
    ]);
  });
});
