// Where baselines are kept, behind one interface: a store reads a dataset's
// baseline and saves complete results as its next one. baseline.json files
// (src/baseline/file-store.ts) and the Actions cache
// (src/baseline/cache-store.ts) implement it; src/baseline/apply.ts turns a
// plan into the stores it names.
import type { BaselineInput } from '../app/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { EvalResults } from '../results/index.js';

export interface BaselineStore {
  /** The dataset's baseline; when there is none, its note says why. */
  read(dataset: KindDataset): Promise<StoredBaseline>;
  /** Saves complete results as the dataset's next baseline, recording `runId` as the run that made it. */
  save(dataset: KindDataset, results: EvalResults, runId: string): Promise<BaselineSaved>;
}

export interface StoredBaseline {
  /** The baseline (null when there is none) with its note. */
  baseline: BaselineInput;
  /** Cached results of this very config, to reuse instead of calling the models. */
  reusable: EvalResults | null;
  /** The cache entry read, if any. */
  cacheKey: string | null;
  /** The baseline the user named cannot be used: a line to fail with once everything is written. */
  problem: string | null;
}

export interface BaselineSaved {
  /** The file written or the cache key saved under; null when nothing was saved. */
  savedAt: string | null;
  /** The file could not be written: a line to fail with once everything is written. */
  problem: string | null;
}
