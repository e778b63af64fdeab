// The CLI's ports for the dataset step (src/app/dataset-step.ts), the same
// for `run` and `merge`: baselines in the files --compare-baseline and
// --update-baseline name, the results file under --output, notes on stderr
// as they come, problems after the report.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Scrubber } from '../base/index.js';
import { plannedBaseline, safeFileName, type BaselinePlan } from '../baseline/index.js';
import { runDatasetStep, type EvalResults, type GatePolicy, type ResultsSource } from '../app/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { Out } from './report.js';

export interface CliSteps {
  plan: BaselinePlan;
  gate: GatePolicy;
  /** --output: a file, or a folder of <dataset>.json. */
  output: string | undefined;
  /** Several datasets: --output and the baseline flags name folders. */
  many: boolean;
  io: Out;
  /** Lines said after the report; the command then exits 2. */
  lateErrors: string[];
  /** Masks the secrets of the environment the command read. */
  scrub: Scrubber;
}

/** One dataset through the step; its results as reported. */
export type CliStep = (dataset: KindDataset, source: ResultsSource) => Promise<EvalResults>;

export function cliSteps(c: CliSteps): CliStep {
  const note = (line: string) => c.io.stderr.line(`supereval: ${line}`);
  const baseline = plannedBaseline(c.plan, {
    many: c.many,
    // The CLI has no workflow run: the baseline records one named by when the results were made.
    runId: (r) => `run_${r.run.started_at.replace(/\D/g, '').slice(0, 14)}`,
  });
  return async (dataset, source) => {
    const done = await runDatasetStep(dataset, {
      source,
      gate: c.gate,
      scrub: c.scrub,
      baseline,
      resultsFile: { path: () => resultsFile(c.output, dataset, c.many), show: (file) => file, elsewhere: 'give another --output path' },
      log: { note, problem: (line) => c.lateErrors.push(line) },
    });
    if (done.baselineFile) note(`wrote baseline ${done.baselineFile}`);
    return done.results;
  };
}

/** Where --output puts a dataset's results: the file named, or <dataset>.json in the folder named (an existing one, or for several datasets). */
async function resultsFile(output: string | undefined, dataset: KindDataset, many: boolean): Promise<string | null> {
  if (output === undefined) return null;
  const isDir = await stat(output).then(
    (s) => s.isDirectory(),
    () => false,
  );
  return many || isDir ? path.join(output, `${safeFileName(dataset.name)}.json`) : output;
}
