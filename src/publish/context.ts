// What the action needs to know about the run it is in, from the runner's
// environment variables and the event payload. parseActionContext is pure;
// readActionContext adds reading the event file.
//
// We do not use @actions/github's `context`: it reads the environment once,
// when the module is imported, which makes it awkward to test and to reason
// about.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RunSource } from '../config/index.js';

export interface ActionContext {
  /** GITHUB_EVENT_NAME, e.g. `push`, `pull_request`. */
  eventName: string;
  owner: string;
  repo: string;
  /** GITHUB_RUN_ID. */
  runId: string;
  /** GITHUB_RUN_ATTEMPT (1 when unset). */
  runAttempt: number;
  /** GITHUB_WORKFLOW: the workflow's name. */
  workflow: string;
  /** GITHUB_JOB: the job's id. */
  job: string;
  /** GITHUB_SHA: on pull_request, the merge commit. */
  sha: string;
  /** GITHUB_REF, e.g. `refs/heads/main`, `refs/pull/7/merge`. */
  ref: string;
  /** The commit to report on: the PR head on pull-request events, else GITHUB_SHA. */
  headSha: string;
  /** The pull request number on pull-request events, else null. */
  prNumber: number | null;
  /** The pull request's head repository differs from its base (or was deleted). */
  isFork: boolean;
  /** repository.default_branch from the event, or null when the event has none. */
  defaultBranch: string | null;
  /** A push to refs/heads/<default branch>. */
  isPushToDefaultBranch: boolean;
  /**
   * GITHUB_REF is the default branch. A schedule event carries no repository,
   * so its default branch is unknown; GitHub runs schedules on the default
   * branch only, so its branch ref counts as the default branch.
   */
  isDefaultBranch: boolean;
  /** GITHUB_API_URL (default https://api.github.com). */
  apiUrl: string;
  /** GITHUB_SERVER_URL (default https://github.com). */
  serverUrl: string;
  /** Link to this workflow run, for "details" links. */
  runUrl: string;
  /** GITHUB_RUN_NUMBER: the run's number in its workflow (#812), or null when unset. */
  runNumber: number | null;
  /** The branch: a pull request's head branch (GITHUB_HEAD_REF) on its events, else the branch GITHUB_REF names; null for a tag. */
  branch: string | null;
  /** GITHUB_ACTION: the step's id (or `__owner_repo` for an unnamed one). */
  step: string;
  /** GITHUB_STEP_SUMMARY: the job summary's file, or null outside Actions. */
  stepSummary: string | null;
  /** The run's artifact service is there (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL): off a runner there is nowhere to upload to. */
  artifactService: boolean;
  /** RUNNER_TEMP: the runner's temporary folder, or null off a runner. */
  runnerTemp: string | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

const RepoRef = z.object({ full_name: z.string() }).nullable().optional();

const EventSchema = z.object({
  repository: z.object({ full_name: z.string().optional(), default_branch: z.string().optional() }).optional(),
  pull_request: z
    .object({
      number: z.number().int(),
      head: z.object({ sha: z.string(), repo: RepoRef }),
      base: z.object({ repo: RepoRef }),
    })
    .optional(),
});

export class ActionContextError extends Error {
  override name = 'ActionContextError';
}

export function parseActionContext(env: Env, event: unknown): ActionContext {
  const parsed = EventSchema.safeParse(event ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ActionContextError(
      `The event payload (GITHUB_EVENT_PATH) is not what GitHub sends: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const payload = parsed.data;
  const eventName = required(env, 'GITHUB_EVENT_NAME');
  const fullName = env['GITHUB_REPOSITORY'] || payload.repository?.full_name;
  if (!fullName) throw new ActionContextError('GITHUB_REPOSITORY is not set: is this running in GitHub Actions?');
  const [owner, repo, ...rest] = fullName.split('/');
  if (!owner || !repo || rest.length > 0) throw new ActionContextError(`GITHUB_REPOSITORY is not owner/repo: ${fullName}`);

  const runId = required(env, 'GITHUB_RUN_ID');
  const sha = required(env, 'GITHUB_SHA');
  const ref = env['GITHUB_REF'] ?? '';
  const pr = payload.pull_request;
  const defaultBranch = payload.repository?.default_branch ?? null;
  const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] || '1');
  const isDefaultBranch = defaultBranch !== null ? ref === `refs/heads/${defaultBranch}` : eventName === 'schedule' && ref.startsWith('refs/heads/');

  return {
    eventName,
    owner,
    repo,
    runId,
    runAttempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    workflow: env['GITHUB_WORKFLOW'] ?? '',
    job: env['GITHUB_JOB'] ?? '',
    sha,
    ref,
    headSha: pr?.head.sha ?? sha,
    prNumber: pr?.number ?? null,
    // A deleted fork leaves head.repo null: treat it as a fork (no write token).
    isFork: pr !== undefined && (pr.head.repo?.full_name ?? null) !== (pr.base.repo?.full_name ?? fullName),
    defaultBranch,
    isPushToDefaultBranch: eventName === 'push' && isDefaultBranch,
    isDefaultBranch,
    apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
    serverUrl,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    runNumber: positiveInteger(env['GITHUB_RUN_NUMBER']),
    branch: env['GITHUB_HEAD_REF'] || (ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null),
    step: env['GITHUB_ACTION'] ?? '',
    stepSummary: env['GITHUB_STEP_SUMMARY'] || null,
    artifactService: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
    runnerTemp: env['RUNNER_TEMP'] || null,
  };
}

function positiveInteger(text: string | undefined): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

/** The results' `source`: where this run happened, for a later run that takes it as its baseline. */
export function runSourceOf(ctx: ActionContext): RunSource {
  return {
    repository: `${ctx.owner}/${ctx.repo}`,
    server_url: ctx.serverUrl,
    ...(ctx.branch ? { branch: ctx.branch } : {}),
    ...(ctx.ref ? { ref: ctx.ref } : {}),
    commit: ctx.headSha,
    run_id: ctx.runId,
    ...(ctx.runNumber !== null ? { run_number: ctx.runNumber } : {}),
    run_attempt: ctx.runAttempt,
    event: ctx.eventName,
    ...(ctx.prNumber !== null ? { pr_number: ctx.prNumber } : {}),
  };
}

/** Read GITHUB_EVENT_PATH (when set) with `readFile` and parse the context (`env`: the environment the front end read). */
export function readActionContext(env: Env, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): ActionContext {
  const path = env['GITHUB_EVENT_PATH'];
  let event: unknown = {};
  if (path) {
    let text: string;
    try {
      text = readFile(path);
    } catch (err) {
      throw new ActionContextError(`Cannot read the event file ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      event = JSON.parse(text);
    } catch (err) {
      throw new ActionContextError(`The event file ${path} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return parseActionContext(env, event);
}

function required(env: Env, name: string): string {
  const v = env[name];
  if (!v) throw new ActionContextError(`${name} is not set: is this running in GitHub Actions?`);
  return v;
}

/**
 * The link to a file of the repository at the commit under review (the PR's
 * head, not the merge commit GITHUB_SHA names), or undefined for a path
 * outside the repository or one a URL cannot carry (a lone surrogate). The
 * path is `/`-separated; each segment is percent-encoded, parentheses too,
 * so that the URL can stand in a markdown link.
 */
export function blobUrl(ctx: Pick<ActionContext, 'serverUrl' | 'owner' | 'repo' | 'headSha'>, repoRelativePath: string): string | undefined {
  const segments = repoRelativePath.split('/').filter((s) => s !== '' && s !== '.');
  if (repoRelativePath.startsWith('/') || segments.length === 0 || segments.includes('..')) return undefined;
  const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  try {
    return `${ctx.serverUrl}/${encode(ctx.owner)}/${encode(ctx.repo)}/blob/${encode(ctx.headSha)}/${segments.map(encode).join('/')}`;
  } catch {
    return undefined;
  }
}
