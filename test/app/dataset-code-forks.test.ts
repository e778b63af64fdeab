// allow-dataset-code: which runs are a fork's with the base repository's
// secrets (from the event payloads GitHub sends), and the refusal's words.
import { describe, expect, it } from 'vitest';
import { datasetCodeRefusal, forkRunOf, readJobEvent, refuseDatasetCode, type JobEvent } from '../../src/app/dataset-code.js';
import type { DatasetCode } from '../../src/score/sandbox/dataset-code.js';
import { loadCases } from '../kinds/helpers.js';
import { qaCase } from '../helpers/tmp.js';

const BASE = 'acme/evals';
const pullRequest = (head: string | null, base: string | null = BASE) => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, head: { sha: 'abc', repo: head === null ? null : { full_name: head } }, base: { repo: { full_name: base } } },
  repository: { full_name: BASE },
});
const workflowRun = (event: string, head: string | null, pullRequests: object[] = []) => ({
  action: 'completed',
  workflow_run: {
    event,
    head_repository: head === null ? null : { full_name: head },
    repository: { full_name: BASE },
    pull_requests: pullRequests,
  },
  repository: { full_name: BASE },
});

describe('forkRunOf', () => {
  it("pull_request_target: a fork's pull request is one; a branch of the same repository is not", () => {
    expect(forkRunOf('pull_request_target', pullRequest('mallory/evals'), BASE)).toEqual({
      event: 'pull_request_target',
      fork: 'mallory/evals',
      prNumber: 7,
      after: null,
    });
    expect(forkRunOf('pull_request_target', pullRequest(BASE), BASE)).toBeNull();
  });

  it('pull_request_target from a deleted fork (head.repo null) is a fork of unknown name', () => {
    expect(forkRunOf('pull_request_target', pullRequest(null), BASE)).toEqual({ event: 'pull_request_target', fork: null, prNumber: 7, after: null });
  });

  it("workflow_run after a fork's pull_request is one; after a same-repository run it is not", () => {
    expect(forkRunOf('workflow_run', workflowRun('pull_request', 'mallory/evals'), BASE)).toEqual({
      event: 'workflow_run',
      fork: 'mallory/evals',
      prNumber: null,
      after: 'pull_request',
    });
    expect(forkRunOf('workflow_run', workflowRun('pull_request', BASE, [{ number: 9 }]), BASE)).toBeNull();
    expect(forkRunOf('workflow_run', workflowRun('push', BASE), BASE)).toBeNull();
  });

  it('an unreadable payload on those two events counts as a fork; other events never do', () => {
    expect(forkRunOf('pull_request_target', undefined, BASE)).toEqual({ event: 'pull_request_target', fork: null, prNumber: null, after: null });
    expect(forkRunOf('workflow_run', { workflow_run: 'x' }, BASE)).toMatchObject({ event: 'workflow_run', fork: null });
    // A fork's pull_request run holds no secrets and a read-only token.
    expect(forkRunOf('pull_request', pullRequest('mallory/evals'), BASE)).toBeNull();
    expect(forkRunOf('push', undefined, BASE)).toBeNull();
  });
});

const comment = (onPullRequest: boolean) => ({
  action: 'created',
  issue: {
    number: 12,
    ...(onPullRequest ? { pull_request: { url: 'https://api.github.com/repos/acme/evals/pulls/12', merged_at: null } } : {}),
  },
  comment: { body: '/eval', author_association: 'NONE' },
  repository: { full_name: BASE },
});

describe('forkRunOf on comments and reviews', () => {
  it("issue_comment on a pull request counts as a fork's run: the payload does not name the head", () => {
    expect(forkRunOf('issue_comment', comment(true), BASE)).toEqual({ event: 'issue_comment', fork: null, prNumber: 12, after: null });
  });

  it('issue_comment on an issue runs the default branch: not a fork run; an unreadable one counts as one', () => {
    expect(forkRunOf('issue_comment', comment(false), BASE)).toBeNull();
    expect(forkRunOf('issue_comment', undefined, BASE)).toEqual({ event: 'issue_comment', fork: null, prNumber: null, after: null });
  });

  it("reviews of a fork's pull request run with the fork's rights, as pull_request does: not a fork run", () => {
    expect(forkRunOf('pull_request_review', pullRequest('mallory/evals'), BASE)).toBeNull();
    expect(forkRunOf('pull_request_review_comment', pullRequest('mallory/evals'), BASE)).toBeNull();
  });

  it('the refusal names the event and the pull request', () => {
    const job: JobEvent = { event: 'issue_comment', forkRun: { event: 'issue_comment', fork: null, prNumber: 12, after: null } };
    expect(datasetCodeRefusal([found('qa', ['c1'])], 'auto', job, 'action')?.[0]).toBe(
      "supereval: allow-dataset-code is auto and this is an issue_comment run on pull request #12, whose head the event does not name, so it counts as a fork's: refusing to run the code 1 dataset carries. Nothing was run and no model was called.",
    );
  });
});

