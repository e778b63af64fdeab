// The case's MCP server over streamable HTTP on 127.0.0.1 (a port of its
// own), for the agent (SUPEREVAL_MCP_URL) and for the stdio servers it
// spawns, which relay to it. Stateless: each request gets a Server and a
// transport of its own, all answering from the case's one McpToolHost, so
// nothing outlives a request but the listening socket, which close() ends.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCaseServer, loadServerSdk, type McpToolHost } from './mcp-server.js';

export const MCP_PATH = '/mcp';

export interface McpHttpEndpoint {
  url: string;
  /** The bearer token every request must carry; it lives as long as the case. */
  token: string;
  /** Stops listening and drops every open connection. */
  close(): Promise<void>;
}

type StreamableTransport = typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
let transportClass: Promise<StreamableTransport> | null = null;

function loadTransport(): Promise<StreamableTransport> {
  transportClass ??= import('@modelcontextprotocol/sdk/server/streamableHttp.js').then((m) => m.StreamableHTTPServerTransport);
  return transportClass;
}

export async function startMcpHttpEndpoint(host: McpToolHost): Promise<McpHttpEndpoint> {
  const [sdk, Transport] = await Promise.all([loadServerSdk(), loadTransport()]);
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let port = 0;

  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** Why a request is not served, or null. */
  function refuse(req: IncomingMessage): { status: number; message: string } | null {
    // The token keeps other programs out; the Host check keeps web pages out (DNS rebinding).
    if (req.headers.host !== `127.0.0.1:${port}` && req.headers.host !== `localhost:${port}`) return { status: 403, message: 'wrong Host' };
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH)
      return { status: 404, message: `not found: the MCP endpoint is ${MCP_PATH}` };
    if (!authorized(req.headers.authorization)) return { status: 401, message: 'a bearer token is required (SUPEREVAL_MCP_TOKEN)' };
    // Only the agent's own requests count towards its flood limit: another local process cannot fail the case.
    if (!host.admit()) return { status: 429, message: 'too many requests: the run is over' };
    // Stateless: no stream for the server's own messages (GET), no session to end (DELETE); the clients go on without.
    if (req.method !== 'POST') return { status: 405, message: 'only POST: this server has no sessions and no stream of its own' };
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refusal = refuse(req);
    if (refusal) {
      if (refusal.status === 401) res.setHeader('www-authenticate', 'Bearer');
      if (refusal.status === 405) res.setHeader('allow', 'POST');
      reply(res, refusal.status, refusal.message);
      return;
    }
    const server = createCaseServer(sdk, host);
    const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 500, (error as Error).message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${MCP_PATH}`,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
