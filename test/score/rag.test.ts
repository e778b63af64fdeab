import { describe, expect, it } from 'vitest';
import { ModelResultSchema } from '../../src/config/results.js';
import { resolveThresholds, type Thresholds } from '../../src/config/thresholds.js';
import { formatContexts } from '../../src/prompt/contexts.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { ragComposite, ragModelResult, scoreRagCase } from '../../src/score/python-tool/rag.js';
import { createJudge, type Judge } from '../../src/score/judge/judge.js';
import { ProviderError } from '../../src/providers/types.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { scriptedJudge, type JudgeScript } from '../helpers/scripted-judge.js';
import { KINDS } from '../../src/kinds/index.js';
import { RagCaseSchema } from '../../src/config/rag-case.js';

const testCase = RagCaseSchema.parse({
  id: 'r1',
  input: {
    query: 'What is the maximum SQS message size?',
    retrieved_contexts: ['SQS messages can be up to 256 KB.', 'SNS is a pub/sub service.'],
  },
  expected: { ground_truth: '256 KB' },
});

function score(output: string, options: { judge?: Judge | null; thresholds?: Thresholds } = {}) {
  return scoreRagCase({
    testCase,
    output,
    thresholds: resolveThresholds(options.thresholds),
    judge: options.judge ?? null,
    caseId: 'r1',
  });
}

const judged = (script: JudgeScript) => scriptedJudge(script);

describe('RAG without a judge', () => {
  it("falls back to contains for correctness, faithfulness n/a (null, not the Python tool's unverified 1.0), composite = correctness", async () => {
    const result = await score('The limit is 256 kb per message.');
    expect(result.scores).toEqual({ contains_score: 1, answer_correctness_score: 1, faithfulness_score: null, composite_score: 1 });
    expect(result.faithfulness_verified).toBe(false);
    expect(result.status).toBe('pass');
    expect(result.asserts.find((a) => a.type === 'faithfulness_score')).toMatchObject({ status: 'skipped', score: null });
  });

  it('fails an answer without the ground truth on contains and on the correctness fallback', async () => {
    const result = await score('It is 256 kilobytes.');
    expect(result.scores).toEqual({ contains_score: 0, answer_correctness_score: 0, faithfulness_score: null, composite_score: 0 });
    expect(result.status).toBe('fail');
    expect(result.failure_reasons).toEqual([
      "Answer does not contain expected ground truth: '256 KB'",
      'Answer correctness score 0.00 below threshold 0.50 (no judge configured; using contains match)',
    ]);
  });

  it('with require_contains off, still fails on the correctness fallback unless its minimum allows it', async () => {
    expect((await score('256 kilobytes', { thresholds: { require_contains: false } })).status).toBe('fail');
    const lenient = await score('256 kilobytes', { thresholds: { require_contains: false, min_answer_correctness_score: 0 } });
    expect(lenient.status).toBe('pass');
  });

  it('cannot fail on faithfulness, which is unverified', async () => {
    const result = await score('256 KB', { thresholds: { min_faithfulness_score: 1 } });
    expect(result.status).toBe('pass');
  });
});

