// Deterministic text checks, named as in promptfoo.
import type { Assertion } from '../../config/schemas.js';
import { boundedTest } from '../bounded-regex.js';
import { AssertionConfigError, type AssertionHandler, type AssertOutcome } from '../types.js';

function expectString(assertion: Assertion): string {
  const v = assertion.value;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new AssertionConfigError(`${assertion.type}: \`value\` must be a string`);
}

function expectStrings(assertion: Assertion): string[] {
  const v = assertion.value;
  if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' || typeof x === 'number')) {
    return v.map(String);
  }
  throw new AssertionConfigError(`${assertion.type}: \`value\` must be a non-empty list of strings`);
}

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
        ? pass ? 'output contains every value' : `output lacks ${missing.map(quote).join(', ')}`
        : pass ? 'output contains at least one value' : 'output contains none of the values';
    return verdict(pass, reason);
  };
}

export const textAssertions: Record<string, AssertionHandler> = {
  contains: containsCheck(false),
  icontains: containsCheck(true),
  'contains-any': listCheck('any', false),
  'contains-all': listCheck('all', false),
  'icontains-any': listCheck('any', true),
  'icontains-all': listCheck('all', true),
  equals: (output, assertion) => {
    const expected = expectString(assertion);
    const pass = output === expected;
    return verdict(pass, pass ? 'output equals the expected value' : `output differs from ${quote(expected)}`);
  },
  'starts-with': (output, assertion) => {
    const prefix = expectString(assertion);
    const pass = output.startsWith(prefix);
    return verdict(pass, pass ? `output starts with ${quote(prefix)}` : `output does not start with ${quote(prefix)}`);
  },
  regex: async (output, assertion, context) => {
    const source = expectString(assertion);
    let re: RegExp;
    try {
      re = new RegExp(source);
    } catch (error) {
      throw new AssertionConfigError(`regex: invalid pattern ${quote(source)}: ${(error as Error).message}`);
    }
    const pass = await boundedTest(re, output, context.signal ? { signal: context.signal } : {});
    return verdict(pass, pass ? `output matches /${source}/` : `output does not match /${source}/`);
  },
};
