// The vendors' batch APIs through the whole CLI (in-process). OpenAI's Batch
// API: `--batch true` with an
// openai: model uploads the calls as a JSONL file (Files, purpose=batch),
// creates a batch on /v1/chat/completions with a 24h window, polls it and
// reads the output and error files back by custom_id, against the fake
// OpenAI on 127.0.0.1 (test/fakes/openai-batch.ts). No S3 location or role is
// needed; `auto` never sends an openai: model to a batch. Anthropic's
// Message Batches the same way (test/fakes/anthropic-batch.ts), their results
// in reverse order, matched by custom_id.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_POLL_ENV, RETRY_DELAY_ENV } from '../../src/app/environment.js';
import type { Results } from '../../src/config/results.js';
import { main } from '../../src/cli/main.js';
import { EXIT } from '../../src/cli/exit.js';
import type { FakeLlmHandler } from '../fakes/llm-server.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai.js';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic.js';
import { capture } from '../helpers/io.js';
import { readResultsFile } from '../helpers/results-file.js';
import { supportQaAnswer } from '../helpers/support-qa-answers.js';
import { tempDir } from '../helpers/tmp.js';

const KEY = 'sk-proj-Bt7XqW3nR9yL2kV5mZ8sP4dG6hJ1aC0eF';
const SUPPORT_QA = path.resolve('examples/datasets/support-qa');
const root = tempDir();
const ANTHROPIC_KEY = 'sk-ant-api03-Wq4nL8xR2vT6yK0mP3sJ7dF1gH5bC9aE';
const ENV_NAMES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', RETRY_DELAY_ENV, BATCH_POLL_ENV] as const;
const saved = new Map<string, string | undefined>();
let fake: FakeOpenAI | FakeAnthropic | null = null;

