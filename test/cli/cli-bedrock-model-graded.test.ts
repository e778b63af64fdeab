// promptfoo's model-graded assertions end to end: `supereval run` in-process
// against a fake Bedrock (HTTP/2, the real AWS SDK) that answers the model
// under test and, for the judge's model id, replies to each of promptfoo's
// grading prompts as the case's script says. Every type gets a case that
// passes, one that fails and one whose judge reply is off the contract (an
// error carrying the reply, never a pass); the run is repeated with a judge
// that is throttled before it answers (same verdicts) and with one that stays
// throttled (errors, no pass).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Assertion } from '../../src/config/case.js';
import { type AssertResult, type Results } from '../../src/config/results.js';
import { RETRY_DELAY_ENV } from '../../src/app/environment.js';
import { throttling, type FakeHandler, type FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const GRADER = 'us.amazon.nova-pro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

/** Which of promptfoo's grading prompts a judge request is, by a phrase of its own. */
const PROMPT_KINDS = {
  factuality: 'precise factuality evaluator',
  closedqa: '[BEGIN DATA]',
  gevalSteps: 'generate 3-4 concise evaluation steps',
  gevalScore: 'rate the Reply on one metric',
  recall: 'classify if the sentence can be attributed',
  relevance: 'extract relevant sentences from the provided context',
  statements: 'create one or more statements from each sentence',
  verdicts: 'Natural language inference',
  conversation: 'whether the LAST `assistant` message is relevant',
  conversationReason: 'list of irrelevancies',
  goal: 'whether an AI agent successfully completed a goal',
  rubric: 'Decide whether the response satisfies the rubric.',
} as const;
type PromptKind = keyof typeof PROMPT_KINDS;

interface GradedCase {
  id: string;
  assert: Assertion[];
  /** Extra input fields (a context). */
  input?: Record<string, unknown>;
  replies: Partial<Record<PromptKind, string>>;
  /** The model-graded assertion's verdict (the case's last assertion). */
  expect: { status: AssertResult['status']; score?: number };
}

const tag = (id: string) => `[${id}]`;
const fact = (category: string) => JSON.stringify({ category, reason: `category ${category}` });
const steps = JSON.stringify({ steps: ['Check the reply'] });
const geval = (score: number) => JSON.stringify({ score, reason: `scored ${score}` });
const verdict = (v: 'yes' | 'no', reason?: string) => JSON.stringify({ verdict: v, ...(reason ? { reason } : {}) });

// Each case's query, values and context carry its tag, so the judge's prompt names the case.
const CASES: GradedCase[] = [
  {
    id: 'fact-pass',
    assert: [{ type: 'factuality', value: 'Paris [fact-pass]' }],
    replies: { factuality: fact('A') },
    expect: { status: 'pass', score: 1 },
  },
  {
    id: 'fact-fail',
    assert: [{ type: 'model-graded-factuality', value: 'Paris' }],
    replies: { factuality: fact('D') },
    expect: { status: 'fail', score: 0 },
  },
  { id: 'fact-garbage', assert: [{ type: 'factuality', value: 'Paris' }], replies: { factuality: 'Hard to say.' }, expect: { status: 'error' } },
  { id: 'not-fact', assert: [{ type: 'not-factuality', value: 'Paris' }], replies: { factuality: fact('D') }, expect: { status: 'pass', score: 1 } },
  {
    id: 'cqa-pass',
    assert: [{ type: 'model-graded-closedqa', value: 'is polite' }],
    replies: { closedqa: 'Polite.\nY\nY' },
    expect: { status: 'pass', score: 1 },
  },
  {
    id: 'cqa-fail',
    assert: [{ type: 'model-graded-closedqa', value: 'is polite' }],
    replies: { closedqa: 'Rude.\nN\nN' },
    expect: { status: 'fail', score: 0 },
  },
  {
    id: 'cqa-garbage',
    assert: [{ type: 'model-graded-closedqa', value: 'is polite' }],
    replies: { closedqa: 'Maybe.' },
    expect: { status: 'error' },
  },
  {
    id: 'geval-pass',
    assert: [{ type: 'g-eval', value: 'concise [geval-pass]' }],
    replies: { gevalSteps: steps, gevalScore: geval(8) },
    expect: { status: 'pass', score: 0.8 },
  },
  {
    id: 'geval-fail',
    assert: [{ type: 'g-eval', value: 'concise [geval-fail]' }],
    replies: { gevalSteps: steps, gevalScore: geval(6) },
    expect: { status: 'fail', score: 0.6 },
  },
  {
    id: 'geval-garbage',
    assert: [{ type: 'g-eval', value: 'concise [geval-garbage]' }],
    replies: { gevalSteps: 'Step one: read it.' },
    expect: { status: 'error' },
  },
  {
    id: 'recall-pass',
    assert: [{ type: 'context-recall', value: 'Paris is the capital. [recall-pass]' }],
    input: { context: 'Paris is the capital of France.' },
    replies: { recall: '1. Paris is the capital. So [Attributed]' },
    expect: { status: 'pass', score: 1 },
  },
  {
    id: 'recall-fail',
    assert: [{ type: 'context-recall', value: 'Paris is the capital. [recall-fail]' }],
    input: { context: 'Berlin is in Germany.' },
    replies: { recall: '1. a. So [Attributed]\n2. b. So [Not Attributed]\n3. c. So [Not Attributed]' },
    expect: { status: 'fail', score: 1 / 3 },
  },
  {
    id: 'recall-garbage',
    assert: [{ type: 'context-recall', value: 'Paris [recall-garbage]' }],
    input: { context: 'Paris is the capital of France.' },
    replies: { recall: 'All supported.' },
    expect: { status: 'error' },
  },
  {
    id: 'relevance-pass',
    assert: [{ type: 'context-relevance' }],
    input: { context: ['Paris is the capital of France.', 'It has the Louvre.'] },
    replies: { relevance: 'Paris is the capital of France.' },
    expect: { status: 'pass', score: 0.5 },
  },
  {
    id: 'relevance-fail',
    assert: [{ type: 'context-relevance' }],
    input: { context: ['Berlin is in Germany.', 'It has the Reichstag.'] },
    replies: { relevance: 'Insufficient Information' },
    expect: { status: 'fail', score: 0 },
  },
  {
    id: 'relevance-garbage',
    assert: [{ type: 'context-relevance' }],
    input: { context: ['Paris is the capital of France.', 'It has the Louvre.'] },
    replies: { relevance: 'The context looks useful overall.' },
    expect: { status: 'error' },
  },
  {
    id: 'faith-pass',
    assert: [{ type: 'context-faithfulness' }],
    input: { context: 'Paris is the capital of France. [faith-pass]' },
    replies: { statements: 'Paris is the capital.\nParis is in France.', verdicts: 'Final verdict for each statement in order: Yes. Yes.' },
    expect: { status: 'pass', score: 1 },
  },
  {
    id: 'faith-fail',
    assert: [{ type: 'context-faithfulness' }],
    input: { context: 'Paris is the capital of France. [faith-fail]' },
    replies: { statements: 'a\nb\nc', verdicts: 'Final verdict for each statement in order: Yes. No. No.' },
    expect: { status: 'fail', score: 1 / 3 },
  },
  {
    id: 'faith-garbage',
    assert: [{ type: 'context-faithfulness' }],
    input: { context: 'Paris is the capital of France. [faith-garbage]' },
    replies: { statements: 'Paris is the capital.', verdicts: 'Seems faithful.' },
    expect: { status: 'error' },
  },
  { id: 'conv-pass', assert: [{ type: 'conversation-relevance' }], replies: { conversation: verdict('yes') }, expect: { status: 'pass', score: 1 } },
  {
    id: 'conv-fail',
    assert: [{ type: 'conversation-relevance' }],
    replies: { conversation: verdict('no', 'off topic [conv-fail]'), conversationReason: JSON.stringify({ reason: 'The reply is off topic.' }) },
    expect: { status: 'fail', score: 0 },
  },
  { id: 'conv-garbage', assert: [{ type: 'conversation-relevance' }], replies: { conversation: 'Relevant enough.' }, expect: { status: 'error' } },
];

const queryOf = (c: GradedCase) => `Question ${tag(c.id)}: what is the capital of France?`;
const answerOf = (c: GradedCase) => `Paris ${tag(c.id)}`;

writeTree(root, {
  'graded/dataset.json': { name: 'graded', type: 'qa' },
  'graded/cases.jsonl': CASES.map((c) => ({
    id: c.id,
    input: { query: queryOf(c), ...c.input },
    // The qa kind's built-in icontains passes on every case; its llm-rubric too (scripted below).
    expected: { ground_truth: tag(c.id) },
    assert: c.assert,
  })),
});

const allText = (request: FakeRequest) => {
  const body = request.body as { system?: { text?: string }[]; messages?: { content?: { text?: string }[] }[] };
  return [...(body.system ?? []), ...(body.messages ?? []).flatMap((m) => m.content ?? [])].map((b) => b.text ?? '').join('\n');
};

function kindOf(text: string): PromptKind {
  const kind = (Object.keys(PROMPT_KINDS) as PromptKind[]).find((k) => text.includes(PROMPT_KINDS[k]));
  if (!kind) throw new Error(`judge: unknown prompt ${JSON.stringify(text.slice(0, 120))}`);
  return kind;
}

/** The model answers each case with its tag; the judge replies by prompt kind and case. */
function modelAndJudge(cases: GradedCase[], judgeModel = JUDGE): FakeHandler {
  return (request) => {
    const text = allText(request);
    if (request.modelId !== judgeModel) {
      const c = cases.find((x) => firstUserText(request.body).includes(tag(x.id)));
      if (!c) throw new Error(`model: no case for ${JSON.stringify(text.slice(0, 120))}`);
      return { text: answerOf(c) };
    }
    const kind = kindOf(text);
    if (kind === 'rubric') return { text: JSON.stringify({ reason: 'fine', pass: true, score: 1 }) };
    const c = cases.find((x) => text.includes(tag(x.id)));
    const reply = c?.replies[kind];
    if (reply === undefined) throw new Error(`judge: no ${kind} reply scripted for ${JSON.stringify(text.slice(0, 200))}`);
    return { text: reply };
  };
}

/** Each distinct judge request is throttled `times` times before it is answered. */
function throttledFirst(times: number, inner: FakeHandler, judgeModel = JUDGE): FakeHandler {
  const seen = new Map<string, number>();
  return (request) => {
    if (request.modelId !== judgeModel) return inner(request);
    const key = JSON.stringify(request.body);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count <= times ? throttling() : inner(request);
  };
}

const readResults = (file: string): Results => readResultsFile(file);
const graded = (results: Results, id: string): AssertResult => {
  const asserts = results.cases.find((c) => c.id === id)?.results[0]?.asserts ?? [];
  return asserts[asserts.length - 1] as AssertResult;
};

async function runGraded(handler: FakeHandler, name: string) {
  const fake = await startFake(handler);
  const output = path.join(root, `${name}.json`);
  const r = await cli('run', path.join(root, 'graded'), '--model', `bedrock:${MODEL}`, '--judge-model', `bedrock:${JUDGE}`, '--output', output, '-q');
  return { r, fake, results: readResults(output) };
}

function expectVerdicts(results: Results) {
  for (const c of CASES) {
    const row = graded(results, c.id);
    expect([c.id, row.type, row.status]).toEqual([c.id, c.assert[0]?.type, c.expect.status]);
    if (c.expect.score !== undefined) expect(row.score, c.id).toBeCloseTo(c.expect.score, 12);
    // The case follows its model-graded assertion (the built-in ones pass).
    expect(results.cases.find((x) => x.id === c.id)?.status, c.id).toBe(c.expect.status);
    if (c.expect.status === 'error') {
      expect(row.pass, c.id).toBeNull();
      // The reply the parser refused is kept.
      const replies = Object.values(c.replies);
      expect(replies, c.id).toContain(row.judge?.raw);
    }
  }
}

describe('promptfoo model-graded assertions on a Bedrock judge', () => {
  it('grades each type by the judge: pass, fail, and an error carrying an off-contract reply', async () => {
    const { r, fake, results } = await runGraded(modelAndJudge(CASES), 'graded');
    expectVerdicts(results);
    expect(r.code).toBe(EXIT.blocked);
    // Every judge call is counted in the judge's spend, at temperature 0.
    const judgeRequests = fake.requests.filter((q) => q.modelId === JUDGE);
    expect(results.summary.judge?.calls).toBe(judgeRequests.length);
    expect(new Set(judgeRequests.map((q) => (q.body as { inferenceConfig?: { temperature?: number } }).inferenceConfig?.temperature))).toEqual(
      new Set([0]),
    );
    // promptfoo's chat prompts reach Bedrock as a system prompt and a user turn.
    const factualityRequest = judgeRequests.find((q) => allText(q).includes(tag('fact-pass')) && kindOf(allText(q)) === 'factuality');
    const body = factualityRequest?.body as { system?: { text: string }[] };
    expect(body.system?.[0]?.text).toMatch(/^You are a precise factuality evaluator/);
    expect(firstUserText(factualityRequest?.body)).toContain(`<expert_answer>\nParis ${tag('fact-pass')}\n</expert_answer>`);
    // g-eval asks twice per criterion; conversation-relevance asks for a summary only of a failing window.
    const calls = (id: string) => judgeRequests.filter((q) => allText(q).includes(tag(id)) && kindOf(allText(q)) !== 'rubric').length;
    expect([calls('geval-pass'), calls('geval-garbage'), calls('conv-pass'), calls('faith-pass')]).toEqual([2, 1, 1, 2]);
  });

  it('gives the same verdicts when the judge is throttled before it answers', async () => {
    const { fake, results } = await runGraded(throttledFirst(2, modelAndJudge(CASES)), 'throttled');
    expectVerdicts(results);
    expect(fake.stats.throttled).toBeGreaterThan(2 * CASES.length);
  });

  it('makes every judged assertion an error, never a pass, when the judge stays throttled', async () => {
    const saved = process.env[RETRY_DELAY_ENV];
    process.env[RETRY_DELAY_ENV] = '0';
    try {
      const { r, results } = await runGraded(throttledFirst(1000, modelAndJudge(CASES)), 'throttled-out');
      for (const c of CASES) {
        const row = graded(results, c.id);
        expect([c.id, row.status, row.pass]).toEqual([c.id, 'error', null]);
        expect(row.reason, c.id).toContain('ThrottlingException');
      }
      expect(results.summary.passed).toBe(0);
      expect(r.code).toBe(EXIT.blocked);
    } finally {
      process.env[RETRY_DELAY_ENV] = saved;
    }
  });

  it('skips the model-graded assertions without a judge, as llm-rubric', async () => {
    await startFake(modelAndJudge(CASES));
    const output = path.join(root, 'no-judge.json');
    await cli('run', path.join(root, 'graded'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);
    for (const c of CASES) expect([c.id, graded(results, c.id).status]).toEqual([c.id, 'skipped']);
    expect(results.summary.judge).toBeUndefined();
  });
});

describe("an assertion's own provider", () => {
  it('grades with that Bedrock model (the built-in llm-rubric too, by defaultTest.options), without --judge-model, its calls in the judge spend; rubricPrompt overrides the prompt', async () => {
    writeTree(root, {
      'own/dataset.json': {
        name: 'own',
        type: 'qa',
        // promptfoo's defaultTest.options: the grader of assertions that name none (the built-in llm-rubric too).
        defaultTest: { options: { provider: `bedrock:${GRADER}` } },
      },
      'own/cases.jsonl': [
        {
          id: 'own-default',
          input: { query: 'Q [own-default]' },
          expected: { ground_truth: 'own-default' },
          assert: [{ type: 'model-graded-closedqa', value: 'polite', rubricPrompt: 'Criterion {{criteria}} for {{completion}}. End with Y or N.' }],
        },
        {
          id: 'own-assertion',
          input: { query: 'Q [own-assertion]' },
          expected: { ground_truth: 'own-assertion' },
          assert: [
            {
              type: 'factuality',
              value: 'Paris',
              // promptfoo's Converse spelling names the same Bedrock model.
              provider: { id: `bedrock:converse:${JUDGE}` },
              rubricPrompt: 'Expert {{ideal}}; submitted {{completion}}; answer (A)-(E).',
            },
          ],
        },
      ],
    });
    const fake = await startFake((request) => {
      const text = allText(request);
      if (request.modelId === MODEL) return { text: `Paris ${text.includes('own-default') ? 'own-default' : 'own-assertion'}` };
      if (request.modelId === GRADER) {
        if (text.includes('Decide whether the response satisfies the rubric.'))
          return { text: JSON.stringify({ reason: 'ok', pass: true, score: 1 }) };
        return { text: text.startsWith('Criterion polite for Paris own-default') ? 'Yes.\nY' : 'unexpected prompt' };
      }
      return { text: text.startsWith('Expert Paris; submitted Paris own-assertion') ? '(D) Wrong.' : 'unexpected prompt' };
    });
    const output = path.join(root, 'own.json');
    await cli('run', path.join(root, 'own'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);
    const row = (id: string) =>
      results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type !== 'icontains' && a.type !== 'llm-rubric');
    expect(row('own-default')).toMatchObject({ type: 'model-graded-closedqa', status: 'pass', score: 1 });
    expect(row('own-assertion')).toMatchObject({ type: 'factuality', status: 'fail', score: 0, reason: 'Wrong.' });
    expect(results.cases.map((c) => [c.id, c.results[0]?.asserts.find((a) => a.type === 'llm-rubric')?.status])).toEqual([
      ['own-default', 'pass'],
      ['own-assertion', 'pass'],
    ]);
    // No --judge-model: the named graders' calls are the judge's spend.
    expect(fake.stats.byModel).toEqual({ [MODEL]: 2, [GRADER]: 3, [JUDGE]: 1 });
    expect(results.judge).toBeNull();
    expect(results.summary.judge?.calls).toBe(4);
  });

  it('refuses a provider that is not a Bedrock model: the assertion is an error naming it', async () => {
    writeTree(root, {
      'exec-grader/dataset.json': { name: 'exec-grader', type: 'qa' },
      'exec-grader/cases.jsonl': [
        {
          id: 'x',
          input: { query: 'Q [x]' },
          expected: { ground_truth: 'x' },
          assert: [{ type: 'factuality', value: 'x', provider: 'exec:cat /etc/passwd' }],
        },
      ],
    });
    await startFake(() => ({ text: 'x' }));
    const output = path.join(root, 'exec-grader.json');
    await cli('run', path.join(root, 'exec-grader'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const row = readResults(output).cases[0]?.results[0]?.asserts.find((a) => a.type === 'factuality');
    expect(row).toMatchObject({ status: 'error', pass: null });
    expect(row?.reason).toContain('must be a Bedrock model');
  });
});

describe('trajectory:goal-success on the built-in agent loop', () => {
  it("grades the agent's run (its summarised steps and answer) with the assertion's Bedrock provider", async () => {
    const goalCase = (id: string, type = 'trajectory:goal-success') => ({
      id,
      input: { task: `Has order 42 shipped? ${tag(id)}` },
      tools: { search_orders: { response: { status: 'shipped' } } },
      expected: { answer: 'shipped', answer_match: 'contains' },
      assert: [{ type, value: `Tell the user whether order 42 shipped ${tag(id)}`, provider: `bedrock:${GRADER}` }],
    });
    writeTree(root, {
      'goals/dataset.json': { name: 'goals', type: 'agent' },
      'goals/tools.json': [
        { name: 'search_orders', description: 'Find an order.', parameters: { type: 'object', properties: { id: { type: 'number' } } } },
      ],
      'goals/cases.jsonl': [
        goalCase('goal-pass'),
        goalCase('goal-fail'),
        goalCase('goal-garbage'),
        goalCase('goal-forbidden', 'not-trajectory:goal-success'),
      ],
    });
    const replies: Record<string, string> = {
      'goal-pass': JSON.stringify({ reason: 'Looked it up and answered.', pass: true, score: 1 }),
      'goal-fail': JSON.stringify({ reason: 'Vague answer.', pass: false, score: 0.3 }),
      'goal-garbage': 'The agent did its job.',
      'goal-forbidden': JSON.stringify({ reason: 'It answered.', pass: true, score: 0.9 }),
    };
    const graderPrompts: string[] = [];
    const fake = await startFake((request) => {
      const text = allText(request);
      if (request.modelId === GRADER) {
        graderPrompts.push(text);
        const id = Object.keys(replies).find((k) => text.includes(tag(k)));
        return { text: id ? replies[id] : 'unscripted' };
      }
      const answered = (request.body as { messages: { content: { toolResult?: unknown }[] }[] }).messages.some((m) =>
        m.content.some((b) => b.toolResult),
      );
      return answered ? { text: 'Order 42 has shipped.' } : { toolUses: [{ toolUseId: 'tu-1', name: 'search_orders', input: { id: 42 } }] };
    });
    const output = path.join(root, 'goals.json');
    await cli('run', path.join(root, 'goals'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);
    const row = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type.includes('goal-success'));
    expect(row('goal-pass')).toMatchObject({ status: 'pass', score: 1, reason: 'Looked it up and answered.' });
    expect(row('goal-fail')).toMatchObject({ status: 'fail', score: 0.3 });
    expect(row('goal-garbage')).toMatchObject({ status: 'error', pass: null, judge: { raw: 'The agent did its job.' } });
    // promptfoo's inverse: the forbidden goal was reached, so it fails with 0.
    expect(row('goal-forbidden')).toMatchObject({ type: 'not-trajectory:goal-success', status: 'fail', score: 0 });
    expect(results.cases.find((c) => c.id === 'goal-garbage')?.status).toBe('error');
    // The judge sees the run as promptfoo summarises a trace: the tool step, then the answer.
    const prompt = graderPrompts.find((p) => p.includes(tag('goal-pass'))) ?? '';
    expect(prompt).toContain('<Output>\nOrder 42 has shipped.\n</Output>');
    const summary = JSON.parse(/<Trajectory>\n([\s\S]*?)\n<\/Trajectory>/.exec(prompt.split('<Goal>').at(-1) ?? '')?.[1] ?? 'null') as unknown;
    expect(summary).toEqual({
      stepCount: 2,
      compactedStepCount: 2,
      steps: [
        { index: 1, type: 'tool', name: 'search_orders' },
        { index: 2, type: 'message', name: 'agent response' },
      ],
    });
    expect(fake.stats.byModel[GRADER]).toBe(4);
    expect(results.summary.judge?.calls).toBe(4);
  });
});
