// A sampling model's unlucky answer on a pull request, through dist/index.js
// with the action's defaults: the regression is run twice more
// (confirm-regressions: auto on Bedrock), passes, and is reported flaky; the
// check and the step pass, and the comment says why.
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../fakes/bedrock.js';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';
import { MODEL, REGRESSING_TICKET, TERSE_PROMPT, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

// Under the terse prompt the regressing ticket is misrouted once, the first time it is asked, then routed right.
let asked = 0;
const onceWrong: FakeHandler = (request) => {
  const reply = triageModel(request);
  if ('text' in reply && reply.text === 'billing' && JSON.stringify(request.body).includes('Every call to the export endpoint')) {
    asked++;
    if (asked > 1) return { ...reply, text: 'technical' };
  }
  return reply;
};

const fakes = useActionFakes('supereval-e2e-flaky-', onceWrong);
const step = (options: Parameters<typeof fakes.runner.run>[0]) => fakes.runner.run({ ...options, bedrockUrl: fakes.bedrock.url });

describe('a regression that does not reproduce on a pull request', () => {
  it('is re-run twice, reported flaky, and neither the check nor the step fails', async () => {
    expect((await step({ event: pushEvent(sha('flaky-main')), files: triageFiles(), inputs: { models: MODEL } })).code).toBe(0);
    const before = fakes.bedrock.stats.requests;
    const pr = 81;
    const run = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('flaky-head'), mergeSha: sha('flaky-merge') }),
      files: triageFiles(),
      inputs: { models: MODEL, prompt: TERSE_PROMPT },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(fakes.bedrock.stats.requests - before).toBe(TICKETS.length + 2);
    expect(run.outputs).toMatchObject({ passed: 'true', regressions: '0', calls: String(TICKETS.length + 2) });

    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain('✅ passed');
    expect(body).toContain('0 regressions, 1 flaky (did not reproduce)');
    expect(body).toContain('<details><summary>Flaky: did not reproduce (1)</summary>');
    expect(body).toContain(`pass → fail, passed 2 of 2 re-runs`);
    expect(body).toContain('- **Passed on re-run:** technical');
    expect(body).toContain('Re-runs: 1 failure run 2 more times each (2 calls,');
    expect(body.indexOf(REGRESSING_TICKET)).toBeGreaterThan(body.indexOf('Flaky: did not reproduce'));
    expect(fakes.github.checkRuns.at(-1)?.conclusion).toBe('success');
    expect(run.warnings).toEqual([]);
  });
});
