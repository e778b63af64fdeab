// allow-dataset-code through the bundled action (dist/index.js): a fork's
// pull_request_target run with a python assertion is refused before any
// model call (the fake Bedrock counts them) and before the python runs (it
// would leave a marker file); the step fails naming the input, the event and
// the cases, writes the job summary, and posts no comment or check and saves
// nothing. With `allow-dataset-code: true` the same run evaluates.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, OWNER, pullRequestTargetEvent, REPO, REPOSITORY, sha, useActionFakes, type GitHubEvent } from './action-runner.js';
import { CASES_PATH, DATASET, MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-dataset-code-', triageModel);
const PR = 23;
const MARKER = 'python-ran';

const pullRequestTarget = (headRepo: string): GitHubEvent => pullRequestTargetEvent({ number: PR, headRepo });

/** The triage dataset, its second case carrying a python assertion that leaves a marker in the workspace. */
function filesWithPython(): Record<string, object | object[]> {
  const files = triageFiles();
  const cases = TICKETS.map((t, i) => ({
    id: t.id,
    input: { text: t.text },
    expected: { label: t.label },
    ...(i === 1 ? { assert: [{ type: 'python', value: `open(${JSON.stringify(MARKER)}, 'w').write('ran') or True` }] } : {}),
  }));
  return { ...files, [CASES_PATH]: cases };
}

/** workflow_run after a pull_request workflow: runs on the default branch; the fork's run is named in the payload. */
function workflowRunAfterPullRequest(headRepo: string): GitHubEvent {
  return {
    name: 'workflow_run',
    sha: sha('base-main'),
    ref: 'refs/heads/main',
    payload: {
      action: 'completed',
      // GitHub lists no pull request for a fork's run.
      workflow_run: {
        event: 'pull_request',
        head_sha: sha('fork-head'),
        head_repository: { full_name: headRepo },
        repository: { full_name: REPOSITORY },
        pull_requests: [],
      },
      repository: { full_name: REPOSITORY, name: REPO, owner: { login: OWNER }, default_branch: 'main' },
    },
  };
}

async function step(headRepo: string, inputs: Record<string, string> = {}, event = pullRequestTarget(headRepo)) {
  const before = fakes.bedrock.stats.requests;
  const githubBefore = fakes.github.requests.length;
  const run = await fakes.runner.run({
    event,
    inputs: { models: MODEL, ...inputs },
    files: filesWithPython(),
    bedrockUrl: fakes.bedrock.url,
  });
  const pythonRan = existsSync(path.join(run.workspace, 'datasets', DATASET, MARKER));
  return {
    run,
    bedrockCalls: fakes.bedrock.stats.requests - before,
    githubWrites: fakes.github.requests.slice(githubBefore).filter((r) => r.method !== 'GET'),
    pythonRan,
  };
}

describe('allow-dataset-code on pull_request_target', () => {
  it("auto: a fork's run is refused before any model call, naming the input, the event and the case", async () => {
    const cacheBefore = fakes.cache.entries.length;
    const { run, bedrockCalls, githubWrites, pythonRan } = await step('mallory/evals');
    expect(run.code).toBe(1);
    expect(bedrockCalls).toBe(0);
    expect(pythonRan).toBe(false);
    const error = run.errors.join('\n');
    expect(error).toContain(
      `supereval: allow-dataset-code is auto and this is a pull_request_target run of pull request #${PR} from the fork mallory/evals: refusing to run the code 1 dataset carries. Nothing was run and no model was called.`,
    );
    expect(error).toContain(`  ${DATASET}: 1 of ${TICKETS.length} cases carry code: ${TICKETS[1].id} (inline python)`);
    expect(error).toContain('set allow-dataset-code: true');
    expect(run.summary).toContain('## supereval: dataset code refused');
    expect(run.summary).toContain('allow-dataset-code is auto');
    // Nothing published but the log and the summary; nothing saved.
    expect(githubWrites).toEqual([]);
    expect(fakes.cache.entries.length).toBe(cacheBefore);
    expect(run.results).toEqual({});
    expect(run.outputs['passed']).toBeUndefined();
    expectNoStackTrace(run);
  });

  it('auto: a branch of the same repository runs it', async () => {
    const { run, bedrockCalls, pythonRan } = await step(REPOSITORY);
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(pythonRan).toBe(true);
  });

  it("true: the fork's run evaluates, the python included", async () => {
    const { run, bedrockCalls, pythonRan } = await step('mallory/evals', { 'allow-dataset-code': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(pythonRan).toBe(true);
    expect(run.outputs['passed']).toBe('true');
  });

  it("auto: a workflow_run after a fork's pull_request is refused too", async () => {
    const { run, bedrockCalls, pythonRan } = await step('mallory/evals', {}, workflowRunAfterPullRequest('mallory/evals'));
    expect(run.code).toBe(1);
    expect(bedrockCalls).toBe(0);
    expect(pythonRan).toBe(false);
    expect(run.errors.join('\n')).toContain(
      'allow-dataset-code is auto and this is a workflow_run run triggered by a pull_request run from the fork mallory/evals',
    );
  });

  it('false: refused on any run, a same-repository one included', async () => {
    const { run, bedrockCalls } = await step(REPOSITORY, { 'allow-dataset-code': 'false' });
    expect(run.code).toBe(1);
    expect(bedrockCalls).toBe(0);
    expect(run.errors.join('\n')).toContain(
      'allow-dataset-code is false: refusing to run the code 1 dataset carries on this pull_request_target run.',
    );
  });
});
