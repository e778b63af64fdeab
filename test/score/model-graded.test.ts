// The parsers of promptfoo's model-graded replies, the grading prompt's shape
// (rubricPrompt, chats), the trajectory summary and the context lookup. The
// parity with promptfoo itself is test/parity/model-graded-parity.test.ts.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Assertion } from '../../src/config/case.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { loadTemplate, renderGraderCall } from '../../src/score/promptfoo/grader-prompt.js';
import { createJudge, JudgeError } from '../../src/score/judge/judge.js';
import { trajectorySummary } from '../../src/score/assertions/goal-success.js';
import {
  parseClosedQaReply,
  parseContextRecallReply,
  parseContextRelevanceReply,
  parseConversationVerdict,
  parseFactualityReply,
  parseFaithfulnessVerdicts,
  parseGEvalResult,
  parseGEvalSteps,
  parseGoalSuccessReply,
} from '../../src/score/promptfoo/model-graded-parse.js';
import { assertContext } from '../helpers/assert-context.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { tempDir } from '../helpers/tmp.js';
import { trajectoryOf } from '../helpers/trajectories.js';

/** The JudgeError a parse throws, with the raw reply it keeps. */
function refusal(parse: () => unknown): { message: string; raw: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof JudgeError) return { message: error.message, raw: error.raw };
    throw error;
  }
  throw new Error('expected a JudgeError');
}

describe('parseFactualityReply', () => {
  it('reads the JSON category, else a letter in parentheses, with the default scores', () => {
    expect(parseFactualityReply('{"category":"B","reason":"more detail"}')).toMatchObject({
      pass: true,
      score: 1,
      category: 'B',
      reason: 'more detail',
    });
    expect(parseFactualityReply('{"category":" d "}')).toMatchObject({ pass: false, score: 0, category: 'D' });
    expect(parseFactualityReply('{"category":"D"}').reason).toBe(
      'Category D: There is a disagreement between the submitted answer and the expert answer.',
    );
    expect(parseFactualityReply('My answer: (e) same facts')).toMatchObject({ pass: true, category: 'E', reason: 'same facts' });
  });

  it("applies the options' scores: a category scored 0 fails, a partial score passes with it", () => {
    expect(parseFactualityReply('{"category":"A"}', { subset: 0 })).toMatchObject({ pass: false, score: 0 });
    expect(parseFactualityReply('{"category":"B"}', { superset: 0.4 })).toMatchObject({ pass: true, score: 0.4 });
    expect(parseFactualityReply('{"category":"D"}', { disagree: 0.2 })).toMatchObject({ pass: true, score: 0.2 });
  });

  it('refuses a category outside A-E and a reply with none, keeping the reply', () => {
    expect(refusal(() => parseFactualityReply('{"category":"AB"}'))).toMatchObject({ raw: '{"category":"AB"}' });
    expect(refusal(() => parseFactualityReply('I agree with the expert.')).message).toContain('no category');
  });
});

describe('parseClosedQaReply', () => {
  it('reads the last character: Y passes, N fails, anything else is an error', () => {
    expect(parseClosedQaReply('reasoning\nY\nY\n')).toMatchObject({ pass: true, score: 1 });
    expect(parseClosedQaReply('reasoning\nN')).toMatchObject({ pass: false, score: 0 });
    expect(refusal(() => parseClosedQaReply('reasoning\nyes')).raw).toBe('reasoning\nyes');
    expect(() => parseClosedQaReply('Y.')).toThrow(JudgeError);
  });
});

