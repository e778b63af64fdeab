// Reading a promptfoo provider `config` (untrusted: it comes from a dataset's
// promptfooconfig.yaml) for the providers that speak a vendor's API over HTTP
// (Anthropic, Gemini, Ollama): typed reads that ignore a value of the wrong
// type, the one check that names such a value before any call, the request
// headers a config adds, and what a tool result is as text.
import type { Inference } from '../config/schemas.js';
import type { Message, ProviderRequest } from './types.js';

export type ProviderConfig = Readonly<Record<string, unknown>>;

/** The type a config key must have: checked before the run, so a wrong one is a dataset problem and not a call's 400. */
export type ConfigType = 'number' | 'string' | 'boolean' | 'object' | 'strings' | 'array' | 'string-or-object';

export function configNumber(config: ProviderConfig | undefined, key: string): number | undefined {
  const value = config?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function configString(config: ProviderConfig | undefined, key: string): string | undefined {
  const value = config?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function configObject(config: ProviderConfig | undefined, key: string): Record<string, unknown> | undefined {
  const value = config?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function configStrings(config: ProviderConfig | undefined, key: string): string[] | undefined {
  const value = config?.[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) && value.every((s) => typeof s === 'string') ? value : undefined;
}

function hasType(value: unknown, type: ConfigType): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'strings':
      return typeof value === 'string' || (Array.isArray(value) && value.every((s) => typeof s === 'string'));
    case 'array':
      return Array.isArray(value);
    case 'string-or-object':
      return typeof value === 'string' || hasType(value, 'object');
  }
}

const TYPE_WORDS: Readonly<Record<ConfigType, string>> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'a mapping',
  strings: 'a string or a list of strings',
  array: 'a list',
  'string-or-object': 'a string or a mapping',
};

/** Every key of `types` the config sets to a value of another type, in one line; null when all fit. */
export function configTypeProblem(config: ProviderConfig, types: Readonly<Record<string, ConfigType>>): string | null {
  const wrong = Object.entries(types)
    .filter(([key, type]) => config[key] !== undefined && config[key] !== null && !hasType(config[key], type))
    .map(([key, type]) => `${key} must be ${TYPE_WORDS[type]}, got ${JSON.stringify(config[key]).slice(0, 60)}`);
  return wrong.length > 0 ? wrong.join('; ') : null;
}

/** A config's `headers`, as strings; a header whose value is not a string, number or boolean is left out. */
export function configHeaders(config: ProviderConfig | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(configObject(config, 'headers') ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/** `Name: value` lines (ANTHROPIC_CUSTOM_HEADERS), as the vendors' SDKs read them; a line without a colon is skipped. */
export function headerLines(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of (text ?? '').split(/\r?\n/).slice(0, 100)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Inference settings read from a config in a vendor's own names: the first of each list that is set. */
export function inferenceFrom(
  config: ProviderConfig,
  names: { temperature: string[]; max_tokens: string[]; top_p: string[]; stop: string[] },
): Inference {
  const first = <T>(keys: string[], read: (key: string) => T | undefined) => keys.map(read).find((v) => v !== undefined);
  const inference: Inference = {};
  const temperature = first(names.temperature, (k) => configNumber(config, k));
  const maxTokens = first(names.max_tokens, (k) => configNumber(config, k));
  const topP = first(names.top_p, (k) => configNumber(config, k));
  const stop = first(names.stop, (k) => configStrings(config, k));
  if (temperature !== undefined) inference.temperature = temperature;
  if (maxTokens !== undefined) inference.max_tokens = maxTokens;
  if (topP !== undefined) inference.top_p = topP;
  if (stop?.length) inference.stop = stop;
  return inference;
}

/** A tool result as the text the vendors' tool-result blocks carry: a string as it is, anything else as JSON. */
export function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  // JSON.stringify gives undefined for undefined (and functions), whatever its type says.
  return content === undefined ? 'null' : JSON.stringify(content);
}

/** A tool given the OpenAI way (`{type: function, function: {name, description, parameters}}`), as name, description and schema; null otherwise. */
export function openAiTool(tool: unknown): { name: string; description?: string; parameters?: unknown } | null {
  const fn = (tool as { type?: unknown; function?: { name?: unknown; description?: unknown; parameters?: unknown } } | null)?.function;
  if ((tool as { type?: unknown }).type !== 'function' || typeof fn?.name !== 'string') return null;
  return { name: fn.name, ...(typeof fn.description === 'string' ? { description: fn.description } : {}), parameters: fn.parameters };
}

/**
 * A prompt that is a JSON list of `{role, content}` turns (content a string)
 * as the conversation, a system turn as the system prompt, as promptfoo's
 * Gemini and Ollama providers read one (parseChatPrompt); any other prompt is one user turn.
 */
export function promptTurns(request: ProviderRequest): ProviderRequest {
  if (request.messages?.length || !request.prompt.trimStart().startsWith('[')) return request;
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.prompt);
  } catch {
    return request;
  }
  const turns = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  const valid = turns.length > 0 && turns.every((t) => typeof (t as { content?: unknown } | null)?.content === 'string');
  if (!valid) return request;
  const messages: Message[] = [];
  const system: string[] = [];
  for (const turn of turns as { role?: unknown; content: string }[]) {
    if (turn.role === 'system') system.push(turn.content);
    else
      messages.push(
        turn.role === 'assistant' || turn.role === 'model' ? { role: 'assistant', text: turn.content } : { role: 'user', text: turn.content },
      );
  }
  return { ...request, messages, ...(request.system === undefined && system.length > 0 ? { system: system.join('\n') } : {}) };
}
