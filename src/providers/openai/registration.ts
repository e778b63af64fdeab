// The `openai:` provider: OpenAI's Chat Completions (`openai:<model>`,
// `openai:chat:<model>`), its Responses API (`openai:responses:<model>`) and
// embeddings (`openai:embedding:<model>`), at api.openai.com or any server
// that speaks the API (vLLM, LiteLLM, Together, Groq, DeepSeek, Mistral,
// Ollama's /v1) through OPENAI_BASE_URL or a config's apiBaseUrl. The client
// (provider.ts, and the price data) loads only when a run calls one.
import { singleInputLimits } from '../batch.js';
import { missingKeyWarning } from '../http/credentials.js';
import { defineProvider, type ProviderOptions } from '../registration.js';
import type { ModelSpec, Provider } from '../types.js';
import { openaiTarget, type OpenAITarget } from './ids.js';
import { openAIFamilyIds } from './promptfoo.js';

/** promptfoo's default embedding model for OpenAI (its grader's embedding provider). */
export const OPENAI_EMBEDDING_MODEL = 'openai:embedding:text-embedding-3-large';

/**
 * The Batch API's quotas (https://platform.openai.com/docs/guides/batch): up
 * to 50,000 requests and 200 MB in one input file, one file per batch, and
 * no minimum.
 */
const OPENAI_BATCH_LIMITS = singleInputLimits(50_000, 200 * 1024 * 1024);

function targetOf(spec: ModelSpec): OpenAITarget {
  const target = openaiTarget(spec.target);
  if ('problem' in target) throw new Error(target.problem);
  return target;
}

async function create(spec: ModelSpec, target: OpenAITarget, options: ProviderOptions): Promise<Provider> {
  const [{ createOpenAIProvider }, { openaiRoute }] = await Promise.all([import('./provider.js'), import('./config.js')]);
  return createOpenAIProvider({ spec, target, route: openaiRoute(target, options.env ?? {}, options.config, options.apiHosts), options });
}

const problemOf = (target: string) => {
  const parsed = openaiTarget(target);
  return 'problem' in parsed ? parsed.problem : null;
};

export const openaiProvider = defineProvider({
  kind: 'openai',
  targetProblem: problemOf,
  create: (spec, options) => create(spec, targetOf(spec), options),
  help: {
    spec: 'openai:<model>',
    about: [
      'OpenAI Chat Completions (or openai:chat:<model>), or',
      'any server that speaks it (OPENAI_BASE_URL);',
      'openai:responses:<model> for the Responses API',
    ],
  },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  credentialsWarning: (env) => missingKeyWarning('OpenAI', ['OPENAI_API_KEY'], env),
  // The Batch API: only on `batch: true` (a batch may take up to 24 h); its client loads only when a dataset goes to batch.
  batch: {
    service: 'OpenAI',
    needsLocation: false,
    limits: () => OPENAI_BATCH_LIMITS,
    load: async () => (await import('./batch.js')).openaiBatch,
  },
  grader: { about: 'openai:<model>' },
  promptfoo: openAIFamilyIds('openai', openaiTarget),
  embeddings: {
    about: "OpenAI's embeddings (openai:embedding:<model>, e.g. text-embedding-3-small)",
    problem(target) {
      const parsed = openaiTarget(target);
      if ('problem' in parsed) return parsed.problem;
      return parsed.api === 'embedding' || /embedding/.test(parsed.model)
        ? null
        : 'is not an embedding model; name one as openai:embedding:<model> (text-embedding-3-small, ...)';
    },
    create: (spec, options) => create(spec, { api: 'embedding', model: targetOf(spec).model }, options),
    defaultModel: OPENAI_EMBEDDING_MODEL,
  },
});
