import { unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../src/providers/types.js';
import { createMockEnvironment, type MockToolBlock } from '../../src/agents/environment.js';
import { startMcpHttpEndpoint, type McpHttpEndpoint } from '../../src/agents/mcp-http.js';
import { FINAL_ANSWER_TOOL, McpToolHost, toCallToolResult, type McpStop } from '../../src/agents/mcp-server.js';
import { TrajectoryRecorder } from '../../src/agents/recorder.js';
import { mcpServeCommand } from '../helpers/mcp-serve.js';
import { isRunning, stillRunning } from '../helpers/processes.js';
import { tempDir } from '../helpers/tmp.js';

const TOOLS: ToolSpec[] = [
  {
    name: 'search_docs',
    description: 'Search the docs',
    parameters: { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'] },
  },
  { name: 'get_bucket_info', description: 'A bucket', parameters: {} },
];

interface Setup {
  host: McpToolHost;
  recorder: TrajectoryRecorder;
  endpoint: McpHttpEndpoint;
  stops: McpStop[];
  client: () => Promise<Client>;
}

const dir = tempDir();
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});

async function setup(
  block: MockToolBlock,
  options: { tools?: ToolSpec[]; maxRequests?: number; maxSteps?: number; server?: string } = {},
): Promise<Setup> {
  const tools = options.tools ?? TOOLS;
  const recorder = new TrajectoryRecorder({
    caseId: 'c',
    task: 't',
    tools,
    environment: createMockEnvironment(block),
    ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
    ...(options.server ? { toolServer: options.server } : {}),
  });
  const stops: McpStop[] = [];
  const host = new McpToolHost({
    tools,
    recorder,
    maxRequests: options.maxRequests ?? 1000,
    ...(options.server ? { serverName: options.server } : {}),
    onStop: (s) => stops.push(s),
  });
  const endpoint = await startMcpHttpEndpoint(host);
  open.push(endpoint);
  const client = async () => {
    const c = new Client({ name: 'test', version: '1' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(endpoint.url), {
        requestInit: { headers: { authorization: `Bearer ${endpoint.token}` } },
      }),
    );
    open.unshift(c);
    return c;
  };
  return { host, recorder, endpoint, stops, client };
}

const finish = (recorder: TrajectoryRecorder) => recorder.finish({ usage: null, cost_usd: null, model_calls: null });

