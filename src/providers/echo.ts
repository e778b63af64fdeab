// `echo`: the rendered prompt is the answer, as promptfoo's echo provider
// gives it. No model, no cost: it checks a config's prompts and assertions
// (and lets a promptfoo config that uses it run unchanged).
import { defineProvider } from './registration.js';
import type { ModelSpec, Provider, ProviderRequest, ProviderResponse } from './types.js';

/** The reply: the prompt as rendered (a chat prompt's JSON text too), with no tokens spent. */
function echo(request: ProviderRequest): Promise<ProviderResponse> {
  return Promise.resolve({ output: request.prompt, latency_ms: 0, usage: { input_tokens: 0, output_tokens: 0 }, cost_usd: 0 });
}

function createEchoProvider(spec: ModelSpec): Provider {
  return { spec, deterministic: true, inMemory: true, call: echo };
}

export const echoProvider = defineProvider({
  kind: 'echo',
  create: (spec) => Promise.resolve(createEchoProvider(spec)),
  help: { spec: 'echo', about: ["the rendered prompt is the answer (promptfoo's echo", 'provider), for checking prompts and assertions'] },
  reproducible: true,
  answersByRequest: true,
  samples: false,
  standalone: true,
});
