// Dataset paths and globs, one expansion for the action's `datasets` and
// `hash-files` inputs and the CLI's paths, so a pattern means the same in
// both. A literal path is explicit: it must hold a dataset. A glob may match
// other things too (a notes/ folder beside the datasets, a README): those are
// skipped with a note, and a glob is an error only when it yields no dataset.
// `!pattern` excludes what it matches (and everything below it) from all the
// other patterns, whatever their order. In the action a glob stays inside the
// workspace: a link leading out of it (to `/`, say) is neither walked nor
// matched, only noted.
import path from 'node:path';
import { OUTSIDE_WORKSPACE, DatasetError, type DatasetIssue, appendAll } from '../base/index.js';
import { globWithin, isGlob, leadsOutside, realFolder } from './workspace-glob.js';
import { CONFIG_FILES, DATASET_FILE, findDatasetDirs, NO_DATASET } from './load.js';

interface Split {
  includes: string[];
  excludes: string[];
}

function split(patterns: string[]): Split {
  const trimmed = patterns.map((p) => p.trim()).filter((p) => p !== '');
  return {
    includes: trimmed.filter((p) => !p.startsWith('!')),
    excludes: trimmed
      .filter((p) => p.startsWith('!'))
      .map((p) => p.slice(1).trim())
      .filter((p) => p !== ''),
  };
}

const LEADS_OUTSIDE = `${OUTSIDE_WORKSPACE}; the action reads datasets only inside the repository`;

// Hidden files count (as @actions/glob counted them); links are followed (inside `within`: see workspace-glob.ts).
const GLOB_OPTIONS = { dot: true, absolute: true, followSymbolicLinks: true } as const;

export interface ExpandOptions {
  cwd?: string;
  /** Return absolute paths (the action); else paths as the user wrote them, relative when the pattern was. */
  absolute?: boolean;
  /** The pseudo-field problems name: `(path)` for the CLI's paths, `(datasets)` for the action's input. */
  field?: string;
  /** Paths and globs stay inside this folder (the action's workspace): links leading out are refused. The CLI follows links anywhere. */
  within?: string;
}

export interface ExpandedDatasets {
  /** Dataset folders (each holds a dataset.json), in pattern order, without repeats. */
  dirs: string[];
  /** One line each for what a glob matched and was skipped. */
  notes: string[];
}

