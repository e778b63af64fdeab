// CSV test files as promptfoo 0.121.20 reads them (src/csv.ts,
// testCaseFromCsvRow and assertionFromString; src/util/testCaseReader.ts,
// parseCsvRows): csv-parse with a header row, each other column a var,
// except the `__` columns.
import { parse } from 'csv-parse/sync';
import type { DatasetIssue } from '../../base/index.js';
import type { Assertion } from '../../config/index.js';
import type { LocatedTest, RawTest, ReadContext } from './context.js';

// promptfoo's BaseAssertionTypesSchema, in its order: the regex tries them as written.
const BASE_TYPES =
  'agent-rubric|answer-relevance|bleu|classifier|contains|contains-all|contains-any|contains-html|contains-json|contains-sql|contains-xml|context-faithfulness|context-recall|context-relevance|conversation-relevance|cost|equals|factuality|finish-reason|g-eval|gleu|guardrails|icontains|icontains-all|icontains-any|is-html|is-json|is-refusal|is-sql|is-valid-function-call|is-valid-openai-function-call|is-valid-openai-tools-call|is-xml|javascript|latency|levenshtein|llm-rubric|pi|meteor|model-graded-closedqa|model-graded-factuality|moderation|perplexity|perplexity-score|python|regex|rouge-n|ruby|similar|similar:cosine|similar:dot|similar:euclidean|starts-with|tool-call-f1|skill-used|trajectory:goal-success|trajectory:tool-args-match|trajectory:step-count|trajectory:tool-sequence|trajectory:tool-used|trace-error-spans|trace-span-count|trace-span-duration|search-rubric|webhook|word-count';
const ASSERTION = new RegExp(`^(not-)?(${BASE_TYPES})(?:\\((\\d+(?:\\.\\d+)?)\\))?(?::([\\s\\S]*))?$`);
const LIST_TYPES = new Set(['contains-all', 'contains-any', 'icontains-all', 'icontains-any']);
const THRESHOLD_TYPES = new Set(
  'answer-relevance classifier context-faithfulness context-recall context-relevance cost latency levenshtein perplexity-score perplexity rouge-n similar starts-with'.split(
    ' ',
  ),
);

/** A finite number written whole (`0.5`, `-1e3`), else undefined: promptfoo's parseFiniteNumber. */
export function parseFiniteNumber(value: string | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** An `__expected` cell as an assertion: promptfoo's mini-syntax, a plain value meaning equals. */
export function assertionFromString(expected: string): Assertion {
  const jsPrefix = ['javascript:', 'fn:', 'eval:'].find((prefix) => expected.startsWith(prefix));
  if (jsPrefix !== undefined || (expected.startsWith('file://') && /\.(js|cjs|mjs|ts|cts|mts)$/i.test(expected.slice(7)))) {
    return { type: 'javascript', value: expected.slice(jsPrefix?.length ?? 0).trim() };
  }
  if (expected.startsWith('grade:') || expected.startsWith('llm-rubric:')) {
    return { type: 'llm-rubric', value: expected.slice(expected.startsWith('grade:') ? 6 : 11) };
  }
  if (expected.startsWith('python:') || (expected.startsWith('file://') && (expected.endsWith('.py') || expected.includes('.py:')))) {
    // promptfoo slices 7 characters off both forms, so a file:// value loses its prefix.
    return { type: 'python', value: expected.slice(7).trim() };
  }
  const match = ASSERTION.exec(expected);
  if (!match) return { type: 'equals', value: expected };
  const [, not, type = '', thresholdText, value] = match;
  const fullType = not ? `not-${type}` : type;
  if (LIST_TYPES.has(type)) return { type: fullType, value: value ? splitList(value) : value };
  if (type === 'contains-json' || type === 'is-json') return { type: fullType, value };
  const threshold = parseFiniteNumber(thresholdText);
  if (THRESHOLD_TYPES.has(type)) return { type: fullType, value: value?.trim(), threshold: threshold ?? (type === 'similar' ? 0.8 : 0.75) };
  return { type: fullType, value: value?.trim() };
}

/** `a, "b,c", d` as its fields: promptfoo's parseCommaSeparatedAssertionValues. */
function splitList(value: string): string[] {
  const fields: string[] = [];
  let i = 0;
  const skipSpace = (at: number) => {
    while (at < value.length && /\s/.test(value[at] as string)) at++;
    return at;
  };
  while (i < value.length) {
    i = skipSpace(i);
    while (value[i] === ',') i = skipSpace(i + 1);
    if (i >= value.length) break;
    if (value[i] === '"') {
      let field = '';
      i++;
      while (i < value.length) {
        const next = value[i + 1];
        const char = value[i] as string;
        if (char === '\\' && (next === '"' || next === '\\')) {
          field += next;
          i += 2;
        } else if (char === '"' && next === '"') {
          field += '"';
          i += 2;
        } else if (char === '"') break;
        else {
          field += char;
          i++;
        }
      }
      fields.push(field);
      i = skipSpace(i + 1);
    } else {
      const start = i;
      while (i < value.length && value[i] !== ',') i++;
      fields.push(value.slice(start, i).trim());
    }
  }
  return fields;
}

interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number };
}

