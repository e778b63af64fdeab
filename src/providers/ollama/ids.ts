// Ollama's model ids as promptfoo names them (`ollama:chat:<model>`,
// `ollama:embedding:<model>`) and the config keys its provider reads: kept
// apart from the client (chat.ts) so the registration loads neither.
import { configTypeProblem, type ConfigType, type ProviderConfig } from '../api-config.js';

/**
 * The keys promptfoo's Ollama provider takes at the config's top level and
 * sends in `options` (Ollama's Modelfile parameters), and its own keys.
 */
export const OLLAMA_OPTION_KEYS: Readonly<Record<string, ConfigType>> = {
  num_predict: 'number',
  temperature: 'number',
  top_p: 'number',
  top_k: 'number',
  min_p: 'number',
  seed: 'number',
  stop: 'strings',
  num_ctx: 'number',
  repeat_penalty: 'number',
  repeat_last_n: 'number',
  presence_penalty: 'number',
  frequency_penalty: 'number',
  mirostat: 'number',
  mirostat_eta: 'number',
  mirostat_tau: 'number',
  tfs_z: 'number',
  typical_p: 'number',
  num_keep: 'number',
  num_batch: 'number',
  num_gpu: 'number',
  num_thread: 'number',
};

export const OLLAMA_CONFIG: Readonly<Record<string, ConfigType>> = {
  ...OLLAMA_OPTION_KEYS,
  think: 'boolean',
  tools: 'array',
  format: 'string-or-object',
  keep_alive: 'string',
  passthrough: 'object',
  headers: 'object',
};

const EMBEDDING_APIS = new Set(['embedding', 'embeddings']);

/** What a spec's target names: a chat model (`chat:<model>`) or an embedding model (`embedding:<model>`). */
export function ollamaModel(target: string): { model: string; embedding: boolean } | { problem: string } {
  const colon = target.indexOf(':');
  const api = colon > 0 ? target.slice(0, colon) : '';
  if (api !== 'chat' && !EMBEDDING_APIS.has(api)) {
    return {
      problem: `ollama:${target} is promptfoo's completion API (/api/generate), which supereval does not run; use ollama:chat:${target} (/api/chat)`,
    };
  }
  const model = target.slice(colon + 1).trim();
  return model === '' ? { problem: `ollama:${target} names no model` } : { model, embedding: api !== 'chat' };
}

export function ollamaSpecOfId(id: string): { spec: string; chat: boolean } | { problem: string } {
  const found = ollamaModel(id.slice('ollama:'.length));
  if ('problem' in found) return found;
  if (found.embedding)
    return { problem: `"${id}" is an embedding model: name it as the embedding model (--embedding-model ${id}), not as a provider` };
  return { spec: `ollama:chat:${found.model}`, chat: false };
}

export function ollamaEmbeddingProblem(target: string): string | null {
  const found = ollamaModel(target);
  if ('problem' in found) return 'is not an embedding model; use ollama:embedding:<model> (nomic-embed-text, mxbai-embed-large...)';
  return found.embedding ? null : 'is a chat model; use ollama:embedding:<model> (nomic-embed-text, mxbai-embed-large...)';
}

export function ollamaConfigProblem(config: ProviderConfig): string | null {
  return configTypeProblem(config, OLLAMA_CONFIG);
}
