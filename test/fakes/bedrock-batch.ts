// A fake Bedrock control plane (batch inference jobs) and a fake S3 on
// 127.0.0.1, spoken to by the real @aws-sdk/client-bedrock and
// @aws-sdk/client-s3. The paths are those of the SDKs' serializers:
// CreateModelInvocationJob is POST /model-invocation-job,
// GetModelInvocationJob GET /model-invocation-job/{jobIdentifier},
// StopModelInvocationJob POST /model-invocation-job/{jobIdentifier}/stop
// (client-bedrock's dist-cjs schemas); S3 is path-style: PUT and GET
// /{bucket}/{key}, ListObjectsV2 GET /{bucket}?list-type=2&prefix=.
//
// A job reads its JSONL input from the fake S3 when it finishes and writes
// one `.jsonl.out` per input file (and a manifest), with each record's answer
// chosen by the test: a Converse reply, an `error`, or nothing (missing).
// Its status moves Submitted -> InProgress -> its end (Completed, or what the
// test scripts: PartiallyCompleted, Failed, Expired) at each GetModelInvocationJob.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { converseBody, type FakeAnswer } from './bedrock.js';
import { listenLocal, sendJson } from './http.js';

export interface FakeRecord {
  recordId: string;
  modelInput: Record<string, unknown>;
  modelId: string;
}

/** A record's answer: a Converse reply, the service's error for it, or `null` to leave it out of the output. */
export type FakeRecordAnswer = FakeAnswer | { errorCode: number; errorMessage: string } | null;

export type FakeJobEnd = 'Completed' | 'PartiallyCompleted' | 'Failed' | 'Expired';

export interface FakeJobScript {
  status: FakeJobEnd;
  message?: string;
  /** Which records reach the output (default: every one for Completed and PartiallyCompleted, none for Failed). */
  keep?: (record: FakeRecord, index: number) => boolean;
}

export interface FakeBatchOptions {
  answer: (record: FakeRecord) => FakeRecordAnswer;
  /** How each job ends (default Completed), by job order. */
  end?: (job: FakeJob) => FakeJobScript;
  /** GetModelInvocationJob calls that report InProgress before the end (default 1). */
  inProgressPolls?: number;
  /** Fewer records and the job fails validation, as Bedrock's does (default 100). */
  minRecords?: number;
  /** CreateModelInvocationJob refuses with this error. */
  createError?: { status: number; type: string; message: string };
}

export interface FakeJob {
  index: number;
  arn: string;
  name: string;
  modelId: string;
  roleArn: string;
  invocationType: string | undefined;
  inputUri: string;
  outputUri: string;
  status: string;
  message?: string;
  gets: number;
  stopRequested: boolean;
  records: FakeRecord[];
}

export interface FakeBatch {
  /** Set as AWS_ENDPOINT_URL_BEDROCK. */
  controlUrl: string;
  /** Set as AWS_ENDPOINT_URL_S3. */
  s3Url: string;
  jobs: FakeJob[];
  /** Every object, by `bucket/key`. */
  objects: Map<string, Buffer>;
  /** Every control-plane request, as `METHOD path`. */
  calls: string[];
  close(): Promise<void>;
}

const JOB_PATH = /^\/model-invocation-job\/([^/]+)$/;
const STOP_PATH = /^\/model-invocation-job\/([^/]+)\/stop$/;

