// The sticky pull-request comment: one per workflow, job and check name,
// found again through a hidden HTML marker and edited in place on every run.
import { COMMENT_BODY_MAX_CHARS, cutToChars } from '../report/limits.js';
import { httpRefusal } from './octokit.js';
import type { Octokit } from './octokit.js';

const MARKER_TAG = 'supereval:sticky';
const PERMISSION = 'pull-requests: write';

export const COMMENT_TRUNCATION_NOTE = `\n\n---\n_This comment was cut at GitHub's ${COMMENT_BODY_MAX_CHARS.toLocaleString('en-US')}-character limit; the job summary has the full report._\n`;

export interface StickyMarkerParts {
  workflow: string;
  job: string;
  checkName: string;
}

/**
 * The hidden marker, e.g. `<!-- supereval:sticky workflow=CI job=eval check=supereval -->`.
 * Values are percent-encoded (with `-` too) so that no value can end the
 * HTML comment early or make one marker a prefix of another.
 */
export function stickyMarker({ workflow, job, checkName }: StickyMarkerParts): string {
  const enc = (s: string): string => encodeURIComponent(s).replace(/-/g, '%2D');
  return `<!-- ${MARKER_TAG} workflow=${enc(workflow)} job=${enc(job)} check=${enc(checkName)} -->`;
}

export interface UpsertStickyCommentInput {
  owner: string;
  repo: string;
  issueNumber: number;
  /** From stickyMarker(). */
  marker: string;
  /** The comment's markdown, without the marker. */
  body: string;
  /**
   * The login the token posts as, when known (e.g. `github-actions[bot]` for
   * GITHUB_TOKEN). Its comments are preferred; otherwise bots' comments are.
   */
  ownLogin?: string;
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
  const full = input.body.includes(marker) ? input.body : `${marker}\n${input.body}`;
  // Callers keep the body under the limit; this is the last line of defence
  // against a 422 that would lose the whole comment.
  const { text: body, truncated } = cutToChars(full, COMMENT_BODY_MAX_CHARS, COMMENT_TRUNCATION_NOTE);

  let step = 'Listing the pull request comments';
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    const existing = pickStickyComment(comments, marker, input.ownLogin);
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

/**
 * Among comments carrying the marker: the token's own first, then any bot's,
 * then anyone's; the oldest within a rank, so the choice is stable across runs.
 * Exported for tests of the ranking itself.
 */
export function pickStickyComment<C extends ListedComment>(comments: readonly C[], marker: string, ownLogin?: string): C | undefined {
  const rank = (c: C): number => {
    if (ownLogin !== undefined && c.user?.login === ownLogin) return 0;
    if (c.user?.type === 'Bot') return 1;
    return 2;
  };
  return comments
    .filter((c) => typeof c.body === 'string' && c.body.includes(marker))
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0];
}

function assertMarker(marker: string): void {
  if (!/^<!-- \S[^]*\S -->$/.test(marker) || marker.slice(4, -3).includes('--')) {
    throw new TypeError(`upsertStickyComment: ${JSON.stringify(marker)} is not a marker from stickyMarker()`);
  }
}
