// What the fake model APIs (OpenAI, Azure OpenAI, Anthropic, Gemini, Ollama)
// share: a node:http server on 127.0.0.1 at a free port that records every
// request (headers included), a vendor-neutral way to script answers and
// failures per request, and the writing of a reply, including the broken ones
// a client must survive (a body that is not JSON, a body cut off mid-way).
// Each vendor module parses its own paths and bodies and renders the neutral
// answer in its own wire format; see test/fakes/openai.ts and its siblings.
// Only node built-ins are imported, as in bedrock.ts, so a bench can use them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocal, parseJsonBody } from './http.js';

export { asRecord } from './http.js';

/** One tool call the model makes, in no vendor's format. */
export interface FakeToolCall {
  /** The call's id (OpenAI `call_...`, Anthropic `toolu_...`); made up when absent. Gemini and Ollama send none unless set. */
  id?: string;
  name: string;
  /** The arguments, an object (OpenAI sends them as a JSON string; the fake encodes them). */
  input: unknown;
}

export interface FakeUsage {
  /** Prompt tokens, cached ones included (OpenAI's and Gemini's counting). */
  input: number;
  output: number;
  /** Of `input`, read from the prompt cache. */
  cachedInput?: number;
  /** Anthropic's cache writes. */
  cacheWrite?: number;
  /** Of `output`, reasoning or thinking tokens. */
  reasoning?: number;
}

/** Why the model stopped, in no vendor's words; each fake says it in its own. */
export type FakeStop = 'end' | 'length' | 'tool' | 'stop-sequence' | 'filtered';

/** A successful answer. */
export interface FakeAnswer {
  text?: string;
  toolCalls?: FakeToolCall[];
  /** Default: `tool` when there are tool calls, else `end`. */
  stop?: FakeStop;
  /** Default: 10 in, 5 out. */
  usage?: FakeUsage;
  delayMs?: number;
  headers?: Record<string, string>;
}

/** A failure, rendered with the vendor's status, headers and error body. */
export type FakeFailure = (
  | {
      fail: 'rate-limit';
      /** The `Retry-After` header as sent (seconds or an HTTP date); default `1`. `null`: no such header. */
      retryAfter?: string | null;
      /** The `retry-after-ms` header (OpenAI's SDK and Azure); absent unless set. */
      retryAfterMs?: number;
    }
  | { fail: 'unauthorized' | 'forbidden' | 'unknown-model' | 'overloaded' | 'unavailable' | 'server' }
  | { fail: 'bad-request'; message: string }
  /** 200 with a JSON content type and a body that is not JSON. */
  | { fail: 'malformed' }
  /** 200 whose declared length is never sent: the connection closes half-way through the body. */
  | { fail: 'truncated' }
) & { delayMs?: number };

/** A reply sent exactly as given. */
export interface FakeRaw {
  raw: { status: number; body: unknown; headers?: Record<string, string> };
  delayMs?: number;
}

export type FakeReply = FakeAnswer | FakeFailure | FakeRaw;

/** A request the fake received, parsed; what a handler scripts its answer from. */
export interface FakeLlmRequest {
  /** 0-based arrival order over the server's life (batch records get their own numbers too). */
  index: number;
  /** When it arrived, in performance.now() milliseconds (for retry delays and rates). */
  at: number;
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lowercased names. */
  headers: Record<string, string>;
  /** The parsed JSON body (for a multipart upload, the fields and files). */
  body: unknown;
  /**
   * What was asked: `chat`, `responses`, `embeddings`, `messages`, `generateContent`, `embed`, ...;
   * `batch:<operation>` for a batch job's record; `http` for anything else (refused auth, files, batch polls).
   */
  operation: string;
  /** The model (or Azure deployment) the request names. */
  model: string | undefined;
  /** The text of the last user message that has any (a turn of tool results alone has none). */
  prompt: string;
  /** Tool results the request sends back, in order. */
  toolResults: { id?: string; name?: string; content: string }[];
  /** Set on the requests a batch job runs: the record's `custom_id`. */
  customId?: string;
}

export type FakeLlmHandler = (request: FakeLlmRequest) => FakeReply | Promise<FakeReply>;
/** Vectors for the texts, one each, or a failure. */
export type FakeEmbedHandler = (texts: string[], request: FakeLlmRequest) => number[][] | FakeFailure | Promise<number[][] | FakeFailure>;

