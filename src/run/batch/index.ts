// The evaluator's way in to batch inference. Only the settings check is loaded
// with every run (the CLI's entry has a size bound, test/e2e/lazy-bedrock);
// the rest (batched.ts, which decides per dataset, and run.ts, which loads
// the provider's batch adapter: for Bedrock, @aws-sdk/client-bedrock and
// @aws-sdk/client-s3) is imported when a run is configured for batch.
import type { BatchedProviders, BatchStep, JudgeStep } from './batched.js';
import type { CircuitProvider } from '../setup-circuit.js';
import { batchConfigured } from './settings.js';

export type { BatchSettings } from './settings.js';
export type { BatchedProviders, BatchStep, JudgeStep } from './batched.js';

/** The providers the dataset's cases call: the run's own, or (batch configured) those answering from batch jobs. */
export async function batchedProviders(step: BatchStep): Promise<BatchedProviders> {
  if (!batchConfigured(step.settings)) return { providers: step.providers, allBatched: false, mode: { dry: false } };
  return (await import('./batched.js')).batchedProviders(step);
}

/** The judge provider the dataset's cases use: the run's own, or (batch configured) one answering from batch jobs. */
export async function batchedJudge(step: JudgeStep): Promise<CircuitProvider> {
  if (!batchConfigured(step.settings)) return step.judge;
  return (await import('./batched.js')).batchedJudge(step);
}
