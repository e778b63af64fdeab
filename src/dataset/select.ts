// Case subsets for fast pull-request runs: a tag filter and a seeded sample.
// Pure. The sample ranks cases by a hash of (seed, case id), so a case keeps
// its place when others are added or removed: the same seed picks nearly the
// same cases as the dataset grows, and a laptop run with the same seed picks
// exactly what CI picked.
import { createHash } from 'node:crypto';
import type { SelectionRecord } from '../config/index.js';
import { shardOfKey, type Shard } from './shard.js';
import type { Dataset, LoadedCase } from './dataset.js';

/** `N` cases or `P%` of them (after the tag filter). */
export type SampleSize = { count: number } | { percent: number };

export interface CaseSelection {
  /** Tags to keep (any of them) and `!tag` to drop; empty keeps every case. */
  tags: string[];
  sample: SampleSize | null;
  seed: string;
  /** One shard of a matrix run (src/dataset/shard.ts), cut from the cases tags and sample kept; absent or null for all of them. */
  shard?: Shard | null;
}

export const DEFAULT_SAMPLE_SEED = '0';

/** What `sample` accepts, for the messages of both front ends. */
export const SAMPLE_SIZE_RULE = 'a whole number of cases above 0 or a share such as 10%';

/** Reads `N` or `P%`; null when it is neither. */
export function parseSampleSize(text: string): SampleSize | null {
  const v = text.trim();
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(v);
  if (pct) {
    const percent = Number(pct[1]);
    return percent > 0 && percent <= 100 ? { percent } : null;
  }
  if (!/^\d+$/.test(v)) return null;
  const count = Number(v);
  return Number.isSafeInteger(count) && count > 0 ? { count } : null;
}

export function formatSampleSize(size: SampleSize): string {
  return 'count' in size ? String(size.count) : `${size.percent}%`;
}

/** Splits tag words given as lists, commas or both; `!` marks an exclusion. Empty words are dropped. */
export function parseTagList(words: readonly string[]): string[] {
  return words
    .flatMap((w) => w.split(/[,\n]/))
    .map((t) => t.trim())
    .filter((t) => t !== '' && t !== '!');
}

export function isFullSelection(selection: CaseSelection): boolean {
  return selection.tags.length === 0 && selection.sample === null && !selection.shard;
}

function matchesTags(testCase: LoadedCase, include: readonly string[], exclude: readonly string[]): boolean {
  if (exclude.some((t) => testCase.tags.includes(t))) return false;
  return include.length === 0 || include.some((t) => testCase.tags.includes(t));
}

function rank(seed: string, testCase: LoadedCase): string {
  return createHash('sha256').update(`${seed}\u0000${testCase.id}`).digest('hex');
}

/** The dataset with only the selected cases, in their order, and `selection` set; unchanged when nothing is filtered. */
export function selectCases<D extends Dataset>(dataset: D, selection: CaseSelection): D {
  if (isFullSelection(selection)) return dataset;
  const include = selection.tags.filter((t) => !t.startsWith('!'));
  const exclude = selection.tags.filter((t) => t.startsWith('!')).map((t) => t.slice(1));
  let kept = dataset.cases.filter((c) => matchesTags(c, include, exclude));
  if (selection.sample) {
    const size = selection.sample;
    const n = 'count' in size ? size.count : Math.ceil((kept.length * size.percent) / 100);
    if (n < kept.length) {
      const chosen = new Set(
        kept
          .map((c) => ({ c, r: rank(selection.seed, c) }))
          .sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0))
          .slice(0, n)
          .map((x) => x.c),
      );
      kept = kept.filter((c) => chosen.has(c));
    }
  }
  // Last, so the shards of a sampled run split exactly the cases the unsharded run would sample.
  const shard = selection.shard;
  if (shard) kept = kept.filter((c) => shardOfKey(c.key, shard.count) === shard.index);
  const keptSet = new Set(kept);
  const unselected = new Set(dataset.cases.filter((c) => !keptSet.has(c)).flatMap((c) => [c.id, c.key]));
  const record: SelectionRecord = {
    total: dataset.cases.length,
    selected: kept.length,
    tags: selection.tags,
    sample: selection.sample ? formatSampleSize(selection.sample) : null,
    seed: selection.sample ? selection.seed : null,
    ...(shard ? { shard: { index: shard.index, count: shard.count } } : {}),
  };
  return { ...dataset, cases: kept, selection: { record, unselected } };
}

/**
 * Applies one selection to every dataset; datasets the tags or the sample leave
 * with no case are set aside by name. A dataset with no cases at all (created, not
 * filled yet) still runs, so that its report says so.
 */
export function selectDatasets<D extends Dataset>(datasets: readonly D[], selection: CaseSelection): { datasets: D[]; empty: string[] } {
  const selected = datasets.map((d) => selectCases(d, selection));
  // A shard that gets none of a dataset's cases still runs it: the merge needs every shard of every dataset.
  const unsharded = { ...selection, shard: null };
  const emptied = (d: D, i: number) =>
    d.cases.length === 0 && (datasets[i]?.cases.length ?? 0) > 0 && (!selection.shard || selectCases(datasets[i] as D, unsharded).cases.length === 0);
  return { datasets: selected.filter((d, i) => !emptied(d, i)), empty: selected.filter(emptied).map((d) => d.name) };
}

/**
 * The selection as settings that decide results (for the config hash); null
 * for a full run. The shard is not one of them: the shards of a matrix and
 * their merge share the unsharded run's config hash, so the merge saves and
 * compares under the same cache key as a run on one runner.
 */
export function selectionSettings(selection: CaseSelection): Record<string, unknown> | null {
  if (selection.tags.length === 0 && selection.sample === null) return null;
  return {
    tags: selection.tags,
    sample: selection.sample ? formatSampleSize(selection.sample) : null,
    seed: selection.sample ? selection.seed : null,
  };
}
