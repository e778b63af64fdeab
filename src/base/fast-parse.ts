// A fast path in front of zod for the records a run reads by the hundred
// thousand (case lines, recorded outputs, a baseline's cases). zod checks each
// object through layers of generic machinery, about 2 µs a record here; this
// compiles a schema once into plain checks of the same rules.
//
// It covers a subset of zod: strings and numbers with length and range
// checks, booleans, enums, literals, optional and nullable, arrays, records
// with string keys, unions, and plain, loose or strict objects. A part with
// anything else (a refinement, a transform, a lazy or recursive part) is
// parsed by zod where it occurs, so a recursive schema (nested assertion
// rows) is checked fast down to where it recurs; a schema whose top is such
// a part gets no fast path. For a value, the compiled check either
// vouches for it, giving exactly what zod's parse gives (the same value, the
// same fields in the same order), or declines; then zod parses the value as
// before, and its issues are the ones reported. A declined value may still be
// valid: only what the fast path accepts must match, and
// test/base/fast-parse.test.ts holds it to zod's output on every schema it
// is used with.
import type { z } from 'zod';

/**
 * What a compiled check says of a value: its parsed value, or one of two
 * markers, that zod refuses it or that the check cannot tell. Markers rather
 * than a wrapper object, so that a check allocates nothing of its own.
 */
const REFUSED: unique symbol = Symbol('refused');
const UNSURE: unique symbol = Symbol('unsure');
type Outcome = unknown;
type Check = (value: unknown) => Outcome;

const failed = (r: Outcome): r is typeof REFUSED | typeof UNSURE => r === REFUSED || r === UNSURE;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  format?: string;
  coerce?: boolean;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A key zod does not copy as a field (JSON.parse makes it an own property). */
const UNSAFE_KEY = '__proto__';

class Unsupported extends Error {}

/**
 * A part outside the subset is left to zod: its own parse of that value is
 * what the whole parse does with it (zod's parse is compositional), so the
 * fast path still covers the rest of the record.
 */
function compile(schema: z.ZodType): Check {
  try {
    return compileExact(schema);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    return (v) => {
      const r = schema.safeParse(v);
      return r.success ? r.data : REFUSED;
    };
  }
}

/** The schemas being compiled: one met again inside itself is recursive, and left to zod where it recurs. */
const compiling = new Set<z.ZodType>();

/** Compiles a schema whose top is in the subset; throws Unsupported otherwise. */
function compileExact(schema: z.ZodType): Check {
  if (compiling.has(schema)) throw new Unsupported();
  compiling.add(schema);
  try {
    return compileNode(schema);
  } finally {
    compiling.delete(schema);
  }
}

function compileNode(schema: z.ZodType): Check {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'string': {
      if (def.coerce) throw new Unsupported();
      const limits = lengthLimits(checks);
      return (v) => (typeof v === 'string' && limits(v.length) ? v : REFUSED);
    }
    case 'number': {
      if (def.coerce) throw new Unsupported();
      const rules = numberRules(checks, def.format);
      return (v) => (typeof v === 'number' && Number.isFinite(v) && rules(v) ? v : REFUSED);
    }
    case 'boolean':
      noChecks(checks);
      if (def.coerce) throw new Unsupported();
      return (v) => (typeof v === 'boolean' ? v : REFUSED);
    case 'null':
      noChecks(checks);
      return (v) => (v === null ? v : REFUSED);
    case 'unknown':
    case 'any':
      noChecks(checks);
      return (v) => v;
    case 'enum': {
      noChecks(checks);
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (v) => (allowed.has(v) ? v : REFUSED);
    }
    case 'literal': {
      noChecks(checks);
      const allowed = new Set(def.values ?? []);
      return (v) => (allowed.has(v) ? v : REFUSED);
    }
    case 'optional': {
      noChecks(checks);
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === undefined ? v : inner(v));
    }
    case 'nullable': {
      noChecks(checks);
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === null ? v : inner(v));
    }
    case 'array': {
      const limits = lengthLimits(checks);
      const element = compile(def.element as z.ZodType);
      return (v) => {
        if (!Array.isArray(v)) return REFUSED;
        const items: readonly unknown[] = v;
        if (!limits(items.length)) return REFUSED;
        // Copied only from the first element that parses to another value (see fastParse).
        let out: unknown[] | undefined;
        for (let i = 0; i < items.length; i++) {
          const r = element(items[i]);
          if (failed(r)) return r;
          if (out === undefined && r !== items[i]) out = items.slice(0, i);
          if (out !== undefined) out.push(r);
        }
        return out ?? items;
      };
    }
    case 'record': {
      noChecks(checks);
      const key = defOf(def.keyType as z.ZodType);
      if (key.type !== 'string' || (key.checks ?? []).length > 0 || key.coerce) throw new Unsupported();
      const value = compile(def.valueType as z.ZodType);
      return (v) => {
        if (!isPlainRecord(v)) return REFUSED;
        let out: Record<string, unknown> | undefined;
        const keys = Object.keys(v);
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i] as string;
          if (k === UNSAFE_KEY) return UNSURE;
          const r = value(v[k]);
          if (failed(r)) return r;
          if (out === undefined && r !== v[k]) out = copyOf(v, keys, i);
          if (out !== undefined) out[k] = r;
        }
        return out ?? v;
      };
    }
    case 'union': {
      noChecks(checks);
      const options = (def.options ?? []).map(compile);
      // zod takes the first option that accepts the value.
      return (v) => {
        for (const option of options) {
          const r = option(v);
          if (r !== REFUSED) return r;
        }
        return REFUSED;
      };
    }
    case 'object':
      noChecks(checks);
      return compileObject(def);
    default:
      throw new Unsupported();
  }
}

