// Confirmed regressions (--confirm-regressions): which failures are run
// again, and what their re-runs mean. A model at temperature above 0 fails a
// case now and then; a regression (or a must-pass failure) is re-run until a
// sequential test (sequential-confirm.ts) decides: flaky (its pass rate is
// still acceptable; blocks only when the workflow asks flaky cases to block),
// dropped (blocks), or undecided when the budget runs out (blocks unless the
// workflow says on-undecided: pass). The figures (pass rate, paired
// difference) keep the first run's samples: only failures get re-runs, so
// counting those would raise them.
import type { CaseResult, Confirmation, ModelResult, Comparison, ComparisonCase } from '../config/index.js';
import { minOf } from '../base/index.js';
import { summarizeModels } from '../figures/index.js';

/** A case to run again, and the models (subjects) it did not pass on. */
export interface ConfirmationTarget {
  /** Its index in the run's cases. */
  index: number;
  models: string[];
}

/**
 * The failures to confirm: each regression of the comparison (on its model,
 * or, compared at case level, on every model the case did not pass on) and
 * each must-pass case that did not pass. `ran` says whether a result was
 * really evaluated: one a run cap or stop-early refused was not, and a re-run
 * would be refused too. A model whose trials (--trials) disagree is known to
 * be flaky already, and a flaky case counts as a failure until it is fixed
 * (as trials count it): it is not re-run.
 */
export function confirmationTargets(
  cases: readonly CaseResult[],
  comparison: Pick<Comparison, 'cases'> | null,
  mustPass: (c: CaseResult) => boolean,
  ran: (result: ModelResult) => boolean,
): ConfirmationTarget[] {
  const wanted = new Map<number, Set<string>>();
  const failedOn = (c: CaseResult, model: string | null) => {
    const trialsDisagree = new Set(c.results.length > 1 ? summarizeModels(c.results).flatMap((m) => (m.flaky ? [m.model] : [])) : []);
    const models = c.results.filter((r) => r.status !== 'pass' && ran(r) && (model === null || r.model === model)).map((r) => r.model);
    return [...new Set(models)].filter((m) => !trialsDisagree.has(m));
  };
  const add = (index: number, models: readonly string[]) => {
    if (models.length === 0) return;
    const set = wanted.get(index) ?? new Set<string>();
    for (const m of models) set.add(m);
    wanted.set(index, set);
  };
  const regressed = comparison ? comparison.cases.filter((e) => e.classification === 'regression') : [];
  if (regressed.length > 0) {
    // Comparison entries name the current case by id; ids may repeat, so each is taken in order.
    const byId = new Map<string, number[]>();
    cases.forEach((c, index) => {
      const indexes = byId.get(c.id);
      if (indexes) indexes.push(index);
      else byId.set(c.id, [index]);
    });
    const seen = new Map<string, number>();
    for (const entry of regressed) {
      const indexes = byId.get(entry.id) ?? [];
      const turn = entry.model === null ? (seen.get(entry.id) ?? 0) : 0;
      if (entry.model === null) seen.set(entry.id, turn + 1);
      for (const index of entry.model === null ? indexes.slice(turn, turn + 1) : indexes) {
        add(index, failedOn(cases[index] as CaseResult, entry.model));
      }
    }
  }
  cases.forEach((c, index) => {
    if (mustPass(c) && c.status !== 'pass') add(index, failedOn(c, null));
  });
  return [...wanted.entries()].sort(([a], [b]) => a - b).map(([index, models]) => ({ index, models: [...models] }));
}

/** What a re-run failure came to; a record from before the sequential test says flaky for any passing re-run. */
export type ConfirmedVerdict = NonNullable<Confirmation['verdict']>;
export const verdictOf = (m: Pick<Confirmation, 'verdict' | 'passes'>): ConfirmedVerdict => m.verdict ?? (m.passes > 0 ? 'flaky' : 'dropped');

/** Which verdicts the gate lets pass: flaky always (unless flaky cases block), undecided when the workflow says so. */
export type ExcusedVerdicts = ReadonlySet<ConfirmedVerdict>;
export const FLAKY_ONLY: ExcusedVerdicts = new Set(['flaky']);

/** Whether the model's failure on the case is excused by its re-runs: their verdict is one the gate lets pass. */
export function notReproducedOn(c: Pick<CaseResult, 'confirmation'>, model: string, excused: ExcusedVerdicts = FLAKY_ONLY): boolean {
  return c.confirmation?.some((m) => m.model === model && excused.has(verdictOf(m))) ?? false;
}

/** Whether every model the case failed on is excused by its re-runs: the case counts as passed. */
export function notReproduced(c: Pick<CaseResult, 'confirmation' | 'results'>, excused: ExcusedVerdicts = FLAKY_ONLY): boolean {
  if (!c.confirmation || c.confirmation.length === 0) return false;
  return c.results.every((r) => r.status === 'pass' || notReproducedOn(c, r.model, excused));
}

// Of several models' verdicts, the case's is the worst: one that dropped makes it dropped.
const SEVERITY: Record<ConfirmedVerdict, number> = { flaky: 0, undecided: 1, dropped: 2 };

/** The re-runs of one model of a case, summed for the comparison entry of that model (or the whole case, for null). */
export function confirmationOf(c: Pick<CaseResult, 'confirmation'>, model: string | null): ComparisonCase['confirmation'] {
  const runs: Confirmation[] = (c.confirmation ?? []).filter((m) => model === null || m.model === model);
  if (runs.length === 0) return undefined;
  const passes = minOf(runs.map((m) => m.passes));
  const verdict = runs.map(verdictOf).reduce((worst, v) => (SEVERITY[v] > SEVERITY[worst] ? v : worst));
  // A passing re-run's answer only when some re-run of every model it failed on passed.
  const passed = passes > 0 ? runs.find((m) => m.passed_output !== undefined) : undefined;
  return { runs: minOf(runs.map((m) => m.runs)), passes, ...(passed ? { passed_output: passed.passed_output } : {}), verdict };
}
