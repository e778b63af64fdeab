// `supereval report <results>... [--html FILE]`: results files written
// earlier (by `run -o`, `merge -o` or the action's output-dir) rendered
// again: the HTML report when --html is given, else the report on stdout in
// --format. It runs, compares and gates nothing, so it exits 0 whatever the
// verdicts; 2 when a file is not a results file (naming it) or the page
// cannot be written. A results file leaves each case's input and expected
// value to its dataset: they are read from the dataset folder the results
// name, as `merge` does, when it is there.
import path from 'node:path';
import { DatasetError } from '../base/index.js';
import { loadDataset } from '../dataset/index.js';
import { KINDS } from '../kinds/index.js';
import { readReportFiles, restoreDatasetFields, ShardSetError, type EvalResults } from '../app/index.js';
import { EXIT } from './exit.js';
import type { CommandLine } from './parse.js';
import { report, writeHtml, type Out } from './report.js';

export async function reportFiles(cmd: Extract<CommandLine, { command: 'report' }>, io: Out): Promise<number> {
  const all: EvalResults[] = [];
  try {
    for (const read of await readReportFiles(cmd.paths))
      all.push(await withDatasetFields(read, (line) => io.stderr.line(`supereval: report: ${line}`)));
  } catch (error) {
    if (!(error instanceof ShardSetError)) throw error;
    io.stderr.line(...error.problems.map((p) => `supereval: report: ${p}`));
    return EXIT.usage;
  }
  // What each case was asked: its dataset kind's input field, as `run` shows it.
  const inputFields = all.map((r) => KINDS[r.dataset.type].inputField);
  const lateErrors: string[] = [];
  if (cmd.report.html === undefined) {
    report(all, inputFields, [], cmd.report.format, io, null);
    return EXIT.passed;
  }
  await writeHtml(cmd.report.html, all, inputFields, lateErrors);
  for (const failure of lateErrors) io.stderr.line(`supereval: ${failure}`);
  if (lateErrors.length > 0) return EXIT.usage;
  io.stderr.line(`supereval: wrote ${cmd.report.html}`);
  return EXIT.passed;
}

/** The cases' inputs and expected values put back from the dataset the results name; without it, shown without them (a note says so). */
async function withDatasetFields(results: EvalResults, note: (line: string) => void): Promise<EvalResults> {
  if (results.cases.every((c) => c.vars !== undefined)) return results;
  const without = `${results.dataset.name}: cases are shown without their input and expected value`;
  let dataset;
  try {
    dataset = await loadDataset(path.resolve(results.dataset.path), KINDS);
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    note(`${without}: the dataset ${results.dataset.path} cannot be loaded from here`);
    return results;
  }
  const restored = restoreDatasetFields(results, dataset);
  if (restored.unmatched > 0) note(`${without} where they no longer match ${results.dataset.path} (${restored.unmatched})`);
  return restored.results;
}
