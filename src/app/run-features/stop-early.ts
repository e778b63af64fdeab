// Stop-early (--stop-early / the stop-early input), a run feature: once a
// dataset's verdict is decided, no new call starts for it (run/stop-rule.ts
// declares the rule the runner reads). The verdict is decided once the gate
// must block whatever the cases not yet run do. It reads the gate's own
// thresholds: a must-pass case that did not pass; a case that passed in the
// baseline and now does not, under fail_on_regression; a pass_rate or tag
// floor out of reach even if every remaining case passes. Cost and latency
// limits never stop a run early.
// EPSILON and isMustPass are the gate's own rules: a rate equal to its limit on paper is not out of reach.
import { type Baseline, type BaselineCase, EPSILON, isMustPass } from '../../compare/index.js';
import type { CaseResult, Results, ResolvedThresholds } from '../../config/index.js';
import type { LoadedCase } from '../../dataset/index.js';
import { formatPct } from '../../base/index.js';
import { summarizeCase } from '../../figures/index.js';
import { stopEarlyRefusalText, type StopRule } from '../../run/index.js';
import { confirmsUnderStopEarly } from './confirm-regressions.js';
import type { RunFeatureModule } from './feature.js';

export const stopEarly: RunFeatureModule = {
  name: 'stop-early',
  open({ features }) {
    if (!features?.stopEarly) return null;
    const confirming = confirmsUnderStopEarly(features.confirmRegressions ?? 0);
    return {
      forDataset({ dataset, baseline }) {
        const rule = new VerdictStopRule(dataset.cases, dataset.thresholds, baseline?.baseline ?? null, confirming);
        return {
          prepare: (run) => ({ ...run, options: { ...run.options, stopRule: rule } }),
          finish(results) {
            if (!rule.decision) return;
            const stopped = stoppedEarly(results.cases, rule.decision);
            if (stopped.calls_saved > 0) results.stopped_early = stopped;
          },
          refusal: () => (rule.decision ? stopEarlyRefusalText(rule.decision.reason) : null),
        };
      },
    };
  },
};

/** What decided a dataset's verdict, once something did. */
export interface StopDecision {
  reason: string;
  /** The id of the case whose verdict decided it. */
  case: string;
}

interface Floor {
  label: string;
  /** Cases it counts, in the dataset. */
  total: number;
  notPassed: number;
  min: number;
  counts: (c: CaseResult) => boolean;
}

export class VerdictStopRule implements StopRule {
  decision: StopDecision | null = null;
  private readonly mustPassTags: ReadonlySet<string>;
  private readonly floors: Floor[];
  /** The baseline's cases by what pairs them with ours (their id or key). */
  private readonly baselineCases: ReadonlyMap<string, BaselineCase>;
  private readonly matchBy: Baseline['match_by'];

  constructor(
    cases: readonly LoadedCase[],
    thresholds: ResolvedThresholds,
    /** The baseline the gate compares with; null when there is none. */
    baseline: Baseline | null,
    /**
     * Regressions and must-pass failures are run again after the run
     * (--confirm-regressions), and one that does not reproduce blocks nothing:
     * such a failure decides nothing, and no floor counts it.
     */
    private readonly confirming = false,
  ) {
    this.mustPassTags = new Set(thresholds.must_pass_tags);
    const floors: Floor[] = [{ label: 'pass_rate', total: cases.length, notPassed: 0, min: thresholds.pass_rate, counts: () => true }];
    for (const [tag, min] of Object.entries(thresholds.tag_floors)) {
      const total = cases.filter((c) => c.tags.includes(tag)).length;
      if (total > 0) floors.push({ label: `tag_floors: tag ${JSON.stringify(tag)}`, total, notPassed: 0, min, counts: (c) => c.tags.includes(tag) });
    }
    this.floors = floors;
    this.baselineCases = baseline && thresholds.fail_on_regression ? pairable(cases, baseline) : new Map();
    this.matchBy = baseline?.match_by ?? 'id';
  }

  caseFinished(result: CaseResult): string | null {
    if (this.decision) return this.decision.reason;
    const reason = this.decides(result);
    if (reason !== null) this.decision = { reason, case: result.id };
    return reason;
  }

  private decides(c: CaseResult): string | null {
    const outcome = summarizeCase(c);
    const passed = outcome.status === 'pass';
    const mustPass = !passed && isMustPass(c, this.mustPassTags);
    if (mustPass && this.confirming) return null;
    if (mustPass) {
      return `must_pass: must-pass case ${c.id} ${outcome.flaky ? 'was flaky' : outcome.status === 'error' ? 'errored' : 'failed'}`;
    }
    const before = this.baselineCases.get(this.matchBy === 'id' ? c.id : c.key);
    if (before) {
      const regressed = outcome.models.find((m) => m.status !== 'pass' && (before.models[m.model]?.status ?? before.status) === 'pass');
      if (regressed && this.confirming) return null;
      if (regressed) {
        const on = outcome.models.length > 1 ? ` on ${regressed.model}` : '';
        return `fail_on_regression: case ${c.id} passed in the baseline and now fails${on}`;
      }
    }
    // The pass rate counts a case's status as the summary does; the tag floors as the gate does (a flaky case fails).
    for (const floor of this.floors) {
      if (!floor.counts(c) || (floor.label === 'pass_rate' ? c.status === 'pass' : passed)) continue;
      floor.notPassed++;
      const best = (floor.total - floor.notPassed) / floor.total;
      if (best < floor.min - EPSILON) {
        return `${floor.label}: ${floor.notPassed} of ${floor.total} cases did not pass, so at most ${formatPct(best)} can, below the required ${formatPct(floor.min)}`;
      }
    }
    return null;
  }
}

/**
 * The baseline case of each case's id (or key, as the baseline matches), where the pairing is sure: the
 * comparison pairs cases that share their id (or key) in order, and cases
 * finish in any order, so an id or key met more than once on either side is
 * left to the gate.
 */
function pairable(cases: readonly LoadedCase[], baseline: Baseline): Map<string, BaselineCase> {
  const field = (c: { id: string | null; key: string | null }) => (baseline.match_by === 'id' ? c.id : c.key) ?? '';
  const once = <T>(items: readonly T[], keyOf: (item: T) => string) => {
    const seen = new Map<string, T | null>();
    for (const item of items) {
      const k = keyOf(item);
      seen.set(k, seen.has(k) ? null : item);
    }
    return seen;
  };
  const mine = once(cases, field);
  const theirs = once(baseline.cases, field);
  const paired = new Map<string, BaselineCase>();
  for (const [k, c] of mine) {
    const b = theirs.get(k);
    if (c && b) paired.set(k, b);
  }
  return paired;
}

/** The results' record of a stop: what decided it, and the cases and results it kept from running. */
export function stoppedEarly(cases: readonly CaseResult[], decision: StopDecision): NonNullable<Results['stopped_early']> {
  const refusal = stopEarlyRefusalText(decision.reason);
  let notRun = 0;
  let callsSaved = 0;
  for (const c of cases) {
    const refused = c.results.filter((r) => r.error === refusal).length;
    if (refused > 0) notRun++;
    callsSaved += refused;
  }
  return { reason: decision.reason, case: decision.case, not_run: notRun, calls_saved: callsSaved };
}
