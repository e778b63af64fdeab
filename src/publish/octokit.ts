// The Octokit the publish layer talks to, and how its failures read.
import type { getOctokit } from '@actions/github';

/** What `getOctokit(token, { baseUrl })` from @actions/github returns. */
export type Octokit = ReturnType<typeof getOctokit>;

/** Why GitHub refused, for a warning; undefined when `err` is not an HTTP failure. */
export interface HttpRefusal {
  status: number;
  reason: string;
}

/**
 * Octokit rejects with a RequestError carrying the HTTP `status` (network
 * failures included, as status 500). Anything else is a bug and is not ours
 * to swallow.
 */
export function httpRefusal(err: unknown, what: string, permission: string): HttpRefusal | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const status = (err as { status?: unknown }).status;
  if (typeof status !== 'number') return undefined;
  const text = (err as { message?: unknown }).message;
  const message = typeof text === 'string' ? text : 'no message';
  const hint =
    status === 403 || status === 404
      ? ` The token may not write here: fork pull requests get a read-only token; otherwise the workflow needs \`permissions: ${permission}\`.`
      : '';
  return { status, reason: `${what} failed: HTTP ${status}: ${message}.${hint}` };
}
