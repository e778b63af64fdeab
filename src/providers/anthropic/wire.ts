// The Messages API's wire format: a request as the body promptfoo's Anthropic
// provider sends (its defaults, its config keys), and a `message` reply as
// our response. Shared by the on-demand provider (messages.ts) and Message
// Batches (batch.ts), whose records carry the same body and reply.
// Source: promptfoo 0.121.20's messages provider and Anthropic's Messages
// reference (https://platform.claude.com/docs/en/api/messages).
import { z } from 'zod';
import { appendAll } from '../../base/index.js';
import type { PriceOverrides } from '../../config/index.js';
import { configNumber, configObject, configStrings, type ProviderConfig } from '../api-config.js';
import { openAiTool, toolResultText } from '../api-request.js';
import { normaliseFinishReason } from '../finish-reason.js';
import { malformedReply, readReply, type ApiErrors } from '../http/index.js';
import { costUsd, type PriceTier } from '../prices.js';
import type { Message, ProviderRequest, ProviderResponse, ToolCall, ToolSpec } from '../types.js';

/** The API version promptfoo's SDK (0.x) sends; 2026-10-21 (SDK 1.x) refuses temperature, top_p and top_k. */
export const ANTHROPIC_VERSION = '2023-06-01';
export const SAMPLING_REMOVED_VERSION = '2026-10-21';

/**
 * Models that take no sampling parameters whatever the version (a 400 for
 * temperature, even promptfoo's default of 0): promptfoo's
 * CLAUDE_MODEL_FAMILIES rows marked samplingParamsDeprecated.
 */
const SAMPLING_DEPRECATED = /(?:^|[^a-z0-9])claude-(?:(?:fable|mythos)-5(?![a-z0-9])|opus-5(?![0-9])|sonnet-5(?![0-9])|opus-4-[78](?![0-9]))/i;

/** What a body is built from besides the request: the config, the defaults the environment gives, the version sent. */
export interface MessagesSettings {
  config: ProviderConfig;
  /** ANTHROPIC_MAX_TOKENS, ANTHROPIC_TEMPERATURE (promptfoo's defaults: 1024 tokens, temperature 0). */
  defaultMaxTokens?: number | undefined;
  defaultTemperature?: number | undefined;
  version: string;
}

type Block = Record<string, unknown>;
type Turn = { role: 'user' | 'assistant'; content: Block[] };

/** The Messages body for a call (a batch record's `params` too). */
export function messagesBody(model: string, request: ProviderRequest, settings: MessagesSettings): Record<string, unknown> {
  const { config } = settings;
  const inference = request.inference ?? {};
  const thinking = configObject(config, 'thinking');
  const thinkingOn = thinking?.['type'] === 'enabled' || thinking?.['type'] === 'adaptive';
  const samplingRefused = settings.version >= SAMPLING_REMOVED_VERSION || SAMPLING_DEPRECATED.test(model);
  const topP = inference.top_p;
  const topK = configNumber(config, 'top_k');
  const body: Record<string, unknown> = {
    model,
    max_tokens: inference.max_tokens ?? settings.defaultMaxTokens ?? (thinkingOn ? 2048 : 1024),
    messages: request.messages?.length ? toTurns(request.messages) : [{ role: 'user', content: [{ type: 'text', text: request.prompt }] }],
    // The whole message in one reply, as promptfoo asks by default (its `stream: true` would give the same answer).
    stream: false,
  };
  if (request.system) body['system'] = [{ type: 'text', text: request.system }];
  // promptfoo: temperature (default 0) unless top_p is set or thinking is on; none at all where the model or version refuses them.
  if (!samplingRefused) {
    if (topP === undefined && !thinkingOn) body['temperature'] = inference.temperature ?? settings.defaultTemperature ?? 0;
    if (topP !== undefined) body['top_p'] = thinkingOn ? Math.max(0.95, Math.min(1, topP)) : topP;
    if (topK !== undefined && !thinkingOn) body['top_k'] = topK;
  }
  if (inference.stop?.length) body['stop_sequences'] = inference.stop;
  const tools = request.tools?.length ? request.tools.map(toTool) : configTools(config);
  if (tools.length > 0) body['tools'] = tools;
  const toolChoice = configObject(config, 'tool_choice');
  if (toolChoice && !request.tools?.length) body['tool_choice'] = toolChoice;
  if (thinking) body['thinking'] = thinking;
  for (const key of ['metadata', 'service_tier', 'cache_control'] as const) if (config[key] !== undefined) body[key] = config[key];
  const format = configObject(config, 'output_format');
  const effort = config['effort'];
  if (format || typeof effort === 'string')
    body['output_config'] = { ...(format ? { format } : {}), ...(typeof effort === 'string' ? { effort } : {}) };
  return { ...body, ...configObject(config, 'extra_body') };
}

/** The `anthropic-beta` features a config asks for (`beta`, and structured outputs when `output_format` is set, as promptfoo adds it). */
export function betaFeatures(config: ProviderConfig, header: string | undefined): string | undefined {
  const features = new Set([...(configStrings(config, 'beta') ?? []), ...(header ?? '').split(',').map((f) => f.trim())]);
  if (configObject(config, 'output_format')) features.add('structured-outputs-2025-11-13');
  features.delete('');
  return features.size > 0 ? [...features].join(',') : undefined;
}

function toTool(tool: ToolSpec): Block {
  return { name: tool.name, ...(tool.description ? { description: tool.description } : {}), input_schema: tool.parameters };
}

