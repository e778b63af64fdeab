import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '../../src/score/sandbox/time-limit.js';
import type { Assertion } from '../../src/config/case.js';
import { caseProblems, runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { assertContext } from '../helpers/assert-context.js';
import { listenLocal, parseJsonBody, sendJson, type RunningServer } from '../fakes/http.js';
import { KINDS } from '../../src/kinds/index.js';

// A grader on 127.0.0.1: each path answers one way; every request body is kept.
const received: unknown[] = [];
let server: RunningServer;
beforeAll(async () => {
  server = await listenLocal((req, res, body) => {
    received.push({ method: req.method, type: req.headers['content-type'], body: parseJsonBody(body) });
    const answers: Record<string, () => void> = {
      '/pass': () => sendJson(res, 200, { pass: true, score: 0.8, reason: 'fine' }),
      '/fail': () => sendJson(res, 200, { pass: false }),
      '/bare-pass': () => sendJson(res, 200, { pass: true }),
      '/empty': () => sendJson(res, 200, {}),
      '/string-score': () => sendJson(res, 200, { pass: true, score: 'high' }),
      '/status': () => sendJson(res, 503, { pass: true }),
      '/not-json': () => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>pass</html>');
      },
      '/slow': () => void setTimeout(() => sendJson(res, 200, { pass: true }), 2000),
    };
    (answers[req.url ?? ''] ?? (() => sendJson(res, 404, {})))();
  });
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllEnvs());

const context = () => assertContext({ prompt: 'Capital of France?', testCase: { vars: { city: 'Paris' }, input: {}, expected: {} } });
const hook = (type: string, path: string): Assertion => ({ type, value: `${server.origin}${path}` });
const run = (a: Assertion, output = 'Paris', limits?: TimeLimits) => runAssertion(a, output, limits ? { ...context(), limits } : context());

describe('webhook', () => {
  it('POSTs {output, context: {prompt, vars}} as JSON and takes the answer’s pass, score and reason', async () => {
    received.length = 0;
    expect(await run(hook('webhook', '/pass'), 'Grüße')).toMatchObject({ status: 'pass', score: 0.8, reason: 'fine' });
    expect(received).toEqual([
      { method: 'POST', type: 'application/json', body: { output: 'Grüße', context: { prompt: 'Capital of France?', vars: { city: 'Paris' } } } },
    ]);
  });

  it('without a score, pass gives 1 and fail 0, with promptfoo’s reasons', async () => {
    expect(await run(hook('webhook', '/fail'))).toMatchObject({ status: 'fail', score: 0, reason: 'Webhook returned false' });
    expect(await run(hook('webhook', '/bare-pass'))).toMatchObject({ status: 'pass', score: 1, reason: 'Assertion passed' });
  });

  it('not- inverts pass and a given score', async () => {
    expect(await run(hook('not-webhook', '/pass'))).toMatchObject({ status: 'fail', reason: 'fine' });
    expect((await run(hook('not-webhook', '/pass'))).score).toBeCloseTo(0.2, 12);
    expect(await run(hook('not-webhook', '/fail'))).toMatchObject({ status: 'pass', score: 1, reason: 'Assertion passed' });
    expect(await run(hook('not-webhook', '/bare-pass'))).toMatchObject({ status: 'fail', score: 0, reason: 'Webhook returned true' });
  });

  it('non-2xx, not JSON, no boolean pass, a score that is not a number: errors, negated or not', async () => {
    for (const type of ['webhook', 'not-webhook']) {
      expect(await run(hook(type, '/status'))).toMatchObject({ status: 'error', pass: null, reason: expect.stringContaining('answered status 503') });
      expect(await run(hook(type, '/not-json'))).toMatchObject({ status: 'error', reason: expect.stringContaining('not JSON') });
      expect(await run(hook(type, '/empty'))).toMatchObject({ status: 'error', reason: expect.stringContaining('without a boolean "pass"') });
      expect(await run(hook(type, '/string-score'))).toMatchObject({
        status: 'error',
        reason: expect.stringContaining('"score" that is not a number'),
      });
    }
  });

  it('no answer within SUPEREVAL_WEBHOOK_TIME_LIMIT_MS is an error; so is a refused connection', async () => {
    const started = Date.now();
    expect(await run(hook('webhook', '/slow'), 'Paris', { ...DEFAULT_TIME_LIMITS, webhookMs: 300 })).toMatchObject({
      status: 'error',
      reason: `webhook ${server.origin}/slow did not answer within the 300 ms time limit (SUPEREVAL_WEBHOOK_TIME_LIMIT_MS)`,
    });
    expect(Date.now() - started).toBeLessThan(1900);
    const closed = await listenLocal(() => undefined);
    await closed.close();
    expect(await run({ type: 'webhook', value: `${closed.origin}/x` })).toMatchObject({
      status: 'error',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('a value that is not an http(s) URL is refused when the dataset loads', () => {
    const testCase = {
      ...context().testCase,
      line: 9,
      assert: [{ type: 'webhook', value: 'ftp://x' }, { type: 'webhook' }, { type: 'not-webhook', value: 'http://127.0.0.1:1/ok' }],
    };
    expect(caseProblems(KINDS.qa, [testCase])).toEqual([
      { line: 9, field: 'assert.0.value', message: 'webhook: "ftp://x" is not an http(s) URL' },
      { line: 9, field: 'assert.1.value', message: 'webhook: `value` must be the webhook URL' },
    ]);
  });
});
