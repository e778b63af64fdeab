// Paths in the action's messages: the user knows a file by its place in the repository.
import path from 'node:path';

/** `file` relative to the workspace (the action's, else the working folder); as given when it lies outside (or is the workspace itself). */
export function repoPath(file: string, workspace: string): string {
  const relative = path.relative(workspace, file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
