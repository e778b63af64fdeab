// The pure half of batch inference: record ids, the split into jobs and
// files within a model's quotas, which datasets and models go to a job, and
// the settings' checks.
import { describe, expect, it } from 'vitest';
import type { BatchLimits } from '../../../src/providers/batch.js';
import { DEFAULT_BATCH_LIMITS, batchLimitsFor } from '../../../src/providers/bedrock/batch-limits.js';
import { chooseBatch, recordIdFor, splitRecords, type BatchRecord } from '../../../src/run/batch/plan.js';
import { ACTION_BATCH_NAMES, CLI_BATCH_NAMES, parseS3Uri, readBatchSettings } from '../../../src/run/batch/settings.js';
import { InputError, parseActionInputs } from '../../../src/action/inputs.js';
import type { KindDataset } from '../../../src/kinds/types.js';
import type { ModelSpec } from '../../../src/providers/types.js';
import { KINDS } from '../../../src/kinds/index.js';
import { batchNeedsLocation } from '../../../src/providers/spec.js';

const limits = (over: Partial<BatchLimits>): BatchLimits => ({ ...DEFAULT_BATCH_LIMITS, minRecordsPerJob: 1, ...over });
const records = (n: number, size = 10): BatchRecord[] => Array.from({ length: n }, (_, i) => ({ recordId: `R${i}`, line: 'x'.repeat(size - 1) })); // each line is `size` bytes with its newline

describe('recordIdFor', () => {
  it('is stable, 11 alphanumeric characters, and differs by key, trial and repetition', () => {
    const id = recordIdFor('abc', 0);
    expect(id).toMatch(/^[0-9A-Z]{11}$/);
    expect(recordIdFor('abc', 0)).toBe(id);
    // A fixed value: a change to the derivation would orphan a job's output between versions.
    expect(id).toBe('E81BM1UQ3CC');
    expect(recordIdFor('abc', 0, 0)).toBe(id);
    const ids = new Set([id, recordIdFor('abc', 1), recordIdFor('abd', 0), recordIdFor('abc', 0, 1)]);
    expect(ids.size).toBe(4);
  });

  it('gives 100,000 distinct ids to 100,000 cases', () => {
    const ids = new Set(Array.from({ length: 100_000 }, (_, i) => recordIdFor(`key-${i}`, 0)));
    expect(ids.size).toBe(100_000);
  });
});

describe('splitRecords', () => {
  it('keeps one job and one file when everything fits', () => {
    const plan = splitRecords(records(5), limits({}));
    expect(plan.jobs).toHaveLength(1);
    expect(plan.jobs[0]?.files.map((f) => f.records.length)).toEqual([5]);
    expect(plan.left).toEqual([]);
  });

  it('splits files at the records-per-file limit', () => {
    const plan = splitRecords(records(7), limits({ maxRecordsPerFile: 3 }));
    expect(plan.jobs[0]?.files.map((f) => f.records.length)).toEqual([3, 3, 1]);
  });

  it('splits files at the file-size limit, counting each line with its newline', () => {
    // 10 bytes a record: 3 fit in 30 bytes, a fourth would make 40.
    const plan = splitRecords(records(7), limits({ maxFileBytes: 30 }));
    expect(plan.jobs[0]?.files.map((f) => [f.records.length, f.bytes])).toEqual([
      [3, 30],
      [3, 30],
      [1, 10],
    ]);
  });

  it('spreads records evenly over jobs at the records-per-job limit, so none falls under the minimum', () => {
    // 12 records, 10 a job at most, 5 at least: 6 + 6 rather than 10 + 2 (refused).
    const plan = splitRecords(records(12), limits({ maxRecordsPerJob: 10, minRecordsPerJob: 5 }));
    expect(plan.jobs.map((j) => j.records)).toEqual([6, 6]);
    expect(plan.left).toEqual([]);
  });

  it('splits jobs at the job-size limit', () => {
    const plan = splitRecords(records(9), limits({ maxJobBytes: 30 }));
    expect(plan.jobs.map((j) => j.records)).toEqual([3, 3, 3]);
  });

  it('leaves a record bigger than a file may be to the on-demand calls, and keeps every record somewhere', () => {
    const all = [...records(3), { recordId: 'BIG', line: 'y'.repeat(100) }];
    const plan = splitRecords(all, limits({ maxFileBytes: 50 }));
    expect(plan.left.map((r) => r.recordId)).toEqual(['BIG']);
    expect(plan.jobs.flatMap((j) => j.files.flatMap((f) => f.records.map((r) => r.recordId)))).toEqual(['R0', 'R1', 'R2']);
  });

  it('leaves a job under the minimum to the on-demand calls', () => {
    const plan = splitRecords(records(3), limits({ minRecordsPerJob: 4 }));
    expect(plan.jobs).toEqual([]);
    expect(plan.left).toHaveLength(3);
  });
});

