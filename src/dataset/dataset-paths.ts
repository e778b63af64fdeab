// Paths dataset.json names, resolved inside the dataset's folder (which they may not leave).
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { DatasetIssue } from '../base/index.js';
import type { DatasetFileRef } from './dataset.js';

/** A file (or folder) dataset.json names, resolved in the dataset's folder; null (with the problem) when the path would leave it. */
export function insideDataset(dir: string, ref: DatasetFileRef, metaPath: string, issues: DatasetIssue[], what = 'a file'): string | null {
  const resolved = path.resolve(dir, ref.path);
  const relative = path.relative(path.resolve(dir), resolved);
  if (path.isAbsolute(ref.path) || relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    issues.push({ file: metaPath, field: ref.field, message: `"${ref.path}" must be ${what} inside the dataset's folder, given relative to it` });
    return null;
  }
  return resolved;
}

/** The paths that name files (or links) inside the dataset's folder, resolved, and not already in `known`: a script_scorer's arguments. */
export async function existingFiles(dir: string, refs: DatasetFileRef[], known: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const ref of refs) {
    const file = path.resolve(dir, ref.path);
    const relative = path.relative(path.resolve(dir), file);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || known.includes(file) || found.includes(file)) continue;
    const info = await lstat(file).catch(() => null);
    if (info && !info.isDirectory()) found.push(file);
  }
  return found;
}
