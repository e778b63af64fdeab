// Confirmed regressions (--confirm-regressions), a run feature; the run's
// side (src/compare/confirm.ts says what the verdicts mean to the gate):
// after a dataset's run, each regression and failing must-pass case is re-run
// on each model it did not pass on, one call at a time per case and model,
// until Wald's sequential test (src/compare/sequential-confirm.ts) decides
// flaky or dropped, or the budget of re-runs leaves it undecided. The first
// failure, the reason for the re-runs, is not counted. All failures still
// undecided are re-run together, one round after another: each round asks
// each of them once more, so every verdict is taken after each of its own
// re-runs, exactly as one at a time would. Each re-run is a fresh call (no
// answer is reused, no batch job), graded apart.
import type { CaseResult, Confirmation, ModelResult, Summary } from '../../config/index.js';
import type { KindDataset } from '../../kinds/index.js';
import {
  confirmationTargets,
  type ConfirmationTarget,
  compareWithBaseline,
  restrictBaseline,
  type Baseline,
  isMustPass,
  CONFIRMATION_DEFAULTS,
  confirmationPlan,
  confirmationVerdict,
  type BaselineRecord,
  type ConfirmationPlan,
  type ConfirmationVerdict,
} from '../../compare/index.js';
import { type UngatedResults, resultMentions } from '../../results/index.js';
import { runCases, samplingSubjects } from '../../run/index.js';
import type { ConfirmRuns } from '../eval-settings.js';
import { noSpend } from '../grading.js';
import type { RunFeatureModule } from './feature.js';

/** `auto`'s budget of re-runs per failure: the sequential test's default (a case at 50% blocked 95.6% of the time, one at 95% passes 97.8%). */
export const AUTO_CONFIRM_RUNS = CONFIRMATION_DEFAULTS.budget;

