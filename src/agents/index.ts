// Choosing the agent under test: `--agent exec:<command>` (JSON lines),
// `--agent mcp:<command>` (the mock tools over MCP), or the built-in tool-use
// loop on the model. All return the same Trajectory.
import type { z } from 'zod';
import type { Inference, ToolCatalog, Trajectory, AgentCaseSchema } from '../config/index.js';
import type { Provider } from '../providers/index.js';
import { runBuiltinAgent } from './builtin.js';
import { createMockEnvironment, offeredTools, type MockEnvironmentOptions } from './environment.js';
import { runExecAgent } from './exec.js';
import type { AgentTask } from './recorder.js';
import { withTrace } from './traced.js';
import type { TraceReceiver } from '../traces/index.js';

export type AgentCase = z.infer<typeof AgentCaseSchema>;

export interface AgentRunner {
  /** `exec:<command>`, `mcp:<command>`, or `builtin:<model spec>`. */
  label: string;
  run(task: AgentTask): Promise<Trajectory>;
}

/** What exec: and mcp: agents (the user's own programs, never a dataset's) run with, as the front end read it. */
export interface ProgramEnvironment {
  /** The variables the program inherits: the runner's, as a workflow step's command gets them. */
  env: Readonly<Record<string, string | undefined>>;
  /** The command line that starts an mcp: agent's stdio relay (default: this program's `mcp-serve`, src/agents/mcp-stdio.ts). */
  serveCommand?: readonly string[];
  /** The run's OTLP receiver: each case's program exports its spans there (src/traces/). Absent: no trace is collected. */
  traces?: TraceReceiver;
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
  /** Absent: an exec: or mcp: agent gets no variable. */
  programs?: ProgramEnvironment;
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
    const { env = {}, serveCommand, traces } = options.programs ?? {};
    const program = { ...timeout, ...cwd, env, ...(serveCommand ? { serveCommand } : {}) };
    return {
      label: `${runner.prefix}${command}`,
      // A scenario's env and work_dir (src/dataset/scenario-env.ts) add to the program's variables and choose its folder;
      // the case's trace (src/traces/) adds the OpenTelemetry variables over both.
      run: (task) =>
        withTrace(traces, (trace) => {
          const base = task.env ? { ...env, ...task.env } : env;
          return runner.run(command, task, {
            ...program,
            ...(trace ? { env: { ...base, ...trace.env(base) } } : task.env ? { env: base } : {}),
            ...(task.workDir ? { cwd: task.workDir } : {}),
          });
        }),
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

/** One program's run of a case: its time limit, folder, variables and (mcp:) relay. */
interface ProgramOptions {
  timeoutMs?: number;
  cwd?: string;
  env: ProgramEnvironment['env'];
  serveCommand?: readonly string[];
}

interface ProgramRunner {
  prefix: string;
  run(command: string, task: AgentTask, options: ProgramOptions): Promise<Trajectory>;
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
export { asksUser, conversationOf, simulatedUserPrompt, SIMULATED_USER_PROMPT, TERMINATE, type ConversationSettings } from './conversation.js';
