// A fake GitHub REST API on 127.0.0.1 for the publish layer's tests and the
// end-to-end tests: issue comments (list with pagination, create, update),
// check runs (create, update), who the token is (`GET /user`, GraphQL
// `viewer`), with GitHub's size limits and the 403 a read-only token (fork
// pull request) gets. Every request is recorded.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asRecord, listenLocal, parseJsonBody, sendJson } from './http.js';
import type { RunningServer } from './http.js';

export interface RecordedGitHubRequest {
  method: string;
  /** Path without the query string, e.g. `/repos/o/r/issues/1/comments`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The raw `authorization` header, e.g. `token ghs_x`; undefined when absent. */
  authorization: string | undefined;
}

export interface FakeUser {
  login: string;
  id: number;
  type: 'Bot' | 'User';
}

export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  [extra: string]: unknown;
}

export interface FakeCheckRun {
  id: number;
  owner: string;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** All annotations received, in order, across create and updates. */
  annotations: FakeAnnotation[];
}

export interface FakeGitHubOptions {
  /**
   * Who the token is, put on the comments it creates. Default the workflow's
   * GITHUB_TOKEN: `github-actions[bot]`, type Bot. A `User` is a personal
   * access token: `GET /user` answers with it. A `Bot` is an installation
   * token: `GET /user` answers 403 "Resource not accessible by integration".
   */
  tokenUser?: Partial<FakeUser>;
  /**
   * Whether GraphQL `{ viewer { login } }` answers for an installation token
   * (reported for GitHub App tokens); otherwise it answers a FORBIDDEN error.
   * Default false.
   */
  viewerForBots?: boolean;
  /** When set, requests must send `authorization: token <it>` (or Bearer) or get 401. */
  requiredToken?: string;
  /** Base of `html_url`s. Default `https://github.com`. */
  htmlBase?: string;
}

/** GitHub's limits as the service enforces them (kept apart from src/ on purpose). */
const COMMENT_MAX_CHARS = 65_536;
const CHECK_TEXT_MAX_CHARS = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const DOCS = 'https://docs.github.com/rest';

export class FakeGitHub {
  readonly requests: RecordedGitHubRequest[] = [];
  private readonly comments = new Map<number, FakeComment>();
  private readonly runs = new Map<number, FakeCheckRun>();
  private nextCommentId = 1001;
  private nextCheckRunId = 5001;
  private clock = Date.parse('2026-01-01T00:00:00Z');
  private denyComments: false | 403 | 404 = false;
  private denyChecks: false | 403 | 404 = false;
  private readonly bot: FakeUser;
  private readonly htmlBase: string;

