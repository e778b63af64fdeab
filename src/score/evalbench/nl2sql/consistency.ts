// EvalBench's exact_match_consistency (exact_match_consistency_comparator.py,
// run by multi_trial_score.py): whether a model's trials of a case gave the
// same execution results. Two trials agree when both failed with the same
// error, or both ran and their results are equal as exact_match compares
// them (rows in order, with their column names). A case is consistent only
// when every pair agrees. This comparison is an equivalence, so the
// neighbouring pairs decide every other pair (EvalBench infers the rest by
// transitivity): only those are compared.
import type { QueryResult } from '../../../sql/index.js';
import { namedRowKey, rowCount, rowDicts } from './rows.js';
import type { SqlVerdict } from './verdict.js';

/** One trial as the comparison sees it: its generated SQL's result, or why it has none (the SQL, or the model call, failed). */
export interface SqlTrial {
  result: QueryResult | null;
  error: string | null;
}

const keys = (result: QueryResult) => rowDicts(result).map(namedRowKey);

function agree(a: SqlTrial, b: SqlTrial): { agree: boolean; how: string } {
  if (a.error !== null || b.error !== null) {
    if (a.error === b.error) return { agree: true, how: 'the same error' };
    if (a.error !== null && b.error !== null) return { agree: false, how: 'different errors' };
    return { agree: false, how: `one failed (${a.error ?? b.error ?? ''}), the other ran` };
  }
  const x = keys(a.result ?? { columns: [], rows: [] });
  const y = keys(b.result ?? { columns: [], rows: [] });
  const same = x.length === y.length && x.every((key, i) => key === y[i]);
  return same ? { agree: true, how: `the same ${rowCount(x.length)}` } : { agree: false, how: 'different results' };
}

/** 1 when every pair of trials agrees, else 0; the reason names each neighbouring pair. */
export function exactMatchConsistency(trials: readonly SqlTrial[]): SqlVerdict {
  const pairs = trials.slice(1).map((b, i) => ({ i, ...agree(trials[i] as SqlTrial, b) }));
  const consistent = pairs.every((p) => p.agree);
  const described = pairs.map((p) => `trials ${p.i}-${p.i + 1}: ${p.agree ? 'consistent' : 'inconsistent'}, ${p.how}`);
  return { score: consistent ? 1 : 0, reason: `${trials.length} trials ${consistent ? 'consistent' : 'inconsistent'}: ${described.join('; ')}` };
}
