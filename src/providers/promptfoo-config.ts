// promptfoo's provider entries and chat prompts, as supereval's providers
// take them: which promptfoo ids name a model supereval runs (and as which
// spec), the inference settings a provider's `config` gives, and a rendered
// prompt as the turns promptfoo's Bedrock Converse provider sends
// (parseConverseMessages in its src/providers/bedrock/converse.ts).
import type { Inference } from '../config/index.js';
import { PROVIDERS, registrationWithPrefix } from './registry.js';
import type { Message } from './types.js';

/** A config's provider as supereval runs it. */
export interface ConfigProvider {
  /** Our spec: `echo`, `bedrock:<model id>`. */
  spec: string;
  /** What results are reported under: the entry's label, else its id as written. */
  label: string;
  inference: Inference;
  /** The config keys supereval does not use, for a warning. */
  ignored: string[];
  /** The prompt goes to the model as chat turns (Bedrock), not as one text (echo). */
  chat: boolean;
  /** The entry's `config` as written, handed to a provider that reads more of it than the inference settings (apiBaseUrl, headers...). */
  config?: Readonly<Record<string, unknown>>;
}

/** Bedrock's promptfoo spellings that name a text model: `bedrock:<id>`, and these before the id. */
const BEDROCK_TEXT_APIS = new Set(['converse', 'completion', 'messages']);
/** Bedrock's promptfoo spellings that are not a text model answering a prompt. */
const BEDROCK_OTHER = new Set(['agents', 'kb', 'knowledge-base', 'embeddings', 'embedding', 'nova-sonic', 'video', 'mantle', 'image']);

/** The config keys read as inference settings (promptfoo's Bedrock buildInferenceConfig: camelCase first). */
const INFERENCE_KEYS = ['temperature', 'maxTokens', 'max_tokens', 'topP', 'top_p', 'stopSequences', 'stop'];
/** Keys that change nothing about the answer here, said neither as used nor as ignored. */
const QUIET_KEYS = ['region'];

function inferenceOf(config: Record<string, unknown>): Inference {
  const inference: Inference = {};
  const temperature = config['temperature'];
  const maxTokens = config['maxTokens'] ?? config['max_tokens'];
  const topP = config['topP'] ?? config['top_p'];
  const stop = config['stopSequences'] ?? config['stop'];
  if (typeof temperature === 'number') inference.temperature = temperature;
  if (typeof maxTokens === 'number') inference.max_tokens = maxTokens;
  if (typeof topP === 'number') inference.top_p = topP;
  if (Array.isArray(stop) && stop.every((s) => typeof s === 'string')) inference.stop = stop;
  return inference;
}

/**
 * The spec a promptfoo provider id runs as, or why supereval does not run it:
 * `echo`; `bedrock:<id>`, `bedrock:converse:<id>`, `bedrock:completion:<id>`
 * and `bedrock:messages:<id>`, all through Converse.
 */
export function specOfPromptfooId(id: string): { spec: string; chat: boolean } | { problem: string } {
  if (id === 'echo') return { spec: 'echo', chat: false };
  const named = promptfooIdsOf(id);
  if (named) return named.spec(id);
  if (id.startsWith('bedrock:')) {
    const parts = id.split(':');
    const api = parts[1] ?? '';
    if (BEDROCK_OTHER.has(api) || api.includes('nova-sonic') || api.includes('luma.ray') || api.includes('nova-reel')) {
      return {
        problem: `"${id}" is not a text model: supereval runs Bedrock models through Converse (bedrock:<model id>, bedrock:converse:<model id>)`,
      };
    }
    const model = BEDROCK_TEXT_APIS.has(api) ? parts.slice(2).join(':') : parts.slice(1).join(':');
    if (model === '') return { problem: `"${id}" names no model` };
    return { spec: `bedrock:${model}`, chat: true };
  }
  return {
    problem: `supereval does not run the provider "${id}": it runs echo${otherIds()} and Bedrock models (bedrock:<model id>); replace it, or run with --model <model id>`,
  };
}

