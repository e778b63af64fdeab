// The bundle when a model is set up wrong: a base model id that Bedrock only
// serves through an inference profile. The step must call it once, say so
// once in full in the log, the job summary, the PR comment and the check, and
// fail as a setup error (exit code 4), not as a regression.
import { describe, expect, it } from 'vitest';
import { fakeError } from '../fakes/bedrock.js';
import { expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, MODEL_ID, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const BASE_ID = 'anthropic.claude-3-7-sonnet-20250219-v1:0';
const PROFILE_MESSAGE = `Invocation of model ID ${BASE_ID} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.`;
const fakes = useActionFakes('supereval-e2e-setup-', (request) =>
  request.modelId === BASE_ID ? fakeError(400, 'ValidationException', PROFILE_MESSAGE) : triageModel(request),
);
const PR = 31;
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('the action when a model needs an inference profile', () => {
  it('calls it once, reports the message and the fix once in full everywhere, and fails with exit code 4 as a setup error', async () => {
    const before = fakes.bedrock.stats.byModel[BASE_ID] ?? 0;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: PR, headSha: sha('setup-head'), mergeSha: sha('setup-merge') }),
      inputs: { models: `bedrock:${BASE_ID}\n${MODEL}` },
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code, run.stdout).toBe(4);
    expect((fakes.bedrock.stats.byModel[BASE_ID] ?? 0) - before).toBe(1);
    // The healthy model still ran every case.
    expect(fakes.bedrock.requests.filter((r) => r.modelId === MODEL_ID)).toHaveLength(TICKETS.length);

    // The log: one ::error:: with the whole Bedrock message and the fix; the step's failure says setup error.
    const withMessage = run.errors.filter((e) => e.includes(PROFILE_MESSAGE));
    expect(withMessage).toHaveLength(1);
    expect(withMessage[0]).toContain(`us.${BASE_ID}`);
    expect(run.errors.at(-1)).toMatch(/setup error/i);
    expect(run.errors.at(-1)).toMatch(/not a regression/i);
    expect(run.errors.join('\n')).not.toMatch(/gate blocked/);

    // The job summary, the comment and the check: the whole message once, first.
    expect(count(run.summary, PROFILE_MESSAGE)).toBe(1);
    const comment = fakes.github.commentsOn('acme', 'evals', PR).at(-1)?.body ?? '';
    expect(count(comment, PROFILE_MESSAGE)).toBe(1);
    expect(comment).toMatch(/^## supereval: ⚠️ setup error/m);
    expect(comment.indexOf(PROFILE_MESSAGE)).toBeLessThan(comment.indexOf('| Pass rate'));
    const check = fakes.github.checkRuns.at(-1);
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check?.output.title).toMatch(/setup error/i);
    expect(count(check?.output.text ?? '', PROFILE_MESSAGE)).toBe(1);

    const results = run.results[`${DATASET}.json`] as { setup_errors?: { kind: string; model: string }[] };
    expect(results.setup_errors).toEqual([expect.objectContaining({ model: `bedrock:${BASE_ID}`, kind: 'needs-inference-profile' })]);
    expect(run.outputs).toMatchObject({ passed: 'false', 'setup-error': 'true' });
    expectNoStackTrace(run);
  });
});
