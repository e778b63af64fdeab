// 1b. history.json in output-dir, beside summary.md: each dataset's pass rate, cost and p95 over
// the default branch's saved runs, its baseline and this run, for anyone who
// wants to plot more than the report's chart (docs/results.md).
import path from 'node:path';
import { WriteError, writeFileAtomic } from '../../io/write-file.js';
import { inertJson } from '../../log.js';
import { repoPath } from '../../repo-path.js';
import { historyFile } from '../../report/trend.js';
import { resultsOf, type Publisher } from '../publisher.js';

export const HISTORY_FILE = 'history.json';

export const historyFilePublisher: Publisher = {
  name: 'history file',
  async publish(run) {
    try {
      await writeFileAtomic(path.join(run.outputDir, HISTORY_FILE), `${inertJson(historyFile(resultsOf(run)))}\n`);
    } catch (error) {
      if (!(error instanceof WriteError)) throw error;
      run.lateErrors.push(
        `history not written: cannot write ${repoPath(error.file)}: ${error.reason}; free some space or change the output-dir input`,
      );
    }
    return {};
  },
};
