// Where an `openai:` or `azure:` model is called and with what key, read as
// promptfoo's OpenAI and Azure providers read them: the provider's promptfoo
// `config` first, then the environment the front end handed down (never
// the process environment). Which endpoint serves each API (Azure's deployment paths and
// its v1 API for Responses) is decided here too, so the client only sends.
import { firstSet, keyHosts, readApiKey, type ApiKey, type ApiOptions, type EnvVars } from '../http/index.js';
import { openAIErrors, azureErrors } from './errors.js';
import type { OpenAIApi, OpenAITarget } from './ids.js';

export type Config = Readonly<Record<string, unknown>>;

/** An API and the path under it one spec's calls go to. */
export interface Route {
  api: ApiOptions;
  /** Under the base URL: `chat/completions`, `deployments/<d>/embeddings`. */
  path: string;
  /** The genai-prices provider its models are priced under. */
  priceProvider: 'openai' | 'azure';
}

const OPENAI_PATHS: Readonly<Record<OpenAIApi, string>> = { chat: 'chat/completions', responses: 'responses', embedding: 'embeddings' };

/** promptfoo's default Azure api-version for chat and embeddings (its AzureChatCompletionProvider). */
export const AZURE_API_VERSION = '2024-12-01-preview';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The config's `headers`, as strings. */
export function configHeaders(config: Config): Record<string, string> {
  const headers = config['headers'];
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return {};
  return Object.fromEntries(Object.entries(headers as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
}

/** The key: the config's `apiKey`, the variable its `apiKeyEnvar` names, then the vendor's; none needed when `apiKeyRequired: false`. */
function apiKey(env: EnvVars, config: Config, variables: readonly string[]): ApiKey {
  const envar = text(config['apiKeyEnvar']);
  const key = readApiKey(env, envar ? [envar, ...variables] : variables, config['apiKey']);
  // A local server (vLLM, Ollama's /v1) may want none: then no auth header is sent.
  if (key.value === null && config['apiKeyRequired'] === false) return { value: '', from: 'none (apiKeyRequired: false)' };
  return key;
}

const bearer = (key: string): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});

/**
 * OpenAI and any server that speaks its API: the config's `apiHost`
 * (https://{host}/v1), its `apiBaseUrl` (as written), then OPENAI_API_HOST,
 * OPENAI_API_BASE_URL, OPENAI_BASE_URL, then api.openai.com (promptfoo's getApiUrl).
 */
export function openaiRoute(target: OpenAITarget, env: EnvVars, config: Config = {}, apiHosts?: readonly string[]): Route {
  const host = text(config['apiHost']);
  const configBase = text(config['apiBaseUrl']);
  const envHost = firstSet(env, ['OPENAI_API_HOST']);
  const envBase = firstSet(env, ['OPENAI_API_BASE_URL', 'OPENAI_BASE_URL']);
  const baseUrl = host
    ? `https://${host}/v1`
    : (configBase ?? (envHost ? `https://${envHost.value}/v1` : (envBase?.value ?? 'https://api.openai.com/v1')));
  const organization = text(config['organization']) ?? firstSet(env, ['OPENAI_ORGANIZATION'])?.value;
  return {
    api: {
      service: 'OpenAI',
      baseUrl,
      endpointFrom: "the config's apiBaseUrl, or OPENAI_BASE_URL",
      key: apiKey(env, config, ['OPENAI_API_KEY']),
      keyHosts: keyHosts(['api.openai.com'], ['OPENAI_API_HOST', 'OPENAI_API_BASE_URL', 'OPENAI_BASE_URL'], apiHosts),
      env,
      authHeaders: bearer,
      headers: { ...(organization ? { 'openai-organization': organization } : {}), ...configHeaders(config) },
      errors: openAIErrors,
    },
    path: OPENAI_PATHS[target.api],
    priceProvider: 'openai',
  };
}

/**
 * Azure OpenAI: the resource from the config's `apiBaseUrl` or `apiHost`,
 * then promptfoo's variables, then the SDK's AZURE_OPENAI_ENDPOINT; chat and
 * embeddings on the deployment's path with `api-version`, Responses on the
 * v1 API with the deployment as the model (promptfoo's Azure providers).
 */
export function azureRoute(target: OpenAITarget, env: EnvVars, config: Config = {}, apiHosts?: readonly string[]): Route {
  const base =
    text(config['apiBaseUrl']) ??
    firstSet(env, ['AZURE_API_BASE_URL', 'AZURE_OPENAI_API_BASE_URL', 'AZURE_OPENAI_BASE_URL'])?.value ??
    hostUrl(text(config['apiHost']) ?? firstSet(env, ['AZURE_API_HOST', 'AZURE_OPENAI_API_HOST'])?.value) ??
    firstSet(env, ['AZURE_OPENAI_ENDPOINT'])?.value ??
    '';
  const resource = base.replace(/\/+$/, '').replace(/\/openai(?:\/v1)?$/, '');
  const version = text(config['apiVersion']) ?? AZURE_API_VERSION;
  const v1 = target.api === 'responses';
  const deployment = encodeURIComponent(target.model);
  return {
    api: {
      service: 'Azure OpenAI',
      baseUrl: resource === '' ? '' : `${resource}/openai${v1 ? '/v1' : ''}`,
      endpointFrom: "the config's apiBaseUrl or apiHost, or AZURE_OPENAI_ENDPOINT",
      key: apiKey(env, config, ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY']),
      keyHosts: keyHosts(AZURE_HOSTS, AZURE_ENDPOINT_VARIABLES, apiHosts),
      env,
      authHeaders: (key): Record<string, string> => (key ? { 'api-key': key } : {}),
      headers: configHeaders(config),
      ...(v1 ? {} : { query: { 'api-version': version } }),
      errors: azureErrors,
      targetKind: 'deployment',
    },
    path: v1 ? 'responses' : `deployments/${deployment}/${target.api === 'chat' ? 'chat/completions' : 'embeddings'}`,
    priceProvider: 'azure',
  };
}

/** Azure OpenAI's resources live under Microsoft's hosts, one per resource. */
const AZURE_HOSTS = ['*.openai.azure.com', '*.cognitiveservices.azure.com', '*.services.ai.azure.com'];
const AZURE_ENDPOINT_VARIABLES = [
  'AZURE_API_BASE_URL',
  'AZURE_OPENAI_API_BASE_URL',
  'AZURE_OPENAI_BASE_URL',
  'AZURE_API_HOST',
  'AZURE_OPENAI_API_HOST',
  'AZURE_OPENAI_ENDPOINT',
];

function hostUrl(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return `https://${host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
}