describe('batchLimitsFor', () => {
  it('reads through inference profiles and ARNs to the base model', () => {
    expect(batchLimitsFor('us.amazon.nova-lite-v1:0').maxJobBytes).toBe(100_000_000_000);
    expect(batchLimitsFor('arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-pro-v1:0').maxJobBytes).toBe(100_000_000_000);
    expect(batchLimitsFor('us.anthropic.claude-haiku-4-5-20251001-v1:0')).toEqual(DEFAULT_BATCH_LIMITS);
    expect(DEFAULT_BATCH_LIMITS.minRecordsPerJob).toBe(100);
  });
});

describe('chooseBatch', () => {
  const bedrock: ModelSpec = { kind: 'bedrock', target: 'us.amazon.nova-micro-v1:0', label: 'bedrock:us.amazon.nova-micro-v1:0' };
  const replay: ModelSpec = { kind: 'replay', target: 'a.jsonl', label: 'replay:a.jsonl' };
  const dataset = (n: number, over: Partial<KindDataset> = {}): KindDataset =>
    ({
      name: 'd',
      type: 'qa',
      kind: KINDS.qa,
      meta: {},
      thresholds: { max_p95_latency_ms: null },
      tools: undefined,
      cases: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, key: `k${i}`, assert: [], input: {}, expected: {} })),
      ...over,
    }) as unknown as KindDataset;

  it('batches a Bedrock model with enough calls, counting trials, and leaves other providers alone silently', () => {
    expect(chooseBatch('auto', dataset(100), [bedrock, replay], 1)).toEqual({ batched: [bedrock], notes: [] });
    expect(chooseBatch('auto', dataset(50), [bedrock], 2).batched).toEqual([bedrock]);
  });

  it('auto below the minimum: on demand, in one note; true: the same as a warning', () => {
    const auto = chooseBatch('auto', dataset(99), [bedrock], 1);
    expect(auto.batched).toEqual([]);
    expect(auto.notes).toEqual([
      {
        text: "d: bedrock:us.amazon.nova-micro-v1:0 on demand, not batch: 99 calls, under the 100 records Bedrock's batch job needs at least",
        warning: false,
      },
    ]);
    expect(chooseBatch('true', dataset(99), [bedrock], 1).notes[0]?.warning).toBe(true);
  });

  it('kinds and datasets batch cannot serve run on demand, saying why', () => {
    expect(chooseBatch('auto', dataset(200, { type: 'agent' }), [bedrock], 1).notes[0]?.text).toMatch(/this one is agent$/);
    expect(chooseBatch('auto', dataset(200, { type: 'nl2sql' }), [bedrock], 1).batched).toEqual([]);
    expect(chooseBatch('auto', dataset(200, { tools: [{ name: 't', description: '', parameters: {} }] }), [bedrock], 1).notes[0]?.text).toMatch(
      /offers tools/,
    );
    const latency = dataset(200, { meta: { defaultTest: { assert: [{ type: 'latency', threshold: 100 }] } } });
    expect(chooseBatch('auto', latency, [bedrock], 1).notes[0]?.text).toMatch(/latency assertion/);
    const p95 = dataset(200, { thresholds: { max_p95_latency_ms: 2000 } } as Partial<KindDataset>);
    expect(chooseBatch('auto', p95, [bedrock], 1).notes[0]?.text).toMatch(/max_p95_latency_ms threshold/);
  });

  it('false never batches and says nothing', () => {
    expect(chooseBatch('false', dataset(500), [bedrock], 1)).toEqual({ batched: [], notes: [] });
  });
});