  private constructor(
    private readonly http: RunningServer,
    private readonly options: FakeGitHubOptions,
  ) {
    this.bot = { login: 'github-actions[bot]', id: 41898282, type: 'Bot', ...options.tokenUser };
    this.htmlBase = options.htmlBase ?? 'https://github.com';
  }

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    let fake: FakeGitHub | undefined;
    const http = await listenLocal((req, res, body) => fake?.handle(req, res, body));
    fake = new FakeGitHub(http, options);
    return fake;
  }

  /** The API base URL to give Octokit (`baseUrl`) or GITHUB_API_URL; no trailing slash. */
  get url(): string {
    return this.http.origin;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  /**
   * Refuse comment and/or check-run calls. 403 (default) is what a read-only
   * GITHUB_TOKEN gets on writes (fork pull requests): "Resource not
   * accessible by integration"; listing comments keeps working, as a
   * read-only token can read them. 404 is what a token that cannot see the
   * repository gets, on reads and writes alike.
   */
  deny(what: { comments?: boolean; checks?: boolean }, status: 403 | 404 = 403): void {
    if (what.comments !== undefined) this.denyComments = what.comments ? status : false;
    if (what.checks !== undefined) this.denyChecks = what.checks ? status : false;
  }

  /** Seed a comment, e.g. by another user or to fill earlier pages. */
  addComment(c: { owner: string; repo: string; issueNumber: number; body: string; user?: Partial<FakeUser> }): FakeComment {
    const user: FakeUser = { ...this.bot, ...c.user };
    return this.insertComment(c.owner, c.repo, c.issueNumber, c.body, user);
  }

  /** Comments on one issue or pull request, oldest first. */
  commentsOn(owner: string, repo: string, issueNumber: number): FakeComment[] {
    return [...this.comments.values()]
      .filter((c) => c.owner === owner && c.repo === repo && c.issueNumber === issueNumber)
      .sort((a, b) => a.id - b.id);
  }

  get checkRuns(): FakeCheckRun[] {
    return [...this.runs.values()].sort((a, b) => a.id - b.id);
  }

  private handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
    const url = new URL(req.url ?? '/', this.url);
    const method = (req.method ?? 'GET').toUpperCase();
    const body = parseJsonBody(raw);
    const authorization = req.headers.authorization;
    this.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization });

    if (this.options.requiredToken !== undefined) {
      const token = authorization?.replace(/^(token|bearer)\s+/i, '');
      if (token !== this.options.requiredToken) {
        return sendJson(res, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      }
    }

    if (url.pathname === '/user' && method === 'GET') return this.authenticatedUser(res);
    if (url.pathname === '/graphql' && method === 'POST') return this.graphql(res, body);

    const p = url.pathname.split('/').map(decodeURIComponent);
    // ['', 'repos', owner, repo, ...rest]
    if (p[1] !== 'repos' || p.length < 5) return notFound(res);
    const owner = p[2] ?? '';
    const repo = p[3] ?? '';
    const rest = p.slice(4);

    if (rest[0] === 'issues' && rest[2] === 'comments' && rest.length === 3 && /^\d+$/.test(rest[1] ?? '')) {
      const issueNumber = Number(rest[1]);
      if (method === 'GET') {
        if (this.denyComments === 404) return notFound(res);
        return this.listComments(res, url, owner, repo, issueNumber);
      }
      if (method === 'POST') return this.createComment(res, owner, repo, issueNumber, body);
    }
    if (rest[0] === 'issues' && rest[1] === 'comments' && rest.length === 3 && /^\d+$/.test(rest[2] ?? '')) {
      const id = Number(rest[2]);
      if (method === 'GET') return this.getComment(res, owner, repo, id);
      if (method === 'PATCH') return this.updateComment(res, owner, repo, id, body);
    }
    if (rest[0] === 'check-runs' && rest.length === 1 && method === 'POST') {
      return this.createCheckRun(res, owner, repo, body);
    }
    if (rest[0] === 'check-runs' && rest.length === 2 && /^\d+$/.test(rest[1] ?? '')) {
      const id = Number(rest[1]);
      if (method === 'PATCH') return this.updateCheckRun(res, owner, repo, id, body);
      if (method === 'GET') {
        const run = this.runs.get(id);
        if (!run || run.owner !== owner || run.repo !== repo) return notFound(res);
        return sendJson(res, 200, this.checkRunJson(run));
      }
    }
    return notFound(res);
  }

  /** `GET /user`: a personal access token's user; an installation token (GITHUB_TOKEN, an App's) gets 403. */
  private authenticatedUser(res: ServerResponse): void {
    if (this.bot.type === 'Bot') return refuse(res, 403);
    sendJson(res, 200, { login: this.bot.login, id: this.bot.id, type: this.bot.type });
  }

  /** GraphQL: only `viewer { login }` is known here. */
  private graphql(res: ServerResponse, body: unknown): void {
    const query = asRecord(body)['query'];
    if (typeof query !== 'string' || !/\bviewer\b/.test(query)) {
      return sendJson(res, 200, { errors: [{ message: 'this fake answers only viewer { login }' }] });
    }
    if (this.bot.type === 'Bot' && !this.options.viewerForBots) {
      return sendJson(res, 200, {
        data: { viewer: null },
        errors: [{ type: 'FORBIDDEN', path: ['viewer'], message: 'Resource not accessible by integration' }],
      });
    }
    sendJson(res, 200, { data: { viewer: { login: this.bot.login } } });
  }

  private listComments(res: ServerResponse, url: URL, owner: string, repo: string, issueNumber: number): void {
    const perPage = clampInt(url.searchParams.get('per_page'), 30, 1, 100);
    const page = clampInt(url.searchParams.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
    const all = this.commentsOn(owner, repo, issueNumber);
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const pageUrl = (n: number): string => {
      const u = new URL(url.href);
      u.searchParams.set('per_page', String(perPage));
      u.searchParams.set('page', String(n));
      return u.href;
    };
    const links: string[] = [];
    if (page > 1) links.push(`<${pageUrl(page - 1)}>; rel="prev"`);
    if (page < lastPage) links.push(`<${pageUrl(page + 1)}>; rel="next"`);
    if (page < lastPage) links.push(`<${pageUrl(lastPage)}>; rel="last"`);
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`);
    sendJson(
      res,
      200,
      slice.map((c) => this.commentJson(c)),
      links.length ? { link: links.join(', ') } : {},
    );
  }

  private getComment(res: ServerResponse, owner: string, repo: string, id: number): void {
    const c = this.comments.get(id);
    if (!c || c.owner !== owner || c.repo !== repo) return notFound(res);
    sendJson(res, 200, this.commentJson(c));
  }

  private createComment(res: ServerResponse, owner: string, repo: string, issueNumber: number, body: unknown): void {
    if (this.denyComments) return refuse(res, this.denyComments);
    const text = bodyField(body);
    const invalid = validateCommentBody(text);
    if (invalid) return unprocessable(res, 'IssueComment', invalid);
    const c = this.insertComment(owner, repo, issueNumber, text as string, this.bot);
    sendJson(res, 201, this.commentJson(c));
  }

  private updateComment(res: ServerResponse, owner: string, repo: string, id: number, body: unknown): void {
    if (this.denyComments) return refuse(res, this.denyComments);
    const c = this.comments.get(id);
    if (!c || c.owner !== owner || c.repo !== repo) return notFound(res);
    const text = bodyField(body);
    const invalid = validateCommentBody(text);
    if (invalid) return unprocessable(res, 'IssueComment', invalid);
    c.body = text as string;
    c.updated_at = this.tick();
    sendJson(res, 200, this.commentJson(c));
  }

  private createCheckRun(res: ServerResponse, owner: string, repo: string, body: unknown): void {
    if (this.denyChecks) return refuse(res, this.denyChecks);
    const b = asRecord(body);
    if (typeof b['name'] !== 'string' || b['name'] === '') return unprocessable(res, 'CheckRun', 'name is missing');
    if (typeof b['head_sha'] !== 'string' || !/^[0-9a-f]{40}$/.test(b['head_sha'])) {
      return unprocessable(res, 'CheckRun', 'head_sha is not a commit sha');
    }
    const run: FakeCheckRun = {
      id: this.nextCheckRunId++,
      owner,
      repo,
      name: b['name'],
      head_sha: b['head_sha'],
      status: 'queued',
      conclusion: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
    };
    const invalid = applyCheckFields(run, b);
    if (invalid) return unprocessable(res, 'CheckRun', invalid);
    this.runs.set(run.id, run);
    sendJson(res, 201, this.checkRunJson(run));
  }

  private updateCheckRun(res: ServerResponse, owner: string, repo: string, id: number, body: unknown): void {
    if (this.denyChecks) return refuse(res, this.denyChecks);
    const run = this.runs.get(id);
    if (!run || run.owner !== owner || run.repo !== repo) return notFound(res);
    // Validate on a copy so a rejected update changes nothing, as on GitHub.
    const draft: FakeCheckRun = structuredClone(run);
    const invalid = applyCheckFields(draft, asRecord(body));
    if (invalid) return unprocessable(res, 'CheckRun', invalid);
    this.runs.set(id, draft);
    sendJson(res, 200, this.checkRunJson(draft));
  }

  private insertComment(owner: string, repo: string, issueNumber: number, body: string, user: FakeUser): FakeComment {
    const now = this.tick();
    const c: FakeComment = { id: this.nextCommentId++, owner, repo, issueNumber, body, user, created_at: now, updated_at: now };
    this.comments.set(c.id, c);
    return c;
  }

  private commentJson(c: FakeComment): Record<string, unknown> {
    return {
      id: c.id,
      node_id: `IC_fake${c.id}`,
      url: `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
      html_url: `${this.htmlBase}/${c.owner}/${c.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${this.url}/repos/${c.owner}/${c.repo}/issues/${c.issueNumber}`,
      body: c.body,
      user: { login: c.user.login, id: c.user.id, type: c.user.type },
      created_at: c.created_at,
      updated_at: c.updated_at,
      author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    };
  }

  private checkRunJson(run: FakeCheckRun): Record<string, unknown> {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.head_sha,
      status: run.status,
      conclusion: run.conclusion,
      url: `${this.url}/repos/${run.owner}/${run.repo}/check-runs/${run.id}`,
      html_url: `${this.htmlBase}/${run.owner}/${run.repo}/runs/${run.id}`,
      output: { ...run.output, annotations_count: run.annotations.length },
    };
  }

  /** Distinct, increasing timestamps so "newest" is never a tie. */
  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }
}

