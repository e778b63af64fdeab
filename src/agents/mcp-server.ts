// One agent case's mock tools as an MCP server, with the official SDK: its
// McpServer's request handlers set directly (the catalog's JSON Schemas go
// out as they are, which its zod-based registerTool would not allow). Every tools/list and tools/call is
// recorded by the case's TrajectoryRecorder, as the other runners record
// theirs; the transports (src/agents/mcp-http.ts, mcp-stdio.ts) only carry
// the messages.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { UsageSchema, type Usage } from '../config/index.js';
import type { ToolSpec } from '../providers/index.js';
import { VERSION } from '../base/index.js';
import type { ToolOutcome } from './environment.js';
import { sumCost, sumUsage, type TrajectoryRecorder } from './recorder.js';

/** The tool an agent may call with its answer instead of printing it; offered unless the catalog has a tool of that name. */
export const FINAL_ANSWER_TOOL = 'final_answer';
/** The server's name in its `initialize` answer, unless the dataset names it (`mcp_server`). */
export const DEFAULT_SERVER_NAME = 'supereval';

/** Why the server ended the case's run. */
export type McpStop = { kind: 'final' } | { kind: 'budget' } | { kind: 'flood'; message: string };

export interface McpToolHostOptions {
  /** The tools the case offers (the catalog, or its mocks' names). */
  tools: readonly ToolSpec[];
  recorder: TrajectoryRecorder;
  /** Requests (of any kind) the agent may send in one case before it counts as flooding. */
  maxRequests: number;
  serverName?: string;
  /** Called once, when the run is over: the final answer, the step budget or a flood. */
  onStop(stop: McpStop): void;
  /** A conversation: the simulated user's next message, after a final_answer that did not end it (the agent reads it on stdin). */
  onUserTurn?(text: string): void;
}

/** The SDK's parts the server needs, imported once, lazily, so that runs without MCP agents never load it. */
export interface McpServerSdk {
  McpServer: typeof McpServer;
  ListToolsRequestSchema: typeof import('@modelcontextprotocol/sdk/types.js').ListToolsRequestSchema;
  CallToolRequestSchema: typeof import('@modelcontextprotocol/sdk/types.js').CallToolRequestSchema;
}

let serverSdk: Promise<McpServerSdk> | null = null;

export function loadServerSdk(): Promise<McpServerSdk> {
  serverSdk ??= (async () => {
    const [{ McpServer }, types] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/mcp.js'),
      import('@modelcontextprotocol/sdk/types.js'),
    ]);
    return { McpServer, ListToolsRequestSchema: types.ListToolsRequestSchema, CallToolRequestSchema: types.CallToolRequestSchema };
  })();
  return serverSdk;
}

/** final_answer's arguments: the answer, and what the agent's own model calls used, if it knows (as the JSON-lines `final` message). */
const FinalAnswerSchema = z.looseObject({ answer: z.string(), usage: UsageSchema.optional(), cost_usd: z.number().min(0).optional() });

/** The case's side of the conversation, shared by every connection the agent opens. */
export class McpToolHost {
  readonly serverName: string;
  /** What final_answer reported; unknown otherwise. */
  usage: Usage | null = null;
  costUsd: number | null = null;
  /** Each final_answer's usage and cost: a conversation's are summed. */
  private readonly usages: (Usage | null)[] = [];
  private readonly costs: (number | null)[] = [];
  private readonly tools: Tool[];
  private readonly offersFinalAnswer: boolean;
  private requests = 0;
  private stopReason: McpStop | null = null;
  private secret: string | null = null;

  constructor(private readonly options: McpToolHostOptions) {
    this.serverName = options.serverName ?? DEFAULT_SERVER_NAME;
    this.offersFinalAnswer = !options.tools.some((t) => t.name === FINAL_ANSWER_TOOL);
    this.tools = options.tools.map(toMcpTool);
    if (this.offersFinalAnswer) this.tools.push(FINAL_ANSWER);
  }

  /** The case's token: where an agent echoes it into a call or its answer, the trajectory says *** instead. */
  maskSecret(secret: string): void {
    this.secret = secret;
  }

  private masked<T>(value: T): T {
    const secret = this.secret;
    if (!secret) return value;
    const text = JSON.stringify(value);
    return text.includes(secret) ? (JSON.parse(text.split(secret).join('***')) as T) : value;
  }

  /** Whether the agent answered through final_answer at least once. */
  get answered(): boolean {
    return this.usages.length > 0;
  }

  get stop(): McpStop | null {
    return this.stopReason;
  }

