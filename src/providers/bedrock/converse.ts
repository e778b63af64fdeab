// The Bedrock provider: one Converse call through the real AWS SDK client.
// Credentials come from the SDK's standard chain; the region and endpoint as
// the run hands them (the option, else the environment the front end read),
// else as the SDK finds them itself. Clients are shared per (region,
// endpoint) so every model of a run uses one connection pool.
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type {
  ContentBlock,
  ConverseCommandInput,
  ConverseCommandOutput,
  GuardrailTraceAssessment,
  Message as BedrockMessage,
} from '@aws-sdk/client-bedrock-runtime';
import type { Inference, PriceOverrides } from '../../config/index.js';
import { readConverseReply } from './converse-reply.js';
import { toProviderError } from './errors.js';
import { BoundedHttp2Handler } from './http-handler.js';
import { normaliseFinishReason } from '../finish-reason.js';
import { costUsd, type PriceTier } from '../prices.js';
import type { GuardrailVerdict, Message, ModelSpec, Provider, ProviderRequest, ProviderResponse, ToolCall, ToolSpec } from '../types.js';

export interface BedrockProviderOptions {
  region?: string;
  /** Overrides the endpoint (else the SDK's default, or its own reading of AWS_ENDPOINT_URL_BEDROCK_RUNTIME). */
  endpoint?: string;
  prices?: PriceOverrides;
  /**
   * Attempts the SDK makes on its own (default 1: no SDK retries). Our retry
   * layer (src/run/retry.ts) does the retrying, so the adaptive limiter sees
   * every throttle; see the comment there.
   */
  maxSdkAttempts?: number;
}

const clients = new Map<string, BedrockRuntimeClient>();

/**
 * HTTP/2 settings for the shared client. The Bedrock Runtime client defaults
 * to `disableConcurrentStreams: true`: a new connection (and TLS handshake)
 * for every request. Against the fake that alone made a 32-way run take 2.1x
 * its ideal time instead of ~1.05x. Converse is a plain request/response, so
 * we multiplex it; event streams still get their own session from the SDK.
 * Capping streams per session opens a second connection before any server
 * limit on concurrent streams could stall requests.
 */
export const HTTP2_OPTIONS = { disableConcurrentStreams: false, maxConcurrentStreams: 50 } as const;

/** The client for (region, endpoint), shared by every model, the embedding model and the guardrail checks of a run. */
export function sharedClient(region: string | undefined, endpoint: string | undefined, maxAttempts: number) {
  const key = JSON.stringify([region, endpoint, maxAttempts]);
  let client = clients.get(key);
  if (!client) {
    // Without a region here the SDK still looks in the shared config file
    // (AWS_PROFILE); if that fails too, the call error says what to set.
    client = new BedrockRuntimeClient({ region, endpoint, maxAttempts, requestHandler: new BoundedHttp2Handler({ ...HTTP2_OPTIONS }) });
    clients.set(key, client);
  }
  return client;
}

/** The region and its shared client, making every attempt once (retries are ours). */
export function regionalClient(options: { region?: string; endpoint?: string }): { region: string | undefined; client: BedrockRuntimeClient } {
  const region = resolveRegion(options.region);
  return { region, client: sharedClient(region, options.endpoint, 1) };
}

/**
 * One call on a shared client with its wall time; an SDK error becomes a
 * ProviderError naming `target` (a model id, a guardrail). For the calls
 * beside Converse: InvokeModel for embeddings, ApplyGuardrail.
 */
