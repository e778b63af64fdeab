// EvalBench's scorers that compare the golden and the generated results:
// exact_match (exactmatcher.py), set_match (setmatcher.py) and recall_match
// (recallmatcher.py). A DQL case compares the statements' results, a DML or
// DDL case the eval_query's results after each (Nl2SqlExecution.result). The
// caller has checked that the golden SQL ran; a generated SQL that failed
// scores 0 in each.
import type { RecallMatchOptions } from '../../../config/index.js';
import type { Nl2SqlExecution } from './execution.js';
import { columnList, namedRowKey, rowCount, rowDicts, valuesRowKey } from './rows.js';
import { generatedResult, isVerdict, type SqlVerdict } from './verdict.js';

function sides(execution: Nl2SqlExecution) {
  const generated = generatedResult(execution);
  if (isVerdict(generated)) return generated;
  const golden = execution.golden.result ?? { columns: [], rows: [] };
  return { golden, generated, goldenRows: rowDicts(golden), generatedRows: rowDicts(generated) };
}

const count = (keys: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

const sameCounts = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([key, n]) => b.get(key) === n);

/**
 * exact_match: the generated rows equal the golden rows, as lists of Python
 * dicts: the same rows in the same order, column names included, column
 * order ignored, duplicates counted.
 */
export function exactMatch(execution: Nl2SqlExecution): SqlVerdict {
  const s = sides(execution);
  if ('score' in s) return s;
  const golden = s.goldenRows.map(namedRowKey);
  const generated = s.generatedRows.map(namedRowKey);
  if (golden.length === generated.length && golden.every((key, i) => key === generated[i])) {
    return { score: 1, reason: `the same ${rowCount(golden.length)} as the golden SQL, in the same order` };
  }
  return { score: 0, reason: whyDifferent(s, golden, generated) };
}

/** What differs, for the reviewer: the columns, the order only, or which rows. */
function whyDifferent(s: Exclude<ReturnType<typeof sides>, SqlVerdict>, golden: string[], generated: string[]): string {
  const goldenColumns = columnList(s.goldenRows[0], s.golden);
  const generatedColumns = columnList(s.generatedRows[0], s.generated);
  const sortedNames = (list: string) => list.slice(1, -1).split(', ').sort().join(', ');
  if (sortedNames(goldenColumns) !== sortedNames(generatedColumns)) {
    return `the columns differ: golden ${goldenColumns}, generated ${generatedColumns} (exact_match compares column names; set_match does not)`;
  }
  if (sameCounts(count(golden), count(generated))) {
    return `the same ${rowCount(golden.length)} in a different order (exact_match compares row order; set_match does not)`;
  }
  const generatedSet = new Set(generated);
  const found = golden.filter((key) => generatedSet.has(key)).length;
  return `${found} of ${rowCount(golden.length)} of the golden result returned; the generated SQL gave ${rowCount(generated.length)}`;
}

/**
 * set_match (BIRD's execution accuracy): the sets of rows are equal, each
 * row its values in column order; column names, row order and duplicate
 * rows are ignored.
 */
export function setMatch(execution: Nl2SqlExecution): SqlVerdict {
  const s = sides(execution);
  if ('score' in s) return s;
  const golden = new Set(s.goldenRows.map(valuesRowKey));
  const generated = new Set(s.generatedRows.map(valuesRowKey));
  const common = [...golden].filter((key) => generated.has(key)).length;
  if (common === golden.size && common === generated.size) {
    return { score: 1, reason: `the same set of ${rowCount(golden.size)} (distinct; names and order of rows ignored)` };
  }
  return {
    score: 0,
    reason: `${common} of the ${rowCount(golden.size)} of the golden set returned, and ${generated.size - common} other (distinct rows, values in column order)`,
  };
}

/**
 * recall_match as EvalBench's RecallMatcher computes it: rows with their
 * column names (column order ignored); the distinct rows both sides have,
 * over the generated rows ("recall", the default score) or over the golden
 * rows ("precision"), each count with duplicates; 1 for both when the two
 * lists are equal.
 */
export function recallMatch(execution: Nl2SqlExecution, options: RecallMatchOptions | null): SqlVerdict {
  const s = sides(execution);
  if ('score' in s) return s;
  const golden = s.goldenRows.map(namedRowKey);
  const generated = s.generatedRows.map(namedRowKey);
  const generatedSet = new Set(generated);
  const common = [...new Set(golden)].filter((key) => generatedSet.has(key)).length;
  const equal = golden.length === generated.length && golden.every((key, i) => key === generated[i]);
  const recall = equal ? 1 : generated.length > 0 ? common / generated.length : 0;
  const precision = equal ? 1 : golden.length > 0 ? common / golden.length : 0;
  const scoreType = options?.score_type ?? 'recall';
  const distinct = `${common} distinct golden row${common === 1 ? '' : 's'}`;
  const figures =
    `recall ${recall.toFixed(2)} (${distinct} among the ${rowCount(generated.length)} generated), ` +
    `precision ${precision.toFixed(2)} (${common} of the ${rowCount(golden.length)} of the golden result returned)`;
  return { score: scoreType === 'recall' ? recall : precision, reason: equal ? `the same ${rowCount(golden.length)}; ${figures}` : figures };
}
