// A run feature: something a run may do beyond asking and grading each case
// once (a cap on its cost or time, reusing the baseline's answers, batch
// jobs, stopping early, confirming regressions). Each is one module of this
// folder, listed once in RUN_FEATURES (index.ts); the evaluator runs them as
// steps, in that order, and names none of them.
import type { Baseline } from '../../compare/index.js';
import type { KindDataset } from '../../kinds/index.js';
import { type UngatedResults, resultsRefusedBy } from '../../results/index.js';
import type { AnswerLookup, RunOptions, RunCap, CircuitProvider } from '../../run/index.js';
import type { JudgeReplies } from '../../score/index.js';
import type { GradingFor } from '../grading.js';
import type { EvalSettings } from '../eval-settings.js';

/** The baseline a dataset is compared with, as the front end found it. */
export interface BaselineInput {
  baseline: Baseline | null;
  note: string;
  /** The baseline's recorded answers by request fingerprint, when the plan reuses answers (src/run/answer-reuse.ts). */
  answers?: AnswerLookup;
}

/** A dataset's run of its cases without its grading tools, which the evaluator adds last; its models are the run's (run-providers.ts). */
export type CaseRunOptions = Omit<RunOptions, 'judge' | 'embedder' | 'graderFor' | 'guardrails' | 'providers'> & { providers: CircuitProvider[] };

/** A dataset's run as the features prepare it, one after another. */
export interface CaseRun {
  options: CaseRunOptions;
  /** The provider the judge asks: the run's, or one answering from batch jobs; null without a judge. */
  judge: CircuitProvider | null;
  /** Judge replies the judge may take instead of calling (judge reuse); null: every judge call is made. */
  replies: JudgeReplies | null;
}

/** What a feature is shown of a dataset's evaluation. */
export interface DatasetEvaluation {
  dataset: KindDataset;
  baseline: BaselineInput | null;
  /** The run as the settings make it, before any feature changed it: the run's own models, nothing reused, nothing stopped. */
  plain: CaseRunOptions;
  /** Grading tools over the run's judge and graders, counted apart, for runs of cases besides the dataset's (confirmation's re-runs). */
  grading: GradingFor;
  /** The run's caps: a batch job waits and spends within them. */
  caps: readonly RunCap[];
  /** The errors of the results the features kept from running (caps, stop-early), known once the cases ran. */
  refusals: () => string[];
}

/** A feature's part in one dataset's evaluation. */
export interface DatasetPart {
  /** Changes the dataset's run before it starts (answers to reuse, batch jobs' providers, a stop rule). */
  prepare?(run: CaseRun): CaseRun | Promise<CaseRun>;
  /** Records in the results what the feature did, once the cases ran (in the order of RUN_FEATURES). */
  finish?(results: UngatedResults): void | Promise<void>;
  /** The error text of the results it kept from running, which were never evaluated; null when none. */
  refusal?(): string | null;
}

/** One feature, opened for a run. */
export interface RunFeature {
  /** A limit on every call of the run: each provider the run makes is wrapped with it (run/run-caps.ts). */
  readonly cap?: RunCap;
  /** Its part in a dataset's evaluation; null where it takes none. */
  forDataset?(evaluation: DatasetEvaluation): DatasetPart | null | Promise<DatasetPart | null>;
  /** A line for the log at the end of the run, or null. */
  note?(): string | null;
}

/** A feature as RUN_FEATURES lists it: opened from the run's settings, or null when the run does not use it. */
export interface RunFeatureModule {
  name: string;
  open(settings: EvalSettings): RunFeature | null;
}

/**
 * The feature of a run cap (cost, time): it limits every call of the run;
 * where it refused some of a dataset's, `record` writes how many in the
 * results; the log says so at the end of the run.
 */
export function capFeature(cap: RunCap, record: (results: UngatedResults, notRun: number) => void): RunFeature {
  return {
    cap,
    forDataset: () => ({
      finish(results) {
        const notRun = resultsRefusedBy(results.cases, cap.refusal);
        if (notRun > 0) record(results, notRun);
      },
      refusal: () => cap.refusal,
    }),
    note: () => (cap.refused > 0 ? cap.summary() : null),
  };
}
