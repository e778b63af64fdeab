// Reading a results file back (version 1 or 2; the layout:
// results-file-layout.ts), whole or one case at a time, and putting back what
// version 2 leaves to the dataset.
import type { z } from 'zod';
import {
  ResultsSchema,
  RESULTS_SCHEMA_VERSION,
  type AssertResult,
  type CaseResult,
  type ModelResult,
  type Results,
  caseResult,
  modelResult,
} from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { LoadedCase } from '../dataset/index.js';
import { parseRecord } from '../base/index.js';
import { combineModelResults } from '../figures/index.js';
import {
  CompactCaseSchema,
  CompactHeadSchema,
  derivedPass,
  RESULTS_FILE_VERSION,
  type CompactAssert,
  type CompactModelResult,
} from './results-file-layout.js';

/** A results file read back, or why it cannot be used: a predicate for a sentence about the file ("<file> is not valid JSON (...)"). */
export type DecodedResults = { ok: true; results: Results } | { ok: false; why: string };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(top level)';
  return `${where}: ${(issue?.message ?? 'invalid').replace(/\s+/g, ' ')}`;
}

/** Reads a results file's text (version 1 or 2); never throws on bad input. */
export function decodeResultsFile(text: string): DecodedResults {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, why: `is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return decodeResultsValue(data);
}

/** Reads a parsed results file (version 1 or 2). */
export function decodeResultsValue(data: unknown): DecodedResults {
  return decodeValue(data);
}

/**
 * Each case of a results file in turn, to `each`, not kept: what a reader
 * that keeps only a little of each case (a baseline's verdicts) uses, so a
 * big file's cases are never all in memory at once. The results returned
 * hold no cases. Lines are parsed one at a time when the text is laid out as
 * this build writes it (one case a line); null when it is not, or when a line
 * does not parse, so that the caller reads the text whole and says why (and
 * drops what `each` was given). A case is given to `each` once checked, so
 * on a refusal too `each` may have seen some: the caller drops them.
 */
export function decodeResultsLines(text: string, each: (c: CaseResult) => void): DecodedResults | null {
  const lines = layoutLines(text);
  if (!lines) return null;
  const { head, rows, cases } = lines;
  if (head === '{,') return null;
  const parsedHead = parseLine(head.slice(0, -1) + '}');
  if (parsedHead === undefined) return null;
  const parsedRows: unknown[] = [];
  for (const row of rows) {
    const value = parseLine(row);
    if (value === undefined) return null;
    parsedRows.push(value);
  }
  const data = { ...(parsedHead as object), assert_rows: parsedRows, cases: [] };
  const at = (i: number): unknown => {
    const value = parseLine(cases[i] as string);
    if (value === undefined) throw new BrokenLine();
    return value;
  };
  try {
    return decodeValue(data, { count: cases.length, at }, each);
  } catch (error) {
    // A case line that does not parse: the text is the caller's to read whole, and `each` has seen cases it must drop.
    if (error instanceof BrokenLine) return null;
    throw error;
  }
}

class BrokenLine extends Error {}

/** A results file's lines as the writer lays them out (resultsFileChunks), each without its trailing comma; null otherwise. */
function layoutLines(text: string): { head: string; rows: string[]; cases: string[] } | null {
  if (!text.startsWith('{"schema_version":') || !text.endsWith('\n]}\n')) return null;
  const lines = text.split('\n');
  const head = lines[0] as string;
  if (!head.endsWith(',') || lines[1] !== '"assert_rows":[') return null;
  let i = 2;
  const rows: string[] = [];
  while (i < lines.length && lines[i] !== '],') rows.push(withoutComma(lines[i++] as string, lines[i] !== '],'));
  if (lines[i] !== '],' || lines[i + 1] !== '"cases":[') return null;
  i += 2;
  const cases: string[] = [];
  const last = lines.length - 2; // the "]}" line; the text ends with a line break
  if (i > last || lines[last] !== ']}' || lines[last + 1] !== '') return null;
  for (; i < last; i++) cases.push(withoutComma(lines[i] as string, i < last - 1));
  if (rows.some((r) => r === '') || cases.some((c) => c === '')) return null;
  return { head, rows, cases };
}

/** A line with its trailing comma taken off, when one must be there; '' when it is not as it must be. */
function withoutComma(line: string, comma: boolean): string {
  if (!comma) return line;
  return line.endsWith(',') ? line.slice(0, -1) : '';
}

function parseLine(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface CaseSource {
  count: number;
  at: (index: number) => unknown;
}

/**
 * decodeResultsValue's work. Version 2 cases come from `source` (the parsed
 * file's own list by default) and go, one at a time, to `each` when given
 * (else into the results): checked, then expanded to the whole layout.
 */
function decodeValue(data: unknown, source?: CaseSource, each?: (c: CaseResult) => void): DecodedResults {
  const version = data !== null && typeof data === 'object' ? (data as { schema_version?: unknown }).schema_version : undefined;
  if (version === RESULTS_SCHEMA_VERSION) {
    const parsed = ResultsSchema.safeParse(data);
    if (!parsed.success) return { ok: false, why: `does not match the results schema (${firstIssue(parsed.error)})` };
    if (!each) return { ok: true, results: parsed.data };
    for (const c of parsed.data.cases) each(c);
    return { ok: true, results: { ...parsed.data, cases: [] } };
  }
  if (version !== RESULTS_FILE_VERSION) {
    const shown = JSON.stringify(version ?? null).slice(0, 20);
    return { ok: false, why: `has schema_version ${shown}; this version of supereval reads 1 and 2` };
  }
  const parsed = CompactHeadSchema.safeParse(data);
  if (!parsed.success) return { ok: false, why: `does not match the results schema (${firstIssue(parsed.error)})` };
  const { assert_rows: rows = [], cases: rawCases, schema_version: _version, ...head } = parsed.data;
  const cases = source ?? { count: rawCases.length, at: (i: number) => rawCases[i] };
  const expandedRows = rows.map(expandAssert);
  const kept: CaseResult[] = [];
  // The first index that points nowhere; said once every case has been checked (a case that does not match the schema is said first).
  let problem: string | null = null;
  // One case at a time, the fast path first (src/base/fast-parse.ts): zod's
  // guard against cycles in a recursive schema (the assertion rows)
  // remembers every object of a parse, so one parse of the whole array cost
  // most of a big baseline's read (issues name the same paths as a parse of
  // the whole file would).
  for (let ci = 0; ci < cases.count; ci++) {
    const raw = cases.at(ci);
    const one = parseRecord(CompactCaseSchema, raw);
    if (!one.success) {
      const issue = one.error.issues[0];
      const where = ['cases', ci, ...(issue?.path ?? [])].join('.');
      return { ok: false, why: `does not match the results schema (${where}: ${(issue?.message ?? 'invalid').replace(/\s+/g, ' ')})` };
    }
    if (problem !== null) continue;
    const c = one.data;
    const results: ModelResult[] = [];
    for (let ri = 0; ri < c.results.length && problem === null; ri++) {
      const r = c.results[ri] as CompactModelResult;
      const where = `cases.${ci}.results.${ri}`;
      const model = head.models[r.model ?? 0];
      if (model === undefined) problem = `${where}.model: ${String(r.model)} is not an index of models`;
      const asserts: AssertResult[] = [];
      const given = r.asserts ?? [];
      for (let ai = 0; ai < given.length && problem === null; ai++) {
        const a = given[ai] as number | CompactAssert;
        const row = typeof a === 'number' ? expandedRows[a] : expandAssert(a);
        if (!row) problem = `${where}.asserts.${ai}: ${a as number} is not an index of assert_rows`;
        else asserts.push(row);
      }
      // The whole layout, built as a run builds it (the result's optional fields are the file's own, under their names).
      results.push(modelResult(model as string, r, r.status, r.score, asserts, r.error ?? null, r));
    }
    if (problem !== null) continue;
    const expanded = caseResult(c, combineModelResults(results), results);
    if (each) each(expanded);
    else kept.push(expanded);
  }
  if (problem !== null) return { ok: false, why: `does not match the results schema (${problem})` };
  // In memory, results are in the whole layout, whatever file they came from.
  return { ok: true, results: { schema_version: RESULTS_SCHEMA_VERSION, ...head, cases: kept } };
}

function expandAssert(row: CompactAssert): AssertResult {
  // The fields in the order rest and spread gave them (the row's own, then pass, then asserts), copied with for-in: once per inline row of a file.
  const out: Record<string, unknown> = {};
  for (const k in row) if (k !== 'pass' && k !== 'asserts') out[k] = row[k as keyof CompactAssert];
  out['pass'] = row.pass === undefined ? derivedPass(row.status) : row.pass;
  if (row.asserts) out['asserts'] = row.asserts.map(expandAssert);
  return out as AssertResult;
}

/**
 * Puts back what a version 2 file leaves to the dataset (vars, description,
 * expected), from the dataset the results were run on. A case whose line and
 * key no longer match the dataset is left as it is; returns how many were.
 */
export function restoreDatasetFields<R extends Pick<Results, 'cases'>>(
  results: R,
  dataset: Pick<KindDataset, 'kind' | 'cases'>,
): { results: R; unmatched: number } {
  // Several cases may share a line (a promptfoo config's tests read from other files all point at the config's top).
  const byLine = new Map<number, LoadedCase[]>();
  for (const c of dataset.cases) {
    const onLine = byLine.get(c.line);
    if (onLine) onLine.push(c);
    else byLine.set(c.line, [c]);
  }
  const { kind } = dataset;
  let unmatched = 0;
  const cases = results.cases.map((c): CaseResult => {
    if (c.vars !== undefined) return c;
    const onLine = byLine.get(c.line);
    const testCase = onLine?.length === 1 ? onLine[0] : onLine?.find((t) => t.key === c.key && t.id === c.id);
    if (!testCase || testCase.key !== c.key || testCase.id !== c.id) {
      unmatched++;
      return c;
    }
    return caseResult({ ...c, description: testCase.description, expected: kind.expectedSummary(testCase), vars: testCase.vars }, c, c.results);
  });
  return { results: { ...results, cases }, unmatched };
}
