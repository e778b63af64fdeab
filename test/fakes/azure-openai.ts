// A fake Azure OpenAI resource on 127.0.0.1, spoken to by the openai SDK's
// AzureOpenAI client (its `endpoint`, or AZURE_OPENAI_ENDPOINT, is `url`) or
// by plain fetch. The deployment paths
// `/openai/deployments/{deployment}/chat/completions` and `.../embeddings` need
// the `api-version` query (without it Azure answers 404 "Resource not found");
// the v1 API (`/openai/v1/chat/completions`, `/openai/v1/responses`,
// `/openai/v1/embeddings`) takes the deployment as the body's `model` and no
// version; Files and Batches live at `/openai/files` and `/openai/batches`.
// Auth is the `api-key` header (or `Authorization: Bearer` with an Entra ID
// token, when the test sets one). An unknown deployment gets Azure's
// `DeploymentNotFound`; a rate limit Azure's 429 with both `retry-after` and
// `retry-after-ms`. Bodies are OpenAI's (test/fakes/openai-wire.ts) with
// Azure's content-filter results added, and `model` is the deployment's model.
// Sources: openai-node's src/azure.ts (paths, `api-key`, `api-version`);
// https://learn.microsoft.com/azure/ai-foundry/openai/reference; the error
// bodies as reported in MicrosoftDocs/azure-docs#114602 and #114013.
import { createOpenAIBatchStore, type OpenAIBatchOptions, type OpenAIBatchStore } from './openai-batch.js';
import {
  batchLineRequest,
  describeOpenAI,
  embedVectors,
  OPENAI_OPERATIONS,
  rateLimitHeaders,
  renderEmbeddings,
  renderGeneration,
} from './openai-wire.js';
import {
  asRecord,
  DEFAULT_API_KEY,
  echoHandler,
  retryHeaders,
  startFakeLlmServer,
  withLatency,
  type CommonFakeOptions,
  type FakeFailure,
  type FakeLlmRequest,
  type FakeLlmServer,
  type FakeReply,
  type WireReply,
} from './llm-server.js';

export interface FakeAzureOpenAIOptions extends Omit<CommonFakeOptions, 'models'>, OpenAIBatchOptions {
  /** Deployments that exist, each with the model it serves (the replies' `model`). Default: any name, serving itself. */
  deployments?: Record<string, string>;
  /** An Entra ID token accepted as `Authorization: Bearer`; by default only `api-key` is. */
  bearerToken?: string;
}

export interface FakeAzureOpenAI extends FakeLlmServer {
  /** The resource endpoint (AzureOpenAI's `endpoint`): `url` with a trailing slash. */
  endpoint: string;
  batch: OpenAIBatchStore;
}

export function azureError(status: number, code: string, message: string, headers: Record<string, string> = {}): WireReply {
  return { status, json: { error: { code, message } }, headers };
}

const DEPLOYMENT_NOT_FOUND = () =>
  azureError(
    404,
    'DeploymentNotFound',
    'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
  );
const ACCESS_DENIED = () =>
  azureError(
    401,
    '401',
    'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
  );

