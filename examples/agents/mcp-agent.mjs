#!/usr/bin/env node
// A minimal MCP agent for `--agent mcp:` (docs/agent-mcp.md): it connects to
// the case's MCP server with the official SDK, over streamable HTTP
// (SUPEREVAL_MCP_URL) or, given --stdio, over a stdio server it spawns
// (SUPEREVAL_MCP_ARGV); calls the first tool offered with the task as its
// query; and prints an answer echoing what came back. A real agent would let
// its model choose the calls; the wiring is the same.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const env = process.env;
let transport;
if (process.argv.includes('--stdio')) {
  const [command, ...args] = JSON.parse(env.SUPEREVAL_MCP_ARGV);
  transport = new StdioClientTransport({ command, args, stderr: 'inherit' });
} else {
  transport = new StreamableHTTPClientTransport(new URL(env.SUPEREVAL_MCP_URL), {
    requestInit: { headers: { authorization: `Bearer ${env.SUPEREVAL_MCP_TOKEN}` } },
  });
}
const client = new Client({ name: 'example-mcp-agent', version: '1.0.0' });
await client.connect(transport);

const task = env.SUPEREVAL_TASK;
const { tools } = await client.listTools();
const tool = tools.find((t) => t.name !== 'final_answer');
let answer = task;
if (tool) {
  const result = await client.callTool({ name: tool.name, arguments: { query: task } });
  const text = result.content.map((part) => part.text ?? '').join('');
  answer = `${tool.name} said ${result.isError ? `error: ${text}` : text}`;
}
console.log(answer);
await client.close();
