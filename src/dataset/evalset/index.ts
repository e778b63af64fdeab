// EvalBench's agentic evalsets (src/dataset/evalset/scenarios.ts), loaded
// with import() only when a run names one: a dataset folder's run never loads it.
export { loadEvalsetFile } from './load.js';
export { evalsetRecords, isEvalsetText, globMatches, expandVariables } from './scenarios.js';
