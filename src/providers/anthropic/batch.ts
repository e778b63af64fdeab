// Anthropic's Message Batches (the adapter of src/providers/batch.ts): a
// job's records sent as one batch (`POST /v1/messages/batches`, each request
// `{custom_id, params}` with the very body of the call on demand), its state
// checked until `ended`, and its results (JSONL, in no promised order) read
// back by `custom_id`. Loaded only when a dataset goes to batch
// (registration.ts, `await import`).
import type { PriceOverrides } from '../../config/index.js';
import type { BatchAdapter, RecordOutcome } from '../batch.js';
import { asObject, errorText, runVendorJob, stringField, type BatchState, type VendorBatchApi } from '../batch-api.js';
import { jsonLine } from '../batch-jobs.js';
import type { JsonApi } from '../http/index.js';
import type { ProviderResponse } from '../types.js';
import { anthropicModel } from './ids.js';
import { anthropicApi } from './messages.js';
import { fromMessage, messagesBody } from './wire.js';

/** Results are read whole: bounded at the batch's own limit (256 MB of requests). */
const MAX_RESULTS_BYTES = 256 * 1024 * 1024;

function modelOf(target: string): string {
  const found = anthropicModel(target);
  if ('problem' in found) throw new Error(found.problem);
  return found.model;
}

export const anthropicBatch: BatchAdapter = {
  recordBody: (target, request, env) => messagesBody(modelOf(target), request, anthropicApi({ env }).settings),
  recordLine: (recordId, body) => JSON.stringify({ custom_id: recordId, params: body }),
  response: batchResponse,
  jobName: (dataset, target, stamp, part) => `supereval-${dataset}-${target}-${stamp}${part !== null ? `-${part}` : ''}`,
  withJobs: (settings, use) =>
    use({
      run: (job) => {
        const { api } = anthropicApi({ env: settings.env ?? {}, ...(settings.apiHosts ? { apiHosts: settings.apiHosts } : {}) });
        return runVendorJob(job, settings, messageBatches(api), modelOf(job.target));
      },
    }),
};

/** A result's message as the on-demand call's response, priced at the batch rate (half); a batch measures no wall time per call. */
function batchResponse(output: unknown, target: string, prices: PriceOverrides | undefined): ProviderResponse {
  return fromMessage(output, { model: modelOf(target), label: `anthropic:${target}`, latency_ms: null, ownTools: false, prices, tier: 'batch' });
}

/** Anthropic's Message Batches: created with the requests inline, checked, cancelled, and their results read from the batch's results path. */
function messageBatches(api: JsonApi): VendorBatchApi {
  const state = (json: unknown): BatchState => {
    const raw = asObject(json);
    const status = stringField(raw, 'processing_status') ?? 'unknown';
    const counts = asObject(raw['request_counts']);
    const count = (name: string) => Number(counts[name] ?? 0);
    const unfinished = count('errored') + count('canceled') + count('expired');
    return {
      raw,
      status,
      ended: status === 'ended',
      // Ended with nothing canceled or expired: each request ran (an errored one is its record's error).
      completed: status === 'ended' && count('canceled') + count('expired') === 0,
      progress: `, ${count('succeeded')} succeeded, ${count('processing')} processing, ${unfinished} errored, canceled or expired`,
      detail:
        count('expired') > 0 ? `: ${count('expired')} requests expired` : count('canceled') > 0 ? `: ${count('canceled')} requests canceled` : '',
    };
  };
  const path = (id: string) => `v1/messages/batches/${encodeURIComponent(id)}`;
  return {
    what: 'Anthropic message batch',
    console: 'the Claude Console',
    async submit(job, call) {
      const requests = job.files.flatMap((file) => file.records.map((r) => JSON.parse(r.line) as unknown));
      const id = stringField((await api.post('v1/messages/batches', { requests }, call)).json, 'id');
      if (!id) throw new Error('the batch was created without an id');
      return id;
    },
    check: async (id, call) => state((await api.get(path(id), call)).json),
    cancel: async (id, call) => state((await api.post(`${path(id)}/cancel`, {}, call)).json),
    // The batch's results_url is this path under the API's base URL; the path is used, so the key goes nowhere else.
    results: async (final, call) =>
      stringField(final.raw, 'results_url')
        ? [await api.getBytes(`${path(stringField(final.raw, 'id') ?? '')}/results`, { ...call, maxBytes: MAX_RESULTS_BYTES })]
        : [],
    parseLine,
  };
}

/** One result line: `{custom_id, result: {type: succeeded, message} | {type: errored, error} | {type: canceled|expired}}`. */
export function parseLine(line: string): { recordId: string; outcome: RecordOutcome } | null {
  const record = jsonLine(line);
  const recordId = record === null ? undefined : stringField(record, 'custom_id');
  if (!record || !recordId) return null;
  const result = asObject(record['result']);
  const type = stringField(result, 'type') ?? 'unknown';
  if (type === 'succeeded') return { recordId, outcome: { output: result['message'] } };
  if (type === 'errored') {
    // `error` is the API's error body: `{type: error, error: {type, message}}`.
    const body = asObject(result['error']);
    const inner = asObject(body['error']);
    return { recordId, outcome: { error: `errored: ${errorText(Object.keys(inner).length ? inner : body)}` } };
  }
  return { recordId, outcome: { error: `the request was ${type}` } };
}
