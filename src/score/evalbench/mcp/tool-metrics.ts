// EvalBench's mcp_tool_metrics (evalbench/scorers/mcp_tool_metrics.py): over
// an MCP server's tool listing, the number of tools, the estimated tokens
// (each tool's JSON length / 4, summed, rounded as Python's round() does:
// halves to even) and, against a positive `token_budget`, the share of the
// budget used (a percentage rounded to 2 places). Its pass/fail summary is
// "within token budget": the estimate at most the budget. The JSON is the
// wire form the SDK's model_dump_json gives (compact, unset fields left out),
// which JSON.stringify of the listed object is.
import type { AssertResult } from '../../../config/index.js';

export interface ToolMetrics {
  total_tools: number;
  estimated_tokens: number;
  /** null when no positive budget is set. */
  token_budget_used_percent: number | null;
}

const CHARS_PER_TOKEN = 4;

/** Python's round(x): to the nearest integer, a half to the even one. */
function pyRound(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** round(x, 2) as Python gives it for a percentage (its float repr rounds the same for these). */
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Characters as Python's len counts them: code points, not UTF-16 units. */
const pyLen = (text: string) => [...text].length;

export function toolMetrics(tools: readonly Record<string, unknown>[], tokenBudget: number | null | undefined): ToolMetrics {
  let chars = 0;
  for (const tool of tools) chars += pyLen(JSON.stringify(tool));
  const estimated = pyRound(chars / CHARS_PER_TOKEN);
  return {
    total_tools: tools.length,
    estimated_tokens: estimated,
    token_budget_used_percent: tokenBudget && tokenBudget > 0 ? round2((estimated / tokenBudget) * 100) : null,
  };
}

/** The scorer's row: pass when within the budget (or no budget set), the figures in the reason; the score is the estimated tokens. */
export function toolMetricsRow(metrics: ToolMetrics, tokenBudget: number | null | undefined): AssertResult {
  const { total_tools, estimated_tokens, token_budget_used_percent } = metrics;
  const figures = `${total_tools} tool(s), about ${estimated_tokens} tokens`;
  if (token_budget_used_percent === null) {
    return { type: 'mcp_tool_metrics', status: 'pass', pass: true, score: estimated_tokens, reason: `${figures} (no token_budget set).` };
  }
  const budget = tokenBudget as number;
  const within = estimated_tokens <= budget;
  return {
    type: 'mcp_tool_metrics',
    status: within ? 'pass' : 'fail',
    pass: within,
    score: estimated_tokens,
    reason: `${figures}: ${token_budget_used_percent}% of the token_budget ${budget}, ${within ? 'within' : 'over'} budget.`,
  };
}
