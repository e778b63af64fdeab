// A conversation with a simulated user, as EvalBench's agentic evaluations
// hold one (evalbench/evaluator/agentevaluator.py process_scenario): the agent
// replies, a model playing the user reads the plan and the conversation and
// writes the next message, until it says TERMINATE or the agent has replied
// max_turns times. The runners (builtin, exec:) ask for the next message
// after each reply; this module keeps the turns and asks the user.
import type { ConversationEnd, ConversationTurn, Usage } from '../config/index.js';
import type { Provider } from '../providers/index.js';

/**
 * EvalBench's simulated user prompt (evalbench/generators/prompts/simulateduser.py
 * SIMULATED_USER_PROMPT), word for word: the replies it draws are the ones
 * EvalBench's user would write. `[[...]]` are its placeholders.
 */
export const SIMULATED_USER_PROMPT = `You are a simulated user interacting with Gemini CLI agent.
Your objective is to follow the conversation plan provided below and engage with the agent naturally to achieve the goals.

# Conversation Plan:
[[conversation_plan]]

# Interaction History:
[[history]]

# Last Agent Reply:
[[last_agent_reply]]

Based on the plan and the agent's last reply, provide your next input to the CLI agent.
If the plan is fully completed or you cannot proceed, reply with "TERMINATE".
Only provide the text command or response. Do not include markdown formatting or explanations unless necessary for the command.
`;

/** The word that ends a conversation; EvalBench ends on any reply that holds it. */
export const TERMINATE = 'TERMINATE';

/** What a case that is a conversation adds to its task. */
export interface ConversationSettings {
  /** The scenario's conversation_plan: what the simulated user wants. */
  plan: string;
  /** The most agent replies (EvalBench's max_turns). */
  maxTurns: number;
  /** The model playing the user (--user-model; default the judge); null only when max_turns is 1 (it is never asked). */
  user: Provider | null;
}

/** The simulated user's prompt for the next message, as EvalBench fills it: the history holds every turn so far, the last one included. */
export function simulatedUserPrompt(plan: string, turns: readonly { user: string; reply: string | null }[]): string {
  let history = '';
  for (const turn of turns) history += `User: ${turn.user}\nAgent: ${turn.reply ?? ''}\n`;
  const last = turns.at(-1)?.reply ?? '';
  // One pass, so text the agent wrote that looks like a placeholder stays as written.
  const values: Record<string, string> = { conversation_plan: plan, history, last_agent_reply: last };
  return SIMULATED_USER_PROMPT.replace(/\[\[(conversation_plan|history|last_agent_reply)\]\]/g, (_, name: string) => values[name] ?? '');
}

/** The turns of one conversation as a runner goes through them. */
export class ConversationLog {
  readonly turns: ConversationTurn[] = [];
  ended: ConversationEnd = 'no_reply';
  private current: { user: string; firstStep: number; started: number } | null = null;

  constructor(private readonly settings: ConversationSettings) {}

  get maxTurns(): number {
    return this.settings.maxTurns;
  }

  begin(user: string, firstStep: number): void {
    this.current = { user, firstStep, started: performance.now() };
  }

  /** The turn's end: the agent's reply (null when it gave none) and the tokens it used in the turn. */
  end(reply: string | null, endStep: number, usage: Usage | null): void {
    const turn = this.current;
    if (!turn) return;
    this.current = null;
    const latency_ms = performance.now() - turn.started;
    this.turns.push({ user: turn.user, reply, first_step: turn.firstStep, end_step: endStep, latency_ms, usage });
    if (reply === null) this.ended = 'no_reply';
  }

  /** An exec: or mcp: agent exited after a reply: the conversation ends there, the message it was sent unanswered. */
  agentExited(): void {
    this.current = null;
    this.ended = 'agent_exit';
  }

  /** Whether a turn is open (its user message sent, no reply yet). */
  get open(): boolean {
    return this.current !== null;
  }

  /**
   * The user's next message, or null when the conversation is over: the agent
   * has replied max_turns times, or the user said TERMINATE. The user's call
   * failing ends the case as an error (the caller's).
   */
  async next(caseId: string, signal?: AbortSignal): Promise<string | null> {
    const { user } = this.settings;
    if (this.turns.length >= this.settings.maxTurns || !user) {
      this.ended = 'max_turns';
      return null;
    }
    const prompt = simulatedUserPrompt(this.settings.plan, this.turns);
    const response = await user.call({ prompt, caseId, ...(signal ? { signal } : {}) });
    if (response.output.includes(TERMINATE)) {
      this.ended = 'terminate';
      return null;
    }
    return response.output.trim();
  }
}

/** A case's conversation fields (an agent case line, or an evalset's scenario made one). */
interface ConversationCase {
  input: { task: string };
  conversation_plan?: string | null | undefined;
  max_turns?: number | null | undefined;
}

/** Whether the case asks a simulated user anything: a conversation of more than one reply (the cache key covers --user-model only then). */
export function asksUser(testCase: { conversation_plan?: unknown; max_turns?: unknown }): boolean {
  const { max_turns: maxTurns, conversation_plan: plan } = testCase;
  return typeof plan === 'string' && typeof maxTurns === 'number' && maxTurns > 1;
}

/**
 * The case's conversation, when it is one (it gives `max_turns` and
 * `conversation_plan`), with the model that plays the user; null for a single
 * task; a message when it needs a user and the run has none.
 */
export function conversationOf(testCase: ConversationCase, user: Provider | null | undefined): ConversationSettings | null | string {
  const { max_turns: maxTurns, conversation_plan: plan } = testCase;
  if (maxTurns === null || maxTurns === undefined || plan === null || plan === undefined) return null;
  if (!user) {
    if (maxTurns > 1) return 'this case is a conversation (max_turns above 1): it needs a model to play the user, --user-model (or --judge-model)';
  }
  return { plan, maxTurns, user: user ?? null };
}
