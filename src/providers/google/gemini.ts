// `google:<model>` (the Gemini API's generateContent) and
// `google:embedding:<model>` (embedContent, as promptfoo calls it) through
// the shared HTTP layer. The key comes from the config's apiKey, else
// GOOGLE_API_KEY, else GEMINI_API_KEY (promptfoo's order), in
// `x-goog-api-key`; the endpoint from the config's apiHost or apiBaseUrl,
// else GOOGLE_API_HOST, GOOGLE_API_BASE_URL or the SDK's
// GOOGLE_GEMINI_BASE_URL; the version is the config's apiVersion, else
// v1beta, as promptfoo and @google/genai 2.x call it.
import { z } from 'zod';
import { configString, type ProviderConfig } from '../api-config.js';
import { configHeaders, promptTurns } from '../api-request.js';
import { durationMs, firstSet, JsonApi, keyHosts, readApiKey, readReply, type ApiErrors, type EnvVars } from '../http/index.js';
import { costUsd } from '../prices.js';
import type { ProviderOptions } from '../registration.js';
import { ProviderError, type ModelSpec, type Provider, type ProviderRequest, type ProviderResponse, type ToolCall } from '../types.js';
import { GOOGLE_KEY_VARIABLES, googleModel } from './ids.js';
import { generateBody } from './contents.js';

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/** The API as one provider calls it, under its version (`.../v1beta`). */
function geminiApi(options: ProviderOptions): JsonApi {
  const env: EnvVars = options.env ?? {};
  const config: ProviderConfig = options.config ?? {};
  const envar = configString(config, 'apiKeyEnvar');
  const host = configString(config, 'apiHost') ?? firstSet(env, ['GOOGLE_API_HOST'])?.value;
  const base =
    (host ? `https://${host}` : undefined) ??
    configString(config, 'apiBaseUrl') ??
    firstSet(env, ['GOOGLE_API_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'])?.value ??
    GEMINI_BASE_URL;
  const version = configString(config, 'apiVersion') ?? 'v1beta';
  return new JsonApi({
    service: 'Gemini',
    baseUrl: `${base.replace(/\/+$/, '')}/${version}`,
    endpointFrom: "the config's apiBaseUrl or GOOGLE_API_BASE_URL",
    key: readApiKey(env, envar ? [envar, ...GOOGLE_KEY_VARIABLES] : GOOGLE_KEY_VARIABLES, config['apiKey']),
    keyHosts: keyHosts(['generativelanguage.googleapis.com'], ['GOOGLE_API_HOST', 'GOOGLE_API_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'], options.apiHosts),
    env,
    authHeaders: (value) => ({ 'x-goog-api-key': value }),
    headers: configHeaders(config),
    errors: geminiErrors,
  });
}

const count = z.number().min(0).nullish();
const Part = z.looseObject({
  text: z.string().optional(),
  thought: z.boolean().nullish(),
  functionCall: z.looseObject({ name: z.string(), args: z.record(z.string(), z.unknown()).nullish(), id: z.string().nullish() }).optional(),
});
const GenerateSchema = z.looseObject({
  candidates: z
    .array(z.looseObject({ content: z.looseObject({ parts: z.array(Part).nullish() }).nullish(), finishReason: z.string().nullish() }))
    .nullish(),
  promptFeedback: z.looseObject({ blockReason: z.string().nullish() }).nullish(),
  usageMetadata: z
    .looseObject({
      promptTokenCount: count,
      candidatesTokenCount: count,
      cachedContentTokenCount: count,
      thoughtsTokenCount: count,
      toolUsePromptTokenCount: count,
    })
    .nullish(),
});
const EmbedSchema = z.looseObject({ embedding: z.looseObject({ values: z.array(z.number()) }) });

