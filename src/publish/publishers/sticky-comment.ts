// 2. The sticky PR comment, one per workflow, job, check name and matrix leg.
import { actionLog as log } from '../action-log.js';
import { renderComment, COMMENT_BODY_MAX_CHARS } from '../../report/index.js';
import { stickyMarker, upsertStickyComment } from '../comment.js';
import { legCheckName, legId } from '../leg.js';
import { allReused, casesUrls, inputFields, resultsOf, type Publisher } from '../publisher.js';

export const stickyComment: Publisher = {
  name: 'PR comment',
  async publish(run) {
    const { inputs, ctx } = run;
    const octokit = await run.github();
    // on-failure while passing still edits an earlier run's comment: a stale "blocked" must not stay up.
    const mode =
      inputs.comment === 'always' || (inputs.comment === 'on-failure' && !run.passed)
        ? 'upsert'
        : inputs.comment === 'on-failure'
          ? 'update-only'
          : 'none';
    if (!octokit || ctx.prNumber === null || mode === 'none') return {};
    // Matrix legs share workflow, job and check-name: each gets its own comment.
    const checkName = legCheckName(inputs['check-name'], inputs.matrix);
    const marker = stickyMarker({ workflow: ctx.workflow, job: ctx.job, checkName, leg: legId(inputs.matrix) });
    const { body } = renderComment(
      {
        results: resultsOf(run),
        runUrl: ctx.runUrl,
        skipped: allReused(run),
        name: checkName,
        casesUrls: casesUrls(run),
        inputFields: inputFields(run),
        ...(run.published.reportUrl ? { reportUrl: run.published.reportUrl } : {}),
      },
      COMMENT_BODY_MAX_CHARS - marker.length - 1,
    );
    const comment = await upsertStickyComment(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      issueNumber: ctx.prNumber,
      marker,
      body,
      updateOnly: mode === 'update-only',
    });
    if (comment.action === 'skipped')
      log.warning(`PR comment not posted: ${comment.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
    return comment.action === 'skipped' || comment.action === 'none' ? {} : { commentUrl: comment.url };
  },
};
