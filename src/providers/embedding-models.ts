// Which embedding model a run uses, and which ones supereval can call. Kept
// apart from the client (bedrock-embeddings.ts), which loads the AWS SDK.
import { baseModelId } from './model-id.js';
import { parseModelSpec, SpecError } from './spec.js';
import { servesEmbeddings } from './registry.js';
import type { ModelSpec } from './types.js';

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

/** Checks `raw` names an embedding model we can call. */
export function parseEmbeddingSpec(raw: string): ModelSpec {
  const spec = parseModelSpec(raw);
  const supported =
    'Amazon Titan Text Embeddings (amazon.titan-embed-text-v2:0) or Cohere Embed (cohere.embed-english-v3, cohere.embed-multilingual-v3, ...)';
  if (!servesEmbeddings(spec.kind)) {
    throw new SpecError(`the embedding model "${raw}": embeddings come from Bedrock's InvokeModel; give a Bedrock model id: ${supported}`);
  }
  if (!embeddingFamily(spec.target))
    throw new SpecError(`the embedding model "${raw}" is not an embedding model supereval can call; use ${supported}`);
  return spec;
}

/**
 * The embedding model of a run: the one given; else Titan v2 when a model or
 * the judge is on Bedrock (its credentials then serve the embeddings too);
 * else none, and embedding assertions are skipped. A replay or exec run so
 * never reaches AWS unless asked to.
 */
export function resolveEmbeddingModel(given: string | undefined, models: readonly string[], judge: string | undefined): string | null {
  if (given !== undefined && given.trim() !== '') return given.trim();
  const onBedrock = [...models, ...(judge ? [judge] : [])].some((raw) => {
    try {
      return servesEmbeddings(parseModelSpec(raw).kind);
    } catch {
      return false;
    }
  });
  return onBedrock ? DEFAULT_EMBEDDING_MODEL : null;
}
