// Reading what a run is given, before any model is called: the prompt, the
// prices file and the datasets, each checked whole. A dataset with problems
// is left out on its own; the front ends say its problems and fail at the end.
import path from 'node:path';
import {
  DatasetError,
  listedIssues,
  moreProblems,
  moreWarnings,
  type DatasetIssue,
  readUserFile,
  type ReadOptions,
  appendAll,
} from '../base/index.js';
import {
  findDatasetDirs,
  isConfigPath,
  isRunConfigFile,
  loadDataset,
  parseJsonFile,
  type LoadOptions,
  type PromptfooDatasetOptions,
  expandDatasetPaths,
  type ExpandOptions,
  type EvalsetOptions,
  type EvalsetReader,
} from '../dataset/index.js';
import { type KindDataset, KINDS } from '../kinds/index.js';
import { PriceOverridesSchema, type PriceOverrides } from '../config/index.js';
import { checkTemplate, defaultTemplate, type PromptTemplate } from '../prompt/index.js';
import { scorerProblems, assertionProblems, caseProblems, defaultAsserts, scoringFiles } from '../score/index.js';

export interface PromptChoice {
  text?: string;
  file?: string;
}

/** Reads --prompt / --prompt-file into a template, or null for the per-type default. */
export async function readPrompt(choice: PromptChoice, options: ReadOptions = {}): Promise<PromptTemplate | null> {
  if (choice.text !== undefined && choice.file !== undefined) {
    throw new DatasetError([{ file: '--prompt-file', field: '(option)', message: 'give --prompt or --prompt-file, not both' }]);
  }
  if (choice.text !== undefined) return { source: '--prompt', text: choice.text };
  if (choice.file !== undefined) {
    const issues: DatasetIssue[] = [];
    const text = await readUserFile(choice.file, issues, options);
    if (text === null) throw new DatasetError(issues);
    return { source: choice.file, text };
  }
  return null;
}

/** Reads a prices file: {"<model id>": {"input", "output", "cache_read"?, "cache_write"?}} in USD per 1M tokens. */
export async function readPrices(file: string, options: ReadOptions = {}): Promise<PriceOverrides> {
  const issues: DatasetIssue[] = [];
  const text = await readUserFile(file, issues, options);
  const prices = text === null ? null : parseJsonFile(PriceOverridesSchema, text, file, issues);
  if (!prices) throw new DatasetError(issues);
  return prices;
}

export function templateFor(dataset: KindDataset, custom: PromptTemplate | null): PromptTemplate {
  if (custom) return custom;
  if (dataset.meta.prompt) return { source: `${dataset.files.meta}: prompt`, text: dataset.meta.prompt };
  return defaultTemplate(dataset);
}

export interface LoadedDatasets {
  datasets: KindDataset[];
  /**
   * Problems of the datasets that could not be used: each such dataset is
   * left out and fails the gate, and the others still run.
   */
  refused: DatasetIssue[];
  /** Problems worth saying that do not stop a dataset (an invalid regex pattern, which fails when it runs). */
  warnings: DatasetIssue[];
}

/**
 * Loads every dataset under `paths` and checks each whole. A dataset with
 * problems is refused on its own (its problems listed, file, line and field)
 * and the others are returned. Front ends say the warnings first, then stop
 * with the refused datasets' problems when none is left (usableOrThrow).
 */
export async function loadDatasets(
  paths: string[],
  prompt: PromptTemplate | null,
  options: LoadOptions & PromptfooDatasetOptions = {},
): Promise<LoadedDatasets> {
  const dirs = await findDatasetDirs(paths);
  // The evalset reader is loaded only when a dataset names an evalset.
  const loadOptions: LoadOptions & PromptfooDatasetOptions = { ...options, readEvalset: readEvalsetLazily };
  const datasets: KindDataset[] = [];
  const refused: DatasetIssue[] = [];
  const warnings: DatasetIssue[] = [];
  const names = new Map<string, string>();
  for (const dir of dirs) {
    try {
      // The config readers (and the promptfoo one's CSV parser) are loaded only for a run that names a config.
      const evalset = isConfigPath(dir) ? await loadIfEvalset(dir, loadOptions) : null;
      const loaded = !isConfigPath(dir)
        ? [await loadDataset(dir, KINDS, loadOptions)]
        : evalset
          ? [evalset]
          : (await isRunConfigFile(dir))
            ? await (await import('../dataset/evalbench/index.js')).loadRunConfig(dir, KINDS, options)
            : [await (await import('../dataset/promptfoo/index.js')).loadPromptfooConfig(dir, KINDS, options)];
      for (const dataset of loaded) {
        appendAll(warnings, dataset.warnings);
        // A dataset's own cells render its prompts as its format does, at run (a config's nunjucks, where a missing var renders empty).
        const ownCells = !!dataset.kind.ownSubjects?.(dataset);
        const issues = ownCells ? [] : checkTemplate(templateFor(dataset, prompt), dataset);
        const problems = [
          ...caseProblems(dataset.kind, dataset.cases, dataset.dir, { templatesAtRun: ownCells }).map((p) => ({
            file: dataset.files.cases,
            ...p,
          })),
          ...assertionProblems(defaultAsserts(dataset.meta), 'defaultTest.assert', { datasetDir: dataset.dir }).map((p) => ({
            file: dataset.files.meta,
            ...p,
          })),
          ...scorerProblems(dataset.kind, dataset.meta).map((p) => ({ file: dataset.files.meta, ...p })),
          ...(dataset.kind.datasetProblems?.(dataset) ?? []).map((p) => ({ file: dataset.files.meta, ...p })),
        ];
        for (const { warning, ...issue } of problems) (warning ? warnings : issues).push(issue);
        const other = names.get(dataset.name);
        if (other) issues.push({ file: dataset.files.meta, field: 'name', message: `the name "${dataset.name}" is also used by ${other}` });
        if (issues.length > 0) {
          appendAll(refused, issues);
          continue;
        }
        names.set(dataset.name, dataset.files.meta);
        datasets.push(withScoringFiles(dataset));
      }
    } catch (error) {
      if (!(error instanceof DatasetError)) throw error;
      appendAll(refused, error.issues);
      appendAll(warnings, error.warnings);
    }
  }
  return { datasets, refused, warnings };
}

