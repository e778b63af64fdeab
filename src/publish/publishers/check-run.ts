// 3. The check run on the head commit, with an annotation per failing case.
import path from 'node:path';
import { actionLog as log } from '../action-log.js';
import { caseAnnotations, checkSummary, checkTitle, renderComment, CHECK_OUTPUT_MAX_CHARS } from '../../report/index.js';
import { publishCheckRun } from '../check.js';
import { legCheckName } from '../leg.js';
import { allReused, casesUrls, inputFields, resultsOf, type Publisher } from '../publisher.js';

export const checkRun: Publisher = {
  name: 'check run',
  async publish(run) {
    const { inputs, ctx } = run;
    const octokit = await run.github();
    if (!octokit) return {};
    const all = resultsOf(run);
    const check = await publishCheckRun(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      headSha: ctx.headSha,
      // Matrix legs share workflow, job and check-name: each gets its own check.
      name: legCheckName(inputs['check-name'], inputs.matrix),
      conclusion: run.passed ? 'success' : inputs['fail-on-gate'] || run.failsAnyway ? 'failure' : 'neutral',
      title: checkTitle(all),
      summary: checkSummary(all),
      text: renderComment(
        { results: all, runUrl: ctx.runUrl, skipped: allReused(run), casesUrls: casesUrls(run), inputFields: inputFields(run) },
        CHECK_OUTPUT_MAX_CHARS,
      ).body,
      annotations: run.runs.flatMap((r) => caseAnnotations(r.results, path.relative(run.workspace, path.resolve(r.dataset.files.cases)))),
      detailsUrl: ctx.runUrl,
    });
    if (check.action === 'skipped')
      log.warning(`Check run not created: ${check.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
    else if (check.incomplete) log.warning(check.incomplete);
    return {};
  },
};
