// The OpenAI API's request and reply bodies, shared by the fake OpenAI and the
// fake Azure OpenAI (which serves the same bodies under other paths and auth):
// Chat Completions (with its server-sent events when `stream` is set), the
// Responses API, Embeddings (float arrays, or base64 little-endian float32 as
// the openai SDK asks for by default), and the API's error body.
// Shapes: openai-node's src/resources/chat/completions, responses/responses.ts,
// embeddings.ts and core/error.ts; the error codes page,
// https://developers.openai.com/docs/guides/error-codes.
import { fakeEmbedding } from './bedrock.js';
import {
  asArray,
  asRecord,
  DEFAULT_USAGE,
  genericReply,
  isFailure,
  retryHeaders,
  stopOf,
  textOf,
  unixNow,
  type FakeAnswer,
  type FakeEmbedHandler,
  type FakeFailure,
  type FakeLlmRequest,
  type FakeReply,
  type FakeStop,
  type IncomingFake,
  type WireReply,
} from './llm-server.js';

export type OpenAIOperation = 'chat' | 'responses' | 'embeddings';

/** The generation and embedding paths, relative to the API root (`/v1` on OpenAI). */
export const OPENAI_OPERATIONS: Record<string, OpenAIOperation> = {
  '/chat/completions': 'chat',
  '/responses': 'responses',
  '/embeddings': 'embeddings',
};

const FINISH_REASON: Record<FakeStop, string> = {
  end: 'stop',
  length: 'length',
  tool: 'tool_calls',
  'stop-sequence': 'stop',
  filtered: 'content_filter',
};

/** The neutral view of a generation or embedding request's body. */
export function describeOpenAI(incoming: IncomingFake, operation: OpenAIOperation, model: string | undefined): FakeLlmRequest {
  const body = asRecord(incoming.body);
  const base = { ...incoming, operation, model, prompt: '', toolResults: [] as FakeLlmRequest['toolResults'] };
  if (operation === 'chat') {
    const messages = asArray(body.messages).map(asRecord);
    const lastUser = messages.findLast((m) => m.role === 'user');
    const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
    const results = messages.slice(lastAssistant + 1).filter((m) => m.role === 'tool');
    return {
      ...base,
      prompt: textOf(lastUser?.content),
      toolResults: results.map((m) => ({ id: String(m.tool_call_id), content: textOf(m.content) })),
    };
  }
  if (operation === 'responses') {
    const input = body.input;
    if (typeof input === 'string') return { ...base, prompt: input };
    const items = asArray(input).map(asRecord);
    const lastUser = items.findLast((item) => item.role === 'user');
    const results = items.filter((item) => item.type === 'function_call_output');
    return {
      ...base,
      prompt: textOf(lastUser?.content),
      toolResults: results.map((item) => ({ id: String(item.call_id), content: textOf(item.output) })),
    };
  }
  return { ...base, prompt: embeddingInputs(body).join('\n') };
}

/**
 * A batch input line as the request it stands for, recorded as `batch:<operation>`
 * with its `customId`; null when its `url` is not one the fake serves.
 */
export function batchLineRequest(line: { custom_id: string; url: string; body: unknown }): FakeLlmRequest | null {
  const operation = OPENAI_OPERATIONS[line.url.replace(/^\/v1(?=\/)/, '')];
  if (!operation) return null;
  const body = asRecord(line.body);
  const incoming: IncomingFake = {
    index: -1,
    at: performance.now(),
    method: 'POST',
    path: line.url,
    query: {},
    headers: {},
    body,
    rawBody: Buffer.alloc(0),
  };
  const model = typeof body.model === 'string' ? body.model : undefined;
  return { ...describeOpenAI(incoming, operation, model), operation: `batch:${operation}`, customId: line.custom_id };
}

/** The texts an embeddings request asks for (`input`: a string or strings). */
export function embeddingInputs(body: Record<string, unknown>): string[] {
  if (typeof body.input === 'string') return [body.input];
  return asArray(body.input).filter((x): x is string => typeof x === 'string');
}

/** A Chat Completions reply (`chat.completion`). */
export function chatBody(answer: FakeAnswer, request: FakeLlmRequest, model = request.model): Record<string, unknown> {
  const usage = answer.usage ?? DEFAULT_USAGE;
  const toolCalls = (answer.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_fake${request.index}_${i}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.input) },
  }));
  return {
    id: `chatcmpl-fake${request.index}`,
    object: 'chat.completion',
    created: unixNow(),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.text ?? null,
          refusal: null,
          annotations: [],
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: FINISH_REASON[stopOf(answer)],
      },
    ],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: usage.cachedInput ?? 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: usage.reasoning ?? 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_fake',
  };
}