interface Field {
  key: string;
  check: Check;
  optional: boolean;
  defaulted: boolean;
}

function compileObject(def: Def): Check {
  const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
  if (catchall !== 'strip' && catchall !== 'unknown' && catchall !== 'never') throw new Unsupported();
  const fields: Field[] = Object.entries(def.shape ?? {}).map(([key, field]) => ({
    key,
    check: compile(field),
    optional: defOf(field).type === 'optional',
    defaulted: defOf(field).type === 'default',
  }));
  // A field named for a property every object has cannot be read as `v.name`; none of ours is.
  if (fields.some((f) => f.key in Object.prototype)) throw new Unsupported();
  const known = new Set(fields.map((f) => f.key));
  const rest: RestOfObject = (v, keys, at, out) => restOfObject(v, keys, at, out, known, catchall);
  return objectCheck(fields, rest);
}

/** An object's fields outside its shape, once its own are checked (restOfObject with the shape's known keys). */
type RestOfObject = (v: Record<string, unknown>, keys: string[], at: number, out: Record<string, unknown> | undefined) => Outcome;

/**
 * The check of an object's fields as a function written for its shape: each
 * field read by name and checked by its own call. A loop over the fields read
 * them by a key that changed at every turn, which V8 cannot make fast (a
 * generic keyed load and call for every field of every record). The code
 * holds no text of the value's: keys are JSON string literals of our schemas.
 */
function objectCheck(fields: Field[], rest: RestOfObject): Check {
  // Two functions of one text. The first takes a field that reads undefined
  // for one that is absent (JSON holds no undefined) and counts the fields it
  // found: when they are not all of the record's (a field outside the shape,
  // or one set to undefined), the second, which asks Object.hasOwn of every
  // field it does not read, decides. Most records have only shape fields, and
  // one hasOwn call per absent optional field was a third of the check.
  const precise = generatedCheck(fields, rest, null);
  return generatedCheck(fields, rest, precise);
}

function generatedCheck(fields: Field[], rest: RestOfObject, precise: Check | null): Check {
  const lines: string[] = [
    'return function check(v) {',
    '  if (!isPlainRecord(v)) return REFUSED;',
    '  const keys = Object.keys(v);',
    // zod writes the shape's fields first, in the shape's order, then the
    // others in theirs. While the value is already so (its fields in that
    // order, each parsing to itself), it is its own result; `out` is made at
    // the first difference, from the fields before it.
    '  let out;',
    '  let at = 0;',
    '  let r;',
  ];
  // Only the first function counts the fields it finds (see objectCheck).
  if (precise) lines.push('  let seen = 0;');
  fields.forEach(({ key, optional, defaulted }, i) => {
    const k = JSON.stringify(key);
    const get = `v[${k}]`;
    // A value read is an own field: the record is plain and no field of the shape is a property of Object.prototype.
    lines.push(
      precise
        ? `  if (${get} !== undefined) {
    seen++;`
        : `  if (${get} !== undefined || hasOwn(v, ${k})) {`,
    );
    lines.push(`    r = checks[${i}](${get});`);
    lines.push('    if (r === REFUSED || r === UNSURE) return r;');
    lines.push(`    if (out === undefined && (keys[at] !== ${k} || r !== ${get})) out = copyOf(v, keys, at);`);
    lines.push(`    if (out === undefined) at++; else out[${k}] = r;`);
    if (!optional) {
      // A required field that is missing: zod refuses it, or fills in its
      // default; a schema that takes undefined otherwise (unknown) is left to zod.
      lines.push('  } else {');
      lines.push(`    r = checks[${i}](undefined);`);
      lines.push('    if (r === REFUSED || r === UNSURE) return r;');
      lines.push(
        defaulted
          ? `    out ??= copyOf(v, keys, at);
    out[${k}] = r;`
          : '    return UNSURE;',
      );
    }
    lines.push('  }');
  });
  if (precise) lines.push('  if (seen !== keys.length) return precise(v);');
  lines.push('  if (out === undefined && at === keys.length) return v;', '  return rest(v, keys, at, out);', '};');
  // Each field's check is a constant of the function, so every call in it sees one callee.
  let make: (...args: unknown[]) => Check;
  try {
    // zod compiles its object parsers the same way (its `jitless` option off).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the body is ours: keys are JSON literals of our schemas' fields
    make = new Function('checks', 'rest', 'precise', 'isPlainRecord', 'copyOf', 'hasOwn', 'REFUSED', 'UNSURE', lines.join('\n')) as (
      ...args: unknown[]
    ) => Check;
  } catch {
    // Code generation turned off (node --disallow-code-generation-from-strings): zod parses these objects.
    throw new Unsupported();
  }
  return make(
    fields.map((f) => f.check),
    rest,
    precise,
    isPlainRecord,
    copyOf,
    Object.hasOwn,
    REFUSED,
    UNSURE,
  );
}

