// The baseline in the Actions cache: one entry per dataset and model set,
// keyed by the config hash, holding the run's results JSON. Restoring prefers
// an entry with the same config, then the newest for the dataset and models,
// then the newest for the dataset whatever its models (a model swap).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBaseline, type Baseline } from '../compare/baseline.js';
import { ResultsSchema } from '../config/results.js';
import type { Dataset } from '../dataset/load.js';
import { registrationFor } from '../providers/registry.js';
import { parseModelSpec } from '../providers/spec.js';
import type { EvalResults } from '../report/results.js';
import type { BaselineScope } from './cache-key.js';
import type { CacheLog } from './cache.js';
import { configHash, type HashedFile } from './config-hash.js';

export const BASELINE_RESULTS_FILE = 'results.json';

// Loaded on first use: @actions/cache and its Azure client are most of a
// bundle, and neither the CLI nor an action run without the cache needs them
// (the CLI started in twice the time with them).
const actionsCache = () => import('./cache.js');

export interface ConfigInput {
  dataset: Dataset;
  /** Model labels in run order; several models share one entry. */
  models: string[];
  judge: string | null;
  prompt: string | null;
  /** Whatever else decides results: agent command, trials, system prompt, inference settings. */
  settings: Record<string, unknown>;
  hashFiles: readonly HashedFile[];
}

export async function scopeFor(input: ConfigInput): Promise<BaselineScope> {
  const [datasetJson, casesFile, tools, answers] = await Promise.all([
    readFile(input.dataset.files.meta),
    readFile(input.dataset.files.cases),
    input.dataset.files.tools ? readFile(input.dataset.files.tools) : Promise.resolve(null),
    answersFiles([...input.models, ...(input.judge ? [input.judge] : [])]),
  ]);
  const model = input.models.join('+');
  return {
    dataset: input.dataset.name,
    model,
    configHash: configHash({
      datasetJson,
      casesFile,
      prompt: input.prompt,
      modelSpec: model,
      judgeSpec: input.judge,
      scorerSettings: input.settings,
      hashFiles: input.hashFiles,
      extra: { ...(tools ? { 'tools.json': tools } : {}), ...answers },
    }),
  };
}

/**
 * The files whose contents decide a provider's answers (a replay: spec's
 * recordings), by spec: re-recording one under the same name must not count
 * as the same config (or skip-unchanged would reuse stale results).
 */
async function answersFiles(specs: string[]): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const raw of specs) {
    let spec;
    try {
      spec = parseModelSpec(raw);
    } catch {
      continue;
    }
    const file = registrationFor(spec.kind).answersFile?.(spec.target);
    if (file !== undefined) files[spec.label] = await readFile(file);
  }
  return files;
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
  note: string;
}

export async function restoreCachedBaseline(scope: BaselineScope, dataset: Dataset, log: CacheLog): Promise<CachedBaseline> {
  const { restoreBaseline } = await actionsCache();
  const restored = await restoreBaseline({ ...scope, log });
  if (!restored.found || !restored.path) {
    return {
      found: false,
      key: null,
      sameModel: false,
      sameConfig: false,
      baseline: null,
      results: null,
      note: `No cached baseline for ${dataset.name} yet: every case counts as new.`,
    };
  }
  const key = restored.key ?? null;
  const text = await readFile(path.join(restored.path, BASELINE_RESULTS_FILE), 'utf8').catch(() => null);
  if (text === null) {
    return {
      found: false,
      key,
      sameModel: false,
      sameConfig: false,
      baseline: null,
      results: null,
      note: `Cached baseline ${key ?? '(no key)'} ignored: it holds no ${BASELINE_RESULTS_FILE}.`,
    };
  }
  const parsed = parseBaseline(text, { datasetName: dataset.name, datasetType: dataset.type, source: `cache:${key ?? ''}` });
  if (!parsed.ok) return { found: false, key, sameModel: false, sameConfig: false, baseline: null, results: null, note: parsed.reason };
  const results = ResultsSchema.safeParse(JSON.parse(text));
  // sameConfig implies sameModel: the config hash covers the exact model specs.
  const why = !restored.sameModel
    ? 'a run of other models: each case is compared with its result there'
    : restored.sameConfig
      ? 'same config'
      : 'different config: dataset, prompt or settings changed since';
  return {
    found: true,
    key,
    sameModel: restored.sameModel,
    sameConfig: restored.sameConfig,
    baseline: parsed.baseline,
    results: results.success ? (results.data as EvalResults) : null,
    note: `Baseline: cache entry ${key ?? '(no key)'} (${why}).`,
  };
}

export async function saveCachedBaseline(scope: BaselineScope, runId: string, results: EvalResults, log: CacheLog) {
  // The comparison refers to the previous baseline; the next run needs only the results.
  const { comparison: _comparison, baseline_note: _note, ...plain } = results;
  const { saveBaseline } = await actionsCache();
  return saveBaseline({ ...scope, runId, files: { [BASELINE_RESULTS_FILE]: `${JSON.stringify(plain)}\n` }, log });
}
