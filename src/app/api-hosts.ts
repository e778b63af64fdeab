// api-hosts (--api-hosts on the CLI): the hosts, beyond each vendor's own and
// those the environment's endpoint variables name, that a model API key from
// the environment may be sent to when a dataset's config points its provider
// there (src/providers/http/key-hosts.ts says why).
import type { FrontEnd } from '../compare/index.js';
import { hostOf } from '../providers/index.js';

const optionOf = (frontEnd: FrontEnd) => (frontEnd === 'cli' ? '--api-hosts' : 'api-hosts');

/** The hosts given (comma- or line-separated; a URL stands for its host), or why one names no host. */
export function parseApiHosts(given: readonly string[], frontEnd: FrontEnd): { hosts: string[] } | { problem: string } {
  const entries = given
    .flatMap((text) => text.split(/[,\n]/))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const hosts: string[] = [];
  const bad: string[] = [];
  for (const entry of entries) {
    const host = /[*\s@]/.test(entry) ? null : hostOf(entry);
    if (host) hosts.push(host);
    else bad.push(entry);
  }
  if (bad.length > 0)
    return { problem: `${optionOf(frontEnd)}: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not a host (host or host:port)` };
  return { hosts: [...new Set(hosts)] };
}
