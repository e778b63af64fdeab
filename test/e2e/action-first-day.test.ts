// The action on a first day (issue 52): the default `datasets` folder missing
// says it is the default and what to set; a committed baseline.json that the
// default `baseline: cache` leaves unread is named in the log; a missing
// region names the action's aws-region input. The bundle runs as a runner runs it.
import { describe, expect, it } from 'vitest';
import { useActionFakes, pullRequestEvent, sha, expectNoStackTrace } from './action-runner.js';
import { DATASET, MODEL, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-first-day-', triageModel);
const event = pullRequestEvent({ number: 7, headSha: sha('first-head'), mergeSha: sha('first-merge') });

describe('the action on a first day', () => {
  it('without a datasets folder and no datasets input: one line saying the default was used and what to set', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: { 'evals/qa/dataset.json': { name: 'qa', type: 'qa' } },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.errors).toEqual([
      'datasets: (datasets): no such folder: the datasets input is not set, and this is its default; set datasets: to your dataset folders or globs',
    ]);
    expectNoStackTrace(run);
  });

  it('names a committed baseline.json that baseline: cache does not read, with the input that would', async () => {
    const files = { ...triageFiles(), [`datasets/${DATASET}/baseline.json`]: { dataset_name: DATASET, results: {} } };
    const run = await fakes.runner.run({ event, inputs: { models: MODEL }, files, bedrockUrl: fakes.bedrock.url });
    expect(run.stdout).toContain(
      `datasets/${DATASET}/baseline.json is not read: baseline: cache (the default) compares with the default branch's baseline in the Actions cache. To compare with the committed file instead, set baseline: file.`,
    );
  });

  it('without a region: the setup error names the aws-region input', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      env: { AWS_REGION: undefined, AWS_DEFAULT_REGION: undefined },
    });
    expect(run.code).toBe(4);
    expect(`${run.stdout}\n${run.errors.join('\n')}`).toContain("give the action's aws-region input (the CLI's --region)");
    expect(run.stdout).not.toContain('Pass --region');
  });
});