export const confirmRegressions: RunFeatureModule = {
  name: 'confirm-regressions',
  open({ features }) {
    const runs = features?.confirmRegressions ?? 0;
    const stopEarly = features?.stopEarly ?? false;
    const flakyTolerance = features?.flakyTolerance;
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
              refusals,
              rerun,
              gradingSpend: () => (spend.unknown ? null : spend.cost),
              // The run's flag or input, else the dataset's threshold, else the test's default.
              flakyTolerance: flakyTolerance ?? dataset.thresholds.flaky_tolerance ?? CONFIRMATION_DEFAULTS.flakyTolerance,
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
 * The re-runs for this dataset: the budget K and the subjects it applies to
 * (auto: the default budget, only on those that sample), or null when nothing is re-run. `auto` yields to
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
  /** The errors of results a run cap or stop-early refused so far: those were never evaluated. */
  refusals: () => readonly string[];
  rerun: RerunCases;
  /** What the re-runs' grading (judge, embeddings) cost once they are done; null when unknown. */
  gradingSpend: () => number | null;
  /** The least pass rate a flaky case may have (the test's p0 when the baseline knows one sample). */
  flakyTolerance: number;
}

const round = (x: number) => Math.round(x * 1e8) / 1e8;

/**
 * The dataset's failures to confirm (its regressions against the baseline,
 * its failing must-pass cases, on the subjects the plan covers), re-run
 * until each is decided; the cases record their re-runs and verdicts, the
 * summary what they cost (in the total).
 */
export async function confirmRun(results: UngatedResults, run: ConfirmRun): Promise<void> {
  // A clean run has nothing to confirm: no comparison is made for it.
  if (results.cases.every((c) => c.status === 'pass')) return;
  const refused = (r: ModelResult) => r.status === 'error' && run.refusals().some((refusal) => resultMentions(r, refusal));
  const comparison = run.baseline ? compareWithBaseline(results, run.baseline) : null;
  const mustPassTags = new Set(run.dataset.thresholds.must_pass_tags);
  const mustPass = (c: CaseResult) => isMustPass(c, mustPassTags);
  const { subjects } = run.plan;
  const targets = confirmationTargets(results.cases, comparison, mustPass, (r) => !refused(r)).flatMap((t) => {
    const models = subjects ? t.models.filter((m) => subjects.has(m)) : t.models;
    return models.length > 0 ? [{ index: t.index, models }] : [];
  });
  if (targets.length === 0) return;
  const records = run.baseline ? baselineRecords(run.baseline) : null;
  const planFor = (c: CaseResult): ConfirmationPlan => {
    // A must-pass case is held to the tolerance, whatever it did before.
    const record = records && !mustPass(c) ? (records.get(run.baseline?.match_by === 'key' ? c.key : c.id) ?? undefined) : undefined;
    return confirmationPlan({ flakyTolerance: run.flakyTolerance, budget: run.plan.runs }, record);
  };
  const { model_cost_usd, ...figures } = await confirmFailures(run, results.cases, targets, planFor, refused);
  const grading = run.gradingSpend();
  const cost = model_cost_usd === null || grading === null ? null : round(model_cost_usd + grading);
  results.summary.confirmation = { ...figures, cost_usd: cost, flaky_tolerance: run.flakyTolerance };
  const total = results.summary.total_cost_usd ?? null;
  results.summary.total_cost_usd = total === null || cost === null ? null : round(total + cost);
}

/** What the baseline knows of each case's pass rate beyond one sample: its trials (by the field the baseline matches on). */
function baselineRecords(baseline: Baseline): Map<string, BaselineRecord> {
  const records = new Map<string, BaselineRecord>();
  for (const b of baseline.cases) {
    const name = baseline.match_by === 'id' ? b.id : b.key;
    if (name === null || b.outcome === undefined || b.samples === undefined || b.samples < 2) continue;
    records.set(name, { passes: Math.round(b.outcome * b.samples), samples: b.samples });
  }
  return records;
}

/** Runs a subset of the dataset's cases on some subjects, `trials` times each (the dataset's run, with reuse and stop-early off). */
export type RerunCases = (cases: KindDataset['cases'], subjects: ReadonlySet<string>, trials: number) => Promise<CaseResult[]>;

/** One failure being confirmed: a case on one model, its test and its re-runs so far. */
interface Track {
  index: number;
  model: string;
  plan: ConfirmationPlan;
  passes: number;
  failures: number;
  verdict: ConfirmationVerdict;
  passedOutput?: string | null;
}

/**
 * Re-runs each target's failing models, a round at a time, until each has a
 * verdict, and records on the case each model's re-runs, passes and verdict
 * (`confirmation`). The figures for the summary: the budget, cases re-run,
 * calls made (one per re-run answer) and their cost, and the verdicts.
 */
async function confirmFailures(
  run: ConfirmRun,
  cases: CaseResult[],
  targets: readonly ConfirmationTarget[],
  planFor: (c: CaseResult) => ConfirmationPlan,
  refused: (r: ModelResult) => boolean,
): Promise<Omit<NonNullable<Summary['confirmation']>, 'cost_usd'> & { model_cost_usd: number | null }> {
  const tracks: Track[] = targets.flatMap((t) => {
    const plan = planFor(cases[t.index] as CaseResult);
    // A budget too small to reach either bound leaves it undecided before any call.
    return t.models.map((model) => ({ index: t.index, model, plan, passes: 0, failures: 0, verdict: confirmationVerdict(plan, 0, 0) }));
  });
  let calls = 0;
  let cost: number | null = 0;
  for (let pending = tracks.filter((t) => t.verdict === 'continue'); pending.length > 0; pending = pending.filter((t) => t.verdict === 'continue')) {
    // One round: each pending failure once more, the cases of one model in one run.
    const byModel = new Map<string, Track[]>();
    for (const t of pending) {
      const group = byModel.get(t.model);
      if (group) group.push(t);
      else byModel.set(t.model, [t]);
    }
    await Promise.all(
      [...byModel].map(async ([model, group]) => {
        const again = await run.rerun(
          group.map((t) => run.dataset.cases[t.index] as KindDataset['cases'][number]),
          new Set([model]),
          1,
        );
        group.forEach((t, j) => {
          const result = again[j]?.results.find((r) => r.model === model);
          if (!result || refused(result)) {
            // A cap refused the call: no evidence either way, and none will come.
            t.verdict = 'undecided';
            return;
          }
          calls++;
          cost = cost === null || result.cost_usd === null ? null : cost + result.cost_usd;
          if (result.status === 'pass') {
            t.passes++;
            if (t.passedOutput === undefined) t.passedOutput = result.output;
          } else t.failures++;
          t.verdict = confirmationVerdict(t.plan, t.passes, t.failures);
        });
      }),
    );
  }
  for (const target of targets) {
    const c = cases[target.index] as CaseResult;
    c.confirmation = tracks.filter((t) => t.index === target.index).map(confirmationRecord);
  }
  const verdicts = targets.map((target) => caseVerdict(cases[target.index] as CaseResult));
  const count = (v: Confirmation['verdict']) => verdicts.filter((x) => x === v).length;
  return {
    runs: run.plan.runs,
    cases: targets.length,
    calls,
    model_cost_usd: cost,
    confirmed: count('dropped'),
    flaky: count('flaky'),
    undecided: count('undecided'),
  };
}

function confirmationRecord(t: Track): Confirmation {
  return {
    model: t.model,
    runs: t.passes + t.failures,
    passes: t.passes,
    ...(t.passedOutput !== undefined ? { passed_output: t.passedOutput } : {}),
    verdict: t.verdict === 'continue' ? 'undecided' : t.verdict,
    acceptable: round(t.plan.acceptable),
  };
}

/** A case's verdict over its models: the worst (one model dropped: dropped). */
function caseVerdict(c: CaseResult): Confirmation['verdict'] {
  const verdicts = (c.confirmation ?? []).map((m) => m.verdict);
  return verdicts.includes('dropped') ? 'dropped' : verdicts.includes('undecided') ? 'undecided' : 'flaky';
}
