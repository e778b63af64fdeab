// Judge reuse: what changes a judge request's fingerprint, how assert rows get
// the fingerprint of the call that gave their reply (the same reply to several
// requests included), and a later judge taking those replies without a call.
import { describe, expect, it } from 'vitest';
import type { AssertResult, CaseResult } from '../../src/config/results.js';
import { answerLookup } from '../../src/run/answer-reuse.js';
import { JudgeReuse } from '../../src/run/judge-reuse.js';
import { createJudge, type JudgeCall } from '../../src/score/judge/judge.js';
import { cannedProvider } from '../helpers/canned-provider.js';

const JUDGE = 'bedrock:anthropic.claude-judge-v1:0';
const PASS = '{"reason":"ok","pass":true,"score":1}';
const call: JudgeCall = { prompt: 'Grade this answer: Paris', caseId: 'capital' };

/** The fingerprint a judge call gets, by asking a recording judge. */
async function fingerprintOf(judgeCall: JudgeCall, label = JUDGE): Promise<string> {
  let heard = '';
  const recording = new JudgeReuse(null);
  const replies = { lookup: recording.lookup.bind(recording), heard: (f: string) => void (heard = f) };
  await createJudge(cannedProvider([PASS], label), undefined, replies).complete(judgeCall);
  return heard;
}

const row = (raw: string, status: AssertResult['status'] = 'pass'): AssertResult => ({
  type: 'llm-rubric',
  status,
  pass: status === 'pass',
  score: 1,
  reason: 'ok',
  judge: { raw },
});
const caseOf = (asserts: AssertResult[]): CaseResult =>
  ({
    results: [{ model: 'm', output: 'x', status: 'pass', score: 1, latency_ms: 1, usage: null, cost_usd: null, asserts }],
  }) as unknown as CaseResult;

describe('a judge request fingerprint', () => {
  it('changes with the judge model, the grading prompt, the chat turns and the system prompt; not with the case id', async () => {
    const base = await fingerprintOf(call);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(await fingerprintOf({ ...call })).toBe(base);
    expect(await fingerprintOf({ ...call, caseId: 'other' })).toBe(base);
    const changed = await Promise.all([
      fingerprintOf(call, 'bedrock:anthropic.claude-other-v1:0'),
      fingerprintOf({ ...call, prompt: 'Grade this answer: Lyon' }),
      fingerprintOf({ ...call, messages: [{ role: 'user', text: 'Grade this answer: Paris' }] }),
      fingerprintOf({ ...call, system: '' }),
      fingerprintOf({ ...call, system: 'You grade tersely.' }),
    ]);
    expect(new Set([base, ...changed]).size).toBe(6);
  });
});

describe('JudgeReuse', () => {
  it('gives rows that share a reply distinct fingerprints, and none to a row whose raw joins several replies', async () => {
    const reuse = new JudgeReuse(null);
    const judge = createJudge(cannedProvider([PASS], JUDGE), undefined, reuse);
    await judge.complete({ prompt: 'grade a' });
    await judge.complete({ prompt: 'grade b' });
    const cases = [caseOf([row(PASS)]), caseOf([{ ...row('x'), type: 'assert-set', asserts: [row(PASS)] }, row(`${PASS}\n---\n${PASS}`)])];
    reuse.recordRequests(cases);
    const a = cases[0]!.results[0]!.asserts[0]!.judge?.request;
    const b = cases[1]!.results[0]!.asserts[0]!.asserts?.[0]?.judge?.request;
    expect([a, b]).toEqual([await fingerprintOf({ prompt: 'grade a' }), await fingerprintOf({ prompt: 'grade b' })]);
    expect(cases[1]!.results[0]!.asserts[1]!.judge?.request).toBeUndefined();
    expect(reuse.reused).toBe(0);
  });

  it("takes the baseline's recorded replies without a call, counts them reused, and asks again where the baseline's row was in error", async () => {
    const fingerprint = (prompt: string) => fingerprintOf({ prompt });
    const recorded = (prompt: string, raw: string, status: AssertResult['status']) =>
      fingerprint(prompt).then((request) => ({ ...row(raw, status), judge: { raw, request } }));
    const baseline = [caseOf([await recorded('grade a', 'A', 'pass'), await recorded('grade b', 'garbled', 'error')])];
    const provider = cannedProvider(['fresh'], JUDGE);
    const reuse = new JudgeReuse(answerLookup(baseline));
    const judge = createJudge(provider, undefined, reuse);
    expect(await judge.complete({ prompt: 'grade a', caseId: 'another case' })).toBe('A');
    expect(await judge.complete({ prompt: 'grade b' })).toBe('fresh');
    expect(await judge.complete({ prompt: 'grade c' })).toBe('fresh');
    expect(provider.requests.map((r) => r.prompt)).toEqual(['grade b', 'grade c']);
    expect(reuse.reused).toBe(1);
  });
});
