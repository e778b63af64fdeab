// The HTTP/2 handler of the shared Bedrock Runtime client: the SDK's own
// (NodeHttp2Handler) with two bounds it lacks. An endpoint that does not
// speak HTTP/2 (an HTTP/1.1-only proxy, a port that never answers) fails
// once, within HANDSHAKE_TIMEOUT_MS, as a setup problem, instead of every
// retry of every call waiting on it; and a reply body larger than
// MAX_REPLY_BYTES fails its call instead of growing in memory until V8 aborts.
import { connect } from 'node:http2';
import { pipeline, Transform, type Readable } from 'node:stream';
import { NodeHttp2Handler } from '@smithy/node-http-handler';

/** Far above any Converse, InvokeModel or ApplyGuardrail reply (a 200k-token answer is about 1 MiB). */
export const MAX_REPLY_BYTES = 16 * 1024 * 1024;
/** Connecting and receiving the server's HTTP/2 settings: well under a second on AWS. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;
/** The error names src/providers/bedrock/errors.ts turns into ProviderErrors. */
export const NOT_HTTP2 = 'EndpointNotHttp2';
export const REPLY_TOO_LARGE = 'ReplyTooLarge';

type Request = Parameters<NodeHttp2Handler['handle']>[0];
type HandleOptions = Parameters<NodeHttp2Handler['handle']>[1];

export interface BoundedHandlerOptions {
  disableConcurrentStreams: boolean;
  maxConcurrentStreams: number;
  maxReplyBytes?: number;
  handshakeTimeoutMs?: number;
}

export class BoundedHttp2Handler extends NodeHttp2Handler {
  private readonly maxReplyBytes: number;
  private readonly handshakeTimeoutMs: number;
  /** Each endpoint's handshake, checked once: the first call to it waits on it, the rest reuse it. */
  private readonly handshakes = new Map<string, Promise<void>>();

  constructor(options: BoundedHandlerOptions) {
    const { maxReplyBytes = MAX_REPLY_BYTES, handshakeTimeoutMs = HANDSHAKE_TIMEOUT_MS, ...http2 } = options;
    super(http2);
    this.maxReplyBytes = maxReplyBytes;
    this.handshakeTimeoutMs = handshakeTimeoutMs;
  }

  override async handle(request: Request, options?: HandleOptions): ReturnType<NodeHttp2Handler['handle']> {
    const authority = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}`;
    let handshake = this.handshakes.get(authority);
    if (!handshake) {
      handshake = checkHttp2(authority, this.handshakeTimeoutMs);
      this.handshakes.set(authority, handshake);
      // A failure is checked afresh next time: a network fault passes.
      handshake.catch(() => this.handshakes.delete(authority));
    }
    await handshake;
    const { response } = await super.handle(request, options);
    // Counted as it arrives, whatever length the reply declares.
    response.body = capped(response.body as Readable, this.maxReplyBytes);
    return { response };
  }
}

/** Resolves once the endpoint has sent its HTTP/2 settings; a socket error rejects as it is (a retryable network fault). */
function checkHttp2(authority: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = connect(authority);
    const done = (error?: Error) => {
      clearTimeout(timer);
      session.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => done(notHttp2(authority, `no HTTP/2 answer within ${timeoutMs} ms (an HTTP/1.1-only endpoint or proxy never sends one)`)),
      timeoutMs,
    );
    session.once('remoteSettings', () => done());
    session.once('error', (error: NodeJS.ErrnoException) => {
      // The server answered, but not in HTTP/2: HTTP/1.1 bytes, or TLS without h2.
      const protocol = error.code === 'ERR_HTTP2_ERROR' || /application protocol/i.test(error.message);
      done(protocol ? notHttp2(authority, `it answered, but not in HTTP/2 (${error.message.trim()})`) : error);
    });
  });
}

function notHttp2(authority: string, why: string): Error {
  const error = new Error(`the endpoint ${authority} does not speak HTTP/2, as Bedrock Runtime does: ${why}`);
  error.name = NOT_HTTP2;
  return error;
}

function tooLarge(limit: number): Error {
  const error = new Error(`the reply body is larger than ${limit / 1024 / 1024} MiB (${limit} bytes), the most supereval reads`);
  error.name = REPLY_TOO_LARGE;
  return error;
}

/** The body, failing with a ReplyTooLarge error (and the download stopped) past `limit` bytes. */
function capped(body: Readable, limit: number): Readable {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      next(bytes > limit ? tooLarge(limit) : null, chunk);
    },
  });
  // pipeline destroys the source when the counter fails; the reader sees the counter's error.
  return pipeline(body, counter, () => {});
}
