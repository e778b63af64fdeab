// A fake GitHub Actions cache service (the v2 protocol @actions/cache 6 uses
// on github.com) on 127.0.0.1: the three twirp methods plus an Azure-style
// blob endpoint for the archive upload and download. Entries live in memory.
//
// How @actions/cache finds it: every environment variable it reads
// (ACTIONS_CACHE_SERVICE_V2, ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN,
// GITHUB_SERVER_URL, ACTIONS_CACHE_MODE, RUNNER_TEMP, GITHUB_WORKSPACE) is read
// when restoreCache/saveCache is called, not when the module is imported, so
// a test may start the fake on port 0 and set process.env afterwards (see
// cacheEnv). The exception is @actions/github, which reads GITHUB_API_URL at
// import: pass `baseUrl` to getOctokit instead of relying on the env there.
//
// Retries: @actions/cache retries a twirp 5xx up to 5 times with 3 s, ~4.5 s,
// ~7 s... waits, and the Azure SDK retries blob 5xx with 4 s+ waits. A 500
// fault therefore costs tens of seconds; quick tests use the faults that fail
// at once (`times: 1` to see one retry succeed, a 4xx, read/write denial, or
// a closed server, which gives ECONNREFUSED).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asRecord, listenLocal, parseJsonBody, sendJson } from './http.js';
import type { RunningServer } from './http.js';

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/';

export type TwirpMethod = 'GetCacheEntryDownloadURL' | 'CreateCacheEntry' | 'FinalizeCacheEntryUpload';
export type FaultTarget = TwirpMethod | 'blob-upload' | 'blob-download';

export interface RecordedCacheRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON for twirp calls; for blob calls, undefined (see bodyBytes). */
  body: unknown;
  bodyBytes: number;
  authorization: string | undefined;
  /** The twirp method or blob operation this request was routed to. */
  route: TwirpMethod | 'blob-put' | 'blob-block' | 'blob-blocklist' | 'blob-head' | 'blob-get' | 'unknown';
}

export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  finalized: boolean;
  /** Order of finalisation: higher is newer. 0 while pending. */
  sequence: number;
  sizeBytes: number;
  blob: Buffer | undefined;
}

interface Fault {
  status: number;
  message: string;
  remaining: number;
}

export interface FakeCacheOptions {
  /** The bearer token the service accepts. Default `fake-runtime-token`. */
  token?: string;
  /** Accept these tokens instead (the JWT runtime tokens of several jobs, test/fakes/artifact.ts). */
  acceptToken?: (token: string) => boolean;
}

export class FakeCacheService {
  readonly requests: RecordedCacheRequest[] = [];
  readonly token: string;
  private readonly acceptToken: ((token: string) => boolean) | undefined;
  private readonly byId = new Map<number, FakeCacheEntry>();
  private readonly blocks = new Map<number, Map<string, Buffer>>();
  private readonly faults = new Map<FaultTarget, Fault>();
  private readonly mounted: ((req: IncomingMessage, res: ServerResponse, raw: Buffer) => boolean)[] = [];
  private writesDenied = false;
  private readsDenied = false;
  private nextId = 1;
  private sequence = 0;

  private constructor(
    private readonly http: RunningServer,
    options: FakeCacheOptions,
  ) {
    this.token = options.token ?? 'fake-runtime-token';
    this.acceptToken = options.acceptToken;
  }

  static async start(options: FakeCacheOptions = {}): Promise<FakeCacheService> {
    let fake: FakeCacheService | undefined;
    const http = await listenLocal((req, res, body) => fake?.handle(req, res, body));
    fake = new FakeCacheService(http, options);
    return fake;
  }

  /** ACTIONS_RESULTS_URL: the origin with a trailing slash, as the runner sets it. */
  get resultsUrl(): string {
    return `${this.http.origin}/`;
  }