describe('RAG with a judge', () => {
  it('takes correctness (3 labels) and faithfulness (5 labels) from the judge; composite 50/50', async () => {
    const result = await score('256 KB', { judge: judged({ correctness: 'correct', faithfulness: 'most' }) });
    expect(result.scores).toEqual({
      contains_score: 1,
      answer_correctness_score: 1,
      faithfulness_score: 0.75,
      composite_score: 0.875,
    });
    expect(result.faithfulness_verified).toBe(true);
    expect(result.judge_labels.faithfulness).toEqual({ label: 'most', rank: 3, labels: 5, score: 0.75 });
    expect(result.asserts.find((a) => a.type === 'answer_correctness_score')?.judge).toMatchObject({
      label: 'correct',
      rank: 2,
      labels: 3,
    });
    expect(result.status).toBe('pass');
  });

  it('uses the dataset weights', async () => {
    const result = await score('256 KB', {
      judge: judged({ correctness: 'partially correct', faithfulness: 'all' }),
      thresholds: { faithfulness_weight: 0.4, answer_correctness_weight: 0.6 },
    });
    expect(result.scores.composite_score).toBeCloseTo(0.4 * 1 + 0.6 * 0.5, 12);
  });

  it('passes "partially correct" at the default minimum 0.5 and fails "incorrect"', async () => {
    expect((await score('256 KB', { judge: judged({ correctness: 'partially correct', faithfulness: 'none' }) })).status).toBe('pass');
    const wrong = await score('256 KB', { judge: judged({ correctness: 'incorrect', faithfulness: 'all' }) });
    expect(wrong.status).toBe('fail');
    expect(wrong.failure_reasons).toEqual(['Answer correctness score 0.00 below threshold 0.50: "incorrect" - correctness reasoning']);
  });

  it('applies min_faithfulness_score at its edge only when set', async () => {
    const half = judged({ correctness: 'correct', faithfulness: 'approximately half' });
    expect((await score('256 KB', { judge: half })).status).toBe('pass');
    expect((await score('256 KB', { judge: half, thresholds: { min_faithfulness_score: 0.75 } })).status).toBe('fail');
    const most = judged({ correctness: 'correct', faithfulness: 'most' });
    expect((await score('256 KB', { judge: most, thresholds: { min_faithfulness_score: 0.75 } })).status).toBe('pass');
  });

  it('still requires the contains check when the judge calls the answer correct', async () => {
    const result = await score('two hundred fifty-six kilobytes', { judge: judged({ correctness: 'correct', faithfulness: 'all' }) });
    expect(result.status).toBe('fail');
    expect(result.scores.answer_correctness_score).toBe(1);
  });

  it('gives the faithfulness judge the numbered contexts and the correctness judge the ground truth', async () => {
    const judge = judged({ correctness: 'correct', faithfulness: 'all' });
    await score('256 KB', { judge });
    const prompts = judge.provider.requests.map((r) => r.prompt);
    const faithfulness = prompts.find((p) => p.includes('Retrieved contexts')) ?? '';
    expect(faithfulness).toContain('[1] SQS messages can be up to 256 KB.\n\n[2] SNS is a pub/sub service.');
    const correctness = prompts.find((p) => p.includes('Reference answer')) ?? '';
    expect(correctness).toContain('256 KB');
  });

  it('makes an unusable judge reply an error with the raw reply and no composite', async () => {
    const result = await score('256 KB', { judge: judged({ correctness: 'correct', faithfulness: 'raw:```json\n{"label": "plenty"}\n```' }) });
    expect(result.status).toBe('error');
    expect(result.scores.faithfulness_score).toBeNull();
    expect(result.scores.composite_score).toBeNull();
    expect(result.asserts.find((a) => a.type === 'faithfulness_score')).toMatchObject({
      status: 'error',
      judge: { raw: '```json\n{"label": "plenty"}\n```' },
    });
  });
});

describe('RAG with a judge that cannot be reached', () => {
  it('makes the case an error naming the failed call, never a pass', async () => {
    const judge = createJudge(
      cannedProvider([
        () => {
          throw new ProviderError('AccessDeniedException: no access to the judge model', { code: 'AccessDeniedException' });
        },
      ]),
    );
    const result = await score('256 KB', { judge });
    expect(result.status).toBe('error');
    expect(result.reasons).toEqual([
      'faithfulness judge: judge call failed: AccessDeniedException: no access to the judge model',
      'correctness judge: judge call failed: AccessDeniedException: no access to the judge model',
    ]);
  });
});

describe('RAG composite and results row', () => {
  it('is the weighted average over the two weights, as rag/scorer.py divides by their sum', () => {
    expect(ragComposite(0.5, 1, { faithfulness_weight: 0.5, answer_correctness_weight: 0.5 })).toBe(0.75);
    expect(ragComposite(1, 1, { faithfulness_weight: 0.3, answer_correctness_weight: 0.3 })).toBe(1);
    expect(ragComposite(1, 0, { faithfulness_weight: 0.3, answer_correctness_weight: 0.1 })).toBe(0.3 / (0.3 + 0.1));
    expect(ragComposite(1, 1, { faithfulness_weight: 0, answer_correctness_weight: 0 })).toBe(0);
  });

  it('maps to a valid ModelResult carrying the signals', async () => {
    const result = await score('256 KB', { judge: judged({ correctness: 'correct', faithfulness: 'all' }) });
    const row = ModelResultSchema.parse(
      ragModelResult('bedrock:m', { output: '256 KB', latency_ms: 12, usage: { input_tokens: 50, output_tokens: 3 }, cost_usd: null }, result),
    );
    expect(row).toMatchObject({ status: 'pass', score: 1, output: '256 KB', cost_usd: null, error: null });
    expect(row.scores).toEqual({ contains_score: 1, answer_correctness_score: 1, faithfulness_score: 1, composite_score: 1 });
  });
});

describe('RAG prompt', () => {
  it('numbers the contexts and offers {{query}} and {{contexts}}', () => {
    expect(formatContexts(['a', 'b'])).toBe('[1] a\n\n[2] b');
    expect(defaultTemplate({ type: 'rag', kind: KINDS.rag }).text).toContain('{{query}}');
    expect(defaultTemplate({ type: 'rag', kind: KINDS.rag }).text).toContain('{{contexts}}');
  });
});
