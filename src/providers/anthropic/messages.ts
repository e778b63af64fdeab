// `anthropic:messages:<model>`: one call of Anthropic's Messages API through
// the shared HTTP layer. The key comes from ANTHROPIC_API_KEY (or the
// config's apiKey / apiKeyEnvar), the endpoint from the config's apiBaseUrl,
// else ANTHROPIC_BASE_URL, else api.anthropic.com, as promptfoo reads them.
// The version sent is promptfoo's, 2023-06-01 (see wire.ts).
import { configString, type ProviderConfig } from '../api-config.js';
import { configHeaders, headerLines } from '../api-request.js';
import { envNumber, JsonApi, keyHosts, readApiKey, type EnvVars } from '../http/index.js';
import type { ProviderOptions } from '../registration.js';
import type { ModelSpec, Provider, ProviderRequest, ProviderResponse } from '../types.js';
import { ANTHROPIC_KEY_VARIABLES, anthropicModel } from './ids.js';
import { ANTHROPIC_VERSION, anthropicErrors, betaFeatures, fromMessage, messagesBody, type MessagesSettings } from './wire.js';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

/** The API as one provider (or batch) calls it, and what its bodies are built with. */
export function anthropicApi(options: ProviderOptions): { api: JsonApi; settings: MessagesSettings } {
  const env: EnvVars = options.env ?? {};
  const config: ProviderConfig = options.config ?? {};
  const envar = configString(config, 'apiKeyEnvar');
  const key = readApiKey(env, envar ? [envar, ...ANTHROPIC_KEY_VARIABLES] : ANTHROPIC_KEY_VARIABLES, config['apiKey']);
  // The SDK's ANTHROPIC_CUSTOM_HEADERS, then the config's headers (promptfoo reads both); the version unless a header names another.
  const headers: Record<string, string> = {
    'anthropic-version': ANTHROPIC_VERSION,
    ...headerLines(env['ANTHROPIC_CUSTOM_HEADERS']),
    ...configHeaders(config),
  };
  const beta = betaFeatures(config, headers['anthropic-beta']);
  if (beta) headers['anthropic-beta'] = beta;
  const api = new JsonApi({
    service: 'Anthropic',
    baseUrl: configString(config, 'apiBaseUrl') ?? env['ANTHROPIC_BASE_URL']?.trim() ?? ANTHROPIC_BASE_URL,
    endpointFrom: "the config's apiBaseUrl or ANTHROPIC_BASE_URL",
    key,
    keyHosts: keyHosts(['api.anthropic.com'], ['ANTHROPIC_BASE_URL'], options.apiHosts),
    env,
    authHeaders: (value) => ({ 'x-api-key': value }),
    headers,
    errors: anthropicErrors,
  });
  const settings: MessagesSettings = {
    config,
    defaultMaxTokens: envNumber(env, 'ANTHROPIC_MAX_TOKENS'),
    defaultTemperature: envNumber(env, 'ANTHROPIC_TEMPERATURE'),
    version: headers['anthropic-version'] ?? ANTHROPIC_VERSION,
  };
  return { api, settings };
}

export function createAnthropicProvider(spec: ModelSpec, options: ProviderOptions): Provider {
  const found = anthropicModel(spec.target);
  if ('problem' in found) throw new Error(found.problem);
  const { model } = found;
  const { api, settings } = anthropicApi(options);
  return {
    spec,
    deterministic: false,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const reply = await api.post('v1/messages', messagesBody(model, request, settings), { target: model, signal: request.signal });
      return fromMessage(reply.json, {
        model,
        label: spec.label,
        latency_ms: reply.latency_ms,
        ownTools: Boolean(request.tools?.length),
        prices: options.prices,
      });
    },
  };
}
