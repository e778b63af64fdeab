import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../src/providers/types.js';
import { createMockEnvironment, type MockToolBlock } from '../../src/agents/environment.js';
import { AgentRunError, EXEC_AGENT_MAX_STDOUT_BYTES, runExecAgent } from '../../src/agents/exec.js';
import { createAgentRunner, AgentSpecError } from '../../src/agents/index.js';
import type { AgentTask } from '../../src/agents/recorder.js';
import { TrajectorySchema } from '../../src/config/trajectory.js';
import { stillRunning } from '../helpers/processes.js';
import { nodeCommand, tempDir } from '../helpers/tmp.js';

const program = (path: string) => `"${process.execPath}" "${fileURLToPath(new URL(path, import.meta.url))}"`;
const ECHO = program('../../examples/agents/echo-agent.mjs');
const testAgent = (name: string) => program(`../fixtures/agent-programs/${name}.mjs`);

const TOOLS: ToolSpec[] = [{ name: 'search', description: 'Search the docs', parameters: { type: 'object', properties: {} } }];
const BLOCK: MockToolBlock = { search: { response: { hits: ['5 TB'] } } };

function task(overrides: Partial<AgentTask> = {}): AgentTask {
  return {
    caseId: 'case-9',
    task: 'How big can an S3 object be?',
    tools: TOOLS,
    environment: createMockEnvironment(BLOCK, { simulateLatency: false }),
    ...overrides,
  };
}

async function runError(command: string, t: AgentTask = task(), timeoutMs?: number): Promise<AgentRunError> {
  const error = await runExecAgent(command, t, { env: process.env, ...(timeoutMs ? { timeoutMs } : {}) }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentRunError);
  return error as AgentRunError;
}

