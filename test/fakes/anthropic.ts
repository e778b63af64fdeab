// A fake Anthropic (Claude) API on 127.0.0.1, spoken to by the official
// @anthropic-ai/sdk (its baseURL, or ANTHROPIC_BASE_URL, is `url`) or plain
// fetch: the Messages API (`POST /v1/messages`, server-sent events when
// `stream` is set) and Message Batches (`POST /v1/messages/batches`, `GET
// /v1/messages/batches/{id}`, its `results_url` JSONL, `.../cancel`).
// Auth, as the API takes it: the key in `x-api-key` or as `Authorization:
// Bearer` (SDK 1.x sends the latter; with both, `x-api-key` counts), and an
// `anthropic-version` header. From version 2026-10-21 on, `temperature`,
// `top_p` and `top_k` are refused with a 400, as the API does.
// Errors are `{type: "error", error: {type, message}, request_id}`; 529
// `overloaded_error` is Anthropic's own status.
// Sources: @anthropic-ai/sdk's src/resources/messages/{messages,batches}.ts and
// client.ts; https://platform.claude.com/docs/en/api/errors, .../api/versioning,
// .../api/migration-2026-10-21, .../api/rate-limits.
import { anthropicBatches } from './anthropic-batch.js';
import {
  asArray,
  asRecord,
  DEFAULT_API_KEY,
  DEFAULT_USAGE,
  echoHandler,
  genericReply,
  retryHeaders,
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

export interface FakeAnthropicOptions extends Omit<CommonFakeOptions, 'embed'> {
  /** GETs of a batch that report `in_progress` before it ends (default 1). */
  batchPolls?: number;
  /** Which requests of an ended batch expired instead of running (default none). */
  batchExpired?: (customId: string, index: number) => boolean;
}

export interface FakeAnthropic extends FakeLlmServer {
  /** Every batch, by id, with its requests. */
  batches: ReturnType<typeof anthropicBatches>['batches'];
}

/** The first API version that refuses sampling parameters. */
export const SAMPLING_REMOVED_VERSION = '2026-10-21';
const STOP_REASON: Record<FakeStop, string> = {
  end: 'end_turn',
  length: 'max_tokens',
  tool: 'tool_use',
  'stop-sequence': 'stop_sequence',
  filtered: 'refusal',
};

export function anthropicError(status: number, type: string, message: string, headers: Record<string, string> = {}): WireReply {
  return { status, json: { type: 'error', error: { type, message }, request_id: 'req_fake' }, headers };
}

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const handler = options.handler ?? echoHandler;
  let record: (parsed: FakeLlmRequest) => void = () => undefined;

  /** Checks a Messages body and answers it; the batch runs its requests through here too. */
  const answer = async (request: FakeLlmRequest, version: string, stream: boolean): Promise<WireReply> => {
    const body = asRecord(request.body);
    const invalid = validate(body, version);
    if (invalid) return invalid;
    if (options.models && !options.models.includes(String(body.model))) return anthropicError(404, 'not_found_error', `model: ${String(body.model)}`);
    const reply = await handler(request);
    return render(reply, request, stream);
  };

  const batches = anthropicBatches(
    options,
    async (customId, params, version) => {
      const incoming: IncomingFake = {
        index: -1,
        at: performance.now(),
        method: 'POST',
        path: '/v1/messages',
        query: {},
        headers: {},
        body: params,
        rawBody: Buffer.alloc(0),
      };
      const request = { ...describeMessages(incoming), operation: 'batch:messages', customId };
      record(request);
      return answer({ ...request, operation: 'messages' }, version, false);
    },
    anthropicError,
  );

  const server = await startFakeLlmServer(async (incoming, recordRequest) => {
    record = recordRequest;
    const auth = checkAuth(incoming, apiKey);
    if (auth) return auth;
    const version = incoming.headers['anthropic-version'];
    if (!version) return anthropicError(400, 'invalid_request_error', 'anthropic-version: header is required');
    if (incoming.path === '/v1/messages' && incoming.method === 'POST') {
      if (typeof incoming.body !== 'object')
        return anthropicError(400, 'invalid_request_error', 'There was an issue with the format of your request: invalid JSON.');
      const request = describeMessages(incoming);
      recordRequest(request);
      return withLatency(await answer(request, version, asRecord(incoming.body).stream === true), options.latencyMs);
    }
    return (await batches.route(incoming, version, server.url)) ?? anthropicError(404, 'not_found_error', 'Not Found');
  }, options);

  return { ...server, batches: batches.batches };
}