describe('g-eval replies', () => {
  it('reads one-line steps and a 0-10 score with a reason, scaled to 0-1', () => {
    expect(parseGEvalSteps('ok {"steps":["a","b"]} done')).toEqual(['a', 'b']);
    expect(parseGEvalResult('{"score":7,"reason":"r"}')).toEqual({ score: 0.7, reason: 'r' });
    expect(parseGEvalResult('{"score":"10","reason":"r"}').score).toBe(1);
  });

  it('refuses empty or non-text steps, and a score out of range, missing or without a reason', () => {
    expect(() => parseGEvalSteps('{"steps":[]}')).toThrow('no evaluation step');
    expect(() => parseGEvalSteps('{"steps":["a", ""]}')).toThrow('invalid steps');
    expect(() => parseGEvalSteps('{"steps": "a"}')).toThrow('invalid or missing steps');
    expect(() => parseGEvalResult('{"score":-1,"reason":"r"}')).toThrow('outside the 0-10 range');
    expect(() => parseGEvalResult('{"score":"high","reason":"r"}')).toThrow('invalid or missing score');
    expect(() => parseGEvalResult('{"score":5,"reason":" "}')).toThrow('missing reason');
    expect(() => parseGEvalResult('five out of ten')).toThrow('not in JSON format');
  });
});

describe('context replies', () => {
  it('context-recall: the attributed share of the marked lines; none marked is an error', () => {
    expect(parseContextRecallReply('1. a [Attributed]\n2. b [Not Attributed]\nnoise\n3. c [ATTRIBUTED]')).toEqual({
      score: 2 / 3,
      attributed: 2,
      sentences: 3,
    });
    expect(() => parseContextRecallReply('all attributed')).toThrow(JudgeError);
  });

  it('context-relevance: distinct extracts over the units (chunks, lines or sentences); prose that quotes nothing is an error', () => {
    const prose = 'Paris is the capital. It has the Louvre. Berlin is in Germany. Rome is in Italy.';
    expect(parseContextRelevanceReply('Paris is the capital.\nParis is the capital.', prose)).toMatchObject({ score: 0.25, units: 4 });
    expect(parseContextRelevanceReply('1. Paris is the capital.', ['Paris is the capital.', 'Rome'])).toMatchObject({ score: 0.5 });
    expect(parseContextRelevanceReply('Insufficient Information', prose).score).toBe(0);
    expect(refusal(() => parseContextRelevanceReply('This context is relevant.', prose)).raw).toBe('This context is relevant.');
  });

  it('context-faithfulness: final verdicts, else "Verdict:" lines; missing verdicts count as unsupported', () => {
    expect(parseFaithfulnessVerdicts('Final verdict for each statement in order: Yes. No. Yes.', 3)).toBeCloseTo(2 / 3, 12);
    expect(parseFaithfulnessVerdicts('Final verdict for each statement in order: Yes.', 4)).toBe(0.25);
    expect(parseFaithfulnessVerdicts('1. x Verdict: Yes.\n2. y Verdict: No.', 2)).toBe(0.5);
    expect(() => parseFaithfulnessVerdicts('All supported.', 2)).toThrow(JudgeError);
  });
});

describe('conversation and goal replies', () => {
  it('conversation-relevance: the verdict must be yes or no', () => {
    expect(parseConversationVerdict('{"verdict":"no","reason":"weather"}')).toEqual({ relevant: false, reason: 'weather' });
    expect(() => parseConversationVerdict('{"verdict":"Yes"}')).toThrow('"yes" or "no"');
  });

  it('trajectory:goal-success: pass must be given; the threshold also needs the score', () => {
    expect(parseGoalSuccessReply('{"pass":true,"score":0.6,"reason":"r"}', 0.8)).toMatchObject({ pass: false, score: 0.6 });
    expect(parseGoalSuccessReply('{"pass":"no"}', undefined)).toMatchObject({ pass: false, score: 0, reason: 'Score 0 below threshold undefined' });
    expect(() => parseGoalSuccessReply('{"score":1,"reason":"r"}', undefined)).toThrow('"pass" must be true or false');
    expect(() => parseGoalSuccessReply('{"pass":true,"score":3}', undefined)).toThrow('from 0 to 1');
  });
});

