// One dataset, the same whichever front end runs it and wherever its results
// come from: the baseline as the front end planned it -> the results
// (evaluated, reused from the baseline's store, or merged from shards) -> the
// gate -> the mask -> the results file -> the next baseline. As actions/cache
// hands restoreImpl its state provider, the front end hands in its ports:
// where baselines are kept (src/baseline/ carries its plan out), where the
// results file goes, and where notes and problems are said.
//
// Every results document is gated and masked here, once, whatever its source:
// results made elsewhere (a cache entry, a shard's file) are masked with this
// run's secrets as the ones evaluated here are.
import { type Scrubber, WriteError, writeFileAtomic } from '../base/index.js';
import type { ConfigParts, RunSource } from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import { maskResults, type EvalResults, type UngatedResults, encodeResultsFileChunks } from '../results/index.js';
import type { BaselineInput, Evaluator } from './evaluator.js';
import { applyGate, type GatePolicy } from './gate.js';

/** A dataset's baseline as a store read it. */
export interface FoundBaseline {
  /** The baseline with its note, or null when the plan reads none. */
  baseline: BaselineInput | null;
  /** Results of this very config the store holds, to reuse instead of calling the models. */
  reusable: EvalResults | null;
  /** The cache entry read, if any. */
  cacheKey: string | null;
  /** The baseline the user named cannot be used: a line to fail with once everything is written. */
  problem: string | null;
}

/** What saving the next baseline did. */
export interface SavedBaseline {
  /** The file written, or null. */
  file: string | null;
  /** Why a baseline the plan saves was not saved (incomplete results). */
  note: string | null;
  /** It could not be written: a line to fail with once everything is written. */
  problem: string | null;
}

/** Where the front end keeps baselines: its plan carried out on its stores (src/baseline/apply.ts, plannedBaseline). */
export interface BaselinePort {
  read(dataset: KindDataset): Promise<FoundBaseline>;
  /** Saves the results as the next baseline where the plan says, when they are complete. */
  save(dataset: KindDataset, results: EvalResults): Promise<SavedBaseline>;
}

/** Where the front end writes a dataset's results file. */
export interface ResultsFilePort {
  /** The file, or null for none (the CLI without --output). */
  path(dataset: KindDataset): Promise<string | null>;
  /** A file as the messages name it. */
  show(file: string): string;
  /** How to write it elsewhere, in the front end's words ("give another --output path"). */
  elsewhere: string;
}

/** Where the step's lines go. */
export interface StepLog {
  /** For the log as it happens: a baseline's note, results reused. */
  note(line: string): void;
  /** A line the run fails with once everything is written and reported. */
  problem(line: string): void;
}

/** The results of a dataset when no store holds any to reuse: neither gated nor masked. */
export type ResultsSource = (dataset: KindDataset, baseline: BaselineInput | null) => Promise<UngatedResults>;

/** Results from the models: the evaluator runs the dataset. */
export const evaluated =
  (evaluator: Pick<Evaluator, 'evaluate'>): ResultsSource =>
  (dataset, baseline) =>
    evaluator.evaluate(dataset, baseline);

export interface DatasetStep {
  source: ResultsSource;
  gate: GatePolicy;
  /** Masks the secrets the front end holds. */
  scrub: Scrubber;
  baseline: BaselinePort;
  resultsFile: ResultsFilePort;
  log: StepLog;
  /** Where this run happened and its config's parts, put on the results (the action's); without, they keep their source's. */
  provenance?: { source: RunSource; config: ConfigParts | null };
}

export interface DatasetOutcome {
  results: EvalResults;
  /** The store's results were reused: no model was called. */
  reused: boolean;
  /** The cache entry read, if any. */
  cacheKey: string | null;
  /** The results file; null when there is none or it could not be written. */
  resultsPath: string | null;
  /** The baseline file written, if any. */
  baselineFile: string | null;
}

export async function runDatasetStep(dataset: KindDataset, step: DatasetStep): Promise<DatasetOutcome> {
  const { log } = step;
  const found = await step.baseline.read(dataset);
  if (found.problem) log.problem(found.problem);
  else if (found.baseline && !found.baseline.baseline) log.note(found.baseline.note);

  const made = found.reusable ? reuse(dataset, found.reusable, found.cacheKey, log) : await step.source(dataset, found.baseline);
  let results = applyGate(made, dataset.thresholds, found.baseline, { unselected: dataset.selection?.unselected, ...step.gate });
  // A later run that takes these results as its baseline names and compares them by these.
  const stamp = step.provenance;
  if (stamp) results = { ...results, source: stamp.source, ...(stamp.config ? { config: stamp.config } : {}) };
  // Every text a program or model produced (outputs, trajectories, stderr, judge reasons): exec:
  // programs inherit our environment. Never rewritten where runs join (src/results/mask.ts).
  results = maskResults(results, step.scrub);

  // Written as soon as the dataset is done, so nothing is lost if a later one fails.
  const resultsPath = await writeResultsFile(dataset, results, step.resultsFile, log);
  const saved = await step.baseline.save(dataset, results);
  if (saved.note) log.note(saved.note);
  if (saved.problem) log.problem(saved.problem);
  return { results, reused: found.reusable !== null, cacheKey: found.cacheKey, resultsPath, baselineFile: saved.file };
}

/** A store's results of this very config, as this run's: their verdict is given again, against this run's baseline. */
function reuse(dataset: KindDataset, reusable: EvalResults, cacheKey: string | null, log: StepLog): UngatedResults {
  log.note(
    `${dataset.name}: nothing that decides the outputs changed since ${cacheKey ?? 'the cached run'}; reusing its results without model calls.`,
  );
  // The history and regression count belong to the saved baseline, not to this run's results.
  const { gate: _gate, comparison: _c, baseline_note: _n, history: _h, regressions: _r, ...ungated } = reusable;
  // Marked reused: their cost was spent by the run that made them, not this one.
  return { ...ungated, run: { ...ungated.run, reused_from: cacheKey ?? 'cache' } };
}

/** The results file, or null when there is none or it could not be written (then no output may name it). */
async function writeResultsFile(dataset: KindDataset, results: EvalResults, port: ResultsFilePort, log: StepLog): Promise<string | null> {
  const file = await port.path(dataset);
  if (file === null) return null;
  try {
    await writeFileAtomic(file, encodeResultsFileChunks(results));
    return file;
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    log.problem(`results not written: cannot write ${port.show(error.file)}: ${error.reason}; ${error.fix(port.elsewhere)}`);
    return null;
  }
}
