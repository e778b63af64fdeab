// `--agent exec:<command>`: any program is the agent. It speaks JSON lines on
// stdin/stdout (docs/agent-protocol.md); tool calls go to the mock environment.
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { UsageSchema, type SkillCall, type Trajectory } from '../config/index.js';
import { killGroup, spawnGroup, formatLimit } from '../base/index.js';
import { TrajectoryRecorder, DEFAULT_MAX_STEPS, sumCost, sumUsage, type AgentTask } from './recorder.js';

export const EXEC_AGENT_DEFAULT_TIMEOUT_MS = 120_000;
const STDERR_TAIL_CHARS = 800;
const LINE_PREVIEW_CHARS = 200;
/** The most a conversation's stdout may hold, all lines together: far above any agent's, far below what would abort the process. */
export const EXEC_AGENT_MAX_STDOUT_BYTES = 32 * 1024 * 1024;

export const AgentMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('thought'), text: z.string() }),
  z.looseObject({
    type: z.literal('tool_call'),
    name: z.string().min(1),
    arguments: z.record(z.string(), z.unknown()).default({}),
    id: z.string().min(1).optional(),
  }),
  z.looseObject({
    type: z.literal('final'),
    answer: z.string(),
    usage: UsageSchema.optional(),
    cost_usd: z.number().min(0).optional(),
    /** The skills the agent activated: names, or { name, path } (the SKILL.md). */
    skills: z.array(z.union([z.string().min(1), z.looseObject({ name: z.string().min(1), path: z.string().optional() })])).optional(),
  }),
]);
export type AgentMessage = z.infer<typeof AgentMessageSchema>;

// flood: an MCP agent sent more requests than a case may take (src/agents/mcp.ts).
export type AgentRunErrorKind = 'malformed' | 'crash' | 'timeout' | 'aborted' | 'flood';

/** The agent program misbehaved; the case is `error`. The message ends with stderr's tail. */
export class AgentRunError extends Error {
  readonly kind: AgentRunErrorKind;
  readonly stderrTail: string;
  constructor(kind: AgentRunErrorKind, message: string, stderrTail: string) {
    super(stderrTail ? `${message}; stderr: ${stderrTail}` : message);
    this.name = 'AgentRunError';
    this.kind = kind;
    this.stderrTail = stderrTail;
  }
}

export interface ExecAgentOptions {
  /** For the whole run of one case (default EXEC_AGENT_DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
  cwd?: string;
  /** The variables the agent inherits (the runner's, handed down by the front end). */
  env: Readonly<Record<string, string | undefined>>;
}

