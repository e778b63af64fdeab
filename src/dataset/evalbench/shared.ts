// What the run config reader (run-config.ts) and its readers per dataset kind
// share: the config as read, the keys supereval does not run, its YAML.
import path from 'node:path';
import { type DatasetIssue, loadYaml } from '../../base/index.js';

/** A run config as read: its file, the folder its paths start from, its keys. */
export interface RunConfig {
  file: string;
  /** EvalBench resolves paths from where it runs (its repository's root): the workspace when they are found there, else the config's folder. */
  base: string;
  raw: Record<string, unknown>;
  issues: DatasetIssue[];
  warnings: DatasetIssue[];
}

/** Keys EvalBench reads that supereval does not run: one warning each, saying what stands in. */
export const NOT_RUN: Record<string, string> = {
  model_config: "supereval does not read EvalBench model configs: the run's models (--model, or the action's `models`) answer",
  prompt_generator: "supereval's NL2SQL prompt (the request, the dialect and the schema) is sent; --prompt replaces it",
  reporting: 'supereval writes its results file, comment and report; CSV and BigQuery reporting are not done',
  runners: 'supereval schedules the calls itself (--concurrency)',
};

/**
 * The config's YAML, or null with the problem in `issues`. pyaml_env's `!ENV
 * ${VAR}` tags (database credentials) are read as the text after them:
 * supereval takes no credential from a run config.
 */
export function parseRunConfigYaml(text: string, file: string, issues: DatasetIssue[]): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = loadYaml(text.replace(/!ENV\s+/g, ''));
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    issues.push({
      file,
      ...(mark?.line === undefined ? {} : { line: mark.line + 1 }),
      field: '(yaml)',
      message: `not valid YAML: ${(error as Error).message.split('\n')[0] ?? ''}`,
    });
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    issues.push({ file, field: '(file)', message: 'must be a mapping of run settings (dataset_config, database_configs, scorers...)' });
    return null;
  }
  return value as Record<string, unknown>;
}

/** The run's name: the config file's, or its folder's for a `run_config.yaml`. */
export function runName(file: string): string {
  const base = path.basename(file).replace(/\.ya?ml$/i, '');
  return /^(example_)?run_config$/.test(base) ? path.basename(path.dirname(path.resolve(file))) : base;
}
