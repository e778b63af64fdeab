// Reads results files named on the command line (files, or folders of them)
// or downloaded from the artifacts, each through decodeResultsFile: they are
// untrusted, and the file format is decided there. `merge` takes the shards'
// results; `report` the results with their comparison, to render them again.
// Each is read as every file the user names is (readBoundedFile): a FIFO, a
// device or a file past the size limit is refused, not waited on or read for
// ever.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ComparisonSchema } from '../config/index.js';
import { decodeResultsFile, decodeResultsValue } from './results-file-read.js';
import { ShardSetError, type ShardFile } from './merge-shards.js';
import type { EvalResults } from './results.js';
import { appendAll, decodeUtf8, MAX_DATASET_FILE_MIB, readBoundedFile } from '../base/index.js';

/** The largest results file read: a baseline's limit, far above 100,000 cases. */
const MAX_RESULTS_FILE_BYTES = MAX_DATASET_FILE_MIB * 1024 * 1024;

/** Every results file under `paths` (a folder: its *.json files, sorted), decoded; unusable ones listed in one ShardSetError. */
export async function readShardFiles(paths: readonly string[], show: (file: string) => string = (f) => f): Promise<ShardFile[]> {
  return readEach(paths, show, 'cannot be merged', (text) => {
    const decoded = decodeResultsFile(text);
    return decoded.ok ? { ok: true, value: decoded.results } : decoded;
  }).then((read) => read.map(([origin, results]) => ({ origin, results })));
}

/**
 * Every results file under `paths` (or the array of them `--format json`
 * prints for several datasets), decoded with the comparison it recorded
 * (without its still-passing entries, which a results file leaves out), for
 * a report rendered again; unusable ones listed in one ShardSetError.
 */
export async function readReportFiles(paths: readonly string[]): Promise<EvalResults[]> {
  const read = await readEach(
    paths,
    (f) => f,
    'cannot be read',
    (text): Decoded<EvalResults[]> => {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        // Not JSON: the decoder says why.
        return decodeResultsFile(text) as { ok: false; why: string };
      }
      const out: EvalResults[] = [];
      for (const [i, one] of (Array.isArray(data) ? data : [data]).entries()) {
        const decoded = withComparison(one);
        if (!decoded.ok) return Array.isArray(data) ? { ok: false, why: `[${i}] ${decoded.why}` } : decoded;
        out.push(decoded.value);
      }
      return { ok: true, value: out };
    },
  );
  return read.flatMap(([, results]) => results);
}

function withComparison(data: unknown): Decoded<EvalResults> {
  const decoded = decodeResultsValue(data);
  if (!decoded.ok) return decoded;
  const comparison = ComparisonSchema.nullable().safeParse((data as { comparison?: unknown }).comparison ?? null);
  if (!comparison.success) return { ok: false, why: `has a comparison that does not read (${comparison.error.issues[0]?.message ?? 'invalid'})` };
  const note = (data as { baseline_note?: unknown }).baseline_note;
  return { ok: true, value: { ...decoded.results, comparison: comparison.data, baseline_note: typeof note === 'string' ? note : null } };
}

type Decoded<T> = { ok: true; value: T } | { ok: false; why: string };

async function readEach<T>(
  paths: readonly string[],
  show: (file: string) => string,
  unusable: string,
  decode: (text: string) => Decoded<T>,
): Promise<[string, T][]> {
  const files: string[] = [];
  const problems: string[] = [];
  for (const p of paths) {
    const info = await stat(p).catch(() => null);
    if (!info) problems.push(`${show(p)}: no such file or folder`);
    else if (info.isDirectory()) {
      const found = await jsonFilesUnder(p);
      if (found.length === 0) problems.push(`${show(p)}: the folder holds no .json results file`);
      appendAll(files, found);
    } else files.push(p);
  }
  const out: [string, T][] = [];
  for (const file of files) {
    const read = await readBoundedFile(file, { maxBytes: MAX_RESULTS_FILE_BYTES });
    const decoded = 'bytes' in read ? decode(decodeUtf8(read.bytes)) : { ok: false as const, why: read.refused.message };
    if (decoded.ok) out.push([show(file), decoded.value]);
    else problems.push(`${show(file)}: ${unusable}: it ${decoded.why}`);
  }
  if (problems.length > 0) throw new ShardSetError(problems);
  return out;
}

/** A shard's output folder: its <dataset>.json files (not the folders beside them, such as the action's history/). */
async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(dir, e.name))
    .sort();
}
