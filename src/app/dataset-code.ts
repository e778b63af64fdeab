// allow-dataset-code (--allow-dataset-code on the CLI): whether the code a
// dataset carries (src/score/sandbox/dataset-code.ts) may run. `true` runs it,
// `false` never does, and `auto` refuses it on the runs where a fork's pull
// request runs with the base repository's secrets and write token:
// pull_request_target, workflow_run after a fork's workflow, and
// issue_comment on a pull request. The refusal comes before any model is
// called and names the cases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MAX_DATASET_FILE_MIB, readTextFileSync } from '../base/index.js';
import type { FrontEnd } from '../compare/index.js';
import { datasetCode, type DatasetCode, type TemplateFileReader } from '../score/index.js';
import type { KindDataset } from '../kinds/index.js';
import { workspaceCommands, type RunCommand, type WorkspaceCommand } from './workspace-commands.js';

export const ALLOW_DATASET_CODE = ['auto', 'true', 'false'] as const;
export type AllowDatasetCode = (typeof ALLOW_DATASET_CODE)[number];
export const isAllowDatasetCode = (value: string): value is AllowDatasetCode => (ALLOW_DATASET_CODE as readonly string[]).includes(value);

/** A run of a fork's pull request (or one that may be a fork's) that holds the base repository's secrets. */
export interface ForkRun {
  /** GITHUB_EVENT_NAME: pull_request_target, workflow_run or issue_comment. */
  event: string;
  /** The fork (owner/name); null when the payload does not say (a deleted fork, an unreadable event, a comment's event). */
  fork: string | null;
  /** The pull request's number, when the payload gives it. */
  prNumber: number | null;
  /** workflow_run: the event of the workflow run that triggered it (pull_request). */
  after: string | null;
}

const Repo = z.object({ full_name: z.string() }).nullish();
const TargetPayload = z.object({
  pull_request: z.object({ number: z.number().int(), head: z.object({ repo: Repo }), base: z.object({ repo: Repo }) }),
});
const WorkflowRunPayload = z.object({
  workflow_run: z.object({
    event: z.string(),
    head_repository: Repo,
    repository: Repo,
    pull_requests: z.array(z.object({ number: z.number().int() })).nullish(),
  }),
});

// issue_comment runs on the default branch with the secrets and a write token
// whoever comments; a ChatOps workflow (`/eval`) then checks out the pull
// request the comment is on. Its payload names the pull request but not its
// head repository, so a comment on a pull request counts as a fork's run: a
// same-repository head cannot be told from the payload, and asking the API
// would trust an answer the CLI (no token) cannot get and a test cannot pin.
const CommentPayload = z.object({ issue: z.object({ number: z.number().int(), pull_request: z.unknown().optional() }) });

/**
 * The fork's run this event is, or null for any other run. `payload` is the
 * event file's JSON, or undefined when it could not be read: on the events
 * that can carry a fork's code, what cannot be read counts as a fork.
 * pull_request, pull_request_review and pull_request_review_comment from a
 * fork run with the fork's rights (no secrets, a read-only token): not these.
 */
export function forkRunOf(eventName: string, payload: unknown, repository: string | undefined): ForkRun | null {
  if (eventName === 'issue_comment') {
    const parsed = CommentPayload.safeParse(payload);
    if (!parsed.success) return { event: eventName, fork: null, prNumber: null, after: null };
    const { issue } = parsed.data;
    // A comment on an issue runs the default branch's own files.
    return issue.pull_request === undefined || issue.pull_request === null
      ? null
      : { event: eventName, fork: null, prNumber: issue.number, after: null };
  }
  if (eventName === 'pull_request_target') {
    const parsed = TargetPayload.safeParse(payload);
    if (!parsed.success) return { event: eventName, fork: null, prNumber: null, after: null };
    const pr = parsed.data.pull_request;
    const head = pr.head.repo?.full_name ?? null;
    const base = pr.base.repo?.full_name ?? repository ?? null;
    return head !== null && head === base ? null : { event: eventName, fork: head, prNumber: pr.number, after: null };
  }
  if (eventName === 'workflow_run') {
    const parsed = WorkflowRunPayload.safeParse(payload);
    if (!parsed.success) return { event: eventName, fork: null, prNumber: null, after: null };
    const run = parsed.data.workflow_run;
    const head = run.head_repository?.full_name ?? null;
    const base = run.repository?.full_name ?? repository ?? null;
    // GitHub lists no pull request for a fork's run; a same-repository one may.
    const prNumber = run.pull_requests?.[0]?.number ?? null;
    return head !== null && head === base ? null : { event: eventName, fork: head, prNumber, after: run.event };
  }
  return null;
}

