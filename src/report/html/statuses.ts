// The statuses a row of the HTML report can have: the comparison's
// classifications (CLASSIFICATIONS, src/config/comparison.ts) when there was
// a baseline, else the result's own pass/fail/error. Each has a label and a
// rank (most severe first) for sorting; a classification added later and not
// named here still shows, under its own name, after the named ones.
import { CLASSIFICATIONS } from '../../config/index.js';

/** Most severe first; the ones not listed sort after them. */
const NAMED: readonly (readonly [key: string, label: string])[] = [
  ['regression', 'regression'],
  ['undecided', 'undecided (re-runs could not tell)'],
  ['error', 'error'],
  ['flaky', 'flaky (did not reproduce)'],
  ['fail', 'fail'],
  ['still_failing', 'still failing'],
  ['new', 'new'],
  ['fixed', 'fixed'],
  ['removed', 'removed'],
  ['pass', 'pass'],
  ['still_passing', 'still passing'],
];

export interface StatusInfo {
  key: string;
  label: string;
}

/** Every status a page can show, most severe first: its index is its sort rank. */
export const STATUSES: readonly StatusInfo[] = [
  ...NAMED.map(([key, label]) => ({ key, label })),
  ...CLASSIFICATIONS.filter((c) => !NAMED.some(([key]) => key === c)).map((key) => ({ key, label: key.replace(/_/g, ' ') })),
];

const RANK = new Map(STATUSES.map((s, i) => [s.key, i]));

/** The status's index in STATUSES. */
export function statusRank(key: string): number {
  const rank = RANK.get(key);
  if (rank === undefined) throw new Error(`unknown status ${key}`);
  return rank;
}