/** A config's `tools`, in Anthropic's shape or OpenAI's (which promptfoo converts too). */
function configTools(config: ProviderConfig): Block[] {
  const tools = Array.isArray(config['tools']) ? (config['tools'] as unknown[]) : [];
  return tools.flatMap((tool): Block[] => {
    const fn = openAiTool(tool);
    if (fn) return [{ name: fn.name, ...(fn.description ? { description: fn.description } : {}), input_schema: fn.parameters ?? { type: 'object' } }];
    return isObject(tool) ? [tool] : [];
  });
}

/** Turns alternate; tool results travel in a user turn, merged with a user message that follows them. */
function toTurns(messages: Message[]): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const content = toBlocks(message);
    const previous = turns.at(-1);
    if (previous?.role === role) appendAll(previous.content, content);
    else turns.push({ role, content });
  }
  return turns;
}

function toBlocks(message: Message): Block[] {
  switch (message.role) {
    case 'user':
      return [{ type: 'text', text: message.text }];
    case 'assistant': {
      // The API refuses an empty text block, which a turn of tool calls alone would have.
      const blocks: Block[] = message.text ? [{ type: 'text', text: message.text }] : [];
      for (const call of message.toolCalls ?? []) blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: call.arguments });
      return blocks;
    }
    case 'tool':
      return message.results.map((result) => ({
        type: 'tool_result',
        tool_use_id: result.id,
        content: toolResultText(result.content),
        ...(result.isError ? { is_error: true } : {}),
      }));
  }
}

const count = z.number().min(0).nullish();
const MessageSchema = z.looseObject({
  type: z.literal('message').optional(),
  content: z.array(z.looseObject({ type: z.string() })),
  stop_reason: z.string().nullish(),
  usage: z.looseObject({ input_tokens: count, output_tokens: count, cache_read_input_tokens: count, cache_creation_input_tokens: count }).nullish(),
});

/** How a reply is priced and named. */
export interface ReplyContext {
  model: string;
  label: string;
  latency_ms: number | null;
  /** The call gave tools of its own (the agent): tool calls are returned as calls, and the output is the text alone. */
  ownTools: boolean;
  prices?: PriceOverrides | undefined;
  tier?: PriceTier;
}

/** A `message` as our response; another shape is MalformedReply naming the field. */
export function fromMessage(json: unknown, context: ReplyContext): ProviderResponse {
  const who = `Anthropic ${context.model}`;
  const message = readReply(MessageSchema, json, who);
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  const shown: string[] = [];
  for (const block of message.content) {
    if (block.type === 'text') {
      if (typeof block['text'] !== 'string') throw malformedReply(who, 'a text block has no text');
      texts.push(block['text']);
      shown.push(block['text']);
    } else if (block.type === 'tool_use') {
      const { id, name, input } = block as { id?: unknown; name?: unknown; input?: unknown };
      if (typeof id !== 'string' || typeof name !== 'string') throw malformedReply(who, 'a tool_use block has no id or name');
      toolCalls.push({ id, name, arguments: isObject(input) ? input : { value: input } });
      shown.push(JSON.stringify(block));
    } else if (block.type !== 'thinking' && block.type !== 'redacted_thinking') shown.push(JSON.stringify(block));
  }
  const usage = message.usage;
  const counts = usage
    ? {
        input_tokens: usage.input_tokens ?? 0,
        output_tokens: usage.output_tokens ?? 0,
        cache_read_tokens: usage.cache_read_input_tokens ?? 0,
        cache_write_tokens: usage.cache_creation_input_tokens ?? 0,
      }
    : null;
  const response: ProviderResponse = {
    // promptfoo's output: the text blocks joined by blank lines; with tool calls it didn't ask for, each other block as its JSON too.
    output: (context.ownTools || toolCalls.length === 0 ? texts : shown).join('\n\n'),
    latency_ms: context.latency_ms,
    usage: counts
      ? {
          // Anthropic counts cache reads and writes apart from input_tokens, as the results schema does.
          input_tokens: counts.input_tokens,
          output_tokens: counts.output_tokens,
          ...(usage?.cache_read_input_tokens != null ? { cached_input_tokens: counts.cache_read_tokens } : {}),
          ...(usage?.cache_creation_input_tokens != null ? { cache_write_input_tokens: counts.cache_write_tokens } : {}),
        }
      : null,
    cost_usd: counts ? costUsd(context.model, counts, context.prices, context.tier, { provider: 'anthropic', names: [context.label] }) : null,
  };
  if (context.ownTools && toolCalls.length > 0) response.toolCalls = toolCalls;
  if (message.stop_reason) {
    response.stop_reason = message.stop_reason;
    const finish = normaliseFinishReason(message.stop_reason);
    if (finish) response.finish_reason = finish;
  }
  return response;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

interface AnthropicErrorBody {
  error?: { type?: unknown; message?: unknown; details?: { error_code?: unknown } };
}

/** Anthropic's error body (`{type: error, error: {type, message}}`) and the refusals that are the account's, not the call's. */
export const anthropicErrors: ApiErrors = {
  read(body) {
    const error = (body as AnthropicErrorBody | undefined)?.error;
    if (typeof error?.message !== 'string') return null;
    return { message: error.message, ...(typeof error.type === 'string' ? { type: error.type } : {}) };
  },
  // 402 billing_error is no-quota by its status already.
  quotaCodes: ['billing_error'],
  setupKind(failure) {
    const error = (failure.body as AnthropicErrorBody | undefined)?.error;
    // The monthly spend limit is a 429 that no wait lifts; a spent credit balance, a 400.
    if (failure.status === 429 && error?.details?.error_code === 'enforced_spend_limit_reached') return 'no-quota';
    if (failure.status === 400 && /credit balance is too low/i.test(failure.error?.message ?? '')) return 'no-quota';
    return undefined;
  },
};
