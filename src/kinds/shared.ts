// Small defaults kinds share, so that a kind module says only what is its own.
import type { CaseIssue } from './types.js';

export const noIssues = (): CaseIssue[] => [];
export const noTemplateVars = (): Record<string, unknown> => ({});

/** The expected field `name` as text, or null when the case has none. */
export function expectedText(expected: Record<string, unknown>, name: string): string | null {
  const value = expected[name];
  return typeof value === 'string' ? value : null;
}
