// An EvalBench run config of NL2SQL items (evalbench-standard-format) as
// supereval nl2sql datasets: one per database the items use and database
// config (dialect) they run on, each built from the setup_directory as
// EvalBench builds it (evaluator/db_manager.py _get_setup_values:
// <setup_directory>/<database>/<db_type>/pre_setup.sql, setup.sql, the
// database's data/*.csv, post_setup.sql), with the config's filters
// (dialects, databases, query_types), num_trials and scorers.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appendAll, nearestName, readUserFile, type DatasetIssue } from '../../base/index.js';
import type { Dataset, KindTable, LoaderKind } from '../dataset.js';
import { loadDataset, type LoadOptions } from '../load.js';
import { NOT_RUN, parseRunConfigYaml, runName, type RunConfig } from './shared.js';

/** The run config keys read here, besides those named in NOT_RUN. */
const READ_KEYS = [
  'dataset_config',
  'dataset_format',
  'orchestrator',
  'database_configs',
  'database_config',
  'dialects',
  'dialect',
  'databases',
  'query_types',
  'num_trials',
  'scenarios',
  'scenario_pattern',
  'setup_directory',
  'scorers',
];

/** EvalBench's engines supereval has: db_type -> the dialect it runs. */
const ENGINES: Record<string, 'sqlite' | 'postgres'> = { sqlite: 'sqlite', postgres: 'postgres' };

/** Scorer options EvalBench reads that name its own model config: the run's judge rates instead. */
const SCORER_MODEL_CONFIG = ['llmrater', 'llm_consistency'];

interface DbConfig {
  file: string;
  dialect: 'sqlite' | 'postgres';
  dbType: string;
}

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : typeof value === 'string' ? [value] : null;

/** The run config's datasets; problems go to config.issues (the caller throws them, all at once). */
export async function readNl2SqlRunConfig<K extends LoaderKind>(config: RunConfig, kinds: KindTable<K>, options: LoadOptions): Promise<Dataset<K>[]> {
  const { raw, file, issues, warnings } = config;
  const problem = (field: string, message: string) => issues.push({ file, field, message });
  for (const [key, why] of Object.entries(NOT_RUN)) if (raw[key] !== undefined) warnings.push({ file, field: key, message: `not run: ${why}` });
  for (const key of Object.keys(raw)) {
    if (READ_KEYS.includes(key) || Object.hasOwn(NOT_RUN, key)) continue;
    const near = nearestName(key, [...READ_KEYS, ...Object.keys(NOT_RUN)], 2);
    warnings.push({ file, field: key, message: `not a run config key supereval reads, ignored${near ? `; did you mean \`${near}\`?` : ''}` });
  }
  for (const key of ['scenarios', 'scenario_pattern'])
    if (raw[key] !== undefined)
      warnings.push({ file, field: key, message: 'selects scenarios of an agentic dataset; NL2SQL items have none, so it selects nothing here' });
  const items = raw['dataset_config'];
  if (typeof items !== 'string' || items === '') problem('dataset_config', 'required: the path of the JSON file of evaluation items');
  const dbFiles = stringList(raw['database_configs'] ?? raw['database_config']);
  if (!dbFiles || dbFiles.length === 0) problem('database_configs', 'required: a list of database config files (db_type sqlite or postgres)');
  const trials = raw['num_trials'];
  if (trials !== undefined && !(Number.isInteger(trials) && (trials as number) >= 1)) problem('num_trials', 'must be a whole number of 1 or more');
  const filters = {
    dialects: stringList(raw['dialects'] ?? raw['dialect']),
    databases: stringList(raw['databases']),
    queryTypes: stringList(raw['query_types']),
  };
  const setupDir = raw['setup_directory'];
  if (setupDir !== undefined && typeof setupDir !== 'string') problem('setup_directory', 'must be a folder path');
  const scorers = scorersOf(raw['scorers'], file, issues, warnings);
  const dbs = await readDbConfigs(config, dbFiles ?? [], filters.dialects, options);
  if (issues.length > 0 || typeof items !== 'string') return [];
  const databases = await itemDatabases(config, items, filters.databases, options);
  const datasets: Dataset<K>[] = [];
  const several = dbs.length * databases.length > 1;
  for (const db of dbs) {
    for (const database of databases) {
      const setup = typeof setupDir === 'string' ? setupFiles(config, setupDir, database, db) : null;
      if (setup === null || setup.length === 0) {
        const where = typeof setupDir === 'string' ? `${setupDir}/${database}/${db.dbType}/ has no setup.sql` : 'the config has no setup_directory';
        problem('setup_directory', `${database} on ${db.dbType}: ${where}; supereval builds each database from its setup SQL`);
        continue;
      }
      const meta = {
        name: several ? `${runName(file)}-${database}-${db.dialect}` : runName(file),
        type: 'nl2sql',
        dialect: db.dialect,
        database: { setup },
        items: path.relative(config.base, path.resolve(config.base, items)),
        ...(scorers ? { scorers } : {}),
        ...(trials !== undefined ? { trials } : {}),
      };
      const dataset = await loadDataset(config.base, kinds, { ...options, meta: { file, text: JSON.stringify(meta) } }).catch((error: unknown) => {
        if (error instanceof Error && 'issues' in error) appendAll(issues, (error as { issues: DatasetIssue[] }).issues);
        else throw error;
        return null;
      });
      // The config's own warnings once, with its first dataset; the db config it read is among the files the cache key covers.
      if (dataset) {
        const withDbConfig = { ...dataset, files: { ...dataset.files, referenced: [...dataset.files.referenced, db.file] } };
        datasets.push(filtered(withDbConfig, database, filters.queryTypes, datasets.length === 0 ? warnings : []));
      }
    }
  }
  return datasets;
}

/** The scorers as supereval's nl2sql datasets read them: EvalBench's, with their own model_config dropped (the run's judge rates). */
function scorersOf(value: unknown, file: string, issues: DatasetIssue[], warnings: DatasetIssue[]): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    issues.push({ file, field: 'scorers', message: 'must be a mapping of scorer names to their options' });
    return null;
  }
  const scorers: Record<string, unknown> = {};
  for (const [name, options] of Object.entries(value as Record<string, unknown>)) {
    if (SCORER_MODEL_CONFIG.includes(name) && options !== null && typeof options === 'object' && 'model_config' in options) {
      const { model_config: _dropped, ...rest } = options as Record<string, unknown>;
      warnings.push({ file, field: `scorers.${name}.model_config`, message: "not run: the run's judge model (--judge-model) rates instead" });
      scorers[name] = Object.keys(rest).length > 0 ? rest : null;
    } else scorers[name] = options;
  }
  return scorers;
}

/** Each database config the dialect filter keeps, mapped onto an engine supereval has; another engine is a problem naming it. */
async function readDbConfigs(config: RunConfig, files: string[], dialects: string[] | null, options: LoadOptions): Promise<DbConfig[]> {
  const { issues, file: runFile } = config;
  const found: DbConfig[] = [];
  for (const [i, written] of files.entries()) {
    const file = path.resolve(config.base, written);
    // In the action, only files inside the workspace are read.
    const text = await readUserFile(file, issues, options.within === undefined ? {} : { within: options.within });
    if (text === null) continue;
    const raw = parseRunConfigYaml(text, file, issues);
    if (raw === null) continue;
    const asText = (value: unknown) => (typeof value === 'string' ? value : '');
    const dbType = asText(raw['db_type']);
    const dialect = asText(raw['dialect']) || dbType;
    if (dialects && !dialects.includes(dialect)) continue;
    const engine = Object.hasOwn(ENGINES, dbType) ? ENGINES[dbType] : undefined;
    if (!engine) {
      issues.push({
        file: runFile,
        field: `database_configs[${i}]`,
        message: `${written}: db_type ${dbType || '(none)'} is not an engine supereval runs (it runs sqlite and postgres); leave it out, or filter it with \`dialects\``,
      });
      continue;
    }
    found.push({ file, dialect: engine, dbType });
  }
  if (found.length === 0 && issues.length === 0)
    issues.push({ file: runFile, field: 'dialects', message: `no database config is left for the dialects ${JSON.stringify(dialects)}` });
  return found;
}

