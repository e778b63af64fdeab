// OpenAI's Batch API (the adapter of src/providers/batch.ts): a job's records
// uploaded as one JSONL file (Files, `purpose=batch`), a batch created on it
// for `/v1/chat/completions` (or `/v1/responses`) with the only window the
// API offers, 24 h, its status checked until it ends, and its output and
// error files read back by `custom_id`. Each line's body is the very body of
// the call on demand (chat.ts, responses.ts), so its reply reads the same.
// Loaded only when a dataset goes to batch (registration.ts, `await import`).
import type { PriceOverrides } from '../../config/index.js';
import type { BatchAdapter, BatchJobs, BatchJobSettings, RecordOutcome } from '../batch.js';
import { asObject, errorText, runVendorJob, stringField, type BatchState, type VendorBatchApi } from '../batch-api.js';
import { jsonLine } from '../batch-jobs.js';
import { JsonApi } from '../http/index.js';
import type { ProviderRequest, ProviderResponse } from '../types.js';
import { chatBody, readChatReply } from './chat.js';
import { openaiRoute } from './config.js';
import { openaiTarget, type OpenAITarget } from './ids.js';
import type { Pricing } from './reply.js';
import { readResponsesReply, responsesBody } from './responses.js';

/** A batch's states once it has ended (the Batch object's `status`). */
const TERMINAL = new Set(['completed', 'failed', 'expired', 'cancelled']);

/** Output and error files are read whole: bounded at the input file's own limit. */
const MAX_OUTPUT_BYTES = 200 * 1024 * 1024;

function targetOf(target: string): OpenAITarget {
  const parsed = openaiTarget(target);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

/** The endpoint a line of this target calls, as the Batch API names it. */
const endpointOf = (target: OpenAITarget) => (target.api === 'responses' ? '/v1/responses' : '/v1/chat/completions');

export const openaiBatch: BatchAdapter = {
  recordBody(target, request: ProviderRequest, env) {
    const parsed = targetOf(target);
    return parsed.api === 'responses' ? responsesBody(parsed.model, request, {}, env) : chatBody(parsed.model, request, {}, env);
  },
  // The line names its endpoint (a chat body has `messages`, a Responses body `input`); the model is in the body.
  recordLine: (recordId, body) =>
    JSON.stringify({ custom_id: recordId, method: 'POST', url: 'messages' in body ? '/v1/chat/completions' : '/v1/responses', body }),
  response: batchResponse,
  jobName,
  withJobs,
};

/** A line's reply as the on-demand call's response, priced at the batch rate (half); a batch measures no wall time per call. */
function batchResponse(output: unknown, target: string, prices: PriceOverrides | undefined): ProviderResponse {
  const parsed = targetOf(target);
  const pricing: Pricing = { provider: 'openai', names: [`openai:${target}`, parsed.model], model: parsed.model, prices };
  const who = `OpenAI batch ${parsed.model}`;
  const response =
    parsed.api === 'responses' ? readResponsesReply(output, who, 0, pricing, 'batch') : readChatReply(output, who, 0, pricing, 'batch');
  return { ...response, latency_ms: null };
}

/** A name for the input file and the batch's metadata: unique per run and job, saying what it is. */
function jobName(dataset: string, target: string, stamp: string, part: number | null): string {
  const slug = (text: string) =>
    text
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'x';
  return `supereval-${slug(dataset)}-${slug(target)}-${stamp}${part !== null ? `-${part}` : ''}`;
}

async function withJobs<T>(settings: BatchJobSettings, use: (jobs: BatchJobs) => Promise<T>): Promise<T> {
  return use({
    run: (job) => {
      const target = targetOf(job.target);
      const api = new JsonApi(openaiRoute(target, settings.env ?? {}, {}, settings.apiHosts).api);
      return runVendorJob(job, settings, openaiBatches(api, target), target.model);
    },
  });
}

/**
 * OpenAI's batches: the job's records uploaded as one file and a batch
 * created on it; its state; its cancel; its output and error files (a line
 * that is not a 2xx is in the error file).
 */
function openaiBatches(api: JsonApi, target: OpenAITarget): VendorBatchApi {
  const state = (json: unknown): BatchState => {
    const raw = asObject(json);
    const status = stringField(raw, 'status') ?? 'unknown';
    const counts = asObject(raw['request_counts']);
    return {
      raw,
      status,
      ended: TERMINAL.has(status),
      completed: status === 'completed',
      progress:
        typeof counts['total'] === 'number'
          ? `, ${Number(counts['completed'] ?? 0)}/${counts['total']} completed, ${Number(counts['failed'] ?? 0)} failed`
          : '',
      detail: batchErrors(raw),
    };
  };
  return {
    what: 'OpenAI batch',
    console: 'the OpenAI dashboard',
    async submit(job, call) {
      const form = new FormData();
      form.append('purpose', 'batch');
      const lines = job.files.flatMap((file) => file.records.map((r) => Buffer.from(`${r.line}\n`)));
      form.append('file', new Blob([Buffer.concat(lines)], { type: 'application/jsonl' }), `${job.name}.jsonl`);
      const fileId = stringField((await api.postForm('files', form, call)).json, 'id');
      if (!fileId) throw new Error('the file upload returned no id');
      const body = { input_file_id: fileId, endpoint: endpointOf(target), completion_window: '24h', metadata: { supereval_job: job.name } };
      const id = stringField((await api.post('batches', body, call)).json, 'id');
      if (!id) throw new Error('the batch was created without an id');
      return id;
    },
    check: async (id, call) => state((await api.get(`batches/${encodeURIComponent(id)}`, call)).json),
    cancel: async (id, call) => state((await api.post(`batches/${encodeURIComponent(id)}/cancel`, {}, call)).json),
    async results(final, call) {
      const files: Buffer[] = [];
      for (const field of ['output_file_id', 'error_file_id']) {
        const fileId = stringField(final.raw, field);
        if (fileId) files.push(await api.getBytes(`files/${encodeURIComponent(fileId)}/content`, { ...call, maxBytes: MAX_OUTPUT_BYTES }));
      }
      return files;
    },
    parseLine: parseOutputLine,
  };
}

/** One line: `{custom_id, response: {status_code, body}, error}`; a non-2xx status or an `error` is the record's error. */
export function parseOutputLine(line: string): { recordId: string; outcome: RecordOutcome } | null {
  const record = jsonLine(line);
  if (record === null) return null;
  const recordId = stringField(record, 'custom_id');
  if (!recordId) return null;
  const error = asObject(record['error']);
  if (Object.keys(error).length > 0) return { recordId, outcome: { error: errorText(error) } };
  const response = asObject(record['response']);
  const status = typeof response['status_code'] === 'number' ? response['status_code'] : 0;
  const body = response['body'];
  if (status < 200 || status >= 300) {
    const bodyError = asObject(asObject(body)['error']);
    return { recordId, outcome: { error: `HTTP ${status}${Object.keys(bodyError).length ? `: ${errorText(bodyError)}` : ''}` } };
  }
  if (typeof body !== 'object' || body === null) return { recordId, outcome: { error: 'the line has no response body' } };
  return { recordId, outcome: { output: body } };
}

/** A failed batch's errors (`errors.data[].message`), after a colon, or nothing. */
function batchErrors(batch: Record<string, unknown>): string {
  const data = asObject(batch['errors'])['data'];
  if (!Array.isArray(data) || data.length === 0) return '';
  return `: ${data
    .slice(0, 3)
    .map((e) => errorText(asObject(e)))
    .join('; ')}`;
}
