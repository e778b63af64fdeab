// The action's two matrix modes (docs/sharding.md):
//
// `shard: i/n` evaluates one slice of the cases, writes the results as
// usual and uploads them as an artifact of the run. It reads no baseline
// and publishes nothing (no comment, check, cache or job summary): one
// shard's verdict is not the run's. Its job fails only when it could not
// produce or upload its results, so that a gate the shard's cases would
// block does not stop the merge job (`needs:` skips it when a shard fails).
//
// `mode: merge` downloads the shards' artifacts, refuses a set that is not
// exactly shards 1..n of this run's config, and hands each dataset's merged
// results to the same step as an evaluation's (src/app/dataset-step.ts:
// baseline, gate, mask, results file), then to the publishers.
import os from 'node:os';
import path from 'node:path';
import type { BaselinePlan, BaselineScope } from '../baseline/index.js';
import type { ConfigParts } from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import { formatShard, type Shard } from '../dataset/index.js';
import {
  distinctSetupErrors,
  forDataset,
  mergeShardFiles,
  readShardFiles,
  ShardSetError,
  type MergedDataset,
  type ResultsSource,
} from '../app/index.js';
import {
  type Matrix,
  type DatasetRun,
  downloadShardArtifacts,
  mergeGroup,
  ShardArtifactError,
  shardArtifactName,
  shardGroup,
  ShardLegError,
  uploadShardArtifact,
  actionLog as log,
} from '../publish/index.js';
import { repoPath } from './workspace.js';
import { setupLogText } from '../report/index.js';

/** A shard's plan: no baseline read, none reused, none saved; the merge job does all three. */
export function shardPlan(shard: Shard): BaselinePlan {
  return {
    frontEnd: 'action',
    read: { from: 'none' },
    mayReuse: false,
    reuseAnswers: false,
    saveToCache: false,
    writeFile: null,
    notes: [
      `shard ${formatShard(shard)}: this job evaluates its shard's cases and uploads the results; the merge job (mode: merge) compares them with the baseline, gates, comments, checks and saves the baseline, once.`,
    ],
  };
}

export interface ShardEnd {
  shard: Shard;
  matrix: Matrix | null;
  runs: readonly DatasetRun[];
  /** Lines the step fails with: files not written, and the like. */
  failures: readonly string[];
  /** Datasets left out for their problems: the merge job loads them again and fails on them; here, warnings. */
  refused: readonly string[];
  cancelled: string | null;
}

/** The end of a shard's job: upload, say what the merge will decide, and fail only without results. */
export async function finishShard(end: ShardEnd): Promise<void> {
  const { shard } = end;
  const which = `shard ${formatShard(shard)}`;
  for (const line of end.refused) log.warning(`${line}; the merge job fails on it`);
  for (const e of distinctSetupErrors(end.runs.map((r) => r.results)))
    log.warning(...setupLogText(e).split('\n'), 'The merge job reports it and fails.');
  if (end.cancelled) {
    log.fail(`supereval: cancelled (${end.cancelled}); ${which}'s results were not uploaded, so the merge job would miss them.`);
    return;
  }
  const files = end.runs.flatMap((r) => (r.resultsPath === null ? [] : [r.resultsPath]));
  const failures = [...end.failures];
  let name: string | null = null;
  try {
    name = shardArtifactName(shard, shardGroup(end.matrix, shard));
  } catch (error) {
    if (!(error instanceof ShardLegError)) throw error;
    failures.push(`${which}: the results were not uploaded: ${error.message}.`);
  }
  const root = path.dirname(files[0] ?? '.');
  if (name !== null && failures.length === 0 && files.length > 0) {
    try {
      await uploadShardArtifact(name, files, root);
      log.info(`${which}: uploaded ${files.map((f) => repoPath(f)).join(', ')} as the artifact ${name}.`);
    } catch (error) {
      failures.push(
        `${which}: the results could not be uploaded as the artifact ${name}: ${error instanceof Error ? error.message : String(error)}; the merge job cannot run without them. Artifact names are unique in a run: give each shard job its own shard i/n.`,
      );
    }
  }
  for (const r of end.runs) {
    const s = r.results.summary;
    log.info(`${which}: ${r.dataset.name}: ${s.passed} of ${s.total} cases passed on this shard; the merge job gives the verdict.`);
  }
  if (failures.length > 0) log.fail(...failures);
}

/** Where the merge job downloads the artifacts: the runner's temp folder, emptied by the runner after the job. */
function downloadDir(): string {
  return path.join(process.env['RUNNER_TEMP'] || os.tmpdir(), 'supereval-shards');
}

/** The merge job's shards: downloaded, decoded, checked and merged per dataset; a ShardSetError naming what is wrong. */
export async function downloadMergedShards(matrix: Matrix | null, datasets: readonly KindDataset[]): Promise<Map<string, MergedDataset>> {
  const group = mergeGroup(matrix);
  const into = downloadDir();
  const got = await downloadShardArtifacts(group, into).catch((error: unknown) => {
    throw error instanceof ShardArtifactError ? new ShardSetError([error.message]) : error;
  });
  if (got.shards.length === 0) {
    const elsewhere =
      got.otherLegs.length > 0
        ? `; the run has ${got.otherLegs.join(', ')} of other matrix legs: give the merge job the shard jobs' matrix without the shard`
        : '; run the shard jobs (shard: i/n) before this job, with needs:';
    throw new ShardSetError([`mode merge: this workflow run has no shard artifact (supereval-shard-<i>-of-<n>) of this job${elsewhere}`]);
  }
  log.info(`merge: ${got.shards.length} shard artifact(s): ${got.shards.map((s) => s.name).join(', ')}`);
  const files = await readShardFiles(
    got.shards.flatMap((s) => s.files),
    (file) => `artifact ${path.relative(into, file).split(path.sep).join('/')}`,
  );
  const merged = mergeShardFiles(files);
  const names = new Set(datasets.map((d) => d.name));
  const strays = merged.filter((m) => !names.has(m.name)).map((m) => m.name);
  const absent = datasets.filter((d) => !merged.some((m) => m.name === d.name)).map((d) => d.name);
  const problems = [
    ...strays.map((n) => `${n}: the shards ran this dataset, which this job does not load; give the merge job the same datasets input as the shards`),
    ...absent.map((n) => `${n}: no shard ran this dataset; give the shard jobs the same datasets input as this job`),
  ];
  if (problems.length > 0) throw new ShardSetError(problems);
  return new Map(merged.map((m) => [m.name, m]));
}

/**
 * mode merge: each dataset's results from the shards, checked against the
 * dataset this job loaded and selected, and against this job's config (its
 * scope: the shards must have run with the same inputs).
 */
export function fromShards(merged: ReadonlyMap<string, MergedDataset>) {
  return (scope: BaselineScope | null): ResultsSource =>
    async (dataset) => {
      const m = merged.get(dataset.name);
      if (!m) throw new ShardSetError([`${dataset.name}: no shard ran this dataset`]);
      const shardConfig = m.results.config;
      const mine = scope?.parts;
      if (shardConfig && mine) {
        const differ = (Object.keys(mine) as (keyof ConfigParts)[]).filter((k) => shardConfig[k] !== mine[k]);
        if (differ.length > 0) {
          throw new ShardSetError([
            `${dataset.name}: the shards ran another config than this job: their ${differ.join(', ')} differ; give the merge job the same inputs (models, prompt, judge, settings) as the shard jobs`,
          ]);
        }
      }
      return forDataset(m, dataset, dataset).results;
    };
}
