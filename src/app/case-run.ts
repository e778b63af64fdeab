// A dataset's run of its cases as the settings make it (before any run
// feature changes it): its subjects (the models, an agent, or the cells its
// kind makes: a promptfoo config's), prompt, trials, system prompt and inference settings,
// each the option's when given, else the dataset's own, else the default.
import { DatasetError } from '../base/index.js';
import type { KindDataset } from '../kinds/index.js';
import { subjectLabels, type Slots } from '../run/index.js';
import type { CaseSettings } from './eval-settings.js';
import { templateFor } from './load.js';
import type { RunProviders } from './run-providers.js';
import type { CaseRunOptions } from './run-features/index.js';

export const DEFAULT_CONCURRENCY = 8;

/** EvalBench's multi-trial scorers: they compare a case's trials, so EvalBench runs them only with num_trials above 1. */
const MULTI_TRIAL_SCORERS = ['llm_consistency', 'exact_match_consistency'];

/** The dataset's run, and the labels its results are reported under. */
export async function caseRunOf(
  dataset: KindDataset,
  settings: CaseSettings,
  providers: RunProviders,
  slots: Slots,
  signal: AbortSignal | undefined,
): Promise<{ options: CaseRunOptions; labels: string[] }> {
  const own = dataset.kind.ownSubjects?.(dataset);
  // Cells that read earlier answers (promptfoo's storeOutputAs) run one at a time, as promptfoo runs them.
  const concurrency = own?.sequential ? 1 : (settings.concurrency ?? dataset.meta.concurrency ?? DEFAULT_CONCURRENCY);
  // Without the option, a dataset's own `concurrency` may widen the run's pool while it runs.
  slots.raise(concurrency);
  const models = providers.models;
  const ownCells = own ? await own.cells({ prompt: settings.prompt, providers: models, configProvider: providers.configProvider }) : undefined;
  const { agent } = settings;
  const labels = subjectLabels({ dataset, providers: models, ...(agent ? { agent } : {}), ...(ownCells ? { ownCells } : {}) });
  if (labels.length === 0) {
    throw new DatasetError([{ file: dataset.files.meta, field: '(option)', message: `a ${dataset.type} dataset needs at least one --model` }]);
  }
  const trials = settings.trials ?? dataset.meta.trials ?? 1;
  const multiTrial = MULTI_TRIAL_SCORERS.find((name) => dataset.meta.scorers && Object.hasOwn(dataset.meta.scorers, name));
  if (multiTrial !== undefined && trials < 2) {
    const message = 'compares the trials of each case: it needs --trials 2 or more (or `trials` in dataset.json); this run has 1';
    throw new DatasetError([{ file: dataset.files.meta, field: `scorers.${multiTrial}`, message }]);
  }
  const system = settings.system ?? dataset.meta.system ?? undefined;
  const inference = { ...(dataset.meta.inference ?? {}), ...(settings.inference ?? {}) };
  const { execTimeoutMs, environment, programs, limits } = settings;
  const options: CaseRunOptions = {
    dataset,
    providers: models,
    template: templateFor(dataset, settings.prompt),
    concurrency,
    slots,
    trials,
    ...(system ? { system } : {}),
    ...(Object.keys(inference).length > 0 ? { inference } : {}),
    ...(signal ? { signal } : {}),
    ...(agent ? { agent } : {}),
    ...(execTimeoutMs !== undefined ? { execTimeoutMs } : {}),
    ...(environment ? { environment } : {}),
    ...(programs ? { programs } : {}),
    ...(limits ? { limits } : {}),
    ...(ownCells ? { ownCells } : {}),
    ...(providers.user ? { userModel: providers.user } : {}),
  };
  return { options, labels };
}
