// Confirmed regressions (--confirm-regressions), a run feature; the run's
// side (src/compare/confirm.ts decides what the re-runs mean): after a
// dataset's run, each regression and failing must-pass case is run again K
// times on each model it did not pass on, with the same model, prompt and
// settings; each re-run is a fresh call (no answer is reused, no batch job),
// graded apart. Only those cases and models run again.
import type { CaseResult, ModelResult, Summary } from '../../config/index.js';
import type { KindDataset } from '../../kinds/index.js';
import {
  confirmationTargets,
  notReproducedOn,
  type ConfirmationTarget,
  compareWithBaseline,
  restrictBaseline,
  type Baseline,
  isMustPass,
} from '../../compare/index.js';
import { type UngatedResults, resultMentions } from '../../results/index.js';
import { runCases, samplingSubjects } from '../../run/index.js';
import { summarizeModels } from '../../figures/index.js';
import type { ConfirmRuns } from '../eval-settings.js';
import { noSpend } from '../grading.js';
import type { RunFeatureModule } from './feature.js';

/** `auto`'s re-runs: two are enough to tell a one-off from a failure that holds (a case failing half the time passes one of two re-runs 3 times in 4). */
export const AUTO_CONFIRM_RUNS = 2;

export const confirmRegressions: RunFeatureModule = {
  name: 'confirm-regressions',
  open({ features }) {
    const runs = features?.confirmRegressions ?? 0;
    const stopEarly = features?.stopEarly ?? false;
    if (runs === 0) return null;
    return {
      forDataset({ dataset, baseline, plain, grading, refusals }) {
        const plan = confirmPlan(runs, () => samplingSubjects(plain), stopEarly);
        if (!plan) return null;
        return {
          async finish(results) {
            // A dataset that could not be set up has nothing to confirm.
            if (results.setup_errors) return;
            // The re-runs' grading calls are counted apart, with their own spend.
            const spend = noSpend();
            const rerun: RerunCases = (subset, subjects, trials) =>
              runCases({ ...plain, ...grading(spend), dataset: { ...dataset, cases: subset }, trials, onlySubjects: subjects });
            await confirmRun(results, {
              dataset,
              baseline: baseline?.baseline ? restrictBaseline(baseline.baseline, dataset.selection?.unselected ?? new Set()) : null,
              plan,
              // What caps or stop-early refused was not evaluated; a re-run would be refused too.
              refusals: refusals(),
              rerun,
              gradingSpend: () => (spend.unknown ? null : spend.cost),
            });
          },
        };
      },
    };
  },
};

/** Whether a stop-early run confirms its failures: `auto` yields to stop-early; a count keeps both (a failure then stops nothing). */
export const confirmsUnderStopEarly = (runs: ConfirmRuns): boolean => runs !== 'auto' && runs > 0;

/**
 * The re-runs for this dataset: K and the subjects it applies to (auto: only
 * those that sample), or null when nothing is re-run. `auto` yields to
 * stop-early, which was asked to stop at the first failure that decides; a
 * count given with it keeps both (such a failure then stops nothing).
 */
export function confirmPlan(
  runs: ConfirmRuns,
  /** The subjects whose answers vary; asked only for `auto`. */
  sampling: () => ReadonlySet<string>,
  stopEarly: boolean,
): { runs: number; subjects: ReadonlySet<string> | null } | null {
  if (runs !== 'auto') return runs > 0 ? { runs, subjects: null } : null;
  if (stopEarly) return null;
  const subjects = sampling();
  return subjects.size > 0 ? { runs: AUTO_CONFIRM_RUNS, subjects } : null;
}

export interface ConfirmRun {
  dataset: KindDataset;
  /** The baseline the gate compares with (restricted to the cases selected); null without one. */
  baseline: Baseline | null;
  plan: NonNullable<ReturnType<typeof confirmPlan>>;
  /** The errors of results a run cap or stop-early refused: those were never evaluated. */
  refusals: readonly string[];
  rerun: RerunCases;
  /** What the re-runs' grading (judge, embeddings) cost once they are done; null when unknown. */
  gradingSpend: () => number | null;
}

