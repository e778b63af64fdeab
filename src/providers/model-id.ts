// Bedrock model ids, profiles and ARNs reduced to the foundation model. Kept
// apart from prices.ts, whose price data (about 0.9 MB) must load only with a
// Bedrock model, not in every start-up of the CLI or the action.

// Cross-region inference profiles put a geography before the base id.
const PROFILE_PREFIX = /^(?:us|eu|apac|au|jp|ca|in|us-gov|global)\./;

/** `arn:...:inference-profile/us.x.y-v1:0` -> `us.x.y-v1:0`; other ids unchanged. */
export function stripArn(modelId: string): string {
  if (!modelId.startsWith('arn:')) return modelId;
  const slash = modelId.lastIndexOf('/');
  return slash >= 0 ? modelId.slice(slash + 1) : modelId;
}

/** The foundation model behind an id, profile or ARN: `us.anthropic.x-v1:0` -> `anthropic.x-v1:0`. */
export function baseModelId(modelId: string): string {
  return stripArn(modelId).replace(PROFILE_PREFIX, '');
}
