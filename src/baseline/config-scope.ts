// A dataset's scope in the baseline cache: its name, its models and the config
// hash of everything that decides its results, read from the dataset's files
// (and a replay's recordings). The per-part hashes go into the results, so a
// later run can say which part of its baseline's config differs.
import { readFile } from 'node:fs/promises';
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
  const [datasetJson, casesFile, tools, answers] = await Promise.all([
    readFile(input.dataset.files.meta),
    readFile(input.dataset.files.cases),
    input.dataset.files.tools ? readFile(input.dataset.files.tools) : Promise.resolve(null),
    answersFiles([...input.models, ...(input.judge ? [input.judge] : [])]),
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
    extra: { ...(tools ? { [TOOLS_PART]: tools } : {}), ...answers },
  };
  return {
    dataset: input.dataset.name,
    model,
    configHash: configHash(parts),
    parts: configPartHashes(parts, { datasetExtras: [TOOLS_PART] }),
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
