// The face of baseline/: what the layers above use from it. Code outside baseline/ imports
// this file, never one behind it (test/layers.test.ts).
export { plannedBaseline, savePlannedCache } from './apply.js';
export type { BaselineScope } from './cache-key.js';
export { baselineRoot } from './cache-store.js';
export type { HashedFile } from './config-hash.js';
export { scopeFor, type ConfigScope } from './config-scope.js';
export { BASELINE_FILE, safeFileName } from './file-store.js';
export { actionBaselinePlan, actionReuse, cliBaselinePlan, usesCache, type BaselinePlan, type BaselineSource } from './policy.js';