/** The rows of a CSV file, each with its last line; strict quoting first, then relaxed, as promptfoo tries. */
export function parseCsv(text: string, file: string, issues: DatasetIssue[]): CsvRecord[] | null {
  const options = { columns: true, bom: true, info: true } as const;
  try {
    try {
      return parse(text, options) as unknown as CsvRecord[];
    } catch {
      return parse(text, { ...options, relax_quotes: true }) as unknown as CsvRecord[];
    }
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    issues.push({ file, ...(lines === undefined ? {} : { line: lines }), field: '(csv)', message: `not valid CSV: ${(error as Error).message}` });
    return null;
  }
}

/** One CSV row as a test, or null with its problems in `issues`; `row` counts data rows from 1. */
export function testFromCsvRow(
  row: Record<string, string>,
  where: { file: string; line: number; row: number },
  issues: DatasetIssue[],
  warnings: DatasetIssue[],
): RawTest | null {
  const problem = (field: string, message: string) => issues.push({ file: where.file, line: where.line, field, message });
  const vars: Record<string, string> = {};
  const assert: Assertion[] = [];
  const options: Record<string, unknown> = {};
  const metadata: Record<string, unknown> = {};
  const thresholds = new Map<number, number>();
  let description: string | undefined;
  let metric: string | undefined;
  let threshold: number | undefined;
  const before = issues.length;
  for (const [rawKey, value] of Object.entries(row)) {
    const key = rawKey.trim();
    if (key.startsWith('__expected')) {
      if (value.trim() !== '') assert.push(assertionFromString(value.trim()));
    } else if (key === '__prefix') options.prefix = value;
    else if (key === '__suffix') options.suffix = value;
    else if (key === '__description') description = value;
    else if (key === '__metric') metric = value;
    else if (key === '__providerOutput') {
      if (value !== '') problem(key, 'a fixed output (providerOutput) is not read: supereval runs the providers');
    } else if (key === '__threshold') {
      threshold = parseFiniteNumber(value);
      // promptfoo reads a cell that is not a number as no threshold; a typo that silently drops the threshold is refused here.
      if (threshold === undefined && value.trim() !== '') problem(key, `must be a number, got ${JSON.stringify(value)}`);
    } else if (key.startsWith('__metadata:')) {
      const name = key.slice('__metadata:'.length);
      if (value.trim() === '') continue;
      if (name.endsWith('[]')) metadata[name.slice(0, -2)] = value.split(/(?<!\\),/).map((v) => v.trim().replace(/\\,/g, ','));
      else metadata[name] = value;
    } else if (key === '__metadata') {
      if (where.row === 1)
        warnings.push({
          file: where.file,
          field: key,
          message: 'a __metadata column needs a key (__metadata:category); promptfoo ignores it, and so does supereval',
        });
    } else if (key.startsWith('__config:') && key.split(':').length !== 3) {
      // promptfoo warns and reads past a column of another shape (it refuses a bad target or key, as below).
      if (where.row === 1)
        warnings.push({ file: where.file, field: key, message: 'not __config:__expected<N>:threshold; promptfoo ignores it, and so does supereval' });
    } else if (key.startsWith('__config:')) {
      const index = configTarget(key);
      const number = parseFiniteNumber(value);
      if (index === null) problem(key, 'must be __config:__expected:threshold or __config:__expected<N>:threshold');
      else if (number === undefined) problem(key, `must be a number, got ${JSON.stringify(value)}`);
      else thresholds.set(index, number);
    } else vars[key] = value;
  }
  if (issues.length > before) return null;
  assert.forEach((assertion, index) => {
    // promptfoo sets every assertion's metric from __metric, undefined when there is none.
    if (metric !== undefined) assertion.metric = metric;
    const configured = thresholds.get(index);
    if (configured !== undefined) {
      assertion.threshold = configured;
      metadata.threshold = configured;
    }
  });
  return {
    vars,
    assert,
    options,
    description: description || `Row #${where.row}`,
    ...(threshold === undefined ? {} : { threshold }),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}

/** The 0-based assertion a `__config:__expected<N>:threshold` column sets, or null when it is not that shape. */
function configTarget(key: string): number | null {
  const parts = key.slice('__config:'.length).split(':');
  if (parts[1] !== 'threshold') return null;
  if (parts[0] === '__expected') return 0;
  const match = /^__expected(\d+)$/.exec(parts[0] ?? '');
  const n = match ? Number.parseInt(match[1] as string, 10) : 0;
  return n >= 1 ? n - 1 : null;
}

/** A CSV file's rows as tests, each named `Row #N` when it has no __description (promptfoo's csvRowsToTestCases). */
export function csvRowsAsTests(ctx: ReadContext, text: string, file: string): LocatedTest[] {
  const rows = parseCsv(text, file, ctx.issues) ?? [];
  const located: LocatedTest[] = [];
  rows.forEach(({ record, info }, index) => {
    const test = testFromCsvRow(record, { file, line: info.lines, row: index + 1 }, ctx.issues, ctx.warnings);
    if (test !== null) located.push({ test, file, line: info.lines, field: `row ${index + 1}` });
  });
  return located;
}
