// What an agent case's own assertions are handed, through the runner and the
// built-in agent loop: the final answer as output (empty when there is none),
// the task as the prompt a judge sees.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { runCases } from '../../src/run/runner.js';
import type { Judge, RubricRequest } from '../../src/score/judge/judge.js';
import { cannedProvider, type CannedReply } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
const TASK = 'How big can an S3 object be?';
const tools = { search_docs: { response: { passages: ['S3 objects can be up to 5 TB.'] } } };
const search: CannedReply = { output: 'Looking it up.', toolCalls: [{ id: 't1', name: 'search_docs', arguments: { query: 'size' } }] };

// A judge that passes every rubric and gives every scale its top label, keeping the rubric requests it saw.
function recordingJudge(): Judge & { rubrics: RubricRequest[] } {
  const rubrics: RubricRequest[] = [];
  return {
    spec: 'exec:judge',
    rubrics,
    async complete() {
      throw new Error('not used');
    },
    async rubric(request) {
      rubrics.push(request);
      return { pass: true, score: 1, reason: 'fine', raw: '{}' };
    },
    async label(scale) {
      return { scale, label: 'top', rank: 2, labels: 3, score: 1, reasoning: '', raw: '{}' };
    },
  };
}

async function runAgentCase(name: string, expected: object, asserts: object[], replies: CannedReply[], judge: Judge | null) {
  const dir = writeTree(path.join(root, name), {
    'dataset.json': { name, type: 'agent' },
    'cases.jsonl': [{ id: name, input: { task: TASK }, tools, expected, assert: asserts }],
  });
  const dataset = await loadDataset(dir, KINDS);
  const [result] = await runCases({
    dataset,
    providers: [cannedProvider(replies)],
    template: defaultTemplate({ type: 'agent', kind: KINDS.agent }),
    judge,
    concurrency: 1,
  });
  return result!.results[0]!;
}

describe("an agent case's own assertions", () => {
  it('give a judged assertion the final answer as output and the task as input', async () => {
    const judge = recordingJudge();
    const r = await runAgentCase(
      'judged',
      { answer: '5 TB' },
      [{ type: 'llm-rubric', value: 'States the size limit.' }],
      [search, 'Objects go up to 5 TB.'],
      judge,
    );
    expect(judge.rubrics).toEqual([expect.objectContaining({ rubric: 'States the size limit.', output: 'Objects go up to 5 TB.', input: TASK })]);
    expect(r.asserts.at(-1)).toMatchObject({ type: 'llm-rubric', status: 'pass' });
    expect(r.status).toBe('pass');
  });

  it('without a judge, a judged assertion is skipped and recorded, and the dimensions decide', async () => {
    const r = await runAgentCase(
      'unjudged',
      { answer: '5 TB' },
      [{ type: 'llm-rubric', value: 'States the size limit.' }],
      [search, 'Objects go up to 5 TB.'],
      null,
    );
    expect(r.asserts.at(-1)).toMatchObject({ type: 'llm-rubric', status: 'skipped' });
    expect(r.status).toBe('pass');
  });

  it('see an empty output when the agent stopped without a final answer', async () => {
    // max_steps 2: a thought and a tool call, then the loop is cut off.
    const r = await runAgentCase(
      'cut-off',
      { max_steps: 2 },
      [
        { type: 'equals', value: '' },
        { type: 'not-contains', value: 'Looking' },
      ],
      [search],
      null,
    );
    expect(r.output).toBeNull();
    expect(r.asserts.slice(-2).map((a) => [a.type, a.status])).toEqual([
      ['equals', 'pass'],
      ['not-contains', 'pass'],
    ]);
  });
});
