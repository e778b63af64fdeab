// Atomic writes against the real file system. Tests run as root, so chmod
// cannot make a path unwritable: the failures here are ones root gets too (a
// parent that is a file, a folder in the way, /dev/full). A failure in the
// middle of a write (a full disk) is driven end to end with prlimit --fsize in
// test/cli/bundle-write-failures.test.ts and action-writes.test.ts.
import { lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteError, writeFileAtomic } from '../../src/base/write-file.js';
import { tempDir } from '../helpers/tmp.js';

const root = tempDir('supereval-write-');

async function failure(file: string, content = 'x'): Promise<WriteError> {
  const error = await writeFileAtomic(file, content).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WriteError);
  return error as WriteError;
}

describe('writeFileAtomic', () => {
  it('writes the content, creates missing folders and leaves no temporary file', async () => {
    const file = path.join(root, 'a/b/results.json');
    await writeFileAtomic(file, '{"ok":true}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"ok":true}\n');
    expect(readdirSync(path.dirname(file))).toEqual(['results.json']);
  });

  it('replaces a previous file whole and keeps its permissions', async () => {
    const file = path.join(root, 'keep-mode.json');
    writeFileSync(file, 'old content that is longer than the new one', { mode: 0o640 });
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });

  it('writes through a symbolic link and keeps the link', async () => {
    const real = path.join(root, 'real.json');
    const link = path.join(root, 'link.json');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeFileAtomic(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
  });

  it('fails with the path named when a parent is a file', async () => {
    writeFileSync(path.join(root, 'plain-file'), 'x');
    const file = path.join(root, 'plain-file/results.json');
    const e = await failure(file);
    expect(e.file).toBe(file);
    expect(e.message).toBe(`cannot write ${file}: a parent of it is a file, not a folder (ENOTDIR)`);
  });

  it('fails with the path named when a folder is in the way, and leaves the folder alone', async () => {
    const dir = path.join(root, 'a-folder');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'inside'), 'x');
    const e = await failure(dir);
    expect(e.message).toBe(`cannot write ${dir}: it is a folder (EISDIR)`);
    expect(readdirSync(dir)).toEqual(['inside']);
  });

  it('advises freeing space only when space ran out; a read-only disk or a refused permission gets other advice', () => {
    const fix = (code: string) => new WriteError('/out/r.json', code).fix('change the output-dir input');
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG']) expect(fix(code)).toBe('free some space or change the output-dir input');
    expect(fix('EROFS')).toBe('change the output-dir input');
    expect(fix('EACCES')).toBe('give the job write permission there or change the output-dir input');
    expect(fix('EPERM')).toBe('give the job write permission there or change the output-dir input');
    expect(fix('ENOTDIR')).toBe('change the output-dir input');
    expect(new WriteError('/out/r.json', 'EROFS').message).toBe('cannot write /out/r.json: the file system is read-only (EROFS)');
  });

  it('writes to a device in place, never renaming over it: /dev/full is a full disk', async () => {
    const e = await failure('/dev/full', 'x'.repeat(100));
    expect(e.message).toBe('cannot write /dev/full: no space left on device (ENOSPC)');
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    expect(readdirSync('/dev').filter((n) => n.includes('full') && n !== 'full')).toEqual([]);
    await writeFileAtomic('/dev/null', 'discarded');
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});
