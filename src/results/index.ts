// The face of results/: what the layers above use from it. Code outside results/ imports
// this file, never one behind it (test/layers.test.ts).
export { maskResults } from './mask.js';
export { forDataset, mergeShardFiles, ShardSetError, type MergedDataset } from './merge-shards.js';
export { hasNoCases, NO_CASES, noCasesWhy, nothingEvaluated } from './no-cases.js';
export { readReportFiles, readShardFiles } from './read-files.js';
export { decodeResultsLines, decodeResultsValue, restoreDatasetFields, type DecodedResults } from './results-file-read.js';
export { encodeResultsFile, encodeResultsFileChunks } from './results-file.js';
export { buildResults, type EvalResults, type UngatedResults } from './results.js';
export {
  datasetSetupErrors,
  distinctSetupErrors,
  resultMentions,
  resultsRefusedBy,
  setupConsequence,
  setupErrorOf,
  setupFailure,
  setupGateReason,
  setupHeadline,
  toSetupError,
  type WithSetup,
} from './setup-errors.js';
export { answerCounts, spendOf, spendText, sumSpend, totalCostUsd } from './spend.js';
export { reuseSummary } from './summary.js';
