// `file://path/to/check.py:function` in an assertion's value: where the
// script is, and whether it may be run. Paths are relative to the dataset's
// folder (promptfoo resolves them against its config's folder) and must stay
// inside the repository: a pull request's dataset cannot point a check at a
// file elsewhere on the runner, by `..`, an absolute path or a link.
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export const FILE_PREFIX = 'file://';

export interface ScriptRef {
  /** As written, relative to the dataset's folder (or absolute). */
  path: string;
  /** After the first `:`, as promptfoo splits it. */
  functionName?: string;
}

export type ScriptLanguage = 'javascript' | 'python' | 'ruby';

// TypeScript runs as JavaScript once its types are stripped (the sandbox's file worker, host-main.ts).
const LANGUAGES: Record<string, ScriptLanguage> = {
  '.js': 'javascript',
  '.cjs': 'javascript',
  '.mjs': 'javascript',
  '.ts': 'javascript',
  '.cts': 'javascript',
  '.mts': 'javascript',
  '.py': 'python',
  '.rb': 'ruby',
};

/** The reference in a `file://` value, or null for any other value. */
export function parseScriptRef(value: unknown): ScriptRef | null {
  if (typeof value !== 'string' || !value.startsWith(FILE_PREFIX)) return null;
  const rest = value.slice(FILE_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon === -1) return { path: rest };
  const functionName = rest.slice(colon + 1);
  return { path: rest.slice(0, colon), ...(functionName ? { functionName } : {}) };
}

/**
 * The folder scripts must stay in: the repository holding the dataset (the
 * nearest folder above it with `.git`, as a checkout has; a pull request
 * cannot add one), else the dataset's own folder.
 */
export function scriptRoot(datasetDir: string): string {
  let dir = path.resolve(datasetDir);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(datasetDir);
    dir = parent;
  }
}

export interface ResolvedScript {
  file: string;
  language: ScriptLanguage;
  functionName?: string;
  /** The folder it must stay in (scriptRoot), real path: what a JavaScript check's sandbox may read. */
  root: string;
}

/** The script's absolute path and language, or why it cannot be run (one sentence). */
export function resolveScript(ref: ScriptRef, datasetDir: string): ResolvedScript | { problem: string } {
  const shown = JSON.stringify(`${FILE_PREFIX}${ref.path}`);
  if (ref.path === '') return { problem: `${shown} names no file` };
  const language = LANGUAGES[path.extname(ref.path).toLowerCase()];
  if (!language) {
    return { problem: `${shown} is not a script supereval runs: use a .js, .cjs, .mjs, .ts, .cts or .mts file, a .py file or a .rb file` };
  }
  const root = scriptRoot(datasetDir);
  const file = path.resolve(datasetDir, ref.path);
  if (!inside(file, root)) return { problem: `${shown} leads outside the repository (${root}); keep scripts inside it` };
  if (!existsSync(file)) return { problem: `${shown}: file not found (${file})` };
  const real = realpathSync(file);
  const realRoot = realOrSelf(root);
  if (!inside(real, realRoot)) return { problem: `${shown} is a link to a file outside the repository (${root}); copy the file in` };
  if (!statSync(real).isFile()) return { problem: `${shown} is not a regular file` };
  return { file: real, language, ...(ref.functionName ? { functionName: ref.functionName } : {}), root: realRoot };
}

function realOrSelf(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}

function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
