// Carries out a baseline plan (src/baseline/policy.ts) for one dataset: turns
// the plan into the stores it names (src/baseline/store.ts: baseline.json
// files, the Actions cache), reads the baseline and any cached results that
// may stand in for a run, and saves complete results where the plan says.
// Problems come back as lines naming the front end's own options; the front
// ends say them, and fail once everything else is written. plannedBaseline
// hands a plan to the dataset step (src/app/dataset-step.ts) as its port.
import type { KindDataset } from '../kinds/index.js';
import type { BaselineInput, BaselinePort } from '../app/index.js';
import type { BaselineScope } from './cache-key.js';
import type { CacheLog } from './cache.js';
import { cacheStore } from './cache-store.js';
import { fileStore, type ShowPath } from './file-store.js';
import type { BaselineStore, StoredBaseline } from './store.js';
import type { EvalResults } from '../results/index.js';
import { incompleteReason } from '../report/index.js';
import { savesBaseline, type BaselinePlan } from './policy.js';

export interface ReadContext {
  dataset: KindDataset;
  /** Several datasets were given: a named path is a folder of <dataset>.json. */
  many: boolean;
  /** The action's cache: needed when the plan reads it. */
  cache?: CacheContext;
  showPath?: ShowPath;
  /** Baseline files are read only inside this folder (the action's workspace). */
  within?: string;
}

export interface CacheContext {
  /** The dataset's entry: its name, models and config hash. */
  scope: BaselineScope;
  log: CacheLog;
  /** The models' answers depend only on what the config hash covers (no exec: programs). */
  reproducible: boolean;
  /** The folder of the entries' files (baselineRoot, cache-store.ts). */
  root: string;
}

export interface BaselineFound extends Omit<StoredBaseline, 'baseline'> {
  /** The baseline with its note, or null when the plan reads none. */
  baseline: BaselineInput | null;
}

/** The plan as the dataset step's baseline port: each dataset's baseline read, and its next one saved, as planned. */
export function plannedBaseline(plan: BaselinePlan, context: Omit<ReadContext, 'dataset'> & WriteContext): BaselinePort {
  return {
    read: (dataset) => readPlannedBaseline(plan, { ...context, dataset }),
    save: (dataset, results) => writePlannedBaseline(plan, dataset, results, context),
  };
}

export async function readPlannedBaseline(plan: BaselinePlan, rc: ReadContext): Promise<BaselineFound> {
  const store = readStore(plan, rc);
  return store ? store.read(rc.dataset) : { baseline: null, reusable: null, cacheKey: null, problem: null };
}

/** The store the plan reads the baseline from, or null when it reads none. */
function readStore(plan: BaselinePlan, rc: ReadContext): BaselineStore | null {
  const { read } = plan;
  if (read.from === 'cache') {
    return rc.cache
      ? cacheStore({
          scope: rc.cache.scope,
          log: rc.cache.log,
          root: rc.cache.root,
          mayReuse: plan.mayReuse && rc.cache.reproducible,
          answers: plan.reuseAnswers,
        })
      : null;
  }
  if (read.from === 'file') {
    return fileStore({
      option: read.option,
      many: rc.many,
      frontEnd: plan.frontEnd,
      showPath: rc.showPath,
      writes: plan.writeFile,
      within: rc.within,
      answers: plan.reuseAnswers,
    });
  }
  return null;
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
  const store = fileStore({ option: plan.writeFile, many: wc.many, frontEnd: plan.frontEnd, showPath: wc.showPath, writes: plan.writeFile });
  const saved = await store.save(dataset, results, wc.runId(results));
  return { ...none, file: saved.savedAt, problem: saved.problem };
}

export interface CacheSave {
  dataset: KindDataset;
  scope: BaselineScope | null;
  results: EvalResults;
  /** Reused results are the cached baseline already. */
  reused: boolean;
  /** The folder of the entries' files (baselineRoot, cache-store.ts). */
  root: string;
}

/** Saves complete results to the cache when the plan says so; the key saved under, or null. */
export async function savePlannedCache(plan: BaselinePlan, save: CacheSave, runId: string, log: CacheLog): Promise<string | null> {
  if (!plan.saveToCache || !save.scope || save.reused || incompleteReason(save.results) !== null) return null;
  // A store that only saves: nothing is read, so nothing is reused.
  const store = cacheStore({ scope: save.scope, log, root: save.root, mayReuse: false });
  return (await store.save(save.dataset, save.results, runId)).savedAt;
}
