// Carries out a baseline plan (src/baseline/policy.ts) for one dataset: reads
// the baseline (a file, or the Actions cache), finds cached results that may
// stand in for a run, and saves complete results where the plan says. Problems
// come back as lines naming the front end's own options; the front ends say
// them, and fail once everything else is written.
import path from 'node:path';
import { toSuperevalBaseline } from '../compare/supereval-baseline.js';
import { baselinePath, locateBaseline, readBaselineFile, writeBaselineFile, type BaselineProblem } from './file-store.js';
import type { KindDataset } from '../kinds/types.js';
import { WriteError } from '../base/write-file.js';
import type { BaselineInput } from '../app/evaluator.js';
import { restoreCachedBaseline, saveCachedBaseline } from './cache-store.js';
import type { BaselineScope } from './cache-key.js';
import type { CacheLog } from './cache.js';
import type { EvalResults } from '../results/results.js';
import { incompleteReason } from '../report/run-caps.js';
import { savesBaseline, type BaselinePlan } from './policy.js';

/** A path as the user knows it; the action shows paths relative to the workspace. */
export type ShowPath = (file: string) => string;
const asGiven: ShowPath = (file) => file;

export interface ReadContext {
  dataset: KindDataset;
  /** Several datasets were given: a named path is a folder of <dataset>.json. */
  many: boolean;
  /** The action's cache: needed when the plan reads it. */
  cache?: CacheContext;
  showPath?: ShowPath;
}

export interface CacheContext {
  /** The dataset's entry: its name, models and config hash. */
  scope: BaselineScope;
  log: CacheLog;
  /** The models' answers depend only on what the config hash covers (no exec: programs). */
  reproducible: boolean;
}

export interface BaselineFound {
  /** The baseline with its note, or null when the plan reads none. */
  baseline: BaselineInput | null;
  /** Cached results of this very config, to reuse instead of calling the models. */
  reusable: EvalResults | null;
  /** The cache entry read, if any. */
  cacheKey: string | null;
  /** The baseline the user named cannot be used: a line to fail with once everything is written. */
  problem: string | null;
}

export async function readPlannedBaseline(plan: BaselinePlan, rc: ReadContext): Promise<BaselineFound> {
  const { dataset } = rc;
  if (plan.read.from === 'cache' && rc.cache) {
    const cached = await restoreCachedBaseline(rc.cache.scope, dataset, rc.cache.log);
    // Errors are failed calls, not answers the config decided: such results are worth a new run.
    const reusable =
      plan.mayReuse && cached.sameConfig && cached.results && cached.results.summary.errors === 0 && rc.cache.reproducible ? cached.results : null;
    return { baseline: { baseline: cached.baseline, note: cached.note }, reusable, cacheKey: cached.key, problem: null };
  }
  if (plan.read.from !== 'file') return { baseline: null, reusable: null, cacheKey: null, problem: null };
  const option = plan.read.option;
  const { file, origin } = await locateBaseline(dataset, option, rc.many);
  // This run writes the file: its absence is a first run, not a typo.
  const willWrite = plan.writeFile !== null && path.resolve(await baselinePath(dataset, plan.writeFile, rc.many)) === path.resolve(file);
  const loaded = await readBaselineFile(file, dataset, origin, willWrite);
  const problem = loaded.problem ? readProblem(plan, option, (rc.showPath ?? asGiven)(file), loaded.problem) : null;
  return { baseline: { baseline: loaded.baseline, note: loaded.note }, reusable: null, cacheKey: null, problem };
}

function readProblem(plan: BaselinePlan, option: string, file: string, problem: BaselineProblem): string {
  if (plan.frontEnd === 'action') {
    const input = `baseline input file:${option}`;
    return problem.kind === 'missing'
      ? `${input}: ${file} does not exist; regressions were not checked. Commit a baseline there, or use baseline: file for each dataset's own baseline.json`
      : `${input}: ${file} cannot be used: ${problem.why}; regressions were not checked. Fix or replace the file`;
  }
  return problem.kind === 'missing'
    ? `--compare-baseline ${file}: no such file; regressions were not checked. Give an existing baseline (results JSON or baseline.json), or the flag alone for each dataset's own baseline.json`
    : `--compare-baseline ${file}: cannot be used: ${problem.why}; regressions were not checked. Fix or replace the file`;
}

export interface WriteContext {
  many: boolean;
  /** The run id the baseline file records. */
  runId: (results: EvalResults) => string;
  showPath?: ShowPath;
}

export interface BaselineWritten {
  /** The file written, or null. */
  file: string | null;
  /** Why a baseline the plan saves was not saved, when the results are incomplete. */
  note: string | null;
  /** The file could not be written: a line to fail with once everything is written. */
  problem: string | null;
}

/** Writes the baseline file the plan names, when the results may become a baseline. Says why not when the plan saves but they may not. */
export async function writePlannedBaseline(
  plan: BaselinePlan,
  dataset: KindDataset,
  results: EvalResults,
  wc: WriteContext,
): Promise<BaselineWritten> {
  const none: BaselineWritten = { file: null, note: null, problem: null };
  if (!savesBaseline(plan)) return none;
  const incomplete = incompleteReason(results);
  if (incomplete) return { ...none, note: `baseline of ${dataset.name} not updated: ${incomplete}` };
  if (plan.writeFile === null) return none;
  const file = await baselinePath(dataset, plan.writeFile, wc.many);
  try {
    // Written into the workspace; committing it is the workflow's business.
    await writeBaselineFile(file, toSuperevalBaseline(results, dataset.kind.baseline, wc.runId(results), results.run.finished_at));
    return { ...none, file };
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    const where = plan.frontEnd === 'action' ? 'change the baseline input' : 'give another --update-baseline path';
    return {
      ...none,
      problem: `baseline of ${dataset.name} not updated: cannot write ${(wc.showPath ?? asGiven)(error.file)}: ${error.reason}; the previous file is unchanged; free some space or ${where}`,
    };
  }
}

export interface CacheSave {
  scope: BaselineScope | null;
  results: EvalResults;
  /** Reused results are the cached baseline already. */
  reused: boolean;
}

/** Saves complete results to the cache when the plan says so; the key saved under, or null. */
export async function savePlannedCache(plan: BaselinePlan, save: CacheSave, runId: string, log: CacheLog): Promise<string | null> {
  if (!plan.saveToCache || !save.scope || save.reused || incompleteReason(save.results) !== null) return null;
  const saved = await saveCachedBaseline(save.scope, runId, save.results, log);
  return saved.saved ? saved.key : null;
}
