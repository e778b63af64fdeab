// The max-duration input through dist/index.js: past the budget no call
// starts, the step writes what finished, blocks, and saves no baseline.
import { describe, expect, it } from 'vitest';
import { fixedLatency } from '../fakes/bedrock.js';
import { pushEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const CALL_MS = 400;
const fakes = useActionFakes('supereval-e2e-duration-', fixedLatency(CALL_MS, triageModel));

describe('the max-duration input', () => {
  it('stops calling models when the budget runs out, on a baseline-making push: results and summary written, no baseline saved', async () => {
    const run = await fakes.runner.run({
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      event: pushEvent(sha('main-budget')),
      inputs: { models: MODEL, concurrency: '1', 'max-duration': '1s' },
    });
    expect(run.code).toBe(1);
    const results = run.results[`${DATASET}.json`] as { duration_cap: { not_run: number; option: string }; cases: { status: string }[] };
    expect(results.duration_cap.option).toBe('max-duration');
    expect(results.duration_cap.not_run).toBeGreaterThan(0);
    expect(results.cases.filter((c) => c.status === 'pass').length + results.duration_cap.not_run).toBe(TICKETS.length);
    expect(fakes.bedrock.stats.requests).toBe(TICKETS.length - results.duration_cap.not_run);
    expect(fakes.cache.entries.filter((e) => e.finalized)).toHaveLength(0);
    expect(run.outputs).toMatchObject({ passed: 'false' });
    expect(run.summary).toContain("the run's time budget of 1s \\(max-duration\\) ran out");
    expect(run.warnings.join('\n')).toContain("The run's time budget of 1s (max-duration) ran out");
    expect(run.errors.join('\n')).toContain("max-duration: the run's time budget of 1s ran out");
  });

  it('refuses a malformed budget before any call', async () => {
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      event: pushEvent(sha('main-bad')),
      inputs: { models: MODEL, 'max-duration': 'soon' },
    });
    expect(run.code).toBe(1);
    expect(fakes.bedrock.stats.requests).toBe(before);
    expect(run.errors.join('\n')).toContain('max-duration must be a duration from 1s to 7 days');
  });
});
