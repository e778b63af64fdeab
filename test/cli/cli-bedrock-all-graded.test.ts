// Every model-graded type of issue 12 in one dataset, run through the CLI
// against one fake Bedrock (HTTP/2, the real AWS SDK) with two models under
// test, a judge, an embedding model and a guardrail: promptfoo's judged types
// (src/score/assertions/model-graded.ts), the embedding ones (similar,
// answer-relevance), moderation through ApplyGuardrail, and those that
// compare the models (select-best, max-score). classifier is refused when a
// dataset loads (Bedrock hosts no classifier for it), so it has no case. It is an agent dataset, so that trajectory:goal-success has a
// run to grade; the other types read the agent's final answer. Each verdict
// follows from the fake's scripted replies and vectors.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Assertion } from '../../src/config/case.js';
import type { Results } from '../../src/config/results.js';
import { LABEL_SCALES } from '../../src/score/judge/judge-prompts.js';
import { embeddingHandler, embeddingTexts, guardrailHandler, type FakeHandler, type FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL_A = 'us.amazon.nova-micro-v1:0';
const MODEL_B = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const EMBEDDING = 'amazon.titan-embed-text-v2:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

type Status = 'pass' | 'fail';

interface Case {
  id: string;
  assert: Assertion[];
  input?: Record<string, unknown>;
  /** The models' answers, when not the default `Paris [id] (a)` / `(b)`. */
  answers?: { a: string; b: string };
  /** What the judge replies, by a phrase of the prompt it is sent. */
  judge?: Record<string, string>;
  /** The verdict of the case's last assertion, for model A and model B. */
  expect: [Status, Status];
}

const tag = (id: string) => `[${id}]`;
const queryOf = (id: string) => `Which city is the capital of France ${tag(id)}?`;
const CONTEXT = ['Paris is the capital of France.', 'The Louvre is in Paris.'];
const SIMILAR_TO = 'The capital of France is Paris.';

const CASES: Case[] = [
  {
    id: 'factuality',
    assert: [{ type: 'factuality', value: 'Paris' }],
    judge: { 'precise factuality evaluator': '{"category":"A","reason":"same"}' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'model-graded-factuality',
    assert: [{ type: 'model-graded-factuality', value: 'Lyon' }],
    judge: { 'precise factuality evaluator': '{"category":"D","reason":"Paris is not Lyon"}' },
    expect: ['fail', 'fail'],
  },
  {
    id: 'closedqa',
    assert: [{ type: 'model-graded-closedqa', value: 'names a city' }],
    judge: { '[BEGIN DATA]': 'It names Paris.\nY\nY' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'g-eval',
    assert: [{ type: 'g-eval', value: `The reply names the capital ${tag('g-eval')}` }],
    judge: { 'evaluation steps applicable': '{"steps":["Find the city"]}', 'rate the Reply': '{"score":9,"reason":"Names Paris."}' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'context-recall',
    assert: [{ type: 'context-recall', value: `Paris is the capital ${tag('context-recall')}` }],
    input: { context: CONTEXT },
    judge: { 'can be attributed': '1. Paris is the capital. So [Attributed]' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'context-relevance',
    assert: [{ type: 'context-relevance' }],
    input: { context: CONTEXT },
    judge: { 'extract relevant sentences': 'Paris is the capital of France.' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'context-faithfulness',
    assert: [{ type: 'context-faithfulness' }],
    input: { context: [...CONTEXT, tag('context-faithfulness')] },
    judge: {
      'create one or more statements': 'Paris is the capital.',
      'Natural language inference': 'Final verdict for each statement in order: Yes.',
    },
    expect: ['pass', 'pass'],
  },
  {
    id: 'conversation-relevance',
    assert: [{ type: 'conversation-relevance' }],
    judge: { 'LAST `assistant` message': '{"verdict":"yes"}' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'goal-success',
    assert: [{ type: 'trajectory:goal-success', value: `Name the capital ${tag('goal-success')}` }],
    judge: { 'successfully completed a goal': '{"reason":"It named Paris.","pass":true,"score":1}' },
    expect: ['pass', 'pass'],
  },
  {
    id: 'similar',
    assert: [{ type: 'similar', value: SIMILAR_TO }],
    answers: { a: `Paris it is ${tag('similar')}`, b: `Turtles ${tag('similar')}` },
    expect: ['pass', 'fail'],
  },
  {
    id: 'answer-relevance',
    assert: [{ type: 'answer-relevance' }],
    // The judge writes back the very question: the same embedding, relevance 1.
    judge: { 'Generate question for the given answer': queryOf('answer-relevance') },
    expect: ['pass', 'pass'],
  },
  {
    id: 'select-best',
    assert: [{ type: 'select-best', value: `the most concise ${tag('select-best')}` }],
    judge: { 'pieces of text': '1' },
    expect: ['fail', 'pass'],
  },
  {
    id: 'moderation',
    assert: [{ type: 'moderation', config: { guardrail: { identifier: 'gr-all', version: '1' } } }],
    answers: { a: `Paris ${tag('moderation')} (a)`, b: `Paris HATEFUL ${tag('moderation')} (b)` },
    expect: ['pass', 'fail'],
  },
  {
    id: 'max-score',
    assert: [{ type: 'contains', value: 'Paris' }, { type: 'max-score' }],
    answers: { a: `Paris ${tag('max-score')} (a)`, b: `Rome ${tag('max-score')} (b)` },
    expect: ['pass', 'fail'],
  },
];

const VECTORS: Record<string, number[]> = {
  [SIMILAR_TO]: [1, 0, 0],
  [`Paris it is ${tag('similar')}`]: [1, 0, 0],
  [`Turtles ${tag('similar')}`]: [0, 1, 0],
};

const answerOf = (c: Case, model: string) =>
  model === MODEL_A ? (c.answers?.a ?? `Paris ${tag(c.id)} (a)`) : (c.answers?.b ?? `Paris ${tag(c.id)} (b)`);

writeTree(root, {
  'all/dataset.json': { name: 'all-graded', type: 'agent' },
  'all/cases.jsonl': CASES.map((c) => ({
    id: c.id,
    input: { task: `Task ${tag(c.id)}: name the capital of France.`, query: queryOf(c.id), ...c.input },
    expected: { answer: tag(c.id), answer_match: 'contains' },
    assert: c.assert,
  })),
});

const allText = (request: FakeRequest) => {
  const body = request.body as { system?: { text?: string }[]; messages?: { content?: { text?: string }[] }[] };
  return [...(body.system ?? []), ...(body.messages ?? []).flatMap((m) => m.content ?? [])].map((b) => b.text ?? '').join('\n');
};

/** The agent's own scoring asks the judge for labels on its reasoning: the best label of each scale. */
function labelReply(text: string): string | null {
  const scale = Object.values(LABEL_SCALES).find((s) => text.startsWith(`Question: ${s.question}`));
  return scale ? JSON.stringify({ reasoning: 'fine', label: scale.labels.at(-1)?.label }) : null;
}

const handler: FakeHandler = (request) => {
  const text = allText(request);
  const c = CASES.find((x) => text.includes(tag(x.id)));
  if (request.modelId !== JUDGE) {
    const task = CASES.find((x) => firstUserText(request.body).includes(tag(x.id)));
    if (!task) throw new Error(`model: no case in ${JSON.stringify(text.slice(0, 120))}`);
    return { text: answerOf(task, request.modelId) };
  }
  const label = labelReply(firstUserText(request.body));
  if (label) return { text: label };
  const phrase = Object.keys(c?.judge ?? {}).find((p) => text.includes(p));
  if (!c || phrase === undefined) throw new Error(`judge: nothing scripted for ${JSON.stringify(text.slice(0, 200))}`);
  return { text: c.judge?.[phrase] as string };
};

const readResults = (file: string): Results => readResultsFile(file);

describe('every model-graded type of issue 12 in one dataset', () => {
  it('runs on a fake Bedrock with two models, a judge and an embedding model, each verdict as scripted', async () => {
    const fake = await startFake(handler, { invoke: embeddingHandler(VECTORS), guardrail: guardrailHandler({ HATEFUL: 'HATE' }) });
    const output = path.join(root, 'all.json');
    const r = await cli(
      'run',
      path.join(root, 'all'),
      '--model',
      `bedrock:${MODEL_A}`,
      '--model',
      `bedrock:${MODEL_B}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--embedding-model',
      EMBEDDING,
      '--output',
      output,
      '-q',
    );
    const results = readResults(output);
    const verdicts = CASES.map((c) => {
      const rows = results.cases.find((x) => x.id === c.id)?.results ?? [];
      return [c.id, ...rows.map((row) => row.asserts.at(-1)?.status)];
    });
    expect(verdicts).toEqual(CASES.map((c) => [c.id, ...c.expect]));
    // Each row is the type the case asked for.
    for (const c of CASES) {
      const rows = results.cases.find((x) => x.id === c.id)?.results ?? [];
      expect(rows.map((row) => row.asserts.at(-1)?.type)).toEqual([c.assert.at(-1)?.type, c.assert.at(-1)?.type]);
    }
    expect(r.code).toBe(EXIT.blocked);
    // The judge's, the embedding model's and the guardrail's calls are the grading spend.
    const graded = fake.requests.filter((q) => q.modelId === JUDGE || q.modelId === EMBEDDING || q.operation === 'apply-guardrail').length;
    expect(fake.requests.filter((q) => q.operation === 'apply-guardrail').map((q) => q.modelId)).toEqual(['gr-all:1', 'gr-all:1']);
    expect(results.summary.judge?.calls).toBe(graded);
    const embedded = fake.requests.filter((q) => q.operation === 'invoke').flatMap((q) => embeddingTexts(q.body));
    expect(embedded).toContain(SIMILAR_TO);
    expect(embedded).toContain(queryOf('answer-relevance'));
  });
});
