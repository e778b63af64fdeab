// Cost of one call from its token counts. Prices come from the maintained
// @pydantic/genai-prices package (bundled data, no network): provider "aws"
// for Bedrock, the API's own provider (openai, azure, anthropic, google) for
// the others; users can override any model in config. An unknown price gives null, never 0,
// so a report can say "unknown" instead of claiming the call was free.
import { calcPrice, type Provider as PriceProvider } from '@pydantic/genai-prices';
import type { PriceOverrides, TokenPrice } from '../config/index.js';
import { baseModelId, stripArn } from './model-id.js';

export { baseModelId, stripArn } from './model-id.js';
export { PriceOverridesSchema, TokenPriceSchema, type PriceOverrides, type TokenPrice } from '../config/index.js';

/** Bedrock's counts: `input_tokens` excludes cache reads and writes. */
export interface TokenCounts {
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens?: number;
  cache_write_tokens?: number;
}

/** How a call was served: `batch` is a Bedrock batch inference job (src/run/batch/). */
export type PriceTier = 'on-demand' | 'batch';

/**
 * What a batch call costs against the on-demand price. Amazon Bedrock's
 * pricing page (https://aws.amazon.com/bedrock/pricing/) prices batch
 * inference at 50% of on-demand for the models that offer it; the price
 * package has on-demand prices only, so batch is the same table halved. A
 * --prices file states on-demand prices too, and is halved the same way.
 */
export const BATCH_PRICE_FACTOR = 0.5;

/** Where a model's price is looked up, for a provider other than Bedrock. */
export interface PriceSource {
  /** The price package's provider id (`openai`, `azure`, `anthropic`, `google`); default `aws`. */
  provider?: string;
  /** Override keys tried before the model id: the spec as written (`openai:chat:gpt-4o-mini`, `ollama:chat:llama3.2`). */
  names?: readonly string[];
}

/**
 * Cost in USD, or null when no price is known. Overrides win; they are looked
 * up by the source's names (a spec), then the exact id, then without the ARN,
 * then by the base model. The package sees the profile id with its prefix,
 * because global and regional profiles of one model can have different prices.
 */
export function costUsd(
  modelId: string,
  tokens: TokenCounts,
  overrides?: PriceOverrides,
  tier: PriceTier = 'on-demand',
  source: PriceSource = {},
): number | null {
  const factor = tier === 'batch' ? BATCH_PRICE_FACTOR : 1;
  const override = findOverride([...(source.names ?? []), modelId], overrides);
  if (override) return roundUsd(priceWith(override, tokens) * factor);
  for (const id of new Set([stripArn(modelId), baseModelId(modelId)])) {
    const cost = packagePrice(id, tokens, source.provider ?? 'aws');
    if (cost !== null) return roundUsd(cost * factor);
  }
  return null;
}

function findOverride(names: readonly string[], overrides: PriceOverrides | undefined): TokenPrice | undefined {
  if (!overrides) return undefined;
  for (const name of names) {
    for (const id of [name, stripArn(name), baseModelId(name)]) {
      if (Object.hasOwn(overrides, id)) return overrides[id];
    }
  }
  return undefined;
}

function priceWith(price: TokenPrice, tokens: TokenCounts): number {
  const cacheRead = tokens.cache_read_tokens ?? 0;
  const cacheWrite = tokens.cache_write_tokens ?? 0;
  return (
    (tokens.input_tokens * price.input +
      tokens.output_tokens * price.output +
      cacheRead * (price.cache_read ?? price.input) +
      cacheWrite * (price.cache_write ?? price.input)) /
    1_000_000
  );
}

// How the package prices an id, worked out on the id's first call. Asking
// the package on every call costs about 10 us (it finds the model among every
// AWS model and re-checks the model's price structure each time). A flat
// price (no tiers, no dated or time-of-day prices) is affine in the token
// counts, so its rates are read from the package once and applied directly;
// any other model keeps going through the package, narrowed to the model found.
type Pricing = { flat: Required<TokenPrice> & { per_call: number } } | { provider: PriceProvider } | null;
const pricingById = new Map<string, Pricing>();
const MILLION = 1_000_000;

function packagePrice(modelId: string, tokens: TokenCounts, providerId: string): number | null {
  try {
    const key = `${providerId}\0${modelId}`;
    let pricing = pricingById.get(key);
    if (pricing === undefined) {
      pricing = pricingFor(modelId, providerId);
      pricingById.set(key, pricing);
    }
    if (pricing === null) return null;
    if ('flat' in pricing) return pricing.flat.per_call + priceWith(pricing.flat, tokens);
    return calcPrice(packageUsage(tokens), modelId, { provider: pricing.provider })?.total_price ?? null;
  } catch {
    // A model priced in units we do not report (audio, images): unknown, not free.
    return null;
  }
}

function pricingFor(modelId: string, providerId: string): Pricing {
  const found = calcPrice(packageUsage({ input_tokens: 0, output_tokens: 0 }), modelId, { providerId });
  if (!found) return null;
  const provider = { ...found.provider, models: [found.model] };
  const flat = !Array.isArray(found.model.prices) && Object.values(found.model_price).every((v) => v === undefined || typeof v === 'number');
  if (!flat) return { provider };
  // USD for a million tokens of one kind, less what any call costs.
  const rate = (tokens: Partial<TokenCounts>) =>
    (calcPrice(packageUsage({ input_tokens: 0, output_tokens: 0, ...tokens }), modelId, { provider })?.total_price ?? 0) - found.total_price;
  return {
    flat: {
      per_call: found.total_price,
      input: rate({ input_tokens: MILLION }),
      output: rate({ output_tokens: MILLION }),
      cache_read: rate({ cache_read_tokens: MILLION }),
      cache_write: rate({ cache_write_tokens: MILLION }),
    },
  };
}

/** The package counts cached tokens as part of input_tokens; Bedrock does not, nor do our counts (OpenAI's are normalised to Bedrock's). */
function packageUsage(tokens: TokenCounts) {
  const cacheRead = tokens.cache_read_tokens ?? 0;
  const cacheWrite = tokens.cache_write_tokens ?? 0;
  return {
    input_tokens: tokens.input_tokens + cacheRead + cacheWrite,
    cache_read_tokens: cacheRead,
    cache_write_tokens: cacheWrite,
    output_tokens: tokens.output_tokens,
  };
}

// Floating-point sums leave tails like 8.400000000000001e-5; a pico-dollar is plenty.
function roundUsd(value: number): number {
  return Math.round(value * 1e12) / 1e12;
}
