// Throttling and client errors through the whole CLI against the fake
// Bedrock: a quota slows a run and never fails it; a ValidationException is
// not retried and makes only its own case `error`.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { RETRY_DELAY_ENV, retryOf } from '../../src/app/environment.js';
import { fakeError, throttling, type FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-lite-v1:0';
const CASES = 20;
const THROTTLES_PER_CASE = 2;
const root = tempDir();
const { startFake, cli } = useBedrockCli();

// Each case asks "question <i>?" and passes when the answer contains "answer <i>".
writeTree(root, {
  'qa/dataset.json': qaMeta(),
  'qa/cases.jsonl': Array.from({ length: CASES }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
});

/** Throttles the first `throttles` requests of every case (keyed by its question), then answers it. */
function throttleEachCase(throttles: number, special: (question: string) => ReturnType<FakeHandler> | undefined = () => undefined): FakeHandler {
  const seen = new Map<string, number>();
  return ({ body }) => {
    const question = firstUserText(body);
    const replaced = special(question);
    if (replaced) return replaced;
    const count = (seen.get(question) ?? 0) + 1;
    seen.set(question, count);
    if (count <= throttles) return throttling();
    const i = /question (\d+)\?/.exec(question)?.[1] ?? '';
    return { text: `That is answer ${i}.`, delayMs: 5 };
  };
}

const readResults = (file: string): Results => readResultsFile(file);

// Node prints a MaxListenersExceededWarning when one AbortSignal has over 10
// listeners; a run at concurrency 16 must not (every call listens to the run's signal).
let warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
beforeEach(() => {
  warnings = [];
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

describe('throttling through the CLI', () => {
  it('retries throttled calls until every case passes, within --concurrency', async () => {
    const fake = await startFake(throttleEachCase(THROTTLES_PER_CASE));
    const output = path.join(root, 'throttled.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${MODEL}`, '--concurrency', '16', '--output', output, '-q');
    const results = readResults(output);

    expect(results.cases.map((c) => c.status)).toEqual(Array.from({ length: CASES }, () => 'pass'));
    expect(results.summary).toMatchObject({ total: CASES, passed: CASES, errors: 0 });
    expect(r.code).toBe(EXIT.passed);
    expect(fake.stats.byStatus).toEqual({ 429: CASES * THROTTLES_PER_CASE, 200: CASES });
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(16);
    // Let a warning emitted at the end of the run reach the listener.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('makes a ValidationException case `error` with the AWS error name, after one request, and runs the rest', async () => {
    const invalid = 'question 3?';
    const fake = await startFake(
      throttleEachCase(1, (question) =>
        question.includes(invalid) ? fakeError(400, 'ValidationException', 'The provided request is not valid: maxTokens too large.') : undefined,
      ),
    );
    const output = path.join(root, 'invalid.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${MODEL}`, '--concurrency', '4', '--output', output, '-q');
    const results = readResults(output);
    const bad = results.cases.find((c) => c.id === 'c3')!;

    expect(bad.status).toBe('error');
    expect(bad.results[0]!.error).toContain('ValidationException');
    expect(bad.results[0]!.error).toContain('maxTokens too large');
    expect(fake.requests.filter((q) => firstUserText(q.body).includes(invalid))).toHaveLength(1);
    expect(results.cases.filter((c) => c.id !== 'c3').every((c) => c.status === 'pass')).toBe(true);
    expect(results.summary).toMatchObject({ total: CASES, passed: CASES - 1, errors: 1 });
    expect(r.code).toBe(EXIT.blocked);
  });
});

describe(RETRY_DELAY_ENV, () => {
  it('sets the first backoff ceiling, and a bad value is a usage error naming the variable', async () => {
    expect(retryOf({})).toEqual({});
    expect(retryOf({ [RETRY_DELAY_ENV]: ' ' })).toEqual({});
    expect(retryOf({ [RETRY_DELAY_ENV]: '0' })).toEqual({ baseDelayMs: 0 });
    expect(retryOf({ [RETRY_DELAY_ENV]: '250' })).toEqual({ baseDelayMs: 250 });
    const saved = process.env[RETRY_DELAY_ENV];
    process.env[RETRY_DELAY_ENV] = 'fast';
    try {
      const r = await cli('run', path.join(root, 'qa'), '--model', `bedrock:${MODEL}`, '-q');
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr).toContain(`${RETRY_DELAY_ENV}: (environment): must be a number of milliseconds >= 0, got "fast"`);
    } finally {
      process.env[RETRY_DELAY_ENV] = saved;
    }
  });
});

describe('concurrency', () => {
  it("honours a dataset's own concurrency when no --concurrency is given", async () => {
    writeTree(root, {
      'wide/dataset.json': qaMeta({ concurrency: 12 }),
      'wide/cases.jsonl': Array.from({ length: 36 }, (_, i) => qaCase(`w${i}`, `question ${i}?`, `answer ${i}`)),
    });
    const fake = await startFake(throttleEachCase(0, () => undefined));
    const r = await cli('run', path.join(root, 'wide'), '--model', `bedrock:${MODEL}`, '-q');
    expect(r.code).toBe(EXIT.passed);
    // 36 calls of 5 ms each, 12 at a time: the fake must see more than the default 8 at once, never more than 12.
    expect(fake.stats.maxInFlight).toBeGreaterThan(8);
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(12);
  });
});
