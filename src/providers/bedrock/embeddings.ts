// Embedding models on Bedrock: one InvokeModel call per text through the real
// AWS SDK client the Converse provider uses (same region, credentials,
// endpoint and error mapping; retries come from src/run/retry.ts as for every
// call). Titan Text Embeddings and Cohere Embed take and return different
// bodies. A reply without a usable vector is an error, never an empty vector.
import { InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import type { PriceOverrides } from '../../config/index.js';
import { regionalClient, timedCall } from './converse.js';
import { embeddingFamily, type EmbeddingFamily } from './embedding-family.js';
import { costUsd } from '../prices.js';
import { ProviderError, type ModelSpec, type Provider, type ProviderResponse } from '../types.js';

export interface BedrockEmbeddingOptions {
  region?: string;
  endpoint?: string;
  prices?: PriceOverrides;
}

/**
 * Cohere's input_type: every text (reference, output, question) is embedded
 * the same way, so that any two of them are comparable and one cached vector
 * serves every assertion that meets the text.
 */
const COHERE_INPUT_TYPE = 'search_document';

export function embeddingRequestBody(family: EmbeddingFamily, text: string): Record<string, unknown> {
  return family === 'titan' ? { inputText: text } : { texts: [text], input_type: COHERE_INPUT_TYPE };
}

export function createBedrockEmbeddingProvider(spec: ModelSpec, options: BedrockEmbeddingOptions = {}): Provider {
  const modelId = spec.target;
  const family = embeddingFamily(modelId);
  if (!family) throw new Error(`"${spec.label}" is not a Titan or Cohere embedding model`);
  const { region, client } = regionalClient(options);
  return {
    spec,
    deterministic: false,
    async call(request): Promise<ProviderResponse> {
      const { output, latency_ms } = await timedCall(
        () =>
          client.send(
            new InvokeModelCommand({
              modelId,
              contentType: 'application/json',
              accept: 'application/json',
              body: JSON.stringify(embeddingRequestBody(family, request.prompt)),
            }),
            { abortSignal: request.signal },
          ),
        modelId,
        region,
      );
      return parseEmbeddingReply(family, modelId, output.body.transformToString(), latency_ms, options.prices);
    },
  };
}

/** The vector and token count of a reply body; anything else is a ProviderError a retry would not fix. */
export function parseEmbeddingReply(
  family: EmbeddingFamily,
  modelId: string,
  text: string,
  latency_ms: number,
  prices?: PriceOverrides,
): ProviderResponse {
  const malformed = (why: string) =>
    new ProviderError(`malformed embedding reply from ${modelId}: ${why}; the reply began ${JSON.stringify(text.slice(0, 120))}`, {
      code: 'MalformedEmbeddingReply',
    });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw malformed('not JSON');
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (family === 'titan') {
    const embedding = vectorOf(fields['embedding']);
    if (!embedding) throw malformed('no "embedding" list of numbers');
    const tokens = fields['inputTextTokenCount'];
    if (typeof tokens !== 'number' || !Number.isFinite(tokens)) return { output: '', embedding, latency_ms, usage: null, cost_usd: null };
    const counts = { input_tokens: tokens, output_tokens: 0 };
    return { output: '', embedding, latency_ms, usage: counts, cost_usd: costUsd(modelId, counts, prices) };
  }
  // Cohere Embed v3 replies {embeddings: [[...]]}; v4 groups them by type, {embeddings: {float: [[...]]}}.
  const grouped = fields['embeddings'];
  const lists = Array.isArray(grouped) ? grouped : (grouped as { float?: unknown } | undefined)?.float;
  const embedding = Array.isArray(lists) && lists.length === 1 ? vectorOf(lists[0]) : null;
  if (!embedding) throw malformed('no "embeddings" holding one list of numbers');
  // The body carries no token count (Bedrock sends it only in a header the SDK does not expose): cost unknown, not 0.
  return { output: '', embedding, latency_ms, usage: null, cost_usd: null };
}

function vectorOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.every((x) => typeof x === 'number' && Number.isFinite(x)) ? (value as number[]) : null;
}
