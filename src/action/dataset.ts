// One dataset in the action: its baseline as planned (src/baseline/), cached
// results reused when nothing changed or a run of the models, and the results
// file. Publishing comes after every dataset is done (src/publish/publishers/).
import path from 'node:path';
import { actionLog as log } from '../base/action-log.js';
import { readPlannedBaseline, writePlannedBaseline } from '../baseline/apply.js';
import { usesCache, type BaselinePlan } from '../baseline/policy.js';
import type { ActionInputs } from './inputs.js';
import { safeFileName } from '../baseline/file.js';
import type { KindDataset } from '../kinds/types.js';
import { WriteError, writeFileAtomic } from '../base/write-file.js';
import { runsAgents } from '../kinds/index.js';
import { encodeResultsFileChunks } from '../results/results-file.js';
import { applyGate, templateFor, type BaselineInput, type Evaluator } from '../app/evaluator.js';
import { isReproducible } from '../providers/spec.js';
import { scopeFor } from '../baseline/store.js';
import type { BaselineScope } from '../baseline/cache-key.js';
import type { HashedFile } from '../baseline/config-hash.js';
import { runSourceOf, type ActionContext } from '../publish/context.js';
import type { DatasetRun } from '../publish/publisher.js';
import { repoPath } from '../base/repo-path.js';
import type { EvalResults } from '../results/results.js';

export interface DatasetStepContext {
  inputs: ActionInputs;
  ctx: ActionContext;
  evaluator: Evaluator;
  plan: BaselinePlan;
  prompt: string | null;
  hashFiles: readonly HashedFile[];
  /** Prices decide cost, which a gate may check. */
  pricesText: string | null;
  /** tags/sample/seed of a subset run (null for a full run): they decide which results exist. */
  selection: Record<string, unknown> | null;
  outputDir: string;
  many: boolean;
  /** Lines the step fails with once everything is published. */
  lateErrors: string[];
  /** A shard: its config parts are recorded for the merge to check, though it reads no cache. */
  recordConfig?: boolean;
  /** mode merge: the dataset's results come from the shards (src/shard/action.ts), not from the models. */
  fromShards?: (dataset: KindDataset, baseline: BaselineInput | null, scope: BaselineScope | null) => EvalResults;
}

export async function evaluateDataset(dataset: KindDataset, sc: DatasetStepContext): Promise<DatasetRun> {
  const { inputs, ctx, evaluator, plan } = sc;
  const models = inputs.agent && runsAgents(dataset.kind) ? [inputs.agent] : evaluator.providers.map((p) => p.spec.label);
  const scope =
    usesCache(plan) || sc.recordConfig
      ? await scopeFor({
          dataset,
          models,
          judge: evaluator.judgeSpec,
          prompt: sc.prompt ?? templateFor(dataset, null).text,
          settings: {
            trials: inputs.trials ?? dataset.meta.trials ?? 1,
            agent: inputs.agent ?? null,
            system: inputs.system ?? null,
            inference: { temperature: inputs.temperature ?? null, max_tokens: inputs['max-tokens'] ?? null, top_p: inputs['top-p'] ?? null },
            prices: sc.pricesText,
            // The embedding model decides similar and answer-relevance verdicts; absent from the hash when there is none.
            ...(evaluator.embeddingSpec ? { embedding_model: evaluator.embeddingSpec } : {}),
            ...(sc.selection ? { selection: sc.selection } : {}),
          },
          hashFiles: sc.hashFiles,
        })
      : null;
  const cache = scope ? { scope, log, reproducible: isReproducible(models, evaluator.judgeSpec) } : undefined;
  const { baseline, reusable, cacheKey, problem } = await readPlannedBaseline(plan, {
    dataset,
    many: sc.many,
    ...(cache ? { cache } : {}),
    showPath: repoPath,
  });
  // A file the user named that cannot be used fails the step once everything is published.
  if (problem) sc.lateErrors.push(problem);
  if (baseline && !baseline.baseline) log.info(baseline.note);

  let results: EvalResults;
  if (reusable) {
    log.info(
      `${dataset.name}: nothing that decides the outputs changed since ${cacheKey ?? 'the cached run'}; reusing its results without model calls.`,
    );
    // The history and regression count belong to the saved baseline, not to this run's results.
    const { gate: _gate, comparison: _c, baseline_note: _n, history: _h, regressions: _r, ...ungated } = reusable;
    // Marked reused: their cost was spent by the run that made them, not this one.
    results = applyGate({ ...ungated, run: { ...ungated.run, reused_from: cacheKey ?? 'cache' } }, dataset.thresholds, baseline, {
      unselected: dataset.selection?.unselected,
      requireJudge: inputs['require-judge'] ? 'action' : null,
    });
  } else if (sc.fromShards) {
    results = sc.fromShards(dataset, baseline, scope);
  } else {
    results = await evaluator.evaluate(dataset, baseline);
  }

  // Where this run happened and its config's parts: a later run that takes these results as its baseline names and compares them.
  results = { ...results, source: runSourceOf(ctx), ...(scope ? { config: scope.parts } : {}) };

  const resultsPath = path.join(sc.outputDir, `${safeFileName(dataset.name)}.json`);
  try {
    await writeFileAtomic(resultsPath, encodeResultsFileChunks(results));
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    sc.lateErrors.push(`results not written: cannot write ${repoPath(error.file)}: ${error.reason}; free some space or change the output-dir input`);
  }
  const written = await writePlannedBaseline(plan, dataset, results, { many: sc.many, runId: () => `run_${ctx.runId}`, showPath: repoPath });
  if (written.note) log.info(written.note);
  if (written.problem) sc.lateErrors.push(written.problem);
  return { dataset, results, scope, cacheKey, skipped: reusable !== null, resultsPath };
}
