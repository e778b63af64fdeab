// Reads a user's file as text, refusing what is not a plain file before any
// byte is read: a FIFO would block the read until a writer came, a device
// (/dev/zero, /dev/urandom) would be read forever, and a file past the size
// limit would exhaust memory. In the action, a file whose real path is outside
// the workspace (a link committed in a pull request, say, to a runner secret)
// is refused too, so its lines never reach an error message or a model.
import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DatasetIssue } from './errors.js';
import { describeInvalidUtf8, invalidUtf8 } from './utf8.js';

/** The largest dataset file read: far above real datasets, and half of V8's longest string. */
export const MAX_DATASET_FILE_MIB = 256;
const MAX_BYTES = MAX_DATASET_FILE_MIB * 1024 * 1024;

export interface ReadOptions {
  /** A missing file is not a problem: null comes back with no issue (tools.json). */
  optional?: boolean;
  /** Refuse a file whose real path (links resolved) is outside this folder. */
  within?: string;
}

/** The file's text, or null with the reason pushed to `issues` (or with none, for an optional file that is absent). */
export async function readUserFile(file: string, issues: DatasetIssue[], options: ReadOptions = {}): Promise<string | null> {
  const problem = (message: string) => {
    issues.push({ file, field: '(file)', message });
    return null;
  };
  if (options.within !== undefined) {
    const real = await realpath(file).catch(() => null);
    if (real !== null && !(await isInside(real, options.within))) {
      return problem(
        'leads outside the workspace (a link to a file elsewhere); the action reads dataset files only inside the repository, so copy the file in',
      );
    }
  }
  // O_NONBLOCK: opening a FIFO must not wait for a writer; regular files ignore it.
  // Windows has no O_NONBLOCK, whatever @types/node says.
  const nonBlocking = (constants.O_NONBLOCK as number | undefined) ?? 0;
  const handle = await open(file, constants.O_RDONLY | nonBlocking).catch((error: unknown) => error as NodeJS.ErrnoException);
  if (!('fd' in handle)) {
    if (handle.code === 'ENOENT') {
      const link = await lstat(file).catch(() => null);
      if (link?.isSymbolicLink()) return problem('is a link to a file that does not exist');
      return options.optional ? null : problem('file not found');
    }
    if (handle.code === 'ENXIO') return problem('is a socket, not a regular file; give a regular file');
    return problem(`cannot read: ${handle.code ?? handle.message}`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return problem(`is ${kindOf(info)}, not a regular file; give a regular file`);
    if (info.size > MAX_BYTES)
      return problem(`is larger than the ${MAX_DATASET_FILE_MIB} MiB limit (${info.size} bytes); split it into several datasets`);
    const bytes = await handle.readFile();
    const invalid = invalidUtf8(bytes);
    if (invalid) {
      issues.push({ file, line: invalid.line, field: '(encoding)', message: describeInvalidUtf8(invalid) });
      return null;
    }
    return decodeUtf8(bytes);
  } catch (error) {
    return problem(`cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  } finally {
    await handle.close();
  }
}

async function isInside(real: string, folder: string): Promise<boolean> {
  const root = await realpath(folder).catch(() => path.resolve(folder));
  const relative = path.relative(root, real);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

function kindOf(info: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'a special file';
}

/**
 * A file's bytes as text: the one Buffer decoded at once. readFile('utf8')
 * decodes chunk by chunk and joins the pieces, a string that is copied again
 * whole on its first use (a 17 MB cases.jsonl: about 10 ms and 30 MB more).
 * The bytes are checked to be UTF-8 first (readUserFile).
 */
export function decodeUtf8(bytes: Buffer): string {
  return bytes.toString('utf8');
}
