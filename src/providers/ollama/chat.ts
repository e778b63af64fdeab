// `ollama:chat:<model>` (Ollama's native /api/chat, `stream: false`: one
// object, as ollama-js asks) and `ollama:embedding:<model>` (/api/embed)
// through the shared HTTP layer. The host is OLLAMA_BASE_URL (promptfoo's
// variable), else http://localhost:11434; a local Ollama takes no key, and
// OLLAMA_API_KEY, when set, goes as a bearer token (ollama.com wants one).
import { z } from 'zod';
import { configObject, configStrings, type ProviderConfig } from '../api-config.js';
import { configHeaders, promptTurns, toolResultText, openAiTool } from '../api-request.js';
import { JsonApi, keyHosts, readReply, type ApiErrors, type EnvVars } from '../http/index.js';
import { costUsd } from '../prices.js';
import type { ProviderOptions } from '../registration.js';
import { ProviderError, type Message, type ModelSpec, type Provider, type ProviderRequest, type ProviderResponse, type ToolCall } from '../types.js';
import { OLLAMA_OPTION_KEYS, ollamaModel } from './ids.js';

export const OLLAMA_BASE_URL = 'http://localhost:11434';

/** Ollama's error body is `{"error": "..."}`; it has no 429 (a full queue is a 503, a throttle here too). */
const ollamaErrors: ApiErrors = {
  read(body) {
    const error = (body as { error?: unknown } | undefined)?.error;
    return typeof error === 'string' ? { message: error } : null;
  },
};

function ollamaApi(options: ProviderOptions): JsonApi {
  const env: EnvVars = options.env ?? {};
  const key = env['OLLAMA_API_KEY']?.trim();
  return new JsonApi({
    service: 'Ollama',
    baseUrl: env['OLLAMA_BASE_URL']?.trim() || OLLAMA_BASE_URL,
    endpointFrom: 'OLLAMA_BASE_URL',
    // No key is no error: a local server takes none.
    key: { value: key ?? '', from: 'OLLAMA_API_KEY' },
    keyHosts: keyHosts(['localhost:11434', 'ollama.com'], ['OLLAMA_BASE_URL'], options.apiHosts),
    env,
    authHeaders: (value): Record<string, string> => (value ? { authorization: `Bearer ${value}` } : {}),
    headers: configHeaders(options.config),
    errors: ollamaErrors,
  });
}

/** A model that is not pulled is a setup error whose fix says how to pull it. */
async function posting<T>(api: JsonApi, model: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ProviderError) || error.setup?.kind !== 'unknown-model') throw error;
    const fix = `Ollama at ${api.baseUrl} has no model ${model}: run \`ollama pull ${model}\` on that host, or check the name (OLLAMA_BASE_URL says which host).`;
    throw new ProviderError(error.message, { code: error.code, setup: { kind: 'unknown-model', fix } });
  }
}

const count = z.number().min(0).nullish();
const ChatSchema = z.looseObject({
  message: z.looseObject({
    content: z.string().nullish(),
    tool_calls: z.array(z.looseObject({ id: z.string().nullish(), function: z.looseObject({ name: z.string(), arguments: z.unknown() }) })).nullish(),
  }),
  done_reason: z.string().nullish(),
  prompt_eval_count: count,
  eval_count: count,
  total_duration: count,
});
const EmbedSchema = z.looseObject({ embeddings: z.array(z.array(z.number())).min(1), prompt_eval_count: count });

export function createOllamaProvider(spec: ModelSpec, options: ProviderOptions): Provider {
  const found = ollamaModel(spec.target);
  if ('problem' in found) throw new Error(found.problem);
  const { model } = found;
  const api = ollamaApi(options);
  const config = options.config ?? {};
  return {
    spec,
    deterministic: false,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const body = chatBody(model, promptTurns(request), config);
      const reply = await posting(api, model, () => api.post('api/chat', body, { target: model, signal: request.signal }));
      const chat = readReply(ChatSchema, reply.json, `Ollama ${model}`);
      const toolCalls: ToolCall[] = (chat.message.tool_calls ?? []).map((call, i) => ({
        id: call.id ?? `${call.function.name}-${i}`,
        name: call.function.name,
        arguments: isObject(call.function.arguments) ? call.function.arguments : parsedArguments(call.function.arguments),
      }));
      const ownTools = Boolean(request.tools?.length);
      const input = chat.prompt_eval_count ?? 0;
      const output = chat.eval_count ?? 0;
      const response: ProviderResponse = {
        // promptfoo: the content; with tool calls it did not ask for, the calls as JSON.
        output: ownTools || toolCalls.length === 0 ? (chat.message.content ?? '') : JSON.stringify(chat.message.tool_calls),
        latency_ms: reply.latency_ms,
        usage: { input_tokens: input, output_tokens: output },
        // Ollama has no price list (a local model costs what its machine does): a prices file gives one, by spec or model.
        cost_usd: costUsd(model, { input_tokens: input, output_tokens: output }, options.prices, 'on-demand', {
          provider: 'ollama',
          names: [spec.label],
        }),
      };
      if (chat.total_duration != null) response.service_latency_ms = Math.round(chat.total_duration / 1e6);
      if (ownTools && toolCalls.length > 0) response.toolCalls = toolCalls;
      if (chat.done_reason) {
        response.stop_reason = chat.done_reason;
        response.finish_reason = toolCalls.length > 0 ? 'tool_calls' : chat.done_reason;
      }
      return response;
    },
  };
}