describe('batch settings', () => {
  const role = 'arn:aws:iam::123456789012:role/BedrockBatch';
  it('defaults to auto, which without a location and a role is on demand and no problem', () => {
    expect(readBatchSettings({}, CLI_BATCH_NAMES)).toEqual({ mode: 'auto' });
  });

  it('true without a location and a role is a usage error naming what is missing', () => {
    expect(readBatchSettings({ mode: 'true' }, CLI_BATCH_NAMES)).toBe(
      '--batch true needs --batch-s3-uri and --batch-role-arn: Bedrock batch jobs read their input from S3 and run as a service role',
    );
    expect(readBatchSettings({ mode: 'TRUE', s3Uri: 's3://b-1/p' }, CLI_BATCH_NAMES)).toMatch(/^--batch true needs --batch-role-arn:/);
  });

  it('true needs no location and role when no model of the run needs them (an openai: model); a Bedrock model or none named does', () => {
    expect(readBatchSettings({ mode: 'true' }, CLI_BATCH_NAMES, false)).toEqual({ mode: 'true' });
    expect(batchNeedsLocation(['openai:gpt-4o-mini', undefined])).toBe(false);
    expect(batchNeedsLocation(['openai:gpt-4o-mini', 'us.amazon.nova-micro-v1:0'])).toBe(true);
    expect(batchNeedsLocation([undefined])).toBe(true);
    // One of the two alone is still a half-finished setup.
    expect(readBatchSettings({ mode: 'true', s3Uri: 's3://b-1/p' }, CLI_BATCH_NAMES, false)).toMatch(/^--batch-role-arn is missing/);
  });

  it('reads the fallback: on-demand unless error is asked for', () => {
    const given = { s3Uri: 's3://b-1/p', roleArn: role };
    expect(readBatchSettings({ ...given, fallback: '' }, CLI_BATCH_NAMES)).toEqual({ mode: 'auto', ...given });
    expect(readBatchSettings({ ...given, fallback: 'Error' }, CLI_BATCH_NAMES)).toEqual({ mode: 'auto', fallback: 'error', ...given });
    expect(readBatchSettings({ fallback: 'retry' }, ACTION_BATCH_NAMES)).toBe('batch-fallback must be one of on-demand, error, got "retry"');
  });

  it('refuses a bad mode, location or role, and one of the two alone', () => {
    expect(readBatchSettings({ mode: 'yes' }, CLI_BATCH_NAMES)).toBe('--batch must be one of auto, true, false, got "yes"');
    expect(readBatchSettings({ s3Uri: 'https://bucket/x', roleArn: role }, CLI_BATCH_NAMES)).toMatch(/^--batch-s3-uri must be an S3 location/);
    expect(readBatchSettings({ s3Uri: 's3://bucket/x', roleArn: 'BedrockBatch' }, CLI_BATCH_NAMES)).toMatch(
      /^--batch-role-arn must be an IAM role ARN/,
    );
    expect(readBatchSettings({ s3Uri: 's3://bucket/x' }, CLI_BATCH_NAMES)).toMatch(/^--batch-role-arn is missing/);
  });

  it('parses S3 locations', () => {
    expect(parseS3Uri('s3://my-bucket/a/b/')).toEqual({ bucket: 'my-bucket', prefix: 'a/b' });
    expect(parseS3Uri('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(parseS3Uri('s3://UPPER/x')).toBeNull();
  });

  it('reads the action inputs batch, batch-s3-uri and batch-role-arn, in their own names', () => {
    const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    const inputs = parseActionInputs(read({ models: 'm', 'batch-s3-uri': ' s3://b-1/p ', 'batch-role-arn': role }));
    expect(inputs.batch).toBe('auto');
    const settings = readBatchSettings({ mode: inputs.batch, s3Uri: inputs['batch-s3-uri'], roleArn: inputs['batch-role-arn'] }, ACTION_BATCH_NAMES);
    expect(settings).toEqual({ mode: 'auto', s3Uri: 's3://b-1/p', roleArn: role });
    expect(readBatchSettings({ mode: 'true' }, ACTION_BATCH_NAMES)).toMatch(/^batch true needs batch-s3-uri and batch-role-arn:/);
    expect(() => parseActionInputs(read({ models: 'm', batch: 'always' }))).toThrow(InputError);
    expect(() => parseActionInputs(read({ models: 'm', batch: 'always' }))).toThrow('batch must be one of auto, true, false, got "always"');
  });
});
