// Builds a Trajectory as an agent runs. Both runners go through it, so the
// step budget, the mock tool calls and the counts mean the same for each.
import { type Usage, pythonStepCount, type SkillCall, type Trajectory, type TrajectoryStep } from '../config/index.js';
import type { SkillPackage } from '../dataset/index.js';
import type { ToolSpec } from '../providers/index.js';
import type { MockEnvironment, ToolOutcome } from './environment.js';
import { ConversationLog, type ConversationSettings } from './conversation.js';
import { activateSkill, SKILL_TOOL } from './skills.js';

/** The step bound when a case sets no `max_steps`: room for 9 tool calls and the answer. */
export const DEFAULT_MAX_STEPS = 10;

/** The error of a call still waiting for its tool when the run ended (an MCP agent stopped mid-call). */
export const UNANSWERED_CALL = 'no result: the run ended before the tool answered';

/** One agent case, ready to run. */
export interface AgentTask {
  caseId: string;
  task: string;
  /** What the agent is told it may call (tools.json). */
  tools: ToolSpec[];
  environment: MockEnvironment;
  /** Steps allowed (tool calls + the answer): the case's `expected.max_steps`, else DEFAULT_MAX_STEPS. */
  maxSteps?: number;
  signal?: AbortSignal;
  /**
   * The MCP server the tools belong to (dataset.json `mcp_server`): calls are
   * recorded as `<server>__<tool>`, EvalBench's form; the agent is offered,
   * and calls, the tools' own names.
   */
  toolServer?: string;
  /** The case is a conversation with a simulated user (src/agents/conversation.ts); absent, one task and one reply. */
  conversation?: ConversationSettings;
  /** An evalset scenario's `env` (checked at load: no credential, PATH or runner variable): added to an exec: or mcp: agent's variables. */
  env?: Readonly<Record<string, string>>;
  /** An evalset scenario's `work_dir`, inside the dataset's folder: where an exec: or mcp: agent runs. */
  workDir?: string;
  /** The dataset's skills (`skills_dir`), offered to the built-in agent through its Skill tool (src/agents/skills.ts). */
  skills?: readonly SkillPackage[];
}

/** A call's name in the trajectory: EvalBench's `<server>__<tool>` when the dataset names the server. */
export function recordedToolName(name: string, server: string | undefined): string {
  return server ? `${server}__${name}` : name;
}

export class TrajectoryRecorder {
  private readonly steps: TrajectoryStep[] = [];
  private readonly started = performance.now();
  private readonly maxSteps: number;
  private toolCallCount = 0;
  /** Tool calls in the current turn: the step budget is each turn's. */
  private turnToolCalls = 0;
  private readonly conversation: ConversationLog | null;
  private finalAnswer: string | null = null;
  private readonly listings: { after_steps: number }[] = [];
  /** The skills the built-in agent activated, in order. */
  private readonly activated: SkillCall[] = [];
  private finished = false;

  constructor(private readonly task: AgentTask) {
    this.maxSteps = task.maxSteps ?? DEFAULT_MAX_STEPS;
    if (!Number.isInteger(this.maxSteps) || this.maxSteps < 1) {
      throw new RangeError(`max_steps must be a positive integer, got ${this.maxSteps}`);
    }
    this.conversation = task.conversation ? new ConversationLog(task.conversation) : null;
    this.conversation?.begin(task.task, 0);
  }

  /** Whether the case is a conversation: a runner then asks nextUserTurn() after each reply. */
  get conversing(): boolean {
    return this.conversation !== null;
  }

  /**
   * After a reply: the simulated user's next message, which opens the next
   * turn, or null when the conversation is over (TERMINATE, max_turns, or a
   * single task).
   */
  async nextUserTurn(): Promise<string | null> {
    if (!this.conversation || this.finished) return null;
    const text = await this.conversation.next(this.task.caseId, this.task.signal);
    if (text === null) return null;
    this.conversation.begin(text, this.steps.length);
    this.turnToolCalls = 0;
    this.finalAnswer = null;
    return text;
  }

  /** An exec: or mcp: agent ended its process after a reply: the conversation ends there. */
  agentExited(): void {
    this.conversation?.agentExited();
  }

  get answered(): boolean {
    return this.finalAnswer !== null;
  }

  thought(text: string): void {
    if (text.trim() !== '') this.steps.push({ type: 'thought', text });
  }

  /** An MCP agent asked for the tool list. */
  listed(): void {
    if (!this.finished) this.listings.push({ after_steps: this.steps.length });
  }

