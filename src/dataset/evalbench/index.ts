// The face of the EvalBench run config loader, a chunk of its own: app/ loads
// it with import() only when a path is a run config (dataset/load.ts isRunConfigFile).
export { loadRunConfig } from './run-config.js';