describe('the grading prompt', () => {
  it('sends a chat as a system prompt and turns; a system-only chat as one user turn; text as it renders', async () => {
    const chat = JSON.stringify([
      { role: 'system', content: 'Grade {{thing}}.' },
      { role: 'user', content: 'Output: {{output}}' },
      { role: 'assistant', content: 'Ready.' },
      { role: 'user', content: 'Verdict?' },
    ]);
    expect(await renderGraderCall(chat, { thing: 'facts', output: { a: 1 } }, 'c')).toEqual({
      prompt: 'Output: {"a":1}',
      system: 'Grade facts.',
      caseId: 'c',
      messages: [
        { role: 'user', text: 'Output: {"a":1}' },
        { role: 'assistant', text: 'Ready.' },
        { role: 'user', text: 'Verdict?' },
      ],
    });
    expect(await renderGraderCall(JSON.stringify([{ role: 'system', content: 'Only {{x}}' }]), { x: 'me' }, 'c')).toEqual({
      prompt: 'Only me',
      system: '',
      caseId: 'c',
    });
    expect(await renderGraderCall('Rate {{ items | join(", ") }}', { items: ['a', 'b'] }, 'c')).toEqual({
      prompt: 'Rate a, b',
      system: '',
      caseId: 'c',
    });
  });

  it('reads a file:// rubricPrompt inside the dataset folder, and refuses one that leads outside it or is a script', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'prompts'));
    writeFileSync(path.join(dir, 'prompts/grade.txt'), 'Grade {{completion}}');
    symlinkSync('/etc/hostname', path.join(dir, 'prompts/link.txt'));
    expect(await loadTemplate('file://prompts/grade.txt', 'default', dir)).toBe('Grade {{completion}}');
    await expect(loadTemplate('file://prompts/link.txt', 'default', dir)).rejects.toThrow('outside');
    await expect(loadTemplate('file://grade.js', 'default', dir)).rejects.toThrow('a script cannot be a prompt');
    expect(await loadTemplate('', 'default', dir)).toBe('default');
    expect(await loadTemplate({}, 'default', dir)).toBe('default');
  });
});

describe('the trajectory as the judge sees it', () => {
  it('numbers the steps, collapses repeats, marks a failed call as an error span, and keeps 12 + 12 of long runs', async () => {
    const trajectory = await trajectoryOf(
      [{ thought: 'look it up' }, { call: 'search' }, { call: 'search' }, { call: 'missing' }, { answer: 'done' }],
      { tools: { search: { response: 'hit' } } },
    );
    expect(JSON.parse(trajectorySummary(trajectory))).toEqual({
      stepCount: 5,
      compactedStepCount: 4,
      steps: [
        { index: 1, type: 'reasoning', name: 'reasoning' },
        { index: 2, type: 'tool', name: 'search', collapsedCount: 2 },
        { index: 4, type: 'tool', name: 'missing', status: { code: 2, message: expect.stringContaining('missing') as unknown } },
        { index: 5, type: 'message', name: 'agent response' },
      ],
    });
    const long = await trajectoryOf(
      Array.from({ length: 30 }, (_, i) => ({ call: `tool${i}` })),
      { tools: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`tool${i}`, { response: i }])), maxSteps: 40 },
    );
    const summary = JSON.parse(trajectorySummary(long)) as { steps: Record<string, unknown>[] };
    expect(summary.steps).toHaveLength(25);
    expect(summary.steps[12]).toEqual({ omittedCount: 6 });
    expect(summary.steps.at(-1)).toMatchObject({ index: 30, name: 'tool29' });
  });
});

