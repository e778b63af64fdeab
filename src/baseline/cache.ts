// Baseline results in the GitHub Actions cache, through @actions/cache. One
// directory per dataset holds the results JSON file(s); it is saved under a
// fresh key each time (keys are immutable) and restored by prefix.
//
// The directory names the dataset only: the cache "version" is a hash of the
// path, and an entry is restorable only under the same version, so a path
// naming the models would hide every baseline of other models. Entries of
// earlier versions, saved under <dataset>/<model>, are still looked up there
// when nothing else is found.
//
// Caching is best effort: every fault is reported to `log.warning` (or, for
// faults @actions/cache swallows itself, to the runner log by @actions/core)
// and the result says "not found" / "not saved". Nothing here throws, except
// for arguments that can only come from a bug (empty names, bad file names).
//
// @actions/cache reads its environment (ACTIONS_RESULTS_URL,
// ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, GITHUB_SERVER_URL,
// RUNNER_TEMP, GITHUB_WORKSPACE) on each call, not at import. tar runs in
// GITHUB_WORKSPACE and stores paths relative to it, so save and restore need
// the same workspace and root layout as well as the same path strings.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import * as cache from '@actions/cache';
import { writeFileAtomic } from '../base/index.js';
import { baselineCacheKey, baselineRestoreKeys, isSameConfigKey, isSameModelKey, keyPart } from './cache-key.js';
import type { BaselineKeyParts, BaselineScope } from './cache-key.js';

export interface CacheLog {
  info(message: string): void;
  warning(message: string): void;
}

export interface BaselineLocation {
  /**
   * Parent of the per-dataset-and-model directories: the action's is
   * `$RUNNER_TEMP/supereval-baseline` (baselineRoot, cache-store.ts). Save and
   * restore must use the same one: the cache version is a hash of the path strings.
   */
  root: string;
}

export interface RestoreBaselineInput extends BaselineScope, BaselineLocation {
  log: CacheLog;
}

export interface RestoredBaseline {
  found: boolean;
  /** The key that matched. */
  key?: string;
  /** Whether the matched entry was saved by a run of this run's models. */
  sameModel: boolean;
  /** Whether the matched entry was saved with this run's config hash. */
  sameConfig: boolean;
  /** The directory holding the restored files. */
  path?: string;
  /** File names in `path`, sorted. */
  files?: string[];
  /** Not found because an entry that is there could not be restored (a failed download or unpack), not because there is none. */
  failed?: true;
}

export interface SaveBaselineInput extends BaselineKeyParts, BaselineLocation {
  /** File name (no directories) -> content, e.g. `{ 'results.json': json }`. */
  files: Readonly<Record<string, string | Uint8Array>>;
  log: CacheLog;
}

export interface SavedBaseline {
  saved: boolean;
  key: string;
  /** The cache entry id when saved. */
  id?: number;
  path: string;
}

const NOT_FOUND: RestoredBaseline = { found: false, sameModel: false, sameConfig: false };

/** The directory a dataset's baseline files are saved from and restored to, whatever the models. */
export function baselineDir(scope: Pick<BaselineScope, 'dataset'>, location: BaselineLocation): string {
  return join(location.root, keyPart('dataset', scope.dataset));
}

/** Where versions before the dataset-wide lookup kept a dataset and model's files. */
function legacyBaselineDir(scope: Pick<BaselineScope, 'dataset' | 'model'>, location: BaselineLocation): string {
  return join(baselineDir(scope, location), keyPart('model', scope.model));
}