/** Expands dataset paths and globs into dataset folders; throws one DatasetError listing every pattern that yields none. */
export async function expandDatasetPaths(patterns: string[], options: ExpandOptions = {}): Promise<ExpandedDatasets> {
  const cwd = options.cwd ?? process.cwd();
  const { includes, excludes } = split(patterns);
  // As the user wrote it: relative when the pattern was.
  const display = (include: string, absolute: string) => (path.isAbsolute(include) ? absolute : path.relative(cwd, absolute) || '.');
  const shown = (include: string, absolute: string) => (options.absolute ? absolute : display(include, absolute));
  if (includes.length === 0) {
    throw new DatasetError([
      {
        file: patterns.join(' ') || '(none)',
        field: options.field ?? '(path)',
        message: 'no dataset path or glob to run, only exclusions (!pattern): name the datasets too',
      },
    ]);
  }
  const excluded = await excludedPaths(excludes, cwd, options.within);
  const workspace = options.within === undefined ? undefined : await realFolder(options.within);
  const isExcluded = (dir: string) => {
    const abs = path.resolve(cwd, dir);
    return excluded.some((x) => abs === x || abs.startsWith(`${x}${path.sep}`));
  };

  const dirs: string[] = [];
  const notes: string[] = [];
  const issues: DatasetIssue[] = [];
  for (const include of includes) {
    if (!isGlob(include)) {
      const abs = path.resolve(cwd, include);
      if (workspace !== undefined && (await leadsOutside(abs, workspace))) {
        issues.push({ file: include, field: '(path)', message: LEADS_OUTSIDE });
        continue;
      }
      try {
        appendAll(
          dirs,
          (await findDatasetDirs([abs])).map((d) => shown(include, d)),
        );
      } catch (error) {
        if (!(error instanceof DatasetError)) throw error;
        appendAll(
          issues,
          error.issues.map((i) => (i.file === abs ? { ...i, file: include } : i)),
        );
      }
      continue;
    }
    const guarded = await globWithin([include], { ...GLOB_OPTIONS, cwd, onlyFiles: false, expandDirectories: false }, options.within);
    if (guarded.refusedPatterns.length > 0) {
      issues.push({ file: include, field: '(path)', message: LEADS_OUTSIDE });
      continue;
    }
    for (const link of guarded.refusedLinks) notes.push(`${display(include, link)}: skipped (matched by ${include}, but ${OUTSIDE_WORKSPACE})`);
    const matches = guarded.matches.sort();
    if (matches.length === 0) {
      issues.push({ file: include, field: '(path)', message: 'matches no file or folder' });
      continue;
    }
    const found: string[] = [];
    let considered = 0;
    for (const match of matches) {
      // tinyglobby marks folders with a trailing slash.
      const isDir = match.endsWith('/');
      const abs = isDir ? match.slice(0, -1) : match;
      // Excluded: no note; whether anything is left is checked once for all patterns.
      if (isExcluded(abs)) continue;
      considered++;
      if (!isDir) {
        if (path.basename(abs) === DATASET_FILE) found.push(path.dirname(abs));
        else if ((CONFIG_FILES as readonly string[]).includes(path.basename(abs))) found.push(abs);
        else notes.push(`${display(include, abs)}: skipped (matched by ${include}, but not a dataset folder)`);
        continue;
      }
      const inside = await findDatasetDirs([abs]).catch((error: unknown) => {
        if (error instanceof DatasetError) return [];
        throw error;
      });
      if (inside.length === 0) notes.push(`${display(include, abs)}: skipped (matched by ${include}, but ${NO_DATASET})`);
      appendAll(found, inside);
    }
    if (found.length === 0 && considered === matches.length)
      issues.push({
        file: include,
        field: '(path)',
        message: `matches no dataset folder (none holds a ${DATASET_FILE}) and no promptfoo config (${CONFIG_FILES[0]})`,
      });
    appendAll(
      dirs,
      found.map((abs) => shown(include, abs)),
    );
  }
  const field = options.field ?? '(path)';
  if (issues.length > 0) throw new DatasetError(issues.map((i) => (i.field === '(path)' ? { ...i, field } : i)));

  const kept = [...new Set(dirs)].filter((d) => !isExcluded(d));
  if (kept.length === 0) {
    throw new DatasetError([{ file: excludes.map((x) => `!${x}`).join(' '), field, message: 'excludes every dataset the other patterns found' }]);
  }
  return { dirs: kept, notes };
}

async function excludedPaths(excludes: string[], cwd: string, within: string | undefined): Promise<string[]> {
  if (excludes.length === 0) return [];
  const { matches } = await globWithin(excludes, { ...GLOB_OPTIONS, cwd, onlyFiles: false, expandDirectories: false }, within);
  return matches.map((m) => (m.endsWith('/') ? m.slice(0, -1) : m));
}

export interface ExpandedFiles {
  /** Absolute paths of the files matched, sorted, without repeats. */
  files: string[];
  /** The patterns (not exclusions) that matched no file. */
  unmatched: string[];
  /** Patterns (not exclusions) whose fixed part leads outside `within`: not walked. */
  refusedPatterns: string[];
  /** Links a walk met that lead outside `within`: neither walked nor matched. */
  refusedLinks: string[];
}

/**
 * Expands file globs (`hash-files`): a folder means every file below it;
 * `!pattern` excludes. With `within`, links leading outside it are refused.
 */
export async function expandFilePatterns(patterns: string[], cwd = process.cwd(), within?: string): Promise<ExpandedFiles> {
  const { includes, excludes } = split(patterns);
  const files = new Set<string>();
  const unmatched: string[] = [];
  const refusedPatterns: string[] = [];
  const refusedLinks = new Set<string>();
  for (const include of includes) {
    const guarded = await globWithin([include], { ...GLOB_OPTIONS, cwd, onlyFiles: true, ignore: excludes }, within);
    appendAll(refusedPatterns, guarded.refusedPatterns);
    if (guarded.matches.length === 0 && guarded.refusedPatterns.length === 0) unmatched.push(include);
    for (const m of guarded.matches) files.add(m);
    for (const link of guarded.refusedLinks) refusedLinks.add(link);
  }
  return { files: [...files].sort(), unmatched, refusedPatterns, refusedLinks: [...refusedLinks].sort() };
}
