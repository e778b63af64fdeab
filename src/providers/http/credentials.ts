// A model API's key: read from the environment the front end handed down (the
// variables the vendor documents, or the one a promptfoo config names with
// `apiKeyEnvar`), never from the process environment here. No key is no error until the
// first call, which then fails as a setup error naming the variable to set,
// as a Bedrock call without AWS credentials does: the run says it once, every
// case of the model is an error, and the exit code is 4.
//
// The value is never part of a message. It is masked wherever it could be
// written because the variables that hold keys have names the scrubber knows
// (src/base/redact.ts: *_KEY, *_TOKEN, ...): apiKeyEnvar may name only such a
// variable, and none the runner sets for itself (GITHUB_TOKEN, ACTIONS_*,
// the AWS credentials), so a dataset cannot send those to an endpoint it names.
import { isSecretName } from '../../base/index.js';
import { ProviderError } from '../types.js';

export type EnvVars = Readonly<Record<string, string | undefined>>;

/** A key found, and where; or none, and the variables that were looked in (the first is the one to set). */
export type ApiKey =
  { value: string; from: string; /** The config's own apiKey, not the runner's. */ inline?: true } | { value: null; variables: readonly string[] };

/** The first of `variables` set to something other than blanks; `inline` (a config's own `apiKey`) first. */
export function readApiKey(env: EnvVars, variables: readonly string[], inline?: unknown): ApiKey {
  if (typeof inline === 'string' && inline.trim() !== '') return { value: inline.trim(), from: 'the config\u2019s apiKey', inline: true };
  for (const name of variables) {
    const value = env[name]?.trim();
    if (value) return { value, from: name };
  }
  return { value: null, variables };
}

/** Names of the runner's own credentials: no config may have its key read from them. */
const RUNNER_VARIABLES = /^(?:GITHUB_|ACTIONS_|RUNNER_|INPUT_|AWS_)/i;

/** Why a config's `apiKeyEnvar` may not name this variable, or null when it may. */
export function apiKeyEnvarProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(name)) {
    return `apiKeyEnvar must be the name of an environment variable, got ${JSON.stringify(name)}`;
  }
  if (RUNNER_VARIABLES.test(name)) {
    return `apiKeyEnvar may not name ${name}: the runner's own credentials (GITHUB_*, ACTIONS_*, RUNNER_*, INPUT_*, AWS_*) are never sent to a model API`;
  }
  if (!isSecretName(name)) {
    return `apiKeyEnvar names ${name}, whose name does not say it holds a secret, so its value would not be masked in the output; name the key's variable with a word such as _API_KEY, _KEY or _TOKEN at its end`;
  }
  return null;
}

/**
 * The setup error of a call made without a key: one line naming the service
 * and the variable to set, and what a workflow does (a fork's pull request
 * gets no secrets).
 */
export function missingKeyError(service: string, key: Extract<ApiKey, { value: null }>): ProviderError {
  const [first = 'the API key variable', ...others] = key.variables;
  const or = others.length > 0 ? ` (or ${others.join(', ')})` : '';
  const fix =
    `No ${service} API key in the environment: set ${first}${or}. In a workflow, pass a repository secret to the step: ` +
    `env: ${first}: \${{ secrets.${first} }}. Pull requests from forks get no secrets, so their ${service} calls fail this way.`;
  return new ProviderError(fix, { code: 'NoApiKey', setup: { kind: 'no-credentials', fix } });
}

/** The warning a run gives before its first call when none of `variables` is set (the registration's credentialsWarning). */
export function missingKeyWarning(service: string, variables: readonly string[], env: EnvVars): string | null {
  if (variables.some((name) => env[name]?.trim())) return null;
  const [first = '', ...others] = variables;
  const or = others.length > 0 ? ` (or ${others.join(', ')})` : '';
  return `No ${service} API key in the environment (${first}${or}). ${service} calls will fail and their cases will be errors. Pass a repository secret to the step's env:; pull requests from forks get no secrets.`;
}
