// EvalBench's mcp_readability checks as assertions: `mcp_tool_metrics` lists
// an MCP server's tools (tools/list over stdio or streamable HTTP,
// src/score/evalbench/mcp/tool-listing.ts) and fails when their estimated
// tokens pass the `token_budget`, so a pull request that bloats a server's
// tool descriptions is caught. Its value names the server:
//   { endpoint: { command: "node", args: ["server.js"] } | { url, headers? }, token_budget?: 4000 }
// A stdio server is a program the dataset names: dataset code, refused on
// runs from forks and started with the allow-listed environment.
import { z } from 'zod';
import { listTools, type McpEndpoint } from '../evalbench/mcp/tool-listing.js';
import { toolMetrics, toolMetricsRow } from '../evalbench/mcp/tool-metrics.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';

const EndpointSchema = z.union([
  z.strictObject({ command: z.string().min(1), args: z.array(z.string()).optional(), cwd: z.string().optional() }),
  z.strictObject({ url: z.url(), headers: z.record(z.string(), z.string()).optional() }),
]);

export const McpMetricsValueSchema = z.strictObject({
  endpoint: EndpointSchema,
  token_budget: z.number().int().positive().nullable().optional(),
});

const valueProblem: ValueCheck = (value) => {
  const parsed = McpMetricsValueSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `mcp_tool_metrics takes {endpoint: {command, args?} or {url, headers?}, token_budget?}${issue ? `: ${issue.path.join('.') || 'value'}: ${issue.message}` : ''}`;
};

const toolMetricsCheck: AssertionHandler = async (_output, assertion, context) => {
  const problem = valueProblem(assertion.value);
  if (problem) throw new AssertionConfigError(problem);
  const { endpoint, token_budget } = McpMetricsValueSchema.parse(assertion.value);
  // A relative cwd is the dataset's folder's.
  const where: McpEndpoint = 'command' in endpoint && context.dataset.dir && !endpoint.cwd ? { ...endpoint, cwd: context.dataset.dir } : endpoint;
  const tools = await listTools(where, context.signal ? { signal: context.signal } : {});
  const row = toolMetricsRow(toolMetrics(tools, token_budget), token_budget);
  return { pass: row.pass === true, score: row.pass === true ? 1 : 0, reason: row.reason };
};

export const mcpFamily: AssertionFamily = {
  handlers: { mcp_tool_metrics: toolMetricsCheck },
  valueChecks: { mcp_tool_metrics: valueProblem },
  datasetCode: {
    mcp_tool_metrics: (value) => {
      const parsed = McpMetricsValueSchema.safeParse(value);
      const endpoint = parsed.success ? parsed.data.endpoint : null;
      return endpoint && 'command' in endpoint ? `mcp_tool_metrics server ${endpoint.command}` : 'mcp_tool_metrics endpoint';
    },
  },
};
