// The face of run/: what the layers above use from it. Code outside run/ imports
// this file, never one behind it (test/layers.test.ts).
export { addAnswers, answerLookup, REUSE_MODES, type AnswerLookup, type AnswerMap, type AnswerReuse, type ReuseMode } from './answer-reuse.js';
export { batchedJudge, batchedProviders } from './batch/index.js';
export { ACTION_BATCH_NAMES, batchConfigured, CLI_BATCH_NAMES, readBatchSettings, type BatchSettings } from './batch/settings.js';
export { costCapRefusalText, CostMeter } from './cost-cap.js';
export { DurationBudget, durationCapRefusalText } from './duration-cap.js';
export { JudgeReuse } from './judge-reuse.js';
export { createProgressReporter } from './progress.js';
export { resilient } from './resilient.js';
export type { RetryOptions } from './retry.js';
export { withRunCaps, type RunCap } from './run-caps.js';
export type { RunOptions, RunProgress } from './run-types.js';
export { runCases, samplingSubjects, subjectLabels } from './runner.js';
export { withSetupCircuit, type CircuitProvider, type SetupFailure } from './setup-circuit.js';
export { sideBySide, Slots } from './slots.js';
export { stopEarlyRefusalText, type StopRule } from './stop-rule.js';
