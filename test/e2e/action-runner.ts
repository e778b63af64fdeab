// Runs the committed bundle (dist/index.js) the way a GitHub runner runs a
// node action: a child process with INPUT_* variables (action.yml defaults
// filled in, as the runner does), an event file, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, and the cache, GitHub API and Bedrock endpoints
// pointing at fakes in the test process. The child starts from a minimal
// environment so nothing of the developer's leaks in.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startFakeBedrock, type FakeBedrock, type FakeHandler } from '../fakes/bedrock.js';
import { FakeArtifactService, runtimeToken } from '../fakes/artifact.js';
import { cacheEnv, FakeCacheService } from '../fakes/cache.js';
import { FakeGitHub } from '../fakes/github.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { decodeResultsValue } from '../../src/results/results-file-read.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const ACTION_ENTRY = path.join(repoRoot, 'dist/index.js');

export const OWNER = 'acme';
export const REPO = 'evals';
export const REPOSITORY = `${OWNER}/${REPO}`;
/** What `${{ github.token }}` evaluates to in these runs. */
export const GITHUB_TOKEN = 'ghs_faketokenforsupereval';
export const WORKFLOW = 'CI';
export const JOB = 'eval';

/** Static fake AWS credentials; no shared config files and no instance metadata, so the SDK never reaches out. */
export const FAKE_AWS_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'AKIDFAKEFAKEFAKE', AWS_SECRET_ACCESS_KEY: 'fake-secret-for-tests' } as const;
const AWS_ISOLATION = {
  AWS_REGION: 'us-east-1',
  AWS_CONFIG_FILE: '/nonexistent/supereval-e2e/config',
  AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/supereval-e2e/credentials',
  AWS_EC2_METADATA_DISABLED: 'true',
} as const;

/** A 40-hex commit sha named by a label, so tests can tell commits apart. */
export function sha(label: string): string {
  return createHash('sha1').update(label).digest('hex');
}

const repository = (defaultBranch = 'main') => ({ full_name: REPOSITORY, name: REPO, owner: { login: OWNER }, default_branch: defaultBranch });

export interface GitHubEvent {
  name: string;
  payload: object;
  sha: string;
  ref: string;
}

export function pushEvent(commit: string, branch = 'main', defaultBranch = 'main'): GitHubEvent {
  const ref = `refs/heads/${branch}`;
  return { name: 'push', sha: commit, ref, payload: { ref, after: commit, repository: repository(defaultBranch) } };
}

/** A `schedule` run: GitHub runs it on the default branch and sends no repository in the payload. */
export function scheduleEvent(commit: string, cron = '0 3 * * *', branch = 'main'): GitHubEvent {
  return { name: 'schedule', sha: commit, ref: `refs/heads/${branch}`, payload: { schedule: cron } };
}

/** A manual `workflow_dispatch` run on `branch`. */
export function dispatchEvent(commit: string, branch = 'main', defaultBranch = 'main'): GitHubEvent {
  const ref = `refs/heads/${branch}`;
  return { name: 'workflow_dispatch', sha: commit, ref, payload: { ref, inputs: {}, repository: repository(defaultBranch) } };
}

export interface PullRequestOptions {
  number: number;
  headSha: string;
  /** GITHUB_SHA of a pull_request run: the merge commit, not the head. */
  mergeSha: string;
  /** The head repository, when it is not the base (a fork). */
  headRepo?: string;
}

export function pullRequestEvent(o: PullRequestOptions): GitHubEvent {
  return {
    name: 'pull_request',
    sha: o.mergeSha,
    ref: `refs/pull/${o.number}/merge`,
    payload: {
      action: 'synchronize',
      number: o.number,
      pull_request: {
        number: o.number,
        head: { sha: o.headSha, ref: 'feature', repo: { full_name: o.headRepo ?? REPOSITORY } },
        base: { sha: sha('base'), ref: 'main', repo: { full_name: REPOSITORY } },
      },
      repository: repository(),
    },
  };
}

/** pull_request_target runs on the base branch (GITHUB_SHA, GITHUB_REF) with the pull request, perhaps a fork's, in the payload. */
export function pullRequestTargetEvent(o: { number: number; headRepo: string }): GitHubEvent {
  return {
    name: 'pull_request_target',
    sha: sha('base-main'),
    ref: 'refs/heads/main',
    payload: {
      action: 'synchronize',
      number: o.number,
      pull_request: {
        number: o.number,
        head: { sha: sha('fork-head'), ref: 'feature', repo: { full_name: o.headRepo } },
        base: { sha: sha('base-main'), ref: 'main', repo: { full_name: REPOSITORY } },
      },
      repository: repository(),
    },
  };
}

