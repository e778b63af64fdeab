// app/'s face: what the front ends (src/cli/, src/action/) take from the core.
// They reach the layers below that run, score, compare and build results
// (run/, score/, compare/, results/) only through here.

// The run's settings, the evaluator opened from them, and the datasets checked before any call.
export { openEvaluator, STOP_EARLY_IN_SHARD, type RunSettings } from './settings.js';
export type { BaselineInput, Evaluator } from './evaluator.js';
export { loadForRun, promptfooPassRate, refusedNotes, templateFor, type LoadLog, type PromptChoice } from './load.js';
export { modelProblems, modelSpecsOf } from './run-models.js';
export { ALLOW_DATASET_CODE, DatasetCodeRefused, isAllowDatasetCode, refuseDatasetCode } from './dataset-code.js';
export { environmentProblems, parseDatabaseUrlEnv } from './dataset-env.js';
export { parseApiHosts } from './api-hosts.js';
export { runCommands } from './workspace-commands.js';
export { readEnvironment, type RunEnvironment } from './environment.js';

// One dataset's step, the ports a front end hands it, and the gate's part of the settings.
export {
  evaluated,
  runDatasetStep,
  type BaselinePort,
  type DatasetOutcome,
  type DatasetStep,
  type FoundBaseline,
  type ResultsFilePort,
  type ResultsSource,
  type SavedBaseline,
  type StepLog,
} from './dataset-step.js';
export { gatePolicy, type GatePolicy } from './gate.js';

// The words of the settings the front ends parse.
export { REUSE_MODES, type ReuseMode } from '../run/index.js';
export { ACTION_BATCH_NAMES, CLI_BATCH_NAMES, readBatchSettings } from '../run/index.js';

// Datasets side by side over the run's one pool of calls, and their progress on a terminal.
export { sideBySide } from '../run/index.js';
export { createProgressReporter } from '../run/index.js';

// Results: shards merged, files read back, and what the reports say over every dataset of a run.
export type { EvalResults } from '../results/index.js';
export { forDataset, mergeShardFiles, ShardSetError, type MergedDataset } from '../results/index.js';
export { readReportFiles, readShardFiles } from '../results/index.js';
export { restoreDatasetFields } from '../results/index.js';
export { distinctSetupErrors, setupHeadline } from '../results/index.js';
export { NO_CASES, noCasesWhy, nothingEvaluated } from '../results/index.js';
