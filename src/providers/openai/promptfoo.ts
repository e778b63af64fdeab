// How a promptfoo config names OpenAI and Azure models, and which of its
// `config` keys supereval honours (as promptfoo's OpenAI and Azure providers
// read them: getOpenAiBody, getApiUrl, getApiKey). Light: no client here.
import type { Inference } from '../../config/index.js';
import { apiKeyEnvarProblem } from '../http/credentials.js';
import type { PromptfooIds } from '../registration.js';
import type { OpenAITarget } from './ids.js';

const OPENAI_KEYS = [
  'apiKey',
  'apiKeyEnvar',
  'apiKeyRequired',
  'apiHost',
  'apiBaseUrl',
  'organization',
  'headers',
  'temperature',
  'max_tokens',
  'max_completion_tokens',
  'max_output_tokens',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
  'seed',
  'stop',
  'response_format',
  'tools',
  'tool_choice',
  'reasoning_effort',
  'verbosity',
  'instructions',
  'passthrough',
  'omitDefaults',
  'prompt_cache_key',
  'service_tier',
  'user',
  'metadata',
  'store',
  'logit_bias',
  'n',
  'parallel_tool_calls',
  'max_tool_calls',
  'include',
  'truncation',
] as const;

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The inference settings of a config, in OpenAI's names (the rest the provider reads from the config itself). */
function inference(config: Readonly<Record<string, unknown>>): Inference {
  const out: Inference = {};
  const temperature = num(config['temperature']);
  if (temperature !== undefined) out.temperature = temperature;
  const maxTokens = num(config['max_tokens']);
  if (maxTokens !== undefined) out.max_tokens = maxTokens;
  const topP = num(config['top_p']);
  if (topP !== undefined) out.top_p = topP;
  const stop = config['stop'];
  if (typeof stop === 'string') out.stop = [stop];
  else if (Array.isArray(stop)) out.stop = stop.filter((s): s is string => typeof s === 'string');
  return out;
}

/** Why a config cannot be run as written, or null. */
function configProblem(config: Readonly<Record<string, unknown>>): string | null {
  if (config['apiKeyEnvar'] !== undefined) {
    const problem = apiKeyEnvarProblem(config['apiKeyEnvar']);
    if (problem) return problem;
  }
  const headers = config['headers'];
  if (headers !== undefined && (typeof headers !== 'object' || headers === null || Array.isArray(headers)))
    return 'headers must be a mapping of names to values';
  if (typeof config['response_format'] === 'string') {
    return 'response_format as a file (file://...) is not read by supereval; write the format inline in the config';
  }
  for (const name of ['apiBaseUrl', 'apiHost', 'apiKey', 'apiVersion'] as const) {
    if (config[name] !== undefined && typeof config[name] !== 'string') return `${name} must be a string`;
  }
  return null;
}

/** The promptfoo side of a registration whose targets `parse` reads (`openai:` or `azure:`). */
export function openAIFamilyIds(
  kind: string,
  parse: (target: string) => OpenAITarget | { problem: string },
  extraKeys: readonly string[] = [],
): PromptfooIds {
  return {
    spec(id) {
      const target = parse(id.slice(kind.length + 1));
      if ('problem' in target) return target;
      if (target.api === 'embedding')
        return { problem: `"${id}" is an embedding model; a config's providers answer prompts (use it as the grader's embedding provider instead)` };
      // promptfoo sends the prompt as one user message, or the JSON list of messages it is (the provider reads that).
      return { spec: id, chat: false };
    },
    inference,
    configKeys: [...OPENAI_KEYS, ...extraKeys],
    configProblem,
  };
}
