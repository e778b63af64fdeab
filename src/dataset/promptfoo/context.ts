// What every part of the reader shares while it reads one config: where
// relative paths start, the workspace it must stay in, the problems found,
// and every file read (for the dataset's hash).
import type { Hash } from 'node:crypto';
import path from 'node:path';
import { type DatasetIssue, OUTSIDE_WORKSPACE, readUserFile } from '../../base/index.js';
import { globWithin, isGlob } from '../workspace-glob.js';
import { parseYaml } from './yaml.js';

export interface ReadContext {
  /** The config's folder: promptfoo resolves prompts, tests and vars against it. */
  dir: string;
  within: string | undefined;
  issues: DatasetIssue[];
  warnings: DatasetIssue[];
  files: string[];
  /** Over the text of every file read, each once, in the order first read. */
  hash: Hash;
  /** The tests expanded so far (MAX_EXPANDED_TESTS bounds them), counted before any is built. */
  expanded: number;
}

/**
 * The most tests a config may expand to, list vars, repeats and scenarios
 * multiplied out: as many cases as the largest dataset the benchmarks run,
 * where eight list vars of ten values (a 300-byte config) make 10^8.
 */
export const MAX_EXPANDED_TESTS = 100_000;

/**
 * Counts `count` more tests against MAX_EXPANDED_TESTS before they are built;
 * false, with the problem named once (at the first test past it), when they
 * would go past it. `what` says how the test multiplies (`8 list vars`).
 */
export function makeRoomFor(ctx: ReadContext, count: number, where: { file: string; line?: number | null; field: string }, what: string): boolean {
  const before = ctx.expanded;
  ctx.expanded += count;
  if (ctx.expanded <= MAX_EXPANDED_TESTS) return true;
  if (before <= MAX_EXPANDED_TESTS)
    ctx.issues.push({
      file: where.file,
      ...(where.line ? { line: where.line } : {}),
      field: where.field,
      message: tooManyTests(count, what, before),
    });
  return false;
}

/** The problem of `count` tests made by `what` after `before` others: past MAX_EXPANDED_TESTS. */
export function tooManyTests(count: number, what: string, before: number): string {
  const after = before > 0 ? ` after ${countText(before)} others` : '';
  return `expands to ${countText(count)} tests (${what})${after}, past the ${countText(MAX_EXPANDED_TESTS)} a config may run; split the values over several tests or configs`;
}

const countText = (n: number): string => (n < 1e15 ? n.toLocaleString('en-US') : 'over 10^15');

/** A path written in the config (`file://` or not), as a path from the current folder. */
export function resolvePath(ctx: ReadContext, written: string, from = ctx.dir): string {
  const bare = written.startsWith('file://') ? written.slice('file://'.length) : written;
  return path.isAbsolute(bare) ? bare : path.join(from, bare);
}

/** A file's path as promptfoo shows it when run in the config's folder (its prompt labels, `file://` var values). */
export function shownPath(ctx: ReadContext, file: string): string {
  return path.relative(ctx.dir, file).split(path.sep).join('/');
}

/** The file's text (recorded for the hash), or null with the reason in ctx.issues. */
export async function readText(ctx: ReadContext, file: string): Promise<string | null> {
  const text = await readUserFile(file, ctx.issues, ctx.within === undefined ? {} : { within: ctx.within });
  if (text !== null && !ctx.files.includes(file)) {
    ctx.files.push(file);
    ctx.hash.update(text).update('\0');
  }
  return text;
}

/** A YAML or JSON file's value, or null with the problem (and its line) in ctx.issues. */
export async function readYamlFile(ctx: ReadContext, file: string): Promise<{ value: unknown; text: string } | null> {
  const text = await readText(ctx, file);
  if (text === null) return null;
  const parsed = parseYaml(text);
  if ('value' in parsed) return { value: parsed.value, text };
  ctx.issues.push({ file, ...(parsed.line === undefined ? {} : { line: parsed.line }), field: '(yaml)', message: parsed.message });
  return null;
}

/**
 * The files a written path names: itself, or a glob's matches in name order
 * (promptfoo's glob walk has no fixed order; sorting gives one). A glob never
 * walks out of the workspace.
 */
export async function expandPath(ctx: ReadContext, written: string, from = ctx.dir): Promise<string[]> {
  const file = resolvePath(ctx, written, from);
  if (!isGlob(written)) return [file];
  const relative = path.relative(from, file).split(path.sep).join('/');
  const found = await globWithin([relative], { cwd: from, onlyFiles: true, expandDirectories: false }, ctx.within);
  // Refused, not dropped: a prompt glob matching nothing would otherwise be read as the prompt's text.
  const outside = [...found.refusedPatterns.map((pattern) => path.join(from, pattern)), ...found.refusedLinks];
  for (const refused of outside) ctx.issues.push({ file: refused, field: '(file)', message: `${OUTSIDE_WORKSPACE}; copy the files in` });
  return found.matches.map((match) => path.join(from, match)).sort();
}

export const isScriptFile = (file: string): boolean => /\.(js|cjs|mjs|ts|cts|mts|py)$/i.test(file.replace(/:[^:/\\]+$/, ''));

export type RawTest = Record<string, unknown>;

/** A test as read, with where it was written. */
export interface LocatedTest {
  test: RawTest;
  file: string;
  line: number | null;
  field: string;
  /** Its line in a YAML or JSON tests file, worked out when asked (a warning needs it): finding lines costs more than reading. */
  itemLine?: () => number | null;
  /** The line of the config's `tests` entry that writes or names the test, when known. */
  configLine?: number | null;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The line of its own file a test is written on, when it can be told. */
export function lineOfTest(ctx: ReadContext, located: LocatedTest): number | null {
  return located.line ?? located.itemLine?.() ?? (located.file === ctx.files[0] ? (located.configLine ?? null) : null);
}
