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

/** The most agent replies a conversation may ask for (`max_turns`): real evalsets ask for 15. */
export const MAX_TURNS_CAP = 50;

/** One turn of a conversation: what the user said, and the agent's steps up to its reply. */
export const ConversationTurnSchema = z.object({
  user: z.string(),
  /** The agent's reply; null when the turn ended without one (the step budget, an error). */
  reply: z.string().nullable(),
  /** The turn's steps are trajectory.steps[first_step, end_step). */
  first_step: z.number().int().min(0),
  end_step: z.number().int().min(0),
  latency_ms: z.number().min(0),
  /** The agent's tokens in this turn; null when unknown. */
  usage: UsageSchema.nullable(),
});

export const ConversationEndSchema = z.enum([
  // the simulated user said TERMINATE
  'terminate',
  // the agent replied max_turns times
  'max_turns',
  // an exec: or mcp: agent exited after a reply (a single-turn agent)
  'agent_exit',
  // a turn ended without a reply (step budget)
  'no_reply',
]);

export const ConversationSchema = z.object({
  turns: z.array(ConversationTurnSchema),
  ended: ConversationEndSchema,
  max_turns: z.number().int().min(1),
});

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
  /** User-agent rounds (EvalBench's turn_count): the agent's replies; 1 for a single task. */
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
  /** A conversation with a simulated user (a case with `conversation_plan` and `max_turns`): its turns; absent for a single task. */
  conversation: ConversationSchema.optional(),
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
export type ConversationTurn = z.infer<typeof ConversationTurnSchema>;
export type Conversation = z.infer<typeof ConversationSchema>;
export type ConversationEnd = z.infer<typeof ConversationEndSchema>;

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
