// Nightly and manual runs through dist/index.js: a schedule run on the default
// branch saves the baseline with update-baseline auto, and calls every model
// every night although nothing in the config changed (the point of a nightly
// run is to catch model drift); so does workflow_dispatch. Other runs say in
// the log why they do not save.
import { describe, expect, it } from 'vitest';
import { dispatchEvent, pullRequestEvent, scheduleEvent, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';
import { MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-schedule-', triageModel);
const saved = () => fakes.cache.entries.filter((e) => e.finalized).map((e) => e.key);

async function step(options: Omit<ActionRunOptions, 'bedrockUrl' | 'files'>) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ files: triageFiles(), bedrockUrl: fakes.bedrock.url, ...options });
  return { run, bedrockCalls: fakes.bedrock.stats.requests - before };
}

describe('schedule and workflow_dispatch runs', () => {
  it('the first night saves a baseline with update-baseline auto', async () => {
    const { run, bedrockCalls } = await step({ event: scheduleEvent(sha('night-1')), inputs: { models: MODEL } });
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(saved()).toHaveLength(1);
    expect(run.outputs).toMatchObject({ 'baseline-key': saved()[0], skipped: 'false' });
  });

  it('the second night, with nothing changed, still calls every model, compares with the first night and saves again', async () => {
    const { run, bedrockCalls } = await step({ event: scheduleEvent(sha('night-2')), inputs: { models: MODEL } });
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'baseline-found': 'true', regressions: '0' });
    expect(saved()).toHaveLength(2);
    expect(run.outputs['baseline-key']).toBe(saved()[1]);
    expect(run.stdout).toContain('skip-unchanged` input does not apply to schedule runs');
  });

  it('a manual dispatch on the default branch runs in full and saves; on another branch it runs in full and says why it does not save', async () => {
    const onMain = await step({ event: dispatchEvent(sha('dispatch-main')), inputs: { models: MODEL } });
    expect(onMain.run.code, onMain.run.stdout).toBe(0);
    expect(onMain.bedrockCalls).toBe(TICKETS.length);
    expect(saved()).toHaveLength(3);

    const onBranch = await step({ event: dispatchEvent(sha('dispatch-feature'), 'feature'), inputs: { models: MODEL } });
    expect(onBranch.run.code, onBranch.run.stdout).toBe(0);
    expect(onBranch.bedrockCalls).toBe(TICKETS.length);
    expect(saved()).toHaveLength(3);
    expect(onBranch.run.stdout).toContain('The baseline is not saved: the `update-baseline` input is auto');
  });

  it('a pull request still reuses an identical config, and says it does not save', async () => {
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: 41, headSha: sha('pr-head'), mergeSha: sha('pr-merge') }),
      inputs: { models: MODEL },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(0);
    expect(run.outputs).toMatchObject({ skipped: 'true', 'baseline-found': 'true' });
    expect(saved()).toHaveLength(3);
    expect(run.stdout).toContain('this is a pull_request run not on the default branch');
  });
});