/**
 * A config path that is an EvalBench evalset (JSON whose scenarios hold starting_prompts), loaded from the
 * text read to tell it from a promptfoo config (by content); null for any other config.
 */
async function loadIfEvalset(file: string, options: LoadOptions): Promise<KindDataset | null> {
  if (!/\.json$/i.test(file)) return null;
  const text = await readUserFile(file, [], options.within === undefined ? {} : { within: options.within });
  if (text === null) return null;
  const evalset = await import('../dataset/evalset/index.js');
  return evalset.isEvalsetText(text) ? evalset.loadEvalsetFile(file, KINDS, options, text) : null;
}

const readEvalsetLazily: EvalsetReader = async (text, file, options) =>
  (await import('../dataset/evalset/index.js')).evalsetRecords(text, file, options);

/** The dataset with the files its scoring reads (check scripts, grading prompts) among those its run reads: the cache key covers them. */
function withScoringFiles(dataset: KindDataset): KindDataset {
  const scoring = scoringFiles(dataset);
  if (scoring.length === 0) return dataset;
  const referenced = [...new Set([...dataset.files.referenced, ...scoring])];
  return { ...dataset, files: { ...dataset.files, referenced } };
}

/** The datasets to run; when every one was refused, one DatasetError listing all their problems. */
export function usableOrThrow(loaded: LoadedDatasets): KindDataset[] {
  if (loaded.datasets.length === 0 && loaded.refused.length > 0) throw new DatasetError(loaded.refused);
  return loaded.datasets;
}

/** One line per dataset left out for its problems (listed when loading): each fails the run once the others are reported. */
export function refusedNotes(refused: DatasetIssue[], show: (file: string) => string = (f) => f): string[] {
  const dirs = [...new Set(refused.map((i) => path.dirname(i.file)))];
  return dirs.map((dir) => `${show(dir)}: not run; its problems are listed above`);
}

/** How a front end says what loading found, and where it may read. */
export interface LoadLog {
  /** Files read must stay inside this folder (the action's workspace); the CLI follows links anywhere. */
  within?: string | undefined;
  /** What `${VAR}` in an evalset reads, and which of its scenarios run (--scenario, --scenario-pattern). */
  evalset?: EvalsetOptions | undefined;
  /** PROMPTFOO_PASS_RATE_THRESHOLD as a fraction: the pass rate a promptfoo config's tests must reach, unless the config sets one. */
  promptfooPassRate?: number | undefined;
  expand: ExpandOptions;
  /** A dataset issue as a line (the action names files from the repository's root). */
  issue: (issue: DatasetIssue) => string;
  /** What a glob matched and was skipped. */
  note: (line: string) => void;
  warning: (line: string) => void;
  /** A problem of a dataset left out. */
  problem: (line: string) => void;
}

export interface DatasetsToRun {
  prompt: PromptTemplate | null;
  /** The usable datasets, all their cases. */
  datasets: KindDataset[];
  /** The problems of the datasets left out, said already. */
  refused: DatasetIssue[];
}

/**
 * The prompt and the datasets under `paths` (quoted globs and !exclusions
 * expanded), their warnings and the left-out datasets' problems said; one
 * DatasetError when no dataset is usable.
 */
export async function loadForRun(paths: string[], prompt: PromptChoice, log: LoadLog): Promise<DatasetsToRun> {
  const within = log.within === undefined ? {} : { within: log.within };
  const template = await readPrompt(prompt, within);
  const expanded = await expandDatasetPaths(paths, log.expand);
  for (const note of expanded.notes) log.note(note);
  const passRate = log.promptfooPassRate === undefined ? {} : { passRate: log.promptfooPassRate };
  const found = await loadDatasets(expanded.dirs, template, { ...within, ...passRate, ...log.evalset });
  for (const line of listedIssues(found.warnings, log.issue, moreWarnings)) log.warning(line);
  const datasets = usableOrThrow(found);
  for (const line of listedIssues(found.refused, log.issue, moreProblems)) log.problem(line);
  return { prompt: template, datasets, refused: found.refused };
}

/** The variable promptfoo reads for the share of tests (in percent) that must pass, 100 unless set. */
export const PASS_RATE_ENV = 'PROMPTFOO_PASS_RATE_THRESHOLD';

/**
 * PROMPTFOO_PASS_RATE_THRESHOLD as a fraction, or undefined when unset.
 * promptfoo reads a float in percent (getEnvFloat); a value that is not a
 * number from 0 to 100 is an error here, where promptfoo would fall back to 100.
 */
export function promptfooPassRate(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = env[PASS_RATE_ENV];
  if (raw === undefined || raw.trim() === '') return undefined;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new DatasetError([{ file: PASS_RATE_ENV, field: '(environment)', message: `must be a percentage from 0 to 100, got "${raw}"` }]);
  }
  return percent / 100;
}
