// Gemini API model ids as promptfoo names them (`google:<model>`,
// `google:embedding:<model>`) and the config keys its AI Studio provider
// reads: kept apart from the client (gemini.ts) so the registration loads
// neither it nor the price table. `vertex:` ids are refused (see
// docs/providers.md): Vertex AI needs Google Cloud credentials.
import { apiKeyEnvarProblem } from '../http/credentials.js';
import { configTypeProblem, type ConfigType, type ProviderConfig } from '../api-config.js';

/** Where the key is read from, in promptfoo's order (and the SDK's: GOOGLE_API_KEY wins). */
export const GOOGLE_KEY_VARIABLES = ['GOOGLE_API_KEY', 'GEMINI_API_KEY'] as const;

export const GOOGLE_CONFIG: Readonly<Record<string, ConfigType>> = {
  apiKey: 'string',
  apiKeyEnvar: 'string',
  apiHost: 'string',
  apiBaseUrl: 'string',
  apiVersion: 'string',
  headers: 'object',
  temperature: 'number',
  topP: 'number',
  topK: 'number',
  maxOutputTokens: 'number',
  stopSequences: 'strings',
  seed: 'number',
  generationConfig: 'object',
  responseSchema: 'object',
  systemInstruction: 'strings',
  tools: 'array',
  toolConfig: 'object',
  safetySettings: 'array',
  passthrough: 'object',
};

/** Gemini API ids promptfoo has that are not a text model answering a prompt. */
const OTHER_APIS = new Set(['live', 'image', 'video']);
const EMBEDDING_APIS = new Set(['embedding', 'embeddings']);

/** What a spec's target names: a model to generate with, or an embedding model (`embedding:<model>`). */
export function googleModel(target: string): { model: string; embedding: boolean } | { problem: string } {
  const colon = target.indexOf(':');
  const api = colon > 0 ? target.slice(0, colon) : '';
  if (OTHER_APIS.has(api)) return { problem: `google:${target} is not a text model: supereval runs google:<model> (generateContent)` };
  const embedding = EMBEDDING_APIS.has(api);
  const model = (embedding || api === 'chat' ? target.slice(colon + 1) : target).trim().replace(/^models\//, '');
  return model === '' ? { problem: `google:${target} names no model` } : { model, embedding };
}

export function googleSpecOfId(id: string): { spec: string; chat: boolean } | { problem: string } {
  const found = googleModel(id.slice('google:'.length));
  if ('problem' in found) return found;
  if (found.embedding)
    return { problem: `"${id}" is an embedding model: name it as the embedding model (--embedding-model ${id}), not as a provider` };
  return { spec: `google:${found.model}`, chat: false };
}

/** Why an embedding spec's target is not a Gemini embedding model, or null. */
export function googleEmbeddingProblem(target: string): string | null {
  const found = googleModel(target);
  if ('problem' in found) return found.problem;
  return found.embedding || /embedding/.test(found.model) ? null : 'is not an embedding model; use google:embedding:<model> (gemini-embedding-001)';
}

export function googleConfigProblem(config: ProviderConfig): string | null {
  const envar = config['apiKeyEnvar'];
  return configTypeProblem(config, GOOGLE_CONFIG) ?? (envar === undefined ? null : apiKeyEnvarProblem(envar));
}

export const VERTEX_REFUSAL =
  'supereval does not run Vertex AI (vertex:): it needs Google Cloud credentials (OAuth through google-auth-library, a project and a region) that supereval neither reads nor can test; run the same Gemini models through the Gemini API as google:<model> with GEMINI_API_KEY';
