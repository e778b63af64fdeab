// A pull request that swaps the model (the most common PR there is) through
// dist/index.js: it meets the default branch's latest baseline of the dataset
// although the baseline ran another model, compares every case with it, says
// which models each side ran, and never reuses the other model's results.
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';
import { DATASET, MODEL, REGRESSING_TICKET, TERSE_PROMPT, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-model-change-', triageModel);
const OTHER_MODEL = 'bedrock:anthropic.claude-upgrade-v2:0';

async function step(options: Omit<ActionRunOptions, 'bedrockUrl' | 'files'>) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ files: triageFiles(), bedrockUrl: fakes.bedrock.url, ...options });
  return { run, bedrockCalls: fakes.bedrock.stats.requests - before };
}

describe('a pull request that changes models', () => {
  let pushKey = '';

  it('the default branch saves a baseline with the current model', async () => {
    const { run } = await step({ event: pushEvent(sha('main-model-1')), inputs: { models: MODEL } });
    expect(run.code, run.stdout).toBe(0);
    pushKey = run.outputs['baseline-key'] ?? '';
    expect(pushKey).toContain('claude_test_v1');
  });

  it('compares every case of the new model with the baseline of the old one, and says which models each side ran', async () => {
    const pr = 31;
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('swap-head'), mergeSha: sha('swap-merge') }),
      inputs: { models: OTHER_MODEL, prompt: TERSE_PROMPT },
    });

    expect(run.code, run.stdout).toBe(1);
    // Every case, then the regression twice more (confirm-regressions: auto on Bedrock).
    expect(bedrockCalls).toBe(TICKETS.length + 2);
    expect(run.outputs).toMatchObject({ 'baseline-found': 'true', 'baseline-key': pushKey, regressions: '1', passed: 'false', skipped: 'false' });
    const results = run.results[`${DATASET}.json`] as {
      comparison: { model_change: unknown; new: number; removed: number; cases: { id: string; model: string; classification: string }[] };
    };
    expect(results.comparison.model_change).toEqual({ baseline: [MODEL], now: [OTHER_MODEL] });
    expect([results.comparison.new, results.comparison.removed]).toEqual([0, 0]);
    expect(results.comparison.cases.filter((c) => c.classification === 'regression')).toEqual([
      expect.objectContaining({ id: REGRESSING_TICKET, model: OTHER_MODEL }),
    ]);

    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain(`the baseline ran \`${MODEL}\`; this run \`${OTHER_MODEL}\``);
    expect(body).toContain(REGRESSING_TICKET);
    expect(body).not.toContain('every case counts as new');
    expect(run.summary).toContain(`the baseline ran \`${MODEL}\``);
    expect(fakes.github.checkRuns.at(-1)?.output.title).toContain('1 regression');
  });

  it("never reuses the other model's results, though nothing else changed", async () => {
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: 32, headSha: sha('swap-same-head'), mergeSha: sha('swap-same-merge') }),
      inputs: { models: OTHER_MODEL },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(fakes.bedrock.requests.slice(-TICKETS.length).every((r) => r.modelId === OTHER_MODEL.slice('bedrock:'.length))).toBe(true);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'baseline-found': 'true', regressions: '0', passed: 'true' });
    expect(run.stdout).not.toContain('reusing its results');
  });

  it('adding a second model compares the first with itself and the second with the baseline verdict', async () => {
    const { run } = await step({
      event: pullRequestEvent({ number: 33, headSha: sha('add-head'), mergeSha: sha('add-merge') }),
      inputs: { models: `${MODEL}\n${OTHER_MODEL}`, prompt: TERSE_PROMPT },
    });
    expect(run.code, run.stdout).toBe(1);
    // The regressing ticket fails on both models: one regression per model.
    expect(run.outputs).toMatchObject({ 'baseline-found': 'true', regressions: '2' });
    const results = run.results[`${DATASET}.json`] as { comparison: { models_compared: string[]; model_change: unknown } };
    expect(results.comparison.models_compared).toEqual([MODEL, OTHER_MODEL]);
    expect(results.comparison.model_change).toEqual({ baseline: [MODEL], now: [MODEL, OTHER_MODEL] });
  });
});
