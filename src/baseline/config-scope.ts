// A dataset's scope in the baseline cache: its name, its models and the config
// hash of everything that decides its results, read from the dataset's files
// (and a replay's recordings). The per-part hashes go into the results, so a
// later run can say which part of its baseline's config differs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigParts } from '../config/results.js';
import type { KindDataset } from '../kinds/types.js';
import { registrationFor } from '../providers/registry.js';
import { parseModelSpec } from '../providers/spec.js';
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
}

/** A dataset's cache scope, and the per-part hashes its results record. */
export type ConfigScope = BaselineScope & { parts: ConfigParts };

export async function scopeFor(input: ConfigInput): Promise<ConfigScope> {
  const { files } = input.dataset;
  const [datasetJson, casesFile, tools, answers, referenced] = await Promise.all([
    readFile(files.meta),
    readFile(files.cases),
    files.tools ? readFile(files.tools) : Promise.resolve(null),
    answersFiles([...input.models, ...(input.judge ? [input.judge] : [])]),
    referencedFiles(input.dataset),
  ]);
  const model = input.models.join('+');
  const parts = {
    datasetJson,
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

/** The other files a dataset is made of (a promptfoo config's prompts, tests and vars), by their path in its folder. */
async function referencedFiles(dataset: KindDataset): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const file of dataset.files.referenced ?? []) files[`file:${path.relative(dataset.dir, file)}`] = await readFile(file);
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
