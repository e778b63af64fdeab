// Anthropic's model ids as promptfoo names them, and the config keys its
// Messages provider reads: kept apart from the client (messages.ts) so the
// registration loads neither it nor the price table.
import { apiKeyEnvarProblem } from '../http/credentials.js';
import { configTypeProblem, type ConfigType, type ProviderConfig } from '../api-config.js';

/** The variables the key is read from, in order (the config's apiKeyEnvar, when it names one, goes first). */
export const ANTHROPIC_KEY_VARIABLES = ['ANTHROPIC_API_KEY'] as const;

/** The promptfoo `config` keys the provider honours, with the type each must have. */
export const ANTHROPIC_CONFIG: Readonly<Record<string, ConfigType>> = {
  apiKey: 'string',
  apiKeyEnvar: 'string',
  apiBaseUrl: 'string',
  headers: 'object',
  max_tokens: 'number',
  temperature: 'number',
  top_p: 'number',
  top_k: 'number',
  stop_sequences: 'strings',
  tools: 'array',
  tool_choice: 'object',
  output_format: 'object',
  effort: 'string',
  thinking: 'object',
  metadata: 'object',
  service_tier: 'string',
  beta: 'strings',
  extra_body: 'object',
  // Streamed or not, the answer is the same; the provider reads the whole message.
  stream: 'boolean',
};

/** The model a spec's target names (`messages:<model>`, or a bare model as promptfoo's `anthropic:<model>`), or why it names none. */
export function anthropicModel(target: string): { model: string } | { problem: string } {
  const [api, ...rest] = target.split(':');
  if (api === 'completion') {
    return { problem: `anthropic:${target} is the retired Text Completions API; use anthropic:messages:${rest.join(':')} (the Messages API)` };
  }
  const model = (api === 'messages' ? rest.join(':') : target).trim();
  return model === '' ? { problem: `anthropic:${target} names no model` } : { model };
}

/** promptfoo's `anthropic:messages:<model>` (and `anthropic:<model>`) as our spec. */
export function anthropicSpecOfId(id: string): { spec: string; chat: boolean } | { problem: string } {
  const found = anthropicModel(id.slice('anthropic:'.length));
  return 'problem' in found ? found : { spec: `anthropic:messages:${found.model}`, chat: true };
}

export function anthropicConfigProblem(config: ProviderConfig): string | null {
  const envar = config['apiKeyEnvar'];
  return configTypeProblem(config, ANTHROPIC_CONFIG) ?? (envar === undefined ? null : apiKeyEnvarProblem(envar));
}