/** The promptfoo ids of the registration whose prefix `id` starts with, when it takes them. */
function promptfooIdsOf(id: string) {
  const colon = id.indexOf(':');
  return colon > 0 ? registrationWithPrefix(id.slice(0, colon))?.promptfoo : undefined;
}

/** The other providers a config may name, for a message: `, openai:<model>, azure:chat:<deployment>`. */
function otherIds(): string {
  return PROVIDERS.flatMap((p) => (p.promptfoo ? [`, ${p.help.spec}`] : [])).join('');
}

/** A config's provider entry as supereval runs it, or why it cannot. */
export function configProvider(entry: { id: string; label: string | null; config: Record<string, unknown> }): ConfigProvider | { problem: string } {
  const spec = specOfPromptfooId(entry.id);
  if ('problem' in spec) return spec;
  const label = entry.label ?? entry.id;
  const named = promptfooIdsOf(entry.id);
  if (named) {
    const problem = named.configProblem?.(entry.config);
    if (problem) return { problem: `"${entry.id}": ${problem}` };
    const ignored = Object.keys(entry.config).filter((k) => !named.configKeys.includes(k));
    return { spec: spec.spec, label, inference: named.inference(entry.config), ignored, chat: spec.chat, config: entry.config };
  }
  const ignored = Object.keys(entry.config).filter((k) => !INFERENCE_KEYS.includes(k) && !QUIET_KEYS.includes(k));
  return { spec: spec.spec, label, inference: inferenceOf(entry.config), ignored, chat: spec.chat };
}

/** A message's content as text: a string, or its text blocks joined; any other block as its JSON, as promptfoo sends it. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return JSON.stringify(content);
  return content
    .map((block: unknown) => {
      if (typeof block === 'string') return block;
      const b = block as { type?: unknown; text?: unknown };
      return b.type === 'text' && typeof b.text === 'string' ? b.text : JSON.stringify(block);
    })
    .join('\n');
}

/**
 * A rendered prompt as promptfoo's Converse provider sends it: a JSON list of
 * `{role, content}` is the conversation (system turns become the system
 * prompt); any other text is split at lines starting `system:`, `user:` or
 * `assistant:`, and a text without them is one user turn.
 */
export function chatTurns(prompt: string): { messages: Message[]; system?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(prompt);
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed)) {
    const system: string[] = [];
    const messages: Message[] = [];
    for (const message of parsed as unknown[]) {
      if (message === null || typeof message !== 'object') continue;
      const { role, content } = message as { role?: unknown; content?: unknown };
      if (role === 'system') system.push(typeof content === 'string' ? content : JSON.stringify(content));
      else if (role === 'user' || role === 'assistant') messages.push({ role, text: contentText(content) });
    }
    return { messages, ...(system.length > 0 ? { system: system.join('\n') } : {}) };
  }
  return lineTurns(prompt);
}

function lineTurns(prompt: string): { messages: Message[]; system?: string } {
  const messages: Message[] = [];
  let system: string | undefined;
  let role: 'user' | 'assistant' | null = null;
  let lines: string[] = [];
  const push = () => {
    if (role && lines.length > 0) messages.push({ role, text: lines.join('\n') });
    lines = [];
  };
  for (const line of prompt.split('\n')) {
    const trimmed = line.trim();
    const lower = trimmed.toLowerCase();
    if (lower.startsWith('system:')) {
      push();
      system = trimmed.slice(7).trim();
      role = null;
    } else if (lower.startsWith('user:') || lower.startsWith('assistant:')) {
      push();
      role = lower.startsWith('user:') ? 'user' : 'assistant';
      const rest = trimmed.slice(role === 'user' ? 5 : 10).trim();
      if (rest) lines.push(rest);
    } else if (role) lines.push(line);
    else {
      role = 'user';
      lines.push(line);
    }
  }
  push();
  if (messages.length === 0) messages.push({ role: 'user', text: prompt });
  return { messages, ...(system === undefined ? {} : { system }) };
}