beforeAll(() => {
  for (const name of ENV_NAMES) saved.set(name, process.env[name]);
  process.env[RETRY_DELAY_ENV] = '5';
  process.env[BATCH_POLL_ENV] = '1';
});
afterAll(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function cli(...args: string[]) {
  const out = capture();
  const err = capture();
  const code = await main(args, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

const support = supportQaAnswer;

async function openai(handler: FakeLlmHandler): Promise<FakeOpenAI> {
  fake = await startFakeOpenAI({ apiKey: KEY, handler, models: ['gpt-4o-mini'] });
  process.env['OPENAI_BASE_URL'] = fake.baseURL;
  process.env['OPENAI_API_KEY'] = KEY;
  return fake;
}

let runs = 0;
async function run(...extra: string[]) {
  return runModel('openai:gpt-4o-mini', ...extra);
}
async function runModel(model: string, ...extra: string[]) {
  const output = path.join(root, `out-${runs++}.json`);
  const r = await cli('run', SUPPORT_QA, '--model', model, '--output', output, ...extra);
  return { ...r, results: readResultsFile(output) };
}

/** What a case's result says, but for what only the transport decides (wall time, cost). */
function verdicts(results: Results) {
  return results.cases.map((c) => ({ id: c.id, status: c.status, results: c.results.map(({ latency_ms: _l, cost_usd: _c, ...rest }) => rest) }));
}

const liveCalls = (server: FakeOpenAI) => server.requests.filter((r) => r.operation === 'chat' && r.customId === undefined).length;

describe('OpenAI Batch API', () => {
  it('--batch true gives the verdicts and usage of a direct run, at half its cost, from one batch on /v1/chat/completions', async () => {
    const server = await openai(support);
    const direct = await run('-q');
    expect(liveCalls(server)).toBe(8);
    const batched = await run('--batch', 'true');

    expect(batched.code, batched.stderr).toBe(EXIT.blocked);
    expect(liveCalls(server)).toBe(8);
    expect(server.batch.batches.size).toBe(1);
    const [batch] = [...server.batch.batches.values()];
    expect(batch).toMatchObject({ endpoint: '/v1/chat/completions', status: 'completed', request_counts: { total: 8, completed: 8, failed: 0 } });
    const input = server.batch.files.get(batch!.input_file_id);
    expect(input?.purpose).toBe('batch');
    const lines = input!.content
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions', body: { model: 'gpt-4o-mini' } });

    expect(verdicts(batched.results)).toEqual(verdicts(direct.results));
    expect(batched.results.cases.map((c) => c.status).filter((s) => s === 'fail')).toHaveLength(2);
    for (const [i, c] of batched.results.cases.entries()) {
      const want = direct.results.cases[i]!.results[0]!;
      expect(c.results[0]!.usage).toEqual({ input_tokens: 800, output_tokens: 100, cached_input_tokens: 200 });
      expect(c.results[0]!.cost_usd).toBeCloseTo(want.cost_usd! / 2, 12);
      expect(c.results[0]!.latency_ms).toBeNull();
    }
    expect(batched.results.summary.cost_usd).toBeCloseTo(direct.results.summary.cost_usd! / 2, 12);
    expect(batched.stderr).toMatch(/OpenAI batch batch_fake1 \(supereval-support-qa-[^)]*\) submitted: 8 requests; it may take up to 24 h/);
    expect(batched.stderr).toMatch(/8 of 8 calls answered by batch/);
  }, 60_000);

  it('a line the batch failed is that case’s error under --batch-fallback error, and made on demand by default', async () => {
    // The batch refuses the line of one question (a 400 in the error file); a live call of it is answered.
    const server = await openai((request) =>
      request.customId !== undefined && request.prompt.includes('default visibility timeout')
        ? { fail: 'bad-request', message: 'max_tokens is too large for this model' }
        : support(request),
    );
    const strict = await run('--batch', 'true', '--batch-fallback', 'error', '-q');
    const failed = strict.results.cases.find((c) => c.id === 'visibility-default');
    expect(failed?.status).toBe('error');
    expect(failed?.results[0]?.error).toMatch(/the batch job did not answer this call \(HTTP 400: .*max_tokens is too large for this model\)/);
    expect(strict.results.cases.filter((c) => c.status === 'error')).toHaveLength(1);
    expect(liveCalls(server)).toBe(0);

    const lenient = await run('--batch', 'true', '-q');
    expect(lenient.results.cases.find((c) => c.id === 'visibility-default')?.status).toBe('pass');
    expect(liveCalls(server)).toBe(1);
  }, 60_000);

  it('auto never sends an openai: model to a batch (a batch may take up to 24 h), and true needs no S3 location', async () => {
    const server = await openai(support);
    const r = await run('-q');
    expect(server.batch.batches.size).toBe(0);
    expect(liveCalls(server)).toBe(8);
    expect(r.stderr).not.toMatch(/batch/);
    // With a location and a role (Bedrock's), auto still leaves openai: on demand.
    await run('--batch-s3-uri', 's3://eval-bucket/x', '--batch-role-arn', 'arn:aws:iam::123456789012:role/BedrockBatch', '-q');
    expect(server.batch.batches.size).toBe(0);
  }, 60_000);
});

describe("Anthropic's Message Batches", () => {
  const MODEL = 'anthropic:messages:claude-haiku-4-5';
  async function anthropic(handler: FakeLlmHandler): Promise<FakeAnthropic> {
    const server = await startFakeAnthropic({ apiKey: ANTHROPIC_KEY, handler });
    fake = server;
    process.env['ANTHROPIC_BASE_URL'] = server.url;
    process.env['ANTHROPIC_API_KEY'] = ANTHROPIC_KEY;
    return server;
  }
  const live = (server: FakeAnthropic) => server.requests.filter((r) => r.operation === 'messages').length;

  it('--batch true gives the verdicts and usage of a direct run, at half its cost, from one message batch', async () => {
    const server = await anthropic(support);
    const direct = await runModel(MODEL, '-q');
    expect(live(server)).toBe(8);
    const batched = await runModel(MODEL, '--batch', 'true');

    expect(batched.code, batched.stderr).toBe(EXIT.blocked);
    expect(live(server)).toBe(8);
    expect(server.batches.size).toBe(1);
    const [batch] = [...server.batches.values()];
    expect(batch?.requests).toHaveLength(8);
    expect(batch?.requests[0]?.params).toMatchObject({ model: 'claude-haiku-4-5' });
    expect(verdicts(batched.results)).toEqual(verdicts(direct.results));
    for (const [i, c] of batched.results.cases.entries()) {
      const want = direct.results.cases[i]!.results[0]!;
      expect(c.results[0]!.usage).toEqual(want.usage);
      expect(c.results[0]!.cost_usd).toBeCloseTo(want.cost_usd! / 2, 12);
    }
    expect(batched.stderr).toMatch(/Anthropic message batch msgbatch_fake1 \(.*\) submitted: 8 requests/);
  }, 60_000);

  it('an errored request is that case’s error under --batch-fallback error; an expired one too', async () => {
    const server = await startFakeAnthropic({
      apiKey: ANTHROPIC_KEY,
      handler: (request) =>
        request.customId !== undefined && request.prompt.includes('default visibility timeout')
          ? { fail: 'bad-request', message: 'max_tokens: too large' }
          : support(request),
      batchExpired: (_id, index) => index === 0,
    });
    fake = server;
    process.env['ANTHROPIC_BASE_URL'] = server.url;
    process.env['ANTHROPIC_API_KEY'] = ANTHROPIC_KEY;
    const r = await runModel(MODEL, '--batch', 'true', '--batch-fallback', 'error', '-q');
    const errors = r.results.cases.filter((c) => c.status === 'error');
    expect(errors.map((c) => c.id).sort()).toEqual(['sqs-max-size', 'visibility-default']);
    expect(errors.find((c) => c.id === 'visibility-default')?.results[0]?.error).toMatch(/errored: invalid_request_error: max_tokens: too large/);
    expect(errors.find((c) => c.id === 'sqs-max-size')?.results[0]?.error).toMatch(/the request was expired/);
    expect(live(server)).toBe(0);
  }, 60_000);
});
