// The `azure:` provider: Azure OpenAI deployments as promptfoo names them,
// `azure:chat:<deployment>` (Chat Completions on the deployment's path),
// `azure:responses:<deployment>` (the v1 Responses API) and
// `azure:embedding:<deployment>`, at the resource AZURE_OPENAI_ENDPOINT (or
// promptfoo's AZURE_API_HOST, AZURE_*_BASE_URL, a config's apiBaseUrl or
// apiHost) names, with the `api-key` header. The bodies and replies are
// OpenAI's (provider.ts, loaded on first use).
import { missingKeyWarning } from '../http/credentials.js';
import { defineProvider, type ProviderOptions } from '../registration.js';
import type { ModelSpec, Provider } from '../types.js';
import { azureTarget, type OpenAITarget } from './ids.js';
import { openAIFamilyIds } from './promptfoo.js';

function targetOf(spec: ModelSpec): OpenAITarget {
  const target = azureTarget(spec.target);
  if ('problem' in target) throw new Error(target.problem);
  return target;
}

async function create(spec: ModelSpec, target: OpenAITarget, options: ProviderOptions): Promise<Provider> {
  const [{ createOpenAIProvider }, { azureRoute }] = await Promise.all([import('./provider.js'), import('./config.js')]);
  return createOpenAIProvider({ spec, target, route: azureRoute(target, options.env ?? {}, options.config, options.apiHosts), options });
}

export const azureProvider = defineProvider({
  kind: 'azure',
  targetProblem(target) {
    const parsed = azureTarget(target);
    return 'problem' in parsed ? parsed.problem : null;
  },
  create: (spec, options) => create(spec, targetOf(spec), options),
  help: {
    spec: 'azure:chat:<name>',
    about: ['an Azure OpenAI deployment (AZURE_OPENAI_ENDPOINT,', 'AZURE_API_KEY); azure:responses:<name> for Responses'],
  },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  credentialsWarning: (env) => missingKeyWarning('Azure OpenAI', ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY'], env),
  grader: { about: 'azure:chat:<deployment>' },
  promptfoo: openAIFamilyIds('azure', azureTarget, ['apiVersion']),
  embeddings: {
    about: 'Azure OpenAI embeddings (azure:embedding:<deployment>)',
    problem(target) {
      const parsed = azureTarget(target);
      if ('problem' in parsed) return parsed.problem;
      return parsed.api === 'embedding' ? null : 'is not an embedding deployment; name one as azure:embedding:<deployment>';
    },
    create: (spec, options) => create(spec, { api: 'embedding', model: targetOf(spec).model }, options),
  },
});
