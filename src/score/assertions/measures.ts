// word-count and levenshtein, as promptfoo 0.121.20 decides them
// (src/assertions/wordCount.ts, src/assertions/levenshtein.ts).
import { distance } from 'fastest-levenshtein';
import type { Assertion } from '../../config/index.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { binaryVerdict, isInverse, isTemplate } from './promptfoo.js';

function checked(assertion: Assertion, check: ValueCheck): void {
  const problem = check(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
}

// --- word-count ---

/** Words as promptfoo counts them: runs of non-whitespace. */
export const countWords = (text: string): number =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0).length;

type Bounds = { min?: number; max?: number };
const isBounds = (value: unknown): value is Bounds => typeof value === 'object' && value !== null && !Array.isArray(value);

// promptfoo compares the bounds as JavaScript does, whatever their type; so does this.
const wordCountValue: ValueCheck = (value) => {
  if (value === undefined || value === null) return '`value` must be a word count, or an object with `min` and/or `max`';
  if (isBounds(value)) {
    if (value.min === undefined && value.max === undefined) return '`value` must have `min` and/or `max`';
    if (value.min !== undefined && value.max !== undefined && !(value.min <= value.max))
      return `\`value.min\` (${String(value.min)}) must not exceed \`value.max\` (${String(value.max)})`;
    return null;
  }
  if (typeof value === 'number' || (typeof value === 'string' && (isTemplate(value) || !Number.isNaN(Number(value))))) return null;
  return '`value` must be a number, or an object with `min` and/or `max`';
};

const wordCount: AssertionHandler = async (output, assertion) => {
  checked(assertion, wordCountValue);
  const value = assertion.value;
  const inverse = isInverse(assertion);
  const count = countWords(output);
  if (isBounds(value)) {
    const { min, max } = value;
    if (min !== undefined && max !== undefined) {
      const pass = (count >= min && count <= max) !== inverse;
      return binaryVerdict(
        assertion,
        pass,
        inverse
          ? `Expected word count to not be between ${min} and ${max}, but got ${count}`
          : `Word count ${count} is not between ${min} and ${max}`,
      );
    }
    if (min === undefined) {
      const pass = count <= (max as number) !== inverse;
      return binaryVerdict(
        assertion,
        pass,
        inverse
          ? `Expected word count to be greater than ${String(max)}, but got ${count}`
          : `Word count ${count} is greater than maximum ${String(max)}`,
      );
    }
    const pass = count >= min !== inverse;
    return binaryVerdict(
      assertion,
      pass,
      inverse ? `Expected word count to be less than ${min}, but got ${count}` : `Word count ${count} is less than minimum ${min}`,
    );
  }
  const expected = Number(value);
  const pass = (count === expected) !== inverse;
  return binaryVerdict(
    assertion,
    pass,
    inverse ? `Expected word count to not equal ${expected}, but got ${count}` : `Word count ${count} does not equal expected ${expected}`,
  );
};

// --- levenshtein ---

/** promptfoo's largest edit distance that passes, when the assertion gives no `threshold`. */
export const LEVENSHTEIN_DEFAULT_THRESHOLD = 5;

const levenshteinValue: ValueCheck = (value) => (typeof value === 'string' ? null : '`value` must be the expected text (a string)');

const levenshtein: AssertionHandler = async (output, assertion) => {
  checked(assertion, levenshteinValue);
  const expected = assertion.value as string;
  const edits = distance(output, expected);
  const threshold = assertion.threshold ?? LEVENSHTEIN_DEFAULT_THRESHOLD;
  const inverse = isInverse(assertion);
  const pass = edits <= threshold !== inverse;
  return binaryVerdict(
    assertion,
    pass,
    `Levenshtein distance ${edits} is ${inverse ? 'less than or equal to' : 'greater than'} threshold ${threshold}`,
  );
};

export const measuresFamily: AssertionFamily = {
  handlers: { 'word-count': wordCount, levenshtein },
  valueChecks: { 'word-count': wordCountValue, levenshtein: levenshteinValue },
};
