// One flat pass over JSON text before JSON.parse, for two things the parsed
// value cannot tell: how deep the text nests (our schemas and scorers recurse,
// so a line nested thousands deep would overflow the stack; counting brackets
// in a loop cannot), and the source text of top-level numbers (JSON.parse turns
// 12345678901234567891 into 12345678901234567000, so two large ids collide).

/**
 * How deep the JSON in dataset files may nest arrays and objects. Validation
 * overflowed the stack somewhere between 800 and 1,600 levels (400 to 800
 * assert-sets within assert-sets); 128 keeps a wide margin and still allows
 * about 60 nested assert-sets, far beyond any real case. Python's json module
 * stops near 1,000 (its recursion limit).
 */
export const MAX_JSON_DEPTH = 128;

export const TOO_DEEP = `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; nest them less deeply`;

export interface JsonScan {
  /** The text nests arrays and objects deeper than the limit given. */
  tooDeep: boolean;
  /** Top-level object key -> the number's text as written, when its value is a number. */
  numbers: Map<string, string>;
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** Scans `text`; stops at the first bracket deeper than `maxDepth`. Invalid JSON is left for JSON.parse to report. */
export function scanJson(text: string, maxDepth: number): JsonScan {
  const numbers = new Map<string, string>();
  let depth = 0;
  let expectKey = false; // at depth 1: the next string is a key
  let key: string | null = null;
  let valueStart = -1; // at depth 1: where the current value's text begins
  const endValue = (end: number) => {
    if (key === null || valueStart < 0) return;
    // Most values are strings, objects or arrays: only a number's text is kept.
    let at = valueStart;
    while (at < end && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09 || text.charCodeAt(at) === 0x0a || text.charCodeAt(at) === 0x0d))
      at++;
    const first = text.charCodeAt(at);
    if (first !== 0x2d /* - */ && !(first >= 0x30 && first <= 0x39)) {
      numbers.delete(key);
      valueStart = -1;
      return;
    }
    const raw = text.slice(at, end).trim();
    if (NUMBER.test(raw)) numbers.set(key, raw);
    else numbers.delete(key);
    valueStart = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      i = closingQuote(text, i);
      if (depth === 1 && expectKey) {
        key = decodeKey(text.slice(start, i + 1));
        expectKey = false;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > maxDepth) return { tooDeep: true, numbers };
      if (depth === 1) expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      if (depth === 1) endValue(i);
      depth--;
    } else if (depth === 1 && c === 0x3a /* : */) {
      valueStart = i + 1;
    } else if (depth === 1 && c === 0x2c /* , */) {
      endValue(i);
      expectKey = true;
    }
  }
  return { tooDeep: false, numbers };
}

/**
 * Whether `text` nests arrays and objects deeper than `maxDepth`: scanJson's
 * depth alone, without the numbers, for the check every line of a dataset
 * gets before JSON.parse (the numbers are read only for an id that needs them).
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  // A text shorter than the limit cannot open more brackets than it has characters.
  if (text.length <= maxDepth) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) i = closingQuote(text, i);
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * Whether `text` (valid JSON) may write a key twice, judged without reading
 * a key: its `":` pairs against the keys of its parsed value. With no space
 * before a colon, every key is one such pair and a string holding `":` only
 * adds to them, so equal counts mean no key was written twice (JSON.parse
 * keeps one value per key); otherwise duplicateKey() reads the keys.
 */
export function mayRepeatKey(text: string, parsed: unknown): boolean {
  let pairs = 0;
  for (let at = text.indexOf('":'); at >= 0; at = text.indexOf('":', at + 2)) pairs++;
  return pairs !== keysIn(parsed) || SPACE_BEFORE_COLON.test(text);
}

const SPACE_BEFORE_COLON = /"\s+:/;

/** The keys of a parsed JSON value, all objects in it counted: fewer than its text writes when one is written twice. */
function keysIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let keys = 0;
  if (Array.isArray(value)) {
    for (const item of value) keys += keysIn(item);
    return keys;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) keys += 1 + keysIn(record[key]);
  return keys;
}

export interface DuplicateKey {
  key: string;
  /** Offset of its second appearance in the text. */
  offset: number;
}

/**
 * The first key that appears twice in one object of `text` (valid JSON),
 * anywhere in it, or null. JSON.parse keeps the last value without a word,
 * so a case written `{"expected": ..., "expected": ...}` would lose the first.
 */
export function duplicateKey(text: string): DuplicateKey | null {
  // Most objects are small: a key is looked for among the keys before it; a Set once an object has many.
  const objects: (string[] | Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      i = closingQuote(text, i);
      if (!expectKey) continue;
      expectKey = false;
      const key = keyText(text, start, i);
      const keys = objects.at(-1);
      if (Array.isArray(keys)) {
        if (keys.includes(key)) return { key, offset: start };
        keys.push(key);
        if (keys.length > 16) objects[objects.length - 1] = new Set(keys);
      } else if (keys) {
        if (keys.has(key)) return { key, offset: start };
        keys.add(key);
      }
    } else if (c === 0x7b /* { */) {
      objects.push([]);
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      objects.push(null);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      objects.pop();
    } else if (c === 0x2c /* , */) {
      expectKey = objects.at(-1) != null;
    }
  }
  return null;
}

/** The message for a duplicate key, naming it. */
export function duplicateKeyMessage(key: string): string {
  return `the key ${JSON.stringify(key)} appears twice in one object; JSON keeps only the last value, so write it once`;
}

/** The offset of `key` among the top-level object's keys in `text` (valid JSON), or null. */
export function topLevelKeyOffset(text: string, key: string): number | null {
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      i = closingQuote(text, i);
      if (expectKey && depth === 1 && keyText(text, start, i) === key) return start;
      expectKey = false;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    } else if (c === 0x2c /* , */) {
      expectKey = depth === 1;
    }
  }
  return null;
}

/** The 1-based line of `offset` in `text`. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** The index of the quote closing the string opened at `open` (text.length if none). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    // Escaped only when an odd number of backslashes precede it.
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** The key whose quotes are at `open` and `close`: decoded, or as written when it does not decode. */
function keyText(text: string, open: number, close: number): string {
  return decodeKey(text.slice(open, close + 1)) ?? text.slice(open + 1, close);
}

function decodeKey(token: string): string | null {
  // Without an escape, a key is its text between the quotes.
  if (token.length >= 2 && token.endsWith('"') && token.indexOf('\\') < 0) return token.slice(1, -1);
  try {
    return JSON.parse(token) as string;
  } catch {
    return null;
  }
}