describe('readJobEvent', () => {
  const files: Record<string, string> = { '/event.json': JSON.stringify(pullRequest('mallory/evals')) };
  const read = (file: string) => {
    const text = files[file];
    if (text === undefined) throw new Error(`ENOENT: ${file}`);
    return text;
  };
  const env = { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: '/event.json', GITHUB_REPOSITORY: BASE };

  it('reads the event inside GitHub Actions', () => {
    expect(readJobEvent(env, read)).toEqual({
      event: 'pull_request_target',
      forkRun: { event: 'pull_request_target', fork: 'mallory/evals', prNumber: 7, after: null },
    });
  });

  it('outside GitHub Actions there is no event', () => {
    expect(readJobEvent({ ...env, GITHUB_ACTIONS: undefined }, read)).toEqual({ event: null, forkRun: null });
  });

  it('an event file that cannot be read counts as a fork', () => {
    expect(readJobEvent({ ...env, GITHUB_EVENT_PATH: '/missing.json' }, read).forkRun).toMatchObject({ fork: null });
  });
});

const found = (dataset: string, ids: string[], everyCase: string[] = []): DatasetCode => ({
  dataset,
  everyCase,
  cases: ids.map((id) => ({ id, code: ['inline python'] })),
  caseCount: 40,
});
const forkJob: JobEvent = {
  event: 'pull_request_target',
  forkRun: { event: 'pull_request_target', fork: 'mallory/evals', prNumber: 7, after: null },
};
const pushJob: JobEvent = { event: 'push', forkRun: null };

describe('datasetCodeRefusal', () => {
  it('auto on a fork run: names the input, the event, the fork, the datasets and the first cases with a count, why and how', () => {
    const lines = datasetCodeRefusal(
      [found('qa', ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']), found('rag', [], ['python_scorer score.py'])],
      'auto',
      forkJob,
      'action',
    );
    expect(lines).toEqual([
      'supereval: allow-dataset-code is auto and this is a pull_request_target run of pull request #7 from the fork mallory/evals: refusing to run the code 2 datasets carry. Nothing was run and no model was called.',
      '  qa: 7 of 40 cases carry code: c1 (inline python), c2 (inline python), c3 (inline python), c4 (inline python), c5 (inline python) and 2 more',
      '  rag: dataset.json gives every case python_scorer score.py',
      expect.stringContaining(
        "a pull request can change it: on pull_request_target it would run beside the base repository's secrets and write token",
      ),
      "To run it, review the pull request's datasets and set allow-dataset-code: true (in a workflow only maintainers start), or evaluate forks' pull requests on the pull_request event, which gets no secrets.",
    ]);
  });

  it('workflow_run names the run it follows', () => {
    const job: JobEvent = { event: 'workflow_run', forkRun: { event: 'workflow_run', fork: 'mallory/evals', prNumber: null, after: 'pull_request' } };
    expect(datasetCodeRefusal([found('qa', ['c1'])], 'auto', job, 'action')?.[0]).toContain(
      'this is a workflow_run run triggered by a pull_request run from the fork mallory/evals',
    );
  });

  it('auto runs the code on any other run; true always; nothing to refuse without code', () => {
    expect(datasetCodeRefusal([found('qa', ['c1'])], 'auto', pushJob, 'action')).toBeNull();
    expect(datasetCodeRefusal([found('qa', ['c1'])], 'true', forkJob, 'action')).toBeNull();
    expect(datasetCodeRefusal([], 'false', forkJob, 'action')).toBeNull();
  });

  it('false refuses on any run, naming the event; the CLI names its flag', () => {
    const lines = datasetCodeRefusal([found('qa', ['c1'])], 'false', pushJob, 'action');
    expect(lines?.[0]).toBe(
      'supereval: allow-dataset-code is false: refusing to run the code 1 dataset carries on this push run. Nothing was run and no model was called.',
    );
    expect(lines?.at(-1)).toContain('set allow-dataset-code: true');
    const cli = datasetCodeRefusal([found('qa', ['c1'])], 'false', { event: null, forkRun: null }, 'cli');
    expect(cli?.[0]).toBe(
      'supereval: --allow-dataset-code is false: refusing to run the code 1 dataset carries. Nothing was run and no model was called.',
    );
    expect(cli?.at(-1)).toContain('set --allow-dataset-code true');
  });
});

describe('refuseDatasetCode', () => {
  it("reads the datasets and this job's event", async () => {
    const withCode = await loadCases({ type: 'qa' }, [qaCase('a'), qaCase('b', 'q?', 't', { assert: [{ type: 'python', value: 'True' }] })]);
    const plain = await loadCases({ type: 'qa' }, [qaCase('c')]);
    const outside = { GITHUB_ACTIONS: undefined };
    expect(refuseDatasetCode([plain], 'false', 'cli', [], outside)).toBeNull();
    expect(refuseDatasetCode([withCode], 'auto', 'cli', [], outside)).toBeNull();
    expect(refuseDatasetCode([plain, withCode], 'false', 'cli', [], outside)?.[1]).toBe(
      `  ${withCode.name}: 1 of 2 cases carry code: b (inline python)`,
    );
  });
});
