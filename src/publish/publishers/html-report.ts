// 0. The HTML report: every case on one self-contained page, written to
// output-dir as report.html and uploaded as an artifact of the run, so that
// the job summary and the comment after it can link it. First because they
// do; a failed upload is a warning (the page is still in output-dir).
import path from 'node:path';
import { repoPath, secretScrubber, WriteError, writeFileAtomic } from '../../base/index.js';
import { actionLog as log } from '../action-log.js';
import { reportArtifactName, uploadReportArtifact } from '../artifact.js';
import { legCheckName } from '../leg.js';
import { inputFields, resultsOf, type Publisher } from '../publisher.js';

export const REPORT_FILE = 'report.html';

export const htmlReport: Publisher = {
  name: 'HTML report',
  async publish(run) {
    if (!run.inputs['html-report']) return {};
    // Loaded only here: the page's renderer is a chunk of its own.
    const { renderHtml } = await import('../../report/html/index.js');
    const html = secretScrubber().text(
      renderHtml(resultsOf(run), { inputFields: inputFields(run), title: legCheckName(run.inputs['check-name'], run.inputs.matrix) }),
    );
    const file = path.join(run.outputDir, REPORT_FILE);
    try {
      await writeFileAtomic(file, html);
    } catch (error) {
      if (!(error instanceof WriteError)) throw error;
      run.lateErrors.push(
        `HTML report not written: cannot write ${repoPath(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`,
      );
      return {};
    }
    // Off a runner (no results service), there is nowhere to upload to.
    const { ctx } = run;
    if (!ctx.artifactService) {
      log.info(`HTML report written to ${repoPath(file, run.workspace)}; not uploaded: no artifact service in this environment.`);
      return { reportPath: file };
    }
    const name = reportArtifactName({ job: ctx.job, step: ctx.step, matrix: run.inputs.matrix, attempt: ctx.runAttempt });
    try {
      const id = await uploadReportArtifact(name, file, run.outputDir);
      log.info(`HTML report uploaded as the artifact ${name}.`);
      return { reportPath: file, reportUrl: id === undefined ? null : `${ctx.runUrl}/artifacts/${id}` };
    } catch (error) {
      log.warning(
        `HTML report not uploaded as the artifact ${name}: ${error instanceof Error ? error.message : String(error)}; it is in ${repoPath(file, run.workspace)}.`,
      );
      return { reportPath: file };
    }
  },
};
