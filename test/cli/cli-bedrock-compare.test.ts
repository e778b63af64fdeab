// select-best and max-score end to end: `supereval run` with two Bedrock
// models and a Bedrock judge, all served by one fake over HTTP/2 through the
// real AWS SDK. Each case's verdicts compare the two models' answers.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { throttling, type FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const NOVA = 'us.amazon.nova-micro-v1:0';
const HAIKU = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

/** Each model answers by question; the judge by a marker in the criteria of its prompt. */
function models(answers: Record<string, Record<string, string>>, judge: (prompt: string) => ReturnType<FakeHandler>): FakeHandler {
  return ({ modelId, body }) => {
    const prompt = firstUserText(body);
    if (modelId === JUDGE) return judge(prompt);
    const question = Object.keys(answers).find((q) => prompt.includes(q));
    if (question === undefined) throw new Error(`no answer for ${prompt}`);
    return { text: answers[question]![modelId]! };
  };
}

const readResults = (file: string): Results => readResultsFile(file);
const run = (dir: string, output: string, ...extra: string[]) =>
  cli('run', dir, '--model', `bedrock:${NOVA}`, '--model', `bedrock:${HAIKU}`, '--output', output, '-q', ...extra);
const verdicts = (results: Results, id: string, type: string) =>
  results.cases.find((c) => c.id === id)!.results.map((r) => [r.model, r.status, r.asserts.find((a) => a.type === type)?.status]);

describe('select-best across two Bedrock models', () => {
  it("passes the judge's pick and fails the other; a garbage reply or a throttled judge is an error on both, never a pass", async () => {
    writeTree(root, {
      'sb/dataset.json': qaMeta(),
      'sb/cases.jsonl': [
        qaCase('picks-haiku', 'Largest SQS message?', '256', { assert: [{ type: 'select-best', value: 'CRIT-CONCISE: the most concise' }] }),
        qaCase('picks-nova', 'Default visibility timeout?', '30', { assert: [{ type: 'select-best', value: 'CRIT-POLITE: the most polite' }] }),
        qaCase('garbled', 'Longest retention?', '14', { assert: [{ type: 'select-best', value: 'CRIT-GARBLED: the clearest' }] }),
        qaCase('throttled', 'Default retention?', '4', { assert: [{ type: 'select-best', value: 'CRIT-THROTTLED: the shortest' }] }),
      ],
    });
    const fake = await startFake(
      models(
        {
          'Largest SQS message?': { [NOVA]: 'The largest SQS message is 256 KB in size.', [HAIKU]: '256 KB.' },
          'Default visibility timeout?': { [NOVA]: 'Thanks for asking! It is 30 seconds.', [HAIKU]: '30 seconds.' },
          'Longest retention?': { [NOVA]: '14 days.', [HAIKU]: 'Fourteen days (14).' },
          'Default retention?': { [NOVA]: '4 days.', [HAIKU]: 'Four days (4).' },
        },
        (prompt) => {
          // The qa kind's built-in llm-rubric asks the judge too: it passes every answer.
          if (!prompt.includes('pieces of text')) return { text: JSON.stringify({ reason: 'matches', pass: true, score: 1 }) };
          if (prompt.includes('CRIT-CONCISE')) return { text: '1' };
          if (prompt.includes('CRIT-POLITE')) return { text: 'Text 0 is the most polite.' };
          if (prompt.includes('CRIT-GARBLED')) return { text: 'Both are equally clear.' };
          return throttling();
        },
      ),
    );
    const output = path.join(root, 'sb.json');
    const r = await run(path.join(root, 'sb'), output, '--judge-model', `bedrock:${JUDGE}`);
    const results = readResults(output);

    expect(verdicts(results, 'picks-haiku', 'select-best')).toEqual([
      [`bedrock:${NOVA}`, 'fail', 'fail'],
      [`bedrock:${HAIKU}`, 'pass', 'pass'],
    ]);
    expect(verdicts(results, 'picks-nova', 'select-best')).toEqual([
      [`bedrock:${NOVA}`, 'pass', 'pass'],
      [`bedrock:${HAIKU}`, 'fail', 'fail'],
    ]);
    const lost = results.cases.find((c) => c.id === 'picks-haiku')!.results[0]!;
    // promptfoo: a lost comparison sets the output's score to 0, whatever its icontains scored.
    expect(lost.score).toBe(0);
    expect(lost.asserts.map((a) => [a.type, a.status])).toEqual([
      ['icontains', 'pass'],
      ['llm-rubric', 'pass'],
      ['select-best', 'fail'],
    ]);
    expect(lost.asserts[2]).toMatchObject({ reason: 'Output not selected: CRIT-CONCISE: the most concise', judge: { raw: '1' } });

    for (const id of ['garbled', 'throttled']) {
      const c = results.cases.find((x) => x.id === id)!;
      expect(c.status, id).toBe('error');
      expect(c.results.map((x) => x.asserts.at(-1)?.status)).toEqual(['error', 'error']);
    }
    expect(results.cases.find((c) => c.id === 'garbled')!.results[0]!.asserts.at(-1)).toMatchObject({ judge: { raw: 'Both are equally clear.' } });
    expect(results.cases.find((c) => c.id === 'throttled')!.results[0]!.error).toContain('ThrottlingException');
    expect(r.code).toBe(EXIT.blocked);

    // One judge call per case, at temperature 0, shown both answers in the models' order; counted in the judge's spend.
    const judgeRequests = fake.requests.filter((q) => q.modelId === JUDGE);
    const concise = judgeRequests.map((q) => firstUserText(q.body)).find((p) => p.includes('CRIT-CONCISE'))!;
    expect(concise).toContain('<Text index="0">\nThe largest SQS message is 256 KB in size.\n</Text>');
    expect(concise).toContain('<Text index="1">\n256 KB.\n</Text>');
    expect(judgeRequests.map((q) => (q.body as { inferenceConfig?: { temperature?: number } }).inferenceConfig?.temperature)).toContain(0);
    const selectBest = judgeRequests.filter((q) => firstUserText(q.body).includes('pieces of text'));
    expect(selectBest.filter((q) => !firstUserText(q.body).includes('CRIT-THROTTLED'))).toHaveLength(3);
    // 8 llm-rubric calls and 3 answered select-best calls are counted (a throttled call returned nothing to count).
    expect(results.summary.judge?.calls).toBe(11);
  });

  it('without a judge, select-best is skipped and the other assertions decide', async () => {
    writeTree(root, {
      'nojudge/dataset.json': qaMeta(),
      'nojudge/cases.jsonl': [qaCase('c', 'Largest SQS message?', '256', { assert: [{ type: 'select-best', value: 'the most concise' }] })],
    });
    await startFake(models({ 'Largest SQS message?': { [NOVA]: '256 KB, long form.', [HAIKU]: '256 KB.' } }, () => ({ text: '0' })));
    const output = path.join(root, 'nojudge.json');
    await run(path.join(root, 'nojudge'), output);
    expect(verdicts(readResults(output), 'c', 'select-best')).toEqual([
      [`bedrock:${NOVA}`, 'pass', 'skipped'],
      [`bedrock:${HAIKU}`, 'pass', 'skipped'],
    ]);
  });
});

