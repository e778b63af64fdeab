// Ollama's registration, apart from its client (chat.ts, loaded on a run's
// first ollama: spec). A local Ollama takes no key, so there is no
// credential warning; OLLAMA_BASE_URL says where it runs.
import { inferenceFrom } from '../api-config.js';
import { defineProvider } from '../registration.js';
import { OLLAMA_CONFIG, ollamaConfigProblem, ollamaEmbeddingProblem, ollamaSpecOfId } from './ids.js';

export const ollamaProvider = defineProvider({
  kind: 'ollama',
  async create(spec, options) {
    const { createOllamaProvider } = await import('./chat.js');
    return createOllamaProvider(spec, options);
  },
  help: { spec: 'ollama:chat:<model>', about: ["Ollama's /api/chat (OLLAMA_BASE_URL, else", 'http://localhost:11434)'] },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  grader: { about: 'an Ollama model (ollama:chat:<model>)' },
  promptfoo: {
    spec: ollamaSpecOfId,
    inference: (config) => inferenceFrom(config, { temperature: ['temperature'], max_tokens: ['num_predict'], top_p: ['top_p'], stop: ['stop'] }),
    configKeys: Object.keys(OLLAMA_CONFIG),
    configProblem: ollamaConfigProblem,
  },
  embeddings: {
    about: "Ollama's /api/embed (ollama:embedding:<model>)",
    problem: ollamaEmbeddingProblem,
    async create(spec, options) {
      const { createOllamaEmbeddingProvider } = await import('./chat.js');
      return createOllamaEmbeddingProvider(spec, options);
    },
    defaultModel: 'ollama:embedding:nomic-embed-text',
  },
});
