// One dataset in the action: its baseline as planned (src/baseline/), cached
// results reused when nothing changed or a run of the models, and the results
// file; and what it is hashed with and how its progress is logged.
// Publishing comes after every dataset is done (src/publish/publishers/).
import path from 'node:path';
import { actionLog as log } from '../base/action-log.js';
import { readPlannedBaseline, writePlannedBaseline } from '../baseline/apply.js';
import { usesCache, type BaselinePlan } from '../baseline/policy.js';
import type { RunSettings } from '../app/settings.js';
import { safeFileName } from '../baseline/file-store.js';
import type { KindDataset } from '../kinds/types.js';
import { expandFilePatterns } from '../dataset/patterns.js';
import { WriteError, writeFileAtomic } from '../base/write-file.js';
import { runsAgents } from '../kinds/index.js';
import { encodeResultsFileChunks } from '../results/results-file.js';
import { maskResults } from '../results/mask.js';
import { applyGate, type BaselineInput, type Evaluator } from '../app/evaluator.js';
import { templateFor } from '../app/load.js';
import { isReproducible } from '../providers/spec.js';
import { scopeFor } from '../baseline/config-scope.js';
import { modelSpecsOf } from '../app/cells.js';
import type { BaselineScope } from '../baseline/cache-key.js';
import type { HashedFile } from '../baseline/config-hash.js';
import { runSourceOf, type ActionContext } from '../publish/context.js';
import type { DatasetRun } from '../publish/publisher.js';
import { repoPath, workspaceDir } from './workspace.js';
import { baselineRoot } from '../baseline/cache-store.js';
import { secretScrubber } from '../base/redact.js';
import { formatLimit, OUTSIDE_WORKSPACE, readBoundedFile } from '../base/read-file.js';
import { InputError } from './inputs.js';
import type { EvalResults } from '../results/results.js';

export interface DatasetStepContext {
  settings: RunSettings;
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
  /** mode merge: the dataset's results come from the shards (src/action/shards.ts), not from the models. */
  fromShards?: (dataset: KindDataset, baseline: BaselineInput | null, scope: BaselineScope | null) => EvalResults;
}

export async function evaluateDataset(dataset: KindDataset, sc: DatasetStepContext): Promise<DatasetRun> {
  const { settings, ctx, evaluator, plan } = sc;
  const { inference } = settings;
  const models =
    settings.agent && runsAgents(dataset.kind)
      ? [settings.agent]
      : modelSpecsOf(
          dataset,
          evaluator.providers.map((p) => p.spec.label),
        );
  const scope =
    usesCache(plan) || sc.recordConfig
      ? await scopeFor({
          dataset,
          models,
          judge: evaluator.judgeSpec,
          prompt: sc.prompt ?? templateFor(dataset, null).text,
          settings: {
            trials: settings.trials ?? dataset.meta.trials ?? 1,
            agent: settings.agent ?? null,
            system: settings.system ?? null,
            inference: { temperature: inference.temperature ?? null, max_tokens: inference.max_tokens ?? null, top_p: inference.top_p ?? null },
            prices: sc.pricesText,
            // The embedding model decides similar and answer-relevance verdicts; absent from the hash when there is none.
            ...(evaluator.embeddingSpec ? { embedding_model: evaluator.embeddingSpec } : {}),
            ...(sc.selection ? { selection: sc.selection } : {}),
          },
          hashFiles: sc.hashFiles,
          within: workspaceDir(),
        })
      : null;
  const cache = scope ? { scope, log, reproducible: isReproducible(models, evaluator.judgeSpec), root: baselineRoot(ctx.runnerTemp) } : undefined;
  const { baseline, reusable, cacheKey, problem } = await readPlannedBaseline(plan, {
    dataset,
    many: sc.many,
    ...(cache ? { cache } : {}),
    showPath: repoPath,
    within: workspaceDir(),
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
      requireJudge: settings.requireJudge ? 'action' : null,
      failOnFlaky: settings.failOnFlaky,
    });
  } else if (sc.fromShards) {
    results = sc.fromShards(dataset, baseline, scope);
  } else {
    results = await evaluator.evaluate(dataset, baseline);
  }

  // Where this run happened and its config's parts: a later run that takes these results as its baseline names and compares them.
  results = { ...results, source: runSourceOf(ctx), ...(scope ? { config: scope.parts } : {}) };
  // The evaluator scrubs what it makes; results reused from the cache or merged from shards were made elsewhere.
  if (reusable || sc.fromShards) results = maskResults(results, secretScrubber());

  // Null when the file could not be written: no output may name a file that is not there.
  let resultsPath: string | null = path.join(sc.outputDir, `${safeFileName(dataset.name)}.json`);
  try {
    await writeFileAtomic(resultsPath, encodeResultsFileChunks(results));
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    sc.lateErrors.push(`results not written: cannot write ${repoPath(error.file)}: ${error.reason}; ${error.fix('change the output-dir input')}`);
    resultsPath = null;
  }
  const written = await writePlannedBaseline(plan, dataset, results, { many: sc.many, runId: () => `run_${ctx.runId}`, showPath: repoPath });
  if (written.note) log.info(written.note);
  if (written.problem) sc.lateErrors.push(written.problem);
  return { dataset, results, scope, cacheKey, skipped: reusable !== null, resultsPath };
}