const round = (x: number) => Math.round(x * 1e8) / 1e8;

/**
 * The dataset's failures to confirm (its regressions against the baseline,
 * its failing must-pass cases, on the subjects the plan covers), re-run; the
 * cases record their re-runs and the summary what they cost (in the total).
 */
export async function confirmRun(results: UngatedResults, run: ConfirmRun): Promise<void> {
  // A clean run has nothing to confirm: no comparison is made for it.
  if (results.cases.every((c) => c.status === 'pass')) return;
  const ran = (r: ModelResult) => r.status !== 'error' || !run.refusals.some((refusal) => resultMentions(r, refusal));
  const comparison = run.baseline ? compareWithBaseline(results, run.baseline) : null;
  const mustPassTags = new Set(run.dataset.thresholds.must_pass_tags);
  const { subjects } = run.plan;
  const targets = confirmationTargets(results.cases, comparison, (c) => isMustPass(c, mustPassTags), ran).flatMap((t) => {
    const models = subjects ? t.models.filter((m) => subjects.has(m)) : t.models;
    return models.length > 0 ? [{ index: t.index, models }] : [];
  });
  if (targets.length === 0) return;
  const { model_cost_usd, ...figures } = await confirmFailures(run.dataset, results.cases, targets, run.plan.runs, run.rerun);
  const grading = run.gradingSpend();
  const cost = model_cost_usd === null || grading === null ? null : round(model_cost_usd + grading);
  results.summary.confirmation = { ...figures, cost_usd: cost };
  const total = results.summary.total_cost_usd ?? null;
  results.summary.total_cost_usd = total === null || cost === null ? null : round(total + cost);
}

/** Runs a subset of the dataset's cases on some subjects, `trials` times each (the dataset's run, with reuse and stop-early off). */
export type RerunCases = (cases: KindDataset['cases'], subjects: ReadonlySet<string>, trials: number) => Promise<CaseResult[]>;

/**
 * Re-runs each target `runs` times and records, on the case, each model's
 * passes out of its re-runs (`confirmation`). The figures for the summary:
 * calls made (one per re-run answer) and their cost, and the cases whose
 * failure held or did not.
 */
async function confirmFailures(
  dataset: KindDataset,
  cases: CaseResult[],
  targets: readonly ConfirmationTarget[],
  runs: number,
  rerun: RerunCases,
): Promise<Omit<NonNullable<Summary['confirmation']>, 'cost_usd'> & { model_cost_usd: number | null }> {
  // One run per set of models: cases that failed on the same models re-run together.
  const groups = new Map<string, { models: string[]; indexes: number[] }>();
  for (const t of targets) {
    const models = [...t.models].sort();
    const key = JSON.stringify(models);
    const group = groups.get(key) ?? { models, indexes: [] };
    group.indexes.push(t.index);
    groups.set(key, group);
  }
  let calls = 0;
  let cost: number | null = 0;
  await Promise.all(
    [...groups.values()].map(async ({ models, indexes }) => {
      const again = await rerun(
        indexes.map((i) => dataset.cases[i] as KindDataset['cases'][number]),
        new Set(models),
        runs,
      );
      again.forEach((result, j) => {
        const target = cases[indexes[j] as number] as CaseResult;
        target.confirmation = summarizeModels(result.results).map((m) => {
          const passed = result.results.find((r) => r.model === m.model && r.status === 'pass');
          return { model: m.model, runs: m.trials, passes: m.passes, ...(passed ? { passed_output: passed.output } : {}) };
        });
        for (const r of result.results) {
          calls++;
          cost = cost === null || r.cost_usd === null ? null : cost + r.cost_usd;
        }
      });
    }),
  );
  const flaky = targets.filter((t) => t.models.every((m) => notReproducedOn(cases[t.index] as CaseResult, m))).length;
  return { runs, cases: targets.length, calls, model_cost_usd: cost, confirmed: targets.length - flaky, flaky };
}