/** What a vendor module hands the server to write. */
export interface WireReply {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is. */
  text?: string | Buffer;
  /** Sent one by one (server-sent events, NDJSON), the connection then closed. */
  chunks?: string[];
  /** Declare the whole body's length, send half of it, then drop the connection. */
  truncate?: boolean;
  delayMs?: number;
}

export interface FakeLlmStats {
  requests: number;
  inFlight: number;
  maxInFlight: number;
  /** Replies with status 429. */
  throttled: number;
  byStatus: Record<number, number>;
  byModel: Record<string, number>;
}

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  stats: FakeLlmStats;
  requests: FakeLlmRequest[];
  close(): Promise<void>;
}

export interface CommonFakeOptions {
  /** Answers generation requests (default: echo the prompt). */
  handler?: FakeLlmHandler;
  /** Answers embedding requests (default: fakeEmbedding of each text). */
  embed?: FakeEmbedHandler;
  /** The key the vendor's auth header must carry (default `test-key`). */
  apiKey?: string;
  /** Models (or deployments) that exist; any other gets the vendor's not-found error. Default: any model. */
  models?: string[];
  /** Added to every generation and embedding reply (a bench's fixed latency). */
  latencyMs?: number;
  /** Keep every request (default true; benches turn it off). */
  record?: boolean;
  /** Listen on this port (a config that names its endpoint, as a user's does); default: a free one. */
  port?: number;
}

/** A parsed request before the vendor has said what it is. */
export type IncomingFake = Omit<FakeLlmRequest, 'operation' | 'model' | 'prompt' | 'toolResults'> & { rawBody: Buffer };

/** Routes one request; `record` registers it (numbered) once the vendor knows what it is. */
export type FakeRouter = (incoming: IncomingFake, record: (parsed: FakeLlmRequest) => void) => WireReply | Promise<WireReply>;

export const DEFAULT_API_KEY = 'test-key';
export const DEFAULT_USAGE: FakeUsage = { input: 10, output: 5 };
export const MALFORMED_BODY = '{"id": "broken", "choices": [ <html>502 Bad Gateway</html>';

/** The default answer: echoes the prompt, so tests can tell calls apart. */
export const echoHandler: FakeLlmHandler = ({ prompt }) => ({ text: `echo: ${prompt}` });

/** Starts the server; the vendor module supplies the router. */
export async function startFakeLlmServer(route: FakeRouter, options: { record?: boolean; port?: number } = {}): Promise<FakeLlmServer> {
  const record = options.record ?? true;
  const stats: FakeLlmStats = { requests: 0, inFlight: 0, maxInFlight: 0, throttled: 0, byStatus: {}, byModel: {} };
  const requests: FakeLlmRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const serve = async (req: IncomingMessage, res: ServerResponse, rawBody: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const incoming: IncomingFake = {
      index: -1,
      at: performance.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: parseJsonBody(rawBody),
      rawBody,
    };
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    let recorded = false;
    const keep = (parsed: FakeLlmRequest) => {
      parsed.index = stats.requests;
      stats.requests += 1;
      if (parsed.model !== undefined) stats.byModel[parsed.model] = (stats.byModel[parsed.model] ?? 0) + 1;
      if (record) requests.push(parsed);
    };
    try {
      const reply = await route(incoming, (parsed) => {
        if (parsed.headers === incoming.headers) recorded = true;
        keep(parsed);
      });
      // Requests the vendor did not parse (refused auth, files, batch polls, unknown paths) are kept too.
      if (!recorded) keep({ ...incoming, operation: 'http', model: undefined, prompt: '', toolResults: [] });
      await wait(reply.delayMs ?? 0);
      write(res, reply, stats);
    } catch (error) {
      // A bug in a fake must show up in the test, not hang the client.
      write(res, { status: 500, json: { message: `fake server error: ${String(error)}` } }, stats);
    } finally {
      stats.inFlight -= 1;
    }
  };

  const running = await listenLocal(serve, options.port);
  return {
    url: running.origin,
    port: running.port,
    stats,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running.close();
    },
  };
}

