// `baseline: file:<path>` names a file: when it is missing or cannot be used,
// the results, summary and outputs still go out, then the step fails with one
// line naming the input and the file. `baseline: file` (each dataset's own
// baseline.json) may find none: a first run has nothing to compare with.
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-named-baseline-');

const REPLAY = 'recorded/outputs.jsonl';
const files = (extra: Record<string, string | object | object[]> = {}) => ({
  'datasets/routing/dataset.json': { name: 'routing', type: 'classification', labels: ['billing', 'technical'] },
  'datasets/routing/cases.jsonl': [{ id: 'a', input: { text: 'A charge.' }, expected: { label: 'billing' } }],
  [REPLAY]: [{ id: 'a', output: 'billing' }],
  ...extra,
});
const event = pullRequestEvent({ number: 8, headSha: sha('nb-head'), mergeSha: sha('nb-merge') });

describe('the action with a named baseline file it cannot use', () => {
  it('file:<misnamed>: results and summary written, then the step fails naming the input and the file, and passed is false', async () => {
    const run = await fakes.runner.run({ event, inputs: { models: `replay:${REPLAY}`, baseline: 'file:baselines/nope.json' }, files: files() });
    expect(run.code).toBe(1);
    expect(Object.keys(run.results)).toEqual(['routing.json']);
    expect(run.summary).toContain('routing');
    // The step fails, so a later step reading `passed` must not read true.
    expect(run.outputs).toMatchObject({ passed: 'false', 'baseline-found': 'false' });
    // Regressions were not checked: the check run must not say success either.
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: sha('nb-head'), conclusion: 'failure' });
    expect(run.errors).toEqual([
      "baseline input file:baselines/nope.json: baselines/nope.json does not exist; regressions were not checked. Commit a baseline there, or use baseline: file for each dataset's own baseline.json",
    ]);
    expectNoStackTrace(run);
  });

  it('file:<truncated>: the step fails with the reason', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: `replay:${REPLAY}`, baseline: 'file:baselines/routing.json' },
      files: files({ 'baselines/routing.json': '{"run_id": "run_1", "cases": [' }),
    });
    expect(run.code).toBe(1);
    expect(Object.keys(run.results)).toEqual(['routing.json']);
    expect(run.outputs['passed']).toBe('false');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(
      /^baseline input file:baselines\/routing\.json: baselines\/routing\.json cannot be used: it is not valid JSON .*; regressions were not checked\. Fix or replace the file$/,
    );
    expectNoStackTrace(run);
  });

  it('baseline: file with no baseline.json beside the dataset: a note, the step passes', async () => {
    const run = await fakes.runner.run({ event, inputs: { models: `replay:${REPLAY}`, baseline: 'file' }, files: files() });
    expect(run.code, run.stdout).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs['passed']).toBe('true');
    expect(run.stdout).toContain('No baseline at ');
  });
});
