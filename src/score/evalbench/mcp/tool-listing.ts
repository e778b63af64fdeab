// An MCP server's tool listing (tools/list, every page), over stdio or
// streamable HTTP, with the SDK's client, for EvalBench's mcp_readability
// scorers. A stdio server is a command a dataset names: it is dataset code,
// started with the allow-listed environment (src/score/sandbox/environment.ts)
// in its own process group and ended with the listing; the caller refuses it
// on runs from forks. Every listing is bounded in time, pages and tools.
import { appendAll, VERSION } from '../../../base/index.js';
import { datasetCodeEnv } from '../../sandbox/environment.js';

/** Where a server is: a command line (stdio) or a URL (streamable HTTP), with headers. */
export type McpEndpoint = { command: string; args?: readonly string[]; cwd?: string } | { url: string; headers?: Readonly<Record<string, string>> };

export const LISTING_TIMEOUT_MS = 30_000;
export const MAX_LISTING_PAGES = 100;
export const MAX_LISTED_TOOLS = 10_000;

export class McpListingError extends Error {
  override name = 'McpListingError';
}

/** The server's tools as tools/list gives them (raw objects, every page). */
export async function listTools(
  endpoint: McpEndpoint,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Record<string, unknown>[]> {
  const timeoutMs = options.timeoutMs ?? LISTING_TIMEOUT_MS;
  const where = 'url' in endpoint ? endpoint.url : [endpoint.command, ...(endpoint.args ?? [])].join(' ');
  // The SDK's client (about 0.8 MB) loads only when a run lists a server: a run that does not keeps its start.
  const [{ Client }, { StdioClientTransport }, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  const transport =
    'url' in endpoint
      ? new StreamableHTTPClientTransport(new URL(endpoint.url), { requestInit: { headers: { ...endpoint.headers } } })
      : new StdioClientTransport({
          command: endpoint.command,
          args: [...(endpoint.args ?? [])],
          env: datasetCodeEnv() as Record<string, string>,
          stderr: 'ignore',
          ...(endpoint.cwd ? { cwd: endpoint.cwd } : {}),
        });
  const client = new Client({ name: 'supereval', version: VERSION });
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    await client.connect(transport, { signal, timeout: timeoutMs });
    const tools: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LISTING_PAGES; page++) {
      const listed = await client.listTools(cursor ? { cursor } : {}, { signal, timeout: timeoutMs });
      appendAll(tools, listed.tools as Record<string, unknown>[]);
      if (tools.length > MAX_LISTED_TOOLS) throw new McpListingError(`${where}: lists more than ${MAX_LISTED_TOOLS} tools`);
      cursor = listed.nextCursor;
      if (!cursor) return tools;
    }
    throw new McpListingError(`${where}: tools/list gave more than ${MAX_LISTING_PAGES} pages`);
  } catch (error) {
    if (error instanceof McpListingError) throw error;
    const why = timeout.aborted ? `no listing within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    throw new McpListingError(`${where}: could not list its tools: ${why}`, { cause: error });
  } finally {
    await client.close().catch(() => {});
  }
}
