// The response assertions through the whole CLI, against the fake Bedrock
// with the real AWS SDK: finish-reason from Converse's stopReason, guardrails
// from dataset.json's guardrail (guardrailConfig, trace enabled), latency and
// cost, and an agent's trajectory and tool calls checked against its tools.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler, FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const replyAsserts = [
  { type: 'finish-reason', value: 'stop' },
  { type: 'guardrails' },
  { type: 'latency', threshold: 60_000 },
  { type: 'cost', threshold: 1 },
  { type: 'perplexity', threshold: 5, weight: 0 },
];
const SEARCH = {
  name: 'search_docs',
  description: 'Search the docs.',
  parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false },
};
writeTree(root, {
  'guarded/dataset.json': qaMeta({ name: 'guarded', guardrail: { identifier: 'gr-support', version: '3' } }),
  'guarded/cases.jsonl': [
    qaCase('fine', 'What is 2+2?', '4', { assert: replyAsserts }),
    qaCase('blocked', 'How do I pick a lock?', 'no', { assert: replyAsserts }),
  ],
  'unguarded/dataset.json': qaMeta({ name: 'unguarded' }),
  'unguarded/cases.jsonl': [qaCase('plain', 'What is 2+2?', '4', { assert: [{ type: 'guardrails' }, { type: 'finish-reason', value: 'length' }] })],
  'agent/dataset.json': { name: 'agent', type: 'agent', tools: [SEARCH] },
  'agent/tools.json': [SEARCH],
  'agent/cases.jsonl': [
    {
      id: 'lookup',
      input: { task: 'How large can an S3 object be?' },
      tools: { search_docs: { response: { passages: ['Up to 5 TB.'] } } },
      expected: { answer: '5 TB', answer_match: 'contains', max_steps: 4 },
      assert: [
        { type: 'trajectory:tool-used', value: 'search_*' },
        { type: 'not-trajectory:tool-used', value: ['delete_*'] },
        { type: 'trajectory:tool-args-match', value: { name: 'search_docs', args: { query: 'S3 object size' } } },
        { type: 'trajectory:step-count', value: { type: 'tool', max: 1 } },
        { type: 'is-valid-tools-call' },
        { type: 'tool-call-f1', value: 'search_docs' },
      ],
    },
  ],
});

const handler: FakeHandler = (request: FakeRequest) => {
  const text = firstUserText(request.body);
  const messages = (request.body as { messages: { content: { toolResult?: unknown }[] }[] }).messages;
  if (text.includes('S3 object')) {
    const answered = messages.some((m) => m.content.some((b) => b.toolResult));
    return answered
      ? { text: 'Objects can be up to 5 TB.' }
      : { toolUses: [{ toolUseId: 't1', name: 'search_docs', input: { query: 'S3 object size' } }] };
  }
  if (text.includes('lock')) {
    return {
      text: 'Sorry, I cannot help with that.',
      stopReason: 'guardrail_intervened',
      trace: { guardrail: { inputAssessment: { 'gr-support': { topicPolicy: { topics: [{ name: 'crime', type: 'DENY', action: 'BLOCKED' }] } } } } },
    };
  }
  return { text: 'It is 4.' };
};

const readResults = (file: string): Results => readResultsFile(file);
const rows = (results: Results, id: string) =>
  Object.fromEntries((results.cases.find((c) => c.id === id)?.results[0]?.asserts ?? []).map((a) => [a.type, [a.status, a.reason]]));

describe('response assertions on Bedrock', () => {
  it("sends the dataset's guardrail and reads its verdict, the stop reason, latency and cost", async () => {
    const fake = await startFake(handler);
    const output = path.join(root, 'guarded.json');
    await cli('run', path.join(root, 'guarded'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);

    for (const request of fake.requests) {
      expect((request.body as Record<string, unknown>)['guardrailConfig']).toEqual({
        guardrailIdentifier: 'gr-support',
        guardrailVersion: '3',
        trace: 'enabled',
      });
    }
    const fine = rows(results, 'fine');
    expect(fine['finish-reason']?.[0]).toBe('pass');
    expect(fine['guardrails']).toEqual(['pass', 'Content passed the guardrail']);
    expect(fine['latency']?.[0]).toBe('pass');
    expect(fine['cost']?.[0]).toBe('pass');
    expect(fine['perplexity']?.[0]).toBe('error');
    expect(results.cases.find((c) => c.id === 'fine')?.results[0]?.stop_reason).toBe('end_turn');

    const blocked = rows(results, 'blocked');
    expect(blocked['guardrails']).toEqual(['fail', 'Prompt failed safety checks']);
    expect(blocked['finish-reason']).toEqual(['fail', 'expected finish reason "stop" but got "guardrail_intervened"']);
  });

  it('makes guardrails an error when the dataset configures none, and sends no guardrailConfig', async () => {
    const fake = await startFake(handler);
    const output = path.join(root, 'unguarded.json');
    await cli('run', path.join(root, 'unguarded'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results = readResults(output);
    expect(fake.requests[0]?.body).not.toHaveProperty('guardrailConfig');
    const plain = rows(results, 'plain');
    expect(plain['guardrails']?.[0]).toBe('error');
    expect(plain['finish-reason']).toEqual(['fail', 'expected finish reason "length" but got "stop" (stopReason end_turn)']);
    expect(results.cases[0]?.status).toBe('error');
  });

  it("checks an agent's trajectory and tool calls against its tools", async () => {
    await startFake(handler);
    const output = path.join(root, 'agent.json');
    await cli('run', path.join(root, 'agent'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const lookup = rows(readResults(output), 'lookup');
    for (const type of [
      'trajectory:tool-used',
      'not-trajectory:tool-used',
      'trajectory:tool-args-match',
      'trajectory:step-count',
      'is-valid-tools-call',
      'tool-call-f1',
    ]) {
      expect([type, lookup[type]?.[0]]).toEqual([type, 'pass']);
    }
  });
});
