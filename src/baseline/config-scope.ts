// A dataset's scope in the baseline cache: its name, its models and the config
// hash of everything that decides its results, read from the dataset's files
// (every file its run reads, as the loaded dataset lists them) and a replay's
// recordings. The per-part hashes go into the results, so a later run can say
// which part of its baseline's config differs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_DATASET_FILE_MIB, readBoundedFile } from '../base/index.js';
import type { ConfigParts } from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import { registrationFor, parseModelSpec } from '../providers/index.js';
import type { BaselineScope } from './cache-key.js';
import { configHash, configPartHashes, type HashedFile } from './config-hash.js';

/** The agent dataset's tools.json: part of the dataset's config, not of the models'. */
const TOOLS_PART = 'tools.json';

export interface ConfigInput {
  dataset: KindDataset;
  /** Model labels in run order; several models share one entry. */
  models: string[];
  judge: string | null;
  prompt: string | null;
  /** Whatever else decides results: agent command, trials, system prompt, inference settings. */
  settings: Record<string, unknown>;
  hashFiles: readonly HashedFile[];
  /** The dataset's files are read only inside this folder (the action's workspace). */
  within?: string;
}

/** A dataset's cache scope, and the per-part hashes its results record. */
export type ConfigScope = BaselineScope & { parts: ConfigParts };

export async function scopeFor(input: ConfigInput): Promise<ConfigScope> {
  const { files } = input.dataset;
  const [datasetJson, casesFile, tools, answers, referenced] = await Promise.all([
    datasetFile(files.meta, input.within),
    // A dataset not filled in yet has no cases file.
    datasetFile(files.cases, input.within),
    files.tools ? datasetFile(files.tools, input.within) : Promise.resolve(null),
    answersFiles([...input.models, ...(input.judge ? [input.judge] : [])]),
    referencedFiles(input.dataset, input.within),
  ]);
  const model = input.models.join('+');
  const parts = {
    datasetJson: datasetJson ?? '',
    casesFile,
    prompt: input.prompt,
    modelSpec: model,
    judgeSpec: input.judge,
    scorerSettings: input.settings,
    hashFiles: input.hashFiles,
    extra: { ...(tools ? { [TOOLS_PART]: tools } : {}), ...answers, ...referenced },
  };
  return {
    dataset: input.dataset.name,
    model,
    configHash: configHash(parts),
    parts: configPartHashes(parts, { datasetExtras: [TOOLS_PART, ...Object.keys(referenced)] }),
  };
}

/** A dataset file read as the loader reads one (regular, bounded, inside the workspace): its bytes, null when it is not there, else why it cannot be read. */
async function datasetFile(file: string, within: string | undefined): Promise<Buffer | string | null> {
  const read = await readBoundedFile(file, { maxBytes: MAX_DATASET_FILE_MIB * 1024 * 1024, within });
  if ('bytes' in read) return read.bytes;
  return read.refused.missing ? null : `unreadable: ${read.refused.message}`;
}

/**
 * Every other file the dataset's run reads (dataset.files.referenced: setup
 * SQL, script scorers, check scripts, grading prompts, a promptfoo config's
 * prompt, test and var files), by its path from the dataset's folder. Read as
 * the loader reads a dataset file: a regular file, bounded, inside the
 * workspace; one that cannot be read is hashed as that (and why), so it
 * still differs from the file it was.
 */
async function referencedFiles(dataset: KindDataset, within: string | undefined): Promise<Record<string, Buffer | string>> {
  const files: Record<string, Buffer | string> = {};
  for (const file of dataset.files.referenced) {
    const content = await datasetFile(file, within);
    const name = path.relative(dataset.dir, file);
    if (Buffer.isBuffer(content)) files[`file:${name}`] = content;
    else files[`unreadable:${name}`] = content ?? 'file not found';
  }
  return files;
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
