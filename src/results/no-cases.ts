// A dataset with no case passes its gate (nothing blocks), and the Python tool
// runs a dataset not filled yet as one with no cases. A run in which no
// dataset had a case evaluated nothing, though: that is said in the verdict,
// and fails the run, rather than reading as a pass of 0/0.
import type { Results } from '../config/index.js';

/** What such a run's verdict says. */
export const NO_CASES = 'no cases: nothing was evaluated';

/** The dataset holds no case at all (not: a subset run, a shard or a tag filter, chose none of its cases). */
export const hasNoCases = (results: Pick<Results, 'summary' | 'run'>): boolean => (results.run.selection?.total ?? results.summary.total) === 0;

/** Every dataset of the run holds no case. */
export const nothingEvaluated = (all: readonly Pick<Results, 'summary' | 'run'>[]): boolean => all.length > 0 && all.every(hasNoCases);

/** Why such a run fails, for the log: which datasets, and what to do. */
export function noCasesWhy(names: readonly string[]): string {
  const which = names.length === 1 ? `${names.join('')} holds no case` : `none of ${names.join(', ')} holds a case`;
  return `${which}, so the gate checked nothing; add cases to the cases file (the warnings above say what was found)`;
}
