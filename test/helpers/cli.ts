// Running the CLI, the one way each test needs it:
// - runCli: main() from src/cli/main.ts in this process, as `supereval <args>`;
// - useBedrockCli: the same against fake Bedrock servers, the fake's URL
//   reaching the SDK as a user's would (AWS_ENDPOINT_URL_BEDROCK_RUNTIME), and
//   retries backing off in milliseconds so throttling costs no real seconds;
// - runBundledCli: bin/supereval.js on dist/ as a child process, as a user runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { RETRY_DELAY_ENV } from '../../src/app/environment.js';
import type { FakeBedrock, FakeHandler } from '../fakes/bedrock.js';
import { useFakeBedrock, type MoreFakeHandlers } from './fake-bedrock.js';
import { capture } from './io.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const cliBin = path.join(repoRoot, 'bin/supereval.js');
const exec = promisify(execFile);

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, as `supereval <args>` would, and returns what it wrote. */
export async function runCli(...args: string[]): Promise<CliRun> {
  // Imported when first run, so that tests of the bundle do not load the sources.
  const { main } = await import('../../src/cli/main.js');
  const out = capture();
  const err = capture();
  const code = await main(args, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

/** The CLI in-process against fake Bedrock servers. Call once per test file, at top level. */
export function useBedrockCli(): {
  startFake: (handler: FakeHandler, more?: MoreFakeHandlers) => Promise<FakeBedrock>;
  cli: (...args: string[]) => Promise<CliRun>;
} {
  const bedrock = useFakeBedrock();
  let savedDelay: string | undefined;
  beforeAll(() => {
    savedDelay = process.env[RETRY_DELAY_ENV];
    process.env[RETRY_DELAY_ENV] = '5';
  });
  afterAll(() => {
    if (savedDelay === undefined) delete process.env[RETRY_DELAY_ENV];
    else process.env[RETRY_DELAY_ENV] = savedDelay;
  });
  return {
    async startFake(handler, more) {
      const fake = await bedrock.startFake(handler, more);
      process.env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'] = fake.url;
      return fake;
    },
    cli: runCli,
  };
}

export interface BundledCliOptions {
  /** The working directory; the repository's root unless given. */
  cwd?: string;
  /** The child's whole environment; this process's with NO_COLOR=1 unless given. */
  env?: NodeJS.ProcessEnv;
  /** Another copy of bin/supereval.js (a bundle moved away from node_modules). */
  bin?: string;
  /** A command the CLI runs under, as `prlimit --fsize=N`. */
  prefix?: string[];
  timeout?: number;
  maxBuffer?: number;
}

/** Runs bin/supereval.js as a child process and returns its exit code and what it wrote. */
export async function runBundledCli(args: string[], options: BundledCliOptions = {}): Promise<CliRun> {
  const { cwd = repoRoot, env = { ...process.env, NO_COLOR: '1' }, bin = cliBin, prefix = [], timeout, maxBuffer } = options;
  const argv = [process.execPath, bin, ...args];
  const [command = process.execPath, ...rest] = [...prefix, ...argv];
  try {
    const limits = { ...(timeout === undefined ? {} : { timeout }), ...(maxBuffer === undefined ? {} : { maxBuffer }) };
    const { stdout, stderr } = await exec(command, rest, { cwd, env, ...limits });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CliRun;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