  get port(): number {
    return this.http.port;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  /** Finalised and pending entries, oldest first. */
  get entries(): FakeCacheEntry[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }

  /** Answer the next `times` calls to `target` with `status` (twirp error JSON or an Azure error). */
  fail(target: FaultTarget, options: { status?: number; message?: string; times?: number } = {}): void {
    this.faults.set(target, {
      status: options.status ?? 500,
      message: options.message ?? 'fake cache service failure',
      remaining: options.times ?? Number.POSITIVE_INFINITY,
    });
  }

  clearFaults(): void {
    this.faults.clear();
    this.writesDenied = false;
    this.readsDenied = false;
  }

  /** CreateCacheEntry answers `ok: false` with the `cache write denied:` message of a read-only token. */
  denyWrites(on = true): void {
    this.writesDenied = on;
  }

  /** GetCacheEntryDownloadURL answers twirp permission_denied with `cache read denied:`. */
  denyReads(on = true): void {
    this.readsDenied = on;
  }

  /**
   * Another service of the same results host (the artifact fake,
   * test/fakes/artifact.ts) answering on this server, as the runner gives
   * both one ACTIONS_RESULTS_URL: it returns true for the requests it takes.
   */
  mount(handler: (req: IncomingMessage, res: ServerResponse, raw: Buffer) => boolean): void {
    this.mounted.push(handler);
  }

  /** `http://127.0.0.1:<port>`. */
  get origin(): string {
    return this.http.origin;
  }

  private handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
    for (const mounted of this.mounted) if (mounted(req, res, raw)) return;
    const url = new URL(req.url ?? '/', this.http.origin);
    const method = (req.method ?? 'GET').toUpperCase();
    const record: RecordedCacheRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      bodyBytes: raw.length,
      authorization: req.headers.authorization,
      route: 'unknown',
    };
    this.requests.push(record);

