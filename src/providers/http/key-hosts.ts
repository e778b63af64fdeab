// Where a key from the runner's environment may go. A dataset's config may
// point its provider anywhere (promptfoo's apiBaseUrl, apiHost), and a dataset
// can come from a pull request: were the key sent wherever the config says, a
// pull request could collect OPENAI_API_KEY with one line of YAML. So a key
// read from the environment goes only to
//   - the vendor's own hosts (api.openai.com; *.openai.azure.com for Azure),
//   - the hosts the environment's own endpoint variables name
//     (OPENAI_BASE_URL...: the runner's settings, not the dataset's),
//   - the hosts the run lists (--api-hosts, the action's api-hosts input);
// any other host is a setup error naming it and how to allow it. A config's
// own apiKey, and a call that sends no key (apiKeyRequired: false), go
// anywhere: they carry nothing of the runner's.
import { ProviderError } from '../types.js';
import type { ApiKey, EnvVars } from './credentials.js';

/** The hosts a key from the environment may be sent to. */
export interface KeyHosts {
  /** `api.openai.com`, or a pattern with a leading `*.` for a vendor's per-resource hosts. */
  vendor: readonly string[];
  /** The variables whose URL or host names the runner's own endpoint (OPENAI_BASE_URL, AZURE_OPENAI_ENDPOINT...). */
  variables: readonly string[];
  /** Hosts the run lists (--api-hosts, api-hosts): `host` (any port) or `host:port`. */
  listed: readonly string[];
}

/** The host[:port] a URL or bare host names, lower case; null when it names none. */
export function hostOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).host.toLowerCase();
  } catch {
    return null;
  }
}

function matches(pattern: string, host: string): boolean {
  const hostname = host.replace(/:\d+$/, '');
  const wanted = pattern.toLowerCase();
  if (wanted.startsWith('*.')) return hostname.endsWith(wanted.slice(1));
  return wanted.includes(':') ? wanted === host : wanted === hostname;
}

/** The hosts a vendor's key may go to: its own, those its endpoint variables name, and the run's list. */
export function keyHosts(vendor: readonly string[], variables: readonly string[], listed: readonly string[] | undefined): KeyHosts {
  return { vendor, variables, listed: listed ?? [] };
}

/** Whether a key from the environment may go to `host` (host[:port]). */
export function keyMayGoTo(host: string, hosts: KeyHosts, env: EnvVars): boolean {
  const fromEnv = hosts.variables.flatMap((name) => {
    const value = env[name];
    const named = value ? hostOf(value) : null;
    return named ? [named] : [];
  });
  return [...hosts.vendor, ...hosts.listed].some((pattern) => matches(pattern, host)) || fromEnv.includes(host);
}

/**
 * The setup error of a call that would send a key from the environment to a
 * host the run does not allow, or null when it may go (or carries no such key).
 */
export function keyHostError(service: string, url: string, key: ApiKey, hosts: KeyHosts, env: EnvVars): ProviderError | null {
  if (!key.value || key.inline === true) return null;
  const host = hostOf(url);
  if (host !== null && keyMayGoTo(host, hosts, env)) return null;
  const named = host ?? url;
  const fix =
    `${service}: the config sends ${key.from} to ${named}, which is not ${service}'s own host nor one the environment names` +
    `${hosts.variables.length > 0 ? ` (${hosts.variables.join(', ')})` : ''}; a dataset may come from a pull request, so nothing was sent. ` +
    `If ${named} is your gateway, allow it: --api-hosts ${named} (the action's api-hosts input), or set the endpoint in the environment instead.`;
  return new ProviderError(fix, { code: 'KeyHostRefused', setup: { kind: 'bad-endpoint', fix } });
}
