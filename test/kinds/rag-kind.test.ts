import { describe, expect, it } from 'vitest';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { rag } from '../../src/kinds/rag.js';
import { defaultPrompt, loadCases } from './helpers.js';

const line = {
  id: 'r1',
  input: { query: 'How long does SQS keep messages?', retrieved_contexts: ['SQS keeps messages for 4 days by default.', 'Up to 14 days.'] },
  expected: { ground_truth: '4 days' },
};
const reply = (output: string) => ({ output, latency_ms: 5, usage: { input_tokens: 3, output_tokens: 2 }, cost_usd: null });

describe('rag kind', () => {
  it('keys (and passes on) the whole input, and is implied by a rag/ folder', async () => {
    const d = await loadCases({ type: 'rag' }, [line]);
    expect(d.cases[0]!.vars).toEqual(line.input);
    expect(rag.folder).toBe('rag');
  });

  it('numbers the passages, then asks the question, in its default prompt', async () => {
    const d = await loadCases({ type: 'rag' }, [line]);
    const prompt = defaultPrompt(d);
    expect(prompt).toContain(
      'Context:\n[1] SQS keeps messages for 4 days by default.\n\n[2] Up to 14 days.\n\nQuestion: How long does SQS keep messages?',
    );
    expect(prompt).toMatch(/^Answer the question using only the information in the numbered context passages below\./);
  });

  it('has no built-in assertions: its own checks are the scored dimensions', async () => {
    const d = await loadCases({ type: 'rag' }, [line]);
    expect(rag.builtInAssertions(d.cases[0]!)).toEqual([]);
    expect(rag.expectedSummary(d.cases[0]!)).toBe('4 days');
  });

  it('declares its thresholds with the defaults the Python tool uses', () => {
    expect(Object.keys(rag.thresholds)).toEqual([
      'require_contains',
      'min_faithfulness_score',
      'min_answer_correctness_score',
      'faithfulness_weight',
      'answer_correctness_weight',
    ]);
    expect(resolveThresholds({})).toMatchObject({
      require_contains: true,
      min_faithfulness_score: null,
      min_answer_correctness_score: 0.5,
      faithfulness_weight: 0.5,
      answer_correctness_weight: 0.5,
    });
  });

  it('scores a reply on its dimensions: the composite is the score, the dimensions sit under scores', async () => {
    const d = await loadCases({ type: 'rag' }, [line]);
    const context = { model: 'replay:x', testCase: d.cases[0]!, thresholds: d.thresholds, judge: null };
    const { scorer } = rag;
    if (scorer.runs !== 'prompt' || !scorer.score) throw new Error('rag cases are prompts, scored by the kind');
    const pass = await scorer.score(reply('They are kept for 4 days.'), context);
    expect(pass).toMatchObject({
      model: 'replay:x',
      status: 'pass',
      score: 1,
      scores: { contains_score: 1, answer_correctness_score: 1, faithfulness_score: null },
    });
    const fail = await scorer.score(reply('A week.'), context);
    expect(fail).toMatchObject({ status: 'fail', score: 0, scores: { contains_score: 0 } });
    expect(fail.asserts.find((a) => a.type === 'contains_score')?.status).toBe('fail');
  });

  it('is matched by case_id in a baseline.json that names its model_id', () => {
    expect(rag.baseline).toMatchObject({ matchBy: 'case_id', who: 'model_id' });
  });
});
