// The paired difference (src/compare/paired-difference.ts) as the reports
// say it: the change in points, its 95% interval, and whether the interval
// excludes zero (a change the noise between cases does not explain).
import type { ChangeDecisionRecord, Comparison, PairedDifference } from '../config/index.js';
import { formatPoints } from '../base/index.js';

/** A fraction as points with one decimal, no unit: 0.091 -> "9.1", -0.0004 -> "0". */
export function points(x: number): string {
  const text = (x * 100).toFixed(1).replace(/\.0$/, '');
  return text === '-0' ? '0' : text;
}

/** Whether the 95% interval lies wholly above or below zero. */
export const excludesZero = (p: PairedDifference): boolean => p.ci_low > 0 || p.ci_high < 0;

/** "-5 pts [-9.1, -0.9]": short, for a table cell beside four others. */
export const changeWithInterval = (p: PairedDifference): string => `${points(p.mean)} pts [${points(p.ci_low)}, ${points(p.ci_high)}]`;

/** How many clusters the interval came from, when some cases share one (else every case is its own and this says nothing). */
export const clusterNote = (p: PairedDifference, paired: number): string => (p.clusters < paired ? `, ${p.clusters} clusters` : '');

/** The summary row's change: the paired change with its interval and ✱ when it excludes zero; the pass rates' difference for results without one. */
export function changeCell(comparison: Pick<Comparison, 'paired_difference' | 'pass_rate' | 'baseline_pass_rate'>): string {
  const paired = comparison.paired_difference;
  if (!paired) return formatPoints(comparison.pass_rate - comparison.baseline_pass_rate);
  return `${changeWithInterval(paired)}${excludesZero(paired) ? ' ✱' : ''}`;
}

/** "-3 pts [-12.1, 4.2]": the max_drop decision's change and interval (at its look's level). */
export const decisionInterval = (d: Pick<ChangeDecisionRecord, 'estimate' | 'low' | 'high'>): string =>
  `${points(d.estimate)} pts [${points(d.low)}, ${points(d.high)}]`;
