// The prices file users may give (--prices / prices-file): per-model rates that
// override the built-in table. Kept apart from the table itself so that
// reading the file does not load the table.
import { z } from 'zod';

const usdPerMillion = z.number().min(0);

/** USD per 1M tokens. Cache rates, when absent, fall back to the input rate (as the package does). */
export const TokenPriceSchema = z.strictObject({
  input: usdPerMillion,
  output: usdPerMillion,
  cache_read: usdPerMillion.optional(),
  cache_write: usdPerMillion.optional(),
});
export type TokenPrice = z.infer<typeof TokenPriceSchema>;

/** Keyed by model id as written in the spec, by inference-profile id, or by base model id. */
export const PriceOverridesSchema = z.record(z.string().min(1), TokenPriceSchema);
export type PriceOverrides = z.infer<typeof PriceOverridesSchema>;