/** Finish reasons promptfoo reports as an error (the reply was withheld), not as an answer. */
const BLOCKED = new Set(['SAFETY', 'RECITATION', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII']);
/** Gemini's finish reasons in promptfoo's normalised words (its finishReason map). */
const FINISH: Readonly<Record<string, string>> = { STOP: 'stop', MAX_TOKENS: 'length' };

export function createGeminiProvider(spec: ModelSpec, options: ProviderOptions): Provider {
  const found = googleModel(spec.target);
  if ('problem' in found) throw new Error(found.problem);
  const { model } = found;
  const api = geminiApi(options);
  const config = options.config ?? {};
  const who = `Gemini ${model}`;
  return {
    spec,
    deterministic: false,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const reply = await api.post(`models/${encodeURIComponent(model)}:generateContent`, generateBody(promptTurns(request), config), {
        target: model,
        signal: request.signal,
      });
      const body = readReply(GenerateSchema, reply.json, who);
      const candidate = body.candidates?.[0];
      const block = body.promptFeedback?.blockReason;
      const finish = candidate?.finishReason ?? undefined;
      if ((!candidate && block) || (finish && BLOCKED.has(finish))) {
        throw new ProviderError(`${who} withheld its reply: ${block ? `the prompt was blocked (${block})` : `finish reason ${finish ?? ''}`}`, {
          code: 'ContentBlocked',
        });
      }
      const parts = (candidate?.content?.parts ?? []).filter((p) => !p.thought);
      const toolCalls: ToolCall[] = parts.flatMap((p, i) =>
        p.functionCall
          ? [{ id: p.functionCall.id ?? `${p.functionCall.name}-${i}`, name: p.functionCall.name, arguments: p.functionCall.args ?? {} }]
          : [],
      );
      const text = parts.map((p) => p.text ?? '').join('');
      const ownTools = Boolean(request.tools?.length);
      const response: ProviderResponse = {
        // promptfoo: the text parts joined; with a function call it did not ask for, the parts themselves as JSON.
        output: ownTools || toolCalls.length === 0 ? text : JSON.stringify(parts),
        latency_ms: reply.latency_ms,
        ...usageAndCost(body.usageMetadata, model, spec.label, options),
      };
      if (ownTools && toolCalls.length > 0) response.toolCalls = toolCalls;
      if (finish) {
        response.stop_reason = finish;
        // A function call stops with STOP: promptfoo's word for it is tool_calls.
        response.finish_reason = toolCalls.length > 0 ? 'tool_calls' : (FINISH[finish] ?? finish.toLowerCase());
      }
      return response;
    },
  };
}

/** Gemini counts cached tokens inside promptTokenCount and thoughts outside candidatesTokenCount; the results count as Bedrock does. */
function usageAndCost(usage: z.infer<typeof GenerateSchema>['usageMetadata'], model: string, label: string, options: ProviderOptions) {
  if (!usage) return { usage: null, cost_usd: null };
  const cached = usage.cachedContentTokenCount ?? 0;
  const input = Math.max(0, (usage.promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0) - cached);
  const output = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
  return {
    usage: { input_tokens: input, output_tokens: output, ...(usage.cachedContentTokenCount != null ? { cached_input_tokens: cached } : {}) },
    cost_usd: costUsd(model, { input_tokens: input, output_tokens: output, cache_read_tokens: cached }, options.prices, 'on-demand', {
      provider: 'google',
      names: [label],
    }),
  };
}

/** `google:embedding:<model>`: one text, one embedContent call (the embedder calls once per distinct text). */
export function createGeminiEmbeddingProvider(spec: ModelSpec, options: ProviderOptions): Provider {
  const found = googleModel(spec.target);
  if ('problem' in found) throw new Error(found.problem);
  const { model } = found;
  const api = geminiApi(options);
  return {
    spec,
    deterministic: true,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const body = { model: `models/${model}`, content: { parts: [{ text: request.prompt }] } };
      const reply = await api.post(`models/${encodeURIComponent(model)}:embedContent`, body, { target: model, signal: request.signal });
      const embedding = readReply(EmbedSchema, reply.json, `Gemini ${model}`).embedding.values;
      // embedContent reports no token counts: the cost is unknown, not nothing.
      return { output: '', embedding, latency_ms: reply.latency_ms, usage: null, cost_usd: null };
    },
  };
}

interface GoogleErrorBody {
  error?: { message?: unknown; status?: unknown; details?: unknown };
}

/** The body's `details` entries of one @type (`...google.rpc.RetryInfo`). */
function details(body: unknown, type: string): Record<string, unknown>[] {
  const list = (body as GoogleErrorBody | undefined)?.error?.details;
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).filter(
    (d): d is Record<string, unknown> => typeof d === 'object' && d !== null && String((d as Record<string, unknown>)['@type']).endsWith(type),
  );
}

/** Google's error body (`{error: {code, message, status, details}}`): a wrong key is a 400, a daily quota a 429 no wait lifts. */
export const geminiErrors: ApiErrors = {
  read(body) {
    const error = (body as GoogleErrorBody | undefined)?.error;
    if (typeof error?.message !== 'string') return null;
    return { message: error.message, ...(typeof error.status === 'string' ? { code: error.status } : {}) };
  },
  setupKind(failure) {
    if (details(failure.body, 'google.rpc.ErrorInfo').some((d) => d['reason'] === 'API_KEY_INVALID')) return 'bad-credentials';
    const violations = details(failure.body, 'google.rpc.QuotaFailure').flatMap((d) =>
      Array.isArray(d['violations']) ? (d['violations'] as unknown[]) : [],
    );
    if (failure.status === 429 && violations.some((v) => /PerDay/i.test(String((v as { quotaId?: unknown } | null)?.quotaId)))) return 'no-quota';
    return undefined;
  },
  bodyRetryDelayMs: (body) => {
    const delay = details(body, 'google.rpc.RetryInfo')[0]?.['retryDelay'];
    return typeof delay === 'string' ? durationMs(delay) : undefined;
  },
};