/** action.yml's input defaults, as the runner would fill them in. */
export function actionDefaults(): Record<string, string> {
  const yml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');
  const inputs = yml.slice(yml.indexOf('\ninputs:\n'), yml.indexOf('\noutputs:\n'));
  const defaults: Record<string, string> = {};
  for (const block of inputs.split(/\n(?= {2}[a-z0-9-]+:\n)/)) {
    const name = /^ {2}([a-z0-9-]+):\n/.exec(block)?.[1];
    const value = /\n {4}default: (.*)/.exec(block)?.[1]?.trim();
    if (!name || value === undefined) continue;
    const unquoted = /^'(.*)'$/.exec(value)?.[1] ?? /^"(.*)"$/.exec(value)?.[1] ?? value;
    // The runner evaluates expression defaults: the workflow's token, and `null` for a job without a matrix.
    defaults[name] = unquoted === '${{ github.token }}' ? GITHUB_TOKEN : unquoted === '${{ toJSON(matrix) }}' ? 'null' : unquoted;
  }
  return defaults;
}

/** GITHUB_OUTPUT in @actions/core's file-command format (`name<<delimiter` ... `delimiter`, or `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter = ''] = heredoc;
      const value: string[] = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] ?? '');
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: ${name} has no closing ${delimiter}`);
      out[name] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    } else if (line !== '') {
      throw new Error(`GITHUB_OUTPUT: cannot read line ${JSON.stringify(line)}`);
    }
  }
  return out;
}

export interface ActionRunOptions {
  event: GitHubEvent;
  /** Inputs by action.yml name; action.yml defaults fill in the rest. */
  inputs: Record<string, string>;
  /** The checkout: relative path -> content (objects become JSON, arrays of objects JSONL). */
  files: Record<string, string | object | object[]>;
  /** Symbolic links in the checkout: relative path -> target (as a pull request may commit them). */
  links?: Record<string, string>;
  /** Fake static AWS credentials in the environment (default true). */
  awsCredentials?: boolean;
  /** The fake Bedrock endpoint (AWS_ENDPOINT_URL_BEDROCK_RUNTIME). */
  bedrockUrl?: string;
  runId?: number;
  /** Last word on the environment: a value replaces, undefined removes. */
  env?: Record<string, string | undefined>;
  /** RLIMIT_FSIZE for the step (prlimit; a shell would drop the hyphenated INPUT_ names): writes past it fail with EFBIG, as on a nearly full disk. */
  maxFileBytes?: number;
  /** Cancels the step the way the runner does: sends `signal` once `when` (polled with the log so far) holds. */
  cancel?: { signal: NodeJS.Signals; when: (stdout: string) => boolean };
  /** The bundle to run (default: the committed dist/index.js). */
  entry?: string;
  /** A later step of the same job: the workspace as the step before left it (its checkout and output files). */
  sameJob?: boolean;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  /** GITHUB_RUN_ID of the run. */
  runId: number;
  /** `::warning::` lines of the step log, decoded. */
  warnings: string[];
  /** `::error::` lines of the step log, decoded. */
  errors: string[];
  /** The results JSON files the step wrote under output-dir, by file name. */
  results: Record<string, unknown>;
  /** With `cancel`: ms from the signal to the step's exit, or null when it was never sent. */
  exitAfterSignalMs: number | null;
}

/**
 * One simulated runner machine. Its workspace and RUNNER_TEMP paths stay the
 * same from run to run (a cached archive only restores into the same paths,
 * as on GitHub's runners), but their contents are fresh each run, like a new
 * job's checkout.
 */
export class SimulatedRunner {
  readonly workspace: string;
  readonly runnerTemp: string;
  private readonly home: string;
  private readonly files: string;
  private nextRunId = 7000;

  constructor(
    root: string,
    private readonly fakes: {
      githubUrl: string;
      cache: FakeCacheService;
      /** Each run gets a runtime token of its own (a JWT naming the run, as the artifact client reads it); the cache must accept them. */
      tokenPerRun?: boolean;
    },
  ) {
    this.workspace = path.join(root, 'work', REPO, REPO);
    this.runnerTemp = path.join(root, 'work', '_temp');
    this.home = path.join(root, 'home');
    this.files = path.join(root, 'files');
  }

