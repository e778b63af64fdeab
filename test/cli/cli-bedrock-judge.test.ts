// Judges end to end: `supereval run --model bedrock:... --judge-model bedrock:...`
// in-process, with one fake Bedrock answering the model under test and, for
// the judge's model id, replying with llm-rubric verdicts. The verdicts in the
// results JSON must follow the judge's replies.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { costUsd } from '../../src/providers/prices.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

/**
 * The model answers by question; the judge replies by a marker found in its
 * prompt (the rubric or ground truth it is given), so every case gets the
 * verdict the test chose for it.
 */
function modelAndJudge(answers: Record<string, string>, verdicts: Record<string, string>): FakeHandler {
  const pick = (table: Record<string, string>, text: string, who: string) => {
    const key = Object.keys(table).find((k) => text.includes(k));
    if (key === undefined) throw new Error(`${who}: no scripted reply for prompt ${JSON.stringify(text.slice(0, 200))}`);
    return table[key]!;
  };
  return ({ modelId, body }) => {
    const prompt = firstUserText(body);
    return { text: modelId === JUDGE ? pick(verdicts, prompt, 'judge') : pick(answers, prompt, 'model') };
  };
}

const readResults = (file: string): Results => readResultsFile(file);
const byId = (results: Results) => new Map(results.cases.map((c) => [c.id, c]));
const fenced = (json: object) => `Here is my verdict.\n\`\`\`json\n${JSON.stringify(json)}\n\`\`\``;

