// The environment is read at the edges (docs/architecture.md): the front ends
// (cli/, action/) and src/app/environment.ts read process.env and hand down
// what it holds. Below them only the files listed here may read it, each for
// the reason given; this fails on any other, naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, srcFiles } from './helpers/src-files.js';

/** The front ends: they may read the environment. */
const FRONT_ENDS = ['cli', 'action'];

/** Below the front ends, the files that read the environment, and why. */
const READERS: Record<string, string> = {
  'index.ts': "the bundle's entry: it registers the starting environment's secrets with the scrubber before anything is written",
  'base/environ.ts': 'clears the starting environment block from /proc/<pid>/environ, values kept in process.env',
  'app/environment.ts': 'reads the environment once for the front ends, which hand what it holds down',
  'score/sandbox/environment.ts': "the sandbox's allow-list: what dataset code starts with, read as each child starts",
};

/** A line of code (not a comment) that names process.env. */
const READS = /\bprocess\.env\b/;
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

/** Whether a source reads process.env outside its comments. */
function readsEnvironment(text: string): boolean {
  return text.split('\n').some((line) => !COMMENT.test(line) && READS.test(line));
}

describe('the environment is read at the edges', () => {
  const below = srcFiles().filter((file) => !FRONT_ENDS.includes(file.split('/')[0] as string));
  const readers = below.filter((file) => readsEnvironment(readFileSync(path.join(SRC, file), 'utf8')));

  it('below the front ends, only the listed files read process.env', () => {
    expect(
      readers.filter((file) => !Object.hasOwn(READERS, file)),
      'hand the value down from the front end (src/app/environment.ts reads the environment for it)',
    ).toEqual([]);
  });

  it('at most four, each still reading it', () => {
    expect(Object.keys(READERS).length).toBeLessThanOrEqual(4);
    expect(Object.keys(READERS).filter((file) => !readers.includes(file))).toEqual([]);
  });

  it('notices a read, and not a comment about one', () => {
    expect(readsEnvironment("const region = process.env['AWS_REGION'];")).toBe(true);
    expect(readsEnvironment('export function f(env = process.env) {}')).toBe(true);
    expect(readsEnvironment('// never read process.env here\n * process.env is the front end’s')).toBe(false);
  });
});
