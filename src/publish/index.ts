// The face of publish/: what the layers above use from it. Code outside publish/ imports
// this file, never one behind it (test/layers.test.ts).
export {
  downloadShardArtifacts,
  mergeGroup,
  ShardArtifactError,
  shardArtifactName,
  shardGroup,
  ShardLegError,
  uploadShardArtifact,
} from './artifact.js';
export { ActionContextError, readActionContext, runSourceOf, type ActionContext } from './context.js';
export type { Matrix } from './leg.js';
export { lazyGitHub, runPublishers, type DatasetRun } from './publisher.js';
export { ACTION_PUBLISHERS } from './publishers/index.js';
export { writeJobSummary } from './summary.js';
export { actionLog } from './action-log.js';
