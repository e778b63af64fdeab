// The face of figures/: what the layers above use from it. Code outside figures/ imports
// this file, never one behind it (test/layers.test.ts).
export { combineModelResults } from './combine.js';
export { shownResult, summarizeCase, summarizeModels, type CaseOutcome, type ModelTrials } from './trials.js';