describe('the case MCP server', () => {
  it("offers the catalog's tools with their JSON Schemas as written, and final_answer; each listing is recorded", async () => {
    const { client, recorder } = await setup({});
    const c = await client();
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'get_bucket_info', FINAL_ANSWER_TOOL]);
    expect(tools[0]!.inputSchema).toEqual(TOOLS[0]!.parameters);
    // An empty schema is offered as an open object, as MCP requires.
    expect(tools[1]!.inputSchema).toEqual({ type: 'object' });
    await c.listTools();
    await c.callTool({ name: 'search_docs', arguments: { query: 'x' } });
    await c.listTools();
    expect(finish(recorder).tool_listings).toEqual([{ after_steps: 0 }, { after_steps: 0 }, { after_steps: 1 }]);
  });

  it('keeps calls made in parallel in the order they were made, each with its latency', async () => {
    const { client, recorder } = await setup({ search_docs: { response: 'slow', latency_ms: 300 }, get_bucket_info: { response: ['fast'] } });
    const c = await client();
    const [slow, fast] = await Promise.all([
      c.callTool({ name: 'search_docs', arguments: { query: 'a' } }),
      c.callTool({ name: 'get_bucket_info', arguments: { bucket: 'b' } }),
    ]);
    expect(slow.content).toEqual([{ type: 'text', text: 'slow' }]);
    expect(fast.content).toEqual([{ type: 'text', text: '["fast"]' }]);
    const steps = finish(recorder).steps;
    expect(steps.map((s) => s.type === 'tool_call' && [s.name, s.result])).toEqual([
      ['search_docs', 'slow'],
      ['get_bucket_info', ['fast']],
    ]);
    expect(steps[0]!.type === 'tool_call' && steps[0]!.latency_ms).toBeGreaterThanOrEqual(290);
  });

  it('a catalog tool named final_answer is a mock like the others', async () => {
    const tools = [...TOOLS, { name: FINAL_ANSWER_TOOL, description: 'theirs', parameters: { type: 'object' } }];
    const { client, recorder, stops } = await setup({ final_answer: { response: { ok: true } } }, { tools });
    const c = await client();
    expect((await c.listTools()).tools.filter((t) => t.name === FINAL_ANSWER_TOOL)).toHaveLength(1);
    const result = await c.callTool({ name: FINAL_ANSWER_TOOL, arguments: { answer: 'x' } });
    expect(result.structuredContent).toEqual({ ok: true });
    expect(stops).toEqual([]);
    expect(finish(recorder).steps[0]).toMatchObject({ type: 'tool_call', name: FINAL_ANSWER_TOOL });
  });

  it('final_answer needs an answer string, may report usage and cost; once given, the run is over and later calls are not recorded', async () => {
    const { client, recorder, stops, host } = await setup({ search_docs: { response: 1 } });
    const c = await client();
    expect(await c.callTool({ name: FINAL_ANSWER_TOOL, arguments: { answer: 5 } })).toMatchObject({ isError: true });
    expect(host.usage).toBeNull();
    expect(stops).toEqual([]);
    expect(await c.callTool({ name: FINAL_ANSWER_TOOL, arguments: { answer: 'x', usage: { input_tokens: 1 } } })).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringContaining('usage.output_tokens') }],
    });
    await c.callTool({ name: FINAL_ANSWER_TOOL, arguments: { answer: '5 TB', usage: { input_tokens: 7, output_tokens: 3 }, cost_usd: 0.5 } });
    expect(stops).toEqual([{ kind: 'final' }]);
    expect(await c.callTool({ name: 'search_docs', arguments: { query: 'q' } })).toMatchObject({ isError: true });
    const trajectory = finish(recorder);
    expect(trajectory.steps).toEqual([{ type: 'answer', text: '5 TB' }]);
    expect(trajectory.final_answer).toBe('5 TB');
    expect([host.usage, host.costUsd]).toEqual([{ input_tokens: 7, output_tokens: 3 }, 0.5]);
  });

  it('counts every request; past the limit the run is over as a flood, and requests are refused', async () => {
    const { client, stops } = await setup({}, { maxRequests: 5 });
    const c = await client();
    // The connection took some of the 5 (initialize, its notification, the client's GET for a stream, refused).
    let answered = 0;
    for (let i = 0; i < 10; i++) {
      const ok = await c.listTools().then(
        () => true,
        () => false,
      );
      if (!ok) break;
      answered++;
    }
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(5);
    expect(stops).toHaveLength(1);
    await expect(c.listTools()).rejects.toThrow(/too many requests/);
    expect(stops).toEqual([{ kind: 'flood', message: 'agent sent more than 5 MCP requests' }]);
  });

  it('counts only authenticated requests: unauthenticated ones past the limit fail nothing', async () => {
    const { client, endpoint, stops } = await setup({}, { maxRequests: 5 });
    for (let i = 0; i < 20; i++) {
      const res = await fetch(endpoint.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(401);
    }
    expect(stops).toEqual([]);
    const c = await client();
    expect((await c.listTools()).tools.length).toBeGreaterThan(0);
  });

  it("goes by the dataset's server name, offers the tools' own names and records calls as <server>__<tool>", async () => {
    const { client, recorder } = await setup({ search_docs: { response: 'hit' } }, { server: 'docs', maxSteps: 3 });
    const c = await client();
    expect(c.getServerVersion()?.name).toBe('docs');
    expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['search_docs', 'get_bucket_info', FINAL_ANSWER_TOOL]);
    expect((await c.callTool({ name: 'search_docs', arguments: { query: 'q' } })).content).toEqual([{ type: 'text', text: 'hit' }]);
    await c.callTool({ name: 'delete_bucket', arguments: {} });
    await c.callTool({ name: 'search_docs', arguments: { query: 'again' } });
    expect(finish(recorder).steps.map((s) => s.type === 'tool_call' && [s.name, s.error ?? s.result])).toEqual([
      ['docs__search_docs', 'hit'],
      ['docs__delete_bucket', 'tool "delete_bucket" is not available in this environment'],
      ['docs__search_docs', 'step budget exhausted: max_steps is 3, so at most 2 tool calls'],
    ]);
  });

  it('masks the token where an agent echoes it into a call or its answer', async () => {
    const { client, recorder, host, endpoint } = await setup({ search_docs: { response: 'ok' } });
    host.maskSecret(endpoint.token);
    const c = await client();
    await c.callTool({ name: 'search_docs', arguments: { query: `my token is ${endpoint.token}`, nested: [endpoint.token] } });
    await c.callTool({ name: FINAL_ANSWER_TOOL, arguments: { answer: `done ${endpoint.token}` } });
    const steps = finish(recorder).steps;
    expect(steps[0]).toMatchObject({ arguments: { query: 'my token is ***', nested: ['***'] }, result: 'ok' });
    expect(steps[1]).toEqual({ type: 'answer', text: 'done ***' });
  });

  it('a stdio relay whose stdin stays open ends by itself once its connection file is gone (the case is over)', async () => {
    const { endpoint } = await setup({});
    const file = path.join(dir, 'connection.json');
    writeFileSync(file, JSON.stringify({ url: endpoint.url, token: endpoint.token }));
    const [command, ...args] = await mcpServeCommand();
    const transport = new StdioClientTransport({ command: command!, args: [...args, file], stderr: 'ignore' });
    const c = new Client({ name: 'test', version: '1' });
    await c.connect(transport);
    open.unshift(c);
    expect((await c.listTools()).tools.length).toBeGreaterThan(0);
    const relay = transport.pid!;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(isRunning(relay)).toBe(true);
    unlinkSync(file);
    expect(await stillRunning([relay], 3000)).toEqual([]);
  }, 30_000);

  it('refuses a request without the token, for another Host or another path', async () => {
    const { endpoint } = await setup({});
    const url = new URL(endpoint.url);
    const status = (headers: Record<string, string>, path = url.pathname, method = 'POST') =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: url.port, path, method, headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(method === 'POST' ? '{}' : undefined);
      });
    const auth = { authorization: `Bearer ${endpoint.token}` };
    expect(await status({})).toBe(401);
    expect(await status({ authorization: `Bearer ${endpoint.token.slice(1)}x` })).toBe(401);
    expect(await status({ ...auth, host: `evil.example:${url.port}` })).toBe(403);
    expect(await status(auth, '/other')).toBe(404);
    expect(await status({ ...auth, accept: 'text/event-stream' }, url.pathname, 'GET')).toBe(405);
    // Authorised and well addressed: the SDK answers (a bad JSON-RPC message here).
    expect(await status(auth)).toBe(406);
  });
});

describe('mock results as MCP tool content', () => {
  it('gives a string as it is, other values as JSON text, objects also as structuredContent, errors as error results', () => {
    expect(toCallToolResult({ ok: true, result: '5 TB' })).toEqual({ content: [{ type: 'text', text: '5 TB' }] });
    expect(toCallToolResult({ ok: true, result: null })).toEqual({ content: [{ type: 'text', text: 'null' }] });
    expect(toCallToolResult({ ok: true, result: [1, 2] })).toEqual({ content: [{ type: 'text', text: '[1,2]' }] });
    expect(toCallToolResult({ ok: true, result: { a: 1 } })).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
    expect(toCallToolResult({ ok: false, error: 'down' })).toEqual({ content: [{ type: 'text', text: 'down' }], isError: true });
  });
});
