// An EvalBench evalset named on its own (`supereval run path/to/evalset.json`):
// a dataset of the agent kind whose cases are its scenarios. Without a
// dataset.json, EvalBench's agentic scorers are on (the deterministic ones,
// and the judged ones, skipped without a judge); a dataset.json naming the
// evalset (`"evalset": "<file>"`) chooses its own, beside its tools catalog
// and thresholds.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DatasetError, type DatasetIssue, readUserFile, appendAll } from '../../base/index.js';
import { DATASET_TYPES, DatasetMetaSchema, resolveThresholds } from '../../config/index.js';
import type { Dataset, KindTable, LoaderKind } from '../dataset.js';
import { evalsetRecords } from './scenarios.js';
import { parseCases, type LoadOptions } from '../load.js';

/** The scorers a lone evalset runs: EvalBench's agentic ones (docs/scorers.md), binary_rubric_scorer when a scenario has a rubric. */
function evalsetScorers(rubric: boolean): Record<string, object> {
  return {
    trajectory_matcher: {},
    turn_count: {},
    agent_steps: {},
    goal_completion: {},
    behavioral_metrics: {},
    ...(rubric ? { binary_rubric_scorer: {} } : {}),
  };
}

export async function loadEvalsetFile<K extends LoaderKind>(
  file: string,
  kinds: KindTable<K>,
  options: LoadOptions = {},
  // The file's text when the caller has read it already (to tell it from a promptfoo config).
  given?: string,
): Promise<Dataset<K>> {
  const issues: DatasetIssue[] = [];
  const warnings: DatasetIssue[] = [];
  const text = given ?? (await readUserFile(file, issues, options.within === undefined ? {} : { within: options.within }));
  if (text === null) throw new DatasetError(issues);
  const read = evalsetRecords(text, file, options);
  appendAll(warnings, read.warnings);
  const name = path.basename(file).replace(/\.json$/i, '');
  const rubric = read.records.some((r) => Array.isArray((r.value as Record<string, unknown>)['binary_rubric']));
  // The kind that runs scenarios says so (the agent kind); the loader does not name it.
  const type = DATASET_TYPES.find((t) => kinds[t].readsEvalsets);
  if (type === undefined) throw new DatasetError([{ file, field: '(file)', message: 'no dataset kind runs EvalBench evalsets' }]);
  const meta = DatasetMetaSchema.parse({ name, type, scorers: evalsetScorers(rubric) });
  const kind = kinds[type];
  const cases = parseCases({ records: read.records, issues: read.issues }, file, kind, meta, issues, warnings);
  if (issues.length > 0) throw new DatasetError(issues);
  return {
    dir: path.dirname(file),
    name,
    type,
    kind,
    meta,
    thresholds: resolveThresholds(meta.thresholds),
    files: { meta: file, cases: file, tools: null, referenced: [] },
    cases,
    tools: null,
    warnings,
    // The scenarios as expanded (${VAR} read from the environment): a changed variable is a changed dataset.
    ...(read.expanded ? { expandedHash: hashOf(JSON.stringify(read.records.map((r) => r.value))) } : {}),
    hash: createHash('sha256')
      .update(text)
      .update('\0')
      .update(JSON.stringify(read.records.map((r) => r.value)))
      .digest('hex')
      .slice(0, 16),
  };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
