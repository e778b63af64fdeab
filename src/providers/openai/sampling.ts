// The sampling settings of one call, as promptfoo's OpenAI providers decide
// them (getOpenAiBody, and the Responses provider's body): the call's
// inference settings (a dataset's `inference`, a config's temperature,
// max_tokens, top_p, stop), then the config's other keys, then promptfoo's
// variables (OPENAI_TEMPERATURE, OPENAI_MAX_TOKENS...), then its defaults:
// temperature 0 and 1,024 tokens for a model that is not a reasoning model
// (o1, o3, o4, gpt-5...), which takes neither. `omitDefaults: true` drops the
// defaults, as there. promptfoo's verdicts on a config depend on them.
import type { Inference } from '../../config/index.js';
import { envNumber, type EnvVars } from '../http/index.js';
import type { Config } from './config.js';
import { isReasoningModel } from './ids.js';

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export interface Sampling {
  temperature?: number;
  /** Chat's max_tokens (Responses: max_output_tokens). */
  maxTokens?: number;
  /** Chat's max_completion_tokens, for a reasoning model. */
  maxCompletionTokens?: number;
  top_p?: number;
  stop?: string[];
  seed?: number;
  presence_penalty?: number;
  frequency_penalty?: number;
}

/** The settings of a call of `model` with these inference settings, config and environment. */
export function sampling(model: string, inference: Inference | undefined, config: Config, env: EnvVars): Sampling {
  const reasoning = isReasoningModel(model);
  const omit = config['omitDefaults'] === true;
  const out: Sampling = {};
  const temperature = inference?.temperature ?? num(config['temperature']) ?? envNumber(env, 'OPENAI_TEMPERATURE') ?? (omit ? undefined : 0);
  if (!reasoning && temperature !== undefined) out.temperature = temperature;
  const maxTokens = inference?.max_tokens ?? num(config['max_tokens']);
  if (reasoning) {
    // A reasoning model refuses max_tokens; a dataset's limit is its max_completion_tokens.
    const limit = num(config['max_completion_tokens']) ?? envNumber(env, 'OPENAI_MAX_COMPLETION_TOKENS') ?? maxTokens;
    if (limit !== undefined) out.maxCompletionTokens = limit;
  } else {
    const limit = maxTokens ?? envNumber(env, 'OPENAI_MAX_TOKENS') ?? (omit ? undefined : 1024);
    if (limit !== undefined) out.maxTokens = limit;
  }
  const topP = inference?.top_p ?? num(config['top_p']) ?? envNumber(env, 'OPENAI_TOP_P');
  if (topP !== undefined) out.top_p = topP;
  const stop = inference?.stop ?? stopList(config['stop']);
  if (stop?.length) out.stop = stop;
  const seed = num(config['seed']);
  if (seed !== undefined) out.seed = seed;
  for (const name of ['presence_penalty', 'frequency_penalty'] as const) {
    const value = num(config[name]) ?? envNumber(env, `OPENAI_${name.toUpperCase()}`);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function stopList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === 'string');
  return undefined;
}

/**
 * A prompt that is a JSON list of `{role, content}` messages is sent as that
 * conversation, as promptfoo's parseChatPrompt does; any other text is one
 * user message. Null when the prompt is not such a list.
 */
export function promptConversation(prompt: string): Record<string, unknown>[] | null {
  const trimmed = prompt.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const messages = parsed.filter(
    (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && typeof (m as { role?: unknown }).role === 'string',
  );
  return messages.length === parsed.length ? messages : null;
}
