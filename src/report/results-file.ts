// The results file on disk: how a run's results are written and read back.
// Every writer and reader of a results file goes through here, so the file's
// layout (docs/results.md) is decided in one place.
import { ResultsSchema, type Results } from '../config/results.js';
import { inertJson } from '../log.js';
import type { EvalResults } from './results.js';

/** The text of a results file: JSON, made inert for logs (see inertJson). */
export function encodeResultsFile(results: EvalResults | Results): string {
  return `${inertJson(results)}\n`;
}

/** A results file read back, or why it cannot be used (one phrase, for a sentence). */
export type DecodedResults = { ok: true; results: Results } | { ok: false; why: string };

/** Reads a results file's text; never throws on bad input. */
export function decodeResultsFile(text: string): DecodedResults {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, why: `it is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = ResultsSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    return { ok: false, why: `it does not match the results schema (${where}: ${issue?.message ?? 'invalid'})` };
  }
  return { ok: true, results: parsed.data };
}
