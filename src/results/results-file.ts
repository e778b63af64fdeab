// The results file on disk: how a run's results are written and read back.
// Every writer and reader of a results file goes through here, so the file's
// layout (docs/results.md) is decided in one place.
//
// Version 2 (written now) holds what version 1 held, minus what is stored
// elsewhere or is the same for every case:
// - no copy of the dataset per case (vars, description, expected): the
//   dataset's path and hash name the files that hold them, and a reader with
//   the dataset at hand puts them back (restoreDatasetFields);
// - no field a reader derives: a case's status, score, flaky and trials (from
//   its results, by combineModelResults), an assertion's `pass` (from its
//   status), nulls and empty lists;
// - a result's model as its index in `models`, left out with one model;
// - an assertion row met more than once (a skipped judge, the same check
//   passing the same way) stored once in `assert_rows` and named by index;
// - in the comparison, only the entries that are not still passing.
// Every case is one line, so the file is written as a stream of lines and
// never as one string the size of the run.
import { z } from 'zod';
import {
  AssertResultSchema,
  CaseResultSchema,
  ModelResultSchema,
  ResultsSchema,
  RESULTS_SCHEMA_VERSION,
  type AssertResult,
  type CaseResult,
  type ModelResult,
  type Results,
} from '../config/results.js';
import type { KindDataset } from '../kinds/types.js';
import { parseRecord } from '../base/fast-parse.js';
import { inertJsonText } from '../base/log.js';
import { combineModelResults } from '../score/combine.js';
import type { EvalResults } from './results.js';

/** The version of the files this build writes; version 1 files are still read. */
export const RESULTS_FILE_VERSION = 2;

// ---- the compact shapes (version 2), validated as strictly as version 1 ----

type CompactAssert = Omit<AssertResult, 'pass' | 'asserts'> & { pass?: boolean | null; asserts?: CompactAssert[] };

const CompactAssertSchema: z.ZodType<CompactAssert> = AssertResultSchema.omit({ pass: true, asserts: true }).extend({
  pass: z.boolean().nullable().optional(),
  get asserts() {
    return z.array(CompactAssertSchema).optional();
  },
});

// The fields in the order the writer puts them (compactResult, plainResultText,
// with the assertions last): a line as written is then in the schema's shape,
// and the fast path takes it as it is, without a copy of every result.
const M = ModelResultSchema.shape;
const CompactModelResultSchema = z.object({
  /** Index in the file's `models`; absent for the first. */
  model: z.number().int().min(0).optional(),
  output: M.output.optional(),
  trial: M.trial,
  status: M.status,
  score: M.score,
  stop_reason: M.stop_reason,
  scores: M.scores,
  failure_reasons: M.failure_reasons,
  named_scores: M.named_scores,
  tool_calls: M.tool_calls,
  latency_ms: M.latency_ms.optional(),
  usage: M.usage.optional(),
  cost_usd: M.cost_usd.optional(),
  error: z.string().optional(),
  /** A row, or the index of a row in the file's `assert_rows`. */
  asserts: z.array(z.union([z.number().int().min(0), CompactAssertSchema])).optional(),
});
type CompactModelResult = z.infer<typeof CompactModelResultSchema>;

/** A case's fields, in the order the writer puts them. */
const C = CaseResultSchema.shape;
export const CompactCaseSchema = z.object({
  id: C.id,
  key: C.key,
  line: C.line,
  tags: z.array(z.string()).optional(),
  must_pass: C.must_pass,
  results: z.array(CompactModelResultSchema),
});

const CompactFileSchema = ResultsSchema.omit({ schema_version: true, cases: true }).extend({
  schema_version: z.literal(RESULTS_FILE_VERSION),
  assert_rows: z.array(CompactAssertSchema).optional(),
  cases: z.array(CompactCaseSchema),
});
/** The file without its cases, which are checked one by one (decodeResultsValue). */
const CompactHeadSchema = CompactFileSchema.extend({ cases: z.array(z.unknown()) });

// ---- writing ----

const derivedPass = (status: AssertResult['status']): boolean | null => (status === 'pass' ? true : status === 'fail' ? false : null);

// The writers below copy fields with for-in rather than rest and spread: they
// run once per assertion and result of a run (hundreds of thousands of times
// for a big dataset), and keep each object's field order as the spreads did.

function compactAssert(row: AssertResult): CompactAssert {
  const out: Record<string, unknown> = {};
  for (const k in row) if (k !== 'pass' && k !== 'asserts') out[k] = row[k as keyof AssertResult];
  if (row.pass !== derivedPass(row.status)) out['pass'] = row.pass;
  if (row.asserts) out['asserts'] = row.asserts.map(compactAssert);
  return out as CompactAssert;
}

/** Fields of a result written in their own place, or left out when null. */
const PLACED = new Set(['model', 'output', 'latency_ms', 'usage', 'cost_usd', 'asserts', 'error']);

