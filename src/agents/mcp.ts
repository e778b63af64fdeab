// `--agent mcp:<command>`: any program is the agent, reaching the case's mock
// tools over MCP (docs/agent-mcp.md). For each case: an MCP server holding
// the case's tools on 127.0.0.1 (streamable HTTP, a bearer token of its own)
// and a stdio server command the agent may spawn instead; the task on stdin
// and in SUPEREVAL_TASK; the answer on stdout, or through the final_answer
// tool. Whatever the agent does, its process group, the stdio servers and the
// HTTP server are gone when the case ends.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killGroup, spawnGroup } from '../base/index.js';
import { AgentRunError, EXEC_AGENT_DEFAULT_TIMEOUT_MS, type AgentRunErrorKind } from './exec.js';
import { startMcpHttpEndpoint } from './mcp-http.js';
import { McpToolHost, type McpStop } from './mcp-server.js';
import { defaultServeCommand, type McpConnection } from './mcp-stdio.js';
import { DEFAULT_MAX_STEPS, TrajectoryRecorder, type AgentTask } from './recorder.js';
import type { Trajectory } from '../config/index.js';

const STDERR_TAIL_CHARS = 800;
/** The answer is read from stdout; more than this is not an answer. */
export const MCP_AGENT_MAX_STDOUT_BYTES = 1024 * 1024;
/** Requests one case may take, whatever their kind: far more than a step budget needs, few enough to stop a loop fast. */
export const MCP_MIN_REQUEST_LIMIT = 1000;
/** After the agent's group is killed, how long its pipes may take to close before they are dropped. */
const CLOSE_GRACE_MS = 2000;
const TOKEN_MASK = '***';

export interface McpAgentOptions {
  /** For the whole run of one case (default EXEC_AGENT_DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
  cwd?: string;
  /** The command line that starts the stdio relay, before the connection file (default: this program's CLI, `mcp-serve`). */
  serveCommand?: readonly string[];
  /** Requests the case may take before it is a flood (default requestLimit(max_steps)). */
  maxRequests?: number;
  /** The variables the agent inherits (the runner's, handed down by the front end). */
  env: Readonly<Record<string, string | undefined>>;
}

export function requestLimit(maxSteps: number): number {
  return Math.max(MCP_MIN_REQUEST_LIMIT, 4 * maxSteps);
}

