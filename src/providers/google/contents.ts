// A call as a generateContent body: the conversation as `contents` (user and
// model turns of parts; a tool call a `functionCall` part, its result a
// `functionResponse` part naming the function), the system prompt as
// `systemInstruction`, the inference settings and promptfoo's Gemini config
// keys in `generationConfig` (promptfoo's ai.studio provider builds it so).
import { appendAll } from '../../base/index.js';
import { configObject, configStrings, type ProviderConfig } from '../api-config.js';
import { openAiTool } from '../api-request.js';
import type { Message, ProviderRequest } from '../types.js';

type Part = Record<string, unknown>;
type Content = { role: 'user' | 'model'; parts: Part[] };

export function generateBody(request: ProviderRequest, config: ProviderConfig): Record<string, unknown> {
  const inference = request.inference ?? {};
  const generationConfig: Record<string, unknown> = {};
  if (inference.temperature !== undefined) generationConfig['temperature'] = inference.temperature;
  if (inference.top_p !== undefined) generationConfig['topP'] = inference.top_p;
  for (const key of ['topK', 'seed'] as const) if (typeof config[key] === 'number') generationConfig[key] = config[key];
  if (inference.stop?.length) generationConfig['stopSequences'] = inference.stop;
  if (inference.max_tokens !== undefined) generationConfig['maxOutputTokens'] = inference.max_tokens;
  Object.assign(generationConfig, configObject(config, 'generationConfig'));
  const schema = configObject(config, 'responseSchema');
  if (schema) Object.assign(generationConfig, { response_schema: schema, response_mime_type: 'application/json' });

  const body: Record<string, unknown> = {
    contents: request.messages?.length ? toContents(request.messages) : [{ role: 'user', parts: [{ text: request.prompt }] }],
  };
  if (Object.keys(generationConfig).length > 0) body['generationConfig'] = generationConfig;
  const system = request.system ?? configStrings(config, 'systemInstruction')?.join('\n');
  if (system) body['systemInstruction'] = { parts: [{ text: system }] };
  const declarations = request.tools?.length
    ? request.tools.map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}), parameters: t.parameters }))
    : null;
  const tools = declarations ? [{ functionDeclarations: declarations }] : configTools(config);
  if (tools.length > 0) body['tools'] = tools;
  for (const key of ['toolConfig', 'safetySettings'] as const) if (config[key] !== undefined) body[key] = config[key];
  return { ...body, ...configObject(config, 'passthrough') };
}

/** A config's `tools`: Gemini's own (`{functionDeclarations}`, `{googleSearch}`...), or OpenAI's, gathered into one declaration list. */
function configTools(config: ProviderConfig): Part[] {
  const list = Array.isArray(config['tools']) ? (config['tools'] as unknown[]) : [];
  const functions = list.flatMap((tool) => {
    const fn = openAiTool(tool);
    return fn
      ? [{ name: fn.name, ...(fn.description ? { description: fn.description } : {}), ...(fn.parameters ? { parameters: fn.parameters } : {}) }]
      : [];
  });
  const own = list.filter((tool): tool is Part => openAiTool(tool) === null && tool !== null && typeof tool === 'object');
  return functions.length > 0 ? [...own, { functionDeclarations: functions }] : own;
}

/**
 * Turns as Gemini takes them: a tool's result goes back in a user turn as a
 * `functionResponse` naming the function (which our results know by the
 * call's id only), its `response` an object.
 */
function toContents(messages: Message[]): Content[] {
  const names = new Map<string, string>();
  const contents: Content[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'model' : 'user';
    let parts: Part[];
    if (message.role === 'user') parts = [{ text: message.text }];
    else if (message.role === 'assistant') {
      parts = message.text ? [{ text: message.text }] : [];
      for (const call of message.toolCalls ?? []) {
        names.set(call.id, call.name);
        parts.push({ functionCall: { name: call.name, args: call.arguments } });
      }
    } else {
      parts = message.results.map((result) => ({
        functionResponse: { name: names.get(result.id) ?? result.id, response: responseObject(result.content, result.isError === true) },
      }));
    }
    const previous = contents.at(-1);
    if (previous?.role === role) appendAll(previous.parts, parts);
    else contents.push({ role, parts });
  }
  return contents;
}

/** A tool's result as the object `functionResponse.response` must be: an object as it is, anything else under `result` (or `error`). */
function responseObject(content: unknown, isError: boolean): Record<string, unknown> {
  if (isError) return { error: content };
  return content !== null && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, unknown>) : { result: content };
}