export async function timedCall<O>(send: () => Promise<O>, target: string, region: string | undefined): Promise<{ output: O; latency_ms: number }> {
  const started = performance.now();
  try {
    const output = await send();
    return { output, latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    throw toProviderError(error, target, region);
  }
}

/**
 * Closes every shared client and forgets it; the next provider call makes a
 * new one (with fresh credentials). For the end of a run and between tests,
 * whose fake servers may reuse a port and so an endpoint.
 */
export function closeBedrockClients(): void {
  for (const client of clients.values()) client.destroy();
  clients.clear();
}

/**
 * The region as given, trimmed; none, the SDK's own (AWS_REGION, the shared
 * config file). The run gives the option, else the environment's AWS_REGION,
 * else its AWS_DEFAULT_REGION, which the JS SDK itself ignores (src/app/environment.ts).
 */
export function resolveRegion(given: string | undefined): string | undefined {
  return given?.trim() || undefined;
}

export function createBedrockProvider(spec: ModelSpec, options: BedrockProviderOptions = {}): Provider {
  const modelId = spec.target;
  if (!modelId.trim()) throw new Error(`"${spec.label}": the Bedrock model id is empty`);
  const maxSdkAttempts = options.maxSdkAttempts ?? 1;
  if (!Number.isInteger(maxSdkAttempts) || maxSdkAttempts < 1) {
    throw new RangeError(`maxSdkAttempts must be a whole number >= 1, got ${maxSdkAttempts}`);
  }
  const region = resolveRegion(options.region);
  const client = sharedClient(region, options.endpoint, maxSdkAttempts);

  return {
    spec,
    deterministic: false,
    async call(request: ProviderRequest): Promise<ProviderResponse> {
      const input = toConverseInput(modelId, request);
      const started = performance.now();
      let output: ConverseCommandOutput;
      try {
        output = await client.send(new ConverseCommand(input), { abortSignal: request.signal });
      } catch (error) {
        throw toProviderError(error, modelId, region);
      }
      const latency_ms = Math.round(performance.now() - started);
      return fromConverseOutput(output, modelId, latency_ms, options.prices, request.guardrail !== undefined);
    },
  };
}

export function toConverseInput(modelId: string, request: ProviderRequest): ConverseCommandInput {
  const input: ConverseCommandInput = {
    modelId,
    messages: request.messages?.length ? toBedrockMessages(request.messages) : [userTurn(request.prompt)],
  };
  if (request.system) input.system = [{ text: request.system }];
  const inferenceConfig = toInferenceConfig(request.inference);
  if (inferenceConfig) input.inferenceConfig = inferenceConfig;
  if (request.tools?.length) input.toolConfig = { tools: request.tools.map(toToolSpec) };
  // The trace says whether the prompt or the reply was what a policy acted on.
  if (request.guardrail) {
    input.guardrailConfig = { guardrailIdentifier: request.guardrail.identifier, guardrailVersion: request.guardrail.version, trace: 'enabled' };
  }
  return input;
}

function userTurn(text: string): BedrockMessage {
  return { role: 'user', content: [{ text }] };
}

function toInferenceConfig(inference: Inference | undefined): ConverseCommandInput['inferenceConfig'] {
  if (!inference) return undefined;
  const config: NonNullable<ConverseCommandInput['inferenceConfig']> = {};
  if (inference.max_tokens !== undefined) config.maxTokens = inference.max_tokens;
  if (inference.temperature !== undefined) config.temperature = inference.temperature;
  if (inference.top_p !== undefined) config.topP = inference.top_p;
  if (inference.stop?.length) config.stopSequences = inference.stop;
  return Object.keys(config).length ? config : undefined;
}

function toToolSpec(tool: ToolSpec) {
  return {
    toolSpec: {
      name: tool.name,
      // Bedrock refuses an empty description; leave it out instead.
      ...(tool.description ? { description: tool.description } : {}),
      // The SDK's DocumentType is any JSON value; a JSON Schema object is one.
      inputSchema: { json: tool.parameters as Record<string, never> },
    },
  };
}

/**
 * Converse wants user and assistant turns to alternate; tool results travel
 * in a user turn. Neighbouring turns of one role (a tool result followed by a
 * user message) are merged into one.
 */
export function toBedrockMessages(messages: Message[]): BedrockMessage[] {
  const turns: BedrockMessage[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const content = toContent(message);
    const previous = turns.at(-1);
    if (previous?.role === role) previous.content = [...(previous.content ?? []), ...content];
    else turns.push({ role, content });
  }
  return turns;
}

function toContent(message: Message): ContentBlock[] {
  switch (message.role) {
    case 'user':
      return [{ text: message.text }];
    case 'assistant': {
      // Bedrock refuses empty text blocks, which an assistant turn of pure tool calls would have.
      const blocks: ContentBlock[] = message.text ? [{ text: message.text }] : [];
      for (const call of message.toolCalls ?? []) {
        blocks.push({ toolUse: { toolUseId: call.id, name: call.name, input: call.arguments as Record<string, never> } });
      }
      return blocks;
    }
    case 'tool':
      return message.results.map((result) => ({
        toolResult: {
          toolUseId: result.id,
          content: [typeof result.content === 'string' ? { text: result.content } : { json: result.content as Record<string, never> }],
          status: result.isError ? 'error' : 'success',
        },
      }));
  }
}

/** The response to one Converse reply; a reply of another shape is a ProviderError naming the model and the field. */
export function fromConverseOutput(
  reply: unknown,
  modelId: string,
  latency_ms: number,
  prices?: PriceOverrides,
  guardrailConfigured = false,
  tier: PriceTier = 'on-demand',
): ProviderResponse {
  const output = readConverseReply(reply, modelId);
  const blocks = output.output.message.content;
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  for (const block of blocks) {
    if (typeof block.text === 'string') texts.push(block.text);
    if (block.toolUse) {
      const input: unknown = block.toolUse.input;
      toolCalls.push({
        id: block.toolUse.toolUseId,
        name: block.toolUse.name,
        // Our contract wants an object; a bare value is kept under `value`.
        arguments: isPlainObject(input) ? input : { value: input },
      });
    }
  }

  const usage = output.usage;
  const cacheRead = usage?.cacheReadInputTokens ?? 0;
  const cacheWrite = usage?.cacheWriteInputTokens ?? 0;
  const response: ProviderResponse = {
    output: texts.join('\n'),
    latency_ms,
    usage: usage
      ? {
          input_tokens: usage.inputTokens ?? 0,
          output_tokens: usage.outputTokens ?? 0,
          ...(usage.cacheReadInputTokens !== undefined ? { cached_input_tokens: cacheRead } : {}),
          ...(usage.cacheWriteInputTokens !== undefined ? { cache_write_input_tokens: cacheWrite } : {}),
        }
      : null,
    cost_usd: usage
      ? costUsd(
          modelId,
          {
            input_tokens: usage.inputTokens ?? 0,
            output_tokens: usage.outputTokens ?? 0,
            cache_read_tokens: cacheRead,
            cache_write_tokens: cacheWrite,
          },
          prices,
          tier,
        )
      : null,
  };
  if (toolCalls.length) response.toolCalls = toolCalls;
  if (output.stopReason) response.stop_reason = output.stopReason;
  const finishReason = normaliseFinishReason(output.stopReason);
  if (finishReason) response.finish_reason = finishReason;
  if (guardrailConfigured) response.guardrail = guardrailVerdict(output.stopReason, output.trace?.guardrail);
  if (output.metrics?.latencyMs !== undefined) response.service_latency_ms = output.metrics.latencyMs;
  return response;
}

/**
 * Flagged as promptfoo's Bedrock provider decides (its parseResponse: stopReason
 * `guardrail_intervened`); the trace tells whether a policy acted on the prompt
 * or on the reply: any assessment entry whose `action` is not NONE.
 */
function guardrailVerdict(stopReason: string | undefined, trace: GuardrailTraceAssessment | undefined): GuardrailVerdict {
  const verdict: GuardrailVerdict = {
    flagged: stopReason === 'guardrail_intervened',
    flagged_input: acted(trace?.inputAssessment),
    flagged_output: acted(trace?.outputAssessments),
  };
  if (trace?.actionReason) verdict.reason = trace.actionReason;
  return verdict;
}

/** True when some policy in an assessment took an action (BLOCKED, ANONYMIZED, ...) rather than NONE. */
function acted(assessment: unknown): boolean {
  if (Array.isArray(assessment)) return assessment.some(acted);
  if (!isPlainObject(assessment)) return false;
  return Object.entries(assessment).some(([key, value]) =>
    key === 'action' ? typeof value === 'string' && value.toUpperCase() !== 'NONE' : acted(value),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