describe('model-graded assertions through the engine', () => {
  const judgeReplying = (...replies: string[]) => {
    const provider = cannedProvider(replies);
    return { provider, judge: createJudge(provider) };
  };

  it("reads a RAG case's retrieved_contexts as the context when it has no `context`", async () => {
    const { provider, judge } = judgeReplying('1. Paris. So [Attributed]');
    const context = {
      ...assertContext({ testCase: { input: { query: 'q', retrieved_contexts: ['Paris is in France.', 'Rome is in Italy.'] } } }),
      judge,
    };
    const result = await runAssertion({ type: 'context-recall', value: 'Paris' }, 'out', context);
    expect(result).toMatchObject({ status: 'pass', score: 1 });
    expect(provider.requests[0]?.prompt).toContain('context:Paris is in France.\n\nRome is in Italy.\nanswer:Paris');
  });

  it('is an error without a context or a query, and is skipped without a judge', async () => {
    const { judge } = judgeReplying('unused');
    const noContext = await runAssertion({ type: 'context-faithfulness' }, 'out', {
      ...assertContext({ testCase: { input: { query: 'q' } } }),
      judge,
    });
    expect(noContext).toMatchObject({ status: 'error' });
    expect(noContext.reason).toContain('needs the context');
    const noQuery = await runAssertion({ type: 'context-relevance' }, 'out', { ...assertContext({ testCase: { input: { context: 'c' } } }), judge });
    expect(noQuery.reason).toContain('needs a "query"');
    const skipped = await runAssertion({ type: 'g-eval', value: 'concise' }, 'out', assertContext());
    expect(skipped.status).toBe('skipped');
  });

  it("takes a contextTransform's result over the case's context", async () => {
    const two = cannedProvider(['A statement.', 'Final verdict for each statement in order: Yes.']);
    const assertion: Assertion = { type: 'context-faithfulness', contextTransform: 'JSON.parse(output).sources.join(" | ")', threshold: 1 };
    const output = JSON.stringify({ answer: 'a', sources: ['S1', 'S2'] });
    const result = await runAssertion(assertion, output, {
      ...assertContext({ testCase: { input: { query: 'q', context: 'ignored' } } }),
      judge: createJudge(two),
    });
    expect(result).toMatchObject({ status: 'pass', score: 1 });
    expect(two.requests[1]?.prompt).toContain('context:\nS1 | S2\nstatements:\nA statement.\nAnswer:');
  });

  it("llm-rubric takes a rubricPrompt (the assertion's, else defaultTest.options'): rendered over output and rubric, read as {reason, pass, score}", async () => {
    const provider = cannedProvider(['{"reason":"terse","pass":false,"score":0.25}']);
    const base = assertContext({ testCase: { input: { query: 'q', tone: 'formal' } } });
    const options = {
      rubricPrompt: [
        { role: 'system', content: 'Tone {{tone}}.' },
        { role: 'user', content: '{{output}} | {{rubric}}' },
      ],
    };
    const context = { ...base, dataset: { ...base.dataset, meta: { defaultTest: { options } } }, judge: createJudge(provider) };
    const result = await runAssertion({ type: 'llm-rubric', value: 'is polite' }, '{"a": 1}', context);
    expect(result).toMatchObject({ status: 'fail', score: 0.25, reason: 'terse' });
    expect(provider.requests[0]).toMatchObject({ system: 'Tone formal.', prompt: '{"a":1} | is polite' });
    const garbled = await runAssertion({ type: 'llm-rubric', value: 'is polite', rubricPrompt: 'Grade {{output}}' }, 'x', {
      ...context,
      judge: createJudge(cannedProvider(['looks fine'])),
    });
    expect(garbled).toMatchObject({ status: 'error', judge: { raw: 'looks fine' } });
  });

  it('refuses a provider that is not a Bedrock model, or one given with settings it would ignore', async () => {
    const { judge } = judgeReplying('unused');
    const context = { ...assertContext(), judge };
    const exec = await runAssertion({ type: 'factuality', value: 'x', provider: 'exec:true' }, 'out', context);
    expect(exec.reason).toContain('must be a Bedrock model');
    const configured = await runAssertion(
      { type: 'factuality', value: 'x', provider: { id: 'bedrock:m', config: { temperature: 1 } } },
      'out',
      context,
    );
    expect(configured.reason).toContain('provider config is not supported');
  });
});
