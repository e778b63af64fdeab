// Builds a Provider from a spec. The only place that knows every provider.
import { createExecProvider, type ExecOptions } from './exec.js';
import { createReplayProvider } from './replay.js';
import { parseModelSpec } from './spec.js';
import { ProviderError, type ModelSpec, type Provider } from './types.js';

export interface ProviderOptions {
  exec?: ExecOptions;
  region?: string;
}

export async function createProvider(specOrText: ModelSpec | string, options: ProviderOptions = {}): Promise<Provider> {
  const spec = typeof specOrText === 'string' ? parseModelSpec(specOrText) : specOrText;
  switch (spec.kind) {
    case 'replay':
      return createReplayProvider(spec);
    case 'exec':
      return createExecProvider(spec, options.exec);
    case 'bedrock':
      return {
        spec,
        deterministic: false,
        call: () => Promise.reject(new ProviderError('the Bedrock provider is not available in this build', { code: 'Unsupported' })),
      };
  }
}
