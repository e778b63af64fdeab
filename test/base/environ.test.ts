// The environment a process started with leaves /proc/<pid>/environ (issue
// 45): a child that reads its parent's file finds nothing there, while the
// parent's process.env, and the environment its children are given, keep
// every value. Run for real on this test's own process: vitest runs each test
// file in a process of its own, started with vitest's environment.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wipeInitialEnviron } from '../../src/base/environ.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** The NAME=value entries a child reads in this process's /proc/<pid>/environ. */
const environSeenByChild = (): string[] =>
  execFileSync('cat', [`/proc/${process.pid}/environ`], { encoding: 'latin1' })
    .split('\0')
    .filter((entry) => entry !== '');

describe('wipeInitialEnviron', () => {
  it.runIf(process.platform === 'linux')('leaves a child nothing to read in its parent’s environ; process.env and children keep every value', () => {
    const before = environSeenByChild();
    expect(before.some((entry) => entry.startsWith('PATH='))).toBe(true);
    const env = { ...process.env };

    expect(wipeInitialEnviron()).toBeNull();

    expect(environSeenByChild()).toEqual([]);
    expect(readFileSync(`/proc/${process.pid}/environ`).every((byte) => byte === 0)).toBe(true);
    expect({ ...process.env }).toEqual(env);
    // Node itself takes a few variables out of process.env as it starts (NODE_CHANNEL_FD): the others are as they were.
    for (const entry of before) {
      const name = entry.slice(0, entry.indexOf('='));
      if (name in env) expect(process.env[name], name).toBe(entry.slice(name.length + 1));
    }
    // A child is given the values, from their new place.
    const path = execFileSync(process.execPath, ['-e', 'process.stdout.write(process.env.PATH)'], { encoding: 'utf8' });
    expect(path).toBe(process.env['PATH']);
    // Done twice, it changes nothing.
    expect(wipeInitialEnviron()).toBeNull();
    expect({ ...process.env }).toEqual(env);
  });

  it('does nothing off Linux', () => {
    expect(wipeInitialEnviron({ A: 'b' }, { platform: 'darwin', procDir: '/nonexistent' })).toBeNull();
  });

  it('says why, and changes nothing, where the block cannot be found or written', () => {
    const env = { A: 'b' };
    expect(wipeInitialEnviron(env, { platform: 'linux', procDir: '/nonexistent' })).toMatch(
      /^the environment block was not cleared: cannot read \/nonexistent\/stat \(ENOENT\)$/,
    );
    const fields = Array.from({ length: 52 }, (_, i) => String(i + 1));
    const proc = writeTree(tempDir(), { stat: `1 (a) (b) ${fields.slice(2).join(' ')}` });
    expect(wipeInitialEnviron(env, { platform: 'linux', procDir: proc })).toBe(
      `the environment block was not cleared: ${proc}/mem cannot be written (ENOENT)`,
    );
    const noRange = writeTree(tempDir(), { stat: '1 (a) S 0 0' });
    expect(wipeInitialEnviron(env, { platform: 'linux', procDir: noRange })).toBe(
      'the environment block was not cleared: its stat line gives no environment block',
    );
    expect(env).toEqual({ A: 'b' });
  });
});
