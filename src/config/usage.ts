// Token usage as providers report it. Its own module so that the agent
// runner can read it without loading the results schema, which depends on
// the dataset kinds that use the agent runner.
import { z } from 'zod';

export const UsageSchema = z.object({
  input_tokens: z.number().min(0),
  output_tokens: z.number().min(0),
  /** Cache reads (Bedrock's cacheReadInputTokens), not part of input_tokens. */
  cached_input_tokens: z.number().min(0).optional(),
  /** Cache writes (Bedrock's cacheWriteInputTokens), not part of input_tokens either. */
  cache_write_input_tokens: z.number().min(0).optional(),
});
export type Usage = z.infer<typeof UsageSchema>;
