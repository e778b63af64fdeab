// What an agent's OpenTelemetry spans and skills look like once received
// (src/traces/): the fields promptfoo's trace assertions read (its TraceSpan,
// times in milliseconds since the epoch), in the results document's spelling.
import { z } from 'zod';

export const SpanSchema = z.object({
  trace_id: z.string(),
  span_id: z.string(),
  parent_span_id: z.string().optional(),
  name: z.string(),
  /** Milliseconds since the epoch (the OTLP nanoseconds / 1e6, as promptfoo keeps them). */
  start_ms: z.number(),
  /** Absent while the span had not ended when it was exported. */
  end_ms: z.number().optional(),
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  status_code: z.number().int().optional(),
  status_message: z.string().optional(),
  /** The resource's attributes, then the span's own, then promptfoo's otel.* additions. */
  attributes: z.record(z.string(), z.unknown()),
});
export type Span = z.infer<typeof SpanSchema>;

/** A skill the agent activated: its name, and the SKILL.md it came from when known. */
export const SkillCallSchema = z.object({
  name: z.string().min(1),
  path: z.string().optional(),
  /** Who said it: the agent's `final`, its Skill tool call, a span, or the built-in agent. */
  source: z.enum(['final', 'tool', 'span', 'builtin']).optional(),
});
export type SkillCall = z.infer<typeof SkillCallSchema>;