/** A result as the file holds it, but for its assertions (resultsFileChunks splices those in). */
function compactResult(r: ModelResult, models: Map<string, number>): Omit<CompactModelResult, 'asserts'> {
  const index = models.get(r.model);
  if (index === undefined) throw new Error(`results: a result names the model ${JSON.stringify(r.model)}, which is not in models`);
  const out: Record<string, unknown> = {};
  if (index > 0) out['model'] = index;
  if (r.output !== null) out['output'] = r.output;
  for (const k in r) if (!PLACED.has(k)) out[k] = r[k as keyof ModelResult];
  if (r.latency_ms !== null) out['latency_ms'] = r.latency_ms;
  if (r.usage !== null) out['usage'] = r.usage;
  if (r.cost_usd !== null) out['cost_usd'] = r.cost_usd;
  if (r.error !== null) out['error'] = r.error;
  return out as Omit<CompactModelResult, 'asserts'>;
}

/** The fields of the common result (src/run/task.ts decideTask), in their order. */
const PLAIN_RESULT_FIELDS = ['model', 'output', 'status', 'score', 'latency_ms', 'usage', 'cost_usd', 'asserts', 'error'];

/**
 * What JSON.stringify(compactResult(r)) says, written field by field for the
 * common result (those fields in that order), or null for any other result.
 */
function plainResultText(r: ModelResult, models: Map<string, number>): string | null {
  let i = 0;
  for (const k in r) if (k !== PLAIN_RESULT_FIELDS[i++]) return null;
  if (i !== PLAIN_RESULT_FIELDS.length) return null;
  const index = models.get(r.model);
  if (index === undefined) return null;
  let text = index > 0 ? `{"model":${index},` : '{';
  if (r.output !== null) text += `"output":${JSON.stringify(r.output)},`;
  text += `"status":${JSON.stringify(r.status)},"score":${JSON.stringify(r.score)}`;
  if (r.latency_ms !== null) text += `,"latency_ms":${JSON.stringify(r.latency_ms)}`;
  if (r.usage !== null) text += `,"usage":${JSON.stringify(r.usage)}`;
  if (r.cost_usd !== null) text += `,"cost_usd":${JSON.stringify(r.cost_usd)}`;
  if (r.error !== null) text += `,"error":${JSON.stringify(r.error)}`;
  return `${text}}`;
}

/** The fields of the common row, in the order a plain row holds them. */
const PLAIN_ROW_FIELDS = ['type', 'status', 'pass', 'score', 'reason'];

/** Whether a row is the common one: the five plain fields in their usual order, `pass` the one its status says. */
function isPlainRow(row: AssertResult): boolean {
  let i = 0;
  for (const k in row) if (k !== PLAIN_ROW_FIELDS[i++]) return false;
  return i === PLAIN_ROW_FIELDS.length && row.pass === derivedPass(row.status);
}

/**
 * Plain rows by their fields, one map a field deep: rows with the same four
 * values have the same text. Looked up by the values themselves, so no key
 * is built (and hashed) per row, which a joined text key was.
 */
class PlainRows<T> {
  private readonly byType = new Map<string, Map<string, Map<number | null, Map<string, T>>>>();

  /** The map of reasons to entries for a row's type, status and score. */
  reasons(row: AssertResult): Map<string, T> {
    let byStatus = this.byType.get(row.type);
    if (byStatus === undefined) this.byType.set(row.type, (byStatus = new Map<string, Map<number | null, Map<string, T>>>()));
    let byScore = byStatus.get(row.status);
    if (byScore === undefined) byStatus.set(row.status, (byScore = new Map<number | null, Map<string, T>>()));
    let byReason = byScore.get(row.score);
    if (byReason === undefined) byScore.set(row.score, (byReason = new Map<string, T>()));
    return byReason;
  }
}

/**
 * The pieces of a results file, in order, as plain JSON (the callers make
 * them inert). Rows of assertions that occur more than once go to
 * `assert_rows`; everything else is written where it belongs. No piece ends
 * inside a string, and every line break is one of ours (JSON escapes those
 * in strings), so inert escapes applied to joined pieces are those of each.
 */
