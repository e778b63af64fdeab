// 1. The job summary: always first, whatever the token may do; the same
// markdown goes to summary.md in output-dir for later steps (the job summary
// may be cut to fit 1 MiB).
import path from 'node:path';
import { WriteError, writeFileAtomic, repoPath, secretScrubber } from '../../base/index.js';
import { actionLog as log } from '../action-log.js';
import { renderSummary } from '../../report/index.js';
import { legCheckName } from '../leg.js';
import { allReused, casesUrls, inputFields, resultsOf, type Publisher } from '../publisher.js';
import { writeJobSummary } from '../summary.js';

export const jobSummary: Publisher = {
  name: 'job summary',
  async publish(run) {
    // The comment's layout, with every case: the comment and the check run point here for what they leave out.
    // Scrubbed for summary.md too (the job summary's writer scrubs what it is given).
    const markdown = secretScrubber().text(
      renderSummary({
        results: resultsOf(run),
        skipped: allReused(run),
        name: legCheckName(run.inputs['check-name'], run.inputs.matrix),
        casesUrls: casesUrls(run),
        inputFields: inputFields(run),
        ...(run.published.reportUrl ? { reportUrl: run.published.reportUrl } : {}),
      }),
    );
    const file = path.join(run.outputDir, 'summary.md');
    let summaryPath: string | null = file;
    try {
      await writeFileAtomic(file, markdown);
    } catch (error) {
      if (!(error instanceof WriteError)) throw error;
      run.lateErrors.push(
        `summary not written: cannot write ${repoPath(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`,
      );
      summaryPath = null;
    }
    const summary = await writeJobSummary(markdown, run.ctx.stepSummary);
    if (!summary.written) log.warning(`Job summary not written: ${summary.reason}`);
    return { summaryPath };
  },
};
