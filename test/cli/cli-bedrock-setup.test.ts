// Setup errors through the whole CLI, with the real AWS SDK against the fake
// Bedrock: a model id that needs an inference profile, access denied, an
// unknown model, refused credentials or a region that does not resolve are
// configuration problems. The first call that meets one stops calls to that
// model; the report says it once, in full, and the exit code is 4, not 1.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { fakeError, type FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const GOOD = 'us.amazon.nova-micro-v1:0';
const BASE_ID = 'anthropic.claude-3-7-sonnet-20250219-v1:0';
const PROFILE_MESSAGE = `Invocation of model ID ${BASE_ID} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.`;
const CASES = 30;
const root = tempDir();
const { startFake, cli } = useBedrockCli();

writeTree(root, {
  'qa/dataset.json': qaMeta(),
  'qa/cases.jsonl': Array.from({ length: CASES }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
});

const answer: FakeHandler = ({ body }) => ({ text: `That is answer ${/question (\d+)\?/.exec(firstUserText(body))?.[1] ?? ''}.` });
/** Refuses `modelId` with the given error; answers every other model. */
const refusing =
  (modelId: string, status: number, type: string, message: string): FakeHandler =>
  (request) =>
    request.modelId === modelId ? fakeError(status, type, message) : answer(request);

const readResults = (file: string): Results => readResultsFile(file);
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('a setup error stops calls to its model and is reported once', () => {
  it('needs an inference profile: one call, every case error with that reason, the full message once on stderr and in the report, exit 4', async () => {
    const fake = await startFake(refusing(BASE_ID, 400, 'ValidationException', PROFILE_MESSAGE));
    const output = path.join(root, 'profile.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${BASE_ID}`, '--concurrency', '8', '--output', output, '-q');

    expect(r.code, r.stderr).toBe(EXIT.setup);
    expect(fake.stats.byModel[BASE_ID]).toBe(1);
    const results = readResults(output);
    expect(results.cases.every((c) => c.status === 'error' && c.results[0]?.error?.includes(PROFILE_MESSAGE))).toBe(true);
    expect(results.setup_errors).toEqual([expect.objectContaining({ model: `bedrock:${BASE_ID}`, role: 'model', kind: 'needs-inference-profile' })]);
    // The fix names the inference profile id to use, whole.
    expect(results.setup_errors?.[0]?.fix).toContain(`us.${BASE_ID}`);

    expect(count(r.stderr, PROFILE_MESSAGE)).toBe(1);
    expect(r.stderr).toContain(`us.${BASE_ID}`);
    expect(r.stderr).toMatch(/setup error/i);
    expect(r.stderr).toMatch(/not a regression/i);
    // The report says it once, first, and lists no 30 identical rows.
    expect(count(r.stdout, PROFILE_MESSAGE)).toBe(1);
    expect(r.stdout.indexOf('setup error')).toBeLessThan(r.stdout.indexOf('blocked'));
    expect(r.stdout).toContain(`${CASES} results of this dataset are errors`);
    expect(results.gate.passed).toBe(false);
    expect(results.gate.reasons.join('\n')).toMatch(/setup/);
  });

  it('markdown shows the whole message and fix in a section at the top', async () => {
    await startFake(refusing(BASE_ID, 400, 'ValidationException', PROFILE_MESSAGE));
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${BASE_ID}`, '--format', 'markdown', '-q');
    expect(r.code).toBe(EXIT.setup);
    expect(count(r.stdout, PROFILE_MESSAGE)).toBe(1);
    expect(r.stdout.indexOf('Setup error')).toBeLessThan(r.stdout.indexOf('| Pass rate'));
    expect(r.stdout).not.toContain('Failing cases');
  });

  it('only the refused model stops: the other model of the run gets every call', async () => {
    const fake = await startFake(
      refusing(
        BASE_ID,
        403,
        'AccessDeniedException',
        `User: arn:aws:iam::123456789012:user/ci is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/${BASE_ID}`,
      ),
    );
    const output = path.join(root, 'two.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${GOOD}`, '--model', `bedrock:${BASE_ID}`, '--output', output, '-q');

    expect(r.code).toBe(EXIT.setup);
    expect(fake.stats.byModel[GOOD]).toBe(CASES);
    expect(fake.stats.byModel[BASE_ID]).toBe(1);
    const results = readResults(output);
    expect(results.setup_errors?.map((e) => [e.model, e.kind])).toEqual([[`bedrock:${BASE_ID}`, 'access-denied']]);
    expect(
      results.cases
        .flatMap((c) => c.results)
        .filter((x) => x.model === `bedrock:${GOOD}`)
        .every((x) => x.status === 'pass'),
    ).toBe(true);
    expect(r.stderr).toContain('bedrock:InvokeModel');
  });

  it('the judge model too: a judge refused once is not called again', async () => {
    const JUDGE = 'anthropic.claude-judge-v1:0';
    writeTree(root, {
      'judged/dataset.json': qaMeta({ name: 'judged' }),
      'judged/cases.jsonl': Array.from({ length: 10 }, (_, i) =>
        qaCase(`j${i}`, `question ${i}?`, `answer ${i}`, { assert: [{ type: 'llm-rubric', value: 'is right' }] }),
      ),
    });
    const fake = await startFake(refusing(JUDGE, 404, 'ResourceNotFoundException', 'Model not found.'));
    const output = path.join(root, 'judged.json');
    const r = await cli(
      'run',
      path.join(root, 'judged'),
      '--model',
      `bedrock:${GOOD}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--output',
      output,
      '-q',
    );

    expect(r.code, r.stderr).toBe(EXIT.setup);
    expect(fake.stats.byModel[JUDGE]).toBe(1);
    expect(readResults(output).setup_errors).toEqual([expect.objectContaining({ model: `bedrock:${JUDGE}`, role: 'judge', kind: 'unknown-model' })]);
    expect(r.stderr).toMatch(/judge/);
  });

  it('refused credentials (UnrecognizedClientException) are a setup error', async () => {
    const fake = await startFake(() => fakeError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.'));
    const output = path.join(root, 'creds.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${GOOD}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.setup);
    expect(fake.stats.requests).toBe(1);
    expect(readResults(output).setup_errors?.[0]?.kind).toBe('bad-credentials');
  });

  it('a region whose endpoint does not resolve is a setup error, found without retrying for minutes', async () => {
    await startFake(answer);
    const saved = process.env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'];
    process.env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'] = 'http://bedrock-runtime.us-nowhere-9.invalid';
    try {
      const output = path.join(root, 'region.json');
      const started = Date.now();
      const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${GOOD}`, '--output', output, '-q');
      expect(r.code, r.stderr).toBe(EXIT.setup);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(readResults(output).setup_errors?.[0]?.kind).toBe('bad-region');
      expect(r.stderr).toContain('bedrock-runtime.us-nowhere-9.invalid');
    } finally {
      process.env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'] = saved;
    }
  });

  it('a model that answered once is configured: a later AccessDenied is an ordinary error, exit 1', async () => {
    let calls = 0;
    const fake = await startFake((request) => (++calls === 1 ? answer(request) : fakeError(403, 'AccessDeniedException', 'not authorized')));
    const output = path.join(root, 'later.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${GOOD}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.blocked);
    expect(fake.stats.requests).toBe(CASES);
    expect(readResults(output).setup_errors).toBeUndefined();
  });
});
