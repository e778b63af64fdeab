// Globs that stay inside a folder (the action's workspace): a pull request
// may commit a link to `/`, and a `**` glob following it would walk the
// runner's disk (and log every file it met). A pattern whose fixed part leads
// out is not walked at all; a link met during the walk that leads out is
// neither walked nor matched. Both are returned, for the caller to say.
import { realpath } from 'node:fs';
import { realpath as realpathAsync } from 'node:fs/promises';
import path from 'node:path';
import { glob, type GlobOptions } from 'tinyglobby';
import { isPathInside, OUTSIDE_WORKSPACE } from '../base/index.js';

const GLOB_CHARS = /[*?[\]{}]/;

export function isGlob(pattern: string): boolean {
  return GLOB_CHARS.test(pattern);
}

export interface GuardedMatches {
  matches: string[];
  /** Patterns not walked: their fixed part (`evals/link` of `evals/link/**`) leads outside `within`. */
  refusedPatterns: string[];
  /** Links the walk met that lead outside `within` (absolute paths, sorted): neither walked nor matched. */
  refusedLinks: string[];
}

/** tinyglobby's glob; with `within`, nothing outside it is walked or matched. */
export async function globWithin(patterns: string[], options: GlobOptions & { cwd: string }, within: string | undefined): Promise<GuardedMatches> {
  if (within === undefined) return { matches: await glob(patterns, options), refusedPatterns: [], refusedLinks: [] };
  const root = await realFolder(within);
  const refusedPatterns: string[] = [];
  const walked: string[] = [];
  for (const pattern of patterns) {
    if (await leadsOutside(path.resolve(options.cwd, fixedPart(pattern)), root)) refusedPatterns.push(pattern);
    else walked.push(pattern);
  }
  const refused: string[] = [];
  if (walked.length === 0) return { matches: [], refusedPatterns, refusedLinks: [] };
  // The walk resolves each link it meets through fs.realpath; failing there for
  // one that leads out makes the walk skip it, as any link it cannot resolve.
  const guarded = ((file: string, callback: (error: NodeJS.ErrnoException | null, resolved?: string) => void) => {
    realpath(file, (error, resolved) => {
      if (error) callback(error);
      else if (isPathInside(resolved, root)) callback(null, resolved);
      else {
        refused.push(file);
        callback(Object.assign(new Error(`${file} ${OUTSIDE_WORKSPACE}`), { code: 'EOUTSIDE' }));
      }
    });
  }) as typeof realpath;
  const matches = await glob(walked, { ...options, fs: { realpath: guarded } });
  return { matches, refusedPatterns, refusedLinks: [...new Set(refused)].sort() };
}

/** The folder's real path (links resolved), or its absolute path when it cannot be resolved. */
export async function realFolder(folder: string): Promise<string> {
  return realpathAsync(folder).catch(() => path.resolve(folder));
}

/** Whether `file` exists and its real path is outside `root` (a real path already). A missing path matches nothing, so it is not refused. */
export async function leadsOutside(file: string, root: string): Promise<boolean> {
  const real = await realpathAsync(file).catch(() => null);
  return real !== null && !isPathInside(real, root);
}

/** The pattern's segments before the first with a glob character: the folder the walk starts from. */
function fixedPart(pattern: string): string {
  const segments = pattern.split('/');
  const firstGlob = segments.findIndex(isGlob);
  return (firstGlob === -1 ? segments : segments.slice(0, firstGlob)).join('/') || '.';
}
