// The run's OTLP/HTTP receiver: POST /v1/traces on 127.0.0.1, in JSON or
// protobuf (gzip or not), as OpenTelemetry's exporters send them. Each case a
// program runs gets a trace of its own: the program starts with
// OTEL_EXPORTER_OTLP_ENDPOINT, a TRACEPARENT naming the case's trace, and
// supereval.trace_id among its OTEL_RESOURCE_ATTRIBUTES, so a span lands on
// its case by its trace id, or by its resource when the program started a
// trace of its own. The server starts with the first case that asks for it
// and does not keep the process alive; each case's spans are bounded in count
// and size, and what is dropped is counted.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { Span } from '../config/index.js';
import { decodeTraceRequest } from './otlp-proto.js';
import { spansOf } from './otlp.js';

/** One request's body, compressed or not, at most. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** Spans kept per case; more are counted as dropped. */
export const MAX_SPANS_PER_CASE = 2000;
/** The JSON size of a case's kept spans, at most. */
export const MAX_CASE_SPAN_BYTES = 4 * 1024 * 1024;
/** How long a case's end waits for exports still being received. */
const IN_FLIGHT_GRACE_MS = 2000;
/** The resource attribute that names a case's trace when the program did not join it. */
export const CASE_RESOURCE_ATTRIBUTE = 'supereval.trace_id';

export interface CaseTrace {
  traceId: string;
  /** The variables the case's program starts with, over `base` (the program's own). */
  env(base: Readonly<Record<string, string | undefined>>): Record<string, string>;
  /** The spans received for the case (once exports in flight are in), and the end of its collection. */
  finish(): Promise<CaseSpans>;
}

export interface CaseSpans {
  spans: Span[];
  /** Spans refused by the case's bounds. */
  dropped: number;
}

export interface TraceReceiver {
  openCase(): Promise<CaseTrace>;
  /** Where exporters send (http://127.0.0.1:<port>), once started. */
  readonly endpoint: string | null;
  close(): Promise<void>;
}

interface Bucket {
  spans: Span[];
  bytes: number;
  dropped: number;
}

export function createTraceReceiver(): TraceReceiver {
  const buckets = new Map<string, Bucket>();
  let inFlight = 0;
  const idle: (() => void)[] = [];
  let started: Promise<string> | null = null;
  let server: Server | null = null;
  let endpoint: string | null = null;

  const keep = (span: Span) => {
    const tagged = span.attributes[CASE_RESOURCE_ATTRIBUTE];
    const bucket = buckets.get(span.trace_id) ?? (typeof tagged === 'string' ? buckets.get(tagged) : undefined);
    if (!bucket) return;
    const size = JSON.stringify(span).length;
    if (bucket.spans.length >= MAX_SPANS_PER_CASE || bucket.bytes + size > MAX_CASE_SPAN_BYTES) {
      bucket.dropped++;
      return;
    }
    bucket.bytes += size;
    bucket.spans.push(span);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Connection', 'close');
    const answer = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    const url = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || url !== '/v1/traces') {
      req.resume();
      answer(404, JSON.stringify({ error: 'only POST /v1/traces is received here' }));
      return;
    }
    inFlight++;
    const done = () => {
      if (--inFlight === 0) for (const wake of idle.splice(0)) wake();
    };
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        if (!refused) answer(413, JSON.stringify({ error: `an export is limited to ${MAX_REQUEST_BYTES} bytes` }));
        refused = true;
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', done);
    req.on('end', () => {
      try {
        if (refused) return;
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        const body = inflated(Buffer.concat(chunks), req.headers['content-encoding']);
        if (type === 'application/x-protobuf' || type === 'application/protobuf') {
          for (const span of spansOf(decodeTraceRequest(body))) keep(span);
          answer(200, '', 'application/x-protobuf');
        } else if (type === 'application/json') {
          for (const span of spansOf(JSON.parse(body.toString('utf8')))) keep(span);
          answer(200, '{}');
        } else answer(415, JSON.stringify({ error: 'send application/json or application/x-protobuf' }));
      } catch (error) {
        answer(400, JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      } finally {
        done();
      }
    });
  };

  const start = () =>
    (started ??= new Promise<string>((resolve, reject) => {
      server = createServer(handle);
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        // The run does not wait on it: when everything else is done, the process may end.
        server?.unref();
        endpoint = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
        resolve(endpoint);
      });
    }));

  const settled = () =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IN_FLIGHT_GRACE_MS);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });

  return {
    get endpoint() {
      return endpoint;
    },
    async openCase() {
      const url = await start();
      const traceId = randomBytes(16).toString('hex');
      const parentId = randomBytes(8).toString('hex');
      buckets.set(traceId, { spans: [], bytes: 0, dropped: 0 });
      return {
        traceId,
        env(base) {
          const resource = [base['OTEL_RESOURCE_ATTRIBUTES'], `${CASE_RESOURCE_ATTRIBUTE}=${traceId}`].filter(Boolean).join(',');
          return {
            OTEL_EXPORTER_OTLP_ENDPOINT: url,
            OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${url}/v1/traces`,
            OTEL_RESOURCE_ATTRIBUTES: resource,
            TRACEPARENT: `00-${traceId}-${parentId}-01`,
          };
        },
        async finish() {
          await settled();
          const bucket = buckets.get(traceId) ?? { spans: [], bytes: 0, dropped: 0 };
          buckets.delete(traceId);
          return { spans: bucket.spans, dropped: bucket.dropped };
        },
      };
    },
    async close() {
      const s = server;
      if (!s) return;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

/** The body as sent, or inflated (gzip, deflate), bounded. */
function inflated(body: Buffer, encoding: string | undefined): Buffer {
  const how = (encoding ?? '').trim().toLowerCase();
  if (how === '' || how === 'identity') return body;
  if (how === 'gzip') return gunzipSync(body, { maxOutputLength: MAX_REQUEST_BYTES });
  if (how === 'deflate') return inflateSync(body, { maxOutputLength: MAX_REQUEST_BYTES });
  throw new Error(`content-encoding ${how} is not read here (gzip, deflate or none)`);
}
