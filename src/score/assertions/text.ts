// Deterministic text checks, named as in promptfoo.
import type { Assertion } from '../../config/case.js';
import { boundedTest } from '../bounded-regex.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type AssertOutcome, type ValueCheck } from '../types.js';

const scalarText = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null);

// `equals ""` asks for an empty output; an empty needle, prefix or pattern
// would match every output, so those need text.
const anyText: ValueCheck = (v) => (scalarText(v) === null ? '`value` must be a string' : null);
const someText: ValueCheck = (v) => (scalarText(v) ? null : '`value` must be a non-empty string');
const textList: ValueCheck = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => (typeof x === 'string' || typeof x === 'number') && String(x) !== '')
    ? null
    : '`value` must be a non-empty list of non-empty strings';
const pattern: ValueCheck = (v) => {
  const problem = someText(v);
  if (problem) return problem;
  const source = scalarText(v) as string;
  try {
    new RegExp(source);
    return null;
  } catch (error) {
    return `invalid pattern ${quote(source)} (${(error as Error).message})`;
  }
};

/** The assertion's value once its check passes; otherwise the assertion is an error. */
function checked(assertion: Assertion, check: ValueCheck): unknown {
  const problem = check(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
  return assertion.value;
}
const expectString = (assertion: Assertion, check: ValueCheck = someText) => scalarText(checked(assertion, check)) as string;
const expectStrings = (assertion: Assertion) => (checked(assertion, textList) as unknown[]).map(String);

const verdict = (pass: boolean, reason: string): AssertOutcome => ({ pass, score: pass ? 1 : 0, reason });
const quote = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s);

function containsCheck(ignoreCase: boolean): AssertionHandler {
  return (output, assertion) => {
    const needle = expectString(assertion);
    const pass = ignoreCase ? output.toLowerCase().includes(needle.toLowerCase()) : output.includes(needle);
    return verdict(pass, pass ? `output contains ${quote(needle)}` : `output does not contain ${quote(needle)}`);
  };
}

function listCheck(mode: 'any' | 'all', ignoreCase: boolean): AssertionHandler {
  return (output, assertion) => {
    const norm = (s: string) => (ignoreCase ? s.toLowerCase() : s);
    const haystack = norm(output);
    const needles = expectStrings(assertion);
    const missing = needles.filter((n) => !haystack.includes(norm(n)));
    const pass = mode === 'all' ? missing.length === 0 : missing.length < needles.length;
    const reason =
      mode === 'all'
        ? pass
          ? 'output contains every value'
          : `output lacks ${missing.map(quote).join(', ')}`
        : pass
          ? 'output contains at least one value'
          : 'output contains none of the values';
    return verdict(pass, reason);
  };
}

const textAssertions: Record<string, AssertionHandler> = {
  contains: containsCheck(false),
  icontains: containsCheck(true),
  'contains-any': listCheck('any', false),
  'contains-all': listCheck('all', false),
  'icontains-any': listCheck('any', true),
  'icontains-all': listCheck('all', true),
  equals: (output, assertion) => {
    const expected = expectString(assertion, anyText);
    const pass = output === expected;
    return verdict(pass, pass ? 'output equals the expected value' : `output differs from ${quote(expected)}`);
  },
  'starts-with': (output, assertion) => {
    const prefix = expectString(assertion);
    const pass = output.startsWith(prefix);
    return verdict(pass, pass ? `output starts with ${quote(prefix)}` : `output does not start with ${quote(prefix)}`);
  },
  regex: async (output, assertion, context) => {
    const source = expectString(assertion, pattern);
    const re = new RegExp(source);
    const pass = await boundedTest(re, output, context.signal ? { signal: context.signal } : {});
    return verdict(pass, pass ? `output matches /${source}/` : `output does not match /${source}/`);
  },
};

/** Each text assertion's check of its `value`, the same its handler applies. */
const textValueChecks: Record<string, ValueCheck> = {
  contains: someText,
  icontains: someText,
  'contains-any': textList,
  'contains-all': textList,
  'icontains-any': textList,
  'icontains-all': textList,
  equals: anyText,
  'starts-with': someText,
  regex: pattern,
};

export const textFamily: AssertionFamily = { handlers: textAssertions, valueChecks: textValueChecks };