export async function startFakeBatch(options: FakeBatchOptions): Promise<FakeBatch> {
  const objects = new Map<string, Buffer>();
  const jobs: FakeJob[] = [];
  const calls: string[] = [];
  const minRecords = options.minRecords ?? 100;
  const inProgressPolls = options.inProgressPolls ?? 1;

  const error = (res: ServerResponse, status: number, type: string, message: string) =>
    sendJson(res, status, { message }, { 'x-amzn-errortype': type });

  const describe = (job: FakeJob) => {
    const processed = ['Completed', 'PartiallyCompleted', 'Failed', 'Expired', 'Stopped'].includes(job.status) ? job.records.length : 0;
    return {
      jobArn: job.arn,
      jobName: job.name,
      modelId: job.modelId,
      roleArn: job.roleArn,
      status: job.status,
      ...(job.message ? { message: job.message } : {}),
      submitTime: new Date(0).toISOString(),
      lastModifiedTime: new Date(0).toISOString(),
      inputDataConfig: { s3InputDataConfig: { s3Uri: job.inputUri } },
      outputDataConfig: { s3OutputDataConfig: { s3Uri: job.outputUri } },
      ...(job.invocationType ? { modelInvocationType: job.invocationType } : {}),
      totalRecordCount: job.records.length,
      processedRecordCount: processed,
      successRecordCount: processed,
      errorRecordCount: 0,
    };
  };

  /** The job's input files from the fake S3, each with its records. */
  const readInput = (job: FakeJob) => {
    const { bucket, key: inputPrefix } = splitUri(job.inputUri);
    const files = [...objects.keys()].filter((k) => k.startsWith(`${bucket}/${inputPrefix}`) && k.endsWith('.jsonl')).sort();
    const byFile = files.map((file) => ({
      file,
      records: (objects.get(file) ?? Buffer.alloc(0))
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => {
          const parsed = JSON.parse(l) as { recordId: string; modelInput: Record<string, unknown> };
          return { recordId: parsed.recordId, modelInput: parsed.modelInput, modelId: job.modelId };
        }),
    }));
    job.records = byFile.flatMap((f) => f.records);
    return byFile;
  };

  /** The job ends: its output written to the fake S3. */
  const finish = (job: FakeJob) => {
    const byFile = readInput(job);
    if (job.records.length < minRecords) {
      job.status = 'Failed';
      job.message = `The number of records in the input (${job.records.length}) is below the minimum of ${minRecords} for ${job.modelId}.`;
      return;
    }
    if (job.records.some((r) => !/^[a-zA-Z0-9]+$/.test(r.recordId))) {
      job.status = 'Failed';
      job.message = 'A recordId is not alphanumeric.';
      return;
    }
    const script = options.end?.(job) ?? { status: 'Completed' as const };
    job.status = script.status;
    if (script.message) job.message = script.message;
    const keep = script.keep ?? ((): boolean => script.status !== 'Failed');
    const { bucket: outBucket, key: outPrefix } = splitUri(job.outputUri);
    const jobId = job.arn.slice(job.arn.lastIndexOf('/') + 1);
    let index = 0;
    for (const { file, records } of byFile) {
      const lines: string[] = [];
      for (const record of records) {
        const i = index++;
        if (!keep(record, i)) continue;
        const answer = options.answer(record);
        if (answer === null) continue;
        const out =
          'errorCode' in answer
            ? { recordId: record.recordId, modelInput: record.modelInput, error: answer }
            : { recordId: record.recordId, modelInput: record.modelInput, modelOutput: converseBody(answer) };
        lines.push(JSON.stringify(out));
      }
      // Bedrock keeps no order in its output files; neither does the fake.
      lines.reverse();
      const name = file.slice(file.lastIndexOf('/') + 1);
      objects.set(`${outBucket}/${outPrefix}${jobId}/${name}.out`, Buffer.from(lines.map((l) => `${l}\n`).join('')));
    }
    objects.set(`${outBucket}/${outPrefix}${jobId}/manifest.json.out`, Buffer.from(JSON.stringify({ totalRecordCount: index })));
  };

  const control = await listenLocal((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method ?? ''} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/model-invocation-job') {
      if (options.createError) return error(res, options.createError.status, options.createError.type, options.createError.message);
      const input = JSON.parse(body.toString('utf8')) as {
        jobName: string;
        modelId: string;
        roleArn: string;
        modelInvocationType?: string;
        clientRequestToken?: string;
        inputDataConfig: { s3InputDataConfig: { s3Uri: string } };
        outputDataConfig: { s3OutputDataConfig: { s3Uri: string } };
      };
      const same = jobs.find((j) => j.name === input.jobName);
      if (same) return sendJson(res, 200, { jobArn: same.arn });
      if (!/^[a-zA-Z0-9]{1,63}(-*[a-zA-Z0-9+\-.]){0,63}$/.test(input.jobName) || input.jobName.length > 63) {
        return error(res, 400, 'ValidationException', `jobName "${input.jobName}" does not match the pattern`);
      }
      const job: FakeJob = {
        index: jobs.length,
        arn: `arn:aws:bedrock:us-east-1:123456789012:model-invocation-job/fakejob${jobs.length}`,
        name: input.jobName,
        modelId: input.modelId,
        roleArn: input.roleArn,
        invocationType: input.modelInvocationType,
        inputUri: input.inputDataConfig.s3InputDataConfig.s3Uri,
        outputUri: input.outputDataConfig.s3OutputDataConfig.s3Uri,
        status: 'Submitted',
        gets: 0,
        stopRequested: false,
        records: [],
      };
      // Bedrock validates the input (and counts its records) as the job starts.
      readInput(job);
      jobs.push(job);
      return sendJson(res, 200, { jobArn: job.arn });
    }
    const stop = STOP_PATH.exec(url.pathname);
    const get = JOB_PATH.exec(url.pathname);
    const job = jobs.find((j) => j.arn === decodeURIComponent((stop ?? get)?.[1] ?? ''));
    if (!job) return error(res, 404, 'ResourceNotFoundException', `no job ${url.pathname}`);
    if (req.method === 'POST' && stop) {
      job.stopRequested = true;
      if (!['Completed', 'PartiallyCompleted', 'Failed', 'Expired', 'Stopped'].includes(job.status)) job.status = 'Stopping';
      return sendJson(res, 200, {});
    }
    if (req.method === 'GET' && get) {
      job.gets += 1;
      if (job.status === 'Stopping') job.status = 'Stopped';
      else if (job.status === 'Submitted') job.status = 'InProgress';
      else if (job.status === 'InProgress' && job.gets > inProgressPolls) finish(job);
      return sendJson(res, 200, describe(job));
    }
    return error(res, 404, 'UnknownOperationException', `no route for ${req.method ?? ''} ${url.pathname}`);
  });

  const s3 = await listenLocal((req, res, body) => serveS3(req, res, body, objects));

  return {
    controlUrl: control.origin,
    s3Url: s3.origin,
    jobs,
    objects,
    calls,
    close: async () => {
      await Promise.all([control.close(), s3.close()]);
    },
  };
}

