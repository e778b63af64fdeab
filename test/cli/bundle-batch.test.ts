// Batch inference from the bundled CLI (bin/supereval.js on dist/; rebuilt by
// the lead): the batch module and its two SDK clients live in chunks a run
// loads only when a dataset goes to a job, and the bundle runs a job against the
// fake control plane and S3 as the sources do (test/cli/cli-bedrock-batch.test.ts).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { startFakeBedrock, type FakeBedrock } from '../fakes/bedrock.js';
import { startFakeBatch, type FakeBatch } from '../fakes/bedrock-batch.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { cliBin, repoRoot } from '../helpers/cli.js';
import { runRecordingLoads } from '../helpers/loaded-files.js';
import { readResultsFile } from '../helpers/results-file.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const exec = promisify(execFile);
const MODEL = 'us.amazon.nova-micro-v1:0';
const root = tempDir('supereval-bundle-batch-');
writeTree(root, {
  'big/dataset.json': qaMeta({ name: 'big' }),
  'big/cases.jsonl': Array.from({ length: 110 }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
});
const answer = (prompt: string) => ({ text: `That is answer ${/question (\d+)\?/.exec(prompt)?.[1] ?? ''}.` });

let runtime: FakeBedrock;
let batch: FakeBatch;
let restore = () => {};
beforeAll(async () => {
  runtime = await startFakeBedrock({ handler: ({ body }) => answer(firstUserText(body)) });
  batch = await startFakeBatch({ answer: (record) => answer(firstUserText(record.modelInput)) });
  restore = useFakeAwsEnv({
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: runtime.url,
    AWS_ENDPOINT_URL_BEDROCK: batch.controlUrl,
    AWS_ENDPOINT_URL_S3: batch.s3Url,
  });
});
afterAll(async () => {
  restore();
  await Promise.all([runtime.close(), batch.close()]);
});

describe('the bundled CLI runs batch jobs', () => {
  it('a run without a job loads neither the batch module nor its SDK clients', async () => {
    const args = [cliBin, 'run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q'];
    const run = await runRecordingLoads(args, repoRoot, path.join(repoRoot, 'dist'));
    expect(run.code, run.stderr).toBe(0);
    const code = run.files.map((f) => readFileSync(f.file, 'utf8')).join('\n');
    expect(code).toContain('--batch-s3-uri');
    expect(code).not.toContain('CreateModelInvocationJob');
    expect(code).not.toContain('ListObjectsV2');
  });

  it('answers a dataset from a job through the fakes', async () => {
    const output = path.join(root, 'out.json');
    const args = [cliBin, 'run', path.join(root, 'big'), '--model', `bedrock:${MODEL}`, '-q'];
    const flags = ['--batch-s3-uri', 's3://eval-bucket/e2e', '--batch-role-arn', 'arn:aws:iam::123456789012:role/BedrockBatch', '--output', output];
    const { stderr } = await exec(process.execPath, [...args, ...flags], { env: { ...process.env, NO_COLOR: '1', SUPEREVAL_BATCH_POLL_MS: '1' } });
    expect(stderr).toContain('110 of 110 calls answered by batch');
    expect(runtime.stats.requests).toBe(0);
    expect(batch.jobs).toHaveLength(1);
    const results = readResultsFile(output);
    expect(results.summary.passed).toBe(110);
  });
});