function* resultsFileChunks(results: EvalResults | Results): Generator<string> {
  const { cases, schema_version: _version, ...head } = results;
  const modelIndex = new Map(results.models.map((m, i) => [m, i]));
  // First pass: each row's text, in the order the second pass meets the
  // rows, and how often it occurs. Each distinct text is kept once and the
  // rows point at it, so a repeated row's text is let go at once.
  interface Text {
    text: string;
    count: number;
    /** Its index in assert_rows, once it is known to be shared. */
    index: number;
  }
  const texts = new Map<string, Text>();
  // Plain rows (isPlainRow) are told apart by their fields, not their text: a
  // row met again is not stringified again.
  const plain = new PlainRows<Text>();
  const rowTexts: Text[] = [];
  for (const c of cases) {
    for (const r of c.results) {
      for (const row of r.asserts) {
        const reasons = isPlainRow(row) ? plain.reasons(row) : null;
        let entry = reasons?.get(row.reason);
        if (entry === undefined) {
          const text = JSON.stringify(compactAssert(row));
          entry = texts.get(text);
          if (entry === undefined) texts.set(text, (entry = { text, count: 0, index: -1 }));
          reasons?.set(row.reason, entry);
        }
        entry.count++;
        rowTexts.push(entry);
      }
    }
  }
  const shared: string[] = [];
  for (const entry of texts.values()) if (entry.count > 1) entry.index = shared.push(entry.text) - 1;
  texts.clear();

  const comparison = 'comparison' in results && results.comparison;
  const header = {
    schema_version: RESULTS_FILE_VERSION,
    ...head,
    ...(comparison ? { comparison: { ...comparison, cases: comparison.cases.filter((e) => e.classification !== 'still_passing') } } : {}),
  };
  const headText = JSON.stringify(header);
  yield `${headText.slice(0, -1)},\n"assert_rows":[`;
  let first = true;
  for (const text of shared) {
    yield `${first ? '\n' : ',\n'}${text}`;
    first = false;
  }
  yield '\n],\n"cases":[';
  // A row's text is spliced in as the first pass wrote it (or its index), not built and written again.
  let nextRow = 0;
  const rowRef = (): string => {
    const entry = rowTexts[nextRow++] as Text;
    return entry.index < 0 ? entry.text : String(entry.index);
  };
  const resultText = (r: ModelResult): string => {
    const body = plainResultText(r, modelIndex) ?? JSON.stringify(compactResult(r, modelIndex));
    if (r.asserts.length === 0) return body;
    let refs = rowRef();
    for (let i = 1; i < r.asserts.length; i++) refs += `,${rowRef()}`;
    return `${body.slice(0, -1)},"asserts":[${refs}]}`;
  };
  first = true;
  // Case lines go out some at a time, not one by one: a yield per case made an iterator result per case.
  let pending = '';
  for (const c of cases) {
    // The case's own fields (CompactCase, less results), written in place.
    let line = `${first ? '\n' : ',\n'}{"id":${JSON.stringify(c.id)},"key":${JSON.stringify(c.key)},"line":${JSON.stringify(c.line)}`;
    if (c.tags.length > 0) line += `,"tags":${JSON.stringify(c.tags)}`;
    if (c.must_pass) line += ',"must_pass":true';
    line += ',"results":[';
    for (let i = 0; i < c.results.length; i++) line += `${i > 0 ? ',' : ''}${resultText(c.results[i] as ModelResult)}`;
    pending += `${line}]}`;
    first = false;
    if (pending.length >= PIECE_CHARS) {
      yield pending;
      pending = '';
    }
  }
  yield `${pending}\n]}\n`;
}

/** About how much text of case lines makes one piece. */
const PIECE_CHARS = 1 << 16;

const CHUNK_CHARS = 1 << 18;

/**
 * The results file's text in pieces of about 256 K characters, for
 * writeFileAtomic: the file is never held as one string.
 */
export function* encodeResultsFileChunks(results: EvalResults | Results): Generator<string> {
  let buffer = '';
  for (const piece of resultsFileChunks(results)) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARS) {
      yield inertJsonText(buffer);
      buffer = '';
    }
  }
  if (buffer !== '') yield inertJsonText(buffer);
}

/** The whole text of a results file (tests and small files; writers use encodeResultsFileChunks). */
export function encodeResultsFile(results: EvalResults | Results): string {
  return inertJsonText([...resultsFileChunks(results)].join(''));
}

// ---- reading ----

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
  // One case at a time, the fast path first (src/config/fast-parse.ts): zod's
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
      // The whole layout's order (model, output, the rest, then the placed fields), copied without rest and spread: once per result of a file.
      const whole: Record<string, unknown> = { model, output: r.output ?? null };
      for (const k in r) if (!PLACED.has(k)) whole[k] = r[k as keyof CompactModelResult];
      whole['latency_ms'] = r.latency_ms ?? null;
      whole['usage'] = r.usage ?? null;
      whole['cost_usd'] = r.cost_usd ?? null;
      whole['asserts'] = asserts;
      whole['error'] = r.error ?? null;
      results.push(whole as ModelResult);
    }
    if (problem !== null) continue;
    const combined = combineModelResults(results);
    const expanded: CaseResult =
      !c.must_pass && combined.flaky === undefined && combined.trials === undefined
        ? { id: c.id, key: c.key, line: c.line, tags: c.tags ?? [], status: combined.status, score: combined.score, results }
        : { id: c.id, key: c.key, line: c.line, tags: c.tags ?? [], ...(c.must_pass ? { must_pass: true } : {}), ...combined, results };
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
  const byLine = new Map(dataset.cases.map((c) => [c.line, c]));
  const { kind } = dataset;
  let unmatched = 0;
  const cases = results.cases.map((c): CaseResult => {
    if (c.vars !== undefined) return c;
    const testCase = byLine.get(c.line);
    if (!testCase || testCase.key !== c.key || testCase.id !== c.id) {
      unmatched++;
      return c;
    }
    return { ...c, vars: testCase.vars, description: testCase.description, expected: kind.expectedSummary(testCase) };
  });
  return { results: { ...results, cases }, unmatched };
}
