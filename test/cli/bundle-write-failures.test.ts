// Write failures through the bundled CLI as a child process. Tests run as
// root, so chmod cannot make a path unwritable; these use failures root gets
// too: /dev/full (a full disk at the first byte), a parent that is a file,
// and prlimit --fsize (RLIMIT_FSIZE: writes past a size fail with EFBIG, as
// on a nearly full disk, part of the file already written).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBundledCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const out = tempDir('supereval-writes-');

const DATASET = 'examples/datasets/support-qa';
const MODEL = 'replay:examples/outputs/support-qa.jsonl';

/** The CLI; with `maxFileBytes`, under that RLIMIT_FSIZE, so any file grown past it fails. */
function supereval(args: string[], maxFileBytes?: number) {
  return runBundledCli(args, maxFileBytes === undefined ? {} : { prefix: ['prlimit', `--fsize=${maxFileBytes}`] });
}

function expectReportThenOneError(r: { code: number; stdout: string; stderr: string }, error: string): void {
  expect(r.code).toBe(2);
  // The verdict is still printed whole.
  expect(r.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
  expect(r.stderr.trim().split('\n')).toEqual([error]);
}

describe('the CLI when it cannot write', () => {
  it('-o /dev/full: the report is printed, then one line naming the path, exit 2', async () => {
    const r = await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', '/dev/full']);
    expectReportThenOneError(
      r,
      'supereval: results not written: cannot write /dev/full: no space left on device (ENOSPC); free some space or give another --output path',
    );
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
  });

  it('-o under a path whose parent is a file: one line naming the path, exit 2', async () => {
    writeFileSync(path.join(out, 'not-a-folder'), 'x');
    const file = path.join(out, 'not-a-folder/results.json');
    const r = await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', file]);
    expectReportThenOneError(
      r,
      `supereval: results not written: cannot write ${file}: a parent of it is a file, not a folder (ENOTDIR); give another --output path`,
    );
  });

  it('-o an existing folder with one dataset: writes <dataset>.json into it', async () => {
    const dir = path.join(out, 'results-folder');
    await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', path.join(dir, 'first.json')]);
    const r = await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', dir]);
    expect(r.code).toBe(0);
    expect(readResultsFile(path.join(dir, 'support-qa.json')).summary.total).toBe(8);
  });

  it('on a nearly full disk, a previous results file is left whole and no temporary file stays', async () => {
    const dir = path.join(out, 'nearly-full');
    const file = path.join(dir, 'results.json');
    expect((await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', file])).code).toBe(0);
    const before = readFileSync(file);
    const r = await supereval(['run', DATASET, '-m', MODEL, '-q', '-o', file], 2048);
    expectReportThenOneError(
      r,
      `supereval: results not written: cannot write ${file}: the file is larger than this system allows here (file size limit) (EFBIG); free some space or give another --output path`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dir)).toEqual(['results.json']);
  });

  it('--update-baseline on a nearly full disk keeps the previous baseline byte for byte', async () => {
    const dir = path.join(out, 'baseline');
    const file = path.join(dir, 'baseline.json');
    expect((await supereval(['run', DATASET, '-m', MODEL, '-q', '--update-baseline', file])).code).toBe(0);
    const before = readFileSync(file);
    expect(before.length).toBeGreaterThan(1024);
    const r = await supereval(['run', DATASET, '-m', MODEL, '-q', '--update-baseline', file], 1024);
    expectReportThenOneError(
      r,
      `supereval: baseline of support-qa not updated: cannot write ${file}: the file is larger than this system allows here (file size limit) (EFBIG); the previous file is unchanged; free some space or give another --update-baseline path`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dir)).toEqual(['baseline.json']);
  });
});