export async function runExecAgent(command: string, task: AgentTask, options: ExecAgentOptions): Promise<Trajectory> {
  const timeoutMs = options.timeoutMs ?? EXEC_AGENT_DEFAULT_TIMEOUT_MS;
  const recorder = new TrajectoryRecorder(task);
  // Its own process group, so we can end everything it started.
  const child = spawnGroup(command, { cwd: options.cwd, env: { ...options.env, SUPEREVAL_CASE_ID: task.caseId } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 4);
  });
  // Its exit ends what it started too: a background process holding its
  // stdout open would otherwise keep the conversation from ever ending.
  child.on('exit', () => killGroup(child));
  const exited = new Promise<string>((resolve) => {
    child.on('close', (code, signal) => resolve(signal ? `was killed by ${signal}` : `exited with code ${String(code)}`));
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
  });
  // A write after the agent has gone fails with EPIPE; its exit says why.
  child.stdin.on('error', () => {});
  const send = (message: Record<string, unknown>) => {
    if (child.stdin.writable) child.stdin.write(`${JSON.stringify(message)}\n`);
  };
  // The whole group, even when the agent itself has exited: what it started in the background must not outlive the case.
  const stopChild = () => killGroup(child);

  // Set by fail() from callbacks: declared through an assertion so TypeScript does not narrow it to null below.
  let failure = null as { kind: AgentRunErrorKind; message: string } | null;
  const fail = (kind: AgentRunErrorKind, message: string) => {
    failure ??= { kind, message };
    stopChild();
  };
  const timer = setTimeout(() => fail('timeout', `agent gave no final answer within ${timeoutMs} ms`), timeoutMs);
  const onAbort = () => fail('aborted', 'agent run cancelled');
  task.signal?.addEventListener('abort', onAbort, { once: true });
  if (task.signal?.aborted) onAbort();

  // Counted beside the line reader: one line without end would otherwise grow until the process aborts.
  let stdoutBytes = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    stdoutBytes += chunk.length;
    if (stdoutBytes > EXEC_AGENT_MAX_STDOUT_BYTES)
      fail('malformed', `agent printed more than the ${formatLimit(EXEC_AGENT_MAX_STDOUT_BYTES)} limit of a conversation on stdout; it was stopped`);
  });

  // Each final's usage and cost: a conversation's are summed over its replies.
  const usages: Trajectory['usage'][] = [];
  const costs: (number | null)[] = [];
  // The skills each final reports, in the order the replies came.
  const skills: SkillCall[] = [];
  // Why the conversation ended: the final answer, the step budget, or the end of the agent's output.
  let ending: 'final' | 'budget' | 'eof' = 'eof';
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  try {
    send({
      type: 'task',
      task: task.task,
      tools: task.tools,
      case_id: task.caseId,
      max_steps: task.maxSteps ?? DEFAULT_MAX_STEPS,
    });
    let lineNumber = 0;
    for await (const line of lines) {
      lineNumber++;
      if (failure) break;
      if (line.trim() === '') continue;
      const message = parseMessage(line);
      if (typeof message === 'string') {
        fail('malformed', `agent sent a malformed line ${lineNumber} (${message}): ${preview(line)}`);
        break;
      }
      if (message.type === 'thought') {
        recorder.thought(message.text);
      } else if (message.type === 'tool_call') {
        const outcome = await recorder.toolCall(message.name, message.arguments, message.id);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- fail() may have run while the tool call was awaited.
        if (failure) break;
        if (outcome === null) {
          ending = 'budget';
          break;
        }
        const reply = outcome.ok ? { result: outcome.result } : { error: outcome.error };
        send({ type: 'tool_result', ...(message.id ? { id: message.id } : {}), name: message.name, ...reply });
      } else {
        recorder.answer(message.answer, message.usage ?? null);
        usages.push(message.usage ?? null);
        costs.push(message.cost_usd ?? null);
        for (const s of message.skills ?? []) {
          skills.push({
            ...(typeof s === 'string' ? { name: s } : { name: s.name, ...(s.path ? { path: s.path } : {}) }),
            source: 'final',
          });
        }
        ending = 'final';
        // A conversation: the simulated user's next message, and the agent goes on to its next final.
        const next = await recorder.nextUserTurn();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- fail() may have run while the user was asked.
        if (next === null || failure) break;
        send({ type: 'user', text: next });
        ending = 'eof';
      }
    }
  } finally {
    lines.close();
  }
  // Output ended without an answer: wait (the timeout still runs) to learn how the program ended.
  // An agent that exits after a reply (one that holds no conversation) ends the conversation there.
  const replied = usages.length > 0;
  const exit = ending === 'eof' && failure === null && !replied ? await exited : '';
  if (ending === 'eof' && failure === null && replied) {
    recorder.agentExited();
    ending = 'final';
  }
  clearTimeout(timer);
  task.signal?.removeEventListener('abort', onAbort);
  child.stdin.end();
  stopChild();
  await exited;
  const stderrTail = tail(stderr);
  if (failure) throw new AgentRunError(failure.kind, failure.message, stderrTail);
  if (ending === 'eof') throw new AgentRunError('crash', `agent ${exit} before its final answer`, stderrTail);
  const trajectory = recorder.finish({
    usage: usages.length > 0 ? sumUsage(usages) : null,
    cost_usd: costs.length > 0 ? sumCost(costs) : null,
    model_calls: null,
  });
  return skills.length > 0 ? { ...trajectory, skills } : trajectory;
}

/** The message on one line, or why it is not one. */
function parseMessage(line: string): AgentMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const parsed = AgentMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'not a protocol message';
}

function preview(line: string): string {
  return line.length > LINE_PREVIEW_CHARS ? `${line.slice(0, LINE_PREVIEW_CHARS)}…` : line;
}

function tail(stderr: string): string {
  return (stderr.length > STDERR_TAIL_CHARS ? `…${stderr.slice(-STDERR_TAIL_CHARS)}` : stderr).trim();
}
