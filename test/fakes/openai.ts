// A fake OpenAI API on 127.0.0.1, spoken to by the official openai SDK (point
// its baseURL, or OPENAI_BASE_URL, at `${url}/v1`) or by plain fetch: Chat
// Completions (`POST /v1/chat/completions`, streamed when asked), the
// Responses API (`POST /v1/responses`), Embeddings (`POST /v1/embeddings`),
// Files and Batches (test/fakes/openai-batch.ts). Every request must carry
// `Authorization: Bearer <apiKey>`, as the API requires; a missing or wrong
// key gets the API's 401. Answers come from the handler (test/fakes/llm-server.ts
// says how to script them, failures included).
import { createOpenAIBatchStore, type OpenAIBatchOptions, type OpenAIBatchStore } from './openai-batch.js';
import {
  batchLineRequest,
  describeOpenAI,
  embedVectors,
  OPENAI_OPERATIONS,
  openAIError,
  renderEmbeddings,
  renderGeneration,
  unknownModel,
} from './openai-wire.js';
import {
  asRecord,
  DEFAULT_API_KEY,
  echoHandler,
  startFakeLlmServer,
  withLatency,
  type CommonFakeOptions,
  type FakeLlmRequest,
  type FakeLlmServer,
  type IncomingFake,
  type WireReply,
} from './llm-server.js';

export type FakeOpenAIOptions = CommonFakeOptions & OpenAIBatchOptions;

export interface FakeOpenAI extends FakeLlmServer {
  /** The base URL the SDK takes: `${url}/v1`. */
  baseURL: string;
  batch: OpenAIBatchStore;
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const handler = options.handler ?? echoHandler;
  let record: (parsed: FakeLlmRequest) => void = () => undefined;

  /** Answers a generation or embedding request once it is parsed and authorised. */
  const answer = async (request: FakeLlmRequest): Promise<WireReply> => {
    if (request.operation === 'embeddings') return renderEmbeddings(await embedVectors(options.embed, request), request);
    return renderGeneration(await handler(request), request);
  };

  const batch = createOpenAIBatchStore(
    options,
    async (line) => {
      const request = batchLineRequest(line);
      if (!request)
        return { status: 400, body: { error: { message: `Invalid URL: ${line.url}`, type: 'invalid_request_error' } }, requestId: 'req_batch' };
      record(request);
      const reply =
        request.model === undefined
          ? openAIError(400, 'you must provide a model parameter', 'invalid_request_error')
          : await answer({ ...request, operation: request.operation.replace('batch:', '') });
      return { status: reply.status, body: reply.json, requestId: `req_fake${request.index}` };
    },
    (status, message) => openAIError(status, message, 'invalid_request_error'),
  );

  const server = await startFakeLlmServer(async (incoming, recordRequest) => {
    record = recordRequest;
    const auth = checkBearer(incoming, apiKey);
    if (auth) return auth;
    const path = incoming.path.replace(/^\/v1(?=\/)/, '');
    const operation = OPENAI_OPERATIONS[path];
    if (!operation || incoming.method !== 'POST') {
      const files = await batch.route(incoming, path);
      return files ?? openAIError(404, `Invalid URL (${incoming.method} ${incoming.path})`, 'invalid_request_error');
    }
    if (incoming.body === undefined || typeof incoming.body !== 'object')
      return openAIError(
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
        'invalid_request_error',
      );
    const model = asRecord(incoming.body).model;
    if (typeof model !== 'string') return openAIError(400, 'you must provide a model parameter', 'invalid_request_error');
    const request = describeOpenAI(incoming, operation, model);
    recordRequest(request);
    if (options.models && !options.models.includes(model)) return unknownModel(model);
    return withLatency(await answer(request), options.latencyMs);
  }, options);

  return { ...server, baseURL: `${server.url}/v1`, batch };
}

/** OpenAI's 401s: no key, or a key that is not `apiKey`; null when the bearer key is right. */
export function checkBearer(incoming: IncomingFake, apiKey: string): WireReply | null {
  const header = incoming.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match)
    return openAIError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      'invalid_request_error',
    );
  if (match[1] !== apiKey) {
    const key = match[1] ?? '';
    return openAIError(
      401,
      `Incorrect API key provided: ${key.slice(0, 3)}***${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    );
  }
  return null;
}
