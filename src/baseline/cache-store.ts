// The cache store: the baseline in the Actions cache, one entry per dataset
// and model set, keyed by the config hash (src/baseline/config-scope.ts),
// holding the run's results JSON. Restoring prefers an entry with the same
// config, then the newest for the dataset and models, then the newest for the
// dataset whatever its models (a model swap). An entry of the same config may
// stand in for a run.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectationFor, parseBaseline, type Baseline, nextHistory } from '../compare/index.js';
import type { Results } from '../config/index.js';
import { encodeResultsFile, restoreDatasetFields, type EvalResults } from '../results/index.js';
import { CACHE_SOURCE, configDifference, describeConfigChange } from '../report/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { BaselineScope } from './cache-key.js';
import type { CacheLog } from './cache.js';
import { decodeUtf8, readBoundedFile } from '../base/index.js';
import { BASELINE_MAX_BYTES } from './file-store.js';
import type { BaselineStore } from './store.js';
import { answerLookup, type AnswerLookup } from '../run/index.js';

export const BASELINE_RESULTS_FILE = 'results.json';

// Loaded on first use: @actions/cache and its Azure client are most of a
// bundle, and neither the CLI nor an action run without the cache needs them
// (the CLI started in twice the time with them).
const actionsCache = () => import('./cache.js');

/** Where the action's baseline files are saved from and restored to: under the runner's temporary folder (RUNNER_TEMP), else the system's. */
export function baselineRoot(runnerTemp: string | null): string {
  return path.join(runnerTemp || tmpdir(), 'supereval-baseline');
}

export interface CacheStoreOptions {
  /** The dataset's entry: its name, models and config hash. */
  scope: BaselineScope;
  log: CacheLog;
  /** The folder of the entries' files (baselineRoot). */
  root: string;
  /** Cached results of this very config may stand in for a run: the plan allows it and the models' answers depend only on what the config hash covers. */
  mayReuse: boolean;
  /** Keep the cached results' answers by request fingerprint, for answer reuse. */
  answers?: boolean;
}

/** The Actions cache as the store of one dataset's baseline: the scope is its key. */
export function cacheStore({ scope, log, root, mayReuse, answers }: CacheStoreOptions): BaselineStore {
  return {
    async read(dataset) {
      const cached = await restoreCachedBaseline(scope, dataset, log, root);
      // Errors are failed calls, not answers the config decided: such results are worth a new run.
      const reusable = mayReuse && cached.sameConfig && cached.results && cached.results.summary.errors === 0 ? cached.results : null;
      const baseline = { baseline: cached.baseline, note: cached.note, ...(answers && cached.answers ? { answers: cached.answers } : {}) };
      return { baseline, reusable, cacheKey: cached.key, problem: null };
    },
    // The scope names the dataset; a cache that cannot be written says so in the log, not as a problem.
    async save(_dataset, results, runId) {
      const saved = await saveCachedBaseline(scope, runId, results, log, root);
      return { savedAt: saved.saved ? saved.key : null, problem: null };
    },
  };
}

export interface CachedBaseline {
  found: boolean;
  key: string | null;
  /** Saved by a run of exactly this run's models. */
  sameModel: boolean;
  /** Saved with this run's config hash (and so by this run's models). */
  sameConfig: boolean;
  baseline: Baseline | null;
  /** The cached results themselves, for reuse when nothing changed. */
  results: EvalResults | null;
  /** Their answers by request fingerprint, whatever cases they share with the dataset (answer reuse). */
  answers?: AnswerLookup;
  note: string;
}