export async function startFakeAzureOpenAI(options: FakeAzureOpenAIOptions = {}): Promise<FakeAzureOpenAI> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const handler = options.handler ?? echoHandler;
  const modelOf = (deployment: string) => options.deployments?.[deployment] ?? deployment;
  const exists = (deployment: string) => !options.deployments || Object.hasOwn(options.deployments, deployment);
  let record: (parsed: FakeLlmRequest) => void = () => undefined;

  const answer = async (request: FakeLlmRequest, deployment: string): Promise<WireReply> => {
    if (!exists(deployment)) return DEPLOYMENT_NOT_FOUND();
    const model = modelOf(deployment);
    if (request.operation === 'embeddings') {
      const result = await embedVectors(options.embed, request);
      return 'fail' in result && result.fail === 'rate-limit' ? azureRateLimit(result, request) : renderEmbeddings(result, request, model);
    }
    const reply: FakeReply = await handler(request);
    if ('fail' in reply && reply.fail === 'rate-limit') return azureRateLimit(reply, request);
    if ('fail' in reply && reply.fail === 'unknown-model') return DEPLOYMENT_NOT_FOUND();
    if ('fail' in reply && reply.fail === 'unauthorized') return ACCESS_DENIED();
    const wire = renderGeneration(reply, request, model);
    return request.operation === 'chat' && wire.json ? { ...wire, json: withContentFilters(wire.json) } : wire;
  };

  const batch = createOpenAIBatchStore(
    options,
    async (line) => {
      const request = batchLineRequest(line);
      if (!request) return { status: 400, body: { error: { code: 'invalid_url', message: `Invalid URL: ${line.url}` } }, requestId: 'req_batch' };
      record(request);
      const reply = await answer({ ...request, operation: request.operation.replace('batch:', '') }, request.model ?? '');
      return { status: reply.status, body: reply.json, requestId: `req_fake${request.index}` };
    },
    (status, message) => azureError(status, status === 404 ? 'NotFound' : 'invalid_request_error', message),
  );

  const server = await startFakeLlmServer(async (incoming, recordRequest) => {
    record = recordRequest;
    const auth = incoming.headers['api-key'];
    const bearer = /^Bearer\s+(.+)$/i.exec(incoming.headers.authorization ?? '')?.[1];
    if (auth !== apiKey && (options.bearerToken === undefined || bearer !== options.bearerToken)) return ACCESS_DENIED();
    const v1 = /^\/openai\/v1(\/.*)$/.exec(incoming.path)?.[1];
    const deploymentPath = /^\/openai\/deployments\/([^/]+)(\/.*)$/.exec(incoming.path);
    const relative = v1 ?? deploymentPath?.[2] ?? incoming.path.replace(/^\/openai(?=\/)/, '');
    if (v1 === undefined && !incoming.query['api-version']) return azureError(404, '404', 'Resource not found');
    const operation = OPENAI_OPERATIONS[relative];
    if (!operation || incoming.method !== 'POST' || (v1 === undefined && !deploymentPath && operation !== 'responses')) {
      const files = await batch.route(incoming, relative);
      return files ?? azureError(404, '404', 'Resource not found');
    }
    if (typeof incoming.body !== 'object') return azureError(400, 'BadRequest', 'Invalid JSON body.');
    const bodyModel = asRecord(incoming.body).model;
    const deployment = deploymentPath ? decodeURIComponent(deploymentPath[1] ?? '') : typeof bodyModel === 'string' ? bodyModel : '';
    const request = describeOpenAI(incoming, operation, deployment);
    recordRequest(request);
    return withLatency(await answer(request, deployment), options.latencyMs);
  }, options);

  return { ...server, endpoint: `${server.url}/`, batch };
}

/** Azure's 429: its own message, `retry-after` and `retry-after-ms` (both unless the failure says otherwise), OpenAI's `x-ratelimit-*`. */
function azureRateLimit(failure: FakeFailure, request: FakeLlmRequest): WireReply {
  const seconds = failure.fail === 'rate-limit' ? (failure.retryAfter ?? '1') : '1';
  const headers = { 'retry-after-ms': String(Number(seconds) * 1000 || 1000), ...retryHeaders(failure), ...rateLimitHeaders(failure) };
  const operation = request.operation === 'embeddings' ? 'Embeddings_Create' : 'ChatCompletions_Create';
  const reply = azureError(
    429,
    '429',
    `Requests to the ${operation} Operation under Azure OpenAI API version ${request.query['api-version'] ?? 'v1'} have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after ${seconds} second. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.`,
    headers,
  );
  return { ...reply, delayMs: failure.delayMs };
}

/** Adds Azure's `prompt_filter_results` and per-choice `content_filter_results` to a chat completion. */
function withContentFilters(json: unknown): unknown {
  const body = asRecord(json);
  if (!Array.isArray(body.choices)) return json;
  const safe = {
    hate: { filtered: false, severity: 'safe' },
    self_harm: { filtered: false, severity: 'safe' },
    sexual: { filtered: false, severity: 'safe' },
    violence: { filtered: false, severity: 'safe' },
  };
  return {
    ...body,
    prompt_filter_results: [{ prompt_index: 0, content_filter_results: safe }],
    choices: body.choices.map((choice) => ({ ...asRecord(choice), content_filter_results: safe })),
  };
}
