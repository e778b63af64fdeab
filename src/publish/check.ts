// The check run on the pull request's head commit: verdict, summary and
// annotations on the cases file. GitHub takes 50 annotations per request, so
// the first 50 go with the create and the rest follow in updates.
import {
  CHECK_ANNOTATION_MESSAGE_MAX_BYTES,
  CHECK_ANNOTATION_TITLE_MAX_CHARS,
  CHECK_ANNOTATIONS_PER_REQUEST,
  CHECK_OUTPUT_MAX_CHARS,
  cutToChars,
  cutToUtf8Bytes,
} from '../report/index.js';
import { secretScrubber } from '../base/index.js';
import { httpRefusal } from './octokit.js';
import type { Octokit } from './octokit.js';

const PERMISSION = 'checks: write';
const CUT_NOTE = "\n\n_Cut at GitHub's check run size limit; the job summary has the full report._";

export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

export interface CheckAnnotation {
  /** Repository-relative path, e.g. `datasets/faq/cases.jsonl`. */
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  /** Plain text (GitHub does not render markdown here). */
  title?: string;
  message: string;
}

export interface PublishCheckRunInput {
  owner: string;
  repo: string;
  /** The commit to attach to: on pull_request, the PR head sha, not GITHUB_SHA. */
  headSha: string;
  name: string;
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  text?: string;
  annotations?: readonly CheckAnnotation[];
  /** Link shown as "Details", e.g. the workflow run. */
  detailsUrl?: string;
}

export type CheckRunResult =
  | {
      action: 'created';
      id: number;
      url: string;
      /** Annotations GitHub accepted. */
      annotationsSent: number;
      /** Whether summary or text had to be cut. */
      truncated: boolean;
      /** Set when a later annotation batch failed; the check run itself exists. */
      incomplete?: string;
    }
  | { action: 'skipped'; reason: string; status: number };

export async function publishCheckRun(octokit: Octokit, input: PublishCheckRunInput): Promise<CheckRunResult> {
  const { owner, repo } = input;
  // Every text scrubbed of credentials, then cut to GitHub's limits.
  const scrub = secretScrubber().text;
  const annotations = (input.annotations ?? []).map((a) => fitAnnotation(scrubbedAnnotation(a, scrub)));
  const batches = chunk(annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  const summary = cutToChars(scrub(input.summary), CHECK_OUTPUT_MAX_CHARS, CUT_NOTE);
  const text = input.text === undefined ? undefined : cutToChars(scrub(input.text), CHECK_OUTPUT_MAX_CHARS, CUT_NOTE);
  const output = { title: scrub(input.title), summary: summary.text };

  let created: { id: number; url: string };
  try {
    const { data } = await octokit.rest.checks.create({
      owner,
      repo,
      name: input.name,
      head_sha: input.headSha,
      status: 'completed',
      conclusion: input.conclusion,
      completed_at: new Date().toISOString(),
      ...(input.detailsUrl === undefined ? {} : { details_url: input.detailsUrl }),
      output: { ...output, ...(text ? { text: text.text } : {}), annotations: batches[0] ?? [] },
    });
    created = { id: data.id, url: data.html_url ?? '' };
  } catch (err) {
    const refusal = httpRefusal(err, 'Creating the check run', PERMISSION);
    if (!refusal) throw err;
    return { action: 'skipped', ...refusal };
  }

  const truncated = summary.truncated || (text?.truncated ?? false);
  let sent = batches[0]?.length ?? 0;
  for (const batch of batches.slice(1)) {
    try {
      // Updates append annotations; title and summary are required with them.
      await octokit.rest.checks.update({ owner, repo, check_run_id: created.id, output: { ...output, annotations: batch } });
      sent += batch.length;
    } catch (err) {
      const refusal = httpRefusal(err, 'Adding check run annotations', PERMISSION);
      if (!refusal) throw err;
      return { action: 'created', ...created, annotationsSent: sent, truncated, incomplete: refusal.reason };
    }
  }
  return { action: 'created', ...created, annotationsSent: sent, truncated };
}

function scrubbedAnnotation(a: CheckAnnotation, scrub: (text: string) => string): CheckAnnotation {
  return { ...a, message: scrub(a.message), ...(a.title === undefined ? {} : { title: scrub(a.title) }) };
}

function fitAnnotation(a: CheckAnnotation): CheckAnnotation {
  if (!Number.isInteger(a.start_line) || !Number.isInteger(a.end_line) || a.start_line < 1 || a.end_line < a.start_line) {
    throw new RangeError(`check annotation on ${a.path}: lines ${a.start_line}-${a.end_line} are not a valid range`);
  }
  const fitted: CheckAnnotation = {
    path: a.path,
    start_line: a.start_line,
    end_line: a.end_line,
    annotation_level: a.annotation_level,
    message: cutToUtf8Bytes(a.message, CHECK_ANNOTATION_MESSAGE_MAX_BYTES, ' …').text,
  };
  if (a.title !== undefined) fitted.title = cutToChars(a.title, CHECK_ANNOTATION_TITLE_MAX_CHARS, '…').text;
  return fitted;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
