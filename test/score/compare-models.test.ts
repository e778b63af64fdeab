// select-best and max-score: the judge's prompt and its reply's reading, the
// max-score aggregation, the merge into a model's result (promptfoo 0.121's
// rules), and the runner's second pass over every model of a case.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssertResult, ModelResult } from '../../src/config/results.js';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import {
  mergeComparison,
  maxScoreValueProblem,
  parseSelectBestReply,
  runMaxScore,
  runSelectBest,
  selectBestPrompt,
} from '../../src/score/promptfoo/compare-models.js';
import { caseProblems } from '../../src/score/promptfoo/evaluate.js';
import { createJudge, JudgeError } from '../../src/score/judge/judge.js';
import { cannedProvider, type CannedReply } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
const passRow = (type: string, score = 1): AssertResult => ({ type, status: 'pass', pass: true, score, reason: 'ok' });
const failRow = (type: string, score = 0): AssertResult => ({ type, status: 'fail', pass: false, score, reason: 'no' });

describe('the select-best prompt', () => {
  it("is promptfoo's, with the outputs indexed from 0, JSON objects written back as JSON and JSON numbers as numbers", async () => {
    const prompt = await selectBestPrompt('most concise', ['Plain answer.', '{ "a" : 1 }', '1e3']);
    expect(prompt.startsWith('You are comparing multiple pieces of text to see which best fits the following criteria: most concise\n')).toBe(true);
    expect(prompt).toContain('<Text index="0">\nPlain answer.\n</Text>');
    expect(prompt).toContain('<Text index="1">\n{"a":1}\n</Text>');
    expect(prompt).toContain('<Text index="2">\n1000\n</Text>');
    expect(prompt.endsWith('Output the index of the text that best fits the criteria. You must output a single integer.')).toBe(true);
  });

  it('does not render the outputs or the criteria as templates (text with braces stays text)', async () => {
    const prompt = await selectBestPrompt('{{ secret }}', ['{{ 7 * 6 }}', 'b'], { secret: 'x' });
    expect(prompt).toContain('criteria: {{ secret }}');
    expect(prompt).toContain('{{ 7 * 6 }}');
  });
});

describe("reading the judge's select-best reply", () => {
  it('takes the first integer of the reply, as promptfoo does', () => {
    expect(parseSelectBestReply('1', 2)).toBe(1);
    expect(parseSelectBestReply('  Text 0 is best; text 1 rambles.', 2)).toBe(0);
    expect(parseSelectBestReply('<Text index="2">', 3)).toBe(2);
  });

  it('is an error carrying the reply when it names no index, or one no output has', () => {
    for (const [raw, n] of [
      ['The first one.', 2],
      ['', 2],
      ['2', 2],
      ['index 10', 3],
    ] as const) {
      let caught: unknown;
      try {
        parseSelectBestReply(raw, n);
      } catch (error) {
        caught = error;
      }
      expect(caught, raw).toBeInstanceOf(JudgeError);
      expect((caught as JudgeError).raw).toBe(raw);
    }
  });
});

const judgeReplying = (...replies: CannedReply[]) => {
  const provider = cannedProvider(replies);
  return { judge: createJudge(provider), provider };
};
const contenders = (...outputs: (string | null)[]) => outputs.map((output) => ({ output, caseRows: [] }));
const options = (judge: ReturnType<typeof createJudge> | null) => ({ judge, vars: {}, caseId: 'c1' });
const sb = { type: 'select-best', value: 'the most polite' };

describe('select-best', () => {
  it('passes the chosen output with 1 and fails the others with 0; the judge is asked once at temperature 0, without a system prompt', async () => {
    const { judge, provider } = judgeReplying('1');
    const rows = await runSelectBest(sb, contenders('Go away.', 'Please wait a moment.', null), options(judge));
    expect(rows.map((r) => [r.status, r.score])).toEqual([
      ['fail', 0],
      ['pass', 1],
      ['fail', 0],
    ]);
    expect(rows[1]).toMatchObject({ reason: 'Output selected as the best: the most polite', judge: { raw: '1' } });
    expect(rows[0]).toMatchObject({ reason: 'Output not selected: the most polite' });
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]).toMatchObject({ inference: { temperature: 0 }, caseId: 'c1' });
    expect(provider.requests[0]?.system).toBeUndefined();
    // A model whose call failed is shown as empty text, as promptfoo shows it.
    expect(provider.requests[0]?.prompt).toContain('<Text index="2">\n\n</Text>');
  });

  it('is an error on every row, with the raw reply, when the reply is garbage or out of range', async () => {
    for (const reply of ['I like the second.', '5']) {
      const { judge } = judgeReplying(reply);
      const rows = await runSelectBest(sb, contenders('a', 'b'), options(judge));
      expect(rows.map((r) => r.status)).toEqual(['error', 'error']);
      expect(rows[0]).toMatchObject({ pass: null, score: null, judge: { raw: reply } });
    }
  });

  it('is an error on every row when the judge call fails', async () => {
    const judge = createJudge({
      ...cannedProvider(['0']),
      call: () => Promise.reject(new Error('ThrottlingException: Too many requests')),
    });
    const rows = await runSelectBest(sb, contenders('a', 'b'), options(judge));
    expect(rows.map((r) => r.status)).toEqual(['error', 'error']);
    expect(rows[0]?.reason).toContain('ThrottlingException');
  });

  it('is skipped without a judge, and an error with fewer than two outputs', async () => {
    expect((await runSelectBest(sb, contenders('a', 'b'), options(null))).map((r) => r.status)).toEqual(['skipped', 'skipped']);
    const [only] = await runSelectBest(sb, contenders('a'), options(judgeReplying('0').judge));
    expect(only).toMatchObject({ status: 'error', reason: 'select-best assertion must have at least two outputs to compare between' });
  });
});

