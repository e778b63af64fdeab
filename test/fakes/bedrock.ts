// A fake Bedrock Runtime on 127.0.0.1, spoken to by the real AWS SDK: Converse,
// InvokeModel for the embedding models (Titan Text Embeddings, Cohere Embed)
// and ApplyGuardrail. It is built on node:http2 (cleartext h2c) because the SDK
// uses HTTP/2 by default. How each request is answered is pluggable (a handler
// per operation), with helpers for latency, a requests-per-second quota and
// transient failures.
// Only node built-ins are imported, so bench/ can compile and run it on its own.
import { createServer } from 'node:http2';
import type { Http2ServerRequest, Http2ServerResponse, Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';

/** The Bedrock Runtime operations the fake serves. */
export type FakeOperation = 'converse' | 'invoke' | 'apply-guardrail';

export interface FakeRequest {
  /** The model id from the path, URL-decoded; for ApplyGuardrail, `<guardrail id>:<version>`. */
  modelId: string;
  body: unknown;
  /** 0-based arrival order over the server's life. */
  index: number;
  /** Set by the server on every request it records (absent: Converse). */
  operation?: FakeOperation;
}

export interface FakeToolUse {
  toolUseId: string;
  name: string;
  input: unknown;
}

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
}

export interface FakeAnswer {
  text?: string;
  toolUses?: FakeToolUse[];
  stopReason?: string;
  usage?: FakeUsage;
  /** Sent as the response's `trace` (a guardrail's assessments). */
  trace?: unknown;
  /** Reported as metrics.latencyMs; defaults to the delay. */
  serviceLatencyMs?: number;
  delayMs?: number;
}

export interface FakeError {
  error: { status: number; type: string; message: string };
  delayMs?: number;
}

/** A reply body sent as it is (a vector, or anything malformed a test wants). */
export interface FakeRawAnswer {
  body: unknown;
  delayMs?: number;
}
export type FakeReply = FakeAnswer | FakeError | FakeRawAnswer;
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** An InvokeModel reply: the JSON body as sent. */
export type FakeInvokeAnswer = FakeRawAnswer;
export type FakeInvokeHandler = (request: FakeRequest) => FakeInvokeAnswer | FakeError | Promise<FakeInvokeAnswer | FakeError>;

/** An ApplyGuardrail reply: the response fields as Bedrock sends them (action, assessments...). */
export interface FakeGuardrailAnswer {
  body: Record<string, unknown>;
  delayMs?: number;
}
export type FakeGuardrailHandler = (request: FakeRequest) => FakeGuardrailAnswer | FakeError | Promise<FakeGuardrailAnswer | FakeError>;

export interface FakeBedrockOptions {
  /** Converse. */
  handler?: FakeHandler;
  /** InvokeModel (default: embeddingHandler(), deterministic vectors from the text). */
  invoke?: FakeInvokeHandler;
  /** ApplyGuardrail (default: the guardrail does not intervene). */
  guardrail?: FakeGuardrailHandler;
  /** Keep every request body (default true; benches turn it off). */
  record?: boolean;
}

export interface FakeBedrockStats {
  requests: number;
  inFlight: number;
  maxInFlight: number;
  /** Replies with status 429. */
  throttled: number;
  /** Replies by HTTP status. */
  byStatus: Record<number, number>;
  byModel: Record<string, number>;
}

export interface FakeBedrock {
  url: string;
  port: number;
  stats: FakeBedrockStats;
  requests: FakeRequest[];
  close(): Promise<void>;
}

const CONVERSE_PATH = /^\/model\/([^/]+)\/converse$/;
const INVOKE_PATH = /^\/model\/([^/]+)\/invoke$/;
const GUARDRAIL_PATH = /^\/guardrail\/([^/]+)\/version\/([^/]+)\/apply$/;

/** The operation and its target (model id, or guardrail id:version) a path names, or null. */
function route(path: string): { operation: FakeOperation; target: string } | null {
  const converse = CONVERSE_PATH.exec(path);
  if (converse?.[1]) return { operation: 'converse', target: decodeURIComponent(converse[1]) };
  const invoke = INVOKE_PATH.exec(path);
  if (invoke?.[1]) return { operation: 'invoke', target: decodeURIComponent(invoke[1]) };
  const guardrail = GUARDRAIL_PATH.exec(path);
  if (guardrail?.[1] && guardrail[2])
    return { operation: 'apply-guardrail', target: `${decodeURIComponent(guardrail[1])}:${decodeURIComponent(guardrail[2])}` };
  return null;
}

