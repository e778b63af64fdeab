// Bedrock batch inference jobs (the adapter of src/providers/batch.ts): each
// job's records written as JSONL files to S3, the job created with
// CreateModelInvocationJob (Converse records: the very body of the call on
// demand), its status checked until it ends, and its output files read back
// by recordId. What goes to a job, and what becomes of a record it did not
// answer, is the run's (src/run/batch/).
//
// This module and the two SDK clients it uses are imported only when a
// dataset goes to batch (registration.ts, `await import`), so the CLI's
// start-up never loads them.
import {
  BedrockClient,
  CreateModelInvocationJobCommand,
  GetModelInvocationJobCommand,
  StopModelInvocationJobCommand,
  type GetModelInvocationJobCommandOutput,
} from '@aws-sdk/client-bedrock';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PriceOverrides } from '../../config/index.js';
import type { BatchAdapter, BatchJob, BatchJobOutcome, BatchJobs, BatchJobSettings, RecordOutcome } from '../batch.js';
import type { ProviderRequest, ProviderResponse } from '../types.js';
import { fromConverseOutput, resolveRegion, toConverseInput } from './converse.js';
import { toProviderError } from './errors.js';
import { DEFAULT_FIRST_POLL_MS, failedJob, interruptedJob, jsonLine, MAX_POLL_MS, readOutputLines, sleep } from '../batch-jobs.js';

const TERMINAL = new Set(['Completed', 'PartiallyCompleted', 'Failed', 'Stopped', 'Expired']);

export const bedrockBatch: BatchAdapter = {
  recordBody: modelInput,
  recordLine: (recordId, body) => JSON.stringify({ recordId, modelInput: body }),
  response: batchResponse,
  jobName,
  withJobs: withClients,
};

async function withClients<T>(settings: BatchJobSettings, use: (jobs: BatchJobs) => Promise<T>): Promise<T> {
  const region = resolveRegion(settings.region);
  const bedrock = new BedrockClient({ region });
  // A custom S3 endpoint (MinIO, LocalStack, a test's fake) is addressed by path, not by a bucket subdomain.
  // followRegionRedirects: a bucket in another region than the run's answers with a redirect the client then follows.
  const s3 = new S3Client({
    region,
    followRegionRedirects: true,
    forcePathStyle: settings.aws?.s3PathStyle ?? false,
  });
  const clients: Clients = { bedrock, s3, settings };
  try {
    return await use({ run: (job) => runJob(job, clients) });
  } finally {
    bedrock.destroy();
    s3.destroy();
  }
}

interface Clients {
  bedrock: BedrockClient;
  s3: S3Client;
  settings: BatchJobSettings;
}

/** The Converse body of a request without its model id: what a record's modelInput holds. */
function modelInput(modelId: string, request: ProviderRequest): Record<string, unknown> {
  const { modelId: _omitted, ...body } = toConverseInput(modelId, request);
  return body;
}

/** A record's Converse reply as the on-demand call's response, priced at the batch rate; a job measures no wall time per call. */
function batchResponse(output: unknown, modelId: string, prices: PriceOverrides | undefined): ProviderResponse {
  const response = fromConverseOutput(output, modelId, 0, prices, false, 'batch');
  return { ...response, latency_ms: null };
}

/** A job name Bedrock takes (letters, digits, hyphens; at most 63), unique per run and job, saying what it is. */
function jobName(dataset: string, modelId: string, stamp: string, part: number | null): string {
  const slug = (text: string, max: number) =>
    text
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || 'x';
  const tail = `${stamp}${part !== null ? `-${part}` : ''}`;
  const set = slug(dataset, 16);
  return `supereval-${set}-${slug(modelId.replace(/^.*\//, ''), 63 - 'supereval---'.length - set.length - tail.length)}-${tail}`;
}

function s3Uri(bucket: string, key: string): string {
  return `s3://${bucket}/${key}`;
}

