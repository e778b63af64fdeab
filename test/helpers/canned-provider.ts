// A Provider that answers from a script, for tests where the provider is not
// what is under test. It records every request it gets.
import type { Provider, ProviderRequest, ProviderResponse } from '../../src/providers/types.js';

export type CannedReply = string | Partial<ProviderResponse> | ((request: ProviderRequest) => string | Partial<ProviderResponse>);

export interface CannedProvider extends Provider {
  requests: ProviderRequest[];
}

export function cannedProvider(replies: CannedReply[], label = 'exec:canned'): CannedProvider {
  const requests: ProviderRequest[] = [];
  return {
    spec: { kind: 'exec', target: 'canned', label },
    deterministic: true,
    requests,
    async call(request) {
      requests.push(structuredClone({ ...request, signal: undefined }));
      const next = replies.length === 1 ? replies[0] : replies.shift();
      if (next === undefined) throw new Error('canned provider: no reply left');
      const reply = typeof next === 'function' ? next(request) : next;
      const partial = typeof reply === 'string' ? { output: reply } : reply;
      return { output: '', latency_ms: 1, usage: { input_tokens: 10, output_tokens: 5 }, cost_usd: 0.001, ...partial };
    },
  };
}
