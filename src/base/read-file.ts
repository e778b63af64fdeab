// Reads a user's file, refusing what is not a plain file before any byte is
// read: a FIFO would block the read until a writer came, a device
// (/dev/zero, /dev/urandom) would be read forever, and a file past its size
// limit would exhaust memory. In the action, a file whose real path is outside
// the workspace (a link committed in a pull request, say, to a runner secret)
// is refused too, so its lines never reach an error message or a model.
// Every file the user or a pull request names goes through readBoundedFile:
// datasets, prompts, prices, replay recordings, baselines, hash-files, SQL setup files.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { lstat, open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { DatasetIssue } from './errors.js';
import { describeInvalidUtf8, invalidUtf8 } from './utf8.js';

const MIB = 1024 * 1024;

/** The largest dataset file read: far above real datasets, and half of V8's longest string. */
export const MAX_DATASET_FILE_MIB = 256;

export interface BoundedReadOptions {
  /** The most bytes read; a longer file is refused. */
  maxBytes: number;
  /** Refuse a file whose real path (links resolved) is outside this folder. */
  within?: string | undefined;
  /**
   * Refuse any link: the file itself a symbolic link, or a regular file with
   * other hard links (another name for a file elsewhere). For files unpacked
   * from an archive someone else wrote (a restored cache entry).
   */
  refuseLinks?: boolean;
}

/** Why a file was not read: `missing` when nothing is there (no link either), which some callers accept. */
export interface ReadRefusal {
  missing: boolean;
  /** What is wrong, as the end of a sentence naming the file: `is a character device, not a regular file; give a regular file`. */
  message: string;
  /** Set when the refusal is the size limit. */
  tooLarge?: true;
}

export type BoundedRead = { bytes: Buffer } | { refused: ReadRefusal };

/** Refused as a symbolic link (refuseLinks). */
const A_LINK = 'is a symbolic link, not a regular file: it is not followed';

/** Refused as outside `within`: what the messages say after the file's name. */
export const OUTSIDE_WORKSPACE = 'leads outside the workspace (a link to a file elsewhere)';

