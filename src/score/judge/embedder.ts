// Embeddings for the assertions that compare meanings (similar,
// answer-relevance). One call per distinct text per run: the vectors are
// cached by text for the embedding model, and a text already being embedded
// is waited for, not asked again. A failed call is not cached, so a later
// case may try again.
import type { Provider, ProviderResponse } from '../../providers/index.js';

export interface Embedder {
  /** The embedding model's label, e.g. `bedrock:amazon.titan-embed-text-v2:0`. */
  spec: string;
  /** The text's vector. */
  embed(text: string, caseId?: string): Promise<number[]>;
}

/** Vectors by text for one embedding model, shared by every dataset of a run. */
export type EmbeddingCache = Map<string, Promise<number[]>>;

export const NO_EMBEDDER_REASON =
  'no embedding model configured (the embedding-model input, --embedding-model in the CLI; Titan v2 is the default when a model or the judge is on Bedrock)';

/** `observe` sees every call actually made (not cache hits), so the caller can count its spend. */
export function createEmbedder(provider: Provider, cache: EmbeddingCache, observe?: (response: ProviderResponse) => void): Embedder {
  const fetch = async (text: string, caseId: string): Promise<number[]> => {
    const response = await provider.call({ prompt: text, caseId });
    observe?.(response);
    if (!response.embedding?.length) throw new Error(`the embedding model ${provider.spec.label} returned no vector`);
    return response.embedding;
  };
  return {
    spec: provider.spec.label,
    embed(text, caseId = 'embedding') {
      const cached = cache.get(text);
      if (cached) return cached;
      const pending = fetch(text, caseId);
      cache.set(text, pending);
      pending.catch(() => {
        if (cache.get(text) === pending) cache.delete(text);
      });
      return pending;
    },
  };
}
