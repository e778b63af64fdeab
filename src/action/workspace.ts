// The workspace the action runs in (GITHUB_WORKSPACE, else the working
// folder), and files named from it in the action's messages: the user knows a
// file by its place in the repository.
import { repoPath as pathIn } from '../base/index.js';

export function workspaceDir(): string {
  return process.env['GITHUB_WORKSPACE'] || process.cwd();
}

/** `file` relative to the workspace; as given when it lies outside (or is the workspace itself). */
export const repoPath = (file: string): string => pathIn(file, workspaceDir());
