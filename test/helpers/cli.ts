// Runs the bundled CLI (bin/supereval.js) as a user does, in the repository.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const cliBin = path.join(repoRoot, 'bin/supereval.js');
const exec = promisify(execFile);

export async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [cliBin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
