// One error type for everything wrong with a user's files: it carries every
// problem found (not only the first), each naming the file, the line and the field.

export interface DatasetIssue {
  file: string;
  /** 1-based line in a JSONL file; absent for whole-file JSON. */
  line?: number;
  /** Dotted path of the field, or a pseudo-field such as `(json)` or `(file)`. */
  field: string;
  message: string;
}

export function formatIssue(issue: DatasetIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  return `${where}: ${issue.field}: ${issue.message}`;
}

/**
 * Most problems (or warnings) a log lists one by one. A file of 100,000 lines
 * with the same mistake on each is one mistake: the first lines say it, and
 * 100,000 log lines (annotations, in the action) would bury everything else.
 */
export const MAX_LISTED_ISSUES = 100;

/** The issues a log lists, as lines, then `more(n)` for the n left out. */
export function listedIssues(issues: readonly DatasetIssue[], format: (issue: DatasetIssue) => string, more: (n: number) => string): string[] {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map(format);
  if (issues.length > MAX_LISTED_ISSUES) lines.push(more(issues.length - MAX_LISTED_ISSUES));
  return lines;
}

/** The line after the problems a log lists. */
export const moreProblems = (n: number): string =>
  `…and ${n} more ${n === 1 ? 'problem' : 'problems'}, not listed: fix the ones above and run again to see what is left`;

/** The line after the warnings a log lists (the results JSON of a dataset that runs keeps every one). */
export const moreWarnings = (n: number): string => `…and ${n} more ${n === 1 ? 'warning' : 'warnings'}, not listed (a results JSON lists every one)`;

export class DatasetError extends Error {
  readonly issues: DatasetIssue[];
  /** What else was found on the way (an unknown field), said with the problems rather than hidden by them. */
  readonly warnings: DatasetIssue[];
  constructor(issues: DatasetIssue[], warnings: DatasetIssue[] = []) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'DatasetError';
    this.issues = issues;
    this.warnings = warnings;
  }
}

/** A failure as a result's error text: its message, after its code when the message does not name it. */
export function describeError(error: unknown): string {
  const e = error as Error & { code?: string };
  return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
}
