// A fake Bedrock Runtime Converse endpoint on 127.0.0.1, spoken to by the real
// AWS SDK. It is built on node:http2 (cleartext h2c) because the SDK uses
// HTTP/2 by default. How each request is answered is pluggable (a handler),
// with helpers for latency, a requests-per-second quota and transient failures.
// Only node built-ins are imported, so bench/ can compile and run it on its own.
import { createServer } from 'node:http2';
import type { Http2ServerRequest, Http2ServerResponse, Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  /** The model id from the path, URL-decoded. */
  modelId: string;
  body: unknown;
  /** 0-based arrival order over the server's life. */
  index: number;
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

export type FakeReply = FakeAnswer | FakeError;
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeBedrockOptions {
  handler?: FakeHandler;
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

/** The default answer: echoes the last user text, so tests can tell calls apart. */
export const echoHandler: FakeHandler = ({ body }) => ({ text: `echo: ${lastUserText(body)}` });

export async function startFakeBedrock(options: FakeBedrockOptions = {}): Promise<FakeBedrock> {
  const handler = options.handler ?? echoHandler;
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
    const match = CONVERSE_PATH.exec(req.url.split('?')[0] ?? '');
    if (req.method !== 'POST' || !match?.[1]) {
      send(res, 404, { message: `no route for ${req.method} ${req.url}` }, { 'x-amzn-errortype': 'UnknownOperationException' });
      return;
    }
    const modelId = decodeURIComponent(match[1]);
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      send(res, 400, { message: 'body is not JSON' }, { 'x-amzn-errortype': 'ValidationException' });
      return;
    }
    const request: FakeRequest = { modelId, body, index: stats.requests };
    stats.requests += 1;
    stats.byModel[modelId] = (stats.byModel[modelId] ?? 0) + 1;
    if (record) requests.push(request);

    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      const reply = await handler(request);
      await wait(reply.delayMs ?? 0);
      if ('error' in reply) {
        const { status, type, message } = reply.error;
        send(res, status, { message }, { 'x-amzn-errortype': type });
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
  let failed = 0;
  return (request) => {
    if (failed < count) {
      failed += 1;
      return error;
    }
    return then(request);
  };
}

export function throttling(message = 'Too many requests, please wait before trying again.'): FakeError {
  return { error: { status: 429, type: 'ThrottlingException', message } };
}

export function fakeError(status: number, type: string, message: string, delayMs?: number): FakeError {
  return { error: { status, type, message }, delayMs };
}

function converseBody(answer: FakeAnswer) {
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