/** `s3://bucket/key` as its bucket and key. */
function splitUri(uri: string): { bucket: string; key: string } {
  const rest = uri.replace(/^s3:\/\//, '');
  const slash = rest.indexOf('/');
  return slash < 0 ? { bucket: rest, key: '' } : { bucket: rest.slice(0, slash), key: rest.slice(slash + 1) };
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function serveS3(req: IncomingMessage, res: ServerResponse, body: Buffer, objects: Map<string, Buffer>): void {
  const url = new URL(req.url ?? '/', 'http://fake');
  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = rest.map(decodeURIComponent).join('/');
  const s3Error = (status: number, code: string, message: string) => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
    res.writeHead(status, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(xml)) });
    res.end(xml);
  };
  if (req.method === 'PUT' && key) {
    objects.set(`${bucket}/${key}`, body);
    res.writeHead(200, { etag: '"fake"', 'content-length': '0' });
    res.end();
    return;
  }
  if (req.method === 'GET' && key) {
    const object = objects.get(`${bucket}/${key}`);
    if (!object) return s3Error(404, 'NoSuchKey', `The specified key does not exist: ${key}`);
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(object.length), etag: '"fake"' });
    res.end(object);
    return;
  }
  if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
    const prefix = url.searchParams.get('prefix') ?? '';
    const keys = [...objects.keys()]
      .filter((k) => k.startsWith(`${bucket}/${prefix}`))
      .map((k) => k.slice(bucket.length + 1))
      .sort();
    const contents = keys
      .map(
        (k) =>
          `<Contents><Key>${xmlEscape(k)}</Key><LastModified>1970-01-01T00:00:00.000Z</LastModified><ETag>"fake"</ETag><Size>${objects.get(`${bucket}/${k}`)?.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`;
    res.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(xml)) });
    res.end(xml);
    return;
  }
  s3Error(400, 'NotImplemented', `the fake S3 does not serve ${req.method ?? ''} ${url.pathname}${url.search}`);
}
