// Batch inference (Bedrock's jobs, OpenAI's Batch API; --batch, the batch input; src/run/batch/), a run
// feature: a dataset's model calls, and then its judge's, are answered from
// batch jobs made before its run, where the settings and the dataset allow.
// Only the settings check is loaded with every run; the rest when a run is
// configured for batch (src/run/batch/index.ts).
import { batchedJudge, batchedProviders, batchConfigured, runCases } from '../../run/index.js';
import { createJudge } from '../../score/index.js';
import type { RunFeatureModule } from './feature.js';

export const batchInference: RunFeatureModule = {
  name: 'batch',
  open({ features, providers, hooks }) {
    const batch = features?.batch;
    if (!batchConfigured(batch)) return null;
    const { prices, region, aws, env, apiHosts } = providers.options ?? {};
    const notify = hooks?.notify;
    return {
      forDataset({ dataset, caps }) {
        // A dataset's own cells (a promptfoo config's) render their prompts as they run: their calls are made on demand.
        if (dataset.kind.ownSubjects?.(dataset)) return null;
        return {
          async prepare(run) {
            const { options } = run;
            const step = {
              settings: batch,
              dataset,
              ...(options.system ? { system: options.system } : {}),
              ...(options.inference ? { inference: options.inference } : {}),
              caps,
              ...(prices ? { prices } : {}),
              ...(region ? { region } : {}),
              ...(aws ? { aws } : {}),
              ...(env ? { env } : {}),
              ...(apiHosts ? { apiHosts } : {}),
              ...(options.signal ? { signal: options.signal } : {}),
              notify: notify ?? (() => {}),
            };
            const models = await batchedProviders({ ...step, template: options.template, trials: options.trials ?? 1, providers: options.providers });
            const batched = { ...options, providers: models.providers };
            // The judge's calls, learnt from a dry run of the cases over the models' batch answers.
            const judge = run.judge
              ? await batchedJudge({
                  ...step,
                  judge: run.judge,
                  models,
                  dryRun: async (recorder, grader) => {
                    const deferred = (label: string) => Promise.resolve(createJudge(grader(label)));
                    await runCases({ ...batched, judge: createJudge(recorder), embedder: null, graderFor: deferred, guardrails: null });
                  },
                })
              : null;
            return { ...run, options: batched, judge };
          },
        };
      },
    };
  },
};
