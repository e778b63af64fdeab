// JSON Lines with line numbers kept, so every later error can point at its line.
import type { DatasetIssue } from './errors.js';

export interface JsonlRecord {
  line: number;
  value: unknown;
}

export function parseJsonl(text: string, file: string): { records: JsonlRecord[]; issues: DatasetIssue[] } {
  const records: JsonlRecord[] = [];
  const issues: DatasetIssue[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    try {
      records.push({ line, value: JSON.parse(raw) });
    } catch (error) {
      issues.push({ file, line, field: '(json)', message: `invalid JSON: ${(error as Error).message}` });
    }
  });
  return { records, issues };
}
