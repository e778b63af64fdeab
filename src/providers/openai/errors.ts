// How OpenAI and Azure OpenAI word their refusals, for the shared rules in
// src/providers/http/failures.ts: OpenAI's body is {error: {message, type,
// param, code}}, Azure's {error: {code, message}}. What waiting will not lift
// (no credit, a spend cap) fails at once, as promptfoo's fetchWithRetries
// decides; a 404 names the model (model_not_found) or Azure's deployment
// (DeploymentNotFound), else the endpoint is wrong.
import type { ApiErrors, ErrorBody, HttpFailure } from '../http/index.js';

function readError(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return null;
  const { message, code, type } = error as { message?: unknown; code?: unknown; type?: unknown };
  if (typeof message !== 'string') return null;
  return {
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(typeof type === 'string' ? { type } : {}),
  };
}

// promptfoo's HARD_QUOTA_ERROR_CODES: a 429 with one of these is not a rate limit.
const OPENAI_QUOTA = ['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active', 'access_terminated', 'quota_exceeded'];

export const openAIErrors: ApiErrors = {
  read: readError,
  quotaCodes: OPENAI_QUOTA,
  setupKind(failure: HttpFailure) {
    if (failure.status === 404 && failure.error?.code === 'model_not_found') return 'unknown-model';
    return undefined;
  },
};

export const azureErrors: ApiErrors = {
  read: readError,
  // Azure says insufficient_quota for a deployment's per-minute quota too, with a
  // short Retry-After: that one is a rate limit (promptfoo downgrades it as well).
  quotaCodes: OPENAI_QUOTA.filter((code) => code !== 'insufficient_quota'),
  setupKind(failure: HttpFailure) {
    if (failure.status !== 404) return undefined;
    return failure.error?.code === 'DeploymentNotFound' ? 'unknown-model' : 'bad-endpoint';
  },
};
