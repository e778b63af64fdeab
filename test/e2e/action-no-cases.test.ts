// The bundle on datasets with no case, as a new user sets them up: a cases
// file under another name stops the step naming it; a run in which no
// dataset has a case fails with "no cases: nothing was evaluated" in the log,
// the comment's headline and the check; an empty dataset beside one with
// cases passes, called empty. Before, each was a green check saying 0/0.
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { CASES_PATH, DATASET, MODEL, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-no-cases-', triageModel);
const META = `datasets/${DATASET}/dataset.json`;

describe('the action on datasets with no case', () => {
  it('a cases.json beside dataset.json fails the step with a did-you-mean, before any call', async () => {
    const files: Record<string, string | object | object[]> = triageFiles();
    files[`datasets/${DATASET}/cases.json`] = files[CASES_PATH] as object[];
    delete files[CASES_PATH];
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 21, headSha: sha('misnamed-head'), mergeSha: sha('misnamed-merge') }),
      inputs: { models: MODEL },
      files,
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      `${CASES_PATH}: (file): not found, but cases.json is here: did you mean cases.jsonl? The cases are read from cases.jsonl only (one JSON object a line), so rename the file (or convert it)`,
    ]);
    expect(fakes.bedrock.stats.requests).toBe(before);
    expectNoStackTrace(run);
  });

  it('a run in which no dataset has a case fails, saying so in the log, the comment and the check', async () => {
    const pr = 22;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: pr, headSha: sha('empty-head'), mergeSha: sha('empty-merge') }),
      inputs: { models: MODEL },
      files: { [META]: triageFiles()[META] as object, [CASES_PATH]: '' },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toContain(
      `supereval: no cases: nothing was evaluated: ${DATASET} holds no case, so the gate checked nothing; add cases to the cases file (the warnings above say what was found).`,
    );
    expect(run.outputs).toMatchObject({ passed: 'false' });
    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toMatch(/^<!-- [^\n]* -->\n## supereval: ⚠️ no cases: nothing was evaluated\n|^## supereval: ⚠️ no cases: nothing was evaluated\n/m);
    expect(body).toContain('none with a case, so nothing was checked and the run fails');
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: sha('empty-head'), conclusion: 'failure' });
    expect(fakes.github.checkRuns.at(-1)?.output.title).toBe('No cases: nothing was evaluated');
    expectNoStackTrace(run);
  });

  it('an empty dataset beside one with cases passes, called empty in the comment', async () => {
    const pr = 23;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: pr, headSha: sha('mixed-head'), mergeSha: sha('mixed-merge') }),
      inputs: { models: MODEL },
      files: {
        ...triageFiles(),
        'datasets/new/dataset.json': { name: 'new', type: 'classification', labels: ['billing'] },
        'datasets/new/cases.jsonl': '',
      },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ passed: 'true' });
    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain('## supereval: ✅ passed');
    expect(body).toContain('| new | ⚠️ no cases: nothing was evaluated |');
  });
});
