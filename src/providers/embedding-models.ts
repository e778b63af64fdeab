// Which embedding model a run uses, and whether a spec names one supereval
// can call: each provider that serves embedding models says so in its
// registration (`embeddings`), as Bedrock (Titan, Cohere) and OpenAI do.
import { PROVIDERS, registrationFor } from './registry.js';
import { parseModelSpec, SpecError } from './spec.js';
import type { ModelSpec } from './types.js';

export { DEFAULT_EMBEDDING_MODEL, embeddingFamily, type EmbeddingFamily } from './bedrock/embedding-family.js';

/** The providers that serve embedding models, for a message. */
function embeddingProviders(): string {
  return PROVIDERS.flatMap((p) => (p.embeddings ? [p.embeddings.about] : [])).join(' or ');
}

/** Checks `raw` names an embedding model we can call. */
export function parseEmbeddingSpec(raw: string): ModelSpec {
  const spec = parseModelSpec(raw);
  const support = registrationFor(spec.kind).embeddings;
  if (!support) {
    throw new SpecError(
      `the embedding model "${raw}": ${spec.kind} serves no embedding model supereval calls; embeddings come from ${embeddingProviders()}`,
    );
  }
  const problem = support.problem(spec.target);
  if (problem) throw new SpecError(`the embedding model "${raw}" ${problem}`);
  return spec;
}

/**
 * The embedding model of a run: the one given; else the default embedding
 * model of the first of its models (then its judge) whose provider has one
 * (Bedrock's Titan v2, OpenAI's text-embedding-3-large), whose credentials
 * then serve the embeddings too; else none, and embedding assertions are
 * skipped. A replay or exec run so never reaches a model API unless asked to.
 */
export function resolveEmbeddingModel(given: string | undefined, models: readonly string[], judge: string | undefined): string | null {
  if (given !== undefined && given.trim() !== '') return given.trim();
  for (const raw of [...models, ...(judge ? [judge] : [])]) {
    let spec: ModelSpec;
    try {
      spec = parseModelSpec(raw);
    } catch {
      continue;
    }
    const fallback = registrationFor(spec.kind).embeddings?.defaultModel;
    if (fallback) return fallback;
  }
  return null;
}
