// The Gemini API's registration (`google:`), apart from its client
// (gemini.ts, loaded on a run's first google: spec), and `vertex:`, which
// names promptfoo's Vertex AI provider only to refuse it in one line.
import { inferenceFrom } from '../api-config.js';
import { missingKeyWarning } from '../http/credentials.js';
import { defineProvider } from '../registration.js';
import { GOOGLE_CONFIG, GOOGLE_KEY_VARIABLES, googleConfigProblem, googleEmbeddingProblem, googleSpecOfId, VERTEX_REFUSAL } from './ids.js';

export const googleProvider = defineProvider({
  kind: 'google',
  async create(spec, options) {
    const { createGeminiProvider } = await import('./gemini.js');
    return createGeminiProvider(spec, options);
  },
  help: { spec: 'google:<model>', about: ['the Gemini API (GEMINI_API_KEY or GOOGLE_API_KEY;', 'GOOGLE_API_BASE_URL points it elsewhere)'] },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  grader: { about: 'a Gemini model (google:<model>)' },
  credentialsWarning: (env) => missingKeyWarning('Gemini', GOOGLE_KEY_VARIABLES, env),
  promptfoo: {
    spec: googleSpecOfId,
    inference: (config) =>
      inferenceFrom(config, { temperature: ['temperature'], max_tokens: ['maxOutputTokens'], top_p: ['topP'], stop: ['stopSequences'] }),
    configKeys: Object.keys(GOOGLE_CONFIG),
    configProblem: googleConfigProblem,
  },
  embeddings: {
    about: "the Gemini API's embedContent (google:embedding:<model>)",
    problem: googleEmbeddingProblem,
    async create(spec, options) {
      const { createGeminiEmbeddingProvider } = await import('./gemini.js');
      return createGeminiEmbeddingProvider(spec, options);
    },
    defaultModel: 'google:embedding:gemini-embedding-001',
  },
});

export const vertexProvider = defineProvider({
  kind: 'vertex',
  create: () => Promise.reject(new Error(VERTEX_REFUSAL)),
  help: { spec: 'vertex:<model>', about: ['not run: Vertex AI needs Google Cloud credentials;', 'use google:<model> (the Gemini API)'] },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  promptfoo: { spec: () => ({ problem: VERTEX_REFUSAL }), inference: () => ({}), configKeys: [] },
});