/** The fork's run this GitHub Actions job is (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH), or null; outside Actions, null. */
function readForkRun(env: Readonly<Record<string, string | undefined>>, readFile = (file: string) => readFileSync(file, 'utf8')): ForkRun | null {
  const eventName = env['GITHUB_EVENT_NAME'];
  if (env['GITHUB_ACTIONS'] !== 'true' || !eventName) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(readFile(env['GITHUB_EVENT_PATH'] ?? ''));
  } catch {
    payload = undefined;
  }
  return forkRunOf(eventName, payload, env['GITHUB_REPOSITORY']);
}

const SHOWN_CASES = 5;

/** `allow-dataset-code` as an action input, `--allow-dataset-code` as a flag. */
const optionOf = (frontEnd: FrontEnd) => (frontEnd === 'cli' ? '--allow-dataset-code' : 'allow-dataset-code');

function describeRun(run: ForkRun): string {
  if (run.event === 'issue_comment') {
    const pr = run.prNumber !== null ? `pull request #${run.prNumber}` : 'a pull request (the event cannot be read)';
    return `an issue_comment run on ${pr}, whose head the event does not name, so it counts as a fork's`;
  }
  const fork = run.fork !== null ? `the fork ${run.fork}` : 'a fork (the event does not name it)';
  if (run.after !== null) return `a ${run.event} run triggered by a ${run.after} run from ${fork}`;
  return `a ${run.event} run of ${run.prNumber !== null ? `pull request #${run.prNumber}` : 'a pull request'} from ${fork}`;
}

/** One line per dataset: how many cases carry code, the first few by id with their code, and dataset.json's. */
function datasetLine(found: DatasetCode): string {
  const shown = found.cases.slice(0, SHOWN_CASES).map((c) => `${c.id} (${c.code.join(', ')})`);
  const more = found.cases.length > SHOWN_CASES ? ` and ${found.cases.length - SHOWN_CASES} more` : '';
  const cases = found.cases.length > 0 ? `${found.cases.length} of ${found.caseCount} cases carry code: ${shown.join(', ')}${more}` : null;
  const every = found.everyCase.length > 0 ? `dataset.json gives every case ${found.everyCase.join(', ')}` : null;
  return `  ${found.dataset}: ${[cases, every].filter((part) => part !== null).join('; ')}`;
}

/** The GitHub Actions job a run is in: its event, and the fork's run it is, if one. Outside Actions, no event. */
export interface JobEvent {
  event: string | null;
  forkRun: ForkRun | null;
}

/** This process's job (GITHUB_ACTIONS, GITHUB_EVENT_NAME, GITHUB_EVENT_PATH). */
export function readJobEvent(env: Readonly<Record<string, string | undefined>>, readFile?: (file: string) => string): JobEvent {
  const event = env['GITHUB_ACTIONS'] === 'true' ? (env['GITHUB_EVENT_NAME'] ?? null) : null;
  return { event, forkRun: readForkRun(env, readFile) };
}

/** One line per command: the option, the spec, and the workspace's files it runs. */
const commandLine = (command: WorkspaceCommand): string =>
  `  ${command.option}: ${command.spec} runs ${command.files.join(', ')} from the workspace (the checkout)`;

