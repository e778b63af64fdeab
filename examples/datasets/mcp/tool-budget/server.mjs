// A small MCP server over stdio (the MCP SDK): two tools, each well described.
// The dataset checks its tool listing stays within a token budget.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orders', version: '1.0.0' });
server.registerTool(
  'get_order',
  { description: 'Returns one order by its id.', inputSchema: { order_id: z.string().describe('The order id, e.g. A-1042.') } },
  async ({ order_id }) => ({ content: [{ type: 'text', text: `order ${order_id}` }] }),
);
server.registerTool(
  'list_orders',
  { description: 'Lists the most recent orders, newest first.', inputSchema: { limit: z.number().int().max(50).optional().describe('At most this many (default 10).') } },
  async () => ({ content: [{ type: 'text', text: '[]' }] }),
);
await server.connect(new StdioServerTransport());
