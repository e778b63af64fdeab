// OpenAI's Files and Batch APIs, for the fake OpenAI and the fake Azure
// OpenAI: upload a JSONL file (multipart, purpose `batch`), create a batch on
// it, poll it (validating -> in_progress -> completed, or the end a test
// scripts), and read its output and error files. Each input line
// (`{custom_id, method, url, body}`) is answered by the same handler as a live
// request, and its reply written as an output line
// (`{id, custom_id, response: {status_code, request_id, body}, error}`), to
// the error file when it is not a 2xx.
// Shapes: openai-node's src/resources/batches.ts and files.ts; the Batch guide,
// https://platform.openai.com/docs/guides/batch.
import { asRecord, unixNow, type IncomingFake, type WireReply } from './llm-server.js';

export interface FakeFile {
  id: string;
  filename: string;
  purpose: string;
  content: Buffer;
  created_at: number;
}

export type FakeBatchEnd = 'completed' | 'failed' | 'expired';

export interface FakeOpenAIBatch {
  id: string;
  endpoint: string;
  input_file_id: string;
  status: string;
  polls: number;
  created_at: number;
  metadata: unknown;
  output_file_id: string | null;
  error_file_id: string | null;
  request_counts: { total: number; completed: number; failed: number };
  errors: { object: 'list'; data: { code: string; message: string; line?: number }[] } | null;
  ended_at: number | null;
}

export interface FakeBatchScript {
  /** How the batch ends (default `completed`). */
  end?: FakeBatchEnd;
  /** For `expired`: which lines were run before the window closed (default none). */
  keep?: (line: number) => boolean;
}

export interface OpenAIBatchOptions {
  /** GETs that report `validating` then `in_progress` before the batch ends (default 1 each). */
  batchPolls?: number;
  /** How each batch ends, by batch. */
  batchScript?: (batch: FakeOpenAIBatch) => FakeBatchScript;
}

/** Answers one input line: its status and JSON body, as the live endpoint would. */
export type BatchLineRunner = (line: {
  custom_id: string;
  url: string;
  body: unknown;
}) => Promise<{ status: number; body: unknown; requestId: string }>;

export interface OpenAIBatchStore {
  files: Map<string, FakeFile>;
  batches: Map<string, FakeOpenAIBatch>;
  /** Routes a Files or Batches request (path relative to the API root, e.g. `/files`), or returns null when it is neither. */
  route(incoming: IncomingFake, relativePath: string): Promise<WireReply | null>;
}

type ErrorReply = (status: number, message: string) => WireReply;