/** Anthropic's 401s. The key may come as `x-api-key` or as a bearer token; `x-api-key` wins when both are sent. */
function checkAuth(incoming: IncomingFake, apiKey: string): WireReply | null {
  const key = incoming.headers['x-api-key'] ?? /^Bearer\s+(.+)$/i.exec(incoming.headers.authorization ?? '')?.[1];
  if (key === undefined) return anthropicError(401, 'authentication_error', 'x-api-key header is required');
  if (key !== apiKey) return anthropicError(401, 'authentication_error', 'invalid x-api-key');
  return null;
}

/** The 400s the API gives a malformed Messages body (the ones a provider can get wrong). */
function validate(body: Record<string, unknown>, version: string): WireReply | null {
  if (typeof body.model !== 'string') return anthropicError(400, 'invalid_request_error', 'model: Field required');
  if (typeof body.max_tokens !== 'number') return anthropicError(400, 'invalid_request_error', 'max_tokens: Field required');
  if (!Array.isArray(body.messages)) return anthropicError(400, 'invalid_request_error', 'messages: Field required');
  if (version >= SAMPLING_REMOVED_VERSION)
    for (const field of ['temperature', 'top_p', 'top_k'])
      if (field in body) return anthropicError(400, 'invalid_request_error', `${field}: Extra inputs are not permitted`);
  return null;
}

export function describeMessages(incoming: IncomingFake): FakeLlmRequest {
  const body = asRecord(incoming.body);
  const messages = asArray(body.messages).map(asRecord);
  const blocksOf = (m: Record<string, unknown> | undefined) => (Array.isArray(m?.content) ? m.content.map(asRecord) : []);
  const textOfMessage = (m: Record<string, unknown>) =>
    typeof m.content === 'string' ? m.content : textOf(blocksOf(m).filter((b) => b.type === 'text'));
  const users = messages.filter((m) => m.role === 'user');
  const blocks = blocksOf(users.at(-1));
  return {
    ...incoming,
    operation: 'messages',
    model: typeof body.model === 'string' ? body.model : undefined,
    prompt: users.map(textOfMessage).findLast((text) => text !== '') ?? '',
    toolResults: blocks
      .filter((b) => b.type === 'tool_result')
      .map((b) => ({ id: String(b.tool_use_id), content: typeof b.content === 'string' ? b.content : textOf(b.content) })),
  };
}

/** A Messages reply (`message`). */
export function messageBody(answer: FakeAnswer, request: FakeLlmRequest): Record<string, unknown> {
  const usage = answer.usage ?? DEFAULT_USAGE;
  const stop = stopOf(answer);
  const content: unknown[] = [];
  if (answer.text !== undefined) content.push({ type: 'text', text: answer.text, citations: null });
  (answer.toolCalls ?? []).forEach((call, i) =>
    content.push({
      type: 'tool_use',
      id: call.id ?? `toolu_fake${request.index}_${i}`,
      name: call.name,
      input: call.input,
      caller: { type: 'direct' },
    }),
  );
  const stopSequences = asArray(asRecord(request.body).stop_sequences);
  const cacheRead = usage.cachedInput ?? 0;
  const cacheWrite = usage.cacheWrite ?? 0;
  return {
    id: `msg_fake${request.index}`,
    type: 'message',
    role: 'assistant',
    model: request.model,
    content,
    stop_reason: STOP_REASON[stop],
    stop_sequence: stop === 'stop-sequence' ? (stopSequences[0] ?? null) : null,
    stop_details: null,
    container: null,
    usage: {
      // Anthropic counts cache reads and writes apart from input_tokens.
      input_tokens: usage.input - cacheRead - cacheWrite,
      output_tokens: usage.output,
      cache_creation_input_tokens: cacheWrite,
      cache_read_input_tokens: cacheRead,
      cache_creation: { ephemeral_5m_input_tokens: cacheWrite, ephemeral_1h_input_tokens: 0 },
      server_tool_use: null,
      service_tier: 'standard',
    },
  };
}