export async function restoreBaseline(input: RestoreBaselineInput): Promise<RestoredBaseline> {
  const { log } = input;
  const [sameConfig, sameModel, sameDataset] = baselineRestoreKeys(input);
  const dir = baselineDir(input, input);
  const legacyDir = legacyBaselineDir(input, input);
  if (!cache.isFeatureAvailable()) {
    log.warning('The GitHub Actions cache is not available here (ACTIONS_RESULTS_URL is not set); no baseline was restored.');
    return NOT_FOUND;
  }
  try {
    // Stale files from an earlier step must not mix with the restored ones.
    await rm(dir, { recursive: true, force: true });
    // Datasets restore side by side, each with its own tar, and all need this
    // parent. GNU tar fails ("Cannot mkdir") when another tar creates a missing
    // parent between its mkdir and its retry: made here first, there is no race.
    await mkdir(dirname(dir), { recursive: true });
    // The same-config prefix goes first as the "primary key": a full key with
    // this run's id would also prefix-match other runs whose id starts with it.
    let key = await cache.restoreCache([dir], sameConfig, [sameModel, sameDataset]);
    let restoredDir = dir;
    if (key === undefined) {
      key = await cache.restoreCache([legacyDir], sameConfig, [sameModel]);
      restoredDir = legacyDir;
    }
    if (key === undefined) {
      // @actions/cache answers a restore that failed (a download or tar
      // error, with its own "Failed to restore" warning) as it answers a
      // miss. A lookup without the download tells the two apart.
      const present =
        (await cache.restoreCache([dir], sameConfig, [sameModel, sameDataset], { lookupOnly: true })) ??
        (await cache.restoreCache([legacyDir], sameConfig, [sameModel], { lookupOnly: true }));
      if (present !== undefined) {
        log.warning(
          `The cached baseline ${present} for ${input.dataset} is in the cache but could not be restored (the warning above says why): this run has no baseline to compare with.`,
        );
        return { ...NOT_FOUND, failed: true };
      }
      log.info(`No cached baseline for ${input.dataset} (looked for ${sameConfig}*, then ${sameModel}*, then ${sameDataset}*).`);
      return NOT_FOUND;
    }
    // The archive holds the directory itself: keep only the files at its top.
    const files = await listFiles(restoredDir);
    if (files.length === 0) {
      log.warning(`The cached baseline ${key} restored no files; treating it as missing.`);
      return NOT_FOUND;
    }
    const config = isSameConfigKey(key, input);
    const models = isSameModelKey(key, input);
    log.info(`Restored baseline ${key} (${config ? 'same config' : models ? 'different config' : 'another model set'}).`);
    return { found: true, key, sameModel: models, sameConfig: config, path: restoredDir, files };
  } catch (err) {
    log.warning(`Could not restore the baseline for ${input.dataset} / ${input.model}: ${messageOf(err)}`);
    return NOT_FOUND;
  }
}

export async function saveBaseline(input: SaveBaselineInput): Promise<SavedBaseline> {
  const { log } = input;
  const key = baselineCacheKey(input);
  const dir = baselineDir(input, input);
  const names = Object.keys(input.files);
  if (names.length === 0) throw new TypeError('saveBaseline: no files to save');
  for (const name of names) assertPlainFileName(name);

  if (!cache.isFeatureAvailable()) {
    log.warning('The GitHub Actions cache is not available here (ACTIONS_RESULTS_URL is not set); the baseline was not saved.');
    return { saved: false, key, path: dir };
  }
  try {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const name of names) await writeFileAtomic(join(dir, name), input.files[name] ?? '');
    const id = await cache.saveCache([dir], key);
    if (id === -1) {
      // @actions/cache has already logged why (reservation refused, write denied...).
      log.warning(`The baseline was not saved to the cache under ${key}.`);
      return { saved: false, key, path: dir };
    }
    log.info(`Saved baseline ${key}.`);
    return { saved: true, key, id, path: dir };
  } catch (err) {
    log.warning(`Could not save the baseline under ${key}: ${messageOf(err)}`);
    return { saved: false, key, path: dir };
  }
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

function assertPlainFileName(name: string): void {
  if (name === '' || isAbsolute(name) || normalize(name) !== name || name.includes('/') || name.includes(sep) || name === '..' || name === '.') {
    throw new TypeError(`saveBaseline: ${JSON.stringify(name)} is not a plain file name`);
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
