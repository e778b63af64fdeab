// The shared HTTP layer of the model APIs (src/providers/http/) against
// servers on 127.0.0.1: the fake OpenAI for a vendor's real replies, and a
// bare node:http server for what no vendor sends on purpose (a body past the
// bound, a reply that never ends, a redirect).
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiKeyEnvarProblem,
  durationMs,
  failureError,
  headerRetryDelayMs,
  JsonApi,
  missingKeyError,
  readApiKey,
  sendHttp,
  type ApiErrors,
  type CallSite,
  type HttpReply,
} from '../../src/providers/http/index.js';
import { ProviderError } from '../../src/providers/types.js';
import { listenLocal, sendJson, type RunningServer } from '../fakes/http.js';
import { sequence } from '../fakes/llm-server.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai.js';
import { rejectionOf } from '../helpers/errors.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const local = async (handler: Parameters<typeof listenLocal>[0]): Promise<RunningServer> => {
  const server = await listenLocal(handler);
  servers.push(server);
  return server;
};
const fakeOpenAI = async (options: Parameters<typeof startFakeOpenAI>[0] = {}): Promise<FakeOpenAI> => {
  const fake = await startFakeOpenAI(options);
  servers.push(fake);
  return fake;
};
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProviderError);

/** OpenAI's error body, as the OpenAI provider reads it. */
const openAIErrors: ApiErrors = {
  read(body) {
    const error = (body as { error?: { message?: unknown; code?: unknown; type?: unknown } } | undefined)?.error;
    if (typeof error?.message !== 'string') return null;
    return {
      message: error.message,
      ...(typeof error.code === 'string' ? { code: error.code } : {}),
      ...(typeof error.type === 'string' ? { type: error.type } : {}),
    };
  },
  quotaCodes: ['insufficient_quota'],
};

const api = (baseUrl: string, key: string | null = 'test-key') =>
  new JsonApi({
    service: 'OpenAI',
    baseUrl,
    endpointFrom: 'OPENAI_BASE_URL',
    key: key === null ? { value: null, variables: ['OPENAI_API_KEY'] } : { value: key, from: 'OPENAI_API_KEY' },
    // The fake's address is the environment's endpoint, as OPENAI_BASE_URL would name it.
    keyHosts: { vendor: ['api.openai.com'], variables: ['OPENAI_BASE_URL'], listed: [] },
    env: { OPENAI_BASE_URL: baseUrl },
    authHeaders: (value) => ({ authorization: `Bearer ${value}` }),
    errors: openAIErrors,
  });
const ask = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };

