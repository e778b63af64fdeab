// Small defaults kinds share, so that a kind module says only what is its own.
import type { CaseIssue, KindCase } from './types.js';

export const noIssues = (): CaseIssue[] => [];
export const noTemplateVars = (): Record<string, unknown> => ({});

/** The expected field `name` as text, or null when the case has none. */
export function expectedText(expected: Record<string, unknown>, name: string): string | null {
  const value = expected[name];
  return typeof value === 'string' ? value : null;
}

// What an empty text field does to a case, by where it sits: an empty expected
// text is contained in every output, so a contains check on it can never fail.
const EMPTY_CONSEQUENCE: Record<string, string> = {
  'expected.ground_truth': 'every output contains "", so the contains check can never fail this case',
  'expected.label': 'every output contains "", so this case can never fail',
  'expected.rubric': 'the judge is given no rubric to grade by',
};

/**
 * Warnings for text fields the Python tool accepts empty (its models declare
 * them `str`), e.g. `expected.ground_truth: ""`: `fields` are dotted paths.
 */
export function emptyTextWarnings(testCase: KindCase, fields: readonly string[]): CaseIssue[] {
  const issues: CaseIssue[] = [];
  for (const field of fields) {
    const [part, name] = field.split('.') as ['input' | 'expected', string];
    if (testCase[part][name] !== '') continue;
    issues.push({ field, message: `empty: ${EMPTY_CONSEQUENCE[field] ?? 'the model is given an empty text'}` });
  }
  return issues;
}