/** The same message as the streaming events: message_start, a start/delta/stop per block, message_delta, message_stop. */
function messageEvents(message: Record<string, unknown>): string[] {
  const event = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const usage = asRecord(message.usage);
  const events = [event('message_start', { message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } })];
  asArray(message.content).forEach((block, index) => {
    const b = asRecord(block);
    if (b.type === 'text') {
      events.push(event('content_block_start', { index, content_block: { type: 'text', text: '', citations: null } }));
      events.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: b.text } }));
    } else {
      events.push(event('content_block_start', { index, content_block: { ...b, input: {} } }));
      events.push(event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) } }));
    }
    events.push(event('content_block_stop', { index }));
  });
  events.push(
    event('message_delta', {
      delta: { stop_reason: message.stop_reason, stop_sequence: message.stop_sequence },
      usage: { output_tokens: usage.output_tokens },
    }),
  );
  events.push(event('message_stop', {}));
  return events;
}

export function render(reply: FakeReply, request: FakeLlmRequest, stream = false): WireReply {
  if ('fail' in reply || 'raw' in reply) return 'fail' in reply ? anthropicFailure(reply, request) : (genericReply(reply, () => null) as WireReply);
  const headers = { 'request-id': `req_fake${request.index}`, ...reply.headers };
  const message = messageBody(reply, request);
  if (stream)
    return { status: 200, headers: { ...headers, 'content-type': 'text/event-stream' }, chunks: messageEvents(message), delayMs: reply.delayMs };
  return { status: 200, json: message, headers, delayMs: reply.delayMs };
}

/** A failure in Anthropic's words (and, for a rate limit, its `anthropic-ratelimit-*` headers). */
export function anthropicFailure(failure: FakeFailure, request: FakeLlmRequest): WireReply {
  const generic = genericReply(failure, () => messageBody({ text: 'cut short' }, request));
  if (generic) return generic;
  const reply = ((): WireReply => {
    switch (failure.fail) {
      case 'rate-limit': {
        const reset = new Date(Date.now() + (failure.retryAfterMs ?? Number(failure.retryAfter ?? 1) * 1000)).toISOString();
        return anthropicError(429, 'rate_limit_error', 'This request would exceed the rate limit for your organization of 50 requests per minute.', {
          ...retryHeaders(failure),
          'anthropic-ratelimit-requests-limit': '50',
          'anthropic-ratelimit-requests-remaining': '0',
          'anthropic-ratelimit-requests-reset': reset,
          'anthropic-ratelimit-input-tokens-limit': '30000',
          'anthropic-ratelimit-input-tokens-remaining': '29000',
          'anthropic-ratelimit-input-tokens-reset': reset,
          'anthropic-ratelimit-output-tokens-limit': '8000',
          'anthropic-ratelimit-output-tokens-remaining': '8000',
          'anthropic-ratelimit-output-tokens-reset': reset,
        });
      }
      case 'unauthorized':
        return anthropicError(401, 'authentication_error', 'invalid x-api-key');
      case 'forbidden':
        return anthropicError(403, 'permission_error', 'Your API key does not have permission to use the specified resource.');
      case 'unknown-model':
        return anthropicError(404, 'not_found_error', `model: ${request.model ?? ''}`);
      case 'overloaded':
        return anthropicError(529, 'overloaded_error', 'Overloaded');
      case 'unavailable':
        return anthropicError(503, 'api_error', 'Service unavailable');
      case 'server':
        return anthropicError(500, 'api_error', 'Internal server error');
      case 'bad-request':
        return anthropicError(400, 'invalid_request_error', failure.message);
      default:
        throw new Error(`unhandled failure ${failure.fail}`);
    }
  })();
  return { ...reply, delayMs: failure.delayMs };
}
