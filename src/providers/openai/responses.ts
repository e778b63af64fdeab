// The Responses API (`POST /responses`): the body of one call and its reply.
// The system prompt is `instructions`; the conversation is `input` items:
// messages, `function_call` items for the tools the model called and
// `function_call_output` items for their results; tools are flat
// (`{type: function, name, parameters}`); structured output is `text.format`.
// The defaults are promptfoo's (its Responses provider): temperature 0 and
// max_output_tokens 1,024 unless the model reasons.
import { z } from 'zod';
import type { EnvVars } from '../http/index.js';
import { readReply } from '../http/index.js';
import type { PriceTier } from '../prices.js';
import type { Message, ProviderRequest, ProviderResponse, ToolCall } from '../types.js';
import type { Config } from './config.js';
import { isReasoningModel } from './ids.js';
import { toolArguments, toolResultText, usageAndCost, type Pricing } from './reply.js';
import { promptConversation, sampling } from './sampling.js';

const PASSED_KEYS = ['max_tool_calls', 'include', 'truncation', 'metadata', 'user', 'prompt_cache_key', 'service_tier'] as const;

export function responsesBody(model: string, request: ProviderRequest, config: Config, env: EnvVars): Record<string, unknown> {
  const s = sampling(model, request.inference, config, env);
  const body: Record<string, unknown> = { model, input: responsesInput(request) };
  const maxOutput = typeof config['max_output_tokens'] === 'number' ? config['max_output_tokens'] : (s.maxTokens ?? s.maxCompletionTokens);
  if (maxOutput !== undefined) body['max_output_tokens'] = maxOutput;
  if (isReasoningModel(model) && config['reasoning_effort'] !== undefined) body['reasoning'] = { effort: config['reasoning_effort'] };
  if (s.temperature !== undefined) body['temperature'] = s.temperature;
  const instructions = [request.system, typeof config['instructions'] === 'string' ? config['instructions'] : undefined].filter(Boolean);
  if (instructions.length) body['instructions'] = instructions.join('\n\n');
  if (s.top_p !== undefined) body['top_p'] = s.top_p;
  const tools = request.tools?.length
    ? request.tools.map((t) => ({
        type: 'function',
        name: t.name,
        ...(t.description ? { description: t.description } : {}),
        parameters: t.parameters,
      }))
    : Array.isArray(config['tools'])
      ? config['tools'].map(flatTool)
      : undefined;
  if (tools?.length) body['tools'] = tools;
  if (tools?.length && config['tool_choice'] !== undefined) body['tool_choice'] = config['tool_choice'];
  body['text'] = { format: textFormat(config['response_format']) };
  if (config['store'] !== undefined) body['store'] = Boolean(config['store']);
  for (const key of PASSED_KEYS) if (config[key] !== undefined) body[key] = config[key];
  if (isObject(config['passthrough'])) Object.assign(body, config['passthrough']);
  return body;
}

/** A Chat Completions tool (`{type: function, function: {...}}`) flattened as the Responses API wants it. */
function flatTool(tool: unknown): unknown {
  if (!isObject(tool) || tool['type'] !== 'function' || !isObject(tool['function'])) return tool;
  const { function: definition, ...rest } = tool;
  return { ...rest, ...definition };
}

/** A chat `response_format` as the Responses API's `text.format` (promptfoo's mapping: json_schema made strict). */
function textFormat(format: unknown): Record<string, unknown> {
  if (!isObject(format)) return { type: 'text' };
  if (format['type'] === 'json_object') return { type: 'json_object' };
  if (format['type'] !== 'json_schema') return { type: 'text' };
  const inner = isObject(format['json_schema']) ? format['json_schema'] : {};
  return {
    type: 'json_schema',
    name: inner['name'] ?? format['name'] ?? 'response_schema',
    schema: format['schema'] ?? inner['schema'],
    strict: true,
  };
}

function responsesInput(request: ProviderRequest): unknown {
  if (!request.messages?.length) return promptConversation(request.prompt) ?? request.prompt;
  return request.messages.flatMap(toItems);
}

function toItems(message: Message): Record<string, unknown>[] {
  switch (message.role) {
    case 'user':
      return [{ role: 'user', content: message.text }];
    case 'assistant':
      return [
        ...(message.text ? [{ role: 'assistant', content: message.text }] : []),
        ...(message.toolCalls ?? []).map((call) => ({
          type: 'function_call',
          call_id: call.id,
          name: call.name,
          arguments: JSON.stringify(call.arguments),
        })),
      ];
    case 'tool':
      return message.results.map((result) => ({ type: 'function_call_output', call_id: result.id, output: toolResultText(result.content) }));
  }
}

const count = z.number().nonnegative();

const OutputItemSchema = z.looseObject({
  type: z.string(),
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional(), refusal: z.string().optional() })).optional(),
  call_id: z.string().optional(),
  name: z.string().optional(),
  arguments: z.string().optional(),
});

const ResponsesReplySchema = z.looseObject({
  model: z.string().optional(),
  status: z.string().optional(),
  incomplete_details: z.looseObject({ reason: z.string().nullish() }).nullish(),
  output: z.array(OutputItemSchema),
  usage: z
    .looseObject({ input_tokens: count, output_tokens: count, input_tokens_details: z.looseObject({ cached_tokens: count.nullish() }).nullish() })
    .nullish(),
});

/** A Responses reply as the run's response; another shape is `MalformedReply` naming the field. */
export function readResponsesReply(json: unknown, who: string, latency_ms: number, pricing: Pricing, tier?: PriceTier): ProviderResponse {
  const reply = readReply(ResponsesReplySchema, json, who);
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  for (const item of reply.output) {
    if (item.type === 'message') for (const part of item.content ?? []) texts.push(part.text ?? part.refusal ?? '');
    if (item.type === 'function_call' && item.name !== undefined) {
      toolCalls.push({ id: item.call_id ?? '', name: item.name, arguments: toolArguments(item.arguments ?? '{}') });
    }
  }
  const u = reply.usage;
  const counts = u ? { prompt: u.input_tokens, output: u.output_tokens, cached: u.input_tokens_details?.cached_tokens ?? undefined } : undefined;
  const response: ProviderResponse = { output: texts.join(''), latency_ms, ...usageAndCost(counts, reply.model, pricing, tier) };
  if (toolCalls.length) response.toolCalls = toolCalls;
  // The API has no stop reason: `incomplete` says why it stopped short; a completed reply stopped, or called tools.
  const incomplete = reply.status === 'incomplete' ? (reply.incomplete_details?.reason ?? 'incomplete') : undefined;
  const stop = incomplete ?? reply.status;
  if (stop) response.stop_reason = stop;
  response.finish_reason =
    incomplete === 'max_output_tokens'
      ? 'length'
      : incomplete === 'content_filter'
        ? 'content_filter'
        : incomplete
          ? incomplete
          : toolCalls.length
            ? 'tool_calls'
            : 'stop';
  return response;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
