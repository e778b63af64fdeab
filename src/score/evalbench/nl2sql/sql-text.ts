// EvalBench's scorers of the generated SQL itself: executable_sql
// (executablesql.py), returned_sql (returnedsql.py) and regexp_matcher
// (generatedqueryregexpmatcher.py). They read the SQL extracted from the
// model's reply (EvalBench reads the reply as its generator returned it).
import type { RegexpMatcherOptions } from '../../../config/index.js';
import { boundedFirstMatch, type BoundedMatchOptions } from '../../sandbox/bounded-regex.js';
import { compilePythonRegex } from '../../../base/index.js';
import type { Nl2SqlExecution } from './execution.js';
import { failedReason, type SqlVerdict } from './verdict.js';

/** executable_sql: 1 when the generated SQL ran without an error. */
export function executableSql(execution: Nl2SqlExecution): SqlVerdict {
  const { generated } = execution;
  return generated.error !== null ? { score: 0, reason: failedReason(generated) } : { score: 1, reason: 'the generated SQL ran without an error' };
}

// Python's str.splitlines boundaries.
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

/**
 * returned_sql: 1 when the SQL has a line that is not a comment once /* *\/
 * blocks are removed (lines starting with -- or # are comments).
 */
export function returnedSql(execution: Nl2SqlExecution): SqlVerdict {
  const sql = execution.generated.sql;
  if (sql === '') return { score: 0, reason: "no SQL in the model's reply (only prose or comments)" };
  const lines = sql
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(LINE_BREAK)
    .map((line) => line.trim());
  const code = lines.some((line) => line !== '' && !line.startsWith('--') && !line.startsWith('#'));
  return code ? { score: 1, reason: 'the reply holds SQL' } : { score: 0, reason: 'the SQL is only comments' };
}

const WHITESPACE_RUN = new RegExp(compilePythonRegex('\\s+').source, 'gv');

/** EvalBench's clean_sql_query: backticks off both ends, each run of whitespace one space, trimmed. */
export function cleanSqlQuery(sql: string): string {
  return sql
    .replace(/^`+|`+$/g, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

/**
 * regexp_matcher: each pattern (Python `re` syntax) searched in the cleaned
 * SQL; with match_whole_query a pattern counts only when its first match is
 * the whole query. 1 when one pattern counts (all of them with
 * match_all_patterns); invert_results turns 1 into 0 and 0 into 1. A search
 * past the regex time limit rejects (RegexNotFinishedError).
 */
export async function regexpMatcher(
  execution: Nl2SqlExecution,
  options: RegexpMatcherOptions,
  bounds: BoundedMatchOptions = {},
): Promise<SqlVerdict> {
  const query = cleanSqlQuery(execution.generated.sql);
  const patterns = options.regexp_string_list;
  const counted: string[] = [];
  const missed: string[] = [];
  for (const pattern of patterns) {
    // The patterns are the dataset's, the SQL the model's: each search is bounded in time (src/score/sandbox/bounded-regex.ts).
    const match = await boundedFirstMatch(compilePythonRegex(pattern), query, bounds);
    const counts = match !== null && (!options.match_whole_query || match === query);
    (counts ? counted : missed).push(pattern);
  }
  const matched = options.match_all_patterns ? counted.length === patterns.length : counted.length > 0;
  const score = (matched ? 1 : 0) ^ (options.invert_results ? 1 : 0);
  const what = options.match_whole_query ? 'match the whole query' : 'found';
  const parts = [
    counted.length > 0 ? `${what}: ${counted.map((p) => JSON.stringify(p)).join(', ')}` : null,
    missed.length > 0 ? `not ${what}: ${missed.map((p) => JSON.stringify(p)).join(', ')}` : null,
  ].filter((p) => p !== null);
  const rule = `${options.match_all_patterns ? 'every pattern' : 'any pattern'} must ${options.match_whole_query ? 'match the whole query' : 'match'}${options.invert_results ? ', inverted' : ''}`;
  return { score, reason: `${counted.length} of ${patterns.length} patterns (${rule}); ${parts.join('; ')}` };
}