export async function restoreCachedBaseline(scope: BaselineScope, dataset: KindDataset, log: CacheLog, root: string): Promise<CachedBaseline> {
  const { restoreBaseline } = await actionsCache();
  const restored = await restoreBaseline({ ...scope, log, root });
  if (!restored.found || !restored.path) {
    return {
      found: false,
      key: null,
      sameModel: false,
      sameConfig: false,
      baseline: null,
      results: null,
      note: restored.failed
        ? `The cached baseline for ${dataset.name} could not be restored (the log says why): every case counts as new.`
        : `No cached baseline for ${dataset.name} yet: every case counts as new.`,
    };
  }
  const key = restored.key ?? null;
  // Capped as a committed baseline is; and only a regular file of the restored folder's own: an archive
  // someone else wrote may hold a link (to /proc/self/environ, say) or a FIFO there.
  const file = path.join(restored.path, BASELINE_RESULTS_FILE);
  const read = await readBoundedFile(file, { maxBytes: BASELINE_MAX_BYTES, within: restored.path, refuseLinks: true });
  const text = 'bytes' in read ? decodeUtf8(read.bytes) : null;
  if (text === null) {
    const refused = 'refused' in read && !read.refused.missing ? read.refused.message : null;
    // Only the file's name and what it is: nothing of where it leads.
    if (refused) log.warning(`${dataset.name}: the cached baseline ${key ?? '(no key)'} is not used: its ${file} ${refused}`);
    else log.info(`${dataset.name}: cached baseline ${key ?? '(no key)'} holds no ${BASELINE_RESULTS_FILE}`);
    return {
      found: false,
      key,
      sameModel: false,
      sameConfig: false,
      baseline: null,
      results: null,
      note: `The cached baseline was ignored: it holds no ${BASELINE_RESULTS_FILE} (the log names its cache key).`,
    };
  }
  // The key goes to the job log only: the report names the baseline by its commit and run.
  const parsed = parseBaseline(text, expectationFor(dataset, CACHE_SOURCE), { keepResults: true });
  if (!parsed.ok) {
    log.info(`${dataset.name}: cached baseline ${key ?? '(no key)'} not used: ${parsed.why}`);
    return { found: false, key, sameModel: false, sameConfig: false, baseline: null, results: null, note: parsed.reason };
  }
  // Reused results are reported as this run's: the dataset's own fields (inputs, expected) come back from the dataset.
  const restoredResults = parsed.results ? restoreDatasetFields(parsed.results, dataset) : null;
  const results = restoredResults && restoredResults.unmatched === 0 ? restoredResults.results : null;
  const differs = configDifference(scope.parts, parsed.results?.config);
  // sameConfig implies sameModel: the config hash covers the exact model specs.
  const why = !restored.sameModel
    ? 'a run of other models: each case is compared with its result there'
    : restored.sameConfig
      ? 'same config'
      : `different config: ${differs && differs.length > 0 ? describeConfigChange(differs) : 'dataset, prompt or settings changed since'}`;
  return {
    found: true,
    key,
    sameModel: restored.sameModel,
    sameConfig: restored.sameConfig,
    baseline: parsed.baseline,
    results: results as EvalResults | null,
    ...(parsed.results ? { answers: answerLookup(parsed.results.cases) } : {}),
    note: `Baseline: the latest results saved on the default branch (${why}).`,
  };
}

/**
 * Saves results as the dataset's baseline (the default branch's runs only, as
 * the plan says). Its `history` is the previous baseline's history and the
 * previous baseline's own figures, the last MAX_HISTORY: the trend travels
 * with the baseline and needs no storage of its own.
 */
export async function saveCachedBaseline(scope: BaselineScope, runId: string, results: EvalResults, log: CacheLog, root: string) {
  const { saveBaseline } = await actionsCache();
  return saveBaseline({ ...scope, runId, files: { [BASELINE_RESULTS_FILE]: encodeResultsFile(savedBaseline(results)) }, log, root });
}

/** What the cache keeps of a run: its results with the history it continues, without the comparison (it refers to the previous baseline). */
export function savedBaseline(results: EvalResults): Results {
  const { comparison, baseline_note: _note, history: _history, regressions: _regressions, ...plain } = results;
  const history = nextHistory(comparison?.baseline);
  return { ...plain, ...(history.length > 0 ? { history } : {}), ...(comparison ? { regressions: comparison.regressions } : {}) };
}