  async run(o: ActionRunOptions): Promise<ActionRun> {
    for (const dir of o.sameJob ? [this.files] : [this.workspace, this.runnerTemp, this.files]) {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    }
    await mkdir(this.home, { recursive: true });
    writeTree(this.workspace, o.files);
    for (const [rel, target] of Object.entries(o.links ?? {})) {
      await mkdir(path.dirname(path.join(this.workspace, rel)), { recursive: true });
      await symlink(target, path.join(this.workspace, rel));
    }
    const runId = o.runId ?? (this.nextRunId += 1);
    const eventPath = path.join(this.files, 'event.json');
    const outputPath = path.join(this.files, 'output.txt');
    const summaryPath = path.join(this.files, 'step_summary.md');
    await writeFile(eventPath, JSON.stringify(o.event.payload));
    await writeFile(outputPath, '');
    await writeFile(summaryPath, '');

    const inputs = { ...actionDefaults(), ...o.inputs };
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: this.home,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: o.event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_REPOSITORY_OWNER: OWNER,
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_RUN_NUMBER: String(runId),
      GITHUB_SHA: o.event.sha,
      GITHUB_REF: o.event.ref,
      GITHUB_WORKFLOW: WORKFLOW,
      GITHUB_JOB: JOB,
      GITHUB_API_URL: this.fakes.githubUrl,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      ...cacheEnv(this.fakes.cache, { runnerTemp: this.runnerTemp, workspace: this.workspace }),
      ...(this.fakes.tokenPerRun ? { ACTIONS_RUNTIME_TOKEN: runtimeToken(`run-${runId}`, JOB) } : {}),
      ...AWS_ISOLATION,
      ...(o.awsCredentials === false ? {} : FAKE_AWS_CREDENTIALS),
      ...(o.bedrockUrl ? { AWS_ENDPOINT_URL_BEDROCK_RUNTIME: o.bedrockUrl } : {}),
    };
    // The runner upper-cases the name and turns spaces into underscores; hyphens stay.
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    for (const [name, value] of Object.entries(o.env ?? {})) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }

    const { code, stdout, stderr, exitAfterSignalMs } = await spawnNode(o.entry ?? ACTION_ENTRY, {
      cwd: this.workspace,
      env,
      ...(o.maxFileBytes !== undefined ? { maxFileBytes: o.maxFileBytes } : {}),
      ...(o.cancel ? { cancel: o.cancel } : {}),
    });
    // The default output-dir is the step's folder, named by GITHUB_ACTION (unset here unless `env` gives it).
    const outputDir = path.join(this.workspace, inputs['output-dir'] ?? path.join('supereval-results', o.env?.['GITHUB_ACTION'] ?? ''));
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
      summary: await readFile(summaryPath, 'utf8'),
      workspace: this.workspace,
      runId,
      warnings: commands(stdout, 'warning'),
      errors: commands(stdout, 'error'),
      results: await readJsonFiles(outputDir),
      exitAfterSignalMs,
    };
  }
}

/** A user's mistake or a refused request is reported in words; a stack trace means we crashed. */
export function expectNoStackTrace(run: ActionRun): void {
  // Workflow commands carry newlines encoded: look at them decoded too.
  const log = [run.stdout, run.stderr, ...run.errors, ...run.warnings].join('\n');
  expect(log).not.toMatch(/\n\s+at .+:\d+:\d+\)?(\n|$)/);
  expect(run.stdout).not.toContain('internal error');
}

/**
 * A model API key is handed to the runner's masking (::add-mask::), the one
 * place it is meant to be written, and is in no other output in any encoding:
 * the log, stderr, the summary, `comment`, the results and the outputs.
 */
export function expectKeyOnlyMasked(run: ActionRun, key: string, comment: string): void {
  expect(run.stdout.split('\n')).toContain(`::add-mask::${key}`);
  const log = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const written = [log, run.stderr, run.summary, comment, JSON.stringify(run.results), JSON.stringify(run.outputs)].join('\n');
  for (const form of [key, Buffer.from(key).toString('base64'), encodeURIComponent(key), Buffer.from(key).toString('hex')]) {
    expect(written).not.toContain(form);
  }
}

