// readUserFile decodes the file's bytes at once rather than through
// readFile('utf8'): the text must be the same, byte order mark, characters
// that straddle the chunks readFile reads in, and malformed bytes included.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatasetIssue } from '../../src/base/errors.js';
import { readBoundedFile, readUserFile } from '../../src/base/read-file.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-read-file-');

describe('readUserFile', () => {
  it('gives the text readFile(utf8) gives, for well-formed and malformed UTF-8 over many chunks', async () => {
    let seed = 5;
    const next = () => (seed = (seed * 16807) % 2147483647);
    const pieces = ['\uFEFF', 'a', 'é', '漢', '😀', '\n', '"', '\u2028'].map((t) => Buffer.from(t, 'utf8'));
    // A stray continuation byte, a lead byte without its continuation, an overlong form, a lone surrogate's bytes.
    const broken = [Buffer.from([0x80]), Buffer.from([0xe6]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80])];
    for (const [name, withBroken] of [
      ['clean', false],
      ['broken', true],
    ] as const) {
      const parts: Buffer[] = [Buffer.from('\uFEFF{"id":1}\n', 'utf8')];
      // Over 2 MB, so readFile reads it in several chunks and characters straddle their ends.
      for (let size = 0; size < 2_200_000;) {
        const pool = withBroken && next() % 50 === 0 ? broken : pieces;
        const part = pool[next() % pool.length] as Buffer;
        parts.push(part);
        size += part.length;
      }
      const file = path.join(dir, `${name}.jsonl`);
      writeFileSync(file, Buffer.concat(parts));
      const issues: DatasetIssue[] = [];
      const text = await readUserFile(file, issues);
      expect(issues).toEqual([]);
      expect(text === (await readFile(file, 'utf8'))).toBe(true);
      if (withBroken) expect(text).toContain('\uFFFD');
    }
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
});
