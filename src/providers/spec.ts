// Model specs are uniform everywhere (CLI, action, judges):
// `bedrock:<model id>` (a bare id means bedrock), `replay:<file>`, `exec:<command>`.
import type { ModelSpec, ProviderKind } from './types.js';

const KINDS: ProviderKind[] = ['bedrock', 'replay', 'exec'];

export class SpecError extends Error {
  override name = 'SpecError';
}

export function parseModelSpec(raw: string): ModelSpec {
  const text = raw.trim();
  if (text === '') throw new SpecError('a model spec is empty');
  const colon = text.indexOf(':');
  const prefix = colon > 0 ? text.slice(0, colon) : '';
  if ((KINDS as string[]).includes(prefix)) {
    const target = text.slice(colon + 1).trim();
    if (target === '') throw new SpecError(`"${text}": nothing after "${prefix}:"`);
    return { kind: prefix as ProviderKind, target, label: `${prefix}:${target}` };
  }
  // Bedrock ids contain colons themselves (`...-v1:0`, ARNs), so anything that
  // is not one of our prefixes is a bare Bedrock model id.
  if (/\s/.test(text)) throw new SpecError(`"${text}" is not a model id; did you mean exec:${text}?`);
  return { kind: 'bedrock', target: text, label: `bedrock:${text}` };
}
