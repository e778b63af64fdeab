// Turns what the AWS SDK throws into a ProviderError: the AWS error name as
// code, and whether a retry may help. Messages never carry credentials; the
// SDK's errors do not include them and we add none.
import { ProviderError } from './types.js';

const RETRYABLE_NAMES = new Set([
  'ThrottlingException',
  'ModelNotReadyException',
  'InternalServerException',
  'ServiceUnavailableException',
]);

// Client errors a retry cannot fix: validation, access, unknown model, the
// model's own timeout and the model's own error.
const FINAL_STATUSES = new Set([400, 403, 404, 408, 424]);

// Socket-level failures: the request may never have reached the service.
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
const NETWORK_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'NetworkingError']);

export const NO_CREDENTIALS_MESSAGE =
  'No AWS credentials found. Provide them the standard way: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ' +
  '(and AWS_SESSION_TOKEN) in the environment, AWS_PROFILE with ~/.aws/credentials or SSO, a web identity ' +
  'token (GitHub Actions: aws-actions/configure-aws-credentials with OIDC), or an instance/container role.';

export const NO_REGION_MESSAGE =
  'No AWS region set. Pass --region, or set AWS_REGION (or AWS_DEFAULT_REGION), or a region in your AWS profile.';

interface SdkErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function toProviderError(error: unknown, modelId: string): ProviderError {
  if (error instanceof ProviderError) return error;
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  const name = typeof shape.name === 'string' && shape.name ? shape.name : 'Error';
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  const status = shape.$metadata?.httpStatusCode;

  if (name === 'CredentialsProviderError') {
    return new ProviderError(NO_CREDENTIALS_MESSAGE, { code: name, cause: error });
  }
  if (/region is missing/i.test(message)) {
    return new ProviderError(NO_REGION_MESSAGE, { code: 'RegionMissing', cause: error });
  }
  if (name === 'AbortError') {
    return new ProviderError(`call to ${modelId} was aborted`, { code: name, cause: error });
  }

  const throttled = status === 429 || name === 'ThrottlingException';
  const retryable = throttled || isTransient(name, status, shape.code);
  const text = status ? `${name} (HTTP ${status}) from ${modelId}: ${message}` : `${name} from ${modelId}: ${message}`;
  return new ProviderError(text, { code: name, retryable, throttled, cause: error });
}

function isTransient(name: string, status: number | undefined, code: unknown): boolean {
  if (status !== undefined && FINAL_STATUSES.has(status)) return false;
  if (RETRYABLE_NAMES.has(name)) return true;
  if (status !== undefined) return status >= 500;
  if (NETWORK_NAMES.has(name)) return true;
  return typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('ERR_HTTP2_'));
}
