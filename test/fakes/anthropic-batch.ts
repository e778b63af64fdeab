// Anthropic's Message Batches for the fake Anthropic API: create
// (`POST /v1/messages/batches` with `requests: [{custom_id, params}]`), poll
// (`GET /v1/messages/batches/{id}`: `in_progress`, then `ended` with a
// `results_url`), cancel, and the results: JSONL lines
// `{custom_id, result: {type: succeeded|errored|canceled|expired, ...}}`.
// The results come in the reverse of the request order: the API does not
// promise its order, so a client must match them by `custom_id`.
// Shapes: @anthropic-ai/sdk's src/resources/messages/batches.ts;
// https://platform.claude.com/docs/en/build-with-claude/batch-processing.
import { asArray, asRecord, type IncomingFake, type WireReply } from './llm-server.js';

export interface FakeMessageBatch {
  id: string;
  requests: { custom_id: string; params: unknown }[];
  version: string;
  processing_status: 'in_progress' | 'canceling' | 'ended';
  polls: number;
  created_at: string;
  ended_at: string | null;
  cancel_initiated_at: string | null;
  results: string[] | null;
  counts: { processing: number; succeeded: number; errored: number; canceled: number; expired: number };
}

/** Answers one batched request as the live endpoint would. */
export type MessageRunner = (customId: string, params: unknown, version: string) => Promise<WireReply>;

type ErrorReply = (status: number, type: string, message: string) => WireReply;

export function anthropicBatches(
  options: { batchPolls?: number; batchExpired?: (customId: string, index: number) => boolean },
  run: MessageRunner,
  anthropicError: ErrorReply,
) {
  const batches = new Map<string, FakeMessageBatch>();
  const polls = options.batchPolls ?? 1;

  const view = (batch: FakeMessageBatch, origin: string) => ({
    id: batch.id,
    type: 'message_batch',
    processing_status: batch.processing_status,
    request_counts: batch.counts,
    ended_at: batch.ended_at,
    created_at: batch.created_at,
    expires_at: new Date(Date.parse(batch.created_at) + 86_400_000).toISOString(),
    archived_at: null,
    cancel_initiated_at: batch.cancel_initiated_at,
    results_url: batch.results ? `${origin}/v1/messages/batches/${batch.id}/results` : null,
  });

  /** Runs every request (or cancels or expires it) and keeps the result lines. */
  const end = async (batch: FakeMessageBatch) => {
    const lines: string[] = [];
    for (const [i, { custom_id, params }] of batch.requests.entries()) {
      let result: unknown;
      if (batch.cancel_initiated_at) result = { type: 'canceled' };
      else if (options.batchExpired?.(custom_id, i)) result = { type: 'expired' };
      else {
        const reply = await run(custom_id, params, batch.version);
        result = reply.status === 200 ? { type: 'succeeded', message: reply.json } : { type: 'errored', error: reply.json };
      }
      const type = String(asRecord(result).type) as 'succeeded' | 'errored' | 'canceled' | 'expired';
      batch.counts[type] += 1;
      batch.counts.processing -= 1;
      lines.push(JSON.stringify({ custom_id, result }));
    }
    batch.results = lines.reverse();
    batch.processing_status = 'ended';
    batch.ended_at = new Date().toISOString();
  };

  const route = async (incoming: IncomingFake, version: string, origin: string): Promise<WireReply | null> => {
    if (incoming.path === '/v1/messages/batches' && incoming.method === 'POST') {
      const requests = asArray(asRecord(incoming.body).requests).map(asRecord);
      if (requests.length === 0)
        return anthropicError(400, 'invalid_request_error', 'requests: List should have at least 1 item after validation, not 0');
      const ids = requests.map((r) => String(r.custom_id));
      if (new Set(ids).size !== ids.length) return anthropicError(400, 'invalid_request_error', 'requests: custom_id values must be unique');
      const batch: FakeMessageBatch = {
        id: `msgbatch_fake${batches.size + 1}`,
        requests: requests.map((r) => ({ custom_id: String(r.custom_id), params: r.params })),
        version,
        processing_status: 'in_progress',
        polls: 0,
        created_at: new Date().toISOString(),
        ended_at: null,
        cancel_initiated_at: null,
        results: null,
        counts: { processing: requests.length, succeeded: 0, errored: 0, canceled: 0, expired: 0 },
      };
      batches.set(batch.id, batch);
      return { status: 200, json: view(batch, origin) };
    }
    const match = /^\/v1\/messages\/batches\/([^/]+)(\/cancel|\/results)?$/.exec(incoming.path);
    const batch = match ? batches.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match) return null;
    if (!batch) return anthropicError(404, 'not_found_error', `message_batch: ${match[1] ?? ''} not found`);
    if (match[2] === '/cancel' && incoming.method === 'POST') {
      if (batch.processing_status === 'in_progress') {
        batch.processing_status = 'canceling';
        batch.cancel_initiated_at = new Date().toISOString();
      }
      return { status: 200, json: view(batch, origin) };
    }
    if (match[2] === '/results' && incoming.method === 'GET') {
      if (!batch.results) return anthropicError(400, 'invalid_request_error', `Batch ${batch.id} has not ended; its results are not yet available.`);
      return { status: 200, headers: { 'content-type': 'application/binary' }, text: batch.results.join('\n') + '\n' };
    }
    if (!match[2] && incoming.method === 'GET') {
      batch.polls += 1;
      if (batch.processing_status !== 'ended' && (batch.polls > polls || batch.cancel_initiated_at)) await end(batch);
      return { status: 200, json: view(batch, origin) };
    }
    return null;
  };

  return { batches, route };
}