/** The file's bytes, at most `maxBytes` of them, or why it was refused. Never blocks on a FIFO, never reads a device. */
export async function readBoundedFile(file: string, options: BoundedReadOptions): Promise<BoundedRead> {
  const refuse = (message: string, missing = false): BoundedRead => ({ refused: { missing, message } });
  // Said before the `within` check, which would call a link out "outside"; O_NOFOLLOW below closes the gap after it.
  if (options.refuseLinks && (await lstat(file).catch(() => null))?.isSymbolicLink()) return refuse(A_LINK);
  if (options.within !== undefined) {
    const real = await realpath(file).catch(() => null);
    if (real !== null && !(await isInside(real, options.within))) return refuse(OUTSIDE_WORKSPACE);
  }
  // O_NONBLOCK: opening a FIFO must not wait for a writer; regular files ignore it.
  // Windows has no O_NONBLOCK, whatever @types/node says.
  const nonBlocking = (constants.O_NONBLOCK as number | undefined) ?? 0;
  const noFollow = options.refuseLinks ? ((constants.O_NOFOLLOW as number | undefined) ?? 0) : 0;
  const handle = await open(file, constants.O_RDONLY | nonBlocking | noFollow).catch((error: unknown) => error as NodeJS.ErrnoException);
  if (!('fd' in handle)) {
    if (handle.code === 'ELOOP' && options.refuseLinks) return refuse(A_LINK);
    if (handle.code === 'ENOENT') {
      const link = await lstat(file).catch(() => null);
      return link?.isSymbolicLink() ? refuse('is a link to a file that does not exist') : refuse('file not found', true);
    }
    if (handle.code === 'ENXIO') return refuse('is a socket, not a regular file; give a regular file');
    return refuse(`cannot be read (${handle.code ?? handle.message})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return refuse(`is ${kindOf(info)}, not a regular file; give a regular file`);
    if (options.refuseLinks && info.nlink > 1)
      return refuse(`has ${info.nlink - 1} other hard link(s): it may be a file elsewhere, so it is not read`);
    const tooLarge = (size: string): BoundedRead => ({
      refused: { missing: false, message: `is larger than the ${formatLimit(options.maxBytes)} limit (${size})`, tooLarge: true },
    });
    if (info.size > options.maxBytes) return tooLarge(`${info.size} bytes`);
    // The size stat gives is a hint only (a file growing as it is read, /proc's files that say 0): the read itself stops past the limit.
    const bytes = await readAtMost(handle, info.size, options.maxBytes);
    return bytes ? { bytes } : tooLarge(`more than ${options.maxBytes} bytes`);
  } catch (error) {
    return refuse(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  } finally {
    await handle.close();
  }
}

/** `64 MiB`, or the bytes when the limit is no whole number of MiB (a test's small limit). */
export function formatLimit(maxBytes: number): string {
  return maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
}

/** Reads to the end, or returns null once more than `maxBytes` came. One read into one buffer when the file is the size stat said. */
async function readAtMost(handle: FileHandle, expected: number, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  // One byte more than expected: a read that fills it means the file is longer than it said.
  let size = Math.min(expected, maxBytes) + 1;
  for (;;) {
    const buffer = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(buffer, filled, size - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    chunks.push(buffer.subarray(0, filled));
    total += filled;
    if (total > maxBytes) return null;
    if (filled < size) break;
    size = Math.min(MIB, maxBytes + 1 - total);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
}

export interface ReadOptions {
  /** A missing file is not a problem: null comes back with no issue (tools.json). */
  optional?: boolean;
  /** Refuse a file whose real path (links resolved) is outside this folder. */
  within?: string;
}

/** A dataset file's text (also a prompt, prices, a replay's recordings), or null with the reason pushed to `issues` (or with none, for an optional file that is absent). */
export async function readUserFile(file: string, issues: DatasetIssue[], options: ReadOptions = {}): Promise<string | null> {
  const read = await readBoundedFile(file, { maxBytes: MAX_DATASET_FILE_MIB * MIB, within: options.within });
  if ('bytes' in read) {
    const invalid = invalidUtf8(read.bytes);
    if (invalid === null) return decodeUtf8(read.bytes);
    issues.push({ file, line: invalid.line, field: '(encoding)', message: describeInvalidUtf8(invalid) });
    return null;
  }
  const { missing, message, tooLarge } = read.refused;
  if (missing && options.optional) return null;
  const advice =
    message === OUTSIDE_WORKSPACE
      ? '; the action reads dataset files only inside the repository, so copy the file in'
      : tooLarge
        ? '; split it into several datasets'
        : '';
  issues.push({ file, field: '(file)', message: `${message}${advice}` });
  return null;
}

async function isInside(real: string, folder: string): Promise<boolean> {
  const root = await realpath(folder).catch(() => path.resolve(folder));
  return isPathInside(real, root);
}

/** `file` is `folder` or below it (both resolved already). */
export function isPathInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
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

/**
 * The text of a regular file of at most `maxBytes` whose real path is inside
 * `within`, read at once; null for anything readBoundedFile refuses, an error,
 * or bytes that are not UTF-8. For the few small reads a synchronous check
 * needs (a rubric prompt's file, checked before a fork's run).
 */
export function readTextFileSync(file: string, options: BoundedReadOptions): string | null {
  let fd: number | null = null;
  try {
    const real = realpathSync(file);
    if (options.within !== undefined && !isPathInside(real, realpathSync(options.within))) return null;
    fd = openSync(real, constants.O_RDONLY | ((constants.O_NONBLOCK as number | undefined) ?? 0));
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > options.maxBytes) return null;
    const bytes = readFileSync(fd);
    return bytes.length <= options.maxBytes && invalidUtf8(bytes) === null ? decodeUtf8(bytes) : null;
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
