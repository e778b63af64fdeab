// The shards' results between the jobs of a workflow run, as artifacts of the
// run (@actions/artifact, the results service the cache uses too): each shard
// job uploads its results files as `supereval-shard-<i>-of-<n>`, and the merge
// job lists the run's artifacts and downloads those of its shards.
//
// Legs: a matrix over models (or anything else) besides the shards makes one
// shard set per leg. The leg's other matrix values go into the name as a hash
// (src/publish/leg.ts legId), so a merge job with the same matrix minus the
// shard finds its own leg's shards only. Which matrix entry is the shard: the
// one whose value is the shard's index (or the whole `i/n`), and the one named
// `shard` when others have that value too (shardEntry).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Shard } from '../dataset/index.js';
import { legId, type Matrix } from './leg.js';

const PREFIX = 'supereval-shard-';

/** The artifact of shard `shard` of the leg `group` (null outside a matrix with other values). */
export function shardArtifactName(shard: Shard, group: string | null): string {
  return `${PREFIX}${shard.index}-of-${shard.count}${group ? `-${group}` : ''}`;
}

/** A shard artifact's name read back; null for any other artifact of the run. */
export function parseShardArtifactName(name: string): { shard: Shard; group: string | null } | null {
  const m = /^supereval-shard-(\d+)-of-(\d+)(?:-([0-9a-f]{16}))?$/.exec(name);
  if (!m) return null;
  return { shard: { index: Number(m[1]), count: Number(m[2]) }, group: m[3] ?? null };
}

/** A matrix key that names the shard's entry outright; preferred when other entries have the same value. */
const SHARD_KEY = /^shards?$/i;

/**
 * Which matrix entry is the shard's: among the entries whose value is the
 * shard's index (or `i/n`), the one named `shard`, else the only one. Null
 * when none is (the shard does not come from the matrix). Two or more
 * without a `shard` key cannot be told apart, and guessing would put this
 * shard in another leg than its siblings (where shard 1 of a
 * `{part: [1, 2], temperature: [1]}` matrix would drop both entries and
 * shard 2 one), so that is an error naming them.
 */
export function shardEntry(matrix: Matrix, shard: Shard): { key: string | null } | { ambiguous: string[] } {
  const own = [String(shard.index), `${shard.index}/${shard.count}`];
  const candidates = Object.keys(matrix).filter((k) => {
    const v = matrix[k];
    return own.includes(typeof v === 'string' ? v.trim() : JSON.stringify(v));
  });
  const named = candidates.filter((k) => SHARD_KEY.test(k));
  if (named.length === 1) return { key: named[0] as string };
  if (candidates.length <= 1) return { key: candidates[0] ?? null };
  return { ambiguous: candidates };
}

/** A shard job's leg: its matrix without the shard's own entry, as a hash; null when nothing else is left. Throws ShardLegError when the entry is ambiguous. */
export function shardGroup(matrix: Matrix | null, shard: Shard): string | null {
  if (!matrix) return null;
  const entry = shardEntry(matrix, shard);
  if ('ambiguous' in entry) throw new ShardLegError(entry.ambiguous, shard);
  const rest = Object.fromEntries(Object.entries(matrix).filter(([k]) => k !== entry.key));
  return Object.keys(rest).length === 0 ? null : (legId(rest) ?? null);
}

export class ShardLegError extends Error {
  override name = 'ShardLegError';
  constructor(keys: readonly string[], shard: Shard) {
    super(
      `the matrix entries ${keys.join(', ')} all have the shard's value ${shard.index}, so which one is the shard cannot be told, and with it this shard's leg: name the shard's matrix entry \`shard\``,
    );
  }
}

/** The merge job's leg: its whole matrix (it has no shard entry), null outside a matrix. */
export function mergeGroup(matrix: Matrix | null): string | null {
  return legId(matrix) ?? null;
}

async function client() {
  // Imported when a shard uploads or a merge downloads: it brings @actions/github and the Azure SDK.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

/** Uploads a shard's results files (paths under `root`); the artifact's id. */
export async function uploadShardArtifact(name: string, files: readonly string[], root: string): Promise<number | undefined> {
  // The merge job reads them within the run; a week is plenty to look at a failed merge's inputs.
  return uploadFiles(name, files, root, { retentionDays: 7 });
}

/** Uploads the HTML report (a path under `root`), kept as long as the repository keeps artifacts; the artifact's id. */
export async function uploadReportArtifact(name: string, file: string, root: string): Promise<number | undefined> {
  return uploadFiles(name, [file], root, {});
}

async function uploadFiles(name: string, files: readonly string[], root: string, options: { retentionDays?: number }): Promise<number | undefined> {
  const artifacts = await client();
  const uploaded = await artifacts.uploadArtifact(name, [...files], root, options);
  return uploaded.id;
}

/**
 * The report artifact's name: unique within the workflow run, as GitHub
 * requires: the job, the step (several supereval steps may share a job), the
 * matrix leg, and the attempt when the job is re-run. Characters GitHub
 * refuses in a name become `_`.
 */
export function reportArtifactName(parts: { job: string; step: string; matrix: Matrix | null; attempt: number }): string {
  const leg = legId(parts.matrix);
  const name = ['supereval-report', parts.job, parts.step, ...(leg ? [leg] : []), ...(parts.attempt > 1 ? [`attempt-${parts.attempt}`] : [])]
    .filter((p) => p !== '')
    .join('-');
  return name.replace(/[^A-Za-z0-9_.-]/g, '_');
}

export interface DownloadedShard {
  /** The artifact's name. */
  name: string;
  /** Its results files, downloaded. */
  files: string[];
}

export interface ShardDownload {
  shards: DownloadedShard[];
  /** Shard artifacts of this run that belong to another leg: named when none is this leg's. */
  otherLegs: string[];
}

/** A shard artifact that cannot be used as it came. */
export class ShardArtifactError extends Error {
  override name = 'ShardArtifactError';
  constructor(
    readonly artifact: string,
    why: string,
  ) {
    super(`the artifact ${artifact} cannot be used: ${why}`);
  }
}

/**
 * Lists this run's artifacts and downloads the shard artifacts of leg
 * `group` into `into/<name>/`. Entries cannot land outside it: the client's
 * unzip (unzip-stream 0.3.4) turns `..` path segments into `.` and writes
 * links as plain files; only the folder's own .json files are read back.
 */
export async function downloadShardArtifacts(group: string | null, into: string): Promise<ShardDownload> {
  const artifacts = await client();
  // latest: a re-run of a shard job uploads its artifact again; the newest counts.
  const { artifacts: listed } = await artifacts.listArtifacts({ latest: true });
  const shards: DownloadedShard[] = [];
  const otherLegs: string[] = [];
  for (const artifact of [...listed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const parsed = parseShardArtifactName(artifact.name);
    if (!parsed) continue;
    if (parsed.group !== group) {
      otherLegs.push(artifact.name);
      continue;
    }
    const dir = path.join(into, artifact.name);
    // The digest the upload recorded: a zip changed since is refused, not merged.
    const downloaded = await artifacts.downloadArtifact(artifact.id, { path: dir, ...(artifact.digest ? { expectedHash: artifact.digest } : {}) });
    if (downloaded.digestMismatch) throw new ShardArtifactError(artifact.name, 'its contents do not match the digest recorded when it was uploaded');
    const files = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => path.join(dir, e.name))
      .sort();
    shards.push({ name: artifact.name, files });
  }
  return { shards, otherLegs };
}