  /**
   * Runs one call in the mock environment and records it. Returns null when
   * the call would leave no step for the answer: the call is then recorded as
   * refused and the run is over. Calls may overlap (an MCP agent calling tools
   * in parallel): each keeps the place it was made in.
   */
  async toolCall(tool: string, args: Record<string, unknown>, id?: string): Promise<ToolOutcome | null> {
    return this.call(recordedToolName(tool, this.task.toolServer), args, id, () => this.task.environment.call(tool, this.task.signal));
  }

  /**
   * The built-in agent's call of the Skill tool: a step like any tool call
   * (recorded as `Skill`, never under the dataset's MCP server), answered with
   * the skill's SKILL.md body; a confirmed activation is recorded in the
   * trajectory's `skills` (source `builtin`).
   */
  async skillCall(args: Record<string, unknown>, id?: string): Promise<ToolOutcome | null> {
    const { outcome, skill } = activateSkill(this.task.skills ?? [], args);
    const answered = await this.call(SKILL_TOOL, args, id, () => Promise.resolve(outcome));
    if (answered?.ok && skill && !this.finished) this.activated.push({ name: skill.name, path: skill.path, source: 'builtin' });
    return answered;
  }

  /** Records one call under `name`, answered by `run`, within the step budget. */
  private async call(
    name: string,
    args: Record<string, unknown>,
    id: string | undefined,
    run: () => Promise<ToolOutcome>,
  ): Promise<ToolOutcome | null> {
    const callId = id ?? `call_${this.toolCallCount + 1}`;
    this.toolCallCount++;
    this.turnToolCalls++;
    if (this.turnToolCalls > this.maxSteps - 1) {
      const error = `step budget exhausted: max_steps is ${this.maxSteps}, so at most ${this.maxSteps - 1} tool calls`;
      this.steps.push({ type: 'tool_call', id: callId, name, arguments: args, error, latency_ms: 0 });
      return null;
    }
    const index = this.steps.length;
    // What the trajectory says if the run ends before the tool answers.
    this.steps.push({ type: 'tool_call', id: callId, name, arguments: args, error: UNANSWERED_CALL, latency_ms: 0 });
    const started = performance.now();
    const outcome = await run();
    const latency_ms = performance.now() - started;
    if (this.finished) return outcome;
    this.steps[index] = outcome.ok
      ? { type: 'tool_call', id: callId, name, arguments: args, result: outcome.result, latency_ms }
      : { type: 'tool_call', id: callId, name, arguments: args, error: outcome.error, latency_ms };
    return outcome;
  }

  /** The agent's reply; `usage`, the tokens of its turn (a conversation records them per turn). */
  answer(text: string, usage: Usage | null = null): void {
    this.finalAnswer = text;
    this.steps.push({ type: 'answer', text });
    this.conversation?.end(text, this.steps.length, usage);
  }

  finish(cost: { usage: Usage | null; cost_usd: number | null; model_calls: number | null }): Trajectory {
    this.finished = true;
    const { conversation } = this;
    // A turn still open ended without a reply (the step budget, an agent that stopped).
    if (conversation?.open) conversation.end(null, this.steps.length, null);
    let toolLatency = 0;
    for (const step of this.steps) if (step.type === 'tool_call') toolLatency += step.latency_ms;
    return {
      steps: this.steps,
      final_answer: this.finalAnswer,
      stop_reason: this.answered ? 'final' : 'max_steps',
      usage: cost.usage,
      cost_usd: cost.cost_usd,
      latency_ms: performance.now() - this.started,
      step_count: pythonStepCount(this.steps),
      // EvalBench's turn_count: the agent's replies.
      turn_count: conversation ? conversation.turns.filter((t) => t.reply !== null).length : 1,
      tool_call_count: this.toolCallCount,
      tool_latency_ms: toolLatency,
      model_calls: cost.model_calls,
      ...(this.listings.length > 0 ? { tool_listings: this.listings } : {}),
      ...(this.activated.length > 0 ? { skills: this.activated } : {}),
      ...(conversation ? { conversation: { turns: conversation.turns, ended: conversation.ended, max_turns: conversation.maxTurns } } : {}),
    };
  }
}

/** Adds up usage; unknown (null) as soon as one part is unknown, never a silent undercount. */
export function sumUsage(parts: readonly (Usage | null)[]): Usage | null {
  const total: Usage = { input_tokens: 0, output_tokens: 0 };
  // The cache counts appear in the total when any part reports them (a part without them had none).
  const cacheFields = ['cached_input_tokens', 'cache_write_input_tokens'] as const;
  for (const part of parts) {
    if (part === null) return null;
    total.input_tokens += part.input_tokens;
    total.output_tokens += part.output_tokens;
    for (const field of cacheFields) {
      const n = part[field];
      if (n !== undefined) total[field] = (total[field] ?? 0) + n;
    }
  }
  return total;
}

export function sumCost(parts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const part of parts) {
    if (part === null) return null;
    total += part;
  }
  return total;
}
