import { describe, expect, it } from 'vitest';
import { ProviderError, type ProviderRequest, type ToolSpec } from '../../src/providers/types.js';
import { runBuiltinAgent, DEFAULT_AGENT_SYSTEM } from '../../src/agents/builtin.js';
import { createMockEnvironment, type MockToolBlock } from '../../src/agents/environment.js';
import { TrajectorySchema } from '../../src/config/trajectory.js';
import type { AgentTask } from '../../src/agents/recorder.js';
import { cannedProvider, type CannedReply } from '../helpers/canned-provider.js';

const TOOLS: ToolSpec[] = [
  { name: 'search', description: 'Search the docs', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
  { name: 'drop_table', description: 'Drop a table', parameters: { type: 'object', properties: {} } },
];
const BLOCK: MockToolBlock = { search: { response: { hits: ['5 TB'] } }, flaky: { error: 'upstream timed out' } };

function task(overrides: Partial<AgentTask> = {}): AgentTask {
  return {
    caseId: 'case-1',
    task: 'How big can an S3 object be?',
    tools: TOOLS,
    environment: createMockEnvironment(BLOCK, { simulateLatency: false }),
    ...overrides,
  };
}

const toolTurn = (calls: { id: string; name: string; arguments?: Record<string, unknown> }[], text = ''): CannedReply => ({
  output: text,
  toolCalls: calls.map((c) => ({ arguments: {}, ...c })),
  stop_reason: 'tool_use',
});

describe('built-in agent loop', () => {
  it('runs tool calls through the mock environment until the model answers', async () => {
    const provider = cannedProvider([
      toolTurn([{ id: 't1', name: 'search', arguments: { query: 's3 size' } }], 'Let me look that up.'),
      { output: 'Up to 5 TB.', usage: { input_tokens: 30, output_tokens: 4 }, cost_usd: 0.002 },
    ]);
    const trajectory = await runBuiltinAgent(provider, task(), { inference: { temperature: 0.2 } });
    expect(TrajectorySchema.parse(trajectory)).toEqual(trajectory);
    expect(trajectory.steps).toEqual([
      { type: 'thought', text: 'Let me look that up.' },
      {
        type: 'tool_call',
        id: 't1',
        name: 'search',
        arguments: { query: 's3 size' },
        result: { hits: ['5 TB'] },
        latency_ms: expect.any(Number),
      },
      { type: 'answer', text: 'Up to 5 TB.' },
    ]);
    expect(trajectory).toMatchObject({
      final_answer: 'Up to 5 TB.',
      stop_reason: 'final',
      // thought, tool call, its observation, answer (the Python tool's len(steps))
      step_count: 4,
      turn_count: 1,
      tool_call_count: 1,
      model_calls: 2,
      usage: { input_tokens: 40, output_tokens: 9 },
    });
    expect(trajectory.cost_usd).toBeCloseTo(0.003, 12);
  });

  it('sends the tools, the system prompt and the growing conversation', async () => {
    const provider = cannedProvider([toolTurn([{ id: 't1', name: 'search', arguments: { query: 'q' } }]), 'done']);
    await runBuiltinAgent(provider, task(), { inference: { temperature: 0.2 } });
    const [first, second] = provider.requests as [ProviderRequest, ProviderRequest];
    expect(first.tools).toEqual(TOOLS);
    expect(first.system).toBe(DEFAULT_AGENT_SYSTEM);
    expect(first.inference).toEqual({ temperature: 0.2 });
    expect(first.caseId).toBe('case-1');
    expect(first.messages).toEqual([{ role: 'user', text: 'How big can an S3 object be?' }]);
    expect(second.messages).toEqual([
      { role: 'user', text: 'How big can an S3 object be?' },
      { role: 'assistant', text: '', toolCalls: [{ id: 't1', name: 'search', arguments: { query: 'q' } }] },
      { role: 'tool', results: [{ id: 't1', content: { hits: ['5 TB'] } }] },
    ]);
  });

  it('tells the model when a tool fails or is not in the case, and records both calls', async () => {
    const provider = cannedProvider([
      toolTurn([
        { id: 'a', name: 'flaky' },
        { id: 'b', name: 'drop_table', arguments: { table: 'users' } },
      ]),
      'I could not do it.',
    ]);
    const trajectory = await runBuiltinAgent(provider, task());
    const calls = trajectory.steps.filter((s) => s.type === 'tool_call');
    expect(calls.map((c) => [c.name, c.error])).toEqual([
      ['flaky', 'upstream timed out'],
      ['drop_table', 'tool "drop_table" is not available in this environment'],
    ]);
    expect(provider.requests[1]?.messages?.at(-1)).toEqual({
      role: 'tool',
      results: [
        { id: 'a', content: 'upstream timed out', isError: true },
        { id: 'b', content: 'tool "drop_table" is not available in this environment', isError: true },
      ],
    });
    // two calls, two observations, the answer
    expect(trajectory.step_count).toBe(5);
  });

  it('stops a model that never answers at max_steps, recording the refused call', async () => {
    const provider = cannedProvider([toolTurn([{ id: 'x', name: 'search' }])]);
    const trajectory = await runBuiltinAgent(provider, task({ maxSteps: 3 }));
    expect(trajectory.stop_reason).toBe('max_steps');
    expect(trajectory.final_answer).toBeNull();
    // three calls (the last refused), each with its observation
    expect(trajectory.step_count).toBe(6);
    expect(trajectory.model_calls).toBe(3);
    const last = trajectory.steps.at(-1);
    expect(last).toMatchObject({ type: 'tool_call', name: 'search', error: expect.stringMatching(/step budget exhausted/) });
    expect(trajectory.steps.filter((s) => s.type === 'tool_call' && s.result !== undefined)).toHaveLength(2);
  });

  it('with max_steps 1 allows no tool call at all', async () => {
    const provider = cannedProvider([toolTurn([{ id: 'x', name: 'search' }])]);
    const trajectory = await runBuiltinAgent(provider, task({ maxSteps: 1 }));
    expect(trajectory.tool_call_count).toBe(1);
    expect(trajectory.steps[0]).toMatchObject({ error: expect.stringMatching(/at most 0 tool calls/) });
    expect(provider.requests).toHaveLength(1);
  });

  it('reports usage and cost as unknown when one model call did not give them', async () => {
    const provider = cannedProvider([{ ...(toolTurn([{ id: 'x', name: 'search' }]) as object), usage: null, cost_usd: null }, 'ok']);
    const trajectory = await runBuiltinAgent(provider, task());
    expect(trajectory.usage).toBeNull();
    expect(trajectory.cost_usd).toBeNull();
  });

  it('lets a provider error through unchanged, so the runner can tell retryable from fatal', async () => {
    const failure = new ProviderError('Too many requests', { code: 'ThrottlingException', retryable: true, throttled: true });
    const provider = cannedProvider([
      toolTurn([{ id: 'x', name: 'search' }]),
      () => {
        throw failure;
      },
    ]);
    await expect(runBuiltinAgent(provider, task())).rejects.toBe(failure);
  });
});