describe('max-score', () => {
  const rows = (...rs: AssertResult[][]) => rs.map((caseRows) => ({ output: 'x', caseRows }));

  it('passes the highest mean score; a tie goes to the first model', () => {
    const verdicts = runMaxScore(
      { type: 'max-score' },
      rows([passRow('contains'), failRow('equals')], [passRow('contains'), passRow('equals', 0.9)], [passRow('contains', 0.95)]),
    );
    expect(verdicts.map((v) => v.status)).toEqual(['fail', 'pass', 'fail']);
    expect(verdicts[1]?.reason).toBe('Selected as highest scoring output (score: 0.950)');
    expect(verdicts[0]?.reason).toBe('Not selected (score: 0.500, max: 0.950)');
    const tie = runMaxScore({ type: 'max-score' }, rows([passRow('a')], [passRow('a')]));
    expect(tie.map((v) => v.status)).toEqual(['pass', 'fail']);
  });

  it('weights by assertion type, sums with method sum, and flattens assert-sets into their assertions', () => {
    const a = [passRow('contains'), failRow('llm-rubric', 0.2)];
    const b = [failRow('contains'), passRow('llm-rubric', 1)];
    // Mean: a 0.6, b 0.5. Weighting llm-rubric 3: a (1 + 0.6) / 4 = 0.4, b 3 / 4 = 0.75.
    expect(runMaxScore({ type: 'max-score' }, rows(a, b)).map((v) => v.status)).toEqual(['pass', 'fail']);
    expect(runMaxScore({ type: 'max-score', value: { weights: { 'llm-rubric': 3 } } }, rows(a, b)).map((v) => v.status)).toEqual(['fail', 'pass']);
    // Sum: a has three rows of 0.5 (1.5), b one row of 1.
    const many = [passRow('x', 0.5), passRow('y', 0.5), passRow('z', 0.5)];
    expect(runMaxScore({ type: 'max-score', value: { method: 'sum' } }, rows(many, [passRow('x', 1)])).map((v) => v.status)).toEqual([
      'pass',
      'fail',
    ]);
    expect(runMaxScore({ type: 'max-score' }, rows(many, [passRow('x', 1)])).map((v) => v.status)).toEqual(['fail', 'pass']);
    // A set counts through its children: [1, 0] averages 0.5 against a plain 0.6.
    const set: AssertResult = { ...passRow('assert-set', 1), asserts: [passRow('a', 1), failRow('b', 0)] };
    expect(runMaxScore({ type: 'max-score' }, rows([set], [passRow('a', 0.6)])).map((v) => v.status)).toEqual(['fail', 'pass']);
  });

  it('fails every model when the best is below the threshold; skipped rows do not count', () => {
    const verdicts = runMaxScore({ type: 'max-score', value: { threshold: 0.8 } }, rows([passRow('a', 0.7)], [passRow('a', 0.6)]));
    expect(verdicts.map((v) => v.status)).toEqual(['fail', 'fail']);
    expect(verdicts[0]?.reason).toBe('Not selected - score 0.700 below threshold 0.8');
    const skipped: AssertResult = { type: 'llm-rubric', status: 'skipped', pass: null, score: null, reason: 'no judge' };
    expect(runMaxScore({ type: 'max-score' }, rows([skipped, passRow('a', 0.5)], [passRow('a', 0.6)])).map((v) => v.status)).toEqual([
      'fail',
      'pass',
    ]);
  });

  it('is an error when a model has no other assertion, or with one model', () => {
    const none = runMaxScore({ type: 'max-score' }, rows([passRow('a')], []));
    expect(none.map((v) => v.status)).toEqual(['error', 'error']);
    expect(none[0]?.reason).toContain('max-score requires at least one other assertion');
    expect(runMaxScore({ type: 'max-score' }, rows([passRow('a')]))[0]).toMatchObject({ status: 'error' });
  });

  it('takes only method, weights and threshold in its value', () => {
    expect(maxScoreValueProblem(undefined)).toBeNull();
    expect(maxScoreValueProblem({ method: 'sum', weights: { contains: 2 }, threshold: 0.5 })).toBeNull();
    expect(maxScoreValueProblem({ method: 'median' })).toContain('value.method');
    expect(maxScoreValueProblem({ weigths: {} })).toContain('weigths');
    expect(maxScoreValueProblem('best')).not.toBeNull();
  });
});

