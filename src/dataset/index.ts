// The face of dataset/: what the layers above use from it. Code outside dataset/ imports
// this file, never one behind it (test/layers.test.ts).
export {
  caseOptions,
  type CaseIssue,
  type Dataset,
  type DatasetFileRef,
  type KindCase,
  type LoadedCase,
  type LoaderKind,
  type DatasetCells,
  type SkillPackage,
} from './dataset.js';
export { numberId, parseJsonl } from './jsonl.js';
export { findDatasetDirs, isConfigPath, isRunConfigFile, loadDataset, parseJsonFile, zodIssues, type LoadOptions } from './load.js';
export { expandDatasetPaths, expandFilePatterns, type ExpandOptions } from './patterns.js';
export type { PromptfooDatasetOptions } from './promptfoo/dataset.js';
export { pythonJsonIndented, type JsonPath } from './python-json.js';
export {
  DEFAULT_SAMPLE_SEED,
  isFullSelection,
  parseSampleSize,
  parseTagList,
  SAMPLE_SIZE_RULE,
  selectCases,
  selectDatasets,
  selectionSettings,
  type CaseSelection,
} from './select.js';
export { formatShard, parseShard, shardOfKey, type Shard } from './shard.js';
export { envProblems, workDirIn, type ScenarioSelection, type EvalsetOptions, type EvalsetReader } from './scenario-env.js';
