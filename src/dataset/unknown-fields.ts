// Fields a dataset file holds that its schemas do not name: a typo
// (`mustpass` for `must_pass`) turns off what it meant, and the Python tool
// ignores extra fields silently, so each is a warning naming the field and
// the one it probably means. Known fields come from the zod schemas: an
// object's shape, walked into the nested objects, lists and maps of objects
// it defines. A strict object refuses unknown keys itself (an error); unions,
// lazy parts (assertions) and maps of any value (vars, metadata) are free-form
// and not walked.
import type { z } from 'zod';
import { nearestName } from '../base/index.js';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

// Wrappers that keep the shape of what they wrap; a pipe (a transform, a preprocess) checks its input side.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function unwrap(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else return def;
  }
}

/** An unknown field: its dotted path, and the known field it is probably a typo of. */
export interface UnknownField {
  field: string;
  near: string | null;
}

// The schemas compiled once into what the walk needs: every case line of a dataset comes through here.
type Node =
  { kind: 'object'; fields: Map<string, Node | null>; names: string[] } | { kind: 'array'; element: Node } | { kind: 'record'; value: Node } | null;

function compile(defs: Def[]): Node {
  const arrays = defs.flatMap((d) => (d.type === 'array' && d.element ? [unwrap(d.element)] : []));
  if (arrays.length > 0) return wrap(compile(arrays), (element) => ({ kind: 'array', element }));
  const records = defs.flatMap((d) => (d.type === 'record' && d.valueType ? [unwrap(d.valueType)] : []));
  if (records.length > 0) return wrap(compile(records), (value) => ({ kind: 'record', value }));
  const objects = defs.filter((d) => d.type === 'object' && d.shape);
  // A strict object's unknown keys are errors already.
  if (objects.length === 0 || objects.some((d) => d.catchall && defOf(d.catchall).type === 'never')) return null;
  const names = [...new Set(objects.flatMap((d) => Object.keys(d.shape ?? {})))];
  const fields = new Map(names.map((name) => [name, compile(objects.flatMap((d) => (d.shape?.[name] ? [unwrap(d.shape[name])] : [])))]));
  return { kind: 'object', fields, names };
}

const wrap = (inner: Node, make: (inner: NonNullable<Node>) => Node): Node => (inner === null ? null : make(inner));

const compiled = new WeakMap<z.ZodType, Node>();

function compiledOne(schema: z.ZodType): Node {
  let node = compiled.get(schema);
  if (node === undefined) compiled.set(schema, (node = compile([unwrap(schema)])));
  return node;
}

/**
 * The fields of `value` that none of `schemas` names (several: dataset.json's
 * common fields and its kind's), outside the top-level fields in `open`.
 * `known` adds top-level names accepted though no schema reads them.
 */
export function unknownFields(
  value: unknown,
  schemas: readonly z.ZodType[],
  options: { open?: readonly string[]; known?: readonly string[] } = {},
): UnknownField[] {
  const found: UnknownField[] = [];
  const node = schemas.length === 1 ? compiledOne(schemas[0] as z.ZodType) : compile(schemas.map(unwrap));
  walk(value, node, '', found, options.known ?? [], options.open ?? []);
  return found;
}

function walk(value: unknown, node: Node, prefix: string, found: UnknownField[], extraKnown: readonly string[], open: readonly string[]): void {
  if (node === null || value === null || typeof value !== 'object') return;
  if (node.kind === 'array') {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, node.element, `${prefix}${i}.`, found, [], []));
    return;
  }
  if (Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  if (node.kind === 'record') {
    for (const key in record) walk(record[key], node.value, `${prefix}${key}.`, found, [], []);
    return;
  }
  for (const key in record) {
    const child = node.fields.get(key);
    if (child === undefined) {
      if (open.includes(key) || extraKnown.includes(key)) continue;
      found.push({ field: `${prefix}${key}`, near: nearestField(key, [...node.names, ...extraKnown]) });
    } else if (child !== null && !open.includes(key)) walk(record[key], child, `${prefix}${key}.`, found, [], []);
  }
}

/** The known name `key` is probably a typo of, or null: the did-you-mean of unknownFieldMessage. */
export const nearestField = (key: string, known: readonly string[]): string | null => nearestName(key.toLowerCase(), known, typoDistance(key));

/** How far a name may be from a known one to be taken for its typo: about one edit in three, never the whole name. */
const typoDistance = (key: string): number => Math.min(key.length - 1, Math.max(1, Math.round(key.length / 3)));

/** The warning's text for an unknown field. */
export function unknownFieldMessage(near: string | null): string {
  return near ? `unknown field, ignored; did you mean "${near}"?` : 'unknown field, ignored';
}
