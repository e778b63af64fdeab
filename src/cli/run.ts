// `supereval run` and `supereval validate`: the datasets loaded as the action
// loads them (src/app/), then, for run, evaluated side by side, each through
// the dataset step (results and baseline written as it finishes, with the
// CLI's ports: dataset-ports.ts), and reported on stdout.
import { DatasetError, formatIssue, appendAll, watchStopSignals, scrubber } from '../base/index.js';
import {
  createProgressReporter,
  environmentProblems,
  evaluated,
  gatePolicy,
  loadForRun,
  modelProblems,
  openEvaluator,
  readEnvironment,
  promptfooPassRate,
  refuseDatasetCode,
  refusedNotes,
  runCommands,
  sideBySide,
  type EvalResults,
  type Evaluator,
  type LoadLog,
  type PromptChoice,
} from '../app/index.js';
import type { KindDataset } from '../kinds/index.js';
import { cliBaselinePlan } from '../baseline/index.js';
import { isFullSelection, selectDatasets, type ScenarioSelection } from '../dataset/index.js';
import { cliSteps } from './dataset-ports.js';
import { EXIT } from './exit.js';
import { gitSource } from './git-source.js';
import { UsageError, type CommandLine } from './parse.js';
import { report, writeHtml, type Out } from './report.js';

/** Loading's notes and warnings on stderr; a dataset left out has its problems listed there, and fails the command at the end. */
const loadLog = (io: Out, scenarios?: ScenarioSelection): LoadLog => ({
  promptfooPassRate: promptfooPassRate(process.env),
  // An evalset's ${VAR} are read from the environment the CLI was started with.
  evalset: { variables: process.env, ...(scenarios ? { scenarios } : {}) },
  expand: {},
  issue: formatIssue,
  note: (line) => io.stderr.line(`supereval: ${line}`),
  warning: (line) => io.stderr.line(`supereval: warning: ${line}`),
  problem: (line) => io.stderr.line(line),
});

/** `12 cases`, and for a promptfoo config how many prompts and providers each runs on. */
function describeCases(dataset: KindDataset): string {
  const cases = `${dataset.cases.length} ${dataset.cases.length === 1 ? 'case' : 'cases'}`;
  if (!dataset.cells) return cases;
  const { prompts, providers } = dataset.cells;
  return `${cases} x ${prompts.length} ${prompts.length === 1 ? 'prompt' : 'prompts'} x ${providers.length} ${providers.length === 1 ? 'provider' : 'providers'}`;
}

export async function validate(paths: string[], prompt: PromptChoice, io: Out): Promise<number> {
  const { datasets, refused } = await loadForRun(paths, prompt, loadLog(io));
  for (const d of datasets)
    io.stdout.line(`ok  ${d.cells ? d.files.meta : d.files.meta.replace(/dataset\.json$/, '')} (${d.type}, ${describeCases(d)})`);
  return refused.length > 0 ? EXIT.usage : EXIT.passed;
}

export async function run(cmd: Extract<CommandLine, { command: 'run' }>, io: Out): Promise<number> {
  const { settings } = cmd;
  const environment = readEnvironment();
  const { prompt, datasets: loaded, refused } = await loadForRun(cmd.paths, settings.prompt, loadLog(io, settings.scenarios));
  const { selection } = settings;
  const planned = cliBaselinePlan(cmd.baseline, !isFullSelection(selection));
  if (!planned.ok) throw new UsageError(planned.problem);
  const plan = planned.plan;
  const chosen = selectDatasets(loaded, selection);
  for (const name of chosen.empty) io.stderr.line(`supereval: ${name}: no case matches --tags ${selection.tags.join(',')}; not run`);
  if (chosen.datasets.length === 0) throw new UsageError(`--tags ${selection.tags.join(',')} match no case in any dataset`);
  const datasets = chosen.datasets;
  const problems = [
    ...modelProblems(datasets, settings.models, settings.agent, '--model'),
    ...environmentProblems(datasets, settings.databaseUrlEnv, 'cli'),
  ];
  if (problems.length > 0) throw new DatasetError(problems);
  // Before any call (src/app/dataset-code.ts).
  const refusal = refuseDatasetCode(datasets, settings.allowDatasetCode, 'cli', runCommands(settings, 'cli'), environment.vars);
  if (refusal) {
    io.stderr.line(...refusal);
    return EXIT.usage;
  }

  const stop = watchStopSignals((signal) =>
    io.stderr.line(
      '',
      `supereval: ${signal === 'SIGINT' ? 'interrupted' : 'terminated (SIGTERM)'}; stopping the calls in flight and writing what finished (${signal === 'SIGINT' ? 'Ctrl-C' : 'a second signal'} again to quit at once)`,
    ),
  );
  const progress = cmd.quiet ? null : createProgressReporter(io.stderr);
  // From the datasets given, not those selected: --tags must not turn -o from a folder into a file.
  const many = loaded.length > 1;
  const all: EvalResults[] = [];
  // Files that could not be written, baselines named but unusable: said after the report, exit 2.
  const lateErrors: string[] = refusedNotes(refused);
  let evaluator: Evaluator | undefined;
  try {
    const opened = await openEvaluator(settings, prompt, {
      within: undefined,
      signal: stop.signal,
      onProgress: progress ? (d, p) => progress.update(d.name, p) : undefined,
      notify: (line, warning) => io.stderr.line(`supereval: ${warning ? 'warning: ' : ''}${line}`),
      // The checkout the (first) dataset lives in names the commit its results describe.
      source: await gitSource(datasets[0]?.dir ?? process.cwd()),
      environment,
    });
    evaluator = opened;
    const step = cliSteps({
      plan,
      gate: gatePolicy(settings),
      output: cmd.report.output,
      many,
      io,
      lateErrors,
      scrub: scrubber(environment.secrets),
    });
    // Datasets run side by side over the evaluator's one pool of calls; the
    // reports keep the order given.
    appendAll(all, await sideBySide(datasets, (dataset) => step(dataset, evaluated(opened))));
    progress?.done();
  } finally {
    stop.dispose();
    await evaluator?.close();
  }

  for (const note of evaluator.capNotes()) io.stderr.line(`supereval: ${note}`);
  const inputFields = datasets.map((d) => d.kind.inputField);
  await writeHtml(cmd.report.html, all, inputFields, lateErrors);
  return report(all, inputFields, lateErrors, cmd.report.format, io, stop.exitCode());
}