    if (url.pathname.startsWith(TWIRP_PREFIX)) {
      const name = url.pathname.slice(TWIRP_PREFIX.length);
      record.body = parseJsonBody(raw);
      if (!isTwirpMethod(name) || method !== 'POST') return twirpError(res, 404, 'bad_route', `no handler for ${name}`);
      record.route = name;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!(this.acceptToken ? this.acceptToken(bearer) : bearer === this.token)) {
        return twirpError(res, 401, 'unauthenticated', 'missing or invalid runtime token');
      }
      const fault = this.takeFault(name);
      if (fault) return twirpError(res, fault.status, twirpCodeFor(fault.status), fault.message);
      const body = asRecord(record.body);
      if (name === 'GetCacheEntryDownloadURL') return this.getDownloadUrl(res, body);
      if (name === 'CreateCacheEntry') return this.createEntry(res, body);
      return this.finalizeEntry(res, body);
    }

    const blobId = parseBlobPath(url.pathname);
    if (blobId === undefined || url.searchParams.get('sig') === null) return azureError(res, 404, 'ResourceNotFound');
    return this.handleBlob(req, res, url, method, blobId, raw, record);
  }

  private getDownloadUrl(res: ServerResponse, body: Record<string, unknown>): void {
    if (this.readsDenied) {
      return twirpError(res, 403, 'permission_denied', 'cache read denied: the token has no readable cache scopes');
    }
    const key = stringField(body, 'key');
    const version = stringField(body, 'version');
    if (!key || !version) return twirpError(res, 400, 'invalid_argument', 'key and version are required');
    const restoreKeys = Array.isArray(body['restore_keys']) ? body['restore_keys'].filter((k): k is string => typeof k === 'string') : [];
    const match = this.lookup(key, restoreKeys, version);
    if (!match) return sendJson(res, 200, { ok: false });
    sendJson(res, 200, { ok: true, signed_download_url: this.blobUrl(match.id), matched_key: match.key });
  }

  /** The service's order: exact key, then key as prefix, then each restore key as prefix; newest first in each. */
  private lookup(key: string, restoreKeys: string[], version: string): FakeCacheEntry | undefined {
    const usable = [...this.byId.values()].filter((e) => e.finalized && e.version === version);
    const newest = (pred: (e: FakeCacheEntry) => boolean): FakeCacheEntry | undefined =>
      usable.filter(pred).sort((a, b) => b.sequence - a.sequence)[0];
    return (
      newest((e) => e.key === key) ??
      newest((e) => e.key.startsWith(key)) ??
      restoreKeys.reduce<FakeCacheEntry | undefined>((found, rk) => found ?? newest((e) => e.key.startsWith(rk)), undefined)
    );
  }

  private createEntry(res: ServerResponse, body: Record<string, unknown>): void {
    const key = stringField(body, 'key');
    const version = stringField(body, 'version');
    if (!key || !version) return twirpError(res, 400, 'invalid_argument', 'key and version are required');
    if (this.writesDenied) {
      return sendJson(res, 200, { ok: false, message: 'cache write denied: the token for this run is read-only' });
    }
    if ([...this.byId.values()].some((e) => e.key === key && e.version === version)) {
      return twirpError(res, 409, 'already_exists', 'cache entry with the same key, version, and scope already exists');
    }
    const entry: FakeCacheEntry = { id: this.nextId++, key, version, finalized: false, sequence: 0, sizeBytes: 0, blob: undefined };
    this.byId.set(entry.id, entry);
    sendJson(res, 200, { ok: true, signed_upload_url: this.blobUrl(entry.id) });
  }

  private finalizeEntry(res: ServerResponse, body: Record<string, unknown>): void {
    const key = stringField(body, 'key');
    const version = stringField(body, 'version');
    const entry = [...this.byId.values()].find((e) => e.key === key && e.version === version && !e.finalized);
    if (!entry) return twirpError(res, 404, 'not_found', 'no pending cache entry for this key and version');
    if (!entry.blob) return sendJson(res, 200, { ok: false, message: 'the archive was not uploaded' });
    // int64 travels as a string in proto JSON.
    if (String(body['size_bytes']) !== String(entry.blob.length)) {
      return sendJson(res, 200, { ok: false, message: `size mismatch: ${String(body['size_bytes'])} != ${entry.blob.length}` });
    }
    entry.finalized = true;
    entry.sizeBytes = entry.blob.length;
    entry.sequence = ++this.sequence;
    sendJson(res, 200, { ok: true, entry_id: String(entry.id) });
  }

  private handleBlob(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
    id: number,
    raw: Buffer,
    record: RecordedCacheRequest,
  ): void {
    const entry = this.byId.get(id);
    if (!entry) return azureError(res, 404, 'BlobNotFound');
    const comp = url.searchParams.get('comp');

    if (method === 'PUT') {
      record.route = comp === 'block' ? 'blob-block' : comp === 'blocklist' ? 'blob-blocklist' : 'blob-put';
      const fault = this.takeFault('blob-upload');
      if (fault) return azureError(res, fault.status, 'InternalError', fault.message);
      if (entry.finalized) return azureError(res, 409, 'BlobAlreadyExists');
      if (comp === 'block') {
        const blockId = url.searchParams.get('blockid');
        if (!blockId) return azureError(res, 400, 'InvalidQueryParameterValue');
        const staged = this.blocks.get(id) ?? new Map<string, Buffer>();
        staged.set(blockId, raw);
        this.blocks.set(id, staged);
        return azureCreated(res, raw);
      }
      if (comp === 'blocklist') {
        const staged = this.blocks.get(id) ?? new Map<string, Buffer>();
        const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? '');
        const parts: Buffer[] = [];
        for (const blockId of ids) {
          const part = staged.get(blockId);
          if (!part) return azureError(res, 400, 'InvalidBlockList');
          parts.push(part);
        }
        entry.blob = Buffer.concat(parts);
        this.blocks.delete(id);
        return azureCreated(res, entry.blob);
      }
      if (req.headers['x-ms-blob-type'] !== 'BlockBlob') return azureError(res, 400, 'MissingRequiredHeader');
      entry.blob = raw;
      return azureCreated(res, raw);
    }

    if (method === 'HEAD' || method === 'GET') {
      record.route = method === 'HEAD' ? 'blob-head' : 'blob-get';
      const fault = this.takeFault('blob-download');
      if (fault) return azureError(res, fault.status, 'InternalError', fault.message);
      if (!entry.finalized || !entry.blob) return azureError(res, 404, 'BlobNotFound');
      const blob = entry.blob;
      const headers = blobHeaders(blob);
      if (method === 'HEAD') {
        res.writeHead(200, { ...headers, 'content-length': String(blob.length) });
        return void res.end();
      }
      const range = parseRange(String(req.headers['x-ms-range'] ?? req.headers['range'] ?? ''), blob.length);
      if (range === 'invalid') return azureError(res, 416, 'InvalidRange');
      if (range) {
        const part = blob.subarray(range.start, range.end + 1);
        res.writeHead(206, {
          ...headers,
          'content-length': String(part.length),
          'content-range': `bytes ${range.start}-${range.end}/${blob.length}`,
        });
        return void res.end(part);
      }
      res.writeHead(200, { ...headers, 'content-length': String(blob.length) });
      return void res.end(blob);
    }
    azureError(res, 405, 'UnsupportedHttpVerb');
  }

  private takeFault(target: FaultTarget): Fault | undefined {
    const fault = this.faults.get(target);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(target);
    return fault;
  }

  /** A path-style Azure URL (account in the path), as the Azure SDK expects for an IP host. */
  private blobUrl(id: number): string {
    return `${this.http.origin}/devstoreaccount1/cache/${id}?sig=fake-signature&se=2099-01-01`;
  }
}

