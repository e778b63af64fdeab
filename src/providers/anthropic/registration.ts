// Anthropic's registration, apart from its client (messages.ts, loaded on a
// run's first anthropic: spec) and its Message Batches (batch.ts, loaded
// only when a dataset goes to batch).
import { inferenceFrom } from '../api-config.js';
import { singleInputLimits } from '../batch.js';
import { missingKeyWarning } from '../http/credentials.js';
import { defineProvider } from '../registration.js';
import { ANTHROPIC_CONFIG, ANTHROPIC_KEY_VARIABLES, anthropicConfigProblem, anthropicSpecOfId } from './ids.js';

/**
 * Message Batches' quotas (https://platform.claude.com/docs/en/build-with-claude/batch-processing):
 * up to 100,000 requests and 256 MB in one batch, sent inline, no minimum.
 */
const ANTHROPIC_BATCH_LIMITS = singleInputLimits(100_000, 256 * 1024 * 1024);

export const anthropicProvider = defineProvider({
  kind: 'anthropic',
  async create(spec, options) {
    const { createAnthropicProvider } = await import('./messages.js');
    return createAnthropicProvider(spec, options);
  },
  help: { spec: 'anthropic:messages:<model>', about: ["Anthropic's Messages API (ANTHROPIC_API_KEY;", 'ANTHROPIC_BASE_URL points it elsewhere)'] },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  grader: { about: 'an Anthropic model (anthropic:messages:<model>)' },
  credentialsWarning: (env) => missingKeyWarning('Anthropic', ANTHROPIC_KEY_VARIABLES, env),
  // Message Batches: only on `batch: true` (a batch may take up to 24 h); loaded only when a dataset goes to batch.
  batch: {
    service: 'Anthropic',
    needsLocation: false,
    limits: () => ANTHROPIC_BATCH_LIMITS,
    load: async () => (await import('./batch.js')).anthropicBatch,
  },
  promptfoo: {
    spec: anthropicSpecOfId,
    inference: (config) =>
      inferenceFrom(config, { temperature: ['temperature'], max_tokens: ['max_tokens'], top_p: ['top_p'], stop: ['stop_sequences'] }),
    configKeys: Object.keys(ANTHROPIC_CONFIG),
    configProblem: anthropicConfigProblem,
  },
});
