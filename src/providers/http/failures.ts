// A model API's refusal (a status outside 2xx) as the ProviderError the run
// knows: throttled and retryable with the wait the service asked for (429,
// and 503/529 "overloaded", which feed the adaptive limiter as Bedrock's
// throttling does); retryable (408, 409, other 5xx); a setup error that
// stops the model after its first call (401 and 403: the key; 404: the model,
// the deployment or the endpoint; a quota or billing refusal, which waiting
// will not lift); else the case's own error (400). Each service reads its
// own error body and may say more (Gemini's 400 API_KEY_INVALID) through its
// ApiErrors; the rules here are the same for all.
import type { SetupKind, SetupProblem } from '../types.js';
import { ProviderError } from '../types.js';
import type { HttpReply } from './client.js';
import { headerRetryDelayMs } from './retry-delay.js';

/** What a service's error body says, in its own shape: `{error: {message, code, type}}` and the like. */
export interface ErrorBody {
  message: string;
  /** The service's error code (`model_not_found`, `insufficient_quota`, `RESOURCE_EXHAUSTED`...). */
  code?: string;
  /** A second code some services add (OpenAI's `type`, Anthropic's `error.type`). */
  type?: string;
}

/** A refusal as the rules and a service's hooks see it. */
export interface HttpFailure {
  status: number;
  headers: Headers;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
  /** The service's reading of the body, or null when it is not an error body of its shape. */
  error: ErrorBody | null;
}

/** What one service adds to the shared rules. */
export interface ApiErrors {
  /** Reads the service's error body; null for a body of another shape. */
  read(body: unknown): ErrorBody | null;
  /** Error codes (or types) of a refusal that waiting will not lift: no quota, no credit, a spend cap. */
  quotaCodes?: readonly string[];
  /**
   * The setup problem a refusal is, when the service says it its own way
   * (Gemini's 400 API_KEY_INVALID), or what a 404 means (`unknown-model` or
   * `bad-endpoint`); undefined leaves it to the shared rules, null says it is none.
   */
  setupKind?(failure: HttpFailure): SetupKind | null | undefined;
  /** A wait the body asks for, in ms (Gemini's google.rpc.RetryInfo), when the headers say none. */
  bodyRetryDelayMs?(body: unknown): number | undefined;
}

/** What a setup error's fix names: the service, the thing called, and where its key and endpoint come from. */
export interface CallSite {
  /** `OpenAI`, `Azure OpenAI`. */
  service: string;
  /** The model or deployment, as the spec names it. */
  target: string;
  /** `the model`, `the deployment`: what the target is, in a fix. */
  targetKind: string;
  /** The variable (or config key) the key came from, or the first one to set. */
  keyFrom: string;
  /** Where the endpoint comes from (`OPENAI_BASE_URL or the config's apiBaseUrl`), and the one in use. */
  endpointFrom: string;
  endpoint: string;
}

const THROTTLED = new Set([429, 503, 529]);
const RETRYABLE = new Set([408, 409, 425, 500, 502, 504]);

/** The refusal as a ProviderError (see the top of this file). `reply.status` is outside 2xx. */
export function failureError(reply: HttpReply, errors: ApiErrors, site: CallSite): ProviderError {
  const body = parseJson(reply.body);
  const failure: HttpFailure = { status: reply.status, headers: reply.headers, body, error: errors.read(body) };
  const { status } = failure;
  const said = failure.error?.message || snippet(reply.body) || '(no body)';
  const code = failure.error?.code || failure.error?.type || `HTTP${status}`;
  const message = `${site.service} HTTP ${status} from ${site.target}: ${said}`;
  const codes = [failure.error?.code, failure.error?.type].filter((c): c is string => typeof c === 'string');
  if (codes.some((c) => errors.quotaCodes?.includes(c)) || status === 402) {
    const fix = `${site.service} refused ${site.target} for want of quota or credit (${code}): check the account's plan, billing and spend limits; retrying will not help.`;
    return new ProviderError(message, { code, setup: { kind: 'no-quota', fix } });
  }
  const hooked = errors.setupKind?.(failure);
  const kind = hooked === undefined ? sharedSetupKind(status, said, site.target) : hooked;
  if (kind !== null) return new ProviderError(message, { code, setup: setupProblem(kind, site) });
  const throttled = THROTTLED.has(status);
  if (throttled || RETRYABLE.has(status) || status > 500) {
    const retryAfterMs = headerRetryDelayMs(reply.headers) ?? errors.bodyRetryDelayMs?.(body);
    return new ProviderError(message, { code, retryable: true, throttled, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
  }
  if (status >= 300 && status < 400) {
    const to = reply.headers.get('location');
    const fix = `The endpoint of ${site.service} redirects${to ? ` to ${to}` : ''}; set its base URL (${site.endpointFrom}) to where the API is served.`;
    return new ProviderError(`${site.service} HTTP ${status} from ${site.target}: a redirect, not followed`, {
      code: 'Redirect',
      setup: { kind: 'bad-endpoint', fix },
    });
  }
  return new ProviderError(message, { code });
}

/** 401 and 403 are the key's; a 404 names the model when its message does, else the endpoint is wrong. */
function sharedSetupKind(status: number, message: string, target: string): SetupKind | null {
  if (status === 401) return 'bad-credentials';
  if (status === 403) return 'access-denied';
  if (status === 404) return target !== '' && message.includes(target) ? 'unknown-model' : 'bad-endpoint';
  return null;
}

function setupProblem(kind: SetupKind, site: CallSite): SetupProblem {
  const { service, target, targetKind, keyFrom, endpointFrom, endpoint } = site;
  switch (kind) {
    case 'bad-credentials':
    case 'no-credentials':
      return { kind, fix: `${service} refused the API key: set ${keyFrom} to a valid key (in a workflow, a repository secret in the step's env:).` };
    case 'access-denied':
      return {
        kind,
        fix: `${service} refused access to ${target}: check that the key in ${keyFrom} may call it (its project, organisation and region), and the endpoint ${endpoint}.`,
      };
    case 'unknown-model':
      return { kind, fix: `${service} has no ${targetKind} ${target} at ${endpoint}: check its name, and that your account may use it.` };
    case 'no-quota':
      return { kind, fix: `${service} refused ${target} for want of quota or credit: check the account's plan and billing; retrying will not help.` };
    default:
      return {
        kind,
        fix: `${endpoint} does not serve the ${service} API (no such path): check the base URL (${endpointFrom}).`,
      };
  }
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The first line or so of a body that is not the service's error shape (an HTML page from a proxy). */
function snippet(body: Buffer): string {
  return body.toString('utf8', 0, Math.min(body.length, 400)).replace(/\s+/g, ' ').trim().slice(0, 200);
}
