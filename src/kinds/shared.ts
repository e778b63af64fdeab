// Small defaults kinds share, so that a kind module says only what is its own.
import type { CaseIssue, KindCase } from './types.js';

export const noIssues = (): CaseIssue[] => [];
export const noTemplateVars = (): Record<string, unknown> => ({});

/** The expected field `name` as text, or null when the case has none. */
export function expectedText(expected: Record<string, unknown>, name: string): string | null {
  const value = expected[name];
  return typeof value === 'string' ? value : null;
}

/** What an empty text field does to a case: said in the warning. */
export const EMPTY = {
  /** An input the prompt is built from. */
  prompt: 'the model is given an empty text',
  /**
   * promptfoo's icontains, which the Python tool's LLM cases use (export.py
   * _build_tests), refuses an empty value as an error, and so does ours.
   */
  icontains: 'the icontains check refuses an empty value (promptfoo does the same under the Python tool), so this case can never pass',
  /** rag/scorer.py score_rag_case: `"" in answer` is always true. */
  contained: 'every answer contains "", so without a judge this case can never fail',
  rubric: 'the judge is given no rubric to grade by',
} as const;

/**
 * Warnings for text fields the Python tool accepts empty (its models declare
 * them `str`), e.g. `expected.ground_truth: ""`: each dotted path with what
 * the empty value does.
 */
export function emptyTextWarnings(testCase: KindCase, fields: Record<string, string>): CaseIssue[] {
  let issues: CaseIssue[] | undefined;
  // Every case line of a dataset comes through here: no entries, splits or list for a case with nothing empty.
  for (const field in fields) {
    const [part, name] = fieldPath(field);
    if (testCase[part][name] !== '') continue;
    (issues ??= []).push({ field, message: `empty: ${fields[field] as string}` });
  }
  return issues ?? [];
}

const fieldPaths = new Map<string, ['input' | 'expected', string]>();

/** `input.query` as its two parts, split once. */
function fieldPath(field: string): ['input' | 'expected', string] {
  let parts = fieldPaths.get(field);
  if (!parts) fieldPaths.set(field, (parts = field.split('.') as ['input' | 'expected', string]));
  return parts;
}
