// `supereval merge <results>...`: the shards' results files merged, then
// compared with the baseline, gated, written and reported as `supereval run`
// would have for the whole dataset. The dataset itself is loaded again from the
// folder the shards recorded (its thresholds decide the gate, its cases
// which shards must be there), and must be the files the shards ran.
import path from 'node:path';
import { readPlannedBaseline, writePlannedBaseline } from '../baseline/apply.js';
import { cliBaselinePlan } from '../baseline/policy.js';
import { DatasetError } from '../base/errors.js';
import { loadDataset } from '../dataset/load.js';
import { KINDS } from '../kinds/index.js';
import { applyGate } from '../app/evaluator.js';
import type { EvalResults } from '../results/results.js';
import { forDataset, mergeShardFiles, ShardSetError } from '../results/merge-shards.js';
import { readShardFiles } from '../results/read-files.js';
import { EXIT } from './exit.js';
import type { CommandLine } from './parse.js';
import { report, writeHtml, writeOutput, type Out } from './report.js';

interface CliMergeOptions {
  compareBaseline?: string | undefined;
  updateBaseline?: string | undefined;
  requireJudge?: boolean | undefined;
  failOnFlaky?: boolean | undefined;
  /** Lines for stderr as they come (notes on the baseline, files written). */
  note: (line: string) => void;
}

interface CliMerged {
  /** The merged results, gated, in the order the datasets first appear. */
  all: EvalResults[];
  /** Per entry of `all`: the case field its report shows as what was asked (the dataset kind's). */
  inputFields: string[];
  /** Baselines named but unusable, files not written: said after the report, exit 2. */
  lateErrors: string[];
}

/** Merges; a set that cannot be merged throws ShardSetError, a dataset that cannot be loaded DatasetError. */
async function mergeCommand(paths: readonly string[], options: CliMergeOptions): Promise<CliMerged> {
  const merged = mergeShardFiles(await readShardFiles(paths));
  const prepared = [];
  for (const m of merged) {
    const dir = path.resolve(m.results.dataset.path);
    let loaded;
    try {
      loaded = await loadDataset(dir, KINDS);
    } catch (error) {
      if (!(error instanceof DatasetError)) throw error;
      throw new ShardSetError([
        `${m.name}: the dataset the shards ran (${m.results.dataset.path}) cannot be loaded from here; run merge where the shards ran, in the same checkout`,
        ...error.issues.map((i) => `  ${i.file}: ${i.field}: ${i.message}`),
      ]);
    }
    prepared.push(forDataset(m, loaded));
  }
  const subset = prepared.some((p) => p.dataset.selection !== undefined);
  const planned = cliBaselinePlan({ compareBaseline: options.compareBaseline, updateBaseline: options.updateBaseline }, subset);
  if (!planned.ok) throw new ShardSetError([planned.problem]);
  const plan = planned.plan;
  const many = prepared.length > 1;
  const all: EvalResults[] = [];
  const lateErrors: string[] = [];
  for (const { results, dataset } of prepared) {
    const found = await readPlannedBaseline(plan, { dataset, many });
    if (found.problem) lateErrors.push(found.problem);
    else if (found.baseline && !found.baseline.baseline) options.note(found.baseline.note);
    const gated = applyGate(results, dataset.thresholds, found.baseline, {
      unselected: dataset.selection?.unselected,
      requireJudge: options.requireJudge ? 'cli' : null,
      failOnFlaky: options.failOnFlaky ?? false,
    });
    const written = await writePlannedBaseline(plan, dataset, gated, {
      many,
      runId: (r) => `run_${r.run.started_at.replace(/\D/g, '').slice(0, 14)}`,
    });
    if (written.note) options.note(written.note);
    if (written.problem) lateErrors.push(written.problem);
    if (written.file) options.note(`wrote baseline ${written.file}`);
    all.push(gated);
  }
  return { all, inputFields: prepared.map((p) => p.dataset.kind.inputField), lateErrors };
}

/** `supereval merge`: the shards' results merged, then compared, gated, written and reported as `run` does. */
export async function merge(cmd: Extract<CommandLine, { command: 'merge' }>, io: Out): Promise<number> {
  let merged;
  try {
    merged = await mergeCommand(cmd.paths, {
      ...cmd.baseline,
      requireJudge: cmd.requireJudge,
      failOnFlaky: cmd.failOnFlaky,
      note: (line) => io.stderr.line(`supereval: ${line}`),
    });
  } catch (error) {
    if (!(error instanceof ShardSetError)) throw error;
    io.stderr.line(...error.problems.map((p) => `supereval: merge: ${p}`));
    return EXIT.usage;
  }
  for (const results of merged.all) await writeOutput(cmd.report.output, results, merged.all.length > 1, merged.lateErrors);
  await writeHtml(cmd.report.html, merged.all, merged.inputFields, merged.lateErrors);
  return report(merged.all, merged.inputFields, merged.lateErrors, cmd.report.format, io, null);
}
