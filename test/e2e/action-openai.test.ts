// The bundled action (dist/index.js) with an openai: model, against the fake
// OpenAI on 127.0.0.1: the key reaches the step through `env:` as a workflow
// passes a repository secret (OPENAI_API_KEY), the endpoint through
// OPENAI_BASE_URL. The cases are judged as the answers say, and the key is in
// no output; a fork's pull request, which gets no secrets, gets one line
// naming the variable and the clean setup failure a fork without AWS gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai.js';
import { expectKeyOnlyMasked, expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, REGRESSING_TICKET, TICKETS, triageFiles } from './triage-fixture.js';

const KEY = 'sk-proj-8hQ2vN5tR1wX7kL3mZ9pB4cJ6dF0gS2aE';
const fakes = useActionFakes('supereval-e2e-openai-');
let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI({
    apiKey: KEY,
    models: ['gpt-4o-mini'],
    handler: ({ prompt }) => {
      const ticket = TICKETS.find((t) => prompt.includes(t.text));
      return { text: ticket && ticket.id !== REGRESSING_TICKET ? ticket.label : 'billing', usage: { input: 40, output: 2 } };
    },
  });
});
afterAll(() => openai.close());

describe('the action with an openai: model', () => {
  it('runs it with the key from env:, judges the cases as the answers say, and writes the key nowhere', async () => {
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 47, headSha: sha('openai-head'), mergeSha: sha('openai-merge') }),
      inputs: { models: 'openai:gpt-4o-mini' },
      files: triageFiles({ pass_rate: 0.5 }),
      awsCredentials: false,
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: openai.baseURL },
    });

    expect(run.code, run.stdout).toBe(0);
    expect(openai.requests.filter((r) => r.operation === 'chat')).toHaveLength(TICKETS.length);
    expect(openai.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    const results = run.results[`${DATASET}.json`] as { summary: { passed: number; total: number; cost_usd: number | null } };
    expect(results.summary).toMatchObject({ total: TICKETS.length, passed: TICKETS.length - 1 });
    expect(results.summary.cost_usd).toBeGreaterThan(0);
    expect(run.warnings.join('\n')).not.toMatch(/API key/);

    const comment = fakes.github.commentsOn('acme', 'evals', 47).at(-1)?.body ?? '';
    expectKeyOnlyMasked(run, KEY, comment);
    expectNoStackTrace(run);
  });

  it("on a fork's pull request without the secret: one line naming OPENAI_API_KEY, no call, every case an error, exit 4", async () => {
    const before = openai.requests.length;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 48, headSha: sha('fork-head'), mergeSha: sha('fork-merge'), headRepo: 'someone/evals' }),
      inputs: { models: 'openai:gpt-4o-mini' },
      files: triageFiles(),
      awsCredentials: false,
      env: { OPENAI_BASE_URL: openai.baseURL },
    });

    expect(run.code, run.stdout).toBe(4);
    expect(openai.requests.length - before).toBe(0);
    const warnings = run.warnings.filter((w) => w.includes('OPENAI_API_KEY'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^No OpenAI API key in the environment \(OPENAI_API_KEY\)/);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: String(TICKETS.length), 'setup-error': 'true' });
    // In markdown, escaped.
    expect(run.summary).toContain('No OpenAI API key in the environment: set OPENAI\\_API\\_KEY');
    expectNoStackTrace(run);
  });
});
