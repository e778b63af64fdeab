// How a case's own assertions combine with an agent's or a RAG answer's own
// verdict (withCaseAsserts): the worse status wins, the score stays the kind's.
import { describe, expect, it } from 'vitest';
import type { AssertResult, ModelResult, Status } from '../../src/config/results.js';
import { withCaseAsserts } from '../../src/score/promptfoo/evaluate.js';

const dimension: AssertResult = {
  type: 'answer_score',
  status: 'pass',
  pass: true,
  score: 1,
  reason: 'answer_score 1.00 meets the minimum 0.80.',
  metric: 'answer_score',
};
const kindResult = (status: Status, score = 0.9): ModelResult => ({
  model: 'exec:agent',
  output: 'Up to 5 TB.',
  status,
  score,
  latency_ms: 10,
  usage: null,
  cost_usd: null,
  asserts: [{ ...dimension, status: status === 'pass' ? 'pass' : 'fail', pass: status === 'pass' }],
  error: status === 'error' ? 'reasoning judge: unreadable reply' : null,
  scores: { answer_score: 1, composite_score: score },
});
const row = (status: AssertResult['status'], type = 'contains', extra: Partial<AssertResult> = {}): AssertResult => ({
  type,
  status,
  pass: status === 'pass' ? true : status === 'fail' ? false : null,
  score: status === 'pass' ? 1 : status === 'fail' ? 0 : null,
  reason: `${type} ${status}`,
  ...extra,
});

describe("a case's assertions next to its kind's verdict", () => {
  it('a failing assertion fails a case its kind passed; its row joins the rows and the score stays the composite', () => {
    const r = withCaseAsserts(kindResult('pass'), [row('fail')], null);
    expect(r.status).toBe('fail');
    expect(r.score).toBe(0.9);
    expect(r.scores).toEqual({ answer_score: 1, composite_score: 0.9 });
    expect(r.asserts.map((a) => [a.type, a.status])).toEqual([
      ['answer_score', 'pass'],
      ['contains', 'fail'],
    ]);
    expect(r.error).toBeNull();
  });

  it('passing assertions leave the verdict as the kind gave it, pass or fail', () => {
    expect(withCaseAsserts(kindResult('pass'), [row('pass')], null)).toMatchObject({ status: 'pass', score: 0.9, error: null });
    expect(withCaseAsserts(kindResult('fail', 0.4), [row('pass')], null)).toMatchObject({ status: 'fail', score: 0.4 });
  });

  it('an assertion that could not be evaluated makes the case an error, with its reason', () => {
    const r = withCaseAsserts(kindResult('pass'), [row('error', 'regex', { reason: 'the match ran past the 1 s limit' })], null);
    expect(r.status).toBe('error');
    expect(r.error).toBe('regex: the match ran past the 1 s limit');
  });

  it('an error of the kind stays an error, both reasons kept; a failing assertion does not hide it', () => {
    expect(withCaseAsserts(kindResult('error'), [row('fail')], null)).toMatchObject({ status: 'error', error: 'reasoning judge: unreadable reply' });
    const both = withCaseAsserts(kindResult('error'), [row('error', 'regex', { reason: 'too slow' })], null);
    expect(both.error).toBe('reasoning judge: unreadable reply; regex: too slow');
  });

  it("weighs the case's assertions by its threshold, as on any kind", () => {
    const asserts = [row('pass', 'contains'), row('fail', 'icontains')];
    expect(withCaseAsserts(kindResult('pass'), asserts, 0.5).status).toBe('pass');
    expect(withCaseAsserts(kindResult('pass'), asserts, 0.75).status).toBe('fail');
  });

  it('assertions all skipped for want of a judge are recorded and leave the verdict alone', () => {
    const r = withCaseAsserts(kindResult('pass'), [row('skipped', 'llm-rubric')], null);
    expect(r.status).toBe('pass');
    expect(r.asserts.map((a) => a.status)).toEqual(['pass', 'skipped']);
  });

  it('without assertions it is the kind result itself', () => {
    const k = kindResult('fail');
    expect(withCaseAsserts(k, [], null)).toBe(k);
  });
});