/** What is refused: `the code 2 datasets carry and a command that runs the workspace's files`. */
function refusedCode(found: readonly DatasetCode[], commands: readonly WorkspaceCommand[]): string {
  const datasets = found.length > 0 ? `the code ${found.length === 1 ? '1 dataset carries' : `${found.length} datasets carry`}` : null;
  const programs =
    commands.length > 0 ? `${commands.length === 1 ? 'a command that runs' : `${commands.length} commands that run`} the workspace's files` : null;
  return [datasets, programs].filter((part) => part !== null).join(' and ');
}

/** Why the code these datasets carry, and the commands that run the workspace's files, may not run (lines for the log), or null when they may. */
export function datasetCodeRefusal(
  found: readonly DatasetCode[],
  allow: AllowDatasetCode,
  job: JobEvent,
  frontEnd: FrontEnd,
  commands: readonly WorkspaceCommand[] = [],
): string[] | null {
  const run = job.forkRun;
  if ((found.length === 0 && commands.length === 0) || allow === 'true' || (allow === 'auto' && run === null)) return null;
  const option = optionOf(frontEnd);
  const setTrue = frontEnd === 'cli' ? `${option} true` : `${option}: true`;
  const carry = refusedCode(found, commands);
  const notRun = 'Nothing was run and no model was called.';
  const kinds =
    "Dataset code (code assertions and their file:// scripts, transforms, script scorers, the dbt and Dataform scorers, webhooks, templates that call functions or compute member names, nunjucks filters, and exec: or mcp: commands that run the workspace's files) runs on the runner";
  const named = [...found.map(datasetLine), ...commands.map(commandLine)];
  if (allow === 'auto' && run !== null) {
    return [
      `supereval: ${option} is auto and this is ${describeRun(run)}: refusing to run ${carry}. ${notRun}`,
      ...named,
      `${kinds}, and a pull request can change it: on ${run.event} it would run beside the base repository's secrets and write token, with the runner's network and the checkout's files.`,
      `To run it, review the pull request's datasets and set ${setTrue} (in a workflow only maintainers start), or evaluate forks' pull requests on the pull_request event, which gets no secrets.`,
    ];
  }
  const on = job.event !== null ? ` on this ${job.event} run` : '';
  return [
    `supereval: ${option} is false: refusing to run ${carry}${on}. ${notRun}`,
    ...named,
    `${kinds}, with its network and the checkout's files.`,
    `To run it, set ${setTrue} (or auto, which refuses it only on a fork's pull_request_target and workflow_run runs and on comments on pull requests).`,
  ];
}

/** A refusal's lines (datasetCodeRefusal), thrown so the front end stops before any call. */
export class DatasetCodeRefused extends Error {
  override name = 'DatasetCodeRefused';
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/**
 * The refusal for the datasets and the commands about to run, under this
 * setting in this job (see datasetCodeRefusal). The commands run in `cwd`;
 * the workspace is GITHUB_WORKSPACE, else `cwd` (`env`: the environment the front end read).
 */
export function refuseDatasetCode(
  datasets: readonly KindDataset[],
  allow: AllowDatasetCode,
  frontEnd: FrontEnd,
  commands: readonly RunCommand[],
  env: Readonly<Record<string, string | undefined>>,
  cwd = process.cwd(),
): string[] | null {
  if (allow === 'true') return null;
  const job = readJobEvent(env);
  // Nothing to refuse: the cases are not read (100,000 of them take a moment).
  if (allow === 'auto' && job.forkRun === null) return null;
  const found = datasets.map((d) => datasetCode(d, readRubricFile)).filter((d): d is DatasetCode => d !== null);
  const place = { cwd, workspace: env['GITHUB_WORKSPACE'] || cwd, path: env['PATH'] };
  return datasetCodeRefusal(found, allow, job, frontEnd, workspaceCommands(commands, place));
}

/** A rubric prompt's file, as its grader reads it: relative to the dataset's folder and inside it. */
const readRubricFile: TemplateFileReader = (datasetDir, reference) =>
  readTextFileSync(path.resolve(datasetDir, reference.slice('file://'.length)), { maxBytes: MAX_DATASET_FILE_MIB * 1024 * 1024, within: datasetDir });
