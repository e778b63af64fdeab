// An EvalBench run config (run_config.yaml: docs/configs/run-config.md in
// GoogleCloudPlatform/evalbench), read as it is written, into supereval
// datasets. What its dataset config holds decides how it is read: a reader
// per kind of dataset (RUN_CONFIG_READERS, one line each; the NL2SQL items of
// evalbench-standard-format are nl2sql.ts's). What a run config sets that
// supereval does not run (model_config: `--model` gives the model; reporting
// to BigQuery; prompt generators) is named in one warning line each.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatasetError, type DatasetIssue, nearestName, readUserFile } from '../../base/index.js';
import type { Dataset, KindTable, LoaderKind } from '../dataset.js';
import type { LoadOptions } from '../load.js';
import { readMcpReadabilityRunConfig } from './mcp-readability.js';
import { readNl2SqlRunConfig } from './nl2sql.js';
import { parseRunConfigYaml, type RunConfig } from './shared.js';

export type RunConfigReader = <K extends LoaderKind>(config: RunConfig, kinds: KindTable<K>, options: LoadOptions) => Promise<Dataset<K>[]>;

/** The readers, by the dataset config's kind (`orchestrator`, else `dataset_format`, else EvalBench's default format). */
const RUN_CONFIG_READERS: Record<string, RunConfigReader> = {
  'evalbench-standard-format': readNl2SqlRunConfig,
  mcp_readability: readMcpReadabilityRunConfig,
};

/** The datasets an EvalBench run config runs; its problems, all at once, as one DatasetError. */
export async function loadRunConfig<K extends LoaderKind>(file: string, kinds: KindTable<K>, options: LoadOptions = {}): Promise<Dataset<K>[]> {
  const issues: DatasetIssue[] = [];
  const text = await readUserFile(file, issues, options.within === undefined ? {} : { within: options.within });
  if (text === null) throw new DatasetError(issues);
  const raw = parseRunConfigYaml(text, file, issues);
  if (raw === null) throw new DatasetError(issues);
  const named = raw['orchestrator'] ?? raw['dataset_format'];
  const format = typeof named === 'string' ? named : 'evalbench-standard-format';
  const reader = Object.hasOwn(RUN_CONFIG_READERS, format) ? RUN_CONFIG_READERS[format] : undefined;
  if (!reader) {
    const near = nearestName(format, Object.keys(RUN_CONFIG_READERS), 3);
    const field = raw['orchestrator'] !== undefined ? 'orchestrator' : 'dataset_format';
    const known = Object.keys(RUN_CONFIG_READERS).join(', ');
    throw new DatasetError([
      { file, field, message: `supereval does not run ${format} datasets (it runs: ${known})${near ? `; did you mean ${near}?` : ''}` },
    ]);
  }
  const dataset = raw['dataset_config'] ?? raw['endpoints_config'];
  const base = typeof dataset === 'string' && existsSync(path.resolve(process.cwd(), dataset)) ? process.cwd() : path.dirname(path.resolve(file));
  const config: RunConfig = { file, base, raw, issues, warnings: [] };
  const datasets = await reader(config, kinds, options);
  if (issues.length > 0) throw new DatasetError(issues);
  return datasets;
}
