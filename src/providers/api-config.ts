// Reading a promptfoo provider `config` (untrusted: it comes from a dataset's
// promptfooconfig.yaml) for the providers that speak a vendor's API over HTTP
// (Anthropic, Gemini, Ollama): typed reads that ignore a value of the wrong
// type, the one check that names such a value before any call, and the
// inference settings a config gives. The registrations load this module; what
// only their clients need is in api-request.ts.
import type { Inference } from '../config/index.js';

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