describe('exec agent runner', () => {
  it('stops an agent printing one line without end at the stdout limit: a malformed run naming the limit, not an aborted process', async () => {
    // 1 MiB of x at a time, never a newline, for as long as the pipe takes it.
    const endless = nodeCommand(
      `const b = Buffer.alloc(1 << 20, 120); const w = () => { while (process.stdout.write(b)); process.stdout.once('drain', w); }; w();`,
    );
    const started = performance.now();
    const error = await runError(endless, task(), 60_000);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('agent printed more than the 32 MiB limit of a conversation on stdout; it was stopped');
    expect(EXEC_AGENT_MAX_STDOUT_BYTES).toBe(32 * 1024 * 1024);
  }, 60_000);

  it('runs the example echo agent: task in, thought, tool call answered by the mock, final answer', async () => {
    const trajectory = await runExecAgent(ECHO, task(), { env: process.env });
    expect(TrajectorySchema.parse(trajectory)).toEqual(trajectory);
    expect(trajectory.steps).toEqual([
      { type: 'thought', text: 'I will ask search about: How big can an S3 object be?' },
      {
        type: 'tool_call',
        id: 'call_1',
        name: 'search',
        arguments: { query: 'How big can an S3 object be?' },
        result: { hits: ['5 TB'] },
        latency_ms: expect.any(Number),
      },
      { type: 'answer', text: 'search said {"hits":["5 TB"]}' },
    ]);
    expect(trajectory).toMatchObject({
      final_answer: 'search said {"hits":["5 TB"]}',
      stop_reason: 'final',
      // thought, tool call, its observation, answer (the Python tool's len(steps))
      step_count: 4,
      tool_call_count: 1,
      model_calls: null,
      usage: null,
      cost_usd: null,
    });
  });

  it('answers a call to a tool outside the case with an error, records it, and keeps usage the agent reports', async () => {
    const trajectory = await runExecAgent(testAgent('forbidden-agent'), task(), { env: process.env });
    const call = trajectory.steps[0];
    expect(call).toMatchObject({
      type: 'tool_call',
      id: 'x1',
      name: 'delete_bucket',
      arguments: { bucket: 'prod' },
      error: 'tool "delete_bucket" is not available in this environment',
    });
    expect(trajectory.final_answer).toBe(
      'delete_bucket replied {"type":"tool_result","id":"x1","name":"delete_bucket","error":"tool \\"delete_bucket\\" is not available in this environment"}',
    );
    expect(trajectory.usage).toEqual({ input_tokens: 7, output_tokens: 3 });
    expect(trajectory.cost_usd).toBe(0.5);
  });

  it('reports a crash with the exit code and the tail of stderr', async () => {
    const error = await runError(testAgent('crash-agent'));
    expect(error.kind).toBe('crash');
    expect(error.message).toMatch(/exited with code 3 before its final answer/);
    expect(error.message).toContain('Traceback: the agent fell over (exit 3)');
    expect(error.stderrTail).toBe('Traceback: the agent fell over (exit 3)');
  });

  it('treats a clean exit without a final answer as a crash', async () => {
    const error = await runError(testAgent('silent-exit-agent'));
    expect(error.kind).toBe('crash');
    expect(error.message).toMatch(/exited with code 0 before its final answer/);
  });

  it('rejects a line that is not JSON, quoting it', async () => {
    const error = await runError(testAgent('garbage-agent'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/malformed line 1 \(not JSON\): Hello! I am thinking/);
  });

  it('rejects a tool call whose arguments are not an object', async () => {
    const error = await runError(testAgent('bad-call-agent'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/arguments/);
  });

  it('times out an agent that never answers', async () => {
    const error = await runError(testAgent('hang-agent'), task(), 300);
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/no final answer within 300 ms/);
  });

  it('stops an agent that exceeds max_steps without an error', async () => {
    const trajectory = await runExecAgent(testAgent('greedy-agent'), task({ maxSteps: 3 }), { env: process.env });
    expect(trajectory.stop_reason).toBe('max_steps');
    expect(trajectory.final_answer).toBeNull();
    expect(trajectory.steps.map((s) => (s.type === 'tool_call' ? s.arguments['page'] : s.type))).toEqual([1, 2, 3]);
    expect(trajectory.step_count).toBe(6);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const running = runExecAgent(testAgent('hang-agent'), task({ signal: controller.signal }), { env: process.env });
    controller.abort();
    await expect(running).rejects.toMatchObject({ kind: 'aborted' });
  });

  describe('ends everything the agent started when its case ends', () => {
    const dir = tempDir();
    const background = (name: string) => {
      const pidFile = path.join(dir, `${name}.pid`);
      return { pidFile, start: `sleep 300 >/dev/null 2>&1 & echo $! > '${pidFile}'` };
    };
    const pid = (file: string) => Number(readFileSync(file, 'utf8'));

    it('after an agent that exited before its final answer', async () => {
      const bg = background('crash');
      const error = await runError(`${bg.start}; exit 3`);
      expect(error.kind).toBe('crash');
      expect(await stillRunning([pid(bg.pidFile)])).toEqual([]);
    });

    it('after an agent that exited while a background process still holds its stdout', async () => {
      const pidFile = path.join(dir, 'holding.pid');
      const started = performance.now();
      const error = await runError(`sleep 300 & echo $! > '${pidFile}'; exit 3`, task(), 20_000);
      // Not the 20 s timeout: the agent's exit ends its case.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(error.message).toContain('exited with code 3');
      expect(await stillRunning([pid(pidFile)])).toEqual([]);
    });

    it('after an agent that answered and exited', async () => {
      const bg = background('final');
      const trajectory = await runExecAgent(`${bg.start}; echo '{"type":"final","answer":"done"}'`, task(), { env: process.env });
      expect(trajectory.final_answer).toBe('done');
      expect(await stillRunning([pid(bg.pidFile)])).toEqual([]);
    });
  });
});

describe('choosing the agent runner', () => {
  it('runs exec:<command> specs through the protocol', async () => {
    const runner = createAgentRunner({ agent: `exec:${ECHO}` });
    expect(runner.label).toBe(`exec:${ECHO}`);
    expect((await runner.run(task())).final_answer).toBe('search said {"hits":["5 TB"]}');
  });

  it('rejects other agent specs and a built-in loop without a model', () => {
    expect(() => createAgentRunner({ agent: 'python agent.py' })).toThrow(AgentSpecError);
    expect(() => createAgentRunner({ agent: 'exec:  ' })).toThrow(AgentSpecError);
    expect(() => createAgentRunner({})).toThrow(/--agent exec:<command> or mcp:<command>, or a --model/);
  });
});