const ANNOTATION_LEVELS = new Set(['notice', 'warning', 'failure']);
const CONCLUSIONS = new Set(['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out']);

/** Apply create/update fields to a run; returns a 422 message or undefined. */
function applyCheckFields(run: FakeCheckRun, b: Record<string, unknown>): string | undefined {
  if (typeof b['name'] === 'string') run.name = b['name'];
  if (typeof b['status'] === 'string') run.status = b['status'];
  if (b['conclusion'] !== undefined) {
    if (typeof b['conclusion'] !== 'string' || !CONCLUSIONS.has(b['conclusion'])) return 'conclusion is not valid';
    run.conclusion = b['conclusion'];
    // GitHub: providing a conclusion sets the status to completed.
    run.status = 'completed';
  }
  if (run.status === 'completed' && run.conclusion === null) return 'conclusion is required when status is completed';
  if (b['output'] === undefined) return undefined;
  const out = asRecord(b['output']);
  if (typeof out['title'] !== 'string' || typeof out['summary'] !== 'string') return 'output requires title and summary';
  if ([...out['summary']].length > CHECK_TEXT_MAX_CHARS) return `summary is too long (maximum is ${CHECK_TEXT_MAX_CHARS} characters)`;
  if (typeof out['text'] === 'string' && [...out['text']].length > CHECK_TEXT_MAX_CHARS) {
    return `text is too long (maximum is ${CHECK_TEXT_MAX_CHARS} characters)`;
  }
  const annotations = out['annotations'] ?? [];
  if (!Array.isArray(annotations)) return 'annotations must be an array';
  if (annotations.length > ANNOTATIONS_PER_REQUEST) return `Only ${ANNOTATIONS_PER_REQUEST} annotations are allowed per request`;
  for (const a of annotations) {
    const r = asRecord(a);
    if (
      typeof r['path'] !== 'string' ||
      !Number.isInteger(r['start_line']) ||
      !Number.isInteger(r['end_line']) ||
      typeof r['annotation_level'] !== 'string' ||
      !ANNOTATION_LEVELS.has(r['annotation_level']) ||
      typeof r['message'] !== 'string'
    ) {
      return 'annotation requires path, start_line, end_line, annotation_level and message';
    }
  }
  run.output = {
    title: out['title'],
    summary: out['summary'],
    text: typeof out['text'] === 'string' ? out['text'] : run.output.text,
  };
  // Annotations accumulate across create and updates, as on GitHub.
  run.annotations.push(...(annotations as FakeAnnotation[]));
  return undefined;
}

function validateCommentBody(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return 'Body cannot be blank';
  // GitHub counts characters, not UTF-16 units.
  if ([...text].length > COMMENT_MAX_CHARS) return `Body is too long (maximum is ${COMMENT_MAX_CHARS} characters)`;
  return undefined;
}

function bodyField(body: unknown): unknown {
  return asRecord(body)['body'];
}

function clampInt(raw: string | null, fallback: number, min: number, max: number): number {
  const n = raw === null ? NaN : Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
}

function refuse(res: ServerResponse, status: 403 | 404): void {
  if (status === 404) return notFound(res);
  sendJson(res, 403, { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' });
}

function unprocessable(res: ServerResponse, resource: string, message: string): void {
  sendJson(res, 422, {
    message: 'Validation Failed',
    errors: [{ resource, code: 'custom', field: 'body', message }],
    documentation_url: DOCS,
    status: '422',
  });
}