export async function runMcpAgent(command: string, task: AgentTask, options: McpAgentOptions): Promise<Trajectory> {
  const timeoutMs = options.timeoutMs ?? EXEC_AGENT_DEFAULT_TIMEOUT_MS;
  const maxSteps = task.maxSteps ?? DEFAULT_MAX_STEPS;
  // Ends the mocks' latency waits still running when the case ends.
  const caseEnd = new AbortController();
  const signal = task.signal ? AbortSignal.any([task.signal, caseEnd.signal]) : caseEnd.signal;
  const recorder = new TrajectoryRecorder({ ...task, signal });

  let failure = null as { kind: AgentRunErrorKind; message: string } | null;
  let stopAgent: () => void = () => {};
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const fail = (kind: AgentRunErrorKind, message: string) => {
    failure ??= { kind, message };
    stopAgent();
    settle();
  };
  // A conversation: the starting prompt and each next user message as JSON lines on stdin, which stays open.
  const conversing = recorder.conversing;
  let sendUser: (text: string) => void = () => {};
  const host = new McpToolHost({
    onUserTurn: (text) => sendUser(text),
    tools: task.tools,
    recorder,
    maxRequests: options.maxRequests ?? requestLimit(maxSteps),
    ...(task.toolServer ? { serverName: task.toolServer } : {}),
    onStop: (stop: McpStop) => {
      if (stop.kind === 'flood') fail('flood', stop.message);
      stopAgent();
      settle();
    },
  });

  const endpoint = await startMcpHttpEndpoint(host);
  host.maskSecret(endpoint.token);
  const mask = (text: string) => text.split(endpoint.token).join(TOKEN_MASK);
  let dir: string | null = null;
  let child: ReturnType<typeof spawnGroup> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => fail('aborted', 'agent run cancelled');
  try {
    dir = await mkdtemp(path.join(tmpdir(), 'supereval-mcp-'));
    const connectionFile = path.join(dir, 'connection.json');
    const connection: McpConnection = { url: endpoint.url, token: endpoint.token };
    await writeFile(connectionFile, JSON.stringify(connection), { mode: 0o600 });
    const serve = [...(options.serveCommand ?? defaultServeCommand()), connectionFile];

    const spawned = spawnGroup(command, {
      cwd: options.cwd,
      env: {
        ...options.env,
        SUPEREVAL_CASE_ID: task.caseId,
        SUPEREVAL_TASK: task.task,
        SUPEREVAL_MAX_STEPS: String(maxSteps),
        SUPEREVAL_MCP_URL: endpoint.url,
        SUPEREVAL_MCP_TOKEN: endpoint.token,
        SUPEREVAL_MCP_COMMAND: serve.map(shellWord).join(' '),
        SUPEREVAL_MCP_ARGV: JSON.stringify(serve),
        ...(conversing ? { SUPEREVAL_CONVERSATION: '1' } : {}),
      },
    });
    child = spawned;
    stopAgent = () => killGroup(spawned);
    let stdout = '';
    let stdoutBytes = 0;
    let stderr = '';
    // Decoded as a stream, so a character split between two chunks stays whole.
    spawned.stdout.setEncoding('utf8');
    spawned.stdout.on('data', (chunk: string) => {
      stdoutBytes += Buffer.byteLength(chunk);
      if (stdoutBytes > MCP_AGENT_MAX_STDOUT_BYTES) fail('malformed', `agent printed more than ${MCP_AGENT_MAX_STDOUT_BYTES} bytes on stdout`);
      else stdout += chunk;
    });
    spawned.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 4);
    });
    // Its exit ends what it started too (`server &` holding stdout open).
    spawned.on('exit', () => killGroup(spawned));
    const exited = new Promise<{ code: number | null; how: string }>((resolve) => {
      spawned.on('close', (code, sig) => resolve({ code, how: sig ? `was killed by ${sig}` : `exited with code ${String(code)}` }));
      spawned.on('error', (error) => resolve({ code: null, how: `could not start: ${error.message}` }));
    });
    spawned.stdin.on('error', () => {});
    if (conversing) {
      sendUser = (text) => {
        if (spawned.stdin.writable) spawned.stdin.write(`${JSON.stringify({ type: 'user', text })}\n`);
      };
      sendUser(task.task);
    } else spawned.stdin.end(task.task);

    timer = setTimeout(() => fail('timeout', `agent gave no final answer within ${timeoutMs} ms`), timeoutMs);
    task.signal?.addEventListener('abort', onAbort, { once: true });
    if (task.signal?.aborted) onAbort();

    const exit = await Promise.race([exited, settled.then(() => null)]);
    stopAgent();
    // The group is killed; its pipes close at once, unless something outside it holds them.
    await Promise.race([exited, delay(CLOSE_GRACE_MS)]);
    const stderrTail = mask(tail(stderr));
    if (failure) throw new AgentRunError(failure.kind, mask(failure.message), stderrTail);
    if (exit !== null && host.stop === null) {
      // The agent ended by itself: its stdout is the answer, if it ended well.
      if (exit.code !== 0) throw new AgentRunError('crash', `agent ${exit.how} before its final answer`, stderrTail);
      // A conversation's agent that answered through final_answer and then exited ends the conversation there.
      if (!(conversing && host.answered)) recorder.answer(mask(stdout.trim()));
      recorder.agentExited();
    }
    return recorder.finish({ usage: host.usage, cost_usd: host.costUsd, model_calls: null });
  } finally {
    clearTimeout(timer);
    task.signal?.removeEventListener('abort', onAbort);
    // Only our own child's group is signalled: a stdio server the agent started in a session of
    // its own ends by itself once its connection file is gone (src/agents/mcp-stdio.ts).
    if (child) killGroup(child);
    caseEnd.abort();
    await endpoint.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** A word of SUPEREVAL_MCP_COMMAND, quoted for sh (and Python's shlex.split) when it needs to be. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function tail(stderr: string): string {
  return (stderr.length > STDERR_TAIL_CHARS ? `…${stderr.slice(-STDERR_TAIL_CHARS)}` : stderr).trim();
}
