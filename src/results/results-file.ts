// Writing a results file (its layout: results-file-layout.ts): the text in
// pieces, one case a line, never one string the size of the run; an
// assertion row met more than once is written once, in `assert_rows`.
import type { AssertResult, ModelResult, Results } from '../config/index.js';
import { inertJsonText } from '../base/index.js';
import type { EvalResults } from './results.js';
import { derivedPass, PLACED, RESULTS_FILE_VERSION, type CompactAssert, type CompactModelResult } from './results-file-layout.js';

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

/** The fields of the common result (src/config/result-builders.ts modelResult), in their order. */
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
    if (c.cluster !== undefined) line += `,"cluster":${JSON.stringify(c.cluster)}`;
    if (c.must_pass) line += ',"must_pass":true';
    if (c.confirmation) line += `,"confirmation":${JSON.stringify(c.confirmation)}`;
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
