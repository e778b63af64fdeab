// Choosing the agent under test: `--agent exec:<command>` (JSON lines),
// `--agent mcp:<command>` (the mock tools over MCP), or the built-in tool-use
// loop on the model. All return the same Trajectory.
import type { z } from 'zod';
import type { Inference, ToolCatalog } from '../config/schemas.js';
import type { Provider } from '../providers/types.js';
import { runBuiltinAgent } from './builtin.js';
import { createMockEnvironment, offeredTools, type MockEnvironmentOptions } from './environment.js';
import { runExecAgent } from './exec.js';
import type { AgentTask } from './recorder.js';
import type { Trajectory } from '../config/trajectory.js';
import type { AgentCaseSchema } from '../config/agent-case.js';

export type AgentCase = z.infer<typeof AgentCaseSchema>;

export interface AgentRunner {
  /** `exec:<command>`, `mcp:<command>`, or `builtin:<model spec>`. */
  label: string;
  run(task: AgentTask): Promise<Trajectory>;
}

export interface AgentRunnerOptions {
  /** The `--agent` spec; absent for the built-in loop. */
  agent?: string | null;
  /** The model the built-in loop drives. */
  model?: Provider;
  system?: string;
  inference?: Inference;
  execTimeoutMs?: number;
  cwd?: string;
}

export class AgentSpecError extends Error {
  override name = 'AgentSpecError';
}

export function createAgentRunner(options: AgentRunnerOptions): AgentRunner {
  const { agent, model } = options;
  if (agent) {
    const problem = agentSpecProblem(agent);
    if (problem) throw new AgentSpecError(problem);
    const runner = AGENT_RUNNERS.find((r) => agent.startsWith(r.prefix)) as ProgramRunner;
    const command = agent.slice(runner.prefix.length).trim();
    const timeout = options.execTimeoutMs !== undefined ? { timeoutMs: options.execTimeoutMs } : {};
    const cwd = options.cwd !== undefined ? { cwd: options.cwd } : {};
    return {
      label: `${runner.prefix}${command}`,
      run: (task) => runner.run(command, task, { ...timeout, ...cwd }),
    };
  }
  if (!model) throw new AgentSpecError('an agent dataset needs --agent exec:<command> or mcp:<command>, or a --model to drive');
  return {
    label: `builtin:${model.spec.label}`,
    run: (task) =>
      runBuiltinAgent(model, task, {
        ...(options.system !== undefined ? { system: options.system } : {}),
        ...(options.inference !== undefined ? { inference: options.inference } : {}),
      }),
  };
}

interface ProgramRunner {
  prefix: string;
  run(command: string, task: AgentTask, options: { timeoutMs?: number; cwd?: string }): Promise<Trajectory>;
}

/** The agents that are programs, by the prefix of their --agent spec. */
const AGENT_RUNNERS: readonly ProgramRunner[] = [
  { prefix: 'exec:', run: runExecAgent },
  // Loaded when an mcp: agent runs: the CLI's start-up carries none of it.
  { prefix: 'mcp:', run: async (...args) => (await import('./mcp.js')).runMcpAgent(...args) },
];

/** The command line an `--agent` spec runs (exec:, mcp:), or null when it names no program. */
export function agentCommand(agent: string): string | null {
  const runner = AGENT_RUNNERS.find((r) => agent.startsWith(r.prefix));
  const command = runner ? agent.slice(runner.prefix.length).trim() : '';
  return command !== '' ? command : null;
}

/** Why `--agent` (or the action's `agent`) names no agent, or null when it does. */
export function agentSpecProblem(agent: string): string | null {
  const runner = AGENT_RUNNERS.find((r) => agent.startsWith(r.prefix));
  if (runner && agent.slice(runner.prefix.length).trim() !== '') return null;
  return `--agent ${JSON.stringify(agent)}: expected exec:<command> or mcp:<command>`;
}

/** One case of an agent dataset as a runnable task: its task text, the offered tools and its mock world. */
export function agentTask(
  testCase: AgentCase,
  catalog: ToolCatalog | null | undefined,
  options: { caseId: string; signal?: AbortSignal; toolServer?: string } & MockEnvironmentOptions,
): AgentTask {
  return {
    caseId: options.caseId,
    task: testCase.input.task,
    tools: offeredTools(catalog, testCase.tools),
    environment: createMockEnvironment(testCase.tools, options),
    ...(testCase.expected.max_steps ? { maxSteps: testCase.expected.max_steps } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.toolServer ? { toolServer: options.toolServer } : {}),
  };
}

export { DEFAULT_MAX_STEPS, TrajectoryRecorder, type AgentTask } from './recorder.js';
export { AgentRunError, EXEC_AGENT_DEFAULT_TIMEOUT_MS } from './exec.js';
export { DEFAULT_AGENT_SYSTEM } from './builtin.js';
export * from '../config/trajectory.js';
