// Model specs are uniform everywhere (CLI, action, judges): `<prefix>:<target>`
// for a registered provider's prefix (src/providers/registry.ts), or a bare
// target for the provider that takes those.
import { bareSpecProvider, registrationFor, registrationWithPrefix } from './registry.js';
import type { ModelSpec } from './types.js';

export class SpecError extends Error {
  override name = 'SpecError';
}

export function parseModelSpec(raw: string): ModelSpec {
  const text = raw.trim();
  if (text === '') throw new SpecError('a model spec is empty');
  const colon = text.indexOf(':');
  const registered = colon > 0 ? registrationWithPrefix(text.slice(0, colon)) : undefined;
  if (registered) {
    const target = text.slice(colon + 1).trim();
    if (target === '') throw new SpecError(`"${text}": nothing after "${registered.kind}:"`);
    return { kind: registered.kind, target, label: `${registered.kind}:${target}` };
  }
  const bare = bareSpecProvider();
  const problem = bare.bareSpecProblem?.(text);
  if (problem) throw new SpecError(problem);
  return { kind: bare.kind, target: text, label: `${bare.kind}:${text}` };
}

/** The specs that parse; a bad one is reported where the run creates its providers. */
function parsedSpecs(models: readonly string[], judge: string | null | undefined): ModelSpec[] {
  return [...models, ...(judge ? [judge] : [])].flatMap((raw) => {
    try {
      return [parseModelSpec(raw)];
    } catch {
      return [];
    }
  });
}

/** One warning per provider in use that lacks its credentials in `env`. */
export function credentialWarnings(
  models: readonly string[],
  judge: string | null | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const kinds = new Set(parsedSpecs(models, judge).map((spec) => spec.kind));
  return [...kinds].flatMap((kind) => registrationFor(kind).credentialsWarning?.(env) ?? []);
}

/** True when every model's answers depend only on what the config hash covers, so cached results may be reused. */
export function isReproducible(models: readonly string[], judge: string | null | undefined): boolean {
  const all = [...models, ...(judge ? [judge] : [])];
  const specs = parsedSpecs(models, judge);
  return specs.length === all.length && specs.every((spec) => registrationFor(spec.kind).reproducible);
}