export function createOpenAIBatchStore(options: OpenAIBatchOptions, run: BatchLineRunner, error: ErrorReply): OpenAIBatchStore {
  const files = new Map<string, FakeFile>();
  const batches = new Map<string, FakeOpenAIBatch>();
  const polls = options.batchPolls ?? 1;

  const fileObject = (file: FakeFile) => ({
    id: file.id,
    object: 'file',
    bytes: file.content.length,
    created_at: file.created_at,
    filename: file.filename,
    purpose: file.purpose,
    status: 'processed',
    status_details: null,
    expires_at: null,
  });
  const addFile = (filename: string, purpose: string, content: Buffer) => {
    const file = { id: `file-fake${files.size + 1}`, filename, purpose, content, created_at: unixNow() };
    files.set(file.id, file);
    return file;
  };
  const batchObject = (batch: FakeOpenAIBatch) => ({
    id: batch.id,
    object: 'batch',
    endpoint: batch.endpoint,
    errors: batch.errors,
    input_file_id: batch.input_file_id,
    completion_window: '24h',
    status: batch.status,
    output_file_id: batch.output_file_id,
    error_file_id: batch.error_file_id,
    created_at: batch.created_at,
    in_progress_at: batch.polls > polls ? batch.created_at : null,
    expires_at: batch.created_at + 86_400,
    finalizing_at: batch.status === 'completed' ? batch.ended_at : null,
    completed_at: batch.status === 'completed' ? batch.ended_at : null,
    failed_at: batch.status === 'failed' ? batch.ended_at : null,
    expired_at: batch.status === 'expired' ? batch.ended_at : null,
    cancelling_at: null,
    cancelled_at: batch.status === 'cancelled' ? batch.ended_at : null,
    request_counts: batch.request_counts,
    metadata: batch.metadata ?? null,
  });

  /** Runs the batch's lines and writes its output and error files. */
  const finish = async (batch: FakeOpenAIBatch) => {
    const script = options.batchScript?.(batch) ?? {};
    const input = files.get(batch.input_file_id)?.content.toString('utf8') ?? '';
    const lines = input.split('\n').filter((line) => line.trim() !== '');
    batch.request_counts.total = lines.length;
    batch.ended_at = unixNow();
    if (script.end === 'failed') {
      batch.status = 'failed';
      batch.errors = { object: 'list', data: [{ code: 'invalid_request', message: 'The batch input file is not valid.', line: 1 }] };
      return;
    }
    const out: string[] = [];
    const errors: string[] = [];
    for (const [i, text] of lines.entries()) {
      const line = asRecord(JSON.parse(text));
      const customId = String(line.custom_id);
      if (script.end === 'expired' && !script.keep?.(i)) {
        errors.push(
          JSON.stringify({
            id: `batch_req_fake${i}`,
            custom_id: customId,
            response: null,
            error: { code: 'batch_expired', message: 'This request could not be executed before the completion window expired.' },
          }),
        );
        batch.request_counts.failed += 1;
        continue;
      }
      const result = await run({ custom_id: customId, url: String(line.url), body: line.body });
      const record = JSON.stringify({
        id: `batch_req_fake${i}`,
        custom_id: customId,
        response: { status_code: result.status, request_id: result.requestId, body: result.body },
        error: null,
      });
      const ok = result.status >= 200 && result.status < 300;
      (ok ? out : errors).push(record);
      if (ok) batch.request_counts.completed += 1;
      else batch.request_counts.failed += 1;
    }
    batch.status = script.end ?? 'completed';
    if (out.length) batch.output_file_id = addFile(`${batch.id}_output.jsonl`, 'batch_output', Buffer.from(out.join('\n') + '\n')).id;
    if (errors.length) batch.error_file_id = addFile(`${batch.id}_error.jsonl`, 'batch_output', Buffer.from(errors.join('\n') + '\n')).id;
  };

  const route = async (incoming: IncomingFake, path: string): Promise<WireReply | null> => {
    const { method } = incoming;
    if (path === '/files' && method === 'POST') {
      const form = parseMultipart(incoming);
      const upload = form.files.file;
      if (!upload) return error(400, "Missing required parameter: 'file'.");
      if (!form.fields.purpose) return error(400, "Missing required parameter: 'purpose'.");
      return { status: 200, json: fileObject(addFile(upload.filename, form.fields.purpose, upload.content)) };
    }
    const fileMatch = /^\/files\/([^/]+)(\/content)?$/.exec(path);
    if (fileMatch && method === 'GET') {
      const file = files.get(decodeURIComponent(fileMatch[1] ?? ''));
      if (!file) return error(404, `No such File object: ${fileMatch[1] ?? ''}`);
      if (fileMatch[2]) return { status: 200, headers: { 'content-type': 'application/octet-stream' }, text: file.content };
      return { status: 200, json: fileObject(file) };
    }
    if (path === '/batches' && method === 'POST') {
      const body = asRecord(incoming.body);
      const inputFileId = String(body.input_file_id ?? '');
      if (!files.has(inputFileId)) return error(400, `Invalid 'input_file_id': '${inputFileId}'. File not found.`);
      if (body.completion_window !== '24h') return error(400, "Invalid 'completion_window': only '24h' is supported.");
      const batch: FakeOpenAIBatch = {
        id: `batch_fake${batches.size + 1}`,
        endpoint: String(body.endpoint ?? ''),
        input_file_id: inputFileId,
        status: 'validating',
        polls: 0,
        created_at: unixNow(),
        metadata: body.metadata ?? null,
        output_file_id: null,
        error_file_id: null,
        request_counts: { total: 0, completed: 0, failed: 0 },
        errors: null,
        ended_at: null,
      };
      batches.set(batch.id, batch);
      return { status: 200, json: batchObject(batch) };
    }
    const batchMatch = /^\/batches\/([^/]+)(\/cancel)?$/.exec(path);
    if (batchMatch) {
      const batch = batches.get(decodeURIComponent(batchMatch[1] ?? ''));
      if (!batch) return error(404, `No batch found with id '${batchMatch[1] ?? ''}'.`);
      if (batchMatch[2] && method === 'POST') {
        if (['validating', 'in_progress'].includes(batch.status)) {
          batch.status = 'cancelled';
          batch.ended_at = unixNow();
        }
        return { status: 200, json: batchObject(batch) };
      }
      if (method === 'GET') {
        batch.polls += 1;
        if (['validating', 'in_progress'].includes(batch.status)) {
          if (batch.polls > 2 * polls) await finish(batch);
          else batch.status = batch.polls > polls ? 'in_progress' : 'validating';
        }
        return { status: 200, json: batchObject(batch) };
      }
    }
    return null;
  };

  return { files, batches, route };
}

/** A multipart/form-data body's text fields and files (what the SDKs' FormData uploads send). */
export function parseMultipart(incoming: IncomingFake): {
  fields: Record<string, string>;
  files: Record<string, { filename: string; content: Buffer }>;
} {
  const fields: Record<string, string> = {};
  const files: Record<string, { filename: string; content: Buffer }> = {};
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(incoming.headers['content-type'] ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return { fields, files };
  const body = incoming.rawBody;
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip the CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/.exec(head)?.[1];
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      if (name !== undefined && filename !== undefined) files[name] = { filename, content };
      else if (name !== undefined) fields[name] = content.toString('utf8');
    }
    start = next;
  }
  return { fields, files };
}
