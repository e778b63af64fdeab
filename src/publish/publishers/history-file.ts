// 1b. Each dataset's history in output-dir, beside summary.md: its pass rate,
// cost and p95 over the default branch's saved runs, its baseline and this
// run, for anyone who wants to plot more than the report's chart
// (docs/results.md). In a folder of their own: output-dir's top holds one
// <dataset>.json of results per dataset, which a `*.json` glob must not mix
// with these (and a dataset named "history" must not overwrite them).
import path from 'node:path';
import { safeFileName } from '../../baseline/index.js';
import { WriteError, writeFileAtomic, inertJson, repoPath } from '../../base/index.js';
import { historyFile } from '../../report/index.js';
import { resultsOf, type Publisher } from '../publisher.js';

export const HISTORY_DIR = 'history';

export const historyFiles: Publisher = {
  name: 'history files',
  async publish(run) {
    for (const results of resultsOf(run)) {
      const file = path.join(run.outputDir, HISTORY_DIR, `${safeFileName(results.dataset.name)}.json`);
      try {
        await writeFileAtomic(file, `${inertJson(historyFile(results))}\n`);
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        run.lateErrors.push(
          `history not written: cannot write ${repoPath(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`,
        );
      }
    }
    return {};
  },
};
