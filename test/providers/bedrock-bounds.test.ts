// What the Bedrock provider does with an endpoint or a reply it cannot trust,
// through the real AWS SDK client: a reply of another shape, a reply body too
// large to hold, an endpoint that does not speak HTTP/2.
import { createServer as createHttp1Server, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { createBedrockProvider, HTTP2_OPTIONS } from '../../src/providers/bedrock/converse.js';
import { toProviderError } from '../../src/providers/bedrock/errors.js';
import { BoundedHttp2Handler, MAX_REPLY_BYTES } from '../../src/providers/bedrock/http-handler.js';
import { ProviderError, type ModelSpec } from '../../src/providers/types.js';
import type { FakeBedrock, FakeHandler } from '../fakes/bedrock.js';
import { useFakeBedrock } from '../helpers/fake-bedrock.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const spec: ModelSpec = { kind: 'bedrock', target: MODEL, label: `bedrock:${MODEL}` };

const { startFake } = useFakeBedrock();
// The servers that are not a fake Bedrock (HTTP/1, bare TCP), closed after each test too.
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const fake = (handler: FakeHandler): Promise<FakeBedrock> => startFake(handler);

async function listening(server: Server | ReturnType<typeof createTcpServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** One Converse call on a client of its own with the bounded handler's limits given; what it threw. */
async function converse(endpoint: string, limits: { maxReplyBytes?: number; handshakeTimeoutMs?: number }): Promise<unknown> {
  const requestHandler = new BoundedHttp2Handler({ ...HTTP2_OPTIONS, ...limits });
  const client = new BedrockRuntimeClient({ region: 'us-east-1', endpoint, maxAttempts: 1, requestHandler });
  closers.push(async () => client.destroy());
  const command = new ConverseCommand({ modelId: MODEL, messages: [{ role: 'user', content: [{ text: 'x' }] }] });
  return client.send(command).then(
    () => null,
    (e: unknown) => e,
  );
}

const callOnce = (endpoint: string) => createBedrockProvider(spec, { endpoint }).call({ prompt: 'x', caseId: 'c' });

describe('a Converse reply of another shape', () => {
  it.each([
    [{}, 'output: '],
    [{ output: { message: { content: 5 } } }, 'output.message.content: '],
    [{ output: { message: { content: [null] } } }, 'output.message.content.0: '],
    [{ output: { message: { content: [{ text: 5 }] } } }, 'output.message.content.0.text: '],
    [{ output: { message: { content: [{ toolUse: 5 }] } } }, 'output.message.content.0.toolUse: '],
    [{ output: { message: { content: [] } }, usage: { inputTokens: 'many' } }, 'usage.inputTokens: '],
  ])('%j is an error naming the model and the field', async (body, where) => {
    const server = await fake(() => ({ body }));
    const error = await failure(callOnce(server.url));
    expect(error.code).toBe('MalformedConverseReply');
    expect(error.message).toContain(`malformed Converse reply from ${MODEL}: ${where}`);
    expect(error.retryable).toBe(false);
  });

  it('a null body, which the SDK itself cannot read, is a malformed reply, not a TypeError', async () => {
    const server = await fake(() => ({ body: null }));
    const error = await failure(callOnce(server.url));
    expect(error.code).toBe('MalformedReply');
    expect(error.message).toMatch(new RegExp(`^malformed reply from ${MODEL.replace(/\./g, '\\.')} \\(HTTP 200\\): the body is not the reply`));
  });

  it('a reply with no usage or metrics still reads (they are optional)', async () => {
    const server = await fake(() => ({ body: { output: { message: { content: [{ text: 'fine' }] } } } }));
    const response = await callOnce(server.url);
    expect([response.output, response.usage]).toEqual(['fine', null]);
  });
});

describe('reply bodies', () => {
  it(`a body over ${MAX_REPLY_BYTES} bytes fails its call, naming the cap; the next call is answered`, async () => {
    let calls = 0;
    const server = await fake(() => (calls++ === 0 ? { text: 'x'.repeat(MAX_REPLY_BYTES + 1) } : { text: 'small' }));
    const provider = createBedrockProvider(spec, { endpoint: server.url });
    const error = await failure(provider.call({ prompt: 'x', caseId: 'big' }));
    expect(error.code).toBe('ReplyTooLarge');
    expect(error.message).toContain(`ReplyTooLarge from ${MODEL}: the reply body is larger than 16 MiB (16777216 bytes)`);
    expect(error.retryable).toBe(false);
    expect((await provider.call({ prompt: 'x', caseId: 'small' })).output).toBe('small');
  });

  it('the cap is counted as the body arrives: a 5000-byte body fails a 1000-byte cap', async () => {
    const server = await fake(() => ({ text: 'y'.repeat(5000) }));
    const error = toProviderError(await converse(server.url, { maxReplyBytes: 1000 }), MODEL);
    expect(error.code).toBe('ReplyTooLarge');
    expect(error.message).toContain('larger than');
  });
});

describe('an endpoint that does not speak HTTP/2', () => {
  it('an HTTP/1.1 server fails the first call at once, as a setup problem naming the endpoint (no retries)', async () => {
    const url = await listening(createHttp1Server((_req, res) => res.end('{}')));
    const started = performance.now();
    const error = await failure(callOnce(url));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error.code).toBe('EndpointNotHttp2');
    expect(error.retryable).toBe(false);
    expect(error.setup?.kind).toBe('bad-region');
    expect(error.message).toContain(`the endpoint ${url} does not speak HTTP/2`);
    expect(error.setup?.fix).toMatch(/AWS_ENDPOINT_URL_BEDROCK_RUNTIME/);
  });

  it('a server that never answers fails within the handshake deadline', async () => {
    const url = await listening(createTcpServer((socket) => socket.resume()));
    const started = performance.now();
    const thrown = await converse(url, { handshakeTimeoutMs: 1_000 });
    expect(performance.now() - started).toBeLessThan(4_000);
    const error = toProviderError(thrown, MODEL);
    expect(error.code).toBe('EndpointNotHttp2');
    expect(error.message).toContain('no HTTP/2 answer within 1000 ms');
    expect(error.setup?.kind).toBe('bad-region');
  });
});