/** The output folder's JSON files; results files read as the tool reads them (the whole layout, whatever version was written). */
async function readJsonFiles(dir: string): Promise<Record<string, unknown>> {
  if (!existsSync(dir)) return {};
  const out: Record<string, unknown> = {};
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json'))) {
    const value: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    const isResults = value !== null && typeof value === 'object' && 'schema_version' in value;
    if (!isResults) {
      out[name] = value;
      continue;
    }
    const decoded = decodeResultsValue(value);
    if (!decoded.ok) throw new Error(`${name} ${decoded.why}`);
    // The comparison and the note ride along in the file (its comparison lists no still-passing entry).
    const { comparison, baseline_note } = value as { comparison?: unknown; baseline_note?: unknown };
    out[name] = {
      ...decoded.results,
      ...(comparison !== undefined ? { comparison } : {}),
      ...(baseline_note !== undefined ? { baseline_note } : {}),
    };
  }
  return out;
}

/** Workflow commands (`::warning::msg`, `::error file=..::msg`) with their data unescaped. */
function commands(stdout: string, kind: 'warning' | 'error'): string[] {
  const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  return [...stdout.matchAll(new RegExp(`^::${kind}(?: [^:]*)?::(.*)$`, 'gm'))].map((m) => unescape(m[1] ?? ''));
}

/** Async spawn: the fakes answer from this process's event loop, so it must stay free. */
function spawnNode(
  script: string,
  options: { cwd: string; env: Record<string, string>; maxFileBytes?: number; cancel?: ActionRunOptions['cancel'] },
): Promise<{ code: number | null; stdout: string; stderr: string; exitAfterSignalMs: number | null }> {
  const { cancel, maxFileBytes, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const [cmd, args] =
      maxFileBytes === undefined ? [process.execPath, [script]] : ['prlimit', [`--fsize=${maxFileBytes}`, process.execPath, script]];
    const child = spawn(cmd, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const text = () => Buffer.concat(stdout).toString('utf8');
    let signalledAt: number | null = null;
    const poll = cancel
      ? setInterval(() => {
          if (signalledAt !== null || !cancel.when(text())) return;
          signalledAt = performance.now();
          child.kill(cancel.signal);
        }, 20)
      : undefined;
    child.stdout.on('data', (c: Buffer) => stdout.push(c));
    child.stderr.on('data', (c: Buffer) => stderr.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      const exitAfterSignalMs = signalledAt === null ? null : Math.round(performance.now() - signalledAt);
      resolve({ code, stdout: text(), stderr: Buffer.concat(stderr).toString('utf8'), exitAfterSignalMs });
    });
  });
}

export interface ActionFakes {
  github: FakeGitHub;
  cache: FakeCacheService;
  /** The results service's artifacts (the HTML report each step uploads). */
  artifacts: FakeArtifactService;
  bedrock: FakeBedrock;
  runner: SimulatedRunner;
  close(): Promise<void>;
}

/**
 * For a test file: the three fakes on 127.0.0.1 and a runner wired to them,
 * started before its tests and closed after. The object is filled in by
 * beforeAll, so read its fields inside tests only.
 */
export function useActionFakes(prefix: string, bedrockHandler?: FakeHandler): ActionFakes {
  const root = tempDir(prefix);
  const fakes = {} as ActionFakes;
  beforeAll(async () => void Object.assign(fakes, await startActionFakes(root, bedrockHandler)));
  // Still empty when beforeAll failed.
  afterAll(() => (fakes as Partial<ActionFakes>).close?.());
  return fakes;
}

/** The GitHub fake insists on the workflow's token. */
async function startActionFakes(root: string, bedrockHandler?: FakeHandler): Promise<ActionFakes> {
  const [github, cache, bedrock] = await Promise.all([
    FakeGitHub.start({ requiredToken: GITHUB_TOKEN }),
    // One results service for the cache and the artifacts, taking each run's JWT runtime token.
    FakeCacheService.start({ acceptToken: (t) => t.split('.').length === 3 }),
    startFakeBedrock(bedrockHandler ? { handler: bedrockHandler } : {}),
  ]);
  const artifacts = FakeArtifactService.on(cache);
  const runner = new SimulatedRunner(root, { githubUrl: github.url, cache, tokenPerRun: true });
  return {
    github,
    cache,
    artifacts,
    bedrock,
    runner,
    close: async () => {
      await Promise.all([github.close(), cache.close(), bedrock.close()]);
    },
  };
}
