// Subset runs through dist/index.js: `tags` and `sample` pick cases, a PR
// compares them with the full baseline of main, and a subset run on main
// saves no baseline (it would replace the full one with a part).
import { describe, expect, it } from 'vitest';
import { useActionFakes, pullRequestEvent, pushEvent, sha } from './action-runner.js';
import { DATASET, MODEL, TERSE_PROMPT, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-subsets-', triageModel);
const BILLING = TICKETS.filter((t) => t.label === 'billing').map((t) => t.id);

/** The triage dataset with each ticket tagged by its label. */
function taggedFiles() {
  const files = triageFiles();
  files[`datasets/${DATASET}/cases.jsonl`] = TICKETS.map((t) => ({
    id: t.id,
    tags: [t.label],
    input: { text: t.text },
    expected: { label: t.label },
  }));
  return files;
}

async function step(event: ReturnType<typeof pushEvent>, inputs: Record<string, string>) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ files: taggedFiles(), bedrockUrl: fakes.bedrock.url, event, inputs: { models: MODEL, ...inputs } });
  return { run, calls: fakes.bedrock.stats.requests - before };
}

describe('subset runs in the action', () => {
  it('a subset run on main saves no baseline and says so; a full run then does', async () => {
    const subset = await step(pushEvent(sha('main-subset')), { tags: 'billing' });
    expect(subset.run.code, subset.run.stdout).toBe(0);
    expect(subset.calls).toBe(BILLING.length);
    expect(fakes.cache.entries.filter((e) => e.finalized)).toHaveLength(0);
    expect(subset.run.stdout).toContain('A subset run (the `tags` or `sample` input) saves no baseline');

    const full = await step(pushEvent(sha('main-full')), {});
    expect(full.run.code, full.run.stdout).toBe(0);
    expect(fakes.cache.entries.filter((e) => e.finalized)).toHaveLength(1);
  });

  it('a PR sample compares only its cases with the full baseline and reports the selection everywhere', async () => {
    const { run, calls } = await step(pullRequestEvent({ number: 5, headSha: sha('pr-head'), mergeSha: sha('pr-merge') }), {
      sample: '50%',
      'sample-seed': 'pr-5',
      // Every selected case is called (answer reuse would take the baseline's answers and call none).
      reuse: 'none',
    });
    expect(run.code, run.stdout).toBe(0);
    expect(calls).toBe(TICKETS.length / 2);
    const results = run.results[`${DATASET}.json`] as { run: { selection: unknown }; comparison: { removed: number; still_passing: number } };
    expect(results.run.selection).toEqual({ total: TICKETS.length, selected: TICKETS.length / 2, tags: [], sample: '50%', seed: 'pr-5' });
    expect(results.comparison).toMatchObject({ removed: 0, still_passing: TICKETS.length / 2 });
    expect(run.outputs).toMatchObject({ 'baseline-found': 'true', regressions: '0' });
    expect(run.summary).toContain(`Subset: ${TICKETS.length / 2} of ${TICKETS.length} cases selected`);
    expect(fakes.github.commentsOn('acme', 'evals', 5)[0]?.body).toContain(`Subset: ${TICKETS.length / 2} of ${TICKETS.length} cases selected`);
  });

  it('a tag-selected PR still catches a regression among its cases', async () => {
    const { run } = await step(pullRequestEvent({ number: 6, headSha: sha('pr6-head'), mergeSha: sha('pr6-merge') }), {
      tags: 'technical, !nothing',
      prompt: TERSE_PROMPT,
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ regressions: '1' });
    const results = run.results[`${DATASET}.json`] as { comparison: { removed: number } };
    expect(results.comparison.removed).toBe(0);
  });

  it('refuses update-baseline: true with a subset, and a malformed sample, before any call', async () => {
    const forced = await step(pushEvent(sha('main-forced')), { tags: 'billing', 'update-baseline': 'true' });
    expect(forced.run.code).toBe(1);
    expect(forced.calls).toBe(0);
    expect(forced.run.errors.join('\n')).toContain('update-baseline: true saves a whole baseline; it cannot be combined with tags or sample');
    const bad = await step(pushEvent(sha('main-bad')), { sample: 'half' });
    expect(bad.calls).toBe(0);
    expect(bad.run.errors.join('\n')).toContain('sample must be a whole number of cases above 0 or a share such as 10%, got "half"');
  });
});
