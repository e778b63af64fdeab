// Whether a process still runs, for tests that check nothing is left behind.
// Reads /proc (Linux): a zombie counts as gone, since where no init reaps
// orphans, a killed process stays a zombie and `kill -0` still finds it.
import { readFileSync } from 'node:fs';

export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S ...": the state follows the last ')', since comm may hold one.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The pids that are still running after up to `ms` (a SIGKILL lands at once, but not synchronously). */
export async function stillRunning(pids: number[], ms = 2000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let alive = pids.filter(isRunning);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    alive = alive.filter(isRunning);
  }
  return alive;
}
