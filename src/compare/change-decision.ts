// The decision on the change in pass rate, with three outcomes. Given
// `max_drop` (the largest drop allowed, a fraction: 0.05 is 5 points):
//
// - the change's interval lies wholly above -max_drop: the rule passes;
// - wholly below: it blocks (the pass rate dropped by more, beyond doubt);
// - across it: inconclusive. The data cannot tell an allowed change from a
//   forbidden one.
//
// An inconclusive change may buy trials: more samples of the paired cases
// on the current side, a batch at a time, looking again after each. Looking
// again must not inflate the error rate, so the looks share it by an
// alpha-spending schedule fixed before the first look (lookLevels): a wrong
// pass needs the interval to miss the true change at some look, and the
// chances of that add up to at most alpha over all looks (Bonferroni's
// inequality; it holds however the looks depend on each other). Half of
// alpha goes to the first look, which decides most changes; the rest is
// split evenly over the looks the budget buys. What is still inconclusive
// when the budget is spent follows the workflow's `on-inconclusive` (block
// by default). Trials pay when the current side's sampling noise is most of
// it: with a baseline of 5 trials, 50 cases at 80% and max_drop 15 points,
// 200 extra samples take an unchanged dataset from 40% inconclusive to 10%
// (bench/gate-sim.mjs). With a one-sample baseline half the noise is the
// baseline's and stays; there the first look's smaller share of alpha costs
// more than the samples buy, and the budget is better left at 0.
//
// Which cases get the trials (planTrials): every paired case in turn, fewest
// samples first, never chosen by its outcome. Re-running only the cases that
// failed would push the estimate up: a case passing half the time that is
// re-run four times only after failing averages 70% over its samples, not
// 50%. The caller may leave out cases that cannot vary (a replayed answer),
// a choice that does not look at outcomes either. Pure.
import { pairedChangeInterval, type ChangeInterval, type PairedOutcome } from './paired-interval.js';

export type InconclusivePolicy = 'block' | 'pass';

export interface ChangeRule {
  /** The largest drop in pass rate allowed, as a fraction of 1 (0.05 is 5 points). */
  maxDrop: number;
  /** The error rate spent over all looks (two-sided: a wrong pass and a wrong block at most alpha / 2 each). Default 0.05. */
  alpha?: number;
  /** What a change still inconclusive at the last look does. Default block. */
  onInconclusive?: InconclusivePolicy;
}

/** Where the decision stands: this look (0 for the run itself) of the looks planned before the first. */
export interface LookState {
  look: number;
  looks: number;
}

export interface ChangeDecision {
  outcome: 'pass' | 'block' | 'inconclusive';
  /** Whether this look ends it: a pass, a block, or inconclusive with no look left. */
  final: boolean;
  /** Whether the rule blocks the change (only ever when final). */
  blocks: boolean;
  /** The change's interval at this look's level (lookLevels). */
  interval: ChangeInterval;
  maxDrop: number;
  look: number;
  looks: number;
}

export const DEFAULT_CHANGE_ALPHA = 0.05;

/** The confidence level of each look: 1 - alpha with one look; else half of alpha at the first, the rest split evenly. */
export function lookLevels(looks: number, alpha: number = DEFAULT_CHANGE_ALPHA): number[] {
  if (!Number.isSafeInteger(looks) || looks < 1) throw new RangeError(`looks must be a whole number, at least 1, got ${looks}`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be between 0 and 1, got ${alpha}`);
  if (looks === 1) return [1 - alpha];
  const later = alpha / 2 / (looks - 1);
  return Array.from({ length: looks }, (_, i) => (i === 0 ? 1 - alpha / 2 : 1 - later));
}

/** The decision at one look; null when no case is paired (nothing to decide on). */
export function decideChange(cases: readonly PairedOutcome[], rule: ChangeRule, state: LookState = { look: 0, looks: 1 }): ChangeDecision | null {
  const { maxDrop, alpha = DEFAULT_CHANGE_ALPHA, onInconclusive = 'block' } = rule;
  if (!(maxDrop >= 0 && maxDrop < 1)) throw new RangeError(`maxDrop must be a fraction from 0 to 1, got ${maxDrop}`);
  const { look, looks } = state;
  if (!Number.isSafeInteger(look) || look < 0 || look >= looks) throw new RangeError(`look must be from 0 to ${looks - 1}, got ${look}`);
  const level = lookLevels(looks, alpha)[look] as number;
  const interval = pairedChangeInterval(cases, level);
  if (!interval) return null;
  const outcome = interval.low > -maxDrop ? 'pass' : interval.high < -maxDrop ? 'block' : 'inconclusive';
  const final = outcome !== 'inconclusive' || look === looks - 1;
  const blocks = outcome === 'block' || (outcome === 'inconclusive' && final && onInconclusive === 'block');
  return { outcome, final, blocks, interval, maxDrop, look, looks };
}

/**
 * Looks to plan for a budget of `calls` extra samples when a batch samples
 * each of `eligible` pairs once: the run's own look and one per batch (the
 * last one possibly partial). Fixed before the first look.
 */
export function plannedLooks(eligible: number, calls: number): number {
  if (!Number.isSafeInteger(calls) || calls < 0) throw new RangeError(`calls must be a whole number, got ${calls}`);
  if (!Number.isSafeInteger(eligible) || eligible < 0) throw new RangeError(`eligible must be a whole number, got ${eligible}`);
  return eligible === 0 ? 1 : 1 + Math.ceil(calls / eligible);
}

/**
 * The next batch: the indexes of the pairs to sample once more on the
 * current side, at most `calls` of them and at most one each, the pairs
 * with the fewest current samples first (ties by index). `eligible` leaves
 * out pairs that cannot vary; it must not look at outcomes.
 */
export function planTrials(cases: readonly PairedOutcome[], calls: number, eligible: (index: number) => boolean = () => true): number[] {
  if (!Number.isSafeInteger(calls) || calls < 0) throw new RangeError(`calls must be a whole number, got ${calls}`);
  const order: number[] = [];
  for (let i = 0; i < cases.length; i++) if (eligible(i)) order.push(i);
  order.sort((a, b) => (cases[a] as PairedOutcome).current.samples - (cases[b] as PairedOutcome).current.samples || a - b);
  return order.slice(0, calls);
}