describe('max-score across two Bedrock models', () => {
  it('passes the model whose other assertions score highest, fails the other, and needs no judge', async () => {
    writeTree(root, {
      'ms/dataset.json': qaMeta(),
      'ms/cases.jsonl': [
        qaCase('both-pass-one-wins', 'Largest SQS message?', '256', {
          assert: [{ type: 'contains-any', value: ['KB', 'kilobytes'] }, { type: 'contains', value: 'limit' }, { type: 'max-score' }],
        }),
        qaCase('below-threshold', 'Default visibility timeout?', '30', {
          assert: [
            { type: 'contains', value: 'ninety' },
            { type: 'max-score', value: { threshold: 0.9 } },
          ],
        }),
      ],
    });
    await startFake(
      models(
        {
          'Largest SQS message?': { [NOVA]: '256 KB.', [HAIKU]: 'The limit is 256 KB.' },
          'Default visibility timeout?': { [NOVA]: '30 seconds.', [HAIKU]: 'Thirty seconds (30).' },
        },
        () => {
          throw new Error('max-score must not call the judge');
        },
      ),
    );
    const output = path.join(root, 'ms.json');
    await run(path.join(root, 'ms'), output);
    const results = readResults(output);
    expect(verdicts(results, 'both-pass-one-wins', 'max-score')).toEqual([
      [`bedrock:${NOVA}`, 'fail', 'fail'],
      [`bedrock:${HAIKU}`, 'pass', 'pass'],
    ]);
    expect(results.cases.find((c) => c.id === 'both-pass-one-wins')!.results[0]!.asserts.at(-1)!.reason).toBe(
      'Not selected (score: 0.667, max: 1.000)',
    );
    expect(verdicts(results, 'below-threshold', 'max-score').map((v) => v[2])).toEqual(['fail', 'fail']);
  });
});
