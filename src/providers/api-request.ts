// What the clients of the vendor APIs (Anthropic, Gemini, Ollama) share in
// building a request, loaded with them and not with their registrations: the
// headers a config adds, a tool given the OpenAI way, a tool result as text,
// and a prompt that is a JSON list of turns.
import { configObject, type ProviderConfig } from './api-config.js';
import type { Message, ProviderRequest } from './types.js';

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