  /** Counts one request; false once the agent has sent more than it may (the run is then over, as a flood). */
  admit(): boolean {
    if (this.stopReason?.kind === 'flood') return false;
    this.requests++;
    if (this.requests <= this.options.maxRequests) return true;
    this.end({ kind: 'flood', message: `agent sent more than ${this.options.maxRequests} MCP requests` });
    return false;
  }

  listTools(): Tool[] {
    if (this.stopReason === null) this.options.recorder.listed();
    return this.tools;
  }

  async callTool(name: string, rawArgs: Record<string, unknown>): Promise<CallToolResult> {
    const args = this.masked(rawArgs);
    if (this.stopReason !== null) return errorResult('the run is over: no more tool calls are answered');
    if (name === FINAL_ANSWER_TOOL && this.offersFinalAnswer) {
      const parsed = FinalAnswerSchema.safeParse(args);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return errorResult(`${FINAL_ANSWER_TOOL}: ${issue ? `${issue.path.join('.') || 'arguments'}: ${issue.message}` : 'invalid arguments'}`);
      }
      const { recorder } = this.options;
      recorder.answer(parsed.data.answer, parsed.data.usage ?? null);
      this.usages.push(parsed.data.usage ?? null);
      this.costs.push(parsed.data.cost_usd ?? null);
      this.usage = sumUsage(this.usages);
      this.costUsd = sumCost(this.costs);
      // A conversation goes on: the user's next message on the agent's stdin, and in this call's result.
      const next = recorder.conversing ? await recorder.nextUserTurn() : null;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the run may have ended (timeout, flood) while the user was asked.
      if (next !== null && this.stopReason === null) {
        this.options.onUserTurn?.(next);
        return { content: [{ type: 'text', text: `the user replied: ${next}` }] };
      }
      this.end({ kind: 'final' });
      return { content: [{ type: 'text', text: 'answer received; the task is over' }] };
    }
    const outcome = await this.options.recorder.toolCall(name, args);
    if (outcome === null) {
      this.end({ kind: 'budget' });
      return errorResult('step budget exhausted: the task is over');
    }
    return toCallToolResult(outcome);
  }

  private end(stop: McpStop): void {
    if (this.stopReason !== null) return;
    this.stopReason = stop;
    this.options.onStop(stop);
  }
}

/** A server for one connection (or one request, over stateless HTTP), answering from the host. */
export function createCaseServer(sdk: McpServerSdk, host: McpToolHost): McpServer {
  const mcp = new sdk.McpServer({ name: host.serverName, version: VERSION }, { capabilities: { tools: {} } });
  mcp.server.setRequestHandler(sdk.ListToolsRequestSchema, () => ({ tools: host.listTools() }));
  mcp.server.setRequestHandler(sdk.CallToolRequestSchema, (request) => host.callTool(request.params.name, request.params.arguments ?? {}));
  return mcp;
}

const FINAL_ANSWER: Tool = {
  name: FINAL_ANSWER_TOOL,
  description: 'Give your final answer to the task. This ends the task: call it once, last, instead of printing the answer.',
  inputSchema: {
    type: 'object',
    properties: {
      answer: { type: 'string', description: 'The final answer, as plain text.' },
      usage: {
        type: 'object',
        description: "Optional: the tokens the agent's own model calls used.",
        properties: {
          input_tokens: { type: 'number', minimum: 0 },
          output_tokens: { type: 'number', minimum: 0 },
          cached_input_tokens: { type: 'number', minimum: 0 },
          cache_write_input_tokens: { type: 'number', minimum: 0 },
        },
        required: ['input_tokens', 'output_tokens'],
      },
      cost_usd: { type: 'number', minimum: 0, description: "Optional: what the agent's own model calls cost, in USD." },
    },
    required: ['answer'],
  },
};

/** MCP requires an object schema for a tool's input; the catalog's parameters are one (an empty schema becomes an open object). */
function toMcpTool(tool: ToolSpec): Tool {
  return { name: tool.name, description: tool.description, inputSchema: { ...tool.parameters, type: 'object' } };
}

/**
 * The mock's response as MCP tool content: a string as it is, anything else
 * as JSON text (also as structuredContent when it is an object, for clients
 * that read that); a mock's error, or an unknown tool, as an error result
 * the agent sees (as the SDK's own McpServer answers an unknown tool).
 */
export function toCallToolResult(outcome: ToolOutcome): CallToolResult {
  if (!outcome.ok) return errorResult(outcome.error);
  const { result } = outcome;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  const structured = typeof result === 'object' && result !== null && !Array.isArray(result);
  return { content: [{ type: 'text', text }], ...(structured ? { structuredContent: result as Record<string, unknown> } : {}) };
}

function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}
