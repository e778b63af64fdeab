// The built-in agent: a Converse-style tool-use loop on the model under test.
// The model asks for tools, the mock environment answers, until it answers
// the task or runs out of steps.
import type { Inference, Trajectory, Usage } from '../config/index.js';
import type { Message, Provider } from '../providers/index.js';
import { sumCost, sumUsage, TrajectoryRecorder, type AgentTask } from './recorder.js';
import { SKILL_TOOL, skillTool } from './skills.js';

export const DEFAULT_AGENT_SYSTEM =
  'You are an agent completing a task. Use the tools you are given when they help; ' +
  'when you have what you need, reply with the final answer as plain text and call no more tools.';

export interface BuiltinAgentOptions {
  /** The dataset's or the CLI's system prompt; DEFAULT_AGENT_SYSTEM otherwise. */
  system?: string;
  inference?: Inference;
}

/**
 * Provider errors propagate unchanged (a ProviderError keeps its retryable
 * flag); the caller marks the case `error`.
 */
export async function runBuiltinAgent(provider: Provider, task: AgentTask, options: BuiltinAgentOptions = {}): Promise<Trajectory> {
  const recorder = new TrajectoryRecorder(task);
  const messages: Message[] = [{ role: 'user', text: task.task }];
  const usages: (Usage | null)[] = [];
  const costs: (number | null)[] = [];
  // Where the current turn's model calls start in `usages`: a conversation records each turn's tokens.
  let turnStart = 0;
  // The dataset's skills: one more tool, the Skill tool listing them (src/agents/skills.ts).
  const skills = task.skills?.length ? task.skills : null;
  const tools = skills ? [...task.tools.filter((t) => t.name !== SKILL_TOOL), skillTool(skills)] : task.tools;
  let running = true;
  while (running) {
    const response = await provider.call({
      prompt: task.task,
      messages,
      system: options.system ?? DEFAULT_AGENT_SYSTEM,
      ...(options.inference ? { inference: options.inference } : {}),
      tools,
      caseId: task.caseId,
      ...(task.signal ? { signal: task.signal } : {}),
    });
    usages.push(response.usage);
    costs.push(response.cost_usd);
    const calls = response.toolCalls ?? [];
    if (calls.length === 0) {
      recorder.answer(response.output, sumUsage(usages.slice(turnStart)));
      // A conversation goes on with the simulated user's next message, the whole conversation as messages.
      const next = await recorder.nextUserTurn();
      if (next === null) break;
      messages.push({ role: 'assistant', text: response.output }, { role: 'user', text: next });
      turnStart = usages.length;
      continue;
    }
    recorder.thought(response.output);
    messages.push({ role: 'assistant', text: response.output, toolCalls: calls });
    const results: Extract<Message, { role: 'tool' }>['results'] = [];
    for (const call of calls) {
      const outcome =
        skills && call.name === SKILL_TOOL
          ? await recorder.skillCall(call.arguments, call.id)
          : await recorder.toolCall(call.name, call.arguments, call.id);
      if (outcome === null) {
        running = false;
        break;
      }
      results.push(outcome.ok ? { id: call.id, content: outcome.result } : { id: call.id, content: outcome.error, isError: true });
    }
    messages.push({ role: 'tool', results });
  }
  return recorder.finish({ usage: sumUsage(usages), cost_usd: sumCost(costs), model_calls: usages.length });
}