/** The default answer: echoes the last user text, so tests can tell calls apart. */
export const echoHandler: FakeHandler = ({ body }) => ({ text: `echo: ${lastUserText(body)}` });

export async function startFakeBedrock(options: FakeBedrockOptions = {}): Promise<FakeBedrock> {
  const handler = options.handler ?? echoHandler;
  const invoke = options.invoke ?? embeddingHandler();
  const guardrail = options.guardrail ?? guardrailHandler();
  const record = options.record ?? true;
  const stats: FakeBedrockStats = { requests: 0, inFlight: 0, maxInFlight: 0, throttled: 0, byStatus: {}, byModel: {} };
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sessions = new Set<Http2Session>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const send = (res: Http2ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    if (status === 429) stats.throttled += 1;
    if (res.stream.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const serve = async (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const match = route(req.url.split('?')[0] ?? '');
    if (req.method !== 'POST' || !match) {
      send(res, 404, { message: `no route for ${req.method} ${req.url}` }, { 'x-amzn-errortype': 'UnknownOperationException' });
      return;
    }
    const { operation, target: modelId } = match;
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      send(res, 400, { message: 'body is not JSON' }, { 'x-amzn-errortype': 'ValidationException' });
      return;
    }
    const request: FakeRequest = { modelId, body, index: stats.requests, operation };
    stats.requests += 1;
    stats.byModel[modelId] = (stats.byModel[modelId] ?? 0) + 1;
    if (record) requests.push(request);

    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      const reply = operation === 'converse' ? await handler(request) : operation === 'invoke' ? await invoke(request) : await guardrail(request);
      await wait(reply.delayMs ?? 0);
      if ('error' in reply) {
        const { status, type, message } = reply.error;
        send(res, status, { message }, { 'x-amzn-errortype': type });
      } else if ('body' in reply) {
        send(res, 200, reply.body);
      } else {
        send(res, 200, converseBody(reply));
      }
    } catch (error) {
      send(res, 500, { message: `fake handler failed: ${String(error)}` }, { 'x-amzn-errortype': 'InternalServerException' });
    } finally {
      stats.inFlight -= 1;
    }
  };

  const server = createServer((req, res) => void serve(req, res));
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every request waits `delayMs`, then gets `reply` (or the echo answer). */
export function fixedLatency(delayMs: number, reply?: FakeHandler): FakeHandler {
  const inner = reply ?? echoHandler;
  return async (request) => ({ ...(await inner(request)), delayMs });
}

export interface QuotaOptions {
  /** Requests admitted per second. */
  perSecond: number;
  /** Bucket size: how many may pass at once after a quiet spell (default: one second's worth). */
  burst?: number;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
}

/**
 * A token bucket in front of `inner`: a request that finds no token gets a
 * 429 ThrottlingException at once, the way a Bedrock quota answers.
 */
export function quota(options: QuotaOptions, inner: FakeHandler = echoHandler): FakeHandler {
  const burst = options.burst ?? options.perSecond;
  const now = options.now ?? (() => performance.now());
  let tokens = burst;
  let last = now();
  return (request) => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * options.perSecond);
    last = t;
    if (tokens < 1) return throttling();
    tokens -= 1;
    return inner(request);
  };
}

/** The first `count` requests get `error`; the rest go to `then`. */
export function failFirst(count: number, error: FakeError, then: FakeHandler = echoHandler): FakeHandler {
  return failFirstOf(count, error, then);
}

export function throttling(message = 'Too many requests, please wait before trying again.'): FakeError {
  return { error: { status: 429, type: 'ThrottlingException', message } };
}

export function fakeError(status: number, type: string, message: string, delayMs?: number): FakeError {
  return { error: { status, type, message }, delayMs };
}

/** The first `count` requests get `error`; the rest go to `then`. For the InvokeModel and ApplyGuardrail handlers. */
export function failFirstOf<R>(
  count: number,
  error: FakeError,
  then: (request: FakeRequest) => R | FakeError,
): (request: FakeRequest) => R | FakeError {
  let failed = 0;
  return (request) => {
    if (failed < count) {
      failed += 1;
      return error;
    }
    return then(request);
  };
}

/** The texts an embedding request asks for: Titan's `inputText`, Cohere's `texts`. */
export function embeddingTexts(body: unknown): string[] {
  const fields = (body ?? {}) as { inputText?: unknown; texts?: unknown };
  if (typeof fields.inputText === 'string') return [fields.inputText];
  if (Array.isArray(fields.texts)) return fields.texts.map(String);
  return [];
}