/** The fields not in the shape: kept (loose), refused (strict) or dropped. */
function restOfObject(
  v: Record<string, unknown>,
  keys: string[],
  at: number,
  out: Record<string, unknown> | undefined,
  known: Set<string>,
  catchall: string,
): Outcome {
  const rest = out === undefined ? keys.slice(at) : keys.filter((k) => !known.has(k));
  for (const k of rest) {
    if (k === UNSAFE_KEY) return UNSURE;
    if (catchall === 'never') return REFUSED;
  }
  if (catchall === 'strip') return out ?? (rest.length === 0 ? v : copyOf(v, keys, at));
  if (out === undefined) return v;
  for (const k of rest) out[k] = v[k];
  return out;
}

/** A new record with the first `count` of `keys` of `v`. */
function copyOf(v: Record<string, unknown>, keys: string[], count: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) copy[keys[i] as string] = v[keys[i] as string];
  return copy;
}

function isPlainRecord(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

function noChecks(checks: CheckDef[]): void {
  if (checks.length > 0) throw new Unsupported();
}

function lengthLimits(checks: CheckDef[]): (length: number) => boolean {
  let min = 0;
  let max = Infinity;
  for (const c of checks) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    else if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    else throw new Unsupported();
  }
  return (length) => length >= min && length <= max;
}

function numberRules(checks: CheckDef[], format: string | undefined): (n: number) => boolean {
  const rules: ((n: number) => boolean)[] = [];
  const formatRule = (f: string | undefined) => {
    if (f === undefined) return;
    if (f !== 'safeint') throw new Unsupported();
    rules.push((n) => Number.isSafeInteger(n));
  };
  formatRule(format);
  for (const c of checks) {
    const bound = c.value;
    if (c.check === 'number_format') formatRule(c.format);
    else if (c.check === 'greater_than' && typeof bound === 'number') rules.push(c.inclusive ? (n) => n >= bound : (n) => n > bound);
    else if (c.check === 'less_than' && typeof bound === 'number') rules.push(c.inclusive ? (n) => n <= bound : (n) => n < bound);
    else throw new Unsupported();
  }
  return (n) => rules.every((rule) => rule(n));
}

const compiled = new WeakMap<z.ZodType, Check | null>();

/**
 * The value zod's parse would give, when the fast path can vouch for it
 * (wrapped, as a valid value may be undefined); null when zod must decide.
 * Where zod's result would hold the same fields in the same order as the
 * value (most records as written), the value itself is returned rather than
 * a copy: callers hand over values they own, fresh from JSON.parse.
 */
export function fastParse<T>(schema: z.ZodType<T>, value: unknown): { value: T } | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    try {
      check = compileExact(schema);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      check = null;
    }
    compiled.set(schema, check);
  }
  if (check === null) return null;
  const r = check(value);
  return failed(r) ? null : { value: r as T };
}

/** Whether `schema` has a fast path at all (tests: the schemas it is meant for must). */
export function hasFastPath(schema: z.ZodType): boolean {
  fastParse(schema, undefined);
  return compiled.get(schema) !== null;
}

/** zod's safeParse, the fast path first: a value the fast path declines is parsed by zod, which reports its issues. */
export function parseRecord<T>(schema: z.ZodType<T>, value: unknown, params?: { reportInput?: boolean }): z.ZodSafeParseResult<T> {
  const fast = fastParse(schema, value);
  if (fast) return { success: true, data: fast.value };
  return schema.safeParse(value, params);
}