/** Each hash-files match is read whole into memory: far above the code an exec: program runs, far below the runner's memory. */
export const HASH_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** All of them together. */
export const HASH_FILES_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

/**
 * The files of the hash-files input, for the config hash: inside the
 * workspace only (a link leading out, to a runner secret or /dev/zero, is
 * never read), regular files only, each and all together within a limit.
 * A file that cannot be read stops the step: the config hash must cover
 * what the input names.
 */
export async function readHashFiles(patterns: string[], workspace: string): Promise<HashedFile[]> {
  if (patterns.length === 0) return [];
  const { files, unmatched, refusedPatterns, refusedLinks } = await expandFilePatterns(patterns, process.cwd(), workspace);
  // A typo here would silently leave the files out of the config hash.
  for (const pattern of unmatched) log.warning(`hash-files: ${pattern} matches no file; it adds nothing to the config hash`);
  const problems = refusedPatterns.map(
    (pattern) => `hash-files: ${pattern} ${OUTSIDE_WORKSPACE}; the action hashes only files inside the repository`,
  );
  // Met on a glob's walk (a virtualenv's link to /usr/bin/python3, say): left out, and said.
  if (refusedLinks.length > 0)
    log.warning(`hash-files: not hashed, as they lead outside the workspace (links to files elsewhere): ${refusedLinks.map(repoPath).join(', ')}`);
  const hashed: HashedFile[] = [];
  let total = 0;
  for (const file of files) {
    const read = await readBoundedFile(file, { maxBytes: HASH_FILE_MAX_BYTES, within: workspace });
    if ('refused' in read) {
      const advice = read.refused.tooLarge ? `; leave it out with !${repoPath(file)}` : '';
      problems.push(`hash-files: ${repoPath(file)} ${read.refused.message}${advice}`);
      continue;
    }
    total += read.bytes.length;
    if (total > HASH_FILES_MAX_TOTAL_BYTES) {
      problems.push(`hash-files: the files matched add up to more than the ${formatLimit(HASH_FILES_MAX_TOTAL_BYTES)} limit; narrow the patterns`);
      break;
    }
    hashed.push({ path: path.relative(workspace, file), content: read.bytes });
  }
  if (problems.length > 0) throw new InputError(problems);
  return hashed;
}

/** Each dataset's progress in the log, every tenth of its calls. */
export function progressLogger() {
  const last = new Map<string, number>();
  return (dataset: KindDataset, p: { done: number; total: number; errors: number }) => {
    const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
    if ((last.get(dataset.name) ?? -1) >= decile) return;
    last.set(dataset.name, decile);
    log.info(`${dataset.name}: ${p.done}/${p.total} calls done, ${p.errors} errors`);
  };
}
