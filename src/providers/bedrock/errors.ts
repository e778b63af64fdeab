// Turns what the AWS SDK throws into a ProviderError: the AWS error name as
// code, and whether a retry may help. Messages never carry credentials; the
// SDK's errors do not include them and we add none.
import { ProviderError, type SetupProblem } from '../types.js';
import { NOT_HTTP2, REPLY_TOO_LARGE } from './http-handler.js';
import { NETWORK_CODES } from '../network-codes.js';

const RETRYABLE_NAMES = new Set(['ThrottlingException', 'ModelNotReadyException', 'InternalServerException', 'ServiceUnavailableException']);

// Client errors a retry cannot fix: validation, access, unknown model, the
// model's own timeout and the model's own error.
const FINAL_STATUSES = new Set([400, 403, 404, 408, 424]);

const NETWORK_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'NetworkingError']);

export const NO_CREDENTIALS_MESSAGE =
  'No AWS credentials found. Provide them the standard way: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ' +
  '(and AWS_SESSION_TOKEN) in the environment, AWS_PROFILE with ~/.aws/credentials or SSO, a web identity ' +
  'token (GitHub Actions: aws-actions/configure-aws-credentials with OIDC), or an instance/container role.';

export const NO_REGION_MESSAGE =
  "No AWS region set: give the action's aws-region input (the CLI's --region), or set AWS_REGION (or AWS_DEFAULT_REGION) or a region in your AWS profile.";

interface SdkErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function toProviderError(error: unknown, modelId: string, region?: string): ProviderError {
  if (error instanceof ProviderError) return error;
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  const name = typeof shape.name === 'string' && shape.name ? shape.name : 'Error';
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  const status = shape.$metadata?.httpStatusCode;

  if (name === 'CredentialsProviderError') {
    return new ProviderError(NO_CREDENTIALS_MESSAGE, { code: name, cause: error, setup: { kind: 'no-credentials', fix: NO_CREDENTIALS_MESSAGE } });
  }
  if (/region is missing/i.test(message)) {
    return new ProviderError(NO_REGION_MESSAGE, { code: 'RegionMissing', cause: error, setup: { kind: 'no-region', fix: NO_REGION_MESSAGE } });
  }
  const setup = setupProblem(name, message, modelId, region);
  if (setup) {
    const where = status ? `${name} (HTTP ${status})` : name;
    // Not retried: a retry gets the same answer (DNS has said the name does not exist).
    const code = setup.kind === 'bad-region' && name !== NOT_HTTP2 ? 'ENOTFOUND' : name;
    return new ProviderError(`${where} from ${modelId}: ${message}`, { code, setup, cause: error });
  }
  if (name === REPLY_TOO_LARGE) return new ProviderError(`${name} from ${modelId}: ${message}`, { code: name, cause: error });
  // The SDK read a 2xx body that is not the reply it expects (null, not JSON): the service's fault, or the endpoint's.
  if ((name === 'TypeError' || name === 'SyntaxError') && status !== undefined && status < 300) {
    return new ProviderError(`malformed reply from ${modelId} (HTTP ${status}): the body is not the reply the AWS SDK expects (${message})`, {
      code: 'MalformedReply',
      cause: error,
    });
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

const REGION_HINT = "the CLI's --region, the action's aws-region input, or AWS_REGION";

/**
 * Errors that say the model id, the account's access or the region is wrong,
 * not this case: every other call of the model would meet them too. Message
 * texts as Bedrock sends them (see shared/reference/bedrock.md).
 */
export function setupProblem(name: string, message: string, modelId: string, region?: string): SetupProblem | null {
  const inRegion = region ? ` in ${region}` : '';
  if (name === 'ValidationException' && /inference profile/i.test(message)) {
    const profile = `${geographyPrefix(region)}.${modelId.replace(/^(us|eu|apac|global)\./, '')}`;
    return {
      kind: 'needs-inference-profile',
      fix: `${modelId} cannot be called on demand; call it through an inference profile: use the model id ${profile} (the prefix names where requests may go: us., eu., apac. or global.), or the ARN of an inference profile that contains the model.`,
    };
  }
  if (name === 'ResourceNotFoundException' || (name === 'ValidationException' && /model identifier is invalid/i.test(message))) {
    return {
      kind: 'unknown-model',
      fix: `Check the model id ${modelId}: its spelling, its version suffix (such as -v1:0), and that Bedrock offers it${inRegion}; the model catalog in the Bedrock console lists the ids.`,
    };
  }
  if (name === 'AccessDeniedException') {
    return {
      kind: 'access-denied',
      fix: `The AWS identity in use may not call ${modelId}${inRegion}: allow bedrock:InvokeModel on it in IAM (for an inference profile, on the profile and on the models it routes to), and check that access to the model is granted in the Bedrock console for this region.`,
    };
  }
  if (
    ['UnrecognizedClientException', 'InvalidSignatureException', 'ExpiredTokenException'].includes(name) ||
    /security token included in the request is (invalid|expired)/i.test(message)
  ) {
    return {
      kind: 'bad-credentials',
      fix: 'AWS refused the credentials: check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (or the role the workflow assumes) and that a session has not expired.',
    };
  }
  if (name === NOT_HTTP2) {
    return {
      kind: 'bad-region',
      fix: `Bedrock Runtime is reached over HTTP/2: check the endpoint (the endpoint option, or AWS_ENDPOINT_URL_BEDROCK_RUNTIME) and that no proxy between speaks only HTTP/1.1. ${message}`,
    };
  }
  const host = /getaddrinfo ENOTFOUND (\S+)/.exec(message)?.[1];
  if (host || /region not accepted|invalid region/i.test(message)) {
    return {
      kind: 'bad-region',
      fix: `${host ? `The endpoint ${host} does not resolve` : 'The region is not valid'}: check the region (${REGION_HINT}) is one where Bedrock runs, and any endpoint set in AWS_ENDPOINT_URL_BEDROCK_RUNTIME.`,
    };
  }
  return null;
}

/** The inference-profile prefix for a region: us-east-1 -> us, eu-west-1 -> eu, ap-south-1 -> apac. */
function geographyPrefix(region: string | undefined): string {
  if (region?.startsWith('eu-')) return 'eu';
  if (region?.startsWith('ap-')) return 'apac';
  return 'us';
}