export interface CacheEnvOptions {
  /** RUNNER_TEMP: where @actions/cache puts archives (and our baseline dir lives). */
  runnerTemp: string;
  /** GITHUB_WORKSPACE: tar's working directory; archive paths are relative to it. */
  workspace: string;
}

/**
 * The environment @actions/cache needs to use `fake` with the v2 protocol.
 * GITHUB_SERVER_URL's host must be github.com, *.ghe.com or *.localhost for v2
 * to be chosen; `github.localhost` makes plain that nothing real is involved.
 */
export function cacheEnv(fake: FakeCacheService, options: CacheEnvOptions): Record<string, string> {
  return {
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RESULTS_URL: fake.resultsUrl,
    ACTIONS_RUNTIME_TOKEN: fake.token,
    GITHUB_SERVER_URL: 'https://github.localhost',
    ACTIONS_CACHE_MODE: 'write',
    RUNNER_TEMP: options.runnerTemp,
    GITHUB_WORKSPACE: options.workspace,
  };
}

function isTwirpMethod(name: string): name is TwirpMethod {
  return name === 'GetCacheEntryDownloadURL' || name === 'CreateCacheEntry' || name === 'FinalizeCacheEntryUpload';
}

function twirpCodeFor(status: number): string {
  if (status === 400) return 'invalid_argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'not_found';
  if (status === 409) return 'already_exists';
  if (status === 429) return 'resource_exhausted';
  if (status === 503) return 'unavailable';
  return 'internal';
}

export function twirpError(res: ServerResponse, status: number, code: string, msg: string): void {
  sendJson(res, status, { code, msg });
}

export function azureError(res: ServerResponse, status: number, code: string, message = code): void {
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': String(Buffer.byteLength(xml)),
    'x-ms-error-code': code,
    'x-ms-request-id': requestId(),
  });
  res.end(xml);
}

export function azureCreated(res: ServerResponse, content: Buffer): void {
  res.writeHead(201, {
    etag: etagOf(content),
    'last-modified': new Date().toUTCString(),
    'content-md5': createHash('md5').update(content).digest('base64'),
    'x-ms-request-id': requestId(),
    'x-ms-version': '2025-01-05',
    'x-ms-request-server-encrypted': 'true',
    'content-length': '0',
  });
  res.end();
}

export function blobHeaders(blob: Buffer): Record<string, string> {
  return {
    'content-type': 'application/octet-stream',
    etag: etagOf(blob),
    'last-modified': new Date(0).toUTCString(),
    'accept-ranges': 'bytes',
    'x-ms-blob-type': 'BlockBlob',
    'x-ms-request-id': requestId(),
    'x-ms-version': '2025-01-05',
  };
}

function etagOf(content: Buffer): string {
  return `"0x${createHash('sha256').update(content).digest('hex').slice(0, 16).toUpperCase()}"`;
}

let requestCounter = 0;
function requestId(): string {
  requestCounter += 1;
  return `00000000-0000-0000-0000-${String(requestCounter).padStart(12, '0')}`;
}

/** `/devstoreaccount1/cache/<id>` -> id. */
function parseBlobPath(pathname: string): number | undefined {
  const m = /^\/devstoreaccount1\/cache\/(\d+)$/.exec(pathname);
  return m ? Number(m[1]) : undefined;
}

function parseRange(header: string, size: number): { start: number; end: number } | undefined | 'invalid' {
  if (!header) return undefined;
  const m = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!m) return 'invalid';
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

function stringField(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  return typeof v === 'string' ? v : '';
}
