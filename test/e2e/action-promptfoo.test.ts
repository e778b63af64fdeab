// A team on promptfoo points the action at its promptfooconfig.yaml and sets
// no models: dist/index.js runs the config's Bedrock provider (a fake on
// 127.0.0.1), saves the default branch's baseline, and on a pull request that
// edits the prompt file the config references reports each test that
// regressed, by its description, in the comment and the check. Unchanged, the
// config's cached results are reused; a provider supereval does not run stops
// the step before any call.
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-promptfoo-');

const CONFIG = `description: Capitals
prompts:
  - file://prompt.txt
providers:
  - id: bedrock:converse:us.anthropic.claude-sonnet-4-5-20250929-v1:0
    label: sonnet
    config: { temperature: 0, max_tokens: 64 }
tests:
  - description: france
    vars: { country: France }
    assert:
      - type: contains
        value: France
  - file://tests.csv
`;
const TESTS_CSV = 'country,__expected,__description\nSpain,contains: Spain,spain\nPeru,icontains: peru,peru\n';

function checkout(prompt: string, config = CONFIG): ActionRunOptions['files'] {
  return { 'evals/promptfooconfig.yaml': config, 'evals/prompt.txt': prompt, 'evals/tests.csv': TESTS_CSV };
}

async function step(event: ActionRunOptions['event'], files: ActionRunOptions['files']) {
  const before = fakes.bedrock.stats.requests;
  // No `models`: the config names its provider.
  const run = await fakes.runner.run({ files, bedrockUrl: fakes.bedrock.url, event, inputs: { datasets: 'evals', models: '' } });
  return { run, bedrockCalls: fakes.bedrock.stats.requests - before };
}

describe('a promptfoo config in the action', () => {
  it("the default branch runs the config's provider and saves its baseline", async () => {
    const { run, bedrockCalls } = await step(pushEvent(sha('pf-main')), checkout('Tell me about {{ country }}.\n'));
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(3);
    expect(run.outputs).toMatchObject({ passed: 'true', 'baseline-found': 'false' });
    expect(run.outputs['baseline-key']).toContain('evals');
    const request = fakes.bedrock.requests.at(-1);
    expect(request?.modelId).toBe('us.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect((request?.body as { inferenceConfig?: unknown }).inferenceConfig).toEqual({ temperature: 0, maxTokens: 64 });
    const results = run.results['evals.json'] as { dataset: { type: string }; cases: { id: string; status: string; results: { model: string }[] }[] };
    expect(results.dataset.type).toBe('promptfoo');
    expect(results.cases.map((c) => [c.id, c.status, c.results[0]?.model])).toEqual([
      ['france', 'pass', 'sonnet'],
      ['spain', 'pass', 'sonnet'],
      ['peru', 'pass', 'sonnet'],
    ]);
  });

  it('a pull request that edits the prompt file is run again, and its regressions are named by test', async () => {
    const pr = 61;
    const { run, bedrockCalls } = await step(
      pullRequestEvent({ number: pr, headSha: sha('pf-lower-head'), mergeSha: sha('pf-lower-merge') }),
      checkout('Say hello to {{ country | lower }}.\n'),
    );
    expect(run.code, run.stdout).toBe(1);
    // The three tests, then each of the two regressions twice more (confirm-regressions: auto on Bedrock).
    expect(bedrockCalls).toBe(3 + 2 * 2);
    expect(run.outputs).toMatchObject({ passed: 'false', 'baseline-found': 'true', regressions: '2', calls: '7' });
    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain('france');
    expect(body).toContain('spain');
    expect(body).toContain('echo: Say hello to france.');
    expect(fakes.github.checkRuns.at(-1)?.output.title).toContain('2 regressions');
  });

  it('an unchanged config reuses its cached results without a call', async () => {
    const { run, bedrockCalls } = await step(
      pullRequestEvent({ number: 62, headSha: sha('pf-same-head'), mergeSha: sha('pf-same-merge') }),
      checkout('Tell me about {{ country }}.\n'),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(0);
    expect(run.outputs).toMatchObject({ passed: 'true', skipped: 'true' });
  });

  it('a provider supereval does not run fails the step before any call, naming it', async () => {
    const config = CONFIG.replace('bedrock:converse:us.anthropic.claude-sonnet-4-5-20250929-v1:0', 'cohere:command-r');
    const { run, bedrockCalls } = await step(
      pullRequestEvent({ number: 63, headSha: sha('pf-cohere-head'), mergeSha: sha('pf-cohere-merge') }),
      checkout('Hi {{ country }}', config),
    );
    expect(run.code, run.stdout).not.toBe(0);
    expect(bedrockCalls).toBe(0);
    expect(run.errors.join('\n')).toContain('supereval does not run the provider "cohere:command-r"');
    expect(run.errors.join('\n')).toContain('providers[0]');
  });
});
