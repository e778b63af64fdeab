// The verdict on a dataset's results: compared with its baseline (the cases
// a subset run left out set aside) and gated by its thresholds, whatever the
// results came from (the dataset step, dataset-step.ts). What the run's
// settings add to the gate is read from them here, once, for both front ends.
import { restrictBaseline, compareWithBaseline, evaluateGate, type FrontEnd, type UndecidedPolicy } from '../compare/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { EvalResults, UngatedResults } from '../results/index.js';
import type { BaselineInput } from './evaluator.js';
import type { RunSettings } from './settings.js';

/** What the run's settings add to every dataset's gate. */
export interface GatePolicy {
  /** require-judge: judged assertions skipped for want of a judge block; the front end names the options. */
  requireJudge: FrontEnd | null;
  /** Failures that did not reproduce on re-run (confirm-regressions) block all the same. */
  failOnFlaky: boolean;
  /** Failures whose re-runs the budget could not decide: block (default) or pass. */
  onUndecided: UndecidedPolicy;
  /** max_drop in points, overriding the dataset's; undefined: the dataset's, else no such rule. */
  maxDrop?: number | undefined;
  /** A change max_drop leaves inconclusive: block (default) or pass. */
  onInconclusive?: 'block' | 'pass';
}

/** The gate's part of the settings (`supereval merge` gives only these). */
export function gatePolicy(
  settings: Pick<RunSettings, 'frontEnd' | 'requireJudge' | 'failOnFlaky' | 'onUndecided'> & Partial<Pick<RunSettings, 'maxDrop' | 'onInconclusive'>>,
): GatePolicy {
  return {
    requireJudge: settings.requireJudge ? settings.frontEnd : null,
    failOnFlaky: settings.failOnFlaky,
    onUndecided: settings.onUndecided,
    maxDrop: settings.maxDrop,
    onInconclusive: settings.onInconclusive ?? 'block',
  };
}

export interface GateOptions extends Partial<GatePolicy> {
  /** Cases a subset run left out; the baseline's entries for them are set aside, not counted as removed. */
  unselected?: ReadonlySet<string> | undefined;
}

/** Compares finished results with the baseline and applies the gate (pure). */
export function applyGate(
  results: UngatedResults,
  thresholds: KindDataset['thresholds'],
  baseline: BaselineInput | null,
  options: GateOptions = {},
): EvalResults {
  // max_drop in points: the run's setting, else the dataset's; without either the gate decides as before.
  const maxDrop = options.maxDrop ?? thresholds.max_drop ?? null;
  const changeRule = maxDrop === null ? null : { maxDrop: maxDrop / 100, onInconclusive: options.onInconclusive ?? 'block' };
  const comparison = baseline?.baseline
    ? compareWithBaseline(results, restrictBaseline(baseline.baseline, options.unselected ?? new Set()), changeRule)
    : null;
  const gate = evaluateGate({
    summary: results.summary,
    cases: results.cases,
    thresholds,
    comparison,
    setupErrors: results.setup_errors ?? [],
    requireJudge: options.requireJudge ?? null,
    costCap: results.cost_cap ?? null,
    durationCap: results.duration_cap ?? null,
    failOnFlaky: options.failOnFlaky ?? false,
    onUndecided: options.onUndecided ?? 'block',
  });
  return { ...results, gate, comparison, baseline_note: baseline?.note ?? null };
}
