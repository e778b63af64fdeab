// Every file the tool writes goes through here: written to a temporary file
// beside the target, flushed, then renamed over it, so a full disk or a kill
// mid-write never leaves a truncated file or damages the previous one.
import { randomBytes } from 'node:crypto';
import { type Stats } from 'node:fs';
import { chmod, mkdir, open, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file could not be written; `message` is one line naming the path and why. */
export class WriteError extends Error {
  override name = 'WriteError';
  /** Why, in words, with the system's code: "no space left on device (ENOSPC)". */
  readonly reason: string;
  constructor(
    readonly file: string,
    readonly code: string | undefined,
  ) {
    const reason = describeCode(code);
    super(`cannot write ${file}: ${reason}`);
    this.reason = reason;
  }

  /**
   * What to do about it, ending with `elsewhere` (how to write somewhere
   * else): "free some space or ..." only when space ran out; a read-only
   * disk or a refused permission is not a matter of space.
   */
  fix(elsewhere: string): string {
    if (this.code && OUT_OF_SPACE.has(this.code)) return `free some space or ${elsewhere}`;
    if (this.code === 'EACCES' || this.code === 'EPERM') return `give the job write permission there or ${elsewhere}`;
    return elsewhere;
  }
}

const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is larger than this system allows here (file size limit)',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a parent of it is a file, not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'a file is in the way of a folder it needs',
  ENAMETOOLONG: 'the path is too long',
  EIO: 'input/output error',
  ENXIO: 'no such device',
};

function describeCode(code: string | undefined): string {
  if (!code) return 'unknown error';
  return `${REASONS[code] ?? 'write failed'} (${code})`;
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Writes `content` to `file` atomically; `content` may be a sequence of
 * strings, written one after another (a large file need not be one string). The target's folder is created when
 * missing. A device or pipe at the target (/dev/null, /dev/stdout) is written
 * in place: renaming over it would replace the device with a plain file.
 * Throws WriteError, naming `file` as the caller gave it.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array | Iterable<string>): Promise<void> {
  // Through a symlink to the file it names, so the link stays a link.
  const target = await realpath(file).catch(() => path.resolve(file));
  let existing: Stats | null;
  try {
    existing = await stat(target);
  } catch (error) {
    // ENOENT: a new file. ENOTDIR and the like: the path cannot be a file at all.
    if (codeOf(error) !== 'ENOENT') throw new WriteError(file, codeOf(error));
    existing = null;
  }
  if (existing?.isDirectory()) throw new WriteError(file, 'EISDIR');
  if (existing && !existing.isFile()) {
    await writeFile(target, content).catch((error: unknown) => {
      throw new WriteError(file, codeOf(error));
    });
    return;
  }

  const dir = path.dirname(target);
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new WriteError(file, codeOf(error));
  }
  const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', existing ? existing.mode & 0o7777 : 0o666);
    try {
      // Each writeFile on a handle continues where the last one ended.
      if (typeof content === 'string' || content instanceof Uint8Array) await handle.writeFile(content);
      else for (const chunk of content) await handle.writeFile(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // open()'s mode is cut by the umask; a replaced file keeps its own.
    if (existing) await chmod(temp, existing.mode & 0o7777);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw new WriteError(file, codeOf(error));
  }
  await syncDir(dir);
}

/** Makes the rename itself durable; best effort (not every file system allows it). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The file is written; only its survival of a power cut is less certain.
  }
}
