// Deterministic text checks, named and ruled as in promptfoo 0.121
// (src/assertions/contains.ts, equals.ts, startsWith.ts, regex.ts): which
// values each type takes, how a list given as text is split, and how an
// object is compared. A value a type cannot use is an error, as promptfoo's
// invariants make it; the same checks run when the dataset loads.
import { isDeepStrictEqual } from 'node:util';
import { boundedTest, regexBounds } from '../sandbox/bounded-regex.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type AssertOutcome, type ValueCheck } from '../types.js';

// promptfoo's isContainsValue: a non-empty string or a number (an empty
// needle would match every output).
const needle: ValueCheck = (v) =>
  (typeof v === 'string' && v !== '') || (typeof v === 'number' && !Number.isNaN(v)) ? null : '`value` must be a non-empty string or a number';
// starts-with and regex take only a non-empty string.
const someString: ValueCheck = (v) => (typeof v === 'string' && v !== '' ? null : '`value` must be a non-empty string');
// The -any/-all types take a list, or text they split at commas; an empty list
// is allowed (promptfoo: -any fails on it, -all passes).
const list: ValueCheck = (v) => (Array.isArray(v) || (typeof v === 'string' && v !== '') ? null : '`value` must be a list, or comma-separated text');
// equals compares with any value; a missing one is refused here (promptfoo
// would compare the output with the text "undefined").
const present: ValueCheck = (v) => (v === undefined ? '`value` is required' : null);

/** A `regex` pattern that does not compile: a warning when the dataset loads, a failed assertion when it runs. */
export function invalidPattern(v: unknown): string | null {
  if (typeof v !== 'string' || v === '') return null;
  try {
    new RegExp(v);
    return null;
  } catch (error) {
    return `invalid pattern ${quote(v)} (${(error as Error).message}); the assertion will fail`;
  }
}

function checked(value: unknown, check: ValueCheck): unknown {
  const problem = check(value);
  if (problem) throw new AssertionConfigError(problem);
  return value;
}

const verdict = (pass: boolean, reason: string): AssertOutcome => ({ pass, score: pass ? 1 : 0, reason });
const quote = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s);

function containsCheck(ignoreCase: boolean): AssertionHandler {
  return async (output, assertion) => {
    const value = checked(assertion.value, needle) as string | number;
    const text = String(value);
    const pass = ignoreCase ? output.toLowerCase().includes(text.toLowerCase()) : output.includes(text);
    return verdict(pass, pass ? `output contains ${quote(text)}` : `output does not contain ${quote(text)}`);
  };
}

/**
 * The items of a -any/-all value: a list as written (each item as text), or
 * text split as promptfoo's parseCommaSeparatedValues splits it: at commas,
 * trimmed, empty fields dropped, and a field in double quotes may hold commas
 * (a quote inside one is written `\"` or `""`).
 */
export function listItems(value: unknown): string[] {
  const items = checked(value, list);
  return typeof items === 'string' ? splitCommas(items) : (items as unknown[]).map(String);
}

function splitCommas(text: string): string[] {
  const fields: string[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text.charAt(i))) i++;
  };
  while (i < text.length) {
    skipSpace();
    while (text[i] === ',') {
      i++;
      skipSpace();
    }
    if (i >= text.length) break;
    if (text[i] !== '"') {
      const start = i;
      while (i < text.length && text[i] !== ',') i++;
      fields.push(text.slice(start, i).trim());
      continue;
    }
    let field = '';
    let closed = false;
    for (i++; i < text.length && !closed;) {
      const c = text.charAt(i);
      const next = text.charAt(i + 1);
      if ((c === '\\' && (next === '"' || next === '\\')) || (c === '"' && next === '"')) {
        field += next;
        i += 2;
      } else if (c === '"') {
        closed = true;
        i++;
      } else {
        field += c;
        i++;
      }
    }
    if (!closed) throw new AssertionConfigError('`value` has a quoted item without its closing quote');
    fields.push(field);
    skipSpace();
    if (i < text.length && text[i] !== ',') throw new AssertionConfigError('`value` needs a comma after a quoted item');
  }
  return fields;
}

function listCheck(mode: 'any' | 'all', ignoreCase: boolean): AssertionHandler {
  return async (output, assertion) => {
    const norm = (s: string) => (ignoreCase ? s.toLowerCase() : s);
    const haystack = norm(output);
    const needles = listItems(assertion.value);
    const missing = needles.filter((n) => !haystack.includes(norm(n)));
    const pass = mode === 'all' ? missing.length === 0 : missing.length < needles.length;
    const reason =
      mode === 'all'
        ? pass
          ? 'output contains every value'
          : `output lacks ${missing.map(quote).join(', ')}`
        : pass
          ? 'output contains at least one value'
          : needles.length === 0
            ? 'the list of values is empty'
            : 'output contains none of the values';
    return verdict(pass, reason);
  };
}

// promptfoo's handleEquals: an object or list (or null) is compared with the
// output read as JSON, deeply and strictly (an output that is not JSON differs);
// anything else is compared as text.
const equals: AssertionHandler = async (output, assertion) => {
  const expected = checked(assertion.value, present);
  if (typeof expected === 'object') {
    let actual: unknown;
    let parsed = true;
    try {
      actual = JSON.parse(output);
    } catch {
      parsed = false;
    }
    const pass = parsed && isDeepStrictEqual(expected, actual);
    const shown = quote(JSON.stringify(expected));
    return verdict(
      pass,
      pass ? 'output equals the expected JSON' : parsed ? `output's JSON differs from ${shown}` : `output is not JSON, expected ${shown}`,
    );
  }
  const scalar = expected as string | number | boolean;
  const text = String(scalar);
  const pass = output === text;
  return verdict(pass, pass ? 'output equals the expected value' : `output differs from ${quote(text)}`);
};

const textAssertions: Record<string, AssertionHandler> = {
  contains: containsCheck(false),
  icontains: containsCheck(true),
  'contains-any': listCheck('any', false),
  'contains-all': listCheck('all', false),
  'icontains-any': listCheck('any', true),
  'icontains-all': listCheck('all', true),
  equals,
  'starts-with': async (output, assertion) => {
    const prefix = checked(assertion.value, someString) as string;
    const pass = output.startsWith(prefix);
    return verdict(pass, pass ? `output starts with ${quote(prefix)}` : `output does not start with ${quote(prefix)}`);
  },
  // promptfoo's handleRegex: a pattern that does not compile fails the
  // assertion, `not-regex` too (the verdict is final, not inverted).
  regex: async (output, assertion, context) => {
    const source = checked(assertion.value, someString) as string;
    const problem = invalidPattern(source);
    if (problem) return { pass: false, score: 0, reason: problem.replace(/; the assertion will fail$/, ''), negated: true };
    const pass = await boundedTest(new RegExp(source), output, regexBounds(context));
    return verdict(pass, pass ? `output matches /${source}/` : `output does not match /${source}/`);
  },
};

/** Each text assertion's check of its `value`, the same its handler applies. */
const textValueChecks: Record<string, ValueCheck> = {
  contains: needle,
  icontains: needle,
  'contains-any': list,
  'contains-all': list,
  'icontains-any': list,
  'icontains-all': list,
  equals: present,
  'starts-with': someString,
  regex: someString,
};

export const textFamily: AssertionFamily = { handlers: textAssertions, valueChecks: textValueChecks };
