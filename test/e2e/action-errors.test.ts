// The bundle when something is missing or wrong: no AWS credentials, bad
// inputs, a malformed cases file. The step must say what is wrong in one line
// a user can act on, never pass by accident, and never print a stack trace.
import { describe, expect, it } from 'vitest';
import { useActionFakes, pullRequestEvent, sha, expectNoStackTrace } from './action-runner.js';
import { CASES_PATH, DATASET, MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-errors-', triageModel);

const event = pullRequestEvent({ number: 5, headSha: sha('err-head'), mergeSha: sha('err-merge') });

describe('the action when something is missing or wrong', () => {
  it('without AWS credentials: warns by name, every case is an error (never a pass), results are still written, the step fails as a setup error', async () => {
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      awsCredentials: false,
    });

    expect(run.code, run.stdout).toBe(4);
    expect(fakes.bedrock.stats.requests - before).toBe(0);
    expect(run.warnings.join('\n')).toMatch(/No AWS credentials in the environment \(AWS_ACCESS_KEY_ID\/AWS_SECRET_ACCESS_KEY/);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: String(TICKETS.length), 'pass-rate': '0' });

    const results = run.results[`${DATASET}.json`] as {
      summary: { total: number; passed: number; errors: number };
      cases: { status: string; results: { error: string | null }[] }[];
    };
    expect(results.summary).toMatchObject({ total: TICKETS.length, passed: 0, errors: TICKETS.length });
    for (const c of results.cases) {
      expect(c.status).toBe('error');
      expect(c.results[0]?.error).toContain('No AWS credentials found');
    }
    expect(run.summary).toContain('No AWS credentials found');
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: sha('err-head'), conclusion: 'failure' });
    expectNoStackTrace(run);
  });

  it('with concurrency 0: fails before any work with the input named, in one line', async () => {
    const checks = fakes.github.checkRuns.length;
    const run = await fakes.runner.run({ event, inputs: { models: MODEL, concurrency: '0' }, files: triageFiles(), bedrockUrl: fakes.bedrock.url });

    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toBe('concurrency must be a whole number of at least 1, got "0"');
    expect(run.outputs).toEqual({});
    expect(fakes.github.checkRuns).toHaveLength(checks);
    expectNoStackTrace(run);
  });

  it('with a model of a provider supereval does not run: fails before any credential lookup or call, naming it and the providers it runs', async () => {
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event,
      inputs: { models: `${MODEL}\nmistral:large` },
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      awsCredentials: false,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      'models: unknown provider "mistral" in "mistral:large": supereval runs bedrock:<model id>, replay:<file>, exec:<command>, echo, openai:<model>, azure:chat:<name>, anthropic:messages:<model>, google:<model>, vertex:<model>, ollama:chat:<model> (a bare model id means bedrock)',
    ]);
    // Before the credential check: no warning about AWS, no call.
    expect(run.warnings).toEqual([]);
    expect(fakes.bedrock.stats.requests - before).toBe(0);
    expectNoStackTrace(run);
  });

  it('with a misspelt field in a case: warns at its file and line with the field meant, and runs', async () => {
    const files = triageFiles();
    const [first, ...rest] = files[CASES_PATH] as object[];
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: { ...files, [CASES_PATH]: [{ ...first, mustpass: true }, ...rest] },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code, run.stdout).toBe(0);
    expect(run.warnings.filter((w) => w.includes('mustpass'))).toEqual([
      `${CASES_PATH}:1: mustpass: unknown field, ignored; did you mean "must_pass"?`,
    ]);
  });

  it('with a problem on each of 150,000 lines: lists the first 100 and counts the rest (a spread of them overflowed the stack)', async () => {
    const n = 150_000;
    const lines = Array.from({ length: n }, (_, i) => JSON.stringify({ id: `c${i}`, input: { text: 'x' }, expected: {} }));
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: { ...triageFiles(), [CASES_PATH]: `${lines.join('\n')}\n` },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    const said = (run.errors[0] ?? '').split('\n');
    expect(said).toHaveLength(101);
    expect(said[0]).toMatch(new RegExp(`^${CASES_PATH}:1: expected\\.label: .+`));
    expect(said[99]).toMatch(new RegExp(`^${CASES_PATH}:100: expected\\.label: .+`));
    expect(said[100]).toBe(`…and ${n - 100} more problems, not listed: fix the ones above and run again to see what is left`);
    expect(run.outputs).toEqual({});
    expectNoStackTrace(run);
  });

  it('with a malformed cases.jsonl: fails with path:line: field: problem for each bad line', async () => {
    const files = triageFiles();
    const good = TICKETS.map((t) => JSON.stringify({ id: t.id, input: { text: t.text }, expected: { label: t.label } }));
    const cases = [
      good[0],
      '{"id": "broken", "input": {"text": "unterminated"',
      good[1],
      JSON.stringify({ id: 'no-label', input: { text: 'x' }, expected: {} }),
      good[2],
    ];
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: { ...files, [CASES_PATH]: `${cases.join('\n')}\n` },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    const lines = (run.errors[0] ?? '').split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${CASES_PATH}:2: \\(json\\): .+`));
    expect(lines[1]).toMatch(new RegExp(`^${CASES_PATH}:4: expected\\.label: .+`));
    expect(run.outputs).toEqual({});
    expectNoStackTrace(run);
  });

  it('with one dataset of two refused (an unknown assertion type): the other runs and is published, the bad one is named and fails the step', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: {
        ...triageFiles(),
        'datasets/bad/dataset.json': { name: 'bad', type: 'classification', labels: ['billing'] },
        'datasets/bad/cases.jsonl': [{ id: 'x', input: { text: 't' }, expected: { label: 'billing' }, assert: [{ type: 'contians', value: 'b' }] }],
      },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(Object.keys(run.results)).toEqual([`${DATASET}.json`]);
    expect(run.outputs).toMatchObject({ passed: 'false' });
    const said = run.errors.join('\n');
    expect(said).toContain(
      'datasets/bad/cases.jsonl:1: assert.0.type: unknown assertion type "contians"; the nearest known type is "contains" (supported types: docs/scoring.md)',
    );
    expect(said).toContain('datasets/bad: not run; its problems are listed above');
    expectNoStackTrace(run);
  });

  it('outside a workflow run (no GITHUB_RUN_ID): says what is missing, without a stack trace', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      env: { GITHUB_RUN_ID: undefined },
    });

    expect(run.code).toBe(1);
    expect(run.errors).toEqual(['GITHUB_RUN_ID is not set: is this running in GitHub Actions?']);
    expectNoStackTrace(run);
  });
});
