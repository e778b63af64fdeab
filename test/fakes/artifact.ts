// A fake GitHub Actions artifact service (the results service's twirp
// `github.actions.results.api.v1.ArtifactService`, which @actions/artifact 2+
// speaks) on 127.0.0.1: CreateArtifact with a signed upload URL served here
// as an Azure-style block blob, FinalizeArtifact, ListArtifacts,
// GetSignedArtifactURL and DeleteArtifact. Artifacts live in memory; the
// uploaded zip is kept as bytes and served back as application/zip, so the
// real client zips on upload and unzips on download.
//
// Jobs: the client reads the run's and the job's backend ids from the
// runtime token, a JWT whose `scp` claim holds
// `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`
// (lib/internal/shared/util.js getBackendIdsFromToken), and sends them in
// every request. `jobToken(job)` makes such a token; the fake checks that the
// run a request names is the token's, and for uploads the job too. Every job
// of the run lists and downloads the artifacts of every job of the run (how
// a merge job with `needs:` reads the shards').
//
// Runs: each token names its workflow run, and a job sees that run's
// artifacts only. Names are unique in a run, as on GitHub: a second
// CreateArtifact of a finalized name is a 409. Retries: the client retries a twirp 5xx five
// times with 3 s+ waits, so quick tests fail with a 4xx.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { azureCreated, azureError, blobHeaders, twirpError, type FakeCacheService } from './cache.js';
import { asRecord, listenLocal, parseJsonBody, sendJson, type RunningServer } from './http.js';

export const ARTIFACT_TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';

export type ArtifactMethod = 'CreateArtifact' | 'FinalizeArtifact' | 'ListArtifacts' | 'GetSignedArtifactURL' | 'DeleteArtifact';
const METHODS: readonly string[] = ['CreateArtifact', 'FinalizeArtifact', 'ListArtifacts', 'GetSignedArtifactURL', 'DeleteArtifact'];

export interface FakeArtifact {
  id: number;
  name: string;
  runId: string;
  jobId: string;
  finalized: boolean;
  size: number;
  /** `sha256:<hex>` as FinalizeArtifact sent it. */
  digest: string | null;
  createdAt: Date;
  blob: Buffer | undefined;
  blocks: Map<string, Buffer>;
}

export interface RecordedArtifactRequest {
  method: string;
  path: string;
  route: ArtifactMethod | 'blob-put' | 'blob-block' | 'blob-blocklist' | 'blob-get' | 'unknown';
  body: unknown;
}

