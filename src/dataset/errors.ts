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

export class DatasetError extends Error {
  readonly issues: DatasetIssue[];
  constructor(issues: DatasetIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'DatasetError';
    this.issues = issues;
  }
}
