// The process's environment, read once, by a front end, and handed down as
// values: the modules below the front ends are given what they need (the
// retry delay, the time limits, the secrets to mask, the AWS region and
// endpoints, the children's environment, the workspace) and never read
// process.env. The few that still do are the bundle's entry (src/index.ts),
// the wipe of the starting environment block (src/base/environ.ts) and the
// sandbox's allow-list (src/score/sandbox/environment.ts);
// test/environment-reads.test.ts counts them.
import { z } from 'zod';
import { appendAll, DatasetError, type DatasetIssue, secretValues } from '../base/index.js';
import type { ProgramEnvironment } from '../agents/index.js';
import type { AwsEnvironment } from '../providers/index.js';
import type { RetryOptions } from '../run/index.js';
import { timeLimitsOf, type TimeLimits } from '../score/index.js';

export type EnvVars = Readonly<Record<string, string | undefined>>;

/** Sets the first backoff ceiling of model-call retries, in ms (tests of throttling run in milliseconds, not seconds). */
export const RETRY_DELAY_ENV = 'SUPEREVAL_RETRY_BASE_DELAY_MS';
/** Sets the first wait between a batch job's polls, in ms. */
export const BATCH_POLL_ENV = 'SUPEREVAL_BATCH_POLL_MS';
/** A JSON array that replaces the command line of an mcp: agent's stdio relay (a run from source, where no bundle serves it). */
export const SERVE_ARGV_ENV = 'SUPEREVAL_MCP_SERVE_ARGV';

/** What a run takes from the environment. */
export interface RunEnvironment {
  /** Every variable: a dataset's database-url-env names are read from them, and the front ends' own settings (the GitHub context). */
  vars: EnvVars;
  /** Values masked as *** in the results (src/base/redact.ts). */
  secrets: readonly string[];
  /** Model-call retries (SUPEREVAL_RETRY_BASE_DELAY_MS replaces DEFAULT_RETRY's first ceiling; later ones double from it). */
  retry: Partial<RetryOptions>;
  /** The time limits of a dataset's regexes, code and webhooks (SUPEREVAL_*_TIME_LIMIT_MS). */
  limits: TimeLimits;
  /** What the AWS clients are given besides the credentials, which the SDK finds itself. */
  aws: AwsEnvironment;
  /** What exec: and mcp: programs (the user's own, never the dataset's) run with. */
  programs: ProgramEnvironment;
  /** Files are named from here in messages and results: the action's workspace (GITHUB_WORKSPACE), else the working folder. */
  workspace: string;
}

/**
 * The environment as the run takes it. A value the user set wrong stops the
 * run before anything is called: every such variable is named in one
 * DatasetError.
 */
export function readEnvironment(env: EnvVars = process.env, cwd: string = process.cwd()): RunEnvironment {
  const problems: DatasetIssue[] = [];
  const checked = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof DatasetError)) throw error;
      appendAll(problems, error.issues);
      return fallback;
    }
  };
  const retry = checked(() => retryOf(env), {});
  const limits = checked(() => timeLimitsOf(env), timeLimitsOf({}));
  const serve = checked(() => parseServeCommand(env[SERVE_ARGV_ENV]), null);
  if (problems.length > 0) throw new DatasetError(problems);
  const region = [env['AWS_REGION'], env['AWS_DEFAULT_REGION']].map((v) => v?.trim()).find((v) => v);
  // As the SDK reads it: not when AWS_IGNORE_CONFIGURED_ENDPOINT_URLS says to ignore it.
  const bedrockEndpoint = env['AWS_IGNORE_CONFIGURED_ENDPOINT_URLS'] === 'true' ? undefined : env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'];
  const pollMs = Number(env[BATCH_POLL_ENV]?.trim() || NaN);
  return {
    vars: env,
    secrets: secretValues(env),
    retry,
    limits,
    aws: {
      // AWS_DEFAULT_REGION too, which the JS SDK itself ignores.
      ...(region ? { region } : {}),
      ...(bedrockEndpoint ? { bedrockEndpoint } : {}),
      // A custom S3 endpoint (MinIO, LocalStack, a test's fake) is addressed by path, not by a bucket subdomain.
      s3PathStyle: Boolean(env['AWS_ENDPOINT_URL_S3'] ?? env['AWS_ENDPOINT_URL']),
      ...(Number.isFinite(pollMs) && pollMs >= 0 ? { batchFirstPollMs: pollMs } : {}),
    },
    programs: { env, ...(serve ? { serveCommand: serve } : {}) },
    workspace: env['GITHUB_WORKSPACE'] || cwd,
  };
}

/** SUPEREVAL_MCP_SERVE_ARGV's command line, or null when it is not set; not a JSON array of strings, a usage error. */
function parseServeCommand(value: string | undefined): string[] | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    json = undefined;
  }
  const parsed = z.array(z.string().min(1)).min(1).safeParse(json);
  if (!parsed.success) {
    throw new DatasetError([
      { file: SERVE_ARGV_ENV, field: '(environment)', message: 'must be a JSON array of strings (a command and its arguments)' },
    ]);
  }
  return parsed.data;
}

/** SUPEREVAL_RETRY_BASE_DELAY_MS as retry settings: none when unset, a usage error when not a number of ms >= 0. */
export function retryOf(env: EnvVars): Partial<RetryOptions> {
  const raw = env[RETRY_DELAY_ENV];
  if (raw === undefined || raw.trim() === '') return {};
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new DatasetError([{ file: RETRY_DELAY_ENV, field: '(environment)', message: `must be a number of milliseconds >= 0, got "${raw}"` }]);
  }
  return { baseDelayMs: ms };
}
