// What an agent did on one case, whichever runner drove it: the ordered steps,
// the final answer and what it cost. The scorer reads only this.
import { z } from 'zod';
import { SkillCallSchema, SpanSchema } from './spans.js';
import { UsageSchema } from './usage.js';

export const ThoughtStepSchema = z.object({
  type: z.literal('thought'),
  text: z.string(),
});

export const ToolCallStepSchema = z.object({
  type: z.literal('tool_call'),
  id: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  /** The mock environment's response; absent when the call failed. */
  result: z.unknown().optional(),
  /** Why the call failed, as the agent was told; absent when it succeeded. */
  error: z.string().optional(),
  latency_ms: z.number().min(0),
});

export const AnswerStepSchema = z.object({
  type: z.literal('answer'),
  text: z.string(),
});

export const TrajectoryStepSchema = z.discriminatedUnion('type', [ThoughtStepSchema, ToolCallStepSchema, AnswerStepSchema]);

export const StopReasonSchema = z.enum([
  // the agent gave its final answer
  'final',
  // it asked for one more tool call than max_steps leaves room for
  'max_steps',
]);

export const TrajectorySchema = z.object({
  steps: z.array(TrajectoryStepSchema),
  /** null when the agent never answered (stopped at max_steps). */
  final_answer: z.string().nullable(),
  stop_reason: StopReasonSchema,
  /** Summed over the model calls; null when any call's usage is unknown (exec agents that do not report it). */
  usage: UsageSchema.nullable(),
  cost_usd: z.number().nullable(),
  /** Wall time of the whole run, tool latency included. */
  latency_ms: z.number().min(0),
  /** The Python tool's step count, len(trajectory.steps): see pythonStepCount. */
  step_count: z.number().int().min(0),
  /** User-agent rounds (EvalBench's turn_count); a case is one task, so 1. */
  turn_count: z.number().int().min(0),
  tool_call_count: z.number().int().min(0),
  /** Sum of the tool calls' latencies. */
  tool_latency_ms: z.number().min(0),
  /** Model requests made by the built-in loop; null for exec agents (we cannot see them). */
  model_calls: z.number().int().min(0).nullable(),
  /**
   * MCP agents: each tools/list the agent sent, by how many steps were
   * recorded before it. Absent for the other runners (their agents are told the tools once).
   */
  tool_listings: z.array(z.object({ after_steps: z.number().int().min(0) })).optional(),
  /** exec: and mcp: agents: the OpenTelemetry spans they exported for the case (src/traces/). Absent when none were collected. */
  spans: z.array(SpanSchema).optional(),
  /** The skills the agent activated (its `final`, its spans, or the built-in agent). Absent when none were reported. */
  skills: z.array(SkillCallSchema).optional(),
});

export type ThoughtStep = z.infer<typeof ThoughtStepSchema>;
export type ToolCallStep = z.infer<typeof ToolCallStepSchema>;
export type AnswerStep = z.infer<typeof AnswerStepSchema>;
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;
export type StopReason = z.infer<typeof StopReasonSchema>;
export type Trajectory = z.infer<typeof TrajectorySchema>;

export function toolCalls(trajectory: Pick<Trajectory, 'steps'>): ToolCallStep[] {
  return trajectory.steps.filter((s): s is ToolCallStep => s.type === 'tool_call');
}

/**
 * len(trajectory.steps) as the Python tool's runners record a trajectory
 * (agent/models.py Step; examples/react_bedrock.py): a step per thought, per
 * tool call, per observation (the call's result or error, which a ToolCallStep
 * here carries) and for the answer. So each tool call counts twice.
 */
export function pythonStepCount(steps: readonly TrajectoryStep[]): number {
  return steps.length + steps.filter((s) => s.type === 'tool_call').length;
}
