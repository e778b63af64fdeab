// 1. The job summary: always first, whatever the token may do; the same
// markdown goes to summary.md in output-dir for later steps (the job summary
// may be cut to fit 1 MiB).
import path from 'node:path';
import { actionLog as log } from '../../action-log.js';
import { WriteError, writeFileAtomic } from '../../io/write-file.js';
import { repoPath } from '../../repo-path.js';
import { renderMarkdown } from '../../report/markdown.js';
import { casesUrls, resultsOf, type Publisher } from '../publisher.js';
import { writeJobSummary } from '../summary.js';

export const jobSummary: Publisher = {
  name: 'job summary',
  async publish(run) {
    const urls = casesUrls(run);
    const markdown = resultsOf(run)
      .map((r, i) => renderMarkdown(r, urls[i] ? { casesUrl: urls[i] } : {}))
      .join('\n\n');
    const file = path.join(run.outputDir, 'summary.md');
    let summaryPath: string | null = file;
    try {
      await writeFileAtomic(file, markdown);
    } catch (error) {
      if (!(error instanceof WriteError)) throw error;
      run.lateErrors.push(
        `summary not written: cannot write ${repoPath(error.file)}: ${error.reason}; free some space or change the output-dir input`,
      );
      summaryPath = null;
    }
    const summary = await writeJobSummary(markdown);
    if (!summary.written) log.warning(`Job summary not written: ${summary.reason}`);
    return { summaryPath };
  },
};
