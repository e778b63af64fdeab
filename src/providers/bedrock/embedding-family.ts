// Which Bedrock models are embedding models supereval can call, and the body
// family each takes. Kept apart from the client (embeddings.ts), which loads
// the AWS SDK, so that spec checks load nothing heavy.
import { baseModelId } from '../model-id.js';

/** Amazon Titan Text Embeddings v2: the embedding model when none is given and the run uses Bedrock. */
export const DEFAULT_EMBEDDING_MODEL = 'bedrock:amazon.titan-embed-text-v2:0';

/** The request and reply shapes InvokeModel takes for a model (shared/reference/bedrock.md, "Embeddings"). */
export type EmbeddingFamily = 'titan' | 'cohere';

/** The family of a Bedrock embedding model id (a profile prefix or an ARN allowed), or null for any other model. */
export function embeddingFamily(modelId: string): EmbeddingFamily | null {
  const base = baseModelId(modelId);
  if (/^amazon\.titan-embed-(text|g1-text)/.test(base)) return 'titan';
  if (base.startsWith('cohere.embed')) return 'cohere';
  return null;
}

/** Why a Bedrock model id is not an embedding model supereval can call, or null. */
export function bedrockEmbeddingProblem(modelId: string): string | null {
  return embeddingFamily(modelId)
    ? null
    : 'is not an embedding model supereval can call; use Amazon Titan Text Embeddings (amazon.titan-embed-text-v2:0) or Cohere Embed (cohere.embed-english-v3, cohere.embed-multilingual-v3, ...)';
}
