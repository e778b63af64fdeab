// The action's publishers, in the order they run. The HTML report first, so
// that the job summary and the comment can link its artifact; the job summary
// next because it always works (no token, no network), then each dataset's
// history beside summary.md; the comment and the check need the token; the cache before the outputs, which name the keys it saved.
// The step's verdict comes after all of them (src/action/verdict.ts).
import type { Publisher } from '../publisher.js';
import { baselineCache } from './baseline-cache.js';
import { checkRun } from './check-run.js';
import { historyFiles } from './history-file.js';
import { htmlReport } from './html-report.js';
import { jobSummary } from './job-summary.js';
import { stepOutputs } from './step-outputs.js';
import { stickyComment } from './sticky-comment.js';

export const ACTION_PUBLISHERS: readonly Publisher[] = [htmlReport, jobSummary, historyFiles, stickyComment, checkRun, baselineCache, stepOutputs];
