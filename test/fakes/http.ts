// What the node:http fakes share: listen on 127.0.0.1 with a free port, read
// a request body, answer JSON, and shut down without waiting for keep-alive
// sockets.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

export interface RunningServer {
  server: Server;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function listenLocal(handler: Handler, port = 0): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The executor turns a synchronous throw into a rejection too: a handler need not be async.
      new Promise<void>((resolve) => {
        resolve(handler(req, res, Buffer.concat(chunks)));
      }).catch((err: unknown) => {
        // A bug in a fake must show up in the test, not hang the client.
        if (!res.headersSent) sendJson(res, 500, { message: `fake server error: ${String(err)}` });
        else res.destroy();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    origin: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** The body as JSON, or `undefined` when it is empty or not JSON. */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A JSON object's fields; anything else reads as no fields. */
export function asRecord(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
