// What runCases hands back per case: one CaseResult per line of the dataset,
// each with its own runs, in the dataset's order, and the same fields whether
// a run compares models afterwards (select-best) or not.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';
import { ModelResultSchema } from '../../src/config/results.js';

const root = tempDir();

// The model answers each question with the question's own number.
const answersByNumber = () => cannedProvider([(request) => `Answer ${/number (\d+)/.exec(request.prompt)?.[1] ?? '?'}`], 'exec:numbers');

async function run(name: string, cases: object[], concurrency = 4) {
  const dir = writeTree(path.join(root, name), { 'dataset.json': { name, type: 'qa' }, 'cases.jsonl': cases });
  const dataset = await loadDataset(dir, KINDS);
  return runCases({ dataset, providers: [answersByNumber()], template: defaultTemplate({ type: 'qa', kind: KINDS.qa }), judge: null, concurrency });
}

describe('runCases: one result per case line', () => {
  it('keeps two cases that share an id apart: each has its own run and verdict', async () => {
    const results = await run('shared-id', [
      { id: 'a', input: { query: 'question number 1' }, expected: { ground_truth: 'Answer 1' } },
      { id: 'a', input: { query: 'question number 2' }, expected: { ground_truth: 'Answer 1' } },
    ]);
    expect(results).toHaveLength(2);
    expect(results.map((r) => r.results.length)).toEqual([1, 1]);
    expect(results.map((r) => r.results[0]?.output)).toEqual(['Answer 1', 'Answer 2']);
    expect(results.map((r) => r.results[0]?.asserts[0]?.status)).toEqual(['pass', 'fail']);
    expect(results.map((r) => r.line)).toEqual([1, 2]);
  });

  it('gives the same fields, in the same order, with or without a comparison across models', async () => {
    const base = { input: { query: 'question number 3' }, expected: { ground_truth: 'Answer 3' } };
    const [plain] = await run('plain', [{ id: 'p', ...base }]);
    const [compared] = await run('compared', [{ id: 'p', ...base, assert: [{ type: 'max-score' }] }]);
    expect(Object.keys(plain!)).toEqual(['id', 'key', 'line', 'tags', 'description', 'expected', 'vars', 'status', 'score', 'results']);
    expect(Object.keys(compared!)).toEqual(Object.keys(plain!));
    expect(Object.keys(plain!.results[0]!)).toEqual(['model', 'output', 'status', 'score', 'latency_ms', 'usage', 'cost_usd', 'asserts', 'error']);
    expect(Object.keys(compared!.results[0]!)).toEqual(Object.keys(plain!.results[0]!));
    // max-score's row joins the case's rows only on the compared run.
    expect(compared!.results[0]!.asserts.map((a) => a.type)).toEqual(['icontains', 'llm-rubric', 'max-score']);
    expect(plain!.results[0]!.asserts.map((a) => a.type)).toEqual(['icontains', 'llm-rubric']);
  });

  it('puts must_pass after tags, and flaky trials before results', async () => {
    const dir = writeTree(path.join(root, 'trials'), {
      'dataset.json': { name: 'trials', type: 'qa' },
      'cases.jsonl': [{ id: 't', must_pass: true, input: { query: 'question number 4' }, expected: { ground_truth: 'Answer 4' } }],
    });
    const dataset = await loadDataset(dir, KINDS);
    let call = 0;
    const flip = cannedProvider([() => (call++ % 2 === 0 ? 'Answer 4' : 'no idea')], 'exec:flip');
    const [result] = await runCases({
      dataset,
      providers: [flip],
      template: defaultTemplate({ type: 'qa', kind: KINDS.qa }),
      judge: null,
      concurrency: 1,
      trials: 2,
    });
    expect(Object.keys(result!)).toEqual([
      'id',
      'key',
      'line',
      'tags',
      'must_pass',
      'description',
      'expected',
      'vars',
      'status',
      'score',
      'flaky',
      'trials',
      'results',
    ]);
    expect(result!.flaky).toBe(true);
    expect(result!.results.map((r) => r.trial)).toEqual([0, 1]);
  });

  it("keeps a kind-scored result's fields in the results document's order: a trial second, named scores before tool calls", async () => {
    const dir = writeTree(path.join(root, 'agent-trials'), {
      'dataset.json': { name: 'agent-trials', type: 'agent' },
      'cases.jsonl': [
        {
          id: 'a',
          input: { task: 'How big can an S3 object be?' },
          expected: { answer: '5 TB' },
          assert: [{ type: 'icontains', value: '5 TB', metric: 'size' }],
        },
      ],
    });
    const dataset = await loadDataset(dir, KINDS);
    const [result] = await runCases({
      dataset,
      providers: [cannedProvider(['Objects go up to 5 TB.'])],
      template: defaultTemplate({ type: 'agent', kind: KINDS.agent }),
      judge: null,
      concurrency: 1,
      trials: 2,
    });
    const keys = Object.keys(ModelResultSchema.shape);
    for (const r of result!.results) {
      const present = Object.keys(r);
      expect(present).toEqual(keys.filter((k) => present.includes(k)));
      expect(present).toEqual(expect.arrayContaining(['trial', 'scores', 'named_scores', 'tool_calls']));
    }
  });
});
