// What the evaluator does for a dataset of a batch-configured run (index.ts
// imports this only then): decides whether its models' calls go to batch
// jobs (plan.ts), and only then imports the module that runs them (run.ts,
// which loads the provider's batch adapter and SDK).
import type { Inference, PriceOverrides } from '../../config/index.js';
import type { KindDataset } from '../../kinds/index.js';
import type { PromptTemplate } from '../../prompt/index.js';
import type { RunCap } from '../run-caps.js';
import type { CircuitProvider } from '../setup-circuit.js';
import { ProviderError, type AwsEnvironment, type Provider } from '../../providers/index.js';
import { batchAllowed, chooseBatch, datasetProblem } from './plan.js';
import { batchConfigured, hasLocation, type BatchSettings } from './settings.js';

export interface BatchStep {
  settings: BatchSettings | undefined;
  dataset: KindDataset;
  template: PromptTemplate;
  system?: string;
  inference?: Inference;
  trials: number;
  providers: CircuitProvider[];
  caps: readonly RunCap[];
  prices?: PriceOverrides;
  region?: string;
  /** What the batch service's clients take from the environment. */
  aws?: AwsEnvironment;
  /** The run's environment (keys, endpoints) and --api-hosts, for a vendor's batch API. */
  env?: Readonly<Record<string, string | undefined>>;
  apiHosts?: readonly string[];
  signal?: AbortSignal;
  /** A line for the log: `warning` when the user asked for batch (`true`) and a dataset or model runs on demand. */
  notify: (line: string, warning: boolean) => void;
}

/** The providers the dataset's cases call, and what a judge batch needs to know of them. */
export interface BatchedProviders {
  providers: CircuitProvider[];
  /** True when every model's calls went to batch jobs: only then can a dry pass learn the judge's calls for free. */
  allBatched: boolean;
  /** Shared with the batch-answering providers: the judge's dry pass sets it. */
  mode: { dry: boolean };
}

/**
 * The providers the dataset's cases call: the run's own, with each model that
 * went to a batch job replaced by one answering from the job's output.
 */
export async function batchedProviders(step: BatchStep): Promise<BatchedProviders> {
  const { settings, providers } = step;
  const mode = { dry: false };
  const unchanged = { providers, allBatched: false, mode };
  if (!batchConfigured(settings)) return unchanged;
  const choice = chooseBatch(
    settings.mode,
    step.dataset,
    providers.map((p) => p.spec),
    step.trials,
    hasLocation(settings),
  );
  for (const note of choice.notes) step.notify(note.text, note.warning);
  const labels = new Set(choice.batched.map((spec) => spec.label));
  const models = providers.filter((p) => labels.has(p.spec.label));
  if (models.length === 0 || step.signal?.aborted) return unchanged;
  const { runBatch } = await import('./run.js');
  const answering = await runBatch(
    {
      ...(settings.s3Uri ? { s3Uri: settings.s3Uri } : {}),
      ...(settings.roleArn ? { roleArn: settings.roleArn } : {}),
      ...(settings.fallback ? { fallback: settings.fallback } : {}),
      dataset: step.dataset,
      template: step.template,
      ...(step.system ? { system: step.system } : {}),
      ...(step.inference ? { inference: step.inference } : {}),
      trials: step.trials,
      models,
      caps: step.caps,
      ...(step.prices ? { prices: step.prices } : {}),
      ...(step.region ? { region: step.region } : {}),
      ...(step.aws ? { aws: step.aws } : {}),
      ...(step.env ? { env: step.env } : {}),
      ...(step.apiHosts ? { apiHosts: step.apiHosts } : {}),
      ...(step.signal ? { signal: step.signal } : {}),
      log: (line, warning) => step.notify(line, warning ?? false),
    },
    mode,
  );
  const replaced = providers.map((p) => answering.get(p.spec.label) ?? p);
  return { providers: replaced, allBatched: replaced.every((p, i) => p !== providers[i]), mode };
}

export interface JudgeStep extends Omit<BatchStep, 'providers' | 'template' | 'trials'> {
  judge: CircuitProvider;
  models: BatchedProviders;
  /** Runs the cases once with this judge provider and these graders, results dropped (runJudgeBatch's dry pass). */
  dryRun: (recorder: Provider, grader: (label: string) => Provider) => Promise<void>;
}

/**
 * The judge provider the dataset's cases use: the run's, or (a judge whose
 * provider has batch jobs, of a dataset whose every model went to batch
 * jobs) one answering the judge's calls from batch jobs of its own.
 */
export async function batchedJudge(step: JudgeStep): Promise<CircuitProvider> {
  const { settings, judge } = step;
  if (!batchConfigured(settings) || !batchAllowed(judge.spec.kind, settings.mode, hasLocation(settings)) || step.signal?.aborted) return judge;
  if (!step.models.allBatched || datasetProblem(step.dataset) !== null) return judge;
  const { runJudgeBatch } = await import('./run.js');
  return runJudgeBatch({
    ...(settings.s3Uri ? { s3Uri: settings.s3Uri } : {}),
    ...(settings.roleArn ? { roleArn: settings.roleArn } : {}),
    ...(settings.fallback ? { fallback: settings.fallback } : {}),
    dataset: step.dataset,
    ...(step.system ? { system: step.system } : {}),
    ...(step.inference ? { inference: step.inference } : {}),
    caps: step.caps,
    ...(step.prices ? { prices: step.prices } : {}),
    ...(step.region ? { region: step.region } : {}),
    ...(step.aws ? { aws: step.aws } : {}),
    ...(step.env ? { env: step.env } : {}),
    ...(step.apiHosts ? { apiHosts: step.apiHosts } : {}),
    ...(step.signal ? { signal: step.signal } : {}),
    log: (line, warning) => step.notify(line, warning ?? false),
    judge,
    mode: step.models.mode,
    dryRun: (recorder) => step.dryRun(recorder, deferringProvider(judge.spec.kind)),
  });
}

/**
 * Graders for the judge's dry pass: every call is deferred to the real pass
 * (graders other than the judge are not batched). The spec holds the label
 * and, for a kind, the judge's: the dry pass reads no more than the label.
 */
function deferringProvider(kind: string): (label: string) => Provider {
  return (label) => ({
    spec: { kind, target: label, label },
    deterministic: false,
    call: () => Promise.reject(new ProviderError('deferred: graders answer after the batch jobs', { code: 'BatchDeferred' })),
  });
}
