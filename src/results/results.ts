// Assembles the results JSON from a finished run (pure).
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Results, type RunSource, type Comparison } from '../config/index.js';
import { formatIssue, repoPath, VERSION } from '../base/index.js';
import { summarize } from './summary.js';
import type { Dataset } from '../dataset/index.js';

export interface ResultsInput {
  dataset: Pick<Dataset, 'name' | 'type' | 'dir' | 'hash' | 'selection'> & Partial<Pick<Dataset, 'warnings'>>;
  models: string[];
  judge: string | null;
  cases: CaseResult[];
  startedAt: Date;
  finishedAt: Date;
  interrupted?: boolean;
  source?: RunSource;
  /** Files are named from here (the action's workspace, else the working folder); absent, as given. */
  workspace?: string;
}

/** The results JSON with the comparison against the baseline, when there was one. */
export type EvalResults = Results & {
  comparison: Comparison | null;
  /** Where the baseline came from, or why there is none (one line). */
  baseline_note: string | null;
};

/** Everything but the verdict, which needs the baseline (see applyGate). */
export type UngatedResults = Omit<Results, 'gate'>;

export function buildResults(input: ResultsInput): UngatedResults {
  const { workspace } = input;
  const shown = (file: string) => (workspace === undefined ? file : repoPath(file, workspace));
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'supereval', version: VERSION },
    run: {
      started_at: input.startedAt.toISOString(),
      finished_at: input.finishedAt.toISOString(),
      duration_ms: input.finishedAt.getTime() - input.startedAt.getTime(),
      ...(input.interrupted ? { interrupted: true } : {}),
      ...(input.dataset.selection ? { selection: input.dataset.selection.record } : {}),
    },
    dataset: {
      name: input.dataset.name,
      type: input.dataset.type,
      path: input.dataset.dir,
      hash: input.dataset.hash,
      // Named as the repository names the files (repoPath), not by the runner's absolute paths.
      ...(input.dataset.warnings?.length ? { warnings: input.dataset.warnings.map((w) => formatIssue({ ...w, file: shown(w.file) })) } : {}),
    },
    models: input.models,
    judge: input.judge,
    summary: summarize(input.cases),
    cases: input.cases,
    ...(input.source ? { source: input.source } : {}),
  };
}
