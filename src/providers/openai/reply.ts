// What Chat Completions and Responses replies have in common once read: the
// token counts normalised to the results' meaning (OpenAI counts cached
// tokens inside the prompt's; ours, as Bedrock's, outside), the cost, and a
// tool call's arguments, which arrive as a JSON string.
import type { PriceOverrides, Usage } from '../../config/index.js';
import { costUsd, type PriceTier } from '../prices.js';
import type { ToolCall } from '../types.js';

/** How a spec's calls are priced. */
export interface Pricing {
  /** The price package's provider: `openai`, `azure`. */
  provider: 'openai' | 'azure';
  /** The spec as written (`openai:chat:gpt-4o-mini`) and the model or deployment it names: --prices keys, tried first. */
  names: readonly string[];
  /** The model priced when the reply names none (the requested one). */
  model: string;
  prices?: PriceOverrides | undefined;
}

/** The counts as the API gives them: `prompt` includes `cached`. */
export interface ApiCounts {
  prompt: number;
  output: number;
  cached?: number | undefined;
}

/** Usage in the results' terms and its cost; the reply's `model` (Azure: the deployment's model) is what is priced. */
export function usageAndCost(
  counts: ApiCounts | undefined,
  replyModel: string | undefined,
  pricing: Pricing,
  tier: PriceTier = 'on-demand',
): { usage: Usage | null; cost_usd: number | null } {
  if (!counts) return { usage: null, cost_usd: null };
  const cached = Math.min(counts.cached ?? 0, counts.prompt);
  const usage: Usage = {
    input_tokens: counts.prompt - cached,
    output_tokens: counts.output,
    ...(counts.cached !== undefined ? { cached_input_tokens: cached } : {}),
  };
  const tokens = { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens, cache_read_tokens: cached };
  const model = replyModel?.trim() || pricing.model;
  const source = { provider: pricing.provider, names: pricing.names };
  const cost =
    costUsd(model, tokens, pricing.prices, tier, source) ??
    (model === pricing.model ? null : costUsd(pricing.model, tokens, pricing.prices, tier, source));
  return { usage, cost_usd: cost };
}

/** A tool call's arguments: the JSON object the model wrote; anything else kept under `value`, as Bedrock's provider keeps it. */
export function toolArguments(raw: string): ToolCall['arguments'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: raw };
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
}

/** A tool result's content as the API takes it: text, or the JSON of anything else. */
export function toolResultText(content: unknown): string {
  return typeof content === 'string' ? content : JSON.stringify(content ?? null);
}