/** The same reply as server-sent `chat.completion.chunk` events, ending with `[DONE]`; usage only when `stream_options.include_usage`. */
export function chatChunks(answer: FakeAnswer, request: FakeLlmRequest): string[] {
  const full = chatBody(answer, request);
  const choice = asRecord(asArray(full.choices)[0]);
  const message = asRecord(choice.message);
  const head = { id: full.id, object: 'chat.completion.chunk', created: full.created, model: full.model, system_fingerprint: 'fp_fake' };
  const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
  const delta = (d: Record<string, unknown>, finish: unknown = null) =>
    event({ ...head, choices: [{ index: 0, delta: d, logprobs: null, finish_reason: finish }] });
  const chunks = [delta({ role: 'assistant', content: '', refusal: null })];
  const text = typeof message.content === 'string' ? message.content : '';
  // Two pieces, so a client that keeps only the last delta gets caught.
  if (text)
    for (const piece of [text.slice(0, Math.ceil(text.length / 2)), text.slice(Math.ceil(text.length / 2))])
      if (piece) chunks.push(delta({ content: piece }));
  asArray(message.tool_calls).forEach((call, index) => chunks.push(delta({ tool_calls: [{ index, ...asRecord(call) }] })));
  chunks.push(delta({}, choice.finish_reason));
  const wantsUsage = asRecord(asRecord(request.body).stream_options).include_usage === true;
  if (wantsUsage) chunks.push(event({ ...head, choices: [], usage: full.usage }));
  chunks.push('data: [DONE]\n\n');
  return chunks;
}

/** A Responses API reply (`response`). */
export function responsesBody(answer: FakeAnswer, request: FakeLlmRequest, model = request.model): Record<string, unknown> {
  const usage = answer.usage ?? DEFAULT_USAGE;
  const body = asRecord(request.body);
  const stop = stopOf(answer);
  const output: unknown[] = [];
  if (answer.text !== undefined)
    output.push({
      type: 'message',
      id: `msg_fake${request.index}`,
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: answer.text, annotations: [], logprobs: [] }],
    });
  (answer.toolCalls ?? []).forEach((call, i) =>
    output.push({
      type: 'function_call',
      id: `fc_fake${request.index}_${i}`,
      call_id: call.id ?? `call_fake${request.index}_${i}`,
      name: call.name,
      arguments: JSON.stringify(call.input),
      status: 'completed',
    }),
  );
  const incomplete = stop === 'length' ? 'max_output_tokens' : stop === 'filtered' ? 'content_filter' : null;
  return {
    id: `resp_fake${request.index}`,
    object: 'response',
    created_at: unixNow(),
    status: incomplete ? 'incomplete' : 'completed',
    error: null,
    incomplete_details: incomplete ? { reason: incomplete } : null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: true,
    temperature: body.temperature ?? 1,
    text: body.text ?? { format: { type: 'text' } },
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    top_p: body.top_p ?? 1,
    truncation: 'disabled',
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cachedInput ?? 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
      total_tokens: usage.input + usage.output,
    },
    user: null,
    metadata: {},
  };
}

