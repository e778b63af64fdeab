// Which files of the bundle a node process loaded, read from V8's coverage
// (NODE_V8_COVERAGE): V8 lists every script it compiled, the entry and each
// chunk ncc's runtime imports, so a test sees what a run really loads.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import { tempDir } from './tmp.js';

const exec = promisify(execFile);
const CoverageSchema = z.object({ result: z.array(z.object({ url: z.string() })) });

export interface LoadedRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The files under `dir` the process loaded, sorted, with their sizes in bytes. */
  files: { file: string; bytes: number }[];
}

/** Runs `node <args>` in `cwd` (with `env` over this process's) and reports the files under `dir` it loaded. */
export async function runRecordingLoads(args: string[], cwd: string, dir: string, env: NodeJS.ProcessEnv = {}): Promise<LoadedRun> {
  const coverage = tempDir('supereval-coverage-');
  const childEnv = { ...process.env, ...env, NO_COLOR: '1', NODE_V8_COVERAGE: coverage };
  let run: { code: number; stdout: string; stderr: string };
  try {
    run = { code: 0, ...(await exec(process.execPath, args, { cwd, env: childEnv })) };
  } catch (error) {
    run = error as { code: number; stdout: string; stderr: string };
  }
  const loaded = new Set<string>();
  for (const report of readdirSync(coverage)) {
    for (const { url } of CoverageSchema.parse(JSON.parse(readFileSync(path.join(coverage, report), 'utf8'))).result) {
      if (!url.startsWith('file:')) continue;
      const file = fileURLToPath(url);
      if (!path.relative(dir, file).startsWith('..')) loaded.add(file);
    }
  }
  const files = [...loaded].sort().map((file) => ({ file, bytes: statSync(file).size }));
  return { code: run.code, stdout: run.stdout, stderr: run.stderr, files };
}
