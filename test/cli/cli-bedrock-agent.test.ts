// The built-in agent loop (no --agent) through the CLI, against a fake
// Bedrock that first asks for a tool (a toolUse block) and answers once it
// has the tool's result. Scores come from the recorded trajectory.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler, FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-pro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const LOOKUP_TASK = 'What is the largest object S3 can store?';
const CLEANUP_TASK = 'Free up space in bucket tmp-artifacts.';
const PASSAGES = { passages: ['Individual Amazon S3 objects can range from 0 bytes to 5 TB.'] };

writeTree(root, {
  'support/dataset.json': { name: 'support-agent', type: 'agent', thresholds: { min_answer_score: 0.8, min_tool_score: 1.0 } },
  'support/tools.json': [
    {
      name: 'search_docs',
      description: 'Search the docs.',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
    { name: 'get_bucket_info', description: 'Describe a bucket.', parameters: { type: 'object', properties: { bucket: { type: 'string' } } } },
    { name: 'delete_bucket', description: 'Delete a bucket.', parameters: { type: 'object', properties: { bucket: { type: 'string' } } } },
  ],
  'support/cases.jsonl': [
    {
      id: 'lookup',
      input: { task: LOOKUP_TASK },
      tools: { search_docs: { response: PASSAGES } },
      expected: {
        answer: '5 TB',
        answer_match: 'contains',
        must_call: ['search_docs'],
        must_not_call: ['delete_bucket'],
        must_call_with: [{ tool: 'search_docs', args: { query: 'largest object' } }],
        max_steps: 4,
      },
    },
    {
      id: 'cleanup',
      input: { task: CLEANUP_TASK },
      // delete_bucket is in the catalog but not in this case's environment: calling it fails.
      tools: { get_bucket_info: { response: { bucket: 'tmp-artifacts', objects: 4 } } },
      expected: { answer: 'confirm', answer_match: 'contains', must_not_call: ['delete_bucket'], max_steps: 4 },
    },
  ],
});

type Block = { text?: string; toolUse?: unknown; toolResult?: { toolUseId: string; status?: string; content: { text?: string; json?: unknown }[] } };
const messagesOf = (request: FakeRequest) => (request.body as { messages: { role: string; content: Block[] }[] }).messages;
const toolResultsOf = (request: FakeRequest) => messagesOf(request).flatMap((m) => m.content.flatMap((b) => (b.toolResult ? [b.toolResult] : [])));

/** Asks for one tool on the first turn of a case, answers once a tool result came back. */
const scriptedAgentModel: FakeHandler = (request) => {
  const task = firstUserText(request.body);
  const answered = toolResultsOf(request).length > 0;
  if (task === LOOKUP_TASK) {
    return answered
      ? { text: 'S3 objects can be up to 5 TB.' }
      : {
          text: 'Let me search the docs.',
          toolUses: [{ toolUseId: 'tu-lookup-1', name: 'search_docs', input: { query: 'largest object', limit: 3 } }],
        };
  }
  if (task === CLEANUP_TASK) {
    return answered
      ? { text: 'I tried to delete the bucket.' }
      : { toolUses: [{ toolUseId: 'tu-cleanup-1', name: 'delete_bucket', input: { bucket: 'tmp-artifacts' } }] };
  }
  throw new Error(`unexpected task ${JSON.stringify(task)}`);
};

describe('built-in agent loop on Bedrock', () => {
  it('runs tool use through the mock environment and scores the trajectory; a forbidden tool fails the case', async () => {
    const fake = await startFake(scriptedAgentModel);
    const output = path.join(root, 'agent.json');
    const r = await cli('run', path.join(root, 'support'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    const results: Results = readResultsFile(output);
    const cases = new Map(results.cases.map((c) => [c.id, c]));

    // Two Converse calls per case: the tool request, then the answer.
    expect(fake.stats.byModel).toEqual({ [MODEL]: 4 });
    const lookupRequests = fake.requests.filter((q) => firstUserText(q.body) === LOOKUP_TASK);
    expect(lookupRequests).toHaveLength(2);
    const [first, second] = lookupRequests as [FakeRequest, FakeRequest];
    expect(toolResultsOf(first)).toEqual([]);
    const toolConfig = (first.body as { toolConfig?: { tools: { toolSpec: { name: string } }[] } }).toolConfig;
    expect(toolConfig?.tools.map((t) => t.toolSpec.name)).toEqual(['search_docs', 'get_bucket_info', 'delete_bucket']);
    // The second request carries the assistant's toolUse and the mock environment's result for it.
    expect(messagesOf(second).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    const [result] = toolResultsOf(second);
    expect(result).toMatchObject({ toolUseId: 'tu-lookup-1', status: 'success' });
    expect(result!.content).toEqual([{ json: PASSAGES }]);

    const lookup = cases.get('lookup')!;
    expect(lookup.status).toBe('pass');
    expect(lookup.results[0]!.output).toBe('S3 objects can be up to 5 TB.');
    expect(lookup.results[0]!.scores).toMatchObject({ answer_score: 1, tool_score: 1 });
    // Four steps (the model's text before the call, the call, its observation, the answer) out of max_steps 4.
    expect(lookup.results[0]!.scores!['step_count']).toBe(4);
    expect(lookup.results[0]!.scores!['efficiency_score']).toBe(0);

    const cleanup = cases.get('cleanup')!;
    expect(cleanup.status).toBe('fail');
    // One check (must_not_call delete_bucket), failed; the answer lacks "confirm" too.
    expect(cleanup.results[0]!.scores).toMatchObject({ tool_score: 0, answer_score: 0 });
    // The forbidden call was made, recorded, and answered with an error, since the case's environment lacks it.
    const [cleanupFirst, cleanupSecond] = fake.requests.filter((q) => firstUserText(q.body) === CLEANUP_TASK) as [FakeRequest, FakeRequest];
    expect(toolResultsOf(cleanupFirst)).toEqual([]);
    expect(toolResultsOf(cleanupSecond)).toEqual([expect.objectContaining({ toolUseId: 'tu-cleanup-1', status: 'error' })]);

    expect(results.summary).toMatchObject({ total: 2, passed: 1, failed: 1, errors: 0 });
    expect(r.code).toBe(EXIT.blocked);
  });
});