/**
 * One job: its files written, the job created, checked until it ends (a
 * progress line each time), its outputs read. A job that cannot be created or
 * read leaves its records unanswered, so they are made on demand; an
 * interrupted run stops the job.
 */
async function runJob(job: BatchJob, clients: Clients): Promise<BatchJobOutcome> {
  const { name, target: modelId, label } = job;
  const { settings } = clients;
  // The run checks both are given before a Bedrock model goes to batch (src/run/batch/settings.ts).
  if (!settings.location || !settings.roleArn) throw new Error('Bedrock batch jobs need an S3 location and a service role');
  const { bucket, prefix } = settings.location;
  const { roleArn } = settings;
  const base = prefix ? `${prefix}/${name}` : name;
  const interrupted = interruptedJob();
  const then = settings.unansweredCalls;
  const onDemand = (why: string) => failedJob(settings, job, `batch job ${name}`, why);
  let jobArn: string;
  try {
    await Promise.all(
      job.files.map((file, index) =>
        clients.s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `${base}/input/part-${String(index + 1).padStart(4, '0')}.jsonl`,
            // Line by line: a file may be up to 1 GB, longer than one string may be.
            Body: Buffer.concat(file.records.map((r) => Buffer.from(`${r.line}\n`))),
            ContentType: 'application/jsonl',
          }),
          settings.signal ? { abortSignal: settings.signal } : {},
        ),
      ),
    );
    if (settings.signal?.aborted) return interrupted;
    const created = await clients.bedrock.send(
      new CreateModelInvocationJobCommand({
        jobName: name,
        // The SDK retries a create whose answer it did not get; the token makes that one job, not two.
        clientRequestToken: name,
        modelId,
        roleArn,
        // Converse records: one body for every model family, the very body of the on-demand call (see docs).
        modelInvocationType: 'Converse',
        inputDataConfig: { s3InputDataConfig: { s3Uri: s3Uri(bucket, `${base}/input/`), s3InputFormat: 'JSONL' } },
        outputDataConfig: { s3OutputDataConfig: { s3Uri: s3Uri(bucket, `${base}/output/`) } },
      }),
    );
    if (!created.jobArn) return onDemand('was created without a job ARN');
    jobArn = created.jobArn;
  } catch (error) {
    if (settings.signal?.aborted) return interrupted;
    return onDemand(`could not be started (${describe(error, modelId)})`);
  }
  settings.log(`${label}: batch job ${name} submitted: ${job.records} records in ${job.files.length} files under ${s3Uri(bucket, base)}/`);

  const final = await poll(jobArn, name, clients, label);
  if (final === null) return interrupted;
  const ended = `batch job ${name} ended ${final.status ?? 'without a status'}${final.message ? `: ${final.message}` : ''}`;
  if (final.status !== 'Completed') settings.log(`${label}: ${ended}; the records it did not answer ${then}`, true);
  try {
    const found = await readOutputs(bucket, `${base}/output/`, clients.s3, settings.signal);
    return { found, unanswered: final.status === 'Completed' ? `batch job ${name} gave no output for it` : ended };
  } catch (error) {
    return onDemand(`ended ${final.status ?? 'without a status'}, but its output could not be read (${describe(error, modelId)})`);
  }
}