export const FAKE_EMBEDDING_DIMENSIONS = 16;

/**
 * A deterministic unit vector for a text: each lowercased word adds to one of
 * FAKE_EMBEDDING_DIMENSIONS slots (by a hash of the word), so texts sharing
 * words are close and the same text always gets the same vector.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 2166136261;
    for (const ch of word) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
    vector[hash % FAKE_EMBEDDING_DIMENSIONS] = (vector[hash % FAKE_EMBEDDING_DIMENSIONS] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

/**
 * InvokeModel for the embedding models, in each one's reply shape: Cohere's
 * `{embeddings: [[...]]}` for a `cohere.` model id, else Titan's `{embedding,
 * inputTextTokenCount}`. `vectors` scripts the vector of chosen texts; the
 * others get fakeEmbedding().
 */
export function embeddingHandler(vectors: Readonly<Record<string, number[]>> = {}): FakeInvokeHandler {
  const vectorOf = (text: string) => (Object.hasOwn(vectors, text) ? (vectors[text] as number[]) : fakeEmbedding(text));
  return ({ modelId, body }) => {
    const texts = embeddingTexts(body);
    if (texts.length === 0) return fakeError(400, 'ValidationException', 'Malformed input request: no text to embed');
    if (modelId.includes('cohere.')) {
      return { body: { id: 'fake', response_type: 'embeddings_floats', texts, embeddings: texts.map(vectorOf) } };
    }
    const text = texts[0] as string;
    return { body: { embedding: vectorOf(text), inputTextTokenCount: text.split(/\s+/).filter(Boolean).length } };
  };
}

/** The text an ApplyGuardrail request asks about: its content blocks' text, joined. */
export function guardrailText(body: unknown): string {
  const content = (body as { content?: { text?: { text?: unknown } }[] } | null)?.content ?? [];
  return content.map((block) => (typeof block.text?.text === 'string' ? block.text.text : '')).join('\n');
}

/**
 * ApplyGuardrail: intervenes when the text contains one of `blocked`'s keys,
 * with a content filter of that category (HATE, VIOLENCE, ...) BLOCKED;
 * otherwise the guardrail lets the text through (action NONE).
 */
export function guardrailHandler(blocked: Readonly<Record<string, string>> = {}): FakeGuardrailHandler {
  return ({ body }) => {
    const text = guardrailText(body);
    const hits = Object.entries(blocked).filter(([needle]) => text.includes(needle));
    const usage = {
      topicPolicyUnits: 0,
      contentPolicyUnits: 1,
      wordPolicyUnits: 0,
      sensitiveInformationPolicyUnits: 0,
      sensitiveInformationPolicyFreeUnits: 0,
      contextualGroundingPolicyUnits: 0,
    };
    if (hits.length === 0) return { body: { usage, action: 'NONE', outputs: [], assessments: [{}] } };
    const filters = hits.map(([, type]) => ({ type, confidence: 'HIGH', filterStrength: 'HIGH', action: 'BLOCKED', detected: true }));
    return {
      body: {
        usage,
        action: 'GUARDRAIL_INTERVENED',
        actionReason: 'Guardrail blocked.',
        outputs: [{ text: 'Sorry, I cannot help with that.' }],
        assessments: [{ contentPolicy: { filters } }],
      },
    };
  };
}

/** A Converse reply's JSON as Bedrock sends it (the batch fake writes the same as a record's modelOutput). */
export function converseBody(answer: FakeAnswer) {
  const content: unknown[] = [];
  if (answer.text !== undefined) content.push({ text: answer.text });
  for (const toolUse of answer.toolUses ?? []) content.push({ toolUse });
  const usage = answer.usage ?? { inputTokens: 10, outputTokens: 5 };
  return {
    output: { message: { role: 'assistant', content } },
    stopReason: answer.stopReason ?? (answer.toolUses?.length ? 'tool_use' : 'end_turn'),
    usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
    metrics: { latencyMs: answer.serviceLatencyMs ?? answer.delayMs ?? 0 },
    ...(answer.trace !== undefined ? { trace: answer.trace } : {}),
  };
}

function lastUserText(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: { text?: unknown }[] }[] } | null)?.messages ?? [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    const text = message.content?.find((block) => typeof block.text === 'string')?.text;
    if (typeof text === 'string') return text;
  }
  return '';
}

function readBody(req: Http2ServerRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
