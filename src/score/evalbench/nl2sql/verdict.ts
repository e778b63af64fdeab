// What one SQL scorer gives: a 0-1 score (EvalBench's 0-100 divided by 100)
// and a reason a reviewer can act on.
import type { Nl2SqlExecution, SqlRun } from './execution.js';
import type { QueryResult } from '../../../sql/index.js';

export interface SqlVerdict {
  score: number;
  reason: string;
}

/** The generated side's result, or the verdict that it has none (its SQL failed or was missing: score 0). */
export function generatedResult(execution: Nl2SqlExecution): QueryResult | SqlVerdict {
  const { generated } = execution;
  if (generated.error !== null || generated.result === null) return { score: 0, reason: failedReason(generated) };
  return generated.result;
}

export function failedReason(run: SqlRun): string {
  return `the generated SQL failed: ${run.error ?? 'no result'}`;
}

export const isVerdict = (value: QueryResult | SqlVerdict): value is SqlVerdict => 'score' in value;
