// A fake Gemini API (generativelanguage.googleapis.com) on 127.0.0.1, spoken
// to by the official @google/genai SDK (`httpOptions.baseUrl`, or
// GOOGLE_GEMINI_BASE_URL, is `url`) or plain fetch:
// `POST /{v1beta|v1}/models/{model}:generateContent`, `:streamGenerateContent`
// (`?alt=sse`), `:embedContent` and `:batchEmbedContents` (the SDK's
// embedContent uses the latter on the Gemini API; promptfoo the former).
// Auth is the API key in `x-goog-api-key` or the `key` query parameter: none
// gets 403 PERMISSION_DENIED, a wrong one 400 INVALID_ARGUMENT with reason
// API_KEY_INVALID, as the API answers. Errors are
// `{error: {code, message, status, details}}`; a 429 is RESOURCE_EXHAUSTED
// with a google.rpc.RetryInfo `retryDelay` and no Retry-After header.
// Sources: @google/genai's dist (paths, x-goog-api-key, ApiError);
// https://ai.google.dev/api/generate-content, .../api/embeddings,
// https://ai.google.dev/gemini-api/docs/troubleshooting; error bodies as
// reported in continuedev/continue#8516 and google-gemini/gemini-cli#6454.
import { fakeEmbedding } from './bedrock.js';
import {
  asArray,
  asRecord,
  DEFAULT_API_KEY,
  DEFAULT_USAGE,
  echoHandler,
  genericReply,
  isFailure,
  startFakeLlmServer,
  stopOf,
  textOf,
  withLatency,
  type CommonFakeOptions,
  type FakeAnswer,
  type FakeFailure,
  type FakeLlmRequest,
  type FakeLlmServer,
  type FakeReply,
  type FakeStop,
  type IncomingFake,
  type WireReply,
} from './llm-server.js';

export type FakeGeminiOptions = CommonFakeOptions;

const FINISH_REASON: Record<FakeStop, string> = { end: 'STOP', length: 'MAX_TOKENS', tool: 'STOP', 'stop-sequence': 'STOP', filtered: 'SAFETY' };
const ROUTE = /^\/(v1beta|v1|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent|embedContent|batchEmbedContents)$/;

export function geminiError(code: number, status: string, message: string, details?: unknown[]): WireReply {
  return { status: code, json: { error: { code, message, status, ...(details ? { details } : {}) } } };
}

export async function startFakeGemini(options: FakeGeminiOptions = {}): Promise<FakeLlmServer> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const handler = options.handler ?? echoHandler;

  return startFakeLlmServer(async (incoming, record) => {
    const key = incoming.headers['x-goog-api-key'] ?? incoming.query.key;
    if (key === undefined)
      return geminiError(
        403,
        'PERMISSION_DENIED',
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    if (key !== apiKey)
      return geminiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
      ]);
    const match = ROUTE.exec(incoming.path);
    if (!match || incoming.method !== 'POST') return geminiError(404, 'NOT_FOUND', `Method not found: ${incoming.method} ${incoming.path}`);
    const [, version = 'v1beta', model = '', action = ''] = match;
    if (typeof incoming.body !== 'object') return geminiError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    const request = describeGemini(incoming, action, decodeURIComponent(model));
    record(request);
    if (options.models && !options.models.includes(request.model ?? ''))
      return geminiError(
        404,
        'NOT_FOUND',
        `models/${request.model ?? ''} is not found for API version ${version}, or is not supported for ${action}. Call ListModels to see the list of available models and their supported methods.`,
      );
    if (action === 'embedContent' || action === 'batchEmbedContents') {
      const texts = embedTexts(asRecord(incoming.body), action);
      const result = options.embed ? await options.embed(texts, request) : texts.map((text) => fakeEmbedding(text));
      if (isFailure(result)) return withLatency(geminiFailure(result, request), options.latencyMs);
      const json = action === 'embedContent' ? { embedding: { values: result[0] ?? [] } } : { embeddings: result.map((values) => ({ values })) };
      return withLatency({ status: 200, json }, options.latencyMs);
    }
    const reply = await handler(request);
    return withLatency(render(reply, request, action === 'streamGenerateContent'), options.latencyMs);
  }, options);
}

