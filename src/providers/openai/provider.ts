// The `openai:` and `azure:` providers: one call is one request through the
// shared HTTP layer (src/providers/http/), its body built and its reply read
// by chat.ts, responses.ts or, for an embedding model, here. Loaded only when
// a run uses one of them (the registrations import it on first use).
import { z } from 'zod';
import { JsonApi, readReply, type EnvVars } from '../http/index.js';
import type { ProviderOptions } from '../registration.js';
import { ProviderError, type ModelSpec, type Provider, type ProviderRequest, type ProviderResponse } from '../types.js';
import { chatBody, readChatReply } from './chat.js';
import type { Config, Route } from './config.js';
import type { OpenAITarget } from './ids.js';
import { usageAndCost, type Pricing } from './reply.js';
import { readResponsesReply, responsesBody } from './responses.js';

export interface OpenAIProviderParts {
  spec: ModelSpec;
  target: OpenAITarget;
  route: Route;
  options: ProviderOptions;
}

/** The provider of one spec; an Azure spec with no endpoint fails at its first call, as a setup error. */
export function createOpenAIProvider({ spec, target, route, options }: OpenAIProviderParts): Provider {
  const env: EnvVars = options.env ?? {};
  const config: Config = options.config ?? {};
  const api = new JsonApi(route.api);
  const who = `${route.api.service} ${target.model}`;
  const pricing: Pricing = { provider: route.priceProvider, names: [spec.label, target.model], model: target.model, prices: options.prices };
  return {
    spec,
    deterministic: false,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      if (route.api.baseUrl === '') throw noEndpoint(route, target);
      const call = { target: target.model, signal: request.signal };
      if (target.api === 'embedding') {
        const reply = await api.post(route.path, { model: target.model, input: request.prompt, encoding_format: 'float' }, call);
        return readEmbeddingReply(reply.json, who, reply.latency_ms, pricing);
      }
      if (target.api === 'responses') {
        const reply = await api.post(route.path, responsesBody(target.model, request, config, env), call);
        return readResponsesReply(reply.json, who, reply.latency_ms, pricing);
      }
      const reply = await api.post(route.path, chatBody(target.model, request, config, env), call);
      return readChatReply(reply.json, who, reply.latency_ms, pricing);
    },
  };
}

function noEndpoint(route: Route, target: OpenAITarget): ProviderError {
  const fix = `No ${route.api.service} endpoint for ${target.model}: set AZURE_OPENAI_ENDPOINT (https://<resource>.openai.azure.com/), or the config's apiBaseUrl or apiHost.`;
  return new ProviderError(fix, { code: 'NoEndpoint', setup: { kind: 'bad-endpoint', fix } });
}

const EmbeddingReplySchema = z.looseObject({
  model: z.string().optional(),
  data: z.tuple([z.looseObject({ embedding: z.array(z.number()).min(1) })]),
  usage: z.looseObject({ prompt_tokens: z.number().nonnegative() }).nullish(),
});

/** One text's vector (the request sends `encoding_format: float`, so a server that ignores it answers the same). */
export function readEmbeddingReply(json: unknown, who: string, latency_ms: number, pricing: Pricing): ProviderResponse {
  const reply = readReply(EmbeddingReplySchema, json, who);
  const counts = reply.usage ? { prompt: reply.usage.prompt_tokens, output: 0 } : undefined;
  return { output: '', embedding: reply.data[0].embedding, latency_ms, ...usageAndCost(counts, reply.model, pricing) };
}
