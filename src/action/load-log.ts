// Where loading's lines go in the action (the loader's port, src/app/load.ts):
// notes and warnings in the log, a dataset left out as an error annotation,
// each file named from the repository's root.
import path from 'node:path';
import { DatasetError, formatIssue, type DatasetIssue } from '../base/index.js';
import { actionLog as log } from '../publish/index.js';
import { repoPath } from './workspace.js';
import { promptfooPassRate, type LoadLog } from '../app/index.js';

/** A dataset problem or warning for the log, its file named from the repository's root. */
export const inRepo = (issue: DatasetIssue): string => formatIssue({ ...issue, file: repoPath(issue.file) });

/** Loading's notes and warnings in the log, and the problems of a dataset left out as error annotations. */
export const loadLog = (workspace: string): LoadLog => ({
  // A link committed in a pull request must not lead the action out of the repository.
  within: workspace,
  promptfooPassRate: promptfooPassRate(process.env),
  // An evalset's ${VAR} are read from the step's environment.
  evalset: { variables: process.env },
  expand: { absolute: true, field: '(datasets)', within: workspace },
  issue: inRepo,
  note: (line) => log.info(`datasets: ${line}`),
  warning: (line) => log.warning(line),
  problem: (line) => log.error(line),
});

/** What the `datasets` input is when it is not set (src/action/inputs.ts). */
export const DEFAULT_DATASETS = 'datasets';

/**
 * A missing `datasets` folder, when the input was left to its default, says
 * so: the user never wrote that path, so "no such file or folder" alone
 * leaves them to find where it came from.
 */
export function sayDefaultDatasets(given: readonly string[], workspace: string): (error: unknown) => never {
  const folder = path.resolve(workspace, DEFAULT_DATASETS);
  return (error) => {
    if (!(error instanceof DatasetError) || given.length !== 1 || given[0] !== DEFAULT_DATASETS) throw error;
    const said = error.issues.map((issue) =>
      path.resolve(workspace, issue.file) === folder && issue.message === 'no such file or folder'
        ? {
            ...issue,
            message: `no such folder: the datasets input is not set, and this is its default; set datasets: to your dataset folders or globs`,
          }
        : issue,
    );
    throw new DatasetError(said, error.warnings);
  };
}