/** The databases the items use, in first-seen order, the `databases` filter applied. */
async function itemDatabases(config: RunConfig, items: string, only: string[] | null, options: LoadOptions): Promise<string[]> {
  const text = await readUserFile(path.resolve(config.base, items), config.issues, options.within === undefined ? {} : { within: options.within });
  if (text === null) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return []; // The dataset's own loader names the JSON problem.
  }
  const databaseOf = (item: unknown): string[] => {
    const name = item !== null && typeof item === 'object' ? (item as { database?: unknown }).database : undefined;
    return typeof name === 'string' ? [name] : [];
  };
  const names = Array.isArray(list) ? list.flatMap(databaseOf) : [];
  const databases = [...new Set(names)].filter((name) => !only || only.includes(name));
  if (databases.length === 0)
    config.issues.push({ file: config.file, field: only ? 'databases' : 'dataset_config', message: 'no item is left to run on any database' });
  return databases;
}

/** EvalBench's setup for one database on one engine, relative to the config's base: pre_setup, setup, the data CSVs, post_setup. */
function setupFiles(config: RunConfig, setupDir: string, database: string, db: DbConfig): string[] {
  const folder = path.join(setupDir, database);
  const at = (...parts: string[]) => path.join(folder, ...parts);
  const exists = (relative: string) => existsSync(path.resolve(config.base, relative));
  if (!exists(at(db.dbType, 'setup.sql'))) return [];
  const data = exists(at('data'))
    ? readdirSync(path.resolve(config.base, at('data')))
        .filter((name) => name.toLowerCase().endsWith('.csv'))
        .sort()
        .map((name) => at('data', name))
    : [];
  return [at(db.dbType, 'pre_setup.sql'), at(db.dbType, 'setup.sql'), ...data, at(db.dbType, 'post_setup.sql')].filter(exists);
}

/** The dataset's cases on `database`, of the query types asked for. */
function filtered<K extends LoaderKind>(dataset: Dataset<K>, database: string, queryTypes: string[] | null, warnings: DatasetIssue[]): Dataset<K> {
  const cases = dataset.cases.filter((c) => c.data['database'] === database && (!queryTypes || queryTypes.includes(String(c.data['query_type']))));
  return { ...dataset, cases, warnings: [...warnings, ...dataset.warnings] };
}
