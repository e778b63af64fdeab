// The targets of `openai:` and `azure:` specs as promptfoo names them: the
// API before the model (`chat:`, `responses:`, `embedding:`), or, for
// `openai:`, a model alone (Chat Completions, as promptfoo runs any name it
// does not know). Kept apart from the client so spec checks load nothing more.

/** Which of the API's endpoints a spec calls. */
export type OpenAIApi = 'chat' | 'responses' | 'embedding';

export interface OpenAITarget {
  api: OpenAIApi;
  /** The model (OpenAI) or deployment (Azure) as the body or path names it. */
  model: string;
}

const API_WORDS: Readonly<Record<string, OpenAIApi>> = { chat: 'chat', responses: 'responses', embedding: 'embedding', embeddings: 'embedding' };
// promptfoo's other OpenAI endpoints, which supereval does not call.
const OTHER_APIS = new Set([
  'completion',
  'assistant',
  'realtime',
  'image',
  'moderation',
  'transcription',
  'agents',
  'chatkit',
  'video',
  'codex-sdk',
]);
// promptfoo sends a bare `gpt-5.6-sol|terra|luna` to the Responses API (its OpenAI registry).
const RESPONSES_ONLY = /^gpt-5\.6-(?:sol|terra|luna)(?:$|-)/;

/** An `openai:` spec's target (what follows `openai:`), or why supereval does not run it. */
export function openaiTarget(target: string): OpenAITarget | { problem: string } {
  const colon = target.indexOf(':');
  const word = colon > 0 ? target.slice(0, colon) : '';
  const api = Object.hasOwn(API_WORDS, word) ? API_WORDS[word] : undefined;
  if (api) {
    const model = target.slice(colon + 1).trim();
    return model ? { api, model } : { problem: `"openai:${target}": no model after "${word}:"` };
  }
  if (OTHER_APIS.has(word)) {
    return { problem: `"openai:${target}": supereval calls OpenAI's chat, responses and embedding APIs, not ${word}; use openai:chat:<model>` };
  }
  // A fine-tuned model's name has colons of its own (ft:gpt-4o-mini:org::id).
  return { api: RESPONSES_ONLY.test(target) ? 'responses' : 'chat', model: target };
}

/** An `azure:` spec's target: promptfoo wants the API named (`azure:chat:<deployment>`). */
export function azureTarget(target: string): OpenAITarget | { problem: string } {
  const colon = target.indexOf(':');
  const word = colon > 0 ? target.slice(0, colon) : '';
  const api = Object.hasOwn(API_WORDS, word) ? API_WORDS[word] : undefined;
  if (!api) {
    const deployment = colon > 0 && OTHER_APIS.has(word) ? target.slice(colon + 1) : target;
    return {
      problem: `"azure:${target}": name the API and the deployment, as promptfoo does: azure:chat:${deployment} (or azure:responses:, azure:embedding:)`,
    };
  }
  const model = target.slice(colon + 1).trim();
  return model ? { api, model } : { problem: `"azure:${target}": no deployment after "${word}:"` };
}

/** Reasoning models (o1, o3, o4, gpt-5...): no temperature, no max_tokens (promptfoo's getOpenAiBody). */
export function isReasoningModel(model: string): boolean {
  const name = model.replace(/(^|\/)ft:/, '$1');
  const last = name.slice(name.lastIndexOf('/') + 1);
  return /^(?:o1|o3|o4|gpt-5)/.test(last);
}
