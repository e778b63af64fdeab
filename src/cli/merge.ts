// `supereval merge <results>...`: the shards' results files merged, then
// compared with the baseline, gated, masked, written and reported as
// `supereval run` would have for the whole dataset: each dataset goes through
// the same step as a run's (src/app/dataset-step.ts), its results taken from
// the shards. The dataset itself is loaded again from the folder the shards
// recorded (its thresholds decide the gate, its cases which shards must be
// there), and must be the files the shards ran.
import path from 'node:path';
import { cliBaselinePlan } from '../baseline/index.js';
import { DatasetError, scrubber } from '../base/index.js';
import { loadDataset } from '../dataset/index.js';
import { KINDS } from '../kinds/index.js';
import { forDataset, gatePolicy, mergeShardFiles, readEnvironment, readShardFiles, ShardSetError, type EvalResults } from '../app/index.js';
import { cliSteps } from './dataset-ports.js';
import { EXIT } from './exit.js';
import type { CommandLine } from './parse.js';
import { report, writeHtml, type Out } from './report.js';

type MergeCommand = Extract<CommandLine, { command: 'merge' }>;

interface CliMerged {
  /** The merged results, gated, in the order the datasets first appear. */
  all: EvalResults[];
  /** Per entry of `all`: the case field its report shows as what was asked (the dataset kind's). */
  inputFields: string[];
  /** Baselines named but unusable, files not written: said after the report, exit 2. */
  lateErrors: string[];
}

/** Merges; a set that cannot be merged throws ShardSetError, a dataset that cannot be loaded DatasetError. */
async function mergeCommand(cmd: MergeCommand, io: Out): Promise<CliMerged> {
  const merged = mergeShardFiles(await readShardFiles(cmd.paths));
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
  const planned = cliBaselinePlan(cmd.baseline, subset);
  if (!planned.ok) throw new ShardSetError([planned.problem]);
  const lateErrors: string[] = [];
  const step = cliSteps({
    plan: planned.plan,
    gate: gatePolicy({ frontEnd: 'cli', requireJudge: cmd.requireJudge, failOnFlaky: cmd.failOnFlaky, onUndecided: cmd.onUndecided }),
    // Results made elsewhere are masked with the secrets of the environment this command runs in, as run's are.
    scrub: scrubber(readEnvironment().secrets),
    output: cmd.report.output,
    many: prepared.length > 1,
    io,
    lateErrors,
  });
  const all: EvalResults[] = [];
  for (const { results, dataset } of prepared) all.push(await step(dataset, () => Promise.resolve(results)));
  return { all, inputFields: prepared.map((p) => p.dataset.kind.inputField), lateErrors };
}

/** `supereval merge`: the shards' results merged, then compared, gated, written and reported as `run` does. */
export async function merge(cmd: MergeCommand, io: Out): Promise<number> {
  let merged;
  try {
    merged = await mergeCommand(cmd, io);
  } catch (error) {
    if (!(error instanceof ShardSetError)) throw error;
    io.stderr.line(...error.problems.map((p) => `supereval: merge: ${p}`));
    return EXIT.usage;
  }
  await writeHtml(cmd.report.html, merged.all, merged.inputFields, merged.lateErrors);
  return report(merged.all, merged.inputFields, merged.lateErrors, cmd.report.format, io, null);
}