describe("merging a comparison into a model's result", () => {
  const result = (status: ModelResult['status'], score: number): ModelResult => ({
    model: 'm',
    output: 'x',
    status,
    score,
    latency_ms: 1,
    usage: null,
    cost_usd: null,
    asserts: [passRow('contains')],
    error: status === 'error' ? 'boom' : null,
  });

  it('a pass keeps status and score; a fail fails the result with score 0, whatever its weight; the row is added', () => {
    const won = mergeComparison(result('pass', 0.7), passRow('select-best', 1), false);
    expect(won).toMatchObject({ status: 'pass', score: 0.7 });
    expect(won.asserts.map((a) => a.type)).toEqual(['contains', 'select-best']);
    expect(mergeComparison(result('pass', 0.7), { ...failRow('select-best'), weight: 0 }, false)).toMatchObject({ status: 'fail', score: 0 });
    // A kind's composite stays.
    expect(mergeComparison(result('pass', 0.7), failRow('max-score'), true)).toMatchObject({ status: 'fail', score: 0.7 });
  });

  it('an error makes the result an error; a skipped row changes nothing; an error result stays one', () => {
    const errorRow: AssertResult = { type: 'select-best', status: 'error', pass: null, score: null, reason: 'bad reply' };
    expect(mergeComparison(result('pass', 1), errorRow, false)).toMatchObject({ status: 'error', score: 0, error: 'select-best: bad reply' });
    expect(mergeComparison(result('fail', 0.5), { ...errorRow, status: 'skipped' }, false)).toMatchObject({ status: 'fail', score: 0.5 });
    expect(mergeComparison(result('error', 0), failRow('max-score'), false)).toMatchObject({ status: 'error', error: 'boom' });
  });
});

describe('select-best and max-score where a dataset loads', () => {
  it('refuse a negated one, one inside an assert-set, a second one, and a bad value', async () => {
    const dir = writeTree(path.join(root, 'load'), {
      'dataset.json': { name: 'load', type: 'qa' },
      'cases.jsonl': [
        {
          id: 'c',
          input: { query: 'q' },
          expected: { ground_truth: 'a' },
          assert: [
            { type: 'not-select-best', value: 'x' },
            { type: 'assert-set', assert: [{ type: 'max-score' }] },
            { type: 'select-best', value: 'x' },
            { type: 'select-best', value: 'y' },
            { type: 'select-best', value: '' },
            { type: 'max-score', value: { method: 'mean' } },
          ],
        },
      ],
    });
    const dataset = await loadDataset(dir, KINDS);
    const problems = caseProblems(KINDS.qa, dataset.cases, dir);
    const at = (field: string) => problems.find((p) => p.field === field)?.message ?? '';
    expect(at('assert.0.type')).toContain('no negated select-best');
    expect(at('assert.1.assert.0.type')).toContain('cannot be inside an assert-set');
    expect(at('assert.3.type')).toContain('given twice');
    expect(at('assert.4.type')).toContain('given twice');
    expect(at('assert.5.value')).toContain('value.method');
    expect(problems.some((p) => p.field.startsWith('assert.2.'))).toBe(false);
  });
});