describe('qa with a Bedrock judge', () => {
  it('passes a case only when icontains and the judge both pass; an unparseable reply is an error with the raw reply kept', async () => {
    writeTree(root, {
      'qa/dataset.json': qaMeta(),
      'qa/cases.jsonl': [
        qaCase('both-pass', 'Largest SQS message?', '256 KB'),
        qaCase('judge-fails', 'Default visibility timeout?', '30 seconds'),
        qaCase('contains-fails', 'Longest retention?', '14 days'),
        qaCase('judge-garbled', 'Default retention?', '4 days'),
      ],
    });
    const garbled = 'The answer looks right to me, I would say it passes.';
    const fake = await startFake(
      modelAndJudge(
        {
          'Largest SQS message?': 'It is 256 KB.',
          'Default visibility timeout?': 'The timeout is 30 seconds by default.',
          'Longest retention?': 'Two weeks.',
          'Default retention?': 'Four days (4 days).',
        },
        {
          '256 KB': fenced({ reason: 'states the limit', pass: true, score: 1 }),
          '30 seconds': JSON.stringify({ reason: 'misses the context asked for', pass: false, score: 0.2 }),
          '14 days': `Verdict: ${JSON.stringify({ reason: 'two weeks is fourteen days', pass: true, score: 0.9 })} (done)`,
          '4 days': garbled,
        },
      ),
    );
    const output = path.join(root, 'qa.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${MODEL}`, '--judge-model', `bedrock:${JUDGE}`, '--output', output, '-q');
    const results = readResults(output);
    const cases = byId(results);
    const asserts = (id: string) => cases.get(id)!.results[0]!.asserts.map((a) => [a.type, a.status]);

    expect(results.judge).toBe(`bedrock:${JUDGE}`);
    expect(cases.get('both-pass')!.status).toBe('pass');
    expect(asserts('both-pass')).toEqual([
      ['icontains', 'pass'],
      ['llm-rubric', 'pass'],
    ]);
    expect(cases.get('judge-fails')!.status).toBe('fail');
    expect(asserts('judge-fails')).toEqual([
      ['icontains', 'pass'],
      ['llm-rubric', 'fail'],
    ]);
    expect(cases.get('judge-fails')!.results[0]!.asserts[1]).toMatchObject({ score: 0.2, reason: 'misses the context asked for' });
    expect(cases.get('contains-fails')!.status).toBe('fail');
    expect(asserts('contains-fails')).toEqual([
      ['icontains', 'fail'],
      ['llm-rubric', 'pass'],
    ]);

    const garbledCase = cases.get('judge-garbled')!;
    expect(garbledCase.status).toBe('error');
    expect(garbledCase.results[0]!.error).toContain('judge reply');
    const judged = garbledCase.results[0]!.asserts[1]!;
    expect(judged).toMatchObject({ type: 'llm-rubric', status: 'error', pass: null, judge: { raw: garbled } });

    expect(results.summary).toMatchObject({ total: 4, passed: 1, failed: 2, errors: 1 });
    expect(r.code).toBe(EXIT.blocked);
    // One model call and one judge call per case; the judge runs at temperature 0.
    expect(fake.stats.byModel).toEqual({ [MODEL]: 4, [JUDGE]: 4 });
    const judgeBodies = fake.requests.filter((q) => q.modelId === JUDGE).map((q) => q.body as { inferenceConfig?: { temperature?: number } });
    expect(judgeBodies.map((b) => b.inferenceConfig?.temperature)).toEqual([0, 0, 0, 0]);
    // The judge's spend is reported apart from the models' (the fake answers 10 in, 5 out).
    const perCall = costUsd(JUDGE, { input_tokens: 10, output_tokens: 5 });
    expect(perCall).toBeGreaterThan(0);
    expect(results.summary.judge?.calls).toBe(4);
    expect(results.summary.judge?.cost_usd).toBeCloseTo(4 * perCall!, 12);
    expect(results.summary.cost_usd).toBeCloseTo(4 * costUsd(MODEL, { input_tokens: 10, output_tokens: 5 })!, 12);
  });
});

describe('instruction with a Bedrock judge', () => {
  it('follows the judge on the rubric: pass, fail, and error (raw kept) for a reply off the contract', async () => {
    const instruction = (id: string, text: string, rubric: string) => ({ id, input: { instruction: text }, expected: { rubric } });
    writeTree(root, {
      'instr/dataset.json': { name: 'instr', type: 'instruction' },
      'instr/cases.jsonl': [
        instruction('haiku', 'Write a haiku about queues.', 'RUBRIC-HAIKU: three lines, 5-7-5 syllables'),
        instruction('summary', 'Summarise the incident in one sentence.', 'RUBRIC-SUMMARY: exactly one sentence'),
        instruction('bad-score', 'List three AWS regions.', 'RUBRIC-REGIONS: three valid region codes'),
        instruction('no-json', 'Say hello politely.', 'RUBRIC-HELLO: polite greeting'),
      ],
    });
    const offContract = JSON.stringify({ reason: 'fine', pass: true, score: 7 });
    const fake = await startFake(
      modelAndJudge(
        { haiku: 'Messages wait in line', Summarise: 'The queue stalled for ten minutes.', regions: 'us-east-1, eu-west-1', hello: 'Hi.' },
        {
          'RUBRIC-HAIKU': fenced({ reason: 'three lines, right syllables', pass: true, score: 0.9 }),
          'RUBRIC-SUMMARY': JSON.stringify({ reason: 'not one sentence', pass: false, score: 0.3 }),
          // A score outside 0-1 breaks the contract: an error, not a pass.
          'RUBRIC-REGIONS': offContract,
          'RUBRIC-HELLO': '```\nnot json at all\n```',
        },
      ),
    );
    const output = path.join(root, 'instr.json');
    const r = await cli(
      'run',
      path.join(root, 'instr'),
      '--model',
      `bedrock:${MODEL}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--output',
      output,
      '-q',
    );
    const cases = byId(readResults(output));
    const rubricAssert = (id: string) => cases.get(id)!.results[0]!.asserts[0]!;

    expect(cases.get('haiku')!.status).toBe('pass');
    expect(rubricAssert('haiku')).toMatchObject({
      type: 'llm-rubric',
      status: 'pass',
      pass: true,
      score: 0.9,
      reason: 'three lines, right syllables',
    });
    expect(cases.get('summary')!.status).toBe('fail');
    expect(rubricAssert('summary')).toMatchObject({ status: 'fail', pass: false, score: 0.3 });
    for (const [id, raw] of [
      ['bad-score', offContract],
      ['no-json', '```\nnot json at all\n```'],
    ] as const) {
      expect(cases.get(id)!.status).toBe('error');
      expect(rubricAssert(id)).toMatchObject({ status: 'error', pass: null, score: null, judge: { raw } });
    }
    expect(r.code).toBe(EXIT.blocked);
    // The judge saw each rubric and the model's output for it.
    const judgePrompts = fake.requests.filter((q) => q.modelId === JUDGE).map((q) => firstUserText(q.body));
    const haikuPrompt = judgePrompts.find((p) => p.includes('RUBRIC-HAIKU'));
    expect(haikuPrompt).toContain('Messages wait in line');
  });
});