export function describeGemini(incoming: IncomingFake, action: string, model: string): FakeLlmRequest {
  const body = asRecord(incoming.body);
  const operation = action === 'streamGenerateContent' ? 'generateContent' : action;
  const base = { ...incoming, operation, model: model.replace(/^models\//, ''), prompt: '', toolResults: [] as FakeLlmRequest['toolResults'] };
  if (action === 'embedContent' || action === 'batchEmbedContents') return { ...base, prompt: embedTexts(body, action).join('\n') };
  const users = asArray(body.contents)
    .map(asRecord)
    .filter((c) => c.role === 'user' || c.role === undefined);
  const parts = asArray(users.at(-1)?.parts).map(asRecord);
  return {
    ...base,
    prompt:
      users
        .map((c) =>
          textOf(
            asArray(c.parts)
              .map(asRecord)
              .filter((p) => typeof p.text === 'string'),
          ),
        )
        .findLast((text) => text !== '') ?? '',
    toolResults: parts
      .filter((p) => p.functionResponse !== undefined)
      .map((p) => {
        const response = asRecord(p.functionResponse);
        return {
          id: typeof response.id === 'string' ? response.id : undefined,
          name: String(response.name),
          content: JSON.stringify(response.response),
        };
      }),
  };
}

function embedTexts(body: Record<string, unknown>, action: string): string[] {
  if (action === 'embedContent') return [textOf(asRecord(body.content).parts)];
  return asArray(body.requests).map((r) => textOf(asRecord(asRecord(r).content).parts));
}

/** A GenerateContentResponse. */
export function generateContentBody(answer: FakeAnswer, request: FakeLlmRequest): Record<string, unknown> {
  const usage = answer.usage ?? DEFAULT_USAGE;
  const stop = stopOf(answer);
  const parts: unknown[] = [];
  if (answer.text !== undefined) parts.push({ text: answer.text });
  for (const call of answer.toolCalls ?? []) parts.push({ functionCall: { ...(call.id ? { id: call.id } : {}), name: call.name, args: call.input } });
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: FINISH_REASON[stop], index: 0 }],
    usageMetadata: {
      promptTokenCount: usage.input,
      candidatesTokenCount: usage.output - (usage.reasoning ?? 0),
      totalTokenCount: usage.input + usage.output,
      ...(usage.cachedInput ? { cachedContentTokenCount: usage.cachedInput } : {}),
      ...(usage.reasoning ? { thoughtsTokenCount: usage.reasoning } : {}),
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: usage.input }],
    },
    modelVersion: request.model,
    responseId: `fake${request.index}`,
  };
}

function render(reply: FakeReply, request: FakeLlmRequest, stream: boolean): WireReply {
  if ('fail' in reply || 'raw' in reply) return 'fail' in reply ? geminiFailure(reply, request) : (genericReply(reply, () => null) as WireReply);
  const body = generateContentBody(reply, request);
  if (stream)
    return {
      status: 200,
      headers: { 'content-type': 'text/event-stream', ...reply.headers },
      chunks: [`data: ${JSON.stringify(body)}\r\n\r\n`],
      delayMs: reply.delayMs,
    };
  return { status: 200, json: body, headers: reply.headers, delayMs: reply.delayMs };
}

/** A failure in Gemini's words. */
export function geminiFailure(failure: FakeFailure, request: FakeLlmRequest): WireReply {
  const generic = genericReply(failure, () => generateContentBody({ text: 'cut short' }, request));
  if (generic) return generic;
  const reply = ((): WireReply => {
    switch (failure.fail) {
      case 'rate-limit': {
        const seconds = failure.retryAfterMs !== undefined ? failure.retryAfterMs / 1000 : Number(failure.retryAfter ?? 1);
        return geminiError(
          429,
          'RESOURCE_EXHAUSTED',
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
          [
            {
              '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
              violations: [
                {
                  quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                  quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
                },
              ],
            },
            { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${seconds}s` },
          ],
        );
      }
      case 'unauthorized':
        return geminiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
        ]);
      case 'forbidden':
        return geminiError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
      case 'unknown-model':
        return geminiError(
          404,
          'NOT_FOUND',
          `models/${request.model ?? ''} is not found for API version v1beta, or is not supported for generateContent.`,
        );
      case 'overloaded':
      case 'unavailable':
        return geminiError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.');
      case 'server':
        return geminiError(
          500,
          'INTERNAL',
          'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
        );
      case 'bad-request':
        return geminiError(400, 'INVALID_ARGUMENT', failure.message);
      default:
        throw new Error(`unhandled failure ${failure.fail}`);
    }
  })();
  return { ...reply, delayMs: failure.delayMs };
}
