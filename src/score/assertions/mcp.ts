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
import { reviewToolStyle } from '../evalbench/mcp/style-readability.js';
import { toolMetrics, toolMetricsRow } from '../evalbench/mcp/tool-metrics.js';
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

export const McpStyleValueSchema = z.strictObject({
  endpoint: EndpointSchema,
  /** The style guide, a Markdown file in the dataset's folder. */
  style_guide: z.string().min(1),
  product_name: z.string().optional(),
  exceptions: z.string().optional(),
});

const styleProblem: ValueCheck = (value) => {
  const parsed = McpStyleValueSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `mcp_style_readability takes {endpoint, style_guide, product_name?, exceptions?}${issue ? `: ${issue.path.join('.') || 'value'}: ${issue.message}` : ''}`;
};

/** The style guide's text, from the dataset's folder (bounded). */
function readGuide(file: string, dir: string | undefined): string {
  const base = path.resolve(dir ?? '.');
  const full = path.resolve(base, file);
  const inside = path.relative(base, full);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new AssertionConfigError(`mcp_style_readability: style_guide ${JSON.stringify(file)} must be a file inside the dataset's folder`);
  }
  return readFileSync(full)
    .subarray(0, 512 * 1024)
    .toString('utf8');
}

/** The judge's review of the listing: fails on any P0 finding; the score is the readability score / 100. */
const styleCheck: AssertionHandler = async (_output, assertion, context) => {
  const problem = styleProblem(assertion.value);
  if (problem) throw new AssertionConfigError(problem);
  if (!context.judge) return { skipped: true, reason: NO_JUDGE_REASON };
  const { endpoint, style_guide, product_name, exceptions } = McpStyleValueSchema.parse(assertion.value);
  const where: McpEndpoint = 'command' in endpoint && context.dataset.dir && !endpoint.cwd ? { ...endpoint, cwd: context.dataset.dir } : endpoint;
  const tools = await listTools(where, context.signal ? { signal: context.signal } : {});
  const guide = readGuide(style_guide, context.dataset.dir);
  const { review, raw } = await reviewToolStyle(
    tools,
    { styleGuide: guide, ...(product_name ? { productName: product_name } : {}), ...(exceptions ? { exceptions } : {}) },
    context.judge,
    context.testCase.id,
  );
  const count = (level: string) => review.findings.filter((f) => f.severity === level).length;
  const p0 = review.findings.filter((f) => f.severity === 'P0');
  const shown = p0.slice(0, 3).map((f) => `${f.tool}: ${f.rule_id}${f.title ? ` (${f.title})` : ''}`);
  const reason =
    `P0 ${count('P0')}, P1 ${count('P1')}, P2 ${count('P2')}; readability ${review.readability_score}/100` +
    (shown.length > 0 ? `. P0: ${shown.join('; ')}${p0.length > 3 ? ` and ${p0.length - 3} more` : ''}` : '') +
    (review.summary ? `. ${review.summary}` : '');
  return { pass: p0.length === 0, score: review.readability_score / 100, reason, judge: { raw } };
};

/** What an endpoint runs, for the refusal of dataset code: a stdio server's program, or the URL it calls. */
function endpointCode(type: string, value: unknown): string {
  const endpoint = (value as { endpoint?: unknown } | null)?.endpoint;
  const parsed = EndpointSchema.safeParse(endpoint);
  return parsed.success && 'command' in parsed.data ? `${type} server ${parsed.data.command}` : `${type} endpoint`;
}

export const mcpFamily: AssertionFamily = {
  handlers: { mcp_tool_metrics: toolMetricsCheck, mcp_style_readability: styleCheck },
  valueChecks: { mcp_tool_metrics: valueProblem, mcp_style_readability: styleProblem },
  files: { mcp_style_readability: (value) => (McpStyleValueSchema.safeParse(value).success ? [(value as { style_guide: string }).style_guide] : []) },
  datasetCode: {
    mcp_tool_metrics: (value) => endpointCode('mcp_tool_metrics', value),
    mcp_style_readability: (value) => endpointCode('mcp_style_readability', value),
  },
};
