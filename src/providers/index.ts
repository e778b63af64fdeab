// Builds a Provider from a spec, through the provider's registration (registry.ts).
import { registrationFor } from './registry.js';
import type { ProviderOptions } from './registration.js';
import { parseEmbeddingSpec } from './embedding-models.js';
import { parseModelSpec } from './spec.js';
import type { ModelSpec, Provider } from './types.js';

export type { ProviderOptions } from './registration.js';

export async function createProvider(specOrText: ModelSpec | string, options: ProviderOptions = {}): Promise<Provider> {
  const spec = typeof specOrText === 'string' ? parseModelSpec(specOrText) : specOrText;
  return registrationFor(spec.kind).create(spec, options);
}

/** The embedding model's provider, through its registration's `embeddings` (which loads its client only here). */
export async function createEmbeddingProvider(raw: string, options: ProviderOptions = {}): Promise<Provider> {
  const spec = parseEmbeddingSpec(raw);
  const support = registrationFor(spec.kind).embeddings;
  if (!support) throw new Error(`${spec.label}: not an embedding model`);
  return support.create(spec, options);
}

/**
 * The ApplyGuardrail checker the moderation assertion uses. The AWS SDK is
 * loaded at its first call: a run without moderation never needs it.
 */
export function createGuardrailProvider(options: ProviderOptions = {}): Provider {
  const spec: ModelSpec = { kind: 'bedrock', target: 'ApplyGuardrail', label: 'bedrock:ApplyGuardrail' };
  let real: Promise<Provider> | undefined;
  return {
    spec,
    deterministic: false,
    async call(request) {
      real ??= import('./bedrock/guardrails.js').then((m) =>
        m.createBedrockGuardrailProvider(spec, {
          ...(options.region ? { region: options.region } : {}),
          ...(options.aws?.bedrockEndpoint ? { endpoint: options.aws.bedrockEndpoint } : {}),
        }),
      );
      return (await real).call(request);
    },
  };
}

export type { BatchAdapter, BatchJobs, BatchJobSettings, BatchLimits, BatchSupport, RecordOutcome } from './batch.js';
export { resolveEmbeddingModel } from './embedding-models.js';
export { normaliseFinishReason } from './finish-reason.js';
export { chatTurns, configProvider, specOfPromptfooId, type ConfigProvider } from './promptfoo-config.js';
export {
  answersByRequest,
  batchSupport,
  graderModels,
  gradesAssertions,
  modelSpecHelp,
  registrationFor,
  samples,
  takesChatTurns,
} from './registry.js';
export { batchNeedsLocation, credentialWarnings, isReproducible, modelSpecProblem, parseModelSpec, specCommand, SpecError } from './spec.js';
export {
  ProviderError,
  type AwsEnvironment,
  type GuardrailVerdict,
  type Message,
  type ModelSpec,
  type Provider,
  type ProviderRequest,
  type ProviderResponse,
  type SetupProblem,
  type ToolSpec,
} from './types.js';
export { hostOf } from './http/key-hosts.js';
