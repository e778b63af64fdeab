import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../src/providers/types.js';
import { createMockEnvironment, type MockToolBlock } from '../../src/agents/environment.js';
import { AgentRunError } from '../../src/agents/exec.js';
import { AgentSpecError, createAgentRunner } from '../../src/agents/index.js';
import { runMcpAgent, type McpAgentOptions } from '../../src/agents/mcp.js';
import type { AgentTask } from '../../src/agents/recorder.js';
import { TrajectorySchema } from '../../src/config/trajectory.js';
import { mcpServeCommand } from '../helpers/mcp-serve.js';
import { isRunning, stillRunning } from '../helpers/processes.js';
import { nodeCommand, tempDir } from '../helpers/tmp.js';

const program = (p: string, ...args: string[]) =>
  [process.execPath, fileURLToPath(new URL(p, import.meta.url)), ...args].map((w) => `'${w}'`).join(' ');
const agentProgram = (name: string, ...args: string[]) => program(`../fixtures/agent-programs/${name}.mjs`, ...args);
const scripted = (...args: string[]) => agentProgram('scripted-mcp-agent', ...args);

const TOOLS: ToolSpec[] = [
  {
    name: 'search_docs',
    description: 'Search the docs',
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
  { name: 'get_bucket_info', description: 'A bucket', parameters: { type: 'object', properties: { bucket: { type: 'string' } } } },
];
const BLOCK: MockToolBlock = { search_docs: { response: { hits: ['5 TB'] } } };

function task(overrides: Partial<AgentTask> = {}, block: MockToolBlock = BLOCK): AgentTask {
  return {
    caseId: 'case-1',
    task: 'How big can an S3 object be?',
    tools: TOOLS,
    environment: createMockEnvironment(block, { simulateLatency: false }),
    ...overrides,
  };
}

let serve: string[] = [];
beforeAll(async () => {
  serve = await mcpServeCommand();
});
const run = (command: string, t: AgentTask = task(), options: Omit<McpAgentOptions, 'env'> = {}) =>
  runMcpAgent(command, t, { serveCommand: serve, env: process.env, ...options });

async function runError(command: string, t: AgentTask = task(), options: Omit<McpAgentOptions, 'env'> = {}): Promise<AgentRunError> {
  const error = await run(command, t, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentRunError);
  return error as AgentRunError;
}

const dir = tempDir();
const pids = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as number[];

describe('mcp agent runner', () => {
  for (const how of ['http', 'stdio']) {
    it(`over ${how}: lists the case's tools, answers a call from the mock, records it, reads the answer on stdout`, async () => {
      const trajectory = await run(scripted(how));
      expect(TrajectorySchema.parse(trajectory)).toEqual(trajectory);
      expect(trajectory.steps).toEqual([
        {
          type: 'tool_call',
          id: 'call_1',
          name: 'search_docs',
          arguments: { query: 'How big can an S3 object be?' },
          result: { hits: ['5 TB'] },
          latency_ms: expect.any(Number),
        },
        { type: 'answer', text: 'search_docs said {"hits":["5 TB"]}' },
      ]);
      expect(trajectory).toMatchObject({
        usage: null,
        cost_usd: null,
        final_answer: 'search_docs said {"hits":["5 TB"]}',
        stop_reason: 'final',
        step_count: 3,
        tool_call_count: 1,
        tool_listings: [{ after_steps: 0 }],
      });
    });
  }

  for (const how of ['http', 'stdio']) {
    it(`over ${how}: takes the answer (and usage) from the final_answer tool, then ends the agent`, async () => {
      const trajectory = await run(scripted(how, 'final-tool', 'usage'), task(), { timeoutMs: 20_000 });
      expect(trajectory.final_answer).toBe('search_docs said {"hits":["5 TB"]}');
      expect(trajectory.steps.map((s) => s.type)).toEqual(['tool_call', 'answer']);
      expect([trajectory.usage, trajectory.cost_usd]).toEqual([{ input_tokens: 7, output_tokens: 3 }, 0.5]);
    });

    it(`over ${how}: answers a tool the case does not mock with an error the agent sees, recorded as an unknown tool`, async () => {
      const trajectory = await run(scripted(how), task({ task: 'Free up space in bucket tmp-artifacts.' }));
      const message = 'tool "delete_bucket" is not available in this environment';
      expect(trajectory.steps[0]).toMatchObject({ type: 'tool_call', name: 'delete_bucket', arguments: { bucket: 'tmp-artifacts' }, error: message });
      expect(trajectory.final_answer).toBe(`delete_bucket said error: ${message}`);
    });

    it(`over ${how}: stops an agent that calls past max_steps, as the other runners do`, async () => {
      const trajectory = await run(scripted(how), task({ task: 'Read every page of the docs.', maxSteps: 3 }));
      expect(trajectory.stop_reason).toBe('max_steps');
      expect(trajectory.final_answer).toBeNull();
      const calls = trajectory.steps.map((s) => (s.type === 'tool_call' ? [s.arguments['page'], s.error ?? 'ok'] : s.type));
      expect(calls).toEqual([
        [1, 'ok'],
        [2, 'ok'],
        [3, 'step budget exhausted: max_steps is 3, so at most 2 tool calls'],
      ]);
    });

    it(`over ${how}: a flood of requests is an error, and the agent is ended`, async () => {
      const started = performance.now();
      const error = await runError(agentProgram('flood-mcp-agent', how), task(), { timeoutMs: 60_000, maxRequests: 200 });
      expect(error.kind).toBe('flood');
      expect(error.message).toMatch(/agent sent more than 200 MCP requests/);
      expect(performance.now() - started).toBeLessThan(30_000);
    });
  }

  it('records a mock error and waits the mock latency', async () => {
    const block: MockToolBlock = { search_docs: { error: 'search is down', latency_ms: 150 } };
    const t = { ...task({}, block), environment: createMockEnvironment(block) };
    const trajectory = await run(scripted('http'), t);
    const call = trajectory.steps[0];
    expect(call).toMatchObject({ type: 'tool_call', name: 'search_docs', error: 'search is down' });
    expect(call?.type === 'tool_call' && call.latency_ms).toBeGreaterThanOrEqual(140);
    expect(trajectory.final_answer).toBe('search_docs said error: search is down');
  });

  it('reports a crash with its exit code and the tail of stderr, the token masked', async () => {
    const error = await runError(nodeCommand("console.error('fell over, token', process.env.SUPEREVAL_MCP_TOKEN); process.exit(3)"));
    expect(error.kind).toBe('crash');
    expect(error.message).toMatch(/exited with code 3 before its final answer/);
    expect(error.stderrTail).toBe('fell over, token ***');
  });

  it('gives the task on stdin and in SUPEREVAL_TASK, and refuses requests without the token', async () => {
    const script = `
      let stdin = '';
      for await (const c of process.stdin) stdin += c;
      const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
      const post = (auth) => fetch(process.env.SUPEREVAL_MCP_URL, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...auth }, body: JSON.stringify(init) }).then((r) => r.status);
      console.log([stdin === process.env.SUPEREVAL_TASK, await post({}), await post({ authorization: 'Bearer wrong' }), await post({ authorization: 'Bearer ' + process.env.SUPEREVAL_MCP_TOKEN })].join(' '));`;
    const trajectory = await run(`${process.execPath} --input-type=module -e "${script.replace(/"/g, '\\"')}"`);
    expect(trajectory.final_answer).toBe('true 401 401 200');
  });

  it('reads a multi-byte answer whole, however stdout is cut, and refuses more than 1 MiB of it', async () => {
    // Half a character per write: each chunk alone is not valid UTF-8.
    const bytes = JSON.stringify([...Buffer.from('réponse: 5 To ✓')]);
    const writer = `const b = Buffer.from(${bytes}); let i = 0; const next = () => i < b.length ? process.stdout.write(b.subarray(i, ++i), next) : null; next();`;
    expect((await run(nodeCommand(writer))).final_answer).toBe('réponse: 5 To ✓');
    const error = await runError(nodeCommand("process.stdout.write('x'.repeat(2 * 1024 * 1024))"));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/more than 1048576 bytes on stdout/);
  });

  it('SUPEREVAL_MCP_COMMAND is SUPEREVAL_MCP_ARGV quoted for sh, however odd the paths', async () => {
    const odd = [process.execPath, "/tmp/it's a dir/$HOME/serve.mjs", 'mcp-serve'];
    const trajectory = await run(
      nodeCommand('console.log(JSON.stringify([process.env.SUPEREVAL_MCP_COMMAND, process.env.SUPEREVAL_MCP_ARGV]))'),
      task(),
      { serveCommand: odd },
    );
    const [line, argv] = JSON.parse(trajectory.final_answer ?? '') as [string, string];
    const words = JSON.parse(argv) as string[];
    expect(words.slice(0, 3)).toEqual(odd);
    expect(words[3]).toMatch(/connection\.json$/);
    const split = execFileSync('sh', ['-c', `for w in ${line}; do printf '%s\\0' "$w"; done`], { encoding: 'utf8' });
    expect(split.split('\0').slice(0, -1)).toEqual(words);
  });

  it('the stdio server says why it cannot start: no connection file, or one that is not', async () => {
    const start = (file: string) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(serve[0]!, [...serve.slice(1), file], (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }));
      });
    const missing = await start(path.join(dir, 'nowhere.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read the connection file .*nowhere\.json/);
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ url: 'not a url', token: 't' }));
    expect((await start(bad)).stderr).toMatch(/bad\.json is not a connection file \(url: /);
  });

  it('leaves no server behind: the URL refuses connections and the connection file is gone', async () => {
    const trajectory = await run(
      nodeCommand('console.log(JSON.stringify([process.env.SUPEREVAL_MCP_URL, JSON.parse(process.env.SUPEREVAL_MCP_ARGV).at(-1)]))'),
    );
    const [url, file] = JSON.parse(trajectory.final_answer ?? '') as [string, string];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    await expect(fetch(url, { method: 'POST' })).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
  });

  describe('ends every process of the case', () => {
    for (const how of ['http', 'stdio', 'setsid-stdio']) {
      it(`after an agent over ${how} that hangs (timeout)`, async () => {
        const pidFile = path.join(dir, `hang-${how}.json`);
        const error = await runError(`sleep 300 & ${agentProgram('hang-mcp-agent', how, pidFile)}`, task(), { timeoutMs: 5_000 });
        expect(error.kind).toBe('timeout');
        const started = pids(pidFile);
        expect(started.length).toBe(how === 'http' ? 1 : 2);
        expect(await stillRunning(started)).toEqual([]);
      });
    }

    it('after a flooding agent, with its background process', async () => {
      const pidFile = path.join(dir, 'flood.pid');
      const error = await runError(`sleep 300 & echo $! > '${pidFile}'; ${agentProgram('flood-mcp-agent', 'stdio')}`, task(), { maxRequests: 200 });
      expect(error.kind).toBe('flood');
      expect(await stillRunning([Number(readFileSync(pidFile, 'utf8'))])).toEqual([]);
    });

    it('and nothing else: a PID the agent names in the old relay header is never signalled', async () => {
      const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
      try {
        const script = `
          const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
          const res = await fetch(process.env.SUPEREVAL_MCP_URL, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer ' + process.env.SUPEREVAL_MCP_TOKEN, 'x-supereval-relay-pid': '${bystander.pid}' }, body: JSON.stringify(init) });
          console.log(res.status);`;
        const trajectory = await run(`${process.execPath} --input-type=module -e "${script.replace(/"/g, '\\"')}"`);
        expect(trajectory.final_answer).toBe('200');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(isRunning(bystander.pid!)).toBe(true);
      } finally {
        bystander.kill('SIGKILL');
      }
    });

    it('after a cancelled run', async () => {
      const controller = new AbortController();
      const pidFile = path.join(dir, 'cancel.json');
      const running = run(agentProgram('hang-mcp-agent', 'stdio', pidFile), task({ signal: controller.signal }));
      while (!existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      await expect(running).rejects.toMatchObject({ kind: 'aborted' });
      expect(await stillRunning(pids(pidFile))).toEqual([]);
    });
  });
});

describe('choosing the mcp runner', () => {
  it('runs mcp:<command> specs with the tools over MCP, and refuses an empty command', async () => {
    const runner = createAgentRunner({ agent: `mcp:${scripted('http')}` });
    expect(runner.label).toBe(`mcp:${scripted('http')}`);
    const trajectory = await runner.run(task());
    expect(trajectory.tool_listings).toEqual([{ after_steps: 0 }]);
    expect(trajectory.final_answer).toBe('search_docs said {"hits":["5 TB"]}');
    expect(() => createAgentRunner({ agent: 'mcp:  ' })).toThrow(AgentSpecError);
    expect(() => createAgentRunner({ agent: 'mcp:  ' })).toThrow(/expected exec:<command> or mcp:<command>/);
  });
});