describe("the runner's second pass", () => {
  const dataset = async (name: string, asserts: object[]) =>
    loadDataset(
      writeTree(path.join(root, name), {
        'dataset.json': { name, type: 'qa' },
        'cases.jsonl': [{ id: 'c', input: { query: 'Size?' }, expected: { ground_truth: '5 TB' }, assert: asserts }],
      }),
      KINDS,
    );

  it('compares the models within each trial, not across trials', async () => {
    const ds = await dataset('trials', [{ type: 'contains', value: 'exactly' }, { type: 'max-score' }]);
    // Trials alternate answers: model a says "exactly" in trial 0 only, model b in trial 1 only.
    const a = cannedProvider(['5 TB exactly', '5 TB'], 'exec:a');
    const b = cannedProvider(['5 TB', '5 TB exactly'], 'exec:b');
    const [c] = await runCases({
      dataset: ds,
      providers: [a, b],
      template: defaultTemplate({ type: 'qa', kind: KINDS.qa }),
      judge: null,
      concurrency: 1,
      trials: 2,
    });
    const rows = c!.results.map((r) => [r.model, r.trial, r.asserts.find((x) => x.type === 'max-score')?.status]);
    expect(rows).toEqual([
      ['exec:a', 0, 'pass'],
      ['exec:a', 1, 'fail'],
      ['exec:b', 0, 'fail'],
      ['exec:b', 1, 'pass'],
    ]);
    // Each model lost one trial: flaky, not passing.
    expect(c!.status).toBe('fail');
  });

  it("runs only the first select-best when defaultTest and the case both give one, defaultTest's first", async () => {
    const dir = writeTree(path.join(root, 'defaults'), {
      'dataset.json': { name: 'defaults', type: 'qa', defaultTest: { assert: [{ type: 'select-best', value: 'CRIT-DEFAULT' }] } },
      'cases.jsonl': [
        { id: 'c', input: { query: 'Size?' }, expected: { ground_truth: '5 TB' }, assert: [{ type: 'select-best', value: 'CRIT-CASE' }] },
      ],
    });
    const ds = await loadDataset(dir, KINDS);
    const judgeProvider = cannedProvider([
      (request) => (request.prompt.includes('pieces of text') ? '1' : JSON.stringify({ reason: 'ok', pass: true })),
    ]);
    const [c] = await runCases({
      dataset: ds,
      providers: [cannedProvider(['5 TB'], 'exec:a'), cannedProvider(['5 TB!'], 'exec:b')],
      template: defaultTemplate({ type: 'qa', kind: KINDS.qa }),
      judge: createJudge(judgeProvider),
      concurrency: 1,
    });
    const asked = judgeProvider.requests.filter((r) => r.prompt.includes('pieces of text'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.prompt).toContain('CRIT-DEFAULT');
    expect(c!.results.map((r) => r.asserts.filter((a) => a.type === 'select-best').map((a) => a.status))).toEqual([['fail'], ['pass']]);
  });

  it('compares agents too: an agent that loses keeps its composite as its score, and fails', async () => {
    const dir = writeTree(path.join(root, 'agents'), {
      'dataset.json': { name: 'agents', type: 'agent' },
      'cases.jsonl': [
        {
          id: 'a',
          input: { task: 'How big can an S3 object be?' },
          expected: { answer: '5 TB' },
          // Weight 0: "terabytes" decides nothing on its own (a miss is recorded as passing), but max-score counts its score.
          assert: [{ type: 'icontains', value: '5 TB' }, { type: 'icontains', value: 'terabytes', weight: 0 }, { type: 'max-score' }],
        },
      ],
    });
    const ds = await loadDataset(dir, KINDS);
    const [c] = await runCases({
      dataset: ds,
      providers: [cannedProvider(['It is 5 TB.'], 'exec:short'), cannedProvider(['It is 5 TB (five terabytes).'], 'exec:long')],
      template: defaultTemplate({ type: 'agent', kind: KINDS.agent }),
      judge: null,
      concurrency: 1,
    });
    const [short, long] = c!.results;
    expect(short!.asserts.filter((a) => a.type === 'icontains').map((a) => a.status)).toEqual(['pass', 'pass']);
    expect([short!.status, long!.status]).toEqual(['fail', 'pass']);
    expect(short!.asserts.at(-1)).toMatchObject({ type: 'max-score', status: 'fail' });
    // Both answered "5 TB" and met every agent check: the composite is unchanged by the lost comparison.
    expect(short!.score).toBe(long!.score);
    expect(short!.score).toBeGreaterThan(0);
  });

  it('with one model, the comparison is an error on its row and the case an error', async () => {
    const ds = await dataset('single', [{ type: 'select-best', value: 'shortest' }]);
    // No judge: the built-in llm-rubric is skipped and icontains passes, so only the comparison can make the error.
    const [c] = await runCases({
      dataset: ds,
      providers: [cannedProvider(['5 TB'])],
      template: defaultTemplate({ type: 'qa', kind: KINDS.qa }),
      judge: null,
      concurrency: 1,
    });
    expect(c!.status).toBe('error');
    expect(c!.results[0]!.asserts.at(-1)).toMatchObject({
      type: 'select-best',
      status: 'error',
      reason: 'select-best assertion must have at least two outputs to compare between',
    });
  });
});
