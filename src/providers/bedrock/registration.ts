// Bedrock's registration, apart from its clients (converse.ts for calls,
// batch-job.ts for batch jobs): the AWS SDK and the price table are most of
// the start-up time, which replay and exec runs (and `validate`) never need,
// so they are imported only when a bedrock spec is used (batch-job.ts only
// when a dataset goes to batch).
import { defineProvider, type ProviderOptions } from '../registration.js';
import { batchLimitsFor } from './batch-limits.js';
import { bedrockEmbeddingProblem, DEFAULT_EMBEDDING_MODEL } from './embedding-family.js';

/** Credentials the environment holds or points to (the SDK may still find a default profile or an instance role). */
function hasAwsCredentials(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(
    (env['AWS_ACCESS_KEY_ID'] && env['AWS_SECRET_ACCESS_KEY']) ||
    env['AWS_PROFILE'] ||
    env['AWS_WEB_IDENTITY_TOKEN_FILE'] ||
    env['AWS_CONTAINER_CREDENTIALS_FULL_URI'] ||
    env['AWS_CONTAINER_CREDENTIALS_RELATIVE_URI'],
  );
}

/** What the Bedrock clients take of the run's options: the region, the endpoint, the prices. */
function clientOptions(options: ProviderOptions) {
  return {
    ...(options.region ? { region: options.region } : {}),
    ...(options.aws?.bedrockEndpoint ? { endpoint: options.aws.bedrockEndpoint } : {}),
    ...(options.prices ? { prices: options.prices } : {}),
  };
}

export const bedrockProvider = defineProvider({
  kind: 'bedrock',
  async create(spec, options) {
    const { createBedrockProvider } = await import('./converse.js');
    return createBedrockProvider(spec, clientOptions(options));
  },
  help: { spec: 'bedrock:<model id>', about: ['AWS Bedrock Converse; a bare model id means bedrock'] },
  reproducible: true,
  answersByRequest: true,
  samples: true,
  grader: { about: 'a Bedrock model (bedrock:<model id>)' },
  chat: true,
  credentialsWarning: (env) =>
    hasAwsCredentials(env)
      ? null
      : 'No AWS credentials in the environment (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or a web identity token). Bedrock calls will fail and their cases will be errors. Add aws-actions/configure-aws-credentials before this step; pull requests from forks get no secrets.',
  // Bedrock ids contain colons themselves (`...-v1:0`, ARNs), so anything that
  // is not one of the registered prefixes is a bare Bedrock model id; one with
  // spaces is more likely a command missing its prefix.
  bareSpecProblem: (text) => (/\s/.test(text) ? `"${text}" is not a model id; did you mean exec:${text}?` : null),
  // A model id's colon follows its version (`anthropic.x-v1:0`, `model-v1:0`); an ARN starts `arn:`.
  bareSpecWord: (word) => word === 'arn' || /-v\d+$/.test(word),
  // Titan and Cohere through InvokeModel, with the runtime's client (loaded on first use too).
  embeddings: {
    about: "Bedrock's InvokeModel (bedrock:<model id> of Titan Text Embeddings or Cohere Embed)",
    problem: bedrockEmbeddingProblem,
    async create(spec, options) {
      const { createBedrockEmbeddingProvider } = await import('./embeddings.js');
      return createBedrockEmbeddingProvider(spec, clientOptions(options));
    },
    defaultModel: DEFAULT_EMBEDDING_MODEL,
  },
  // Batch inference jobs: their clients, like the runtime's, load only when a dataset goes to batch.
  batch: {
    service: 'Bedrock',
    needsLocation: true,
    limits: batchLimitsFor,
    load: async () => (await import('./batch-job.js')).bedrockBatch,
  },
});
