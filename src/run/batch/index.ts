// The pipeline's way in to batch inference: decides per dataset whether its
// Bedrock models' calls go to batch jobs (plan.ts), and only then imports the
// module that runs them (run.ts, with @aws-sdk/client-bedrock and
// @aws-sdk/client-s3), so runs without batch never load either.
import type { Inference } from '../../config/schemas.js';
import type { PriceOverrides } from '../../config/prices.js';
import type { Dataset } from '../../dataset/load.js';
import type { PromptTemplate } from '../../prompt/template.js';
import type { RunCap } from '../run-caps.js';
import type { CircuitProvider } from '../setup-circuit.js';
import { chooseBatch } from './plan.js';
import { batchConfigured, type BatchSettings } from './settings.js';

export { batchConfigured, batchSettingsProblem, parseBatchMode, type BatchMode, type BatchSettings } from './settings.js';

export interface BatchStep {
  settings: BatchSettings | undefined;
  dataset: Dataset;
  template: PromptTemplate;
  system?: string;
  inference?: Inference;
  trials: number;
  providers: CircuitProvider[];
  caps: readonly RunCap[];
  prices?: PriceOverrides;
  region?: string;
  signal?: AbortSignal;
  /** A line for the log: `warning` when the user asked for batch (`true`) and a dataset or model runs on demand. */
  notify: (line: string, warning: boolean) => void;
}

/**
 * The providers the dataset's cases call: the run's own, with each model that
 * went to a batch job replaced by one answering from the job's output.
 */
export async function batchedProviders(step: BatchStep): Promise<CircuitProvider[]> {
  const { settings, providers } = step;
  if (!batchConfigured(settings)) return providers;
  const choice = chooseBatch(
    settings.mode,
    step.dataset,
    providers.map((p) => p.spec),
    step.trials,
  );
  for (const note of choice.notes) step.notify(note.text, note.warning);
  const labels = new Set(choice.batched.map((spec) => spec.label));
  const models = providers.filter((p) => labels.has(p.spec.label));
  if (models.length === 0 || step.signal?.aborted) return providers;
  const { runBatch } = await import('./run.js');
  const answering = await runBatch({
    s3Uri: settings.s3Uri,
    roleArn: settings.roleArn,
    dataset: step.dataset,
    template: step.template,
    ...(step.system ? { system: step.system } : {}),
    ...(step.inference ? { inference: step.inference } : {}),
    trials: step.trials,
    models,
    caps: step.caps,
    ...(step.prices ? { prices: step.prices } : {}),
    ...(step.region ? { region: step.region } : {}),
    ...(step.signal ? { signal: step.signal } : {}),
    log: (line, warning) => step.notify(line, warning ?? false),
  });
  return providers.map((p) => (answering.get(p.spec.label) as CircuitProvider | undefined) ?? p);
}
