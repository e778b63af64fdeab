// The request fingerprint (what changes it and what does not) and the trials
// rule of answer reuse: a trial reuses the baseline's answer only when the
// baseline has an answer for every trial this run makes of the request.
import { describe, expect, it } from 'vitest';
import type { CaseResult, ModelResult } from '../../src/config/results.js';
import type { ProviderRequest } from '../../src/providers/types.js';
import { answerLookup, requestFingerprint, reusedAnswer } from '../../src/run/answer-reuse.js';

const MODEL = 'bedrock:anthropic.claude-test-v1:0';
const request: ProviderRequest = {
  prompt: 'Classify: my card was charged twice',
  system: 'You are a router.',
  inference: { temperature: 0, max_tokens: 10 },
  caseId: 'refund',
  trial: 0,
  caseData: { input: 'x' },
};
const base = requestFingerprint(MODEL, request);

describe('requestFingerprint', () => {
  it('is 16 hex and the same for the same request', () => {
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(requestFingerprint(MODEL, { ...request })).toBe(base);
  });

  it.each([
    ['the model', () => requestFingerprint('bedrock:anthropic.claude-other-v2:0', request)],
    ['the prompt', () => requestFingerprint(MODEL, { ...request, prompt: `${request.prompt}.` })],
    ['the chat turns', () => requestFingerprint(MODEL, { ...request, messages: [{ role: 'user', text: 'hi' }] })],
    ['the system prompt', () => requestFingerprint(MODEL, { ...request, system: 'You are terse.' })],
    ['no system prompt', () => requestFingerprint(MODEL, { ...request, system: undefined } as unknown as ProviderRequest)],
    ['an inference setting', () => requestFingerprint(MODEL, { ...request, inference: { temperature: 0.5, max_tokens: 10 } })],
    ['the tools offered', () => requestFingerprint(MODEL, { ...request, tools: [{ name: 'lookup', description: 'd', parameters: {} }] })],
    ['the guardrail', () => requestFingerprint(MODEL, { ...request, guardrail: { identifier: 'g1', version: '1' } })],
  ] as const)('changes with %s', (_what, fingerprint) => {
    expect(fingerprint()).not.toBe(base);
  });

  it("does not change with the case's id, its data, the trial, the signal, or the order inference settings were merged in", () => {
    const same: ProviderRequest = {
      prompt: request.prompt,
      system: 'You are a router.',
      inference: { max_tokens: 10, temperature: 0 },
      caseId: 'another-id',
      trial: 3,
      caseData: { input: 'y' },
      signal: new AbortController().signal,
    };
    expect(requestFingerprint(MODEL, same)).toBe(base);
  });
});

const result = (fingerprint: string | undefined, output: string, extra: Partial<ModelResult> = {}): ModelResult => ({
  model: MODEL,
  output,
  status: 'pass',
  score: 1,
  latency_ms: 120,
  usage: { input_tokens: 10, output_tokens: 2 },
  cost_usd: 0.0001,
  asserts: [],
  error: null,
  ...(fingerprint ? { request: fingerprint } : {}),
  ...extra,
});
const caseOf = (results: ModelResult[]) => ({ results }) as Pick<CaseResult, 'results'>;

describe('answerLookup and reusedAnswer', () => {
  it("takes each trial's answer, with its usage, latency, cost and stop reason", () => {
    const answers = answerLookup([caseOf([result(base, 'billing', { trial: 0, stop_reason: 'end_turn' }), result(base, 'account', { trial: 1 })])]);
    expect(reusedAnswer(answers, base, 0, 2)).toEqual({
      output: 'billing',
      latency_ms: 120,
      usage: { input_tokens: 10, output_tokens: 2 },
      cost_usd: 0.0001,
      stop_reason: 'end_turn',
      finish_reason: 'stop',
    });
    expect(reusedAnswer(answers, base, 1, 2)?.output).toBe('account');
    // One trial asked of a two-trial baseline: its first answer.
    expect(reusedAnswer(answers, base, 0, 1)?.output).toBe('billing');
  });

  it('reuses nothing of a request when the baseline has fewer trials of it than the run needs', () => {
    const answers = answerLookup([caseOf([result(base, 'billing', { trial: 0 }), result(base, 'account', { trial: 1 })])]);
    expect(reusedAnswer(answers, base, 0, 3)).toBeNull();
    expect(reusedAnswer(answers, base, 1, 3)).toBeNull();
  });

  it('leaves out failed calls and results without a fingerprint, so a trial that failed is a hole: every call of the request is made', () => {
    const answers = answerLookup([
      caseOf([result(base, 'billing', { trial: 0 }), result(base, '', { trial: 1, status: 'error', output: null, error: 'throttled' })]),
      caseOf([result(undefined, 'old file, no fingerprint')]),
    ]);
    expect(reusedAnswer(answers, base, 0, 2)).toBeNull();
    expect(reusedAnswer(answers, base, 0, 1)?.output).toBe('billing');
    expect(answers.size).toBe(1);
  });

  it('leaves out an answer published masked, and a masked judge reply: those calls are made again', () => {
    const judged = result(base, 'The docs use AKIA***.', {
      masked: true,
      asserts: [
        {
          type: 'llm-rubric',
          status: 'pass',
          pass: true,
          score: 1,
          reason: 'ok',
          judge: { raw: 'It quotes AKIA***', request: 'aaaaaaaaaaaaaaaa', masked: true },
        },
        { type: 'llm-rubric', status: 'pass', pass: true, score: 1, reason: 'ok', judge: { raw: 'Fine.', request: 'bbbbbbbbbbbbbbbb' } },
      ],
    });
    const answers = answerLookup([caseOf([judged])]);
    expect(reusedAnswer(answers, base, 0, 1)).toBeNull();
    expect(answers.has('aaaaaaaaaaaaaaaa')).toBe(false);
    expect(reusedAnswer(answers, 'bbbbbbbbbbbbbbbb', 0, 1)?.output).toBe('Fine.');
  });

  it('keeps the first answer of a request two cases share', () => {
    const answers = answerLookup([caseOf([result(base, 'first')]), caseOf([result(base, 'second')])]);
    expect(reusedAnswer(answers, base, 0, 1)?.output).toBe('first');
  });
});