describe('sendHttp', () => {
  it('speaks plain http:// and reads the whole body with its wall time', async () => {
    const server = await local((_req, res) => sendJson(res, 200, { ok: true }));
    const reply = await sendHttp({ url: `${server.origin}/x`, json: { a: 1 } }, 'test');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual({ ok: true });
    expect(reply.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('refuses a declared body over the bound before reading it, and a chunked one once it passes it', async () => {
    const declared = await local((_req, res) => sendJson(res, 200, { text: 'x'.repeat(2000) }));
    const big = await failure(sendHttp({ url: declared.origin, maxBytes: 1000 }, 'OpenAI m'));
    expect(big.code).toBe('ReplyTooLarge');
    expect(big.retryable).toBe(false);
    const chunked = await local((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 20; i++) res.write('y'.repeat(100));
      res.end();
    });
    expect((await failure(sendHttp({ url: chunked.origin, maxBytes: 1000 }, 'OpenAI m'))).message).toMatch(/over the 1000-byte bound/);
  });

  it('ends a reply that never comes at its deadline, retryably', async () => {
    const silent = await local(() => new Promise(() => undefined));
    const error = await failure(sendHttp({ url: silent.origin, timeoutMs: 50 }, 'OpenAI m'));
    expect(error).toMatchObject({ code: 'TimeoutError', retryable: true });
  });

  it('says the run stopped when the caller aborts, not a timeout', async () => {
    const silent = await local(() => new Promise(() => undefined));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect((await failure(sendHttp({ url: silent.origin, signal: controller.signal }, 'OpenAI m'))).code).toBe('AbortError');
  });

  it('makes a refused connection retryable, and a URL that is not http(s) a setup error', async () => {
    const server = await local((_req, res) => sendJson(res, 200, {}));
    const { origin } = server;
    await server.close();
    const refused = await failure(sendHttp({ url: origin }, 'OpenAI m'));
    expect(refused).toMatchObject({ code: 'ECONNREFUSED', retryable: true });
    const bad = await failure(sendHttp({ url: 'ftp://example.com/v1' }, 'OpenAI m'));
    expect(bad.setup).toMatchObject({ kind: 'bad-endpoint' });
    expect(bad.message).toContain('"ftp://example.com/v1"');
  });

  it('does not follow a redirect: the key would go to another host', async () => {
    const server = await local((_req, res) => {
      res.writeHead(302, { location: 'https://elsewhere.example/v1/chat/completions' });
      res.end();
    });
    const error = await failure(api(server.origin).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(error.setup?.kind).toBe('bad-endpoint');
    expect(error.setup?.fix).toContain('redirects to https://elsewhere.example');
  });
});

describe('JsonApi against the fake OpenAI', () => {
  it('posts JSON with the bearer key and parses the reply', async () => {
    const fake = await fakeOpenAI();
    const reply = await api(fake.baseURL).post('chat/completions', ask, { target: 'gpt-4o-mini' });
    expect(reply.json).toMatchObject({ object: 'chat.completion', choices: [{ message: { content: 'echo: hi' } }] });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer test-key');
  });

  it('a missing key is a setup error naming the variable, and nothing is sent', async () => {
    const fake = await fakeOpenAI();
    const error = await failure(api(fake.baseURL, null).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(error.setup).toMatchObject({ kind: 'no-credentials' });
    expect(error.message).toMatch(/^No OpenAI API key in the environment: set OPENAI_API_KEY\./);
    expect(fake.stats.requests).toBe(0);
  });

  it('a refused key is a setup error naming where the key came from', async () => {
    const fake = await fakeOpenAI();
    const error = await failure(api(fake.baseURL, 'sk-wrong-key-1234').post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(error).toMatchObject({ code: 'invalid_api_key', retryable: false });
    expect(error.setup).toEqual({ kind: 'bad-credentials', fix: expect.stringContaining('set OPENAI_API_KEY to a valid key') as string });
  });

  it('names a body that is not JSON MalformedReply, and a body cut short TruncatedReply (retryable)', async () => {
    const fake = await fakeOpenAI({ handler: sequence({ fail: 'malformed' }, { fail: 'truncated' }) });
    const malformed = await failure(api(fake.baseURL).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(malformed).toMatchObject({ code: 'MalformedReply', retryable: false });
    expect(malformed.message).toMatch(/^malformed reply from OpenAI gpt-4o-mini: the body is not JSON; it began "\{\\"id\\": \\"broken\\"/);
    const truncated = await failure(api(fake.baseURL).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(truncated).toMatchObject({ code: 'TruncatedReply', retryable: true });
  });

  it('a 429 is throttled with the wait the reply asks for; an unknown model and a wrong path are setup errors', async () => {
    const fake = await fakeOpenAI({
      models: ['gpt-4o-mini'],
      handler: sequence({ fail: 'rate-limit', retryAfter: '2', retryAfterMs: 1250 }, { fail: 'rate-limit', retryAfter: '3' }),
    });
    const first = await failure(api(fake.baseURL).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(first).toMatchObject({ code: 'rate_limit_exceeded', retryable: true, throttled: true, retryAfterMs: 1250 });
    expect((await failure(api(fake.baseURL).post('chat/completions', ask, { target: 'gpt-4o-mini' }))).retryAfterMs).toBe(3000);
    const unknown = await failure(api(fake.baseURL).post('chat/completions', { ...ask, model: 'gpt-9' }, { target: 'gpt-9' }));
    expect(unknown.setup).toMatchObject({ kind: 'unknown-model' });
    const wrongPath = await failure(api(`${fake.url}/openai`).post('chat/completions', ask, { target: 'gpt-4o-mini' }));
    expect(wrongPath.setup).toMatchObject({ kind: 'bad-endpoint', fix: expect.stringContaining('check the base URL (OPENAI_BASE_URL)') as string });
  });
});

describe('failureError', () => {
  const site: CallSite = {
    service: 'OpenAI',
    target: 'gpt-4o-mini',
    targetKind: 'model',
    keyFrom: 'OPENAI_API_KEY',
    endpointFrom: 'OPENAI_BASE_URL',
    endpoint: 'https://api.openai.com/v1',
  };
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}): HttpReply => ({
    status,
    headers: new Headers(headers),
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    latency_ms: 1,
  });
  const openAIError = (message: string, code: string | null = null, type = 'invalid_request_error') => ({
    error: { message, type, param: null, code },
  });

  it('a quota or billing refusal is never retried: a setup error', () => {
    const error = failureError(reply(429, openAIError('You exceeded your current quota', 'insufficient_quota')), openAIErrors, site);
    expect(error).toMatchObject({ retryable: false, throttled: false, setup: { kind: 'no-quota' } });
    expect(failureError(reply(402, { message: 'pay' }), openAIErrors, site).setup?.kind).toBe('no-quota');
  });

  it('503 and 529 are throttling too (they cut the limiter); 500 and 408 are only retried; 400 is the case\u2019s own', () => {
    expect(failureError(reply(503, openAIError('overloaded')), openAIErrors, site)).toMatchObject({ retryable: true, throttled: true });
    expect(failureError(reply(529, openAIError('overloaded')), openAIErrors, site)).toMatchObject({ retryable: true, throttled: true });
    expect(failureError(reply(500, openAIError('oops')), openAIErrors, site)).toMatchObject({ retryable: true, throttled: false });
    expect(failureError(reply(408, 'timeout'), openAIErrors, site)).toMatchObject({ retryable: true, code: 'HTTP408' });
    const bad = failureError(reply(400, openAIError("Invalid 'temperature'")), openAIErrors, site);
    expect(bad).toMatchObject({ retryable: false, setup: undefined, code: 'invalid_request_error' });
    expect(bad.message).toBe("OpenAI HTTP 400 from gpt-4o-mini: Invalid 'temperature'");
  });

  it("a service's own rule and its body's wait are used (Gemini's API_KEY_INVALID and RetryInfo)", () => {
    const gemini: ApiErrors = {
      read: (body) => ({ message: String((body as { error: { message: string } }).error.message) }),
      setupKind: (f) => (f.status === 400 && JSON.stringify(f.body).includes('API_KEY_INVALID') ? 'bad-credentials' : undefined),
      bodyRetryDelayMs: (body) => durationMs(/"retryDelay":"([^"]+)"/.exec(JSON.stringify(body))?.[1]),
    };
    const invalid = failureError(reply(400, { error: { message: 'API key not valid', details: [{ reason: 'API_KEY_INVALID' }] } }), gemini, site);
    expect(invalid.setup?.kind).toBe('bad-credentials');
    const exhausted = failureError(reply(429, { error: { message: 'Resource exhausted', details: [{ retryDelay: '27s' }] } }), gemini, site);
    expect(exhausted).toMatchObject({ throttled: true, retryAfterMs: 27_000 });
  });

  it('a body of another shape (a proxy\u2019s HTML page) is quoted, shortened', () => {
    const error = failureError(reply(502, '<html><body>Bad Gateway</body></html>'), openAIErrors, site);
    expect(error.message).toBe('OpenAI HTTP 502 from gpt-4o-mini: <html><body>Bad Gateway</body></html>');
    expect(error.retryable).toBe(true);
  });
});

describe('retry delays from headers', () => {
  const now = Date.parse('2026-12-06T10:00:00Z');
  const delay = (headers: Record<string, string>) => headerRetryDelayMs(new Headers(headers), now);

  it('reads retry-after-ms first, then Retry-After in seconds or as a date', () => {
    expect(delay({ 'retry-after-ms': '1250.5', 'retry-after': '9' })).toBe(1250.5);
    expect(delay({ 'retry-after-ms': '0', 'retry-after': '2' })).toBe(2000);
    expect(delay({ 'retry-after': '1.5' })).toBe(1500);
    expect(delay({ 'retry-after': 'Sun, 06 Dec 2026 10:00:30 GMT' })).toBe(30_000);
    expect(delay({ 'retry-after': 'soon' })).toBeUndefined();
    expect(delay({})).toBeUndefined();
  });

  it("reads OpenAI's reset of a spent window, and Anthropic's", () => {
    const openai = { 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '6m0s', 'x-ratelimit-reset-tokens': '1s' };
    expect(delay(openai)).toBe(360_000);
    expect(delay({ ...openai, 'x-ratelimit-remaining-requests': '3', 'x-ratelimit-remaining-tokens': '0' })).toBe(1000);
    expect(delay({ 'x-ratelimit-remaining-requests': '5', 'x-ratelimit-reset-requests': '20ms' })).toBeUndefined();
    const anthropic = { 'anthropic-ratelimit-requests-remaining': '0', 'anthropic-ratelimit-requests-reset': '2026-12-06T10:00:12Z' };
    expect(delay(anthropic)).toBe(12_000);
  });

  it('parses Go-style durations and nothing else', () => {
    expect(durationMs('1h2m3.5s')).toBe(3_723_500);
    expect(durationMs('12ms')).toBe(12);
    expect(durationMs('27s')).toBe(27_000);
    expect(durationMs('1.5')).toBeUndefined();
    expect(durationMs('s')).toBeUndefined();
    expect(durationMs(`${'1s'.repeat(30)}`)).toBeUndefined();
  });
});

describe('keys', () => {
  it('reads the first variable set (blanks are unset), after a config\u2019s own apiKey', () => {
    expect(readApiKey({ A_API_KEY: ' ', B_API_KEY: 'b-key' }, ['A_API_KEY', 'B_API_KEY'])).toEqual({ value: 'b-key', from: 'B_API_KEY' });
    expect(readApiKey({}, ['A_API_KEY'])).toEqual({ value: null, variables: ['A_API_KEY'] });
    expect(readApiKey({ A_API_KEY: 'a' }, ['A_API_KEY'], 'inline')).toMatchObject({ value: 'inline' });
  });

  it("apiKeyEnvar may not name the runner's credentials, nor a variable the scrubber would not mask", () => {
    expect(apiKeyEnvarProblem('TOGETHER_API_KEY')).toBeNull();
    expect(apiKeyEnvarProblem('GITHUB_TOKEN')).toMatch(/runner's own credentials/);
    expect(apiKeyEnvarProblem('AWS_SECRET_ACCESS_KEY')).toMatch(/runner's own credentials/);
    expect(apiKeyEnvarProblem('ACTIONS_ID_TOKEN_REQUEST_TOKEN')).toMatch(/runner's own credentials/);
    expect(apiKeyEnvarProblem('HOME')).toMatch(/would not be masked/);
    expect(apiKeyEnvarProblem('A B')).toMatch(/must be the name of an environment variable/);
  });

  it('words the missing key as one line naming the service and the variable', () => {
    const error = missingKeyError('Azure OpenAI', { value: null, variables: ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY'] });
    expect(error.message).toContain('No Azure OpenAI API key in the environment: set AZURE_API_KEY (or AZURE_OPENAI_API_KEY).');
    expect(error.message).not.toContain('\n');
  });
});
