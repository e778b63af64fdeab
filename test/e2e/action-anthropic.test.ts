// The bundled action (dist/index.js) with an anthropic:messages: model,
// against the fake Messages API on 127.0.0.1: the key reaches the step through
// `env:` as a workflow passes a repository secret (ANTHROPIC_API_KEY), the
// endpoint through ANTHROPIC_BASE_URL. The cases are judged as the answers say, and the key is in
// no output; a fork's pull request, which gets no secrets, gets one line
// naming the variable and the clean setup failure a fork without AWS gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic.js';
import { expectKeyOnlyMasked, expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, REGRESSING_TICKET, TICKETS, triageFiles } from './triage-fixture.js';

const KEY = 'sk-ant-api03-Vb7nM2qW9eR4tY1uI6oP3aS8dF5gH0jKl';
const MODEL = 'anthropic:messages:claude-haiku-4-5';
const fakes = useActionFakes('supereval-e2e-anthropic-');
let anthropic: FakeAnthropic;
beforeAll(async () => {
  anthropic = await startFakeAnthropic({
    apiKey: KEY,
    models: ['claude-haiku-4-5'],
    handler: ({ prompt }) => {
      const ticket = TICKETS.find((t) => prompt.includes(t.text));
      return { text: ticket && ticket.id !== REGRESSING_TICKET ? ticket.label : 'billing', usage: { input: 40, output: 2 } };
    },
  });
});
afterAll(() => anthropic.close());

describe('the action with an anthropic: model', () => {
  it('runs it with the key from env:, judges the cases as the answers say, and writes the key nowhere', async () => {
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 57, headSha: sha('anthropic-head'), mergeSha: sha('anthropic-merge') }),
      inputs: { models: MODEL },
      files: triageFiles({ pass_rate: 0.5 }),
      awsCredentials: false,
      env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: anthropic.url },
    });

    expect(run.code, run.stdout).toBe(0);
    expect(anthropic.requests).toHaveLength(TICKETS.length);
    expect(anthropic.requests.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
    const results = run.results[`${DATASET}.json`] as { summary: { passed: number; total: number; cost_usd: number | null } };
    expect(results.summary).toMatchObject({ total: TICKETS.length, passed: TICKETS.length - 1 });
    expect(results.summary.cost_usd).toBeGreaterThan(0);
    expect(run.warnings.join('\n')).not.toMatch(/API key/);

    const comment = fakes.github.commentsOn('acme', 'evals', 57).at(-1)?.body ?? '';
    expectKeyOnlyMasked(run, KEY, comment);
    expectNoStackTrace(run);
  });

  it("on a fork's pull request without the secret: one line naming ANTHROPIC_API_KEY, no call, every case an error, exit 4", async () => {
    const before = anthropic.requests.length;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 58, headSha: sha('fork-head'), mergeSha: sha('fork-merge'), headRepo: 'someone/evals' }),
      inputs: { models: MODEL },
      files: triageFiles(),
      awsCredentials: false,
      env: { ANTHROPIC_BASE_URL: anthropic.url },
    });

    expect(run.code, run.stdout).toBe(4);
    expect(anthropic.requests.length - before).toBe(0);
    const warnings = run.warnings.filter((w) => w.includes('ANTHROPIC_API_KEY'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^No Anthropic API key in the environment \(ANTHROPIC_API_KEY\)/);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: String(TICKETS.length), 'setup-error': 'true' });
    // In markdown, escaped.
    expect(run.summary).toContain('No Anthropic API key in the environment: set ANTHROPIC\\_API\\_KEY');
    expectNoStackTrace(run);
  });
});
