// Embedding assertions end to end: `supereval run` in-process against one fake
// Bedrock that answers Converse for the model under test and InvokeModel for
// the embedding model, through the real AWS SDK. The vectors are scripted per
// text, so each verdict and score below follows from them by promptfoo's rules.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { costUsd } from '../../src/providers/prices.js';
import { NO_EMBEDDER_REASON } from '../../src/score/judge/embedder.js';
import { embeddingHandler, embeddingTexts, failFirstOf, throttling, type FakeHandler, type FakeInvokeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const TITAN = 'amazon.titan-embed-text-v2:0';
const COHERE = 'cohere.embed-english-v3';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const readResults = (file: string): Results => readResultsFile(file);
const byId = (results: Results) => new Map(results.cases.map((c) => [c.id, c]));

/** The model answers each question with the text the test chose (the latest case of that id). */
const answers =
  (table: Record<string, string>): FakeHandler =>
  ({ body }) => {
    const question = firstUserText(body);
    const key = Object.keys(table).find((k) => question.includes(k));
    if (key === undefined) throw new Error(`no answer for ${question}`);
    return { text: table[key]! };
  };

const CAPITAL = 'The capital of France is Paris.';
// Unit vectors (and one longer one for the unbounded dot product): cosines are easy to read off.
const VECTORS: Record<string, number[]> = {
  [CAPITAL]: [1, 0, 0],
  'Paris is where the French government sits.': [0.8, 0.6, 0], // cosine 0.8 with CAPITAL
  'Turtles live long.': [0, 1, 0], // cosine 0
  'Paris is not the capital of Spain.': [-1, 0, 0], // cosine -1
  'A long vector': [3, 0, 0],
  'Madrid is the capital of Spain.': [0, 0, 1],
};

/** What the model answers to each case's question (`Q-<id>?`), set by similarCase. */
const ANSWERS: Record<string, string> = {};
const similarCase = (id: string, answer: string, asserts: object[]) => {
  ANSWERS[`Q-${id}?`] = answer;
  return qaCase(id, `Q-${id}?`, 'paris', { assert: asserts });
};

describe('similar through the CLI with a fake Bedrock', () => {
  it('decides similar, not-similar, lists, dot and euclidean as promptfoo does, embedding each distinct text once', async () => {
    const cases = [
      similarCase('close', 'Paris is where the French government sits.', [{ type: 'similar', value: CAPITAL }]),
      similarCase('far', 'Turtles live long. paris', [{ type: 'similar', value: CAPITAL }]),
      similarCase('opposite', 'Paris is not the capital of Spain.', [{ type: 'similar', value: CAPITAL }]),
      similarCase('not-far', 'Paris is where the French government sits.', [{ type: 'not-similar', value: 'Madrid is the capital of Spain.' }]),
      similarCase('not-close', 'Paris is where the French government sits.', [{ type: 'not-similar', value: CAPITAL }]),
      similarCase('list', 'Paris is where the French government sits.', [
        { type: 'similar', value: ['Madrid is the capital of Spain.', CAPITAL], threshold: 0.7 },
      ]),
      similarCase('dot', 'A long vector paris', [{ type: 'similar:dot', value: CAPITAL, threshold: 2 }]),
      similarCase('euclidean', 'Paris is where the French government sits.', [{ type: 'similar:euclidean', value: CAPITAL, threshold: 0.5 }]),
    ];
    // The answers the model gives; 'far' and 'dot' need scripted vectors under their full text.
    const vectors = { ...VECTORS, 'Turtles live long. paris': [0, 1, 0], 'A long vector paris': [3, 0, 0] };
    writeTree(root, { 'sim/dataset.json': qaMeta({ name: 'sim' }), 'sim/cases.jsonl': cases });
    const fake = await startFake(answers(ANSWERS), { invoke: embeddingHandler(vectors) });
    const output = path.join(root, 'sim.json');
    const r = await cli('run', path.join(root, 'sim'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);
    const row = (id: string) => {
      const asserts = byId(results).get(id)!.results[0]!.asserts;
      return asserts.find((a) => a.type.includes('similar'))!;
    };

    expect(row('close')).toMatchObject({ status: 'pass', reason: 'Similarity 0.80 is greater than or equal to threshold 0.75' });
    expect(row('close').score).toBeCloseTo(0.8, 12);
    expect(row('far')).toMatchObject({ status: 'fail', score: 0, reason: 'Similarity 0.00 is less than threshold 0.75' });
    // A negative cosine keeps its scale, in the assertion and in the case's mean with icontains (1).
    expect(row('opposite')).toMatchObject({ status: 'fail', score: -1 });
    expect(byId(results).get('opposite')!.score).toBeCloseTo(0, 12);
    expect(row('not-far')).toMatchObject({ status: 'pass', score: 1, reason: 'Similarity 0.00 is less than threshold 0.75' });
    expect(row('not-close')).toMatchObject({ status: 'fail' });
    expect(row('not-close').score).toBeCloseTo(0.2, 12);
    // The first reference fails (cosine 0), the second passes: the list passes with that score.
    expect(row('list')).toMatchObject({ status: 'pass' });
    expect(row('list').score).toBeCloseTo(0.8, 12);
    // An unbounded dot product: 3 >= 2, scored 3.
    expect(row('dot')).toMatchObject({ status: 'pass', score: 3 });
    // Distance sqrt(0.2^2 + 0.6^2) = 0.632 > 0.5: fails, scored 1 / (1 + d).
    expect(row('euclidean')).toMatchObject({ status: 'fail', reason: 'Distance 0.63 is greater than threshold 0.5' });
    expect(row('euclidean').score).toBeCloseTo(1 / (1 + Math.sqrt(0.4)), 12);

    // No judge and no --embedding-model: Titan v2 is the default on Bedrock.
    const invokes = fake.requests.filter((q) => q.operation === 'invoke');
    expect(new Set(invokes.map((q) => q.modelId))).toEqual(new Set([TITAN]));
    const texts = invokes.map((q) => embeddingTexts(q.body)[0]);
    // One call per distinct text: CAPITAL is met by six assertions, the shared answer by five.
    expect(texts.length).toBe(new Set(texts).size);
    expect(new Set(texts)).toEqual(
      new Set([
        CAPITAL,
        'Paris is where the French government sits.',
        'Turtles live long. paris',
        'Paris is not the capital of Spain.',
        'Madrid is the capital of Spain.',
        'A long vector paris',
      ]),
    );
    expect(invokes.every((q) => Object.keys(q.body as object).join() === 'inputText')).toBe(true);
    // The embedding calls are counted with the judge's spend (the fake counts one token per word).
    const cost = texts.reduce((sum, t) => sum + costUsd(TITAN, { input_tokens: t!.split(/\s+/).length, output_tokens: 0 })!, 0);
    expect(results.summary.judge?.calls).toBe(texts.length);
    expect(results.summary.judge?.cost_usd).toBeCloseTo(cost, 12);
    expect(results.judge).toBeNull();
    expect(r.code).toBe(EXIT.blocked);
  });

  it('calls Cohere Embed with its own body and reads its reply; its cost is unknown, not 0', async () => {
    writeTree(root, {
      'co/dataset.json': qaMeta({ name: 'co' }),
      'co/cases.jsonl': [similarCase('close', 'Paris is where the French government sits.', [{ type: 'similar', value: CAPITAL }])],
    });
    const fake = await startFake(answers(ANSWERS), { invoke: embeddingHandler(VECTORS) });
    const output = path.join(root, 'co.json');
    const r = await cli('run', path.join(root, 'co'), '--model', `bedrock:${MODEL}`, '--embedding-model', COHERE, '--output', output, '-q');
    expect(r.code).toBe(EXIT.passed);
    const results = readResults(output);
    expect(results.cases[0]!.status).toBe('pass');
    const invokes = fake.requests.filter((q) => q.operation === 'invoke');
    expect(invokes.map((q) => q.modelId)).toEqual([COHERE, COHERE]);
    expect(invokes.map((q) => q.body)).toContainEqual({ texts: [CAPITAL], input_type: 'search_document' });
    expect(results.summary.judge).toEqual({ calls: 2, cost_usd: null });
  });

  it('makes a malformed embedding reply an error, never a pass, for similar and not-similar alike', async () => {
    writeTree(root, {
      'bad/dataset.json': qaMeta({ name: 'bad' }),
      'bad/cases.jsonl': [
        similarCase('plain', 'paris GARBLED', [{ type: 'similar', value: CAPITAL }]),
        similarCase('negated', 'paris GARBLED', [{ type: 'not-similar', value: CAPITAL }]),
        similarCase('nan', 'paris NAN', [{ type: 'not-similar', value: CAPITAL }]),
      ],
    });
    const good = embeddingHandler(VECTORS);
    const invoke: FakeInvokeHandler = (request) => {
      const [text] = embeddingTexts(request.body);
      if (text === 'paris GARBLED') return { body: { embedding: 'not a vector', inputTextTokenCount: 2 } };
      if (text === 'paris NAN') return { body: { embeddings: [[1, 0, 0]] } };
      return good(request);
    };
    await startFake(answers(ANSWERS), { invoke });
    const output = path.join(root, 'bad.json');
    const r = await cli('run', path.join(root, 'bad'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.blocked);
    const results = readResults(output);
    for (const c of results.cases) {
      expect(c.status, c.id).toBe('error');
      const similar = c.results[0]!.asserts.find((a) => a.type.includes('similar'))!;
      expect(similar).toMatchObject({ status: 'error', pass: null, score: null });
      expect(similar.reason).toMatch(/malformed embedding reply from amazon\.titan-embed-text-v2:0: no "embedding" list of numbers/);
    }
  });

  it('retries a throttled embedding call and then scores the case', async () => {
    writeTree(root, {
      'thr/dataset.json': qaMeta({ name: 'thr' }),
      'thr/cases.jsonl': [similarCase('close', 'Paris is where the French government sits.', [{ type: 'similar', value: CAPITAL }])],
    });
    const fake = await startFake(answers(ANSWERS), {
      invoke: failFirstOf(3, throttling(), embeddingHandler(VECTORS)),
    });
    const output = path.join(root, 'thr.json');
    const r = await cli('run', path.join(root, 'thr'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.passed);
    expect(readResults(output).cases[0]!.status).toBe('pass');
    expect(fake.stats.throttled).toBe(3);
    // Two texts, each answered once in the end; the spend counts answered calls.
    expect(readResults(output).summary.judge?.calls).toBe(2);
  });

  it('refuses an embedding model Bedrock InvokeModel cannot serve, before any call', async () => {
    writeTree(root, { 'ref/dataset.json': qaMeta({ name: 'ref' }), 'ref/cases.jsonl': [similarCase('a', 'x', [{ type: 'similar', value: 'x' }])] });
    const fake = await startFake(answers(ANSWERS));
    const r = await cli('run', path.join(root, 'ref'), '--model', `bedrock:${MODEL}`, '--embedding-model', MODEL, '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(`the embedding model "${MODEL}" is not an embedding model supereval can call`);
    const replay = await cli('run', path.join(root, 'ref'), '--model', `bedrock:${MODEL}`, '--embedding-model', 'replay:x.jsonl', '-q');
    expect(replay.code).toBe(EXIT.usage);
    expect(replay.stderr).toContain("embeddings come from Bedrock's InvokeModel");
    expect(fake.stats.requests).toBe(0);
  });
});

describe('similar without an embedding model', () => {
  it('is skipped, saying how to configure one, in a run with only replay models', async () => {
    writeTree(root, {
      'off/dataset.json': qaMeta({ name: 'off' }),
      'off/cases.jsonl': [similarCase('a', 'paris', [{ type: 'similar', value: CAPITAL }])],
      'off/replay.jsonl': [{ id: 'a', output: 'paris' }],
    });
    const output = path.join(root, 'off.json');
    const r = await cli('run', path.join(root, 'off'), '--model', `replay:${path.join(root, 'off/replay.jsonl')}`, '--output', output, '-q');
    const similar = readResults(output).cases[0]!.results[0]!.asserts.find((a) => a.type === 'similar')!;
    expect(similar).toMatchObject({ status: 'skipped', reason: NO_EMBEDDER_REASON });
    expect(r.code).toBe(EXIT.passed);
  });
});

describe('answer-relevance through the CLI with a fake Bedrock judge and embedding model', () => {
  const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

  it("follows promptfoo's contract: three judge questions, cosine with the query, mean against 0.5; an empty reply is an error", async () => {
    const cases = [
      similarCase('relevant', 'ANS-relevant paris', [{ type: 'answer-relevance' }]),
      similarCase('irrelevant', 'ANS-irrelevant paris', [{ type: 'answer-relevance' }]),
      similarCase('strict', 'ANS-relevant paris', [{ type: 'answer-relevance', threshold: 0.7 }]),
      similarCase('silent', 'ANS-silent paris', [{ type: 'answer-relevance' }]),
      similarCase('throttled', 'ANS-throttled paris', [{ type: 'answer-relevance' }]),
    ];
    writeTree(root, { 'rel/dataset.json': qaMeta({ name: 'rel' }), 'rel/cases.jsonl': cases });
    const questions: Record<string, string> = {
      'ANS-relevant': 'What is the capital?',
      'ANS-irrelevant': 'Do turtles live long?',
      'ANS-silent': '',
      'ANS-throttled': 'What is the capital?',
    };
    let throttles = 2;
    const handler: FakeHandler = (request) => {
      if (request.modelId !== JUDGE) return answers(ANSWERS)(request);
      const prompt = firstUserText(request.body);
      // The qa kind's own llm-rubric asks the judge too: it passes.
      if (!prompt.startsWith('Generate question')) return { text: JSON.stringify({ reason: 'fine', pass: true, score: 1 }) };
      const key = Object.keys(questions).find((k) => prompt.includes(k))!;
      if (key === 'ANS-throttled' && throttles-- > 0) return throttling();
      return { text: questions[key]! };
    };
    const vectors = {
      'Q-relevant?': [1, 0, 0],
      'Q-irrelevant?': [1, 0, 0],
      'Q-strict?': [1, 0, 0],
      'Q-silent?': [1, 0, 0],
      'Q-throttled?': [1, 0, 0],
      'What is the capital?': [0.6, 0.8, 0],
      'Do turtles live long?': [0, 1, 0],
    };
    const fake = await startFake(handler, { invoke: embeddingHandler(vectors) });
    const output = path.join(root, 'rel.json');
    const r = await cli('run', path.join(root, 'rel'), '--model', `bedrock:${MODEL}`, '--judge-model', `bedrock:${JUDGE}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.blocked);
    const results = readResults(output);
    const row = (id: string) =>
      byId(results)
        .get(id)!
        .results[0]!.asserts.find((a) => a.type === 'answer-relevance')!;

    expect(row('relevant')).toMatchObject({ status: 'pass', reason: 'Relevance 0.60 is greater than threshold 0.5' });
    expect(row('relevant').score).toBeCloseTo(0.6, 12);
    expect(row('irrelevant')).toMatchObject({ status: 'fail', score: 0, reason: 'Relevance 0.00 is less than threshold 0.5' });
    expect(row('strict')).toMatchObject({ status: 'fail', reason: 'Relevance 0.60 is less than threshold 0.7' });
    expect(row('silent')).toMatchObject({ status: 'error', pass: null, judge: { raw: '' } });
    expect(byId(results).get('silent')!.status).toBe('error');
    expect(row('throttled')).toMatchObject({ status: 'pass' });

    // Three questions per case, each asked with promptfoo's prompt alone (no system prompt) at temperature 0.
    const rubricCalls = fake.requests.filter((q) => q.modelId === JUDGE && !firstUserText(q.body).startsWith('Generate question')).length;
    expect(rubricCalls).toBe(cases.length);
    const judged = fake.requests.filter((q) => q.modelId === JUDGE && firstUserText(q.body).startsWith('Generate question'));
    const answered = judged.length - 2;
    expect(answered).toBe(3 * cases.length - 2); // 'silent' stops at its first empty reply
    const body = judged.find((q) => firstUserText(q.body).includes('ANS-relevant'))!.body as {
      system?: unknown;
      inferenceConfig?: { temperature?: number };
    };
    expect(body.system).toBeUndefined();
    expect(body.inferenceConfig?.temperature).toBe(0);
    expect(firstUserText(body)).toBe(
      'Generate question for the given answer.\nAnswer:\nThe PSLV-C56 mission is scheduled to be launched on Sunday, 30 July 2023 at 06:30 IST / 01:00 UTC. It will be launched from the Satish Dhawan Space Centre, Sriharikota, Andhra Pradesh, India\nQuestion: When is the scheduled launch date and time for the PSLV-C56 mission, and where will it be launched from?\n\nAnswer:ANS-relevant paris\nQuestion:',
    );
    // Each distinct text embedded once: five queries and two distinct questions.
    const embedded = fake.requests.filter((q) => q.operation === 'invoke').map((q) => embeddingTexts(q.body)[0]);
    expect(embedded.length).toBe(new Set(embedded).size);
    expect(new Set(embedded)).toEqual(
      new Set(['Q-relevant?', 'Q-irrelevant?', 'Q-strict?', 'Q-throttled?', 'What is the capital?', 'Do turtles live long?']),
    );
    // Judge and embedding calls that were answered, together in summary.judge.
    expect(results.summary.judge?.calls).toBe(rubricCalls + answered + embedded.length);
  });
});
