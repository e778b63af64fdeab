// The action's publishers: each takes the finished run to one place (the job
// summary, the PR comment, the check run, the baseline cache, the step
// outputs). They run one after another in the order of ACTION_PUBLISHERS
// (src/publish/publishers/index.ts); what one makes that a later one reports
// (the summary file, the comment's URL, the saved cache keys) is passed on in
// `published`. Adding a publisher: one file implementing Publisher, one line
// in that list.
import path from 'node:path';
import { actionLog as log } from './action-log.js';
import type { BaselinePlan, BaselineScope } from '../baseline/index.js';
import type { SetupError } from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { EvalResults } from '../results/index.js';
import { blobUrl, type ActionContext } from './context.js';
import type { Octokit } from './octokit.js';

/** One dataset as the action ran it. */
export interface DatasetRun {
  dataset: KindDataset;
  results: EvalResults;
  /** Its baseline cache entry (dataset, models, config hash); null when the plan does not use the cache. */
  scope: BaselineScope | null;
  /** The cache entry read, if any. */
  cacheKey: string | null;
  /** Cached results were reused instead of calling the models. */
  skipped: boolean;
  /** Its results file; null when it could not be written. */
  resultsPath: string | null;
}

/** What publishers make for later ones. */
export interface Published {
  /** The report's markdown file in output-dir, or null when it could not be written. */
  summaryPath: string | null;
  commentUrl: string | null;
  /** Per dataset run: the cache entry saved, else the one read, else null. */
  cacheKeys: (string | null)[];
  /** The HTML report in output-dir, or null when none was written. */
  reportPath: string | null;
  /** Its artifact's page on GitHub, or null when it was not uploaded. */
  reportUrl: string | null;
}

export type PublishOutcome = Partial<Published>;

/** The action inputs the publishers read (src/action/inputs.ts parses them all). */
export interface PublishInputs {
  comment: 'always' | 'on-failure' | 'never';
  'check-name': string;
  /** The job's matrix values, null outside a matrix: each leg publishes its own comment and check. */
  matrix: Record<string, unknown> | null;
  'fail-on-gate': boolean;
  'github-token': string;
  /** Write the HTML report and upload it as an artifact. */
  'html-report': boolean;
}

export interface PublishRun {
  inputs: PublishInputs;
  ctx: ActionContext;
  workspace: string;
  outputDir: string;
  plan: BaselinePlan;
  runs: readonly DatasetRun[];
  /** The results file of the one dataset, or output-dir when several ran; null when no results file was written. */
  resultsPath: string | null;
  /** The stop signal received, or null. */
  cancelled: string | null;
  /** The step's verdict: the gate passed and nothing else fails the step. */
  passed: boolean;
  /** The step fails whatever fail-on-gate says (a setup error, a file not written). */
  failsAnyway: boolean;
  setupErrors: readonly SetupError[];
  /** GitHub's API, or null without a token or once cancelled (the first call says why). */
  github(): Promise<Octokit | null>;
  /** Lines the step fails with once everything is published; publishers add what they could not write. */
  lateErrors: string[];
  published: Published;
}

export interface Publisher {
  name: string;
  publish(run: PublishRun): Promise<PublishOutcome>;
}

/** The runs' results, in the order the datasets were given. */
export function resultsOf(run: Pick<PublishRun, 'runs'>): EvalResults[] {
  return run.runs.map((r) => r.results);
}

/** Per run, its cases.jsonl at the commit under review, for the report's links to each case's line. */
export function casesUrls(run: Pick<PublishRun, 'runs' | 'ctx' | 'workspace'>): (string | undefined)[] {
  return run.runs.map((r) => blobUrl(run.ctx, path.relative(run.workspace, path.resolve(r.dataset.files.cases)).split(path.sep).join('/')));
}

/** Per run, the case field its report shows as what was asked (the dataset kind's). */
export function inputFields(run: Pick<PublishRun, 'runs'>): string[] {
  return run.runs.map((r) => r.dataset.kind.inputField);
}

/** Every dataset reused cached results: no model was called. */
export function allReused(run: Pick<PublishRun, 'runs'>): boolean {
  return run.runs.length > 0 && run.runs.every((r) => r.skipped);
}

/** Runs the publishers in order, each seeing what the earlier ones made. */
export async function runPublishers(publishers: readonly Publisher[], run: PublishRun): Promise<Published> {
  for (const publisher of publishers) {
    run.published = { ...run.published, ...(await publisher.publish(run)) };
  }
  return run.published;
}

/**
 * GitHub's API for the comment and the check, made (and its absence explained)
 * the first time one asks. @actions/github is imported then, not at start-up:
 * it takes about 0.2 s to load, all of it before the first model call, and a
 * run without a token never needs it.
 */
export function lazyGitHub(
  inputs: Pick<PublishInputs, 'github-token'>,
  ctx: Pick<ActionContext, 'apiUrl'>,
  cancelled: string | null,
): () => Promise<Octokit | null> {
  let octokit: Promise<Octokit | null> | undefined;
  const make = async (): Promise<Octokit | null> => {
    const token = inputs['github-token'];
    // Cancelled: no network calls that could outlast the runner's grace period; the job shows as cancelled anyway.
    if (cancelled) log.info('supereval: cancelled, so the PR comment and the check run are skipped; the job summary and outputs are written.');
    if (!token) log.warning('No github-token: the PR comment and the check run are skipped; the job summary and the gate still apply.');
    if (!token || cancelled) return null;
    const { getOctokit } = await import('@actions/github');
    return getOctokit(token, { baseUrl: ctx.apiUrl });
  };
  return () => (octokit ??= make());
}
