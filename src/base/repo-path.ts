// Paths in the action's messages: the user knows a file by its place in the repository.
import path from 'node:path';

/** The workspace the action runs in. */
export function workspaceDir(): string {
  return process.env['GITHUB_WORKSPACE'] || process.cwd();
}

/** `file` relative to the workspace; as given when it lies outside (or is the workspace itself). */
export function repoPath(file: string): string {
  const relative = path.relative(workspaceDir(), file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
