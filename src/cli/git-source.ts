// The CLI's `source` for its results: the commit and branch of the git
// checkout the datasets live in, when git can say. Anything git cannot tell
// (no git, not a repository, a detached HEAD's branch) is left out: the
// results are the same without it.
import { execFile } from 'node:child_process';
import type { RunSource } from '../config/index.js';

const GIT_TIMEOUT_MS = 2_000;

function git(cwd: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: GIT_TIMEOUT_MS, windowsHide: true }, (error, stdout) => {
      resolve(error ? null : stdout.trim() || null);
    });
  });
}

/** The commit and branch of the checkout holding `dir`; undefined outside a repository or without git. */
export async function gitSource(dir: string): Promise<RunSource | undefined> {
  const [commit, branch] = await Promise.all([git(dir, ['rev-parse', 'HEAD']), git(dir, ['symbolic-ref', '--short', '-q', 'HEAD'])]);
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) return undefined;
  return { commit, ...(branch ? { branch, ref: `refs/heads/${branch}` } : {}) };
}
