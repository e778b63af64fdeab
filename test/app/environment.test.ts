// The environment as a front end reads it once (src/app/environment.ts): the
// values handed down, and every bad one named in one error before anything runs.
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/base/errors.js';
import { readEnvironment } from '../../src/app/environment.js';
import { DEFAULT_TIME_LIMITS } from '../../src/score/sandbox/time-limit.js';

describe('readEnvironment', () => {
  it('hands down the defaults from an empty environment', () => {
    const environment = readEnvironment({}, '/work');
    expect(environment).toEqual({
      vars: {},
      secrets: [],
      retry: {},
      limits: DEFAULT_TIME_LIMITS,
      aws: { s3PathStyle: false },
      programs: { env: {} },
      workspace: '/work',
    });
  });

  it('reads each value the run takes', () => {
    const env = {
      SUPEREVAL_RETRY_BASE_DELAY_MS: '5',
      SUPEREVAL_REGEX_TIME_LIMIT_MS: '250',
      SUPEREVAL_SCRIPT_TIME_LIMIT_MS: '300',
      SUPEREVAL_WEBHOOK_TIME_LIMIT_MS: '400',
      SUPEREVAL_BATCH_POLL_MS: '1',
      SUPEREVAL_MCP_SERVE_ARGV: '["node", "serve.js"]',
      AWS_DEFAULT_REGION: ' eu-west-1 ',
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:2',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      GITHUB_WORKSPACE: '/home/runner/work/repo',
    };
    const environment = readEnvironment(env, '/elsewhere');
    expect(environment.retry).toEqual({ baseDelayMs: 5 });
    expect(environment.limits).toEqual({ regexMs: 250, scriptMs: 300, webhookMs: 400 });
    expect(environment.aws).toEqual({ region: 'eu-west-1', bedrockEndpoint: 'http://127.0.0.1:1', s3PathStyle: true, batchFirstPollMs: 1 });
    expect(environment.programs).toEqual({ env, serveCommand: ['node', 'serve.js'] });
    expect(environment.secrets).toContain('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    expect(environment.workspace).toBe('/home/runner/work/repo');
    expect(readEnvironment({ ...env, AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'true' }).aws.bedrockEndpoint).toBeUndefined();
    // AWS_REGION comes before AWS_DEFAULT_REGION; a poll that is no number of ms is the default.
    expect(readEnvironment({ AWS_REGION: 'us-east-1', AWS_DEFAULT_REGION: 'eu-west-1', SUPEREVAL_BATCH_POLL_MS: 'x' }).aws).toEqual({
      region: 'us-east-1',
      s3PathStyle: false,
    });
  });

  it('names every bad value in one error, before anything runs', () => {
    const error = (() => {
      try {
        readEnvironment({
          SUPEREVAL_RETRY_BASE_DELAY_MS: 'fast',
          SUPEREVAL_REGEX_TIME_LIMIT_MS: 'soon',
          SUPEREVAL_WEBHOOK_TIME_LIMIT_MS: '0',
          SUPEREVAL_MCP_SERVE_ARGV: 'node serve.js',
        });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as DatasetError).issues.map((i) => `${i.file}: ${i.message}`)).toEqual([
      'SUPEREVAL_RETRY_BASE_DELAY_MS: must be a number of milliseconds >= 0, got "fast"',
      'SUPEREVAL_REGEX_TIME_LIMIT_MS: must be a whole number of milliseconds >= 1, got "soon"',
      'SUPEREVAL_WEBHOOK_TIME_LIMIT_MS: must be a whole number of milliseconds >= 1, got "0"',
      'SUPEREVAL_MCP_SERVE_ARGV: must be a JSON array of strings (a command and its arguments)',
    ]);
  });
});
