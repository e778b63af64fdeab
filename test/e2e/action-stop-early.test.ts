// stop-early through dist/index.js on a pull request: the first must-pass
// failure decides the verdict, so the cases after it make no call; the step
// fails, the outputs say it stopped, and the comment and summary say when.
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { CASES_PATH, DATASET, MODEL, REGRESSING_LINE, REGRESSING_TICKET, TERSE_PROMPT, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-stop-early-', triageModel);

function mustPassFiles() {
  const files = triageFiles();
  files[CASES_PATH] = (files[CASES_PATH] as object[]).map((c) => ({ ...c, must_pass: true }));
  return files;
}

describe('stop-early on a pull request', () => {
  it('makes no call after the must-pass failure that decides the verdict', async () => {
    const pr = 41;
    const run = await fakes.runner.run({
      files: mustPassFiles(),
      bedrockUrl: fakes.bedrock.url,
      event: pullRequestEvent({ number: pr, headSha: sha('stop-head'), mergeSha: sha('stop-merge') }),
      inputs: { models: MODEL, prompt: TERSE_PROMPT, concurrency: '1', 'stop-early': 'true' },
    });

    expect(run.code, run.stdout).toBe(1);
    expect(fakes.bedrock.stats.requests).toBe(REGRESSING_LINE);
    const saved = TICKETS.length - REGRESSING_LINE;
    expect(run.outputs).toMatchObject({ passed: 'false', 'stopped-early': 'true' });
    const results = run.results[`${DATASET}.json`] as {
      stopped_early: unknown;
      cases: { id: string; results: { status?: string; error?: string }[] }[];
    };
    expect(results.stopped_early).toEqual({
      reason: `must_pass: must-pass case ${REGRESSING_TICKET} failed`,
      case: REGRESSING_TICKET,
      not_run: saved,
      calls_saved: saved,
    });
    for (const c of results.cases.slice(REGRESSING_LINE)) {
      expect(c.results[0]?.error).toContain("not run: stop-early, the dataset's verdict was already decided");
    }
    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain('Stopped early after case');
    expect(body).toContain(`${saved} calls saved`);
    expect(run.summary).toContain('Stopped early after case');
  });

  it('with shard is refused before any call, naming both inputs: a shard would stop on its slice alone', async () => {
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      files: mustPassFiles(),
      bedrockUrl: fakes.bedrock.url,
      event: pullRequestEvent({ number: 42, headSha: sha('stop-shard-head'), mergeSha: sha('stop-shard-merge') }),
      inputs: { models: MODEL, 'stop-early': 'true', shard: '1/2' },
    });
    expect(run.code).toBe(1);
    expect(fakes.bedrock.stats.requests).toBe(before);
    expect(run.errors).toEqual([expect.stringMatching(/^stop-early and shard do not go together: a shard sees only its slice of the cases/)]);
    expectNoStackTrace(run);
  });
});
