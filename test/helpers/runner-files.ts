// The runner's files @actions/core writes to (GITHUB_STEP_SUMMARY,
// GITHUB_OUTPUT), in a temp dir: set for each test, emptied between tests.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

export interface RunnerFiles {
  /** The temp dir holding them (read once the tests run). */
  readonly dir: string;
  readonly summaryFile: string;
  readonly outputFile: string;
  /** Parses GITHUB_OUTPUT's `name<<delimiter\nvalue\ndelimiter` records. */
  readOutputs(): Promise<Record<string, string>>;
}

export function useRunnerFiles(prefix: string, env: Record<string, (files: RunnerFiles) => string> = {}): RunnerFiles {
  let dir = '';
  const files: RunnerFiles = {
    get dir() {
      return dir;
    },
    // @actions/core remembers the summary path after its first write, so it keeps one path.
    get summaryFile() {
      return join(dir, 'step_summary.md');
    },
    get outputFile() {
      return join(dir, 'output.txt');
    },
    async readOutputs() {
      const text = await readFile(files.outputFile, 'utf8');
      const out: Record<string, string> = {};
      for (const m of text.matchAll(/^([^\n<]+)<<(ghadelimiter_[0-9a-f-]+)\n([^]*?)\n\2$/gm)) out[m[1] ?? ''] = m[3] ?? '';
      return out;
    },
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    await writeFile(files.summaryFile, '');
    await writeFile(files.outputFile, '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', files.summaryFile);
    vi.stubEnv('GITHUB_OUTPUT', files.outputFile);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value(files));
  });
  afterEach(() => vi.unstubAllEnvs());
  return files;
}
