// `$ref: '#/...'` JSON references in a promptfoo config, resolved as
// promptfoo 0.121.20 resolves them (src/util/config/load.ts: dereferenceConfig,
// @apidevtools/json-schema-ref-parser's dereference): a reference is replaced
// by the value its JSON pointer names in the same document; keys beside the
// `$ref` are laid over that value when it is an object. The JSON schemas of a
// provider's `functions` and `tools` are left alone, as promptfoo leaves them.
//
// Bounded: a chain of references at most MAX_REF_DEPTH deep, no cycle, and at
// most MAX_REF_VALUES values built (a reference to a list of references to...
// doubles at each step, as YAML aliases do).
import type { DatasetIssue } from '../../base/index.js';
import { isObject } from './context.js';

export const MAX_REF_DEPTH = 32;
export const MAX_REF_VALUES = 1_000_000;

class RefError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON pointer's tokens (`#/a/b~1c/0` is a, b/c, 0), percent-decoded as a URI fragment is. */
function pointerTokens(ref: string): string[] {
  const fragment = ref.slice(1);
  if (fragment === '' || fragment === '/') return fragment === '' ? [] : [''];
  return fragment
    .slice(1)
    .split('/')
    .map((token) => {
      let decoded = token;
      try {
        decoded = decodeURIComponent(token);
      } catch {
        // A stray % is taken as it is written.
      }
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

function fieldOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? key : `${text}.${key}`), '') || '(config)';
}

/** Whether `path` is a provider's function or tool schema, which promptfoo does not dereference. */
function isProviderSchema(path: readonly (string | number)[]): boolean {
  if (path[0] !== 'providers' && path[0] !== 'targets') return false;
  const rest = path.slice(2);
  // `providers[i].config...` or `providers[i].<id>.config...` (the one-key map form).
  const config = rest[0] === 'config' ? rest.slice(1) : rest[1] === 'config' ? rest.slice(2) : null;
  if (config === null) return false;
  if (config[0] === 'functions') return config[2] === 'parameters';
  return config[0] === 'tools' && config[2] === 'function' && config[3] === 'parameters';
}

/**
 * The config with every `$ref` resolved; the problems (a missing target, an
 * external file, a cycle, past a bound) are pushed to `issues`, naming `file`
 * and the field of the reference, and the value is then returned as read.
 */
export function resolveRefs(root: unknown, file: string, issues: DatasetIssue[]): { value: unknown; referenced: Set<string> } {
  let built = 0;
  // The top-level keys references reach into (`assertionTemplates`): read, so not unknown fields.
  const referenced = new Set<string>();
  const follow = (ref: string, at: readonly (string | number)[], chain: readonly string[]): unknown => {
    if (!ref.startsWith('#'))
      throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: supereval resolves references inside the config only ('#/...')`);
    if (chain.includes(ref)) throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)} refers to itself (${[...chain, ref].join(' -> ')})`);
    if (chain.length >= MAX_REF_DEPTH) throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: references nest deeper than ${MAX_REF_DEPTH}`);
    let target: unknown = root;
    const tokens = pointerTokens(ref);
    if (tokens[0] !== undefined) referenced.add(tokens[0]);
    for (const token of tokens) {
      if (Array.isArray(target) && /^\d+$/.test(token) && Number(token) < target.length) target = target[Number(token)];
      else if (isObject(target) && Object.hasOwn(target, token)) target = target[token];
      else throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: the config has nothing at that path`);
    }
    return walk(target, at, [...chain, ref]);
  };
  const walk = (value: unknown, at: readonly (string | number)[], chain: readonly string[]): unknown => {
    if (++built > MAX_REF_VALUES)
      throw new RefError(fieldOf(at), `$ref: the references expand to more than ${MAX_REF_VALUES.toLocaleString('en-US')} values`);
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...at, i], chain));
    if (!isObject(value) || isProviderSchema(at)) return value;
    if (typeof value.$ref === 'string') {
      const resolved = follow(value.$ref, at, chain);
      const siblings = Object.keys(value).filter((key) => key !== '$ref');
      if (siblings.length === 0 || !isObject(resolved)) return resolved;
      // fromEntries defines `__proto__` as an own key, as a parsed document holds it.
      return { ...resolved, ...Object.fromEntries(siblings.map((key) => [key, walk(value[key], [...at, key], chain)])) };
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...at, key], chain)]));
  };
  if (!hasRef(root, 0)) return { value: root, referenced };
  try {
    return { value: walk(root, [], []), referenced };
  } catch (error) {
    if (!(error instanceof RefError)) throw error;
    issues.push({ file, field: error.field, message: error.message });
    return { value: root, referenced };
  }
}

/** Whether a `$ref` key is anywhere in the value: most configs have none and are returned as read. */
function hasRef(value: unknown, depth: number): boolean {
  if (depth > 200) return true;
  if (Array.isArray(value)) return value.some((item) => hasRef(item, depth + 1));
  if (!isObject(value)) return false;
  return Object.hasOwn(value, '$ref') || Object.values(value).some((item) => hasRef(item, depth + 1));
}
