// The parts of a Converse reply supereval reads, checked before they are read:
// the AWS SDK passes on whatever JSON the endpoint sent (a proxy, a fake, a
// batch job's output file), so a reply of another shape is an error naming
// the model and the field, not a TypeError, an empty answer or a token count
// that is a string. Fields supereval does not read may be anything.
import { z } from 'zod';
import { ProviderError } from '../types.js';

const count = z.number().nonnegative();

const ContentBlockSchema = z.looseObject({
  text: z.string().optional(),
  toolUse: z.looseObject({ toolUseId: z.string(), name: z.string(), input: z.unknown() }).optional(),
});

export const ConverseReplySchema = z.looseObject({
  output: z.looseObject({ message: z.looseObject({ content: z.array(ContentBlockSchema) }) }),
  stopReason: z.string().optional(),
  usage: z
    .looseObject({
      inputTokens: count.optional(),
      outputTokens: count.optional(),
      cacheReadInputTokens: count.optional(),
      cacheWriteInputTokens: count.optional(),
    })
    .optional(),
  metrics: z.looseObject({ latencyMs: count.optional() }).optional(),
  trace: z.looseObject({ guardrail: z.looseObject({ actionReason: z.string().optional() }).optional() }).optional(),
});
export type ConverseReply = z.infer<typeof ConverseReplySchema>;

export function readConverseReply(output: unknown, modelId: string): ConverseReply {
  const parsed = ConverseReplySchema.safeParse(output);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the reply';
  throw new ProviderError(`malformed Converse reply from ${modelId}: ${where}: ${issue?.message ?? 'not a Converse reply'}`, {
    code: 'MalformedConverseReply',
  });
}
