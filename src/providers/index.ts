// Builds a Provider from a spec. The only place that knows every provider.
import { createExecProvider, type ExecOptions } from './exec.js';
import type { PriceOverrides } from '../config/prices.js';
import { createReplayProvider } from './replay.js';
import { parseModelSpec } from './spec.js';
import type { ModelSpec, Provider } from './types.js';

export interface ProviderOptions {
  exec?: ExecOptions;
  region?: string;
  prices?: PriceOverrides;
}

export async function createProvider(specOrText: ModelSpec | string, options: ProviderOptions = {}): Promise<Provider> {
  const spec = typeof specOrText === 'string' ? parseModelSpec(specOrText) : specOrText;
  switch (spec.kind) {
    case 'replay':
      return createReplayProvider(spec);
    case 'exec':
      return createExecProvider(spec, options.exec);
    case 'bedrock': {
      // Loaded only when used: the AWS SDK and the price table are most of the
      // start-up time, which replay and exec runs (and `validate`) never need.
      const { createBedrockProvider } = await import('./bedrock.js');
      return createBedrockProvider(spec, {
        ...(options.region ? { region: options.region } : {}),
        ...(options.prices ? { prices: options.prices } : {}),
      });
    }
  }
}
