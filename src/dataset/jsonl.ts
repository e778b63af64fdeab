// JSON Lines with line numbers kept, so every later error can point at its line.
import type { DatasetIssue } from '../base/index.js';
import { duplicateKey, duplicateKeyMessage, MAX_JSON_DEPTH, mayRepeatKey, nestsDeeperThan, scanJson, TOO_DEEP } from './json-scan.js';

export interface JsonlRecord {
  line: number;
  value: unknown;
  /** A top-level key's number as written in the source (see numberId); read from the text only when asked. */
  numberText: (key: string) => string | undefined;
}

/** numberText for a record's source text: scanned on the first call, once. */
export function numberTextOf(source: string): (key: string) => string | undefined {
  let numbers: Map<string, string> | undefined;
  return (key) => (numbers ??= scanJson(source, MAX_JSON_DEPTH).numbers).get(key);
}

export function parseJsonl(text: string, file: string): { records: JsonlRecord[]; issues: DatasetIssue[] } {
  const records: JsonlRecord[] = [];
  const issues: DatasetIssue[] = [];
  // A leading byte order mark is not part of the first line (sliced off: a regex replace copied the whole text).
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r?\n/);
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    // Before JSON.parse: what a line holds is later validated recursively.
    if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
      issues.push({ file, line, field: '(json)', message: TOO_DEEP });
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      issues.push({ file, line, field: '(json)', message: `invalid JSON: ${(error as Error).message}` });
      return;
    }
    const duplicate = mayRepeatKey(raw, value) ? duplicateKey(raw) : null;
    if (duplicate) issues.push({ file, line, field: '(json)', message: duplicateKeyMessage(duplicate.key) });
    else records.push({ line, value, numberText: numberTextOf(raw) });
  });
  return { records, issues };
}

/**
 * A record's id (or another id-like field: `cluster`) as text. JSON.parse rounds integers beyond 2^53, so
 * 12345678901234567890 and ...891 would both read 12345678901234567000; such an
 * id keeps the text it was written with (as Python's int does). Other ids read
 * as before (`2.50` is "2.5"), so ids already in baselines do not change.
 */
export function numberId(id: string | number, numberText: JsonlRecord['numberText'], field = 'id'): string {
  if (typeof id === 'string') return id;
  if (Number.isSafeInteger(id)) return String(id);
  const text = numberText(field);
  return text !== undefined && /^-?\d+$/.test(text) ? text : String(id);
}
