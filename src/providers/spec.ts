// Model specs are uniform everywhere (CLI, action, judges): `<prefix>:<target>`
// for a registered provider's prefix (src/providers/registry.ts), or a bare
// target for the provider that takes those.
import { nearestName } from '../base/index.js';
import { bareSpecProvider, PROVIDERS, registrationFor, registrationWithPrefix } from './registry.js';
import type { ModelSpec } from './types.js';

export class SpecError extends Error {
  override name = 'SpecError';
}

export function parseModelSpec(raw: string): ModelSpec {
  const text = raw.trim();
  if (text === '') throw new SpecError('a model spec is empty');
  const alone = registrationWithPrefix(text);
  if (alone?.standalone) return { kind: alone.kind, target: '', label: alone.kind };
  if (alone) throw new SpecError(`"${text}" names a provider but not its target: write ${alone.help.spec}, one word, a colon and no space`);
  const spaced = /^([A-Za-z][\w-]*)\s+(\S[\s\S]*)$/.exec(text);
  const spacedKind = spaced ? registrationWithPrefix(spaced[1] as string) : undefined;
  if (spaced && spacedKind && !spacedKind.standalone)
    throw new SpecError(`"${text}" is not a model spec; did you mean ${spacedKind.kind}:${spaced[2] as string}?`);
  const colon = text.indexOf(':');
  const registered = colon > 0 ? registrationWithPrefix(text.slice(0, colon)) : undefined;
  if (registered) {
    const target = text.slice(colon + 1).trim();
    if (target === '') throw new SpecError(`"${text}": nothing after "${registered.kind}:"`);
    const problem = registered.targetProblem?.(target);
    if (problem) throw new SpecError(problem);
    return { kind: registered.kind, target, label: `${registered.kind}:${target}` };
  }
  const bare = bareSpecProvider();
  const unknown = unknownPrefixProblem(text, bare.bareSpecWord);
  if (unknown) throw new SpecError(unknown);
  const problem = bare.bareSpecProblem?.(text);
  if (problem) throw new SpecError(problem);
  return { kind: bare.kind, target: text, label: `${bare.kind}:${text}` };
}

// A plain word (no dot) before the first colon: a provider's name, not part of a model id.
const LEADING_WORD = /^([A-Za-z][A-Za-z0-9_-]*):/;

/** Why `text` names a provider supereval does not run (`openai:gpt-4o`), or null. */
function unknownPrefixProblem(text: string, bareWord: ((word: string) => boolean) | undefined): string | null {
  const prefix = LEADING_WORD.exec(text)?.[1];
  if (prefix === undefined || bareWord?.(prefix)) return null;
  const near = nearestName(
    prefix.toLowerCase(),
    PROVIDERS.map((p) => p.kind),
    2,
  );
  const guess = near ? `; did you mean ${near}:${text.slice(prefix.length + 1)}?` : ':';
  const runs = PROVIDERS.map((p) => p.help.spec).join(', ');
  return `unknown provider "${prefix}" in "${text}"${guess} supereval runs ${runs} (a bare model id means ${bareSpecProvider().kind})`;
}

/** Why `raw` is not a model spec, or null when it is one. */
export function modelSpecProblem(raw: string): string | null {
  try {
    parseModelSpec(raw);
    return null;
  } catch (error) {
    if (error instanceof SpecError) return error.message;
    throw error;
  }
}

/** The command line a spec runs (`exec:<command>`), or null for a model that runs no program of ours (or a spec that does not parse). */
export function specCommand(raw: string): string | null {
  try {
    const spec = parseModelSpec(raw);
    return registrationFor(spec.kind).command?.(spec.target) ?? null;
  } catch (error) {
    if (error instanceof SpecError) return null;
    throw error;
  }
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

/**
 * Whether batch for these specs (the models and the judge) needs an S3
 * location and a role: true when one names a provider whose jobs read from S3
 * (Bedrock), or when no model is named yet (a dataset's own, which may be).
 */
export function batchNeedsLocation(specs: readonly (string | undefined)[]): boolean {
  const named = specs.filter((s): s is string => s !== undefined && s.trim() !== '');
  if (named.length === 0) return true;
  return named.some((raw) => {
    try {
      return registrationFor(parseModelSpec(raw).kind).batch?.needsLocation === true;
    } catch {
      return false;
    }
  });
}
