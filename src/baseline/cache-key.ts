// Cache keys for baselines: `supereval-v1-<dataset>-<model>-<configHash>-<runId>`.
// Restores match by prefix, so each part is reduced to characters that cannot
// be mistaken for the `-` separator: dataset `a` with model `b-c` and dataset
// `a-b` with model `c` must not share a prefix. Pure.
import { createHash } from 'node:crypto';
import type { ConfigParts } from '../config/index.js';

export const BASELINE_KEY_PREFIX = 'supereval-v1';
/** @actions/cache rejects keys longer than this. */
export const CACHE_KEY_MAX_CHARS = 512;

/** Longest slug per part; with the fixed parts the key stays far below 512. */
const PART_MAX_CHARS: Record<KeyPartName, number> = {
  dataset: 120,
  model: 160,
  configHash: 64,
  runId: 64,
};
/** Hex characters of the original's sha256 appended to a shortened slug. */
const SLUG_HASH_CHARS = 8;

export interface BaselineScope {
  /** The dataset's name (its folder name or dataset.json `name`). */
  dataset: string;
  /** The model spec. */
  model: string;
  /** From configHash(). */
  configHash: string;
  /** From configPartHashes(), when known: says which part of a baseline's config differs. Not part of the key. */
  parts?: ConfigParts;
}

export interface BaselineKeyParts extends BaselineScope {
  /** GITHUB_RUN_ID; a re-run attempt may append `.attempt` to get a fresh key. */
  runId: string | number;
}

/** The parts a key is made of. */
type KeyPartName = Exclude<keyof BaselineKeyParts, 'parts'>;

export function baselineCacheKey(parts: BaselineKeyParts): string {
  return `${sameConfigPrefix(parts)}${keyPart('runId', String(parts.runId))}`;
}

/**
 * Restore prefixes, most specific first: the same config (newest run with it),
 * then the same dataset and models under any config, then the dataset under
 * any models, so a pull request that swaps a model still meets the default
 * branch's latest baseline of the dataset.
 */
export function baselineRestoreKeys(scope: BaselineScope): [sameConfig: string, sameModel: string, sameDataset: string] {
  return [sameConfigPrefix(scope), sameModelPrefix(scope), sameDatasetPrefix(scope)];
}

/** Whether a key returned by a restore was saved under `scope`'s config. */
export function isSameConfigKey(key: string, scope: BaselineScope): boolean {
  return key.startsWith(sameConfigPrefix(scope));
}

/** Whether a key returned by a restore was saved by a run of `scope`'s models. */
export function isSameModelKey(key: string, scope: BaselineScope): boolean {
  return key.startsWith(sameModelPrefix(scope));
}

/**
 * A key-safe form of one part: letters, digits, `.` and `_` kept, anything
 * else becomes `_`. Long parts keep a readable head plus a short hash of the
 * original so distinct long names stay distinct. A dataset name with any
 * character beyond letters, digits, `.` and `-` gets that hash too: `-`
 * becomes `_`, so a name with `_` in it (`eval_x`) would share its slug with
 * one with `-` there (`eval-x`), as `eval/x` would with `eval x`. Names of
 * letters, digits, `.` and `-` keep the keys existing caches were saved under.
 */
export function keyPart(name: KeyPartName, value: string): string {
  if (value.length === 0) throw new TypeError(`baseline cache key: ${name} is empty`);
  const slug = value.replace(/[^A-Za-z0-9._]/g, '_');
  const max = PART_MAX_CHARS[name];
  const lossy = name === 'dataset' && /[^A-Za-z0-9.-]/.test(value);
  if (slug.length <= max && !lossy) return slug;
  const digest = createHash('sha256').update(value, 'utf8').digest('hex').slice(0, SLUG_HASH_CHARS);
  return `${slug.slice(0, max - SLUG_HASH_CHARS - 1)}.${digest}`;
}

function sameDatasetPrefix(scope: Pick<BaselineScope, 'dataset'>): string {
  return `${BASELINE_KEY_PREFIX}-${keyPart('dataset', scope.dataset)}-`;
}

function sameModelPrefix(scope: BaselineScope): string {
  return `${sameDatasetPrefix(scope)}${keyPart('model', scope.model)}-`;
}

function sameConfigPrefix(scope: BaselineScope): string {
  return `${sameModelPrefix(scope)}${keyPart('configHash', scope.configHash)}-`;
}
