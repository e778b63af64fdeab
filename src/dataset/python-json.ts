// The Python supereval CLI keys LLM cases by the first 16 hex digits of
// sha256(json.dumps(vars, sort_keys=True, ensure_ascii=False)). Python's
// separators (", " and ": ") and float formatting differ from JSON.stringify,
// so this reproduces json.dumps byte for byte for JSON-parsed values.
import { createHash } from 'node:crypto';

export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort(compareCodePoints)
      .map((k) => `${JSON.stringify(k)}: ${pythonJsonDumps((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(', ')}}`;
  }
  throw new TypeError(`cannot serialise a ${typeof value}`);
}

/** The Python tool's case key: 16 hex digits of sha256 over Python's json.dumps. */
export function superevalCaseKey(vars: unknown): string {
  return createHash('sha256').update(pythonJsonDumps(vars), 'utf8').digest('hex').slice(0, 16);
}

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

// Integers print as integers (Python ints). Other numbers follow Python's float
// repr: the shortest round-trip digits (the same as JavaScript's), in exponent
// form when the exponent is below -4 or at least 16. A float written with an
// integral value ("1.0") cannot be told from an int after JSON.parse, so it
// prints as "1" where Python prints "1.0": a known, documented difference.
function pythonNumber(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(n)) return BigInt(n).toString();
  const [mantissa, expPart] = n.toExponential().split('e') as [string, string];
  const exp = Number(expPart);
  if (exp < -4 || exp >= 16) {
    const sign = exp < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  return String(n);
}