function write(res: ServerResponse, reply: WireReply, stats: FakeLlmStats): void {
  stats.byStatus[reply.status] = (stats.byStatus[reply.status] ?? 0) + 1;
  if (reply.status === 429) stats.throttled += 1;
  if (res.destroyed) return;
  if (reply.chunks) {
    res.writeHead(reply.status, reply.headers);
    for (const chunk of reply.chunks) res.write(chunk);
    res.end();
    return;
  }
  const isJson = reply.json !== undefined;
  const body = isJson ? Buffer.from(JSON.stringify(reply.json)) : Buffer.from(reply.text ?? '');
  const headers = { ...(isJson ? { 'content-type': 'application/json' } : {}), ...reply.headers, 'content-length': String(body.length) };
  res.writeHead(reply.status, headers);
  if (!reply.truncate) {
    res.end(body);
    return;
  }
  // Half the body, then the connection drops: the client sees a response that never completes.
  res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
}

/** Sleeps `latencyMs` on a reply (the vendor modules add the option's latency this way). */
export function withLatency(reply: WireReply, latencyMs: number | undefined): WireReply {
  return latencyMs ? { ...reply, delayMs: (reply.delayMs ?? 0) + latencyMs } : reply;
}

export function isFailure(reply: FakeReply | number[][]): reply is FakeFailure {
  return !Array.isArray(reply) && 'fail' in reply;
}

export function isRaw(reply: FakeReply): reply is FakeRaw {
  return 'raw' in reply;
}

/** The reply for the failures every vendor writes the same way (malformed, truncated, raw), or null. */
export function genericReply(reply: FakeFailure | FakeRaw, okBody: () => unknown): WireReply | null {
  if (isRaw(reply)) return { status: reply.raw.status, json: reply.raw.body, headers: reply.raw.headers, delayMs: reply.delayMs };
  if (reply.fail === 'malformed')
    return { status: 200, headers: { 'content-type': 'application/json' }, text: MALFORMED_BODY, delayMs: reply.delayMs };
  if (reply.fail === 'truncated') return { status: 200, json: okBody(), truncate: true, delayMs: reply.delayMs };
  return null;
}

/** The stop reason an answer implies. */
export function stopOf(answer: FakeAnswer): FakeStop {
  return answer.stop ?? (answer.toolCalls?.length ? 'tool' : 'end');
}

/** The `Retry-After` and `retry-after-ms` headers a rate-limit failure asks for. */
export function retryHeaders(failure: FakeFailure): Record<string, string> {
  if (failure.fail !== 'rate-limit') return {};
  const headers: Record<string, string> = {};
  if (failure.retryAfter !== null) headers['retry-after'] = failure.retryAfter ?? '1';
  if (failure.retryAfterMs !== undefined) headers['retry-after-ms'] = String(failure.retryAfterMs);
  return headers;
}

/** The first `count` requests get `failure`; the rest go to `then`. */
export function failFirst(count: number, failure: FakeFailure, then: FakeLlmHandler = echoHandler): FakeLlmHandler {
  let failed = 0;
  return (request) => {
    if (failed >= count) return then(request);
    failed += 1;
    return failure;
  };
}

/** Replies in order, one per request; the last one repeats. */
export function sequence(...replies: FakeReply[]): FakeLlmHandler {
  let next = 0;
  return () => {
    const reply = replies[Math.min(next, replies.length - 1)];
    next += 1;
    if (!reply) throw new Error('sequence() needs at least one reply');
    return reply;
  };
}

export interface QuotaOptions {
  /** Requests admitted per second. */
  perSecond: number;
  /** How many may pass at once after a quiet spell (default: one second's worth). */
  burst?: number;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
}

/**
 * A token bucket in front of `inner`: a request that finds no token gets a 429
 * whose Retry-After (seconds, rounded up) and retry-after-ms say when the next
 * token comes, as a vendor's quota answers.
 */
export function quota(options: QuotaOptions, inner: FakeLlmHandler = echoHandler): FakeLlmHandler {
  const burst = options.burst ?? options.perSecond;
  const now = options.now ?? (() => performance.now());
  let tokens = burst;
  let last = now();
  return (request) => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * options.perSecond);
    last = t;
    if (tokens < 1) {
      const waitMs = Math.ceil(((1 - tokens) / options.perSecond) * 1000);
      return { fail: 'rate-limit', retryAfter: String(Math.ceil(waitMs / 1000)), retryAfterMs: waitMs };
    }
    tokens -= 1;
    return inner(request);
  };
}

/** The texts of a content value: a string, or parts with `text` fields. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      const text = (part as { text?: unknown } | null)?.text;
      return typeof text === 'string' ? text : '';
    })
    .filter(Boolean)
    .join('\n');
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** Unix seconds, as the OpenAI API stamps objects. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
