// exec: programs (models, agents) run as leaders of their own process groups,
// so whatever they start in the background ends with their case: the leader
// exiting normally is not enough, `sleep 300 &` would outlive it. Groups still
// running are killed when this process exits, however it exits (a second
// Ctrl-C, the runner's SIGTERM after cancelling).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

const running = new Set<number>();
let exitHookInstalled = false;

export interface GroupOptions {
  cwd?: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** Runs `command` through the shell as the leader of a new process group, stdio piped. */
export function spawnGroup(command: string, options: GroupOptions): ChildProcessWithoutNullStreams {
  return track(spawn(command, { shell: true, cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: options.env }));
}

/** Runs a program with its arguments, no shell between, as the leader of a new process group, stdio piped. */
export function spawnGroupFile(file: string, args: readonly string[], options: GroupOptions): ChildProcessWithoutNullStreams {
  return track(spawn(file, args, { cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: options.env }));
}

function track(child: ChildProcessWithoutNullStreams): ChildProcessWithoutNullStreams {
  if (!exitHookInstalled) {
    process.on('exit', killAllGroups);
    exitHookInstalled = true;
  }
  if (child.pid !== undefined) running.add(child.pid);
  return child;
}

/**
 * Kills the child's whole process group, leader and all it started, whether
 * or not the leader has exited. Idempotent.
 */
export function killGroup(child: { pid?: number | undefined; kill(signal: NodeJS.Signals): boolean }): void {
  const pid = child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    // ESRCH: the group is gone already. Anything else: at least end the leader.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') child.kill('SIGKILL');
  }
  running.delete(pid);
}

/** Kills every group spawnGroup started and no killGroup ended (synchronous, so it works in an 'exit' handler). */
export function killAllGroups(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  running.clear();
}
