// Python's value semantics where the Python supereval tool's verdicts and
// messages depend on them: `==` on JSON values, `str.strip()`, `repr()` and
// `format(x, '.2f')`. Pure functions over JSON-shaped values.

// str.isspace(): bidirectional class WS, B or S, or category Zs (the same
// characters as re's \s for str patterns).
const PY_SPACE =
  /^[\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** str.strip() with no argument: Python's whitespace, which is not JavaScript's (\x1c-\x1f and \x85 yes, \ufeff no). */
export function pyStrip(text: string): string {
  return text.replace(PY_SPACE, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** bool is an int in Python: True == 1 == 1.0. */
function asPyNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

/**
 * Python `a == b` on values parsed from JSON: numbers and booleans compare as
 * numbers (True == 1, 1 == 1.0), "1" != 1, None equals only None, lists
 * element-wise, dicts by their key sets and values (key order irrelevant).
 * `undefined` is a missing key, read as dict.get() reads it: None.
 */
export function pyEquals(a: unknown, b: unknown): boolean {
  const x = a === undefined ? null : a;
  const y = b === undefined ? null : b;
  if (x === null || y === null) return x === y;
  const nx = asPyNumber(x);
  const ny = asPyNumber(y);
  if (nx !== undefined || ny !== undefined) return nx === ny;
  if (typeof x === 'string' || typeof y === 'string') return x === y;
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((item, i) => pyEquals(item, y[i]));
  }
  if (isPlainObject(x) && isPlainObject(y)) {
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && pyEquals(x[k], y[k]));
  }
  return false;
}

// str.isprintable() is false for these categories (the space aside).
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** repr(str): single quotes unless the text has ' and no ", Python's escapes. */
export function pyReprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp < 0x7f || ch === ' ' || !NON_PRINTABLE.test(ch)) out += ch;
    else if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return out + quote;
}

/**
 * repr(float): the shortest round-trip digits, in exponent form below 1e-4
 * and from 1e16 up. JSON loses the int/float distinction, so a whole number
 * below 1e16 is written as the int Python most likely read (`1`, not `1.0`).
 */
export function pyReprNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  // From 1e16 up JSON writes a Python float as 1e+16; an int that large has lost its digits here anyway.
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  const [mantissa = '', expText = '0'] = value.toExponential().split('e');
  const exp = Number(expText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  let body: string;
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0] ?? ''}.${digits.slice(1)}` : digits;
    body = `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  } else if (exp < 0) {
    body = `0.${'0'.repeat(-exp - 1)}${digits}`;
  } else {
    const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
    const frac = digits.slice(exp + 1);
    body = `${whole}.${frac === '' ? '0' : frac}`;
  }
  return negative ? `-${body}` : body;
}

/** repr() of a value parsed from JSON, as the Python tool writes it into a message. */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pyReprNumber(value);
  if (typeof value === 'string') return pyReprString(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyReprString(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  // Not a JSON value (a bigint, a function): nothing Python would have read.
  return typeof value === 'bigint' ? value.toString() : 'None';
}

/**
 * format(x, '.Nf'): rounds the exact binary value like toFixed, except that
 * an exact tie goes to the even digit (0.125 -> '0.12', where toFixed gives '0.13').
 */
export function pyFixed(value: number, digits: number): string {
  const plain = value.toFixed(digits);
  const exact = Math.abs(value).toFixed(Math.min(100, digits + 30));
  const dot = exact.indexOf('.');
  const tail = exact.slice(dot + 1 + digits);
  if (!/^50*$/.test(tail)) return plain;
  // A tie: toFixed rounded away from zero; take the even neighbour instead.
  const scaled = exact.slice(0, dot) + exact.slice(dot + 1, dot + 1 + digits);
  const down = BigInt(scaled);
  const chosen = down % 2n === 0n ? down : down + 1n;
  const text = chosen.toString().padStart(digits + 1, '0');
  const formatted = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return value < 0 ? `-${formatted}` : formatted;
}
