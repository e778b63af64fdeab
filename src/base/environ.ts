// On Linux, /proc/<pid>/environ shows the environment a process started
// with: the block of `NAME=value` strings the kernel copied onto its stack,
// which deleting or changing process.env never touches. Any process of the
// same user that may read that file (a child started before the permission
// model or outside it: a python assertion, a script scorer, an exec: model)
// would find the runner's secrets there: the AWS keys, INPUT_GITHUB-TOKEN,
// ACTIONS_RUNTIME_TOKEN. So both front ends call wipeInitialEnviron() first
// thing (src/index.ts): every variable is set again, which makes the C
// library copy its value to memory of its own and point the variable there,
// and then the block is overwritten with zero bytes through /proc/self/mem.
// process.env keeps every value; the file shows nothing.
//
// Where /proc/self/mem cannot be written (a kernel or container that forbids
// it), nothing changes and the caller says so in a debug line.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Fields 50 and 51 of /proc/<pid>/stat (counting from 1): where the environment block starts and ends (proc(5)). */
const ENV_START_FIELD = 50;
/** The fields after the command name, which is in parentheses and may hold spaces, start at field 3. */
const FIRST_FIELD_AFTER_NAME = 3;

export interface EnvironPlace {
  platform?: NodeJS.Platform;
  /** The process's /proc folder: /proc/self, or a test's stand-in. */
  procDir?: string;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/** Where this process's environment block is, from its stat line; a reason when it cannot be found. */
function environRange(procDir: string): { start: number; end: number } | string {
  let stat: string;
  try {
    stat = readFileSync(path.join(procDir, 'stat'), 'utf8');
  } catch (error) {
    return `cannot read ${path.join(procDir, 'stat')} (${codeOf(error)})`;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[ENV_START_FIELD - FIRST_FIELD_AFTER_NAME]);
  const end = Number(fields[ENV_START_FIELD + 1 - FIRST_FIELD_AFTER_NAME]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) return 'its stat line gives no environment block';
  return { start, end };
}

/**
 * Clears this process's initial environment block (see the top of the file),
 * keeping process.env as it is. Null when done, or when there is nothing to
 * do (not Linux); else why it was not done.
 */
export function wipeInitialEnviron(env: NodeJS.ProcessEnv = process.env, place: EnvironPlace = {}): string | null {
  if ((place.platform ?? process.platform) !== 'linux') return null;
  const procDir = place.procDir ?? '/proc/self';
  const range = environRange(procDir);
  if (typeof range === 'string') return `the environment block was not cleared: ${range}`;
  // Each value to memory of its own first, or a variable would read zeros once its text in the block is cleared.
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    try {
      env[name] = value;
    } catch (error) {
      return `the environment block was not cleared: ${name} could not be set again (${codeOf(error)})`;
    }
  }
  const length = range.end - range.start;
  let fd: number | null = null;
  try {
    fd = openSync(path.join(procDir, 'mem'), 'r+');
    // The position as a Number: a BigInt one is ignored, and the write would go to address 0.
    writeSync(fd, Buffer.alloc(length), 0, length, range.start);
  } catch (error) {
    return `the environment block was not cleared: ${path.join(procDir, 'mem')} cannot be written (${codeOf(error)})`;
  } finally {
    if (fd !== null) closeSync(fd);
  }
  return null;
}
