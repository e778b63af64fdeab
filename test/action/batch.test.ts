// The action's batch inputs, run in this process from src/action/main.ts (dist/ is
// rebuilt by the lead): `batch-s3-uri` and `batch-role-arn` send a dataset's
// Bedrock calls to a batch job (the fake control plane and S3, through the
// real SDK clients), its progress goes to the step's log, and the results are
// those of the job's answers; `batch: true` without them fails the step.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { BATCH_POLL_ENV, RETRY_DELAY_ENV } from '../../src/app/environment.js';
import { closeBedrockClients } from '../../src/providers/bedrock/converse.js';
import type { Results } from '../../src/config/results.js';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { startFakeBedrock, type FakeBedrock } from '../fakes/bedrock.js';
import { startFakeBatch, type FakeBatch } from '../fakes/bedrock-batch.js';
import { FakeGitHub } from '../fakes/github.js';
import { actionDefaults, GITHUB_TOKEN, OWNER, pushEvent, REPO, REPOSITORY, sha } from '../e2e/action-runner.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { readResultsFile } from '../helpers/results-file.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const ROLE = 'arn:aws:iam::123456789012:role/BedrockBatch';
const N = 110;
const root = tempDir('supereval-action-batch-');
const workspace = path.join(root, 'work', REPO, REPO);

const answer = (prompt: string) => {
  const i = Number(/question t(\d+)\?/.exec(prompt)?.[1] ?? -1);
  return { text: i % 5 === 0 ? 'No idea.' : `It is answer t${i}.`, usage: { inputTokens: 50, outputTokens: 4 } };
};

let github: FakeGitHub;
let runtime: FakeBedrock;
let batch: FakeBatch;
let restoreAws = () => {};
const savedEnv = { ...process.env };
const savedCwd = process.cwd();
beforeAll(async () => {
  github = await FakeGitHub.start({ requiredToken: GITHUB_TOKEN });
  runtime = await startFakeBedrock({ handler: ({ body }) => answer(firstUserText(body)) });
  batch = await startFakeBatch({ answer: (record) => answer(firstUserText(record.modelInput)) });
  restoreAws = useFakeAwsEnv({
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: runtime.url,
    AWS_ENDPOINT_URL_BEDROCK: batch.controlUrl,
    AWS_ENDPOINT_URL_S3: batch.s3Url,
  });
  process.env[BATCH_POLL_ENV] = '1';
  process.env[RETRY_DELAY_ENV] = '5';
});
afterEach(() => closeBedrockClients());
afterAll(async () => {
  restoreAws();
  process.chdir(savedCwd);
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  await Promise.all([github.close(), runtime.close(), batch.close()]);
});

async function step(inputs: Record<string, string>): Promise<{ code: number; log: string; results: Results | null }> {
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  writeTree(workspace, {
    'evals/support/dataset.json': qaMeta({ name: 'support' }),
    'evals/support/cases.jsonl': Array.from({ length: N }, (_, i) => qaCase(`t${i}`, `question t${i}?`, `answer t${i}`)),
  });
  const files = path.join(root, 'files');
  mkdirSync(files, { recursive: true });
  const event = pushEvent(sha('batch'));
  const eventPath = path.join(files, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload));
  writeFileSync(path.join(files, 'output.txt'), '');
  writeFileSync(path.join(files, 'summary.md'), '');
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
  // Outside a runner's step: the output-dir is supereval-results itself (a CI runner running these tests sets it).
  delete process.env['GITHUB_ACTION'];
  Object.assign(process.env, {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_SHA: event.sha,
    GITHUB_REF: event.ref,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'eval',
    GITHUB_API_URL: github.url,
    GITHUB_OUTPUT: path.join(files, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(files, 'summary.md'),
    RUNNER_TEMP: path.join(root, 'temp'),
    GITHUB_WORKSPACE: workspace,
  });
  const all = {
    ...actionDefaults(),
    datasets: 'evals',
    models: `bedrock:${MODEL}`,
    baseline: 'none',
    'update-baseline': 'false',
    'skip-unchanged': 'false',
    ...inputs,
  };
  for (const [name, value] of Object.entries(all)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  process.chdir(workspace);
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  process.exitCode = 0;
  try {
    await run();
  } finally {
    process.stdout.write = write;
  }
  const raw: unknown = process.exitCode;
  process.exitCode = 0;
  const file = path.join(workspace, 'supereval-results', 'support.json');
  const results = existsSync(file) ? readResultsFile(file) : null;
  return { code: typeof raw === 'number' ? raw : Number(raw ?? 0), log: written.join(''), results };
}

describe('the action with batch inputs', () => {
  it('sends the calls to a batch job, logs its progress, and scores its answers', async () => {
    const before = runtime.stats.requests;
    const s = await step({ 'batch-s3-uri': 's3://eval-bucket/ci', 'batch-role-arn': ROLE, 'fail-on-gate': 'false' });
    expect(s.code).toBe(0);
    expect(runtime.stats.requests - before).toBe(0);
    expect(batch.jobs).toHaveLength(1);
    expect(batch.jobs[0]).toMatchObject({ roleArn: ROLE, modelId: MODEL, invocationType: 'Converse' });
    expect(s.log).toMatch(/supereval: support: bedrock:us\.amazon\.nova-micro-v1:0: batch job supereval-support-\S+ submitted: 110 records/);
    expect(s.log).toMatch(/batch job \S+: Completed, 110\/110 records processed/);
    const results = s.results!;
    expect(results.cases).toHaveLength(N);
    expect(results.cases.filter((c) => c.status === 'fail')).toHaveLength(N / 5);
    expect(results.cases.every((c) => c.results[0]!.latency_ms === null)).toBe(true);
  });

  it('the time budget ends the wait for a running job at the budget, not at its next check; results, summary and check are written', async () => {
    const before = { calls: runtime.stats.requests, jobs: batch.jobs.length, checks: github.checkRuns.length };
    // Checks 10 minutes apart: only the budget's end can wake the wait within the test's time.
    process.env[BATCH_POLL_ENV] = '600000';
    const started = Date.now();
    let s: Awaited<ReturnType<typeof step>>;
    try {
      s = await step({ 'batch-s3-uri': 's3://eval-bucket/ci', 'batch-role-arn': ROLE, 'max-duration': '2s' });
    } finally {
      process.env[BATCH_POLL_ENV] = '1';
    }
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(20_000);
    expect(s.code).toBe(1);
    expect(batch.jobs.length - before.jobs).toBe(1);
    expect(batch.jobs.at(-1)?.stopRequested).toBe(true);
    expect(s.log).toMatch(/batch job \S+: the run's time budget of 2s \(max-duration\) ran out; stopping the job and keeping what it answered/);
    // The calls the job did not answer are refused by the budget, not made on demand.
    expect(runtime.stats.requests - before.calls).toBe(0);
    const results = s.results!;
    expect(results.cases).toHaveLength(N);
    expect(results.duration_cap).toMatchObject({ limit_ms: 2000, option: 'max-duration', not_run: N });
    expect(readFileSync(path.join(workspace, 'supereval-results', 'summary.md'), 'utf8')).toContain("the run's time budget of 2s");
    expect(github.checkRuns.length - before.checks).toBe(1);
    expect(github.checkRuns.at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('batch: true without batch-s3-uri and batch-role-arn fails the step before any call', async () => {
    const before = runtime.stats.requests;
    const s = await step({ batch: 'true' });
    expect(s.code).toBe(1);
    expect(s.log).toContain('::error::batch true needs batch-s3-uri and batch-role-arn');
    expect(runtime.stats.requests - before).toBe(0);
  });
});
