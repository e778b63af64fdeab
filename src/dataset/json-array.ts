// A JSON array of records (EvalBench's items file) read as JSON Lines are:
// each element with the line it starts on, so errors can point at it.
import type { DatasetIssue } from '../base/index.js';
import { numberTextOf, type JsonlRecord } from './jsonl.js';
import { duplicateKey, duplicateKeyMessage, lineOfOffset, MAX_JSON_DEPTH, scanJson, TOO_DEEP } from './json-scan.js';

/** The offsets where each top-level element of a JSON array starts and ends (the text is valid JSON). */
function elementSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let start = -1;
  const close = (end: number) => {
    if (start >= 0) spans.push([start, end]);
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (depth === 1 && start < 0 && !/\s|,|\]/.test(c)) start = i;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (depth === 1) close(i);
      depth--;
    } else if (c === ',' && depth === 1) close(i);
  }
  return spans;
}

/** Parses an array of records; each keeps its element's first line. */
export function parseJsonArray(text: string, file: string): { records: JsonlRecord[]; issues: DatasetIssue[] } {
  const source = text.replace(/^\uFEFF/, '');
  if (scanJson(source, MAX_JSON_DEPTH).tooDeep) return { records: [], issues: [{ file, field: '(json)', message: TOO_DEEP }] };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    return { records: [], issues: [{ file, field: '(json)', message: `invalid JSON: ${(error as Error).message}` }] };
  }
  const duplicate = duplicateKey(source);
  if (duplicate) {
    return {
      records: [],
      issues: [{ file, line: lineOfOffset(source, duplicate.offset), field: '(json)', message: duplicateKeyMessage(duplicate.key) }],
    };
  }
  if (!Array.isArray(value)) {
    return { records: [], issues: [{ file, field: '(root)', message: 'expected an array of evaluation items, one object each' }] };
  }
  const spans = elementSpans(source);
  // Spans come in order: count newlines once, up to each element's start.
  let line = 1;
  let at = 0;
  const lineAt = (offset: number) => {
    for (; at < offset; at++) if (source.charCodeAt(at) === 10) line++;
    return line;
  };
  const records = value.map((item: unknown, index) => {
    const [start, end] = spans[index] ?? [0, 0];
    return { line: lineAt(start), value: item, numberText: numberTextOf(source.slice(start, end)) };
  });
  return { records, issues: [] };
}
