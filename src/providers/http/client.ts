// One HTTP exchange with a model API, through Node's own fetch: no SDK, so
// the retries are ours (src/run/retry.ts sees every throttle), the body is
// read within a byte bound, the whole exchange within a deadline, and an
// `http://` base URL (a local gateway, a test's fake) works as `https://`
// does. What goes wrong on the way is a ProviderError that says whether a
// retry may help: the connection refused or reset (retryable), the name not
// resolving (a setup error: the endpoint is wrong), the body cut short
// (`TruncatedReply`, retryable), a body over the bound (`ReplyTooLarge`).
// The status is the caller's to judge (failures.ts).
import { NETWORK_CODES } from '../network-codes.js';
import { ProviderError } from '../types.js';

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Readonly<Record<string, string>>;
  /** Sent as JSON, with `content-type: application/json`. */
  json?: unknown;
  /** Sent as it is (a multipart upload); `json` wins when both are given. */
  body?: FormData | string | Uint8Array;
  signal?: AbortSignal;
  /** Bound on the whole exchange, the body's last byte included (default DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Bound on the reply's body (default DEFAULT_MAX_REPLY_BYTES). */
  maxBytes?: number;
}

export interface HttpReply {
  status: number;
  headers: Headers;
  body: Buffer;
  /** Wall time from sending to the body's last byte, in ms. */
  latency_ms: number;
}

/** Ten minutes: the slowest non-streamed generation a vendor serves (the run's own per-attempt bound is usually shorter). */
export const DEFAULT_TIMEOUT_MS = 600_000;
/** A reply larger than this is no model's answer (a batch output file is read with its own bound). */
export const DEFAULT_MAX_REPLY_BYTES = 32 * 1024 * 1024;

/** `who` names the call in messages: `OpenAI gpt-4o-mini`. */
export async function sendHttp(request: HttpRequest, who: string): Promise<HttpReply> {
  const url = checkedUrl(request.url, who);
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal, redirect: 'manual' });
  } catch (error) {
    throw transportError(error, who, url, request.signal, deadline, timeoutMs, 'sending');
  }
  let bytes: Buffer;
  try {
    bytes = await readBounded(response, request.maxBytes ?? DEFAULT_MAX_REPLY_BYTES, who);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw transportError(error, who, url, request.signal, deadline, timeoutMs, 'reading');
  }
  return { status: response.status, headers: response.headers, body: bytes, latency_ms: Math.round(performance.now() - started) };
}

/** The URL, when it is an http(s) one; else a setup error naming it. */
function checkedUrl(raw: string, who: string): URL {
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const fix = `The base URL of ${who} must be an http:// or https:// URL, got ${JSON.stringify(raw)}.`;
    throw new ProviderError(fix, { code: 'BadEndpoint', setup: { kind: 'bad-endpoint', fix } });
  }
  return url;
}

/** The body, read to its end unless it passes `maxBytes` (a declared length over it is refused before reading). */
async function readBounded(response: Response, maxBytes: number, who: string): Promise<Buffer> {
  const tooLarge = (size: string) =>
    new ProviderError(`the reply of ${who} is ${size}, over the ${maxBytes}-byte bound; it is not read`, { code: 'ReplyTooLarge' });
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`${declared} bytes`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream: the rest of the body is never read.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge(`over ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, size);
}

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** The code of a fetch failure: its own, else its cause's (undici wraps the socket's error in `TypeError: fetch failed`). */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; current = (current as ErrorShape).cause, depth++) {
    const code = (current as ErrorShape).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; current = (current as ErrorShape).cause, depth++) {
    const message = (current as ErrorShape).message;
    if (typeof message === 'string' && message && !parts.includes(message)) parts.push(message);
  }
  return parts.join(': ') || String(error);
}

function transportError(
  error: unknown,
  who: string,
  url: URL,
  outer: AbortSignal | undefined,
  deadline: AbortSignal,
  timeoutMs: number,
  stage: 'sending' | 'reading',
): ProviderError {
  if (outer?.aborted) {
    const reason: unknown = outer.reason;
    return reason instanceof ProviderError ? reason : new ProviderError(`call to ${who} was aborted`, { code: 'AbortError', cause: error });
  }
  if (deadline.aborted) {
    return new ProviderError(`no whole reply from ${who} within ${timeoutMs} ms`, { code: 'TimeoutError', retryable: true, cause: error });
  }
  const code = codeOf(error);
  if (code === 'ENOTFOUND') {
    const fix = `The host ${url.host} of ${who}'s endpoint does not resolve: check the base URL.`;
    return new ProviderError(`${who}: getaddrinfo ENOTFOUND ${url.host}`, { code, setup: { kind: 'bad-endpoint', fix }, cause: error });
  }
  if (stage === 'reading') {
    // The status and headers came, then the connection closed before the body's end.
    return new ProviderError(`truncated reply from ${who}: the connection closed before the body's end (${messageOf(error)})`, {
      code: 'TruncatedReply',
      retryable: true,
      cause: error,
    });
  }
  // undici's own codes (UND_ERR_SOCKET, UND_ERR_CONNECT_TIMEOUT...) are the socket's too.
  const retryable = code === undefined || NETWORK_CODES.has(code) || code.startsWith('UND_ERR_');
  return new ProviderError(`${who}: ${messageOf(error)}`, { code: code ?? 'NetworkError', retryable, cause: error });
}