/** An embeddings reply; base64 vectors (little-endian float32) when the request asks for them. */
export function embeddingsBody(vectors: number[][], request: FakeLlmRequest, model = request.model): Record<string, unknown> {
  const body = asRecord(request.body);
  const base64 = body.encoding_format === 'base64';
  const dimensions = typeof body.dimensions === 'number' ? body.dimensions : undefined;
  const tokens = embeddingInputs(body).reduce((n, text) => n + text.split(/\s+/).filter(Boolean).length, 0);
  return {
    object: 'list',
    data: vectors.map((vector, index) => {
      const cut = dimensions ? vector.slice(0, dimensions) : vector;
      return { object: 'embedding', index, embedding: base64 ? Buffer.from(new Float32Array(cut).buffer).toString('base64') : cut };
    }),
    model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

/** Runs the embed handler (default: fakeEmbedding of each text); a failure passes through. */
export async function embedVectors(embed: FakeEmbedHandler | undefined, request: FakeLlmRequest): Promise<number[][] | FakeFailure> {
  const texts = embeddingInputs(asRecord(request.body));
  if (!embed) return texts.map((text) => fakeEmbedding(text));
  return embed(texts, request);
}

/** The API's error body: `{"error": {message, type, param, code}}`. */
export function openAIError(
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  headers: Record<string, string> = {},
): WireReply {
  return { status, json: { error: { message, type, param: null, code } }, headers };
}

/** OpenAI's `x-ratelimit-*` headers for an exhausted request window. */
export function rateLimitHeaders(failure: FakeFailure): Record<string, string> {
  const resetMs = failure.fail === 'rate-limit' ? (failure.retryAfterMs ?? Number(failure.retryAfter ?? 1) * 1000) : 1000;
  const reset = Number.isFinite(resetMs) ? (resetMs < 1000 ? `${resetMs}ms` : `${resetMs / 1000}s`) : '1s';
  return {
    'x-ratelimit-limit-requests': '60',
    'x-ratelimit-remaining-requests': '0',
    'x-ratelimit-reset-requests': reset,
    'x-ratelimit-limit-tokens': '150000',
    'x-ratelimit-remaining-tokens': '149000',
    'x-ratelimit-reset-tokens': '0s',
  };
}

/** A failure in OpenAI's words. */
export function openAIFailure(failure: FakeFailure, request: FakeLlmRequest, okBody: () => unknown): WireReply {
  const generic = genericReply(failure, okBody);
  if (generic) return generic;
  const model = request.model ?? '';
  const reply = ((): WireReply => {
    switch (failure.fail) {
      case 'rate-limit':
        return openAIError(
          429,
          `Rate limit reached for ${model} in organization org-fake on requests per min (RPM): Limit 60, Used 60, Requested 1. Please try again in 1s.`,
          'requests',
          'rate_limit_exceeded',
          { ...retryHeaders(failure), ...rateLimitHeaders(failure) },
        );
      case 'unauthorized':
        return openAIError(
          401,
          'Incorrect API key provided: sk-***fake. You can find your API key at https://platform.openai.com/account/api-keys.',
          'invalid_request_error',
          'invalid_api_key',
        );
      case 'forbidden':
        return openAIError(403, 'Country, region, or territory not supported', 'request_forbidden', 'unsupported_country_region_territory');
      case 'unknown-model':
        return unknownModel(model);
      case 'overloaded':
      case 'unavailable':
        return openAIError(503, 'The server is overloaded or not ready yet.', 'server_error');
      case 'server':
        return openAIError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error');
      case 'bad-request':
        return openAIError(400, failure.message, 'invalid_request_error');
      default:
        throw new Error(`unhandled failure ${failure.fail}`);
    }
  })();
  return { ...reply, delayMs: failure.delayMs };
}

export function unknownModel(model: string): WireReply {
  return openAIError(404, `The model \`${model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
}

/** Renders a handler's reply to a chat or responses request (streamed when the body asks). */
export function renderGeneration(reply: FakeReply, request: FakeLlmRequest, model = request.model): WireReply {
  const operation = request.operation === 'responses' ? 'responses' : 'chat';
  const okBody = () =>
    operation === 'chat' ? chatBody({ text: 'cut short' }, request, model) : responsesBody({ text: 'cut short' }, request, model);
  if ('fail' in reply || 'raw' in reply) return 'fail' in reply ? openAIFailure(reply, request, okBody) : (genericReply(reply, okBody) as WireReply);
  const headers = { 'x-request-id': `req_fake${request.index}`, ...reply.headers };
  if (operation === 'chat' && asRecord(request.body).stream === true)
    return { status: 200, headers: { ...headers, 'content-type': 'text/event-stream' }, chunks: chatChunks(reply, request), delayMs: reply.delayMs };
  const json = operation === 'chat' ? chatBody(reply, request, model) : responsesBody(reply, request, model);
  return { status: 200, json, headers, delayMs: reply.delayMs };
}

/** Renders the embed handler's result. */
export function renderEmbeddings(result: number[][] | FakeFailure, request: FakeLlmRequest, model = request.model): WireReply {
  if (isFailure(result)) return openAIFailure(result, request, () => embeddingsBody([[0]], request, model));
  return { status: 200, json: embeddingsBody(result, request, model), headers: { 'x-request-id': `req_fake${request.index}` } };
}
