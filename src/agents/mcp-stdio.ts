// The stdio MCP server an agent spawns itself (SUPEREVAL_MCP_COMMAND): a
// relay, with the SDK on both sides, from its stdin/stdout to the case's HTTP
// endpoint, so every call is answered and recorded in one place, in the
// runner. It learns where that endpoint is from a file the runner writes for
// the case (the token stays out of command lines, which `ps` shows), and
// ends when the agent closes its stdin or the runner removes that file at the
// case's end: the runner never signals a process it did not start itself.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { VERSION } from '../base/index.js';

/** The CLI's word that starts the relay: `node <cli> mcp-serve <connection file>`. */
export const MCP_SERVE_COMMAND = 'mcp-serve';
/** A tool call may wait on a mock's latency; the case's own time limit is what bounds it. */
const NO_TIMEOUT_MS = 2_147_483_647;
/** How often the relay looks whether its case is over (its connection file gone). */
const CASE_END_POLL_MS = 250;

export const McpConnectionSchema = z.object({ url: z.url(), token: z.string().min(1) });
export type McpConnection = z.infer<typeof McpConnectionSchema>;

/**
 * The command line that starts the relay, without the connection file: the
 * script node is running, which takes `mcp-serve` first whichever front end
 * it is (the bundle's dist/index.js for the action, bin/supereval.js for the
 * CLI, lib/bin.js from lib/). SUPEREVAL_MCP_SERVE_ARGV replaces it (read by
 * src/app/environment.ts: the tests from source, where node runs the test runner).
 */
export function defaultServeCommand(): string[] {
  return [process.execPath, process.argv[1] ?? '', MCP_SERVE_COMMAND];
}

export function readConnection(file: string): McpConnection {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the connection file ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = McpConnectionSchema.safeParse(value);
  const issue = parsed.error?.issues[0];
  if (!parsed.success)
    throw new Error(`${file} is not a connection file (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'})`);
  return parsed.data;
}

/** Serves MCP on stdin/stdout until the agent closes stdin or the case ends. Rejects when the case's endpoint cannot be reached. */
export async function serveMcpStdio(connectionFile: string): Promise<void> {
  const connection = readConnection(connectionFile);
  const [{ Client }, { StreamableHTTPClientTransport }, { McpServer }, { StdioServerTransport }, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  const upstream = new Client({ name: 'supereval-mcp-stdio', version: VERSION });
  await upstream.connect(
    new StreamableHTTPClientTransport(new URL(connection.url), {
      requestInit: { headers: { authorization: `Bearer ${connection.token}` } },
    }),
  );
  const info = upstream.getServerVersion() ?? { name: 'supereval', version: VERSION };
  const relay = new McpServer({ name: info.name, version: info.version }, { capabilities: { tools: {} } });
  const options = { timeout: NO_TIMEOUT_MS };
  relay.server.setRequestHandler(types.ListToolsRequestSchema, (request) => upstream.listTools(request.params, options));
  relay.server.setRequestHandler(types.CallToolRequestSchema, (request) => upstream.callTool(request.params, undefined, options));
  const transport = new StdioServerTransport();
  let caseEndPoll: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    transport.onclose = resolve;
    // Whoever holds stdin open (a process outside the agent's group), the case's end ends the relay.
    caseEndPoll = setInterval(() => {
      if (!existsSync(connectionFile)) resolve();
    }, CASE_END_POLL_MS);
  });
  await relay.connect(transport);
  await closed;
  clearInterval(caseEndPoll);
  await relay.close();
  await upstream.close();
}
