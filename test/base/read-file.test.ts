// readUserFile decodes the file's bytes at once rather than through
// readFile('utf8'): the text must be the same, byte order mark and characters
// that straddle the chunks readFile reads in included. Bytes that are not
// UTF-8 are refused, naming the line and offset of the first.
import { linkSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatasetIssue } from '../../src/base/errors.js';
import { readBoundedFile, readUserFile } from '../../src/base/read-file.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-read-file-');

describe('readUserFile', () => {
  it('gives the text readFile(utf8) gives, over many chunks', async () => {
    let seed = 5;
    const next = () => (seed = (seed * 16807) % 2147483647);
    const pieces = ['\uFEFF', 'a', 'é', '漢', '😀', '\n', '"', '\u2028', '\uFFFD'].map((t) => Buffer.from(t, 'utf8'));
    const parts: Buffer[] = [Buffer.from('\uFEFF{"id":1}\n', 'utf8')];
    // Over 2 MB, so readFile reads it in several chunks and characters straddle their ends.
    for (let size = 0; size < 2_200_000;) {
      const part = pieces[next() % pieces.length] as Buffer;
      parts.push(part);
      size += part.length;
    }
    const file = path.join(dir, 'clean.jsonl');
    writeFileSync(file, Buffer.concat(parts));
    const issues: DatasetIssue[] = [];
    const text = await readUserFile(file, issues);
    expect(issues).toEqual([]);
    expect(text === (await readFile(file, 'utf8'))).toBe(true);
  });

  it('refuses bytes that are not UTF-8, naming the line and offset of the first (a U+FFFD written as UTF-8 is fine)', async () => {
    // A stray continuation byte, a lead byte without its continuation, an overlong form, a lone surrogate's bytes, Latin-1.
    const broken = [[0x80], [0xe6, 0x61], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe9]];
    for (const bytes of broken) {
      const head = Buffer.from('{"id":"\uFFFD"}\n{"id":"漢', 'utf8');
      const file = path.join(dir, 'broken.jsonl');
      writeFileSync(file, Buffer.concat([head, Buffer.from(bytes), Buffer.from('"}\n')]));
      const issues: DatasetIssue[] = [];
      expect(await readUserFile(file, issues)).toBeNull();
      const hex = (bytes[0] as number).toString(16).toUpperCase();
      expect(issues).toEqual([
        {
          file,
          line: 2,
          field: '(encoding)',
          message: `is not valid UTF-8: byte 0x${hex} at line 2 (byte offset ${head.length}) is not part of a UTF-8 character; save the file as UTF-8`,
        },
      ]);
    }
    // Past the chunks readFile reads in.
    const big = path.join(dir, 'big.jsonl');
    writeFileSync(big, Buffer.concat([Buffer.from('{"id":1}\n'.repeat(300_000)), Buffer.from([0xff])]));
    const issues: DatasetIssue[] = [];
    expect(await readUserFile(big, issues)).toBeNull();
    expect(issues[0]).toMatchObject({ line: 300_001, message: expect.stringContaining('byte 0xFF at line 300001 (byte offset 2700000)') });
  });
});

describe('readBoundedFile', () => {
  it('stops at the limit even when stat says the file is empty (/proc), and reads a file of exactly the limit', async () => {
    // /proc/self/status is a regular file that stat gives as 0 bytes long, yet holds about 1 KB.
    const proc = await readBoundedFile('/proc/self/status', { maxBytes: 10 });
    expect(proc).toEqual({ refused: { missing: false, message: 'is larger than the 10 bytes limit (more than 10 bytes)', tooLarge: true } });
    const whole = await readBoundedFile('/proc/self/status', { maxBytes: 1024 * 1024 });
    expect('bytes' in whole && whole.bytes.toString('utf8')).toMatch(/^Name:/);
    const exact = path.join(dir, 'exact.txt');
    writeFileSync(exact, 'x'.repeat(10));
    expect(await readBoundedFile(exact, { maxBytes: 10 })).toEqual({ bytes: Buffer.from('x'.repeat(10)) });
    expect(await readBoundedFile(exact, { maxBytes: 9 })).toEqual({
      refused: { missing: false, message: 'is larger than the 9 bytes limit (10 bytes)', tooLarge: true },
    });
  });

  it('refuses a device at once, and says a missing file is missing', async () => {
    expect(await readBoundedFile('/dev/zero', { maxBytes: 1024 })).toEqual({
      refused: { missing: false, message: 'is a character device, not a regular file; give a regular file' },
    });
    expect(await readBoundedFile(path.join(dir, 'absent.txt'), { maxBytes: 1024 })).toEqual({
      refused: { missing: true, message: 'file not found' },
    });
  });

  it('with refuseLinks, reads a file of its own but no symbolic or hard link, and says nothing of where one leads', async () => {
    const own = path.join(dir, 'own.json');
    writeFileSync(own, '{}');
    expect(await readBoundedFile(own, { maxBytes: 1024, refuseLinks: true })).toEqual({ bytes: Buffer.from('{}') });
    const soft = path.join(dir, 'soft.json');
    symlinkSync('/proc/self/environ', soft);
    const hard = path.join(dir, 'hard.json');
    linkSync(own, hard);
    expect(await readBoundedFile(soft, { maxBytes: 1024, refuseLinks: true })).toEqual({
      refused: { missing: false, message: 'is a symbolic link, not a regular file: it is not followed' },
    });
    expect(await readBoundedFile(hard, { maxBytes: 1024, refuseLinks: true })).toEqual({
      refused: { missing: false, message: 'has 1 other hard link(s): it may be a file elsewhere, so it is not read' },
    });
    // Without the option a link is followed, as a dataset's files may be (within the workspace).
    expect('bytes' in (await readBoundedFile(soft, { maxBytes: 1024 * 1024 }))).toBe(true);
  });
});
