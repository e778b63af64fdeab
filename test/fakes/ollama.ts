// A fake Ollama server on 127.0.0.1, spoken to by the official ollama SDK
// (`new Ollama({ host: url })`) or plain fetch: the native `POST /api/chat`,
// which streams NDJSON unless the body says `"stream": false` (Ollama's
// default is to stream; ollama-js sends `stream: false` unless told
// otherwise), `POST /api/embed` (`input`: a string or strings) and the older
// `POST /api/embeddings` (`prompt`, one vector) that promptfoo still calls.
// A local Ollama takes no key; with `apiKey` set the fake wants
// `Authorization: Bearer <key>`, as ollama.com does. Errors are `{"error": "..."}`:
// 404 for a model that is not pulled, and when its queue is full Ollama answers
// 503 "server busy" (it has no 429); a rate-limit failure is written that way.
// Sources: ollama-js's src/interfaces.ts and browser.ts; ollama's docs/api.md
// (/api/chat, tools, options), server/routes.go (error bodies).
import { fakeEmbedding } from './bedrock.js';
import {
  asArray,
  asRecord,
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
  type IncomingFake,
  type WireReply,
} from './llm-server.js';

/** `apiKey`: unlike the other fakes, none by default (a local Ollama takes none). */
export type FakeOllamaOptions = CommonFakeOptions;

const ollamaError = (status: number, error: string): WireReply => ({ status, json: { error } });
const NANOS_PER_MS = 1_000_000;

export async function startFakeOllama(options: FakeOllamaOptions = {}): Promise<FakeLlmServer> {
  const handler = options.handler ?? echoHandler;
  return startFakeLlmServer(async (incoming, record) => {
    if (options.apiKey !== undefined && incoming.headers.authorization !== `Bearer ${options.apiKey}`) return ollamaError(401, 'unauthorized');
    const operation = { '/api/chat': 'chat', '/api/embed': 'embed', '/api/embeddings': 'embeddings' }[incoming.path];
    if (!operation || incoming.method !== 'POST') return { status: 404, headers: { 'content-type': 'text/plain' }, text: '404 page not found' };
    if (typeof incoming.body !== 'object') return ollamaError(400, 'invalid character in request body: not JSON');
    const body = asRecord(incoming.body);
    if (typeof body.model !== 'string' || body.model === '') return ollamaError(400, 'model is required');
    const request = describeOllama(incoming, operation, body.model);
    record(request);
    if (options.models && !options.models.includes(body.model)) return ollamaError(404, `model '${body.model}' not found`);
    if (operation !== 'chat') {
      const texts = operation === 'embed' ? embedInputs(body) : [String(body.prompt ?? '')];
      const result = options.embed ? await options.embed(texts, request) : texts.map((text) => fakeEmbedding(text));
      if (isFailure(result)) return withLatency(ollamaFailure(result, request), options.latencyMs);
      const json =
        operation === 'embed'
          ? { model: body.model, embeddings: result, total_duration: 1_000_000, load_duration: 100_000, prompt_eval_count: texts.length }
          : { embedding: result[0] ?? [] };
      return withLatency({ status: 200, json }, options.latencyMs);
    }
    return withLatency(render(await handler(request), request), options.latencyMs);
  }, options);
}

export function describeOllama(incoming: IncomingFake, operation: string, model: string): FakeLlmRequest {
  const body = asRecord(incoming.body);
  const base = { ...incoming, operation, model, prompt: '', toolResults: [] as FakeLlmRequest['toolResults'] };
  if (operation !== 'chat') return { ...base, prompt: (operation === 'embed' ? embedInputs(body) : [String(body.prompt ?? '')]).join('\n') };
  const messages = asArray(body.messages).map(asRecord);
  const lastUser = messages.findLast((m) => m.role === 'user');
  const results = messages.slice(messages.findLastIndex((m) => m.role === 'assistant') + 1).filter((m) => m.role === 'tool');
  return {
    ...base,
    prompt: textOf(lastUser?.content),
    toolResults: results.map((m) => ({ name: typeof m.tool_name === 'string' ? m.tool_name : undefined, content: textOf(m.content) })),
  };
}

function embedInputs(body: Record<string, unknown>): string[] {
  return typeof body.input === 'string' ? [body.input] : asArray(body.input).map(String);
}

/** The final chat object (`done: true`), as a non-streamed reply sends it. */
export function chatBody(answer: FakeAnswer, request: FakeLlmRequest): Record<string, unknown> {
  const usage = answer.usage ?? DEFAULT_USAGE;
  const toolCalls = (answer.toolCalls ?? []).map((call) => ({
    ...(call.id ? { id: call.id } : {}),
    function: { name: call.name, arguments: call.input },
  }));
  return {
    model: request.model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content: answer.text ?? '', ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
    done: true,
    done_reason: stopOf(answer) === 'length' ? 'length' : 'stop',
    total_duration: 5 * NANOS_PER_MS,
    load_duration: NANOS_PER_MS,
    prompt_eval_count: usage.input,
    prompt_eval_duration: NANOS_PER_MS,
    eval_count: usage.output,
    eval_duration: 3 * NANOS_PER_MS,
  };
}

/** The streamed form: one line per piece of content, tool calls in their own chunk, then the final object with empty content. */
function chatLines(final: Record<string, unknown>): string[] {
  const message = asRecord(final.message);
  const head = { model: final.model, created_at: final.created_at };
  const text = String(message.content ?? '');
  const lines: unknown[] = [];
  for (const piece of [text.slice(0, Math.ceil(text.length / 2)), text.slice(Math.ceil(text.length / 2))])
    if (piece) lines.push({ ...head, message: { role: 'assistant', content: piece }, done: false });
  if (message.tool_calls) lines.push({ ...head, message: { role: 'assistant', content: '', tool_calls: message.tool_calls }, done: false });
  lines.push({ ...final, message: { role: 'assistant', content: '' } });
  return lines.map((line) => `${JSON.stringify(line)}\n`);
}

function render(reply: FakeReply, request: FakeLlmRequest): WireReply {
  if ('fail' in reply || 'raw' in reply) return 'fail' in reply ? ollamaFailure(reply, request) : (genericReply(reply, () => null) as WireReply);
  const final = chatBody(reply, request);
  if (asRecord(request.body).stream === false) return { status: 200, json: final, headers: reply.headers, delayMs: reply.delayMs };
  return { status: 200, headers: { 'content-type': 'application/x-ndjson', ...reply.headers }, chunks: chatLines(final), delayMs: reply.delayMs };
}

/** A failure in Ollama's words. */
export function ollamaFailure(failure: FakeFailure, request: FakeLlmRequest): WireReply {
  const generic = genericReply(failure, () => chatBody({ text: 'cut short' }, request));
  if (generic) return generic;
  const reply = ((): WireReply => {
    switch (failure.fail) {
      case 'rate-limit':
      case 'overloaded':
      case 'unavailable':
        return ollamaError(503, 'server busy, please try again.  maximum pending requests exceeded');
      case 'unauthorized':
        return ollamaError(401, 'unauthorized');
      case 'forbidden':
        return ollamaError(403, 'forbidden');
      case 'unknown-model':
        return ollamaError(404, `model '${request.model ?? ''}' not found`);
      case 'server':
        return ollamaError(500, 'llama runner process has terminated: exit status 2');
      case 'bad-request':
        return ollamaError(400, failure.message);
      default:
        throw new Error(`unhandled failure ${failure.fail}`);
    }
  })();
  return { ...reply, delayMs: failure.delayMs };
}
