// The Python supereval CLI keys LLM cases by the first 16 hex digits of
// sha256(json.dumps(vars, sort_keys=True, ensure_ascii=False)). Python's
// separators (", " and ": ") and float formatting differ from JSON.stringify,
// so this reproduces json.dumps byte for byte for JSON-parsed values.
import crypto from 'node:crypto';

export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    // Built in a loop (a case's key hashes its vars: once per case of a dataset).
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length > 1) keys.sort(compareCodePoints);
    let text = '{';
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      text += `${i > 0 ? ', ' : ''}${keyText(k)}: ${pythonJsonDumps(record[k])}`;
    }
    return `${text}}`;
  }
  throw new TypeError(`cannot serialise a ${typeof value}`);
}

// The same few keys recur in every case of a dataset (`query`, `context`):
// their JSON text is kept rather than made again, for a bounded number of keys.
const keyTexts = new Map<string, string>();
const MAX_KEY_TEXTS = 1024;

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    if (keyTexts.size < MAX_KEY_TEXTS) keyTexts.set(key, text);
  }
  return text;
}

/** The Python tool's case key: 16 hex digits of sha256 over Python's json.dumps. */
export function superevalCaseKey(vars: unknown): string {
  return sha256Hex(pythonJsonDumps(vars)).slice(0, 16);
}

// crypto.hash (node 20.12+) hashes a short text without a Hash object: a
// half the cost of createHash for the 100,000 keys of a big dataset (about 0.5 against 1.1 µs a key).
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
const sha256Hex = oneShot
  ? (text: string): string => oneShot('sha256', text, 'hex')
  : (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

// Python sorts str keys by code point; JS's default sort compares UTF-16 units.
function compareCodePoints(a: string, b: string): number {
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done || y.done) return x.done === y.done ? 0 : x.done ? -1 : 1;
    const d = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
}

/** Where a JSON value sits: the keys and indices from the top. */
export type JsonPath = readonly (string | number)[];

/**
 * Python's `json.dumps(value, indent=2)` (the Python tool's baseline writers,
 * e.g. baseline.py save_baseline): keys in their order, ensure_ascii's `\uXXXX`
 * for every character outside printable ASCII. A parsed number cannot say
 * whether Python held it as a float, so `isFloat` names the places that do:
 * there an integral value prints as `1.0`.
 */
export function pythonJsonIndented(value: unknown, isFloat: (path: JsonPath) => boolean, path: JsonPath = [], depth = 0): string {
  if (typeof value === 'number' && isFloat(path)) return pythonFloat(value);
  if (typeof value === 'string') return asciiString(value);
  if (value === null || typeof value !== 'object') return pythonJsonDumps(value);
  const inner = '  '.repeat(depth + 1);
  const outer = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v, i) => `${inner}${pythonJsonIndented(v, isFloat, [...path, i], depth + 1)}`);
    return `[\n${items.join(',\n')}\n${outer}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const items = entries.map(([k, v]) => `${inner}${asciiString(k)}: ${pythonJsonIndented(v, isFloat, [...path, k], depth + 1)}`);
  return `{\n${items.join(',\n')}\n${outer}}`;
}

const SHORT_ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

// json.dumps with ensure_ascii: `"` and `\` and the five short escapes, and
// every UTF-16 unit outside " ".."~" as \uXXXX (lowercase hex).
function asciiString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const code = text.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== undefined) out += short;
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** Python's repr of a float: `1.0`, `0.25`, `1e-05`, `1e+16`. */
export function pythonFloat(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e16) return `${n === 0 && Object.is(n, -0) ? '-0' : String(n)}.0`;
  return Number.isInteger(n) ? floatRepr(n) : pythonNumber(n);
}

// Integers print as integers (Python ints). Other numbers follow Python's float
// repr: the shortest round-trip digits (the same as JavaScript's), in exponent
// form when the exponent is below -4 or at least 16. A float written with an
// integral value ("1.0") cannot be told from an int after JSON.parse, so it
// prints as "1" where Python prints "1.0": a known, documented difference.
function pythonNumber(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(n)) return BigInt(n).toString();
  return floatRepr(n);
}

function floatRepr(n: number): string {
  const [mantissa, expPart] = n.toExponential().split('e') as [string, string];
  const exp = Number(expPart);
  if (exp < -4 || exp >= 16) {
    const sign = exp < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  return String(n);
}
