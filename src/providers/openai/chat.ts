// Chat Completions (`POST /chat/completions`): the body of one call, and its
// reply read into the provider-neutral response. The conversation maps onto
// OpenAI's messages: the system prompt first, a tool call as the assistant
// message's `tool_calls` (arguments as a JSON string), each tool result as a
// `tool` message naming the call it answers.
import { z } from 'zod';
import type { EnvVars } from '../http/index.js';
import { readReply } from '../http/index.js';
import { normaliseFinishReason } from '../finish-reason.js';
import type { PriceTier } from '../prices.js';
import type { Message, ProviderRequest, ProviderResponse, ToolCall, ToolSpec } from '../types.js';
import type { Config } from './config.js';
import { toolArguments, toolResultText, usageAndCost, type Pricing } from './reply.js';
import { promptConversation, sampling } from './sampling.js';
import { isReasoningModel } from './ids.js';

/** Config keys sent as they are when set (promptfoo's getOpenAiBody). */
const PASSED_KEYS = ['service_tier', 'user', 'metadata', 'store', 'prompt_cache_key', 'logit_bias', 'n', 'parallel_tool_calls'] as const;

export function chatBody(model: string, request: ProviderRequest, config: Config, env: EnvVars): Record<string, unknown> {
  const s = sampling(model, request.inference, config, env);
  const body: Record<string, unknown> = { model, messages: chatMessages(request) };
  if (s.seed !== undefined) body['seed'] = s.seed;
  if (s.maxTokens !== undefined) body['max_tokens'] = s.maxTokens;
  if (s.maxCompletionTokens !== undefined) body['max_completion_tokens'] = s.maxCompletionTokens;
  if (s.temperature !== undefined) body['temperature'] = s.temperature;
  if (s.top_p !== undefined) body['top_p'] = s.top_p;
  if (s.presence_penalty !== undefined) body['presence_penalty'] = s.presence_penalty;
  if (s.frequency_penalty !== undefined) body['frequency_penalty'] = s.frequency_penalty;
  if (request.tools?.length) body['tools'] = request.tools.map(chatTool);
  else if (Array.isArray(config['tools']) && config['tools'].length > 0) body['tools'] = config['tools'];
  if (body['tools'] && config['tool_choice'] !== undefined) body['tool_choice'] = config['tool_choice'];
  if (isObject(config['response_format'])) body['response_format'] = config['response_format'];
  if (s.stop) body['stop'] = s.stop;
  if (config['reasoning_effort'] !== undefined && isReasoningModel(model)) body['reasoning_effort'] = config['reasoning_effort'];
  if (config['verbosity'] !== undefined && /(^|\/)gpt-5/.test(model)) body['verbosity'] = config['verbosity'];
  for (const key of PASSED_KEYS) if (config[key] !== undefined) body[key] = config[key];
  if (isObject(config['passthrough'])) Object.assign(body, config['passthrough']);
  return body;
}

function chatTool(tool: ToolSpec) {
  return {
    type: 'function',
    function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.parameters },
  };
}

/** The request's conversation as OpenAI's messages. */
export function chatMessages(request: ProviderRequest): Record<string, unknown>[] {
  const system = request.system ? [{ role: 'system', content: request.system }] : [];
  if (!request.messages?.length) return [...system, ...(promptConversation(request.prompt) ?? [{ role: 'user', content: request.prompt }])];
  return [...system, ...request.messages.flatMap(toChatMessages)];
}

function toChatMessages(message: Message): Record<string, unknown>[] {
  switch (message.role) {
    case 'user':
      return [{ role: 'user', content: message.text }];
    case 'assistant': {
      const calls = message.toolCalls ?? [];
      if (calls.length === 0) return [{ role: 'assistant', content: message.text }];
      return [
        {
          role: 'assistant',
          content: message.text || null,
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        },
      ];
    }
    case 'tool':
      return message.results.map((result) => ({ role: 'tool', tool_call_id: result.id, content: toolResultText(result.content) }));
  }
}

const count = z.number().nonnegative();

const ChoiceSchema = z.looseObject({
  message: z.looseObject({
    content: z.string().nullish(),
    refusal: z.string().nullish(),
    tool_calls: z.array(z.looseObject({ id: z.string(), function: z.looseObject({ name: z.string(), arguments: z.string() }) })).nullish(),
  }),
  finish_reason: z.string().nullish(),
});

const ChatReplySchema = z.looseObject({
  model: z.string().optional(),
  // At least one choice (a tuple with a rest, so the first is typed as present).
  choices: z.tuple([ChoiceSchema], ChoiceSchema),
  usage: z
    .looseObject({
      prompt_tokens: count,
      completion_tokens: count,
      prompt_tokens_details: z.looseObject({ cached_tokens: count.nullish() }).nullish(),
    })
    .nullish(),
});

/** A chat completion as the run's response; another shape is `MalformedReply` naming the field. */
export function readChatReply(json: unknown, who: string, latency_ms: number, pricing: Pricing, tier?: PriceTier): ProviderResponse {
  const reply = readReply(ChatReplySchema, json, who);
  const [choice] = reply.choices;
  const message = choice.message;
  const toolCalls: ToolCall[] = (message.tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.function.name,
    arguments: toolArguments(call.function.arguments),
  }));
  const u = reply.usage;
  const counts = u
    ? { prompt: u.prompt_tokens, output: u.completion_tokens, cached: u.prompt_tokens_details?.cached_tokens ?? undefined }
    : undefined;
  // A refusal comes in its own field, with no content: it is the answer the assertions see.
  const response: ProviderResponse = {
    output: message.content ?? message.refusal ?? '',
    latency_ms,
    ...usageAndCost(counts, reply.model, pricing, tier),
  };
  if (toolCalls.length) response.toolCalls = toolCalls;
  if (choice.finish_reason) {
    response.stop_reason = choice.finish_reason;
    const finish = normaliseFinishReason(choice.finish_reason);
    if (finish) response.finish_reason = finish;
  }
  return response;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
