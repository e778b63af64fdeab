// The fake Azure OpenAI resource: deployment paths with api-version, the v1
// API, the api-key header, Azure's own error bodies, and OpenAI's bodies
// with content-filter results and the deployment's model.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAzureOpenAI, type FakeAzureOpenAI, type FakeAzureOpenAIOptions } from './azure-openai.js';
import { failFirst } from './llm-server.js';
import { call, field } from './fetch.js';

let server: FakeAzureOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (options: FakeAzureOpenAIOptions = {}) => (server = await startFakeAzureOpenAI(options));
const key = { 'api-key': 'test-key' };
const ask = { messages: [{ role: 'user', content: 'hi' }] };
const deploymentUrl = (fake: FakeAzureOpenAI, deployment: string, op = 'chat/completions', version = '2024-10-21') =>
  `${fake.url}/openai/deployments/${deployment}/${op}${version ? `?api-version=${version}` : ''}`;

describe('routing and auth', () => {
  it('answers a deployment path with the deployment model, OpenAI body and content-filter results', async () => {
    const fake = await start({ deployments: { 'prod-mini': 'gpt-4o-mini-2024-07-18' } });
    const reply = await call(deploymentUrl(fake, 'prod-mini'), { headers: key, body: ask });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini-2024-07-18',
      choices: [{ message: { content: 'echo: hi' }, content_filter_results: { hate: { filtered: false } } }],
      prompt_filter_results: [{ prompt_index: 0 }],
    });
    expect(fake.requests[0]).toMatchObject({ operation: 'chat', model: 'prod-mini', query: { 'api-version': '2024-10-21' } });
  });

  it('takes the deployment from the body on the v1 API, which needs no api-version', async () => {
    const fake = await start({ deployments: { 'prod-mini': 'gpt-4o-mini' } });
    const reply = await call(`${fake.url}/openai/v1/chat/completions`, { headers: key, body: { model: 'prod-mini', ...ask } });
    expect(field(reply.json, 'model')).toBe('gpt-4o-mini');
    const responses = await call(`${fake.url}/openai/v1/responses`, { headers: key, body: { model: 'prod-mini', input: 'x' } });
    expect(field(responses.json, 'output', 0, 'content', 0, 'text')).toBe('echo: x');
  });

  it('answers 404 "Resource not found" without api-version, and DeploymentNotFound for an unknown deployment', async () => {
    const fake = await start({ deployments: { 'prod-mini': 'gpt-4o-mini' } });
    const noVersion = await call(deploymentUrl(fake, 'prod-mini', 'chat/completions', ''), { headers: key, body: ask });
    expect([noVersion.status, noVersion.json]).toEqual([404, { error: { code: '404', message: 'Resource not found' } }]);
    const unknown = await call(deploymentUrl(fake, 'nope'), { headers: key, body: ask });
    expect(unknown.status).toBe(404);
    expect(field(unknown.json, 'error', 'code')).toBe('DeploymentNotFound');
  });

  it('wants the api-key header: a bearer key or a wrong key gets Azure 401; an Entra token is taken when set', async () => {
    const fake = await start({ bearerToken: 'entra-token' });
    const bearer = await call(deploymentUrl(fake, 'd'), { headers: { authorization: 'Bearer test-key' }, body: ask });
    expect(bearer.status).toBe(401);
    expect(field(bearer.json, 'error', 'message')).toMatch(/^Access denied due to invalid subscription key or wrong API endpoint/);
    expect((await call(deploymentUrl(fake, 'd'), { headers: { 'api-key': 'wrong' }, body: ask })).status).toBe(401);
    expect((await call(deploymentUrl(fake, 'd'), { headers: { authorization: 'Bearer entra-token' }, body: ask })).status).toBe(200);
  });
});

describe('answers and failures', () => {
  it('serves embeddings on a deployment', async () => {
    const fake = await start();
    const reply = await call(deploymentUrl(fake, 'embed', 'embeddings'), { headers: key, body: { input: ['a', 'b'] } });
    expect(reply.json).toMatchObject({ object: 'list', model: 'embed', data: [{ index: 0 }, { index: 1 }] });
  });

  it("throttles with Azure's 429: its message, retry-after and retry-after-ms", async () => {
    const fake = await start({ handler: failFirst(1, { fail: 'rate-limit', retryAfter: '3' }) });
    const limited = await call(deploymentUrl(fake, 'd'), { headers: key, body: ask });
    expect(limited.status).toBe(429);
    expect(field(limited.json, 'error', 'code')).toBe('429');
    expect(field(limited.json, 'error', 'message')).toMatch(/API version 2024-10-21 have exceeded token rate limit.*retry after 3 second/);
    expect([limited.headers.get('retry-after'), limited.headers.get('retry-after-ms')]).toEqual(['3', '3000']);
    expect((await call(deploymentUrl(fake, 'd'), { headers: key, body: ask })).status).toBe(200);
  });

  it('runs a batch through /openai/files and /openai/batches with the deployment in each line', async () => {
    const fake = await start({ deployments: { 'prod-mini': 'gpt-4o-mini' } });
    const form = new FormData();
    form.append('purpose', 'batch');
    const lineOf = (id: string) => JSON.stringify({ custom_id: id, method: 'POST', url: '/chat/completions', body: { model: 'prod-mini', ...ask } });
    form.append('file', new Blob([`${lineOf('a')}\n${lineOf('b')}`]), 'in.jsonl');
    const file = await call(`${fake.url}/openai/files?api-version=2024-10-21`, { headers: key, body: form });
    let batch = (
      await call(`${fake.url}/openai/batches?api-version=2024-10-21`, {
        headers: key,
        body: { input_file_id: field(file.json, 'id'), endpoint: '/chat/completions', completion_window: '24h' },
      })
    ).json;
    while (field(batch, 'status') !== 'completed')
      batch = (await call(`${fake.url}/openai/batches/${String(field(batch, 'id'))}?api-version=2024-10-21`, { headers: key })).json;
    const output = (await call(`${fake.url}/openai/files/${String(field(batch, 'output_file_id'))}/content?api-version=2024-10-21`, { headers: key }))
      .text;
    const lines = output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines.map((l) => [field(l, 'custom_id'), field(l, 'response', 'body', 'model')])).toEqual([
      ['a', 'gpt-4o-mini'],
      ['b', 'gpt-4o-mini'],
    ]);
  });
});
