// Where loading's lines go in the action (the loader's port, src/app/load.ts):
// notes and warnings in the log, a dataset left out as an error annotation,
// each file named from the repository's root.
import { formatIssue, type DatasetIssue } from '../base/index.js';
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
