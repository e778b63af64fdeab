// The sticky pull-request comment: one per workflow, job and check name,
// found again through a hidden HTML marker and edited in place on every run.
// Only comments the token itself (or the workflow's GITHUB_TOKEN) wrote, with
// the marker as their first line, are ever edited: anyone can paste a marker.
import { secretScrubber } from '../base/index.js';
import { COMMENT_BODY_MAX_CHARS, cutToChars } from '../report/index.js';
import { httpRefusal } from './octokit.js';
import type { Octokit } from './octokit.js';

const MARKER_TAG = 'supereval:sticky';
const PERMISSION = 'pull-requests: write';

export const COMMENT_TRUNCATION_NOTE = `\n\n---\n_This comment was cut at GitHub's ${COMMENT_BODY_MAX_CHARS.toLocaleString('en-US')}-character limit; the job summary has the full report._\n`;

export interface StickyMarkerParts {
  workflow: string;
  job: string;
  checkName: string;
  /** The matrix leg (legId()); absent outside a matrix. */
  leg?: string | undefined;
}

/**
 * The hidden marker, e.g. `<!-- supereval:sticky workflow=CI job=eval check=supereval -->`.
 * Values are percent-encoded (with `-` too) so that no value can end the
 * HTML comment early, carry a space that would fake another field, or make
 * one marker a prefix of another: distinct parts give distinct markers.
 */
export function stickyMarker({ workflow, job, checkName, leg }: StickyMarkerParts): string {
  const enc = (s: string): string => encodeURIComponent(s).replace(/-/g, '%2D');
  return `<!-- ${MARKER_TAG} workflow=${enc(workflow)} job=${enc(job)} check=${enc(checkName)}${leg === undefined ? '' : ` leg=${enc(leg)}`} -->`;
}

export interface UpsertStickyCommentInput {
  owner: string;
  repo: string;
  issueNumber: number;
  /** From stickyMarker(). */
  marker: string;
  /** The comment's markdown, without the marker. */
  body: string;
  /** Edit the sticky comment when there is one, but do not create it. */
  updateOnly?: boolean;
}

export type StickyCommentResult =
  | { action: 'created' | 'updated'; id: number; url: string; truncated: boolean }
  | { action: 'skipped'; reason: string; status: number }
  | { action: 'none' };

export async function upsertStickyComment(octokit: Octokit, input: UpsertStickyCommentInput): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber, marker } = input;
  assertMarker(marker);
  // Scrubbed of credentials whatever the body was made from, then cut: the mask never makes it longer than the limit.
  const full = `${marker}\n${secretScrubber().text(input.body)}`;
  // Callers keep the body under the limit; this is the last line of defence
  // against a 422 that would lose the whole comment.
  const { text: body, truncated } = cutToChars(full, COMMENT_BODY_MAX_CHARS, COMMENT_TRUNCATION_NOTE);

  let step = 'Listing the pull request comments';
  try {
    const authors = await commentAuthors(octokit);
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    const existing = pickStickyComment(comments, marker, authors);
    if (existing) {
      step = 'Updating the pull request comment';
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      return { action: 'updated', id: data.id, url: data.html_url, truncated };
    }
    if (input.updateOnly) return { action: 'none' };
    step = 'Creating the pull request comment';
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    return { action: 'created', id: data.id, url: data.html_url, truncated };
  } catch (err) {
    const refusal = httpRefusal(err, step, PERMISSION);
    if (!refusal) throw err;
    return { action: 'skipped', ...refusal };
  }
}

interface ListedComment {
  id: number;
  body?: string | null;
  user?: { login: string; type?: string } | null;
}

/** The login of comments that the workflow's own GITHUB_TOKEN writes. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Whose comments may be the sticky one: the token's own login when GitHub
 * says it, and always `github-actions[bot]` (GITHUB_TOKEN, or the token used
 * before a switch to a PAT or an App). `GET /user` answers for a personal
 * access token; installation tokens (GITHUB_TOKEN, GitHub Apps) get 403
 * there, and GraphQL `viewer` is asked next (reported to answer for App
 * tokens). Best effort: a refusal only narrows the list.
 */
async function commentAuthors(octokit: Octokit): Promise<string[]> {
  const own = await ownLogin(octokit);
  return own && own !== ACTIONS_BOT_LOGIN ? [own, ACTIONS_BOT_LOGIN] : [ACTIONS_BOT_LOGIN];
}

async function ownLogin(octokit: Octokit): Promise<string | null> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    // 403 "Resource not accessible by integration" for installation tokens.
  }
  try {
    const data = await octokit.graphql<{ viewer: { login: string } | null }>('query { viewer { login } }');
    return data.viewer?.login ?? null;
  } catch {
    // FORBIDDEN for GITHUB_TOKEN; fall back to github-actions[bot] alone.
    return null;
  }
}

/**
 * The comment to edit: its first line is exactly `marker` and one of
 * `authors` wrote it (earlier in the list ranks first); the oldest within an
 * author, so the choice is stable across runs. Exported for tests.
 */
export function pickStickyComment<C extends ListedComment>(comments: readonly C[], marker: string, authors: readonly string[]): C | undefined {
  const rank = (c: C): number => authors.indexOf(c.user?.login ?? '');
  return comments
    .filter((c) => rank(c) >= 0 && typeof c.body === 'string' && firstLine(c.body) === marker)
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0];
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '');
}

function assertMarker(marker: string): void {
  if (!/^<!-- \S[^]*\S -->$/.test(marker) || marker.slice(4, -3).includes('--')) {
    throw new TypeError(`upsertStickyComment: ${JSON.stringify(marker)} is not a marker from stickyMarker()`);
  }
}
