// Reads the shards' results files named on the command line (files, or
// folders of them) or downloaded from the artifacts, each through
// decodeResultsFile: they are untrusted, and the file format is decided there.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeResultsFile } from './results-file-read.js';
import { ShardSetError, type ShardFile } from './merge-shards.js';
import { appendAll } from '../base/arrays.js';

/** Every results file under `paths` (a folder: its *.json files, sorted), decoded; unusable ones listed in one ShardSetError. */
export async function readShardFiles(paths: readonly string[], show: (file: string) => string = (f) => f): Promise<ShardFile[]> {
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
  const out: ShardFile[] = [];
  for (const file of files) {
    const decoded = decodeResultsFile(await readFile(file, 'utf8'));
    if (decoded.ok) out.push({ origin: show(file), results: decoded.results });
    else problems.push(`${show(file)}: cannot be merged: it ${decoded.why}`);
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
