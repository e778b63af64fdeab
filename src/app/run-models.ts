// What a dataset runs on: the run's models, or, when none are given, what the
// dataset names itself (its kind's ownSubjects: a promptfoo config's
// providers). The kind knows what its datasets name; this only asks it.
import { type DatasetIssue, appendAll } from '../base/index.js';
import { type KindDataset, runsAgents } from '../kinds/index.js';

/**
 * The model specs a dataset runs on: the run's models, or those the dataset
 * names when none are given (what supereval does not run left out; the run
 * refuses it).
 */
export function modelSpecsOf(dataset: KindDataset, models: readonly string[]): string[] {
  if (models.length > 0) return [...models];
  return dataset.kind.ownSubjects?.(dataset)?.modelSpecs() ?? [];
}

/**
 * What stops the run before any call: a dataset with nothing to run on (no
 * models given, it names none, and no agent runs it), and what a dataset names
 * that supereval does not run (when no models replace it). `option` is how
 * the front end names its models (`--model`, `models`).
 */
export function modelProblems(
  datasets: readonly KindDataset[],
  models: readonly string[],
  agent: string | undefined,
  option: string,
): DatasetIssue[] {
  if (models.length > 0) return [];
  const own = datasets.map((d) => d.kind.ownSubjects?.(d) ?? null);
  const modelless = datasets.filter((d, i) => !own[i] && !(agent !== undefined && runsAgents(d.kind))).map((d) => d.name);
  const problems: DatasetIssue[] =
    modelless.length > 0
      ? [
          {
            file: option,
            field: '(option)',
            message: `at least one model is required for ${modelless.join(', ')}; only a promptfoo config names its own providers`,
          },
        ]
      : [];
  for (const subjects of own) if (subjects) appendAll(problems, subjects.problems(option));
  return problems;
}