/** The job's last state, or null when the run was interrupted (the job is then stopped). */
async function poll(jobArn: string, name: string, clients: Clients, label: string): Promise<GetModelInvocationJobCommandOutput | null> {
  const { settings } = clients;
  let delay = settings.aws?.batchFirstPollMs ?? DEFAULT_FIRST_POLL_MS;
  let failures = 0;
  for (;;) {
    // The time budget's end wakes the wait: a job is stopped then, not up to one interval later.
    if (!(await sleep(Math.min(delay, settings.msUntilStop()), settings.signal))) {
      await stopJob(jobArn, name, clients, label);
      return null;
    }
    // A run cap (--max-duration, or --max-cost-usd reached by other datasets) ends the wait: the job is
    // stopped, what it answered is kept, and the rest is refused by the cap as any call would be.
    const reason = settings.stopReason();
    if (reason !== null) {
      settings.log(`${label}: batch job ${name}: ${reason}; stopping the job and keeping what it answered`);
      await stopJob(jobArn, name, clients, label);
      return { status: 'Stopped', $metadata: {} } as GetModelInvocationJobCommandOutput;
    }
    let job: GetModelInvocationJobCommandOutput;
    try {
      job = await clients.bedrock.send(new GetModelInvocationJobCommand({ jobIdentifier: jobArn }));
      failures = 0;
    } catch (error) {
      // The SDK has retried already; a few more checks later, then the job is given up on, and stopped.
      failures += 1;
      if (failures >= 5) {
        settings.log(`${label}: batch job ${name} could not be checked (${describe(error, '')}); stopping it`, true);
        await stopJob(jobArn, name, clients, label);
        return { status: 'Stopped', $metadata: {} } as GetModelInvocationJobCommandOutput;
      }
      delay = Math.min(delay * 2, MAX_POLL_MS);
      continue;
    }
    const status = job.status ?? 'unknown';
    const counts =
      job.totalRecordCount !== undefined
        ? `, ${job.processedRecordCount ?? 0}/${job.totalRecordCount} records processed, ${job.errorRecordCount ?? 0} errors`
        : '';
    if (TERMINAL.has(status)) {
      settings.log(`${label}: batch job ${name}: ${status}${counts}`);
      return job;
    }
    delay = Math.min(delay * 2, MAX_POLL_MS);
    settings.log(`${label}: batch job ${name}: ${status}${counts}; next check in ${Math.round(delay / 1000)}s`);
  }
}

async function stopJob(jobArn: string, name: string, clients: Clients, label: string): Promise<void> {
  try {
    await clients.bedrock.send(new StopModelInvocationJobCommand({ jobIdentifier: jobArn }));
    clients.settings.log(`${label}: batch job ${name} stopped`);
  } catch (error) {
    clients.settings.log(`${label}: batch job ${name} could not be stopped (${describe(error, '')}); stop it in the Bedrock console`, true);
  }
}

/** Every `.jsonl.out` under the output prefix, by recordId; a line that is not a record is skipped (its call is made on demand). */
async function readOutputs(bucket: string, prefix: string, s3: S3Client, signal: AbortSignal | undefined): Promise<Map<string, RecordOutcome>> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
    for (const object of page.Contents ?? []) if (object.Key?.endsWith('.jsonl.out')) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const outcomes = new Map<string, RecordOutcome>();
  for (const key of keys) {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), signal ? { abortSignal: signal } : {});
    // Bedrock writes each record once; should one appear twice, the first answer stands.
    readOutputLines(Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array()), parseOutputLine, outcomes);
  }
  return outcomes;
}

/** One output line: `{recordId, modelInput, modelOutput}` or `{recordId, modelInput, error}`; null for anything else. */
export function parseOutputLine(line: string): { recordId: string; outcome: RecordOutcome } | null {
  const value = jsonLine(line);
  if (value === null) return null;
  const { recordId, modelOutput, error } = value as { recordId?: unknown; modelOutput?: unknown; error?: unknown };
  if (typeof recordId !== 'string') return null;
  if (error !== undefined && error !== null) return { recordId, outcome: { error: errorText(error) } };
  if (typeof modelOutput !== 'object' || modelOutput === null) return { recordId, outcome: { error: 'the record has no modelOutput' } };
  return { recordId, outcome: { output: modelOutput } };
}

/** The service's error of a record (`{errorCode, errorMessage}`), as one line of text. */
function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const { errorCode, errorMessage } = error as { errorCode?: unknown; errorMessage?: unknown };
  const code = typeof errorCode === 'string' || typeof errorCode === 'number' ? String(errorCode) : null;
  const message = typeof errorMessage === 'string' ? errorMessage : JSON.stringify(error);
  return code ? `${code}: ${message}` : message;
}

function describe(error: unknown, target: string): string {
  return toProviderError(error, target || 'batch', undefined).message;
}