/** A JWT of the runner's shape: only its `scp` claim is read (the signature is not checked by the client). */
export function runtimeToken(runId: string, jobId: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ scp: `Actions.GenericRead:x Actions.Results:${runId}:${jobId}`, exp: 4102444800 })}.fake-signature`;
}

function idsOfToken(authorization: string | undefined): { runId: string; jobId: string } | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: string };
    const scope = (claims.scp ?? '').split(' ').find((s) => s.startsWith('Actions.Results:'));
    const [, runId, jobId] = scope?.split(':') ?? [];
    return runId && jobId ? { runId, jobId } : null;
  } catch {
    return null;
  }
}

export interface FakeArtifactOptions {
  /** The backend id of the workflow run jobToken() makes tokens for by default (default: a random UUID). */
  runId?: string;
}

export class FakeArtifactService {
  readonly requests: RecordedArtifactRequest[] = [];
  /** The backend id of the default workflow run (jobToken). */
  readonly runId: string;
  private readonly artifacts = new Map<number, FakeArtifact>();
  private readonly faults = new Map<ArtifactMethod, { status: number; message: string; remaining: number }>();
  private nextId = 1;

  private constructor(
    private readonly http: { origin: string; close(): Promise<void> },
    options: FakeArtifactOptions,
  ) {
    this.runId = options.runId ?? randomUUID();
  }

  /** On a server of its own. */
  static async start(options: FakeArtifactOptions = {}): Promise<FakeArtifactService> {
    let fake: FakeArtifactService | undefined;
    const http: RunningServer = await listenLocal((req, res, body) => void fake?.handle(req, res, body));
    fake = new FakeArtifactService(http, options);
    return fake;
  }

  /** On the cache fake's server, as both are one results service behind one ACTIONS_RESULTS_URL; closed with it. */
  static on(cache: FakeCacheService, options: FakeArtifactOptions = {}): FakeArtifactService {
    const fake = new FakeArtifactService({ origin: cache.origin, close: () => Promise.resolve() }, options);
    cache.mount((req, res, raw) => fake.handle(req, res, raw));
    return fake;
  }

  /** ACTIONS_RESULTS_URL: the origin with a trailing slash, as the runner sets it. */
  get resultsUrl(): string {
    return `${this.http.origin}/`;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  /** The runtime token of one job (a shard's, the merge's) of the run `run` (default: this fake's runId). */
  jobToken(job: string, run = this.runId): string {
    return runtimeToken(run, job);
  }

  /** Finalised artifacts, oldest first. */
  get list(): FakeArtifact[] {
    return [...this.artifacts.values()].filter((a) => a.finalized).sort((a, b) => a.id - b.id);
  }

  /** Answer the next `times` calls of `method` with a twirp error of `status`. */
  fail(method: ArtifactMethod, options: { status?: number; message?: string; times?: number } = {}): void {
    this.faults.set(method, {
      status: options.status ?? 500,
      message: options.message ?? 'fake artifact service failure',
      remaining: options.times ?? Infinity,
    });
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** Answers the artifact service's requests; false for any other (the cache's, when mounted on its server). */
  private handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): boolean {
    const url = new URL(req.url ?? '/', this.http.origin);
    if (!url.pathname.startsWith(ARTIFACT_TWIRP_PREFIX) && !url.pathname.startsWith('/devstoreaccount1/artifacts/')) return false;
    this.answer(req, res, raw, url);
    return true;
  }

  private answer(req: IncomingMessage, res: ServerResponse, raw: Buffer, url: URL): void {
    const method = (req.method ?? 'GET').toUpperCase();
    const record: RecordedArtifactRequest = { method, path: url.pathname, route: 'unknown', body: undefined };
    this.requests.push(record);
    if (url.pathname.startsWith(ARTIFACT_TWIRP_PREFIX)) {
      const name = url.pathname.slice(ARTIFACT_TWIRP_PREFIX.length);
      record.body = parseJsonBody(raw);
      if (!METHODS.includes(name) || method !== 'POST') return twirpError(res, 404, 'bad_route', `no handler for ${name}`);
      const route = name as ArtifactMethod;
      record.route = route;
      const ids = idsOfToken(req.headers.authorization);
      if (!ids) return twirpError(res, 401, 'unauthenticated', 'missing or invalid runtime token');
      const body = asRecord(record.body);
      // A job writes only its own artifacts, and reads those of the whole run: the client's
      // download asks for the signed URL with the uploading job's id (download-artifact.js).
      const ownJobOnly = route === 'CreateArtifact' || route === 'FinalizeArtifact';
      if (body['workflow_run_backend_id'] !== ids.runId || (ownJobOnly && body['workflow_job_run_backend_id'] !== ids.jobId)) {
        return twirpError(res, 403, 'permission_denied', 'the backend ids of the request are not those of the token');
      }
      const fault = this.faults.get(route);
      if (fault) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) this.faults.delete(route);
        return twirpError(
          res,
          fault.status,
          fault.status === 404 ? 'not_found' : fault.status >= 500 ? 'internal' : 'failed_precondition',
          fault.message,
        );
      }
      if (route === 'CreateArtifact') return this.create(res, ids, body);
      if (route === 'FinalizeArtifact') return this.finalize(res, ids, body);
      if (route === 'ListArtifacts') return this.listArtifacts(res, body);
      if (route === 'GetSignedArtifactURL') return this.signedUrl(res, body);
      return this.remove(res, body);
    }
    const blob = /^\/devstoreaccount1\/artifacts\/(\d+)$/.exec(url.pathname);
    const artifact = blob ? this.artifacts.get(Number(blob[1])) : undefined;
    if (!artifact || url.searchParams.get('sig') !== 'fake-signature') return azureError(res, 404, 'BlobNotFound');
    if (method === 'PUT') return this.put(req, res, url, artifact, raw, record);
    if (method === 'GET') {
      record.route = 'blob-get';
      if (!artifact.finalized || !artifact.blob) return azureError(res, 404, 'BlobNotFound');
      res.writeHead(200, { ...blobHeaders(artifact.blob), 'content-type': 'application/zip', 'content-length': String(artifact.blob.length) });
      return void res.end(artifact.blob);
    }
    azureError(res, 405, 'UnsupportedHttpVerb');
  }

  private create(res: ServerResponse, ids: { runId: string; jobId: string }, body: Record<string, unknown>): void {
    const name = typeof body['name'] === 'string' ? body['name'] : '';
    if (!name) return twirpError(res, 400, 'invalid_argument', 'name is required');
    if (this.list.some((a) => a.name === name && a.runId === ids.runId)) {
      return twirpError(res, 409, 'already_exists', `an artifact with this name already exists on the workflow run: ${name}`);
    }
    const id = this.nextId++;
    this.artifacts.set(id, {
      id,
      name,
      runId: ids.runId,
      jobId: ids.jobId,
      finalized: false,
      size: 0,
      digest: null,
      createdAt: new Date(),
      blob: undefined,
      blocks: new Map(),
    });
    sendJson(res, 200, { ok: true, signed_upload_url: `${this.http.origin}/devstoreaccount1/artifacts/${id}?sig=fake-signature&se=2099-01-01` });
  }

  private put(req: IncomingMessage, res: ServerResponse, url: URL, artifact: FakeArtifact, raw: Buffer, record: RecordedArtifactRequest): void {
    if (artifact.finalized) return azureError(res, 409, 'BlobAlreadyExists');
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      record.route = 'blob-block';
      const blockId = url.searchParams.get('blockid');
      if (!blockId) return azureError(res, 400, 'InvalidQueryParameterValue');
      artifact.blocks.set(blockId, raw);
      return azureCreated(res, raw);
    }
    if (comp === 'blocklist') {
      record.route = 'blob-blocklist';
      const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? '');
      const parts: Buffer[] = [];
      for (const id of ids) {
        const part = artifact.blocks.get(id);
        if (!part) return azureError(res, 400, 'InvalidBlockList');
        parts.push(part);
      }
      artifact.blob = Buffer.concat(parts);
      artifact.blocks.clear();
      return azureCreated(res, artifact.blob);
    }
    record.route = 'blob-put';
    if (req.headers['x-ms-blob-type'] !== 'BlockBlob') return azureError(res, 400, 'MissingRequiredHeader');
    artifact.blob = raw;
    azureCreated(res, raw);
  }

  private finalize(res: ServerResponse, ids: { runId: string; jobId: string }, body: Record<string, unknown>): void {
    const artifact = [...this.artifacts.values()].find((a) => a.name === body['name'] && a.jobId === ids.jobId && !a.finalized);
    if (!artifact) return twirpError(res, 404, 'not_found', 'no artifact of this name is being uploaded by this job');
    if (!artifact.blob) return twirpError(res, 400, 'failed_precondition', 'nothing was uploaded');
    // int64 travels as a string in proto JSON.
    if (String(body['size']) !== String(artifact.blob.length)) {
      return twirpError(res, 400, 'invalid_argument', `size mismatch: ${String(body['size'])} != ${artifact.blob.length}`);
    }
    artifact.finalized = true;
    artifact.size = artifact.blob.length;
    artifact.digest = typeof body['hash'] === 'string' ? body['hash'] : null;
    sendJson(res, 200, { ok: true, artifact_id: String(artifact.id) });
  }

  private listArtifacts(res: ServerResponse, body: Record<string, unknown>): void {
    const nameFilter = typeof body['name_filter'] === 'string' ? body['name_filter'] : undefined;
    const idFilter = body['id_filter'] === undefined ? undefined : Number(body['id_filter']);
    const artifacts = this.list
      .filter((a) => a.runId === body['workflow_run_backend_id'])
      .filter((a) => nameFilter === undefined || a.name === nameFilter)
      .filter((a) => idFilter === undefined || a.id === idFilter)
      .map((a) => ({
        workflow_run_backend_id: a.runId,
        workflow_job_run_backend_id: a.jobId,
        database_id: String(a.id),
        name: a.name,
        size: String(a.size),
        created_at: a.createdAt.toISOString(),
        ...(a.digest ? { digest: a.digest } : {}),
      }));
    sendJson(res, 200, { artifacts });
  }

  private signedUrl(res: ServerResponse, body: Record<string, unknown>): void {
    const artifact = this.list.find((a) => a.name === body['name'] && a.runId === body['workflow_run_backend_id']);
    if (!artifact) return twirpError(res, 404, 'not_found', 'artifact not found');
    sendJson(res, 200, { signed_url: `${this.http.origin}/devstoreaccount1/artifacts/${artifact.id}?sig=fake-signature&se=2099-01-01` });
  }

  private remove(res: ServerResponse, body: Record<string, unknown>): void {
    const artifact = this.list.find((a) => a.name === body['name'] && a.runId === body['workflow_run_backend_id']);
    if (!artifact) return twirpError(res, 404, 'not_found', 'artifact not found');
    this.artifacts.delete(artifact.id);
    sendJson(res, 200, { ok: true, artifact_id: String(artifact.id) });
  }
}

/**
 * What @actions/artifact reads for one job of the run: the results service,
 * the job's runtime token, a github.com-like server (not GHES, where the
 * client refuses), and the workspace.
 */
export function artifactEnv(fake: FakeArtifactService, job: string, workspace: string): Record<string, string> {
  return {
    ACTIONS_RESULTS_URL: fake.resultsUrl,
    ACTIONS_RUNTIME_TOKEN: fake.jobToken(job),
    GITHUB_SERVER_URL: 'https://github.localhost',
    GITHUB_WORKSPACE: workspace,
  };
}
