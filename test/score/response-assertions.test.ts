// latency, cost, finish-reason, perplexity and guardrails, as promptfoo 0.121.20 decides them.
import { describe, expect, it } from 'vitest';
import type { GuardrailVerdict } from '../../src/providers/types.js';
import { caseProblems } from '../../src/score/promptfoo/evaluate.js';
import { assertContext, check } from '../helpers/assert-context.js';
import { KINDS } from '../../src/kinds/index.js';

const verdict = (r: { status: string; score: number | null }) => [r.status, r.score];

describe('latency', () => {
  it('passes at or under the threshold in ms, fails above it; not- inverts', async () => {
    expect(verdict(await check({ type: 'latency', threshold: 500 }, { response: { latency_ms: 500 } }))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'latency', threshold: 500 }, { response: { latency_ms: 501 } }))).toEqual(['fail', 0]);
    expect(verdict(await check({ type: 'not-latency', threshold: 500 }, { response: { latency_ms: 501 } }))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'not-latency', threshold: 500 }, { response: { latency_ms: 500 } }))).toEqual(['fail', 0]);
  });

  it('is an error without a threshold, or when the latency is unknown (a replay without it), negated or not', async () => {
    const noThreshold = await check({ type: 'latency' }, { response: { latency_ms: 10 } });
    expect(noThreshold.status).toBe('error');
    expect(noThreshold.reason).toContain('threshold');
    for (const type of ['latency', 'not-latency']) {
      const unknown = await check({ type, threshold: 1000 }, { response: { latency_ms: null } });
      expect(unknown.status).toBe('error');
      expect(unknown.reason).toContain('no measured latency');
    }
  });
});

describe('cost', () => {
  it('passes at or under the threshold in dollars; not- inverts', async () => {
    expect(verdict(await check({ type: 'cost', threshold: 0.002 }, { response: { cost_usd: 0.002 } }))).toEqual(['pass', 1]);
    const over = await check({ type: 'cost', threshold: 0.002 }, { response: { cost_usd: 0.0021 } });
    expect(verdict(over)).toEqual(['fail', 0]);
    expect(over.reason).toContain('$0.0021');
    expect(verdict(await check({ type: 'not-cost', threshold: 0.002 }, { response: { cost_usd: 0.0021 } }))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'cost', threshold: 0 }, { response: { cost_usd: 0 } }))).toEqual(['pass', 1]);
  });

  it('is an error when the cost is unknown (no price) or the threshold missing', async () => {
    for (const type of ['cost', 'not-cost']) expect((await check({ type, threshold: 1 }, { response: { cost_usd: null } })).status).toBe('error');
    expect((await check({ type: 'cost' }, { response: { cost_usd: 0.1 } })).status).toBe('error');
  });
});

describe('finish-reason', () => {
  const stopped = { response: { stop_reason: 'end_turn', finish_reason: 'stop' } };

  it("compares promptfoo's normalised reason, ignoring letter case", async () => {
    expect(verdict(await check({ type: 'finish-reason', value: 'stop' }, stopped))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'finish-reason', value: 'STOP' }, stopped))).toEqual(['pass', 1]);
    const raw = await check({ type: 'finish-reason', value: 'end_turn' }, stopped);
    expect(verdict(raw)).toEqual(['fail', 0]);
    expect(raw.reason).toContain('stopReason end_turn');
    expect(verdict(await check({ type: 'not-finish-reason', value: 'length' }, stopped))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'not-finish-reason', value: 'stop' }, stopped))).toEqual(['fail', 0]);
  });

  it('normalises a raw stop reason when the provider gave only that', async () => {
    expect(verdict(await check({ type: 'finish-reason', value: 'length' }, { response: { stop_reason: 'max_tokens' } }))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'finish-reason', value: 'content_filter' }, { response: { stop_reason: 'content_filtered' } }))).toEqual([
      'fail',
      0,
    ]);
  });

  it('fails when the provider gave no reason, so its not- passes (as promptfoo)', async () => {
    expect(verdict(await check({ type: 'finish-reason', value: 'stop' }))).toEqual(['fail', 0]);
    expect(verdict(await check({ type: 'not-finish-reason', value: 'stop' }))).toEqual(['pass', 1]);
  });

  it('needs a string value, refused when the dataset loads', async () => {
    expect((await check({ type: 'finish-reason', value: 5 }, stopped)).status).toBe('error');
    const problems = caseProblems(KINDS.qa, [
      { ...assertContext().testCase, assert: [{ type: 'finish-reason' }, { type: 'finish-reason', value: '' }] },
    ]);
    expect(problems.map((p) => p.field)).toEqual(['assert.0.value']);
  });
});

describe('perplexity', () => {
  it('is an error, never a pass: Bedrock gives no log-probabilities', async () => {
    for (const type of ['perplexity', 'perplexity-score', 'not-perplexity', 'not-perplexity-score']) {
      const result = await check({ type, threshold: 10 }, { response: { output: 'x', finish_reason: 'stop' } }, 'x');
      expect(result.status).toBe('error');
      expect(result.pass).toBeNull();
      expect(result.reason).toContain('log-probabilities');
    }
  });
});

describe('guardrails', () => {
  const guarded = (guardrail: GuardrailVerdict) => ({ response: { guardrail } });
  const clean = guarded({ flagged: false, flagged_input: false, flagged_output: false });
  const blockedInput = guarded({ flagged: true, flagged_input: true, flagged_output: false, reason: 'Guardrail blocked.' });

  it('passes when the guardrail let the call through, fails when it intervened', async () => {
    expect(verdict(await check({ type: 'guardrails' }, clean))).toEqual(['pass', 1]);
    const blocked = await check({ type: 'guardrails' }, blockedInput);
    expect(verdict(blocked)).toEqual(['fail', 0]);
    expect(blocked.reason).toBe('Prompt failed safety checks: Guardrail blocked.');
    const output = await check({ type: 'guardrails' }, guarded({ flagged: true, flagged_input: false, flagged_output: true }));
    expect(output.reason).toBe('Output failed safety checks');
  });

  it('not-guardrails passes only when the guardrail intervened', async () => {
    expect(verdict(await check({ type: 'not-guardrails' }, blockedInput))).toEqual(['pass', 1]);
    expect(verdict(await check({ type: 'not-guardrails' }, clean))).toEqual(['fail', 0]);
  });

  it('is an error when no guardrail checked the response (promptfoo would pass it)', async () => {
    for (const type of ['guardrails', 'not-guardrails']) {
      const result = await check({ type }, { response: { stop_reason: 'guardrail_intervened' } });
      expect(result.status).toBe('error');
      expect(result.reason).toContain('no guardrail');
    }
  });
});