/** /api/chat's body: the turns, `stream: false`, promptfoo's option keys (and the inference settings) in `options`. */
function chatBody(model: string, request: ProviderRequest, config: ProviderConfig): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const key of Object.keys(OLLAMA_OPTION_KEYS)) if (config[key] !== undefined) options[key] = config[key];
  const stop = configStrings(config, 'stop');
  if (stop) options['stop'] = stop;
  const inference = request.inference ?? {};
  if (inference.temperature !== undefined) options['temperature'] = inference.temperature;
  if (inference.top_p !== undefined) options['top_p'] = inference.top_p;
  if (inference.max_tokens !== undefined) options['num_predict'] = inference.max_tokens;
  if (inference.stop?.length) options['stop'] = inference.stop;
  const messages = [
    ...(request.system ? [{ role: 'system', content: request.system }] : []),
    ...(request.messages?.length ? toMessages(request.messages) : [{ role: 'user', content: request.prompt }]),
  ];
  const tools = request.tools?.length
    ? request.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }))
    : Array.isArray(config['tools'])
      ? (config['tools'] as unknown[]).filter((t) => openAiTool(t) !== null)
      : [];
  const body: Record<string, unknown> = { model, messages, stream: false };
  if (Object.keys(options).length > 0) body['options'] = options;
  if (tools.length > 0) body['tools'] = tools;
  for (const key of ['think', 'format', 'keep_alive'] as const) if (config[key] !== undefined) body[key] = config[key];
  return { ...body, ...configObject(config, 'passthrough') };
}

/** Ollama's turns: a tool call's arguments as an object, a result as a `tool` message naming the function. */
function toMessages(messages: Message[]): Record<string, unknown>[] {
  const names = new Map<string, string>();
  return messages.flatMap((message): Record<string, unknown>[] => {
    switch (message.role) {
      case 'user':
        return [{ role: 'user', content: message.text }];
      case 'assistant':
        for (const call of message.toolCalls ?? []) names.set(call.id, call.name);
        return [
          {
            role: 'assistant',
            content: message.text,
            ...(message.toolCalls?.length
              ? { tool_calls: message.toolCalls.map((c) => ({ function: { name: c.name, arguments: c.arguments } })) }
              : {}),
          },
        ];
      case 'tool':
        return message.results.map((r) => ({ role: 'tool', content: toolResultText(r.content), tool_name: names.get(r.id) ?? r.id }));
    }
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Arguments a model sent as a JSON string (some OpenAI-minded templates do): parsed when they are an object, else kept under `value`. */
function parsedArguments(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isObject(parsed)) return parsed;
    } catch {
      // kept as given below
    }
  }
  return { value };
}

/** `ollama:embedding:<model>`: one text through /api/embed. */
export function createOllamaEmbeddingProvider(spec: ModelSpec, options: ProviderOptions): Provider {
  const found = ollamaModel(spec.target);
  if ('problem' in found) throw new Error(found.problem);
  const { model } = found;
  const api = ollamaApi(options);
  return {
    spec,
    deterministic: true,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const reply = await posting(api, model, () =>
        api.post('api/embed', { model, input: request.prompt }, { target: model, signal: request.signal }),
      );
      const embed = readReply(EmbedSchema, reply.json, `Ollama ${model}`);
      const input = embed.prompt_eval_count ?? 0;
      return {
        output: '',
        embedding: embed.embeddings[0] ?? [],
        latency_ms: reply.latency_ms,
        usage: { input_tokens: input, output_tokens: 0 },
        cost_usd: costUsd(model, { input_tokens: input, output_tokens: 0 }, options.prices, 'on-demand', { provider: 'ollama', names: [spec.label] }),
      };
    },
  };
}
