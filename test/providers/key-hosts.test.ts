// A key from the runner's environment goes only to the vendor's own host,
// the host the environment's own endpoint variables name, or a host the run
// lists (--api-hosts); a dataset's config pointing it anywhere else is a setup
// error naming the host, and nothing is sent. A config's own apiKey, and no
// key at all (apiKeyRequired: false), go anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { EXIT } from '../../src/cli/exit.js';
import { parseApiHosts } from '../../src/app/index.js';
import { createProvider, ProviderError, type ProviderOptions } from '../../src/providers/index.js';
import { hostOf, keyMayGoTo } from '../../src/providers/http/key-hosts.js';
import { startFakeAnthropic } from '../fakes/anthropic.js';
import { startFakeGemini } from '../fakes/gemini.js';
import { startFakeOpenAI } from '../fakes/openai.js';
import { rejectionOf } from '../helpers/errors.js';
import { capture } from '../helpers/io.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const OPENAI_KEY = 'sk-proj-Hk3uN8qW5eR1tY7iO2pA9sD4fG6hJ0lZx';
const ANTHROPIC_KEY = 'sk-ant-api03-Qm4nB7vC1xZ9lK3jH5gF8dS2aP6oI0uY';
const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const keep = <T extends { close(): Promise<void> }>(server: T): T => (servers.push(server), server);
const ask = async (spec: string, options: ProviderOptions) => (await createProvider(spec, options)).call({ prompt: 'hi', caseId: 'c1' });

describe('where a key from the environment may go', () => {
  it("refuses a config's apiBaseUrl on another host: a setup error naming the host and --api-hosts, nothing sent", async () => {
    const fake = keep(await startFakeOpenAI({ apiKey: OPENAI_KEY }));
    const options = { env: { OPENAI_API_KEY: OPENAI_KEY }, config: { apiBaseUrl: fake.baseURL } };
    const error = await rejectionOf(ask('openai:gpt-4o-mini', options), ProviderError);
    const host = new URL(fake.baseURL).host;
    expect(error.setup?.kind).toBe('bad-endpoint');
    expect(error.message).toContain(`sends OPENAI_API_KEY to ${host}`);
    expect(error.message).toContain(`--api-hosts ${host}`);
    expect(error.message).not.toContain(OPENAI_KEY);
    expect(fake.stats.requests).toBe(0);
  });

  it('sends it to a host the run lists, or one the environment names (OPENAI_BASE_URL)', async () => {
    const fake = keep(await startFakeOpenAI({ apiKey: OPENAI_KEY }));
    const host = new URL(fake.baseURL).host;
    const config = { apiBaseUrl: fake.baseURL };
    expect((await ask('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: OPENAI_KEY }, config, apiHosts: [host] })).output).toBeTruthy();
    const env = { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: fake.baseURL };
    expect((await ask('openai:gpt-4o-mini', { env, config })).output).toBeTruthy();
    expect(fake.stats.requests).toBe(2);
  });

  it("sends a config's own apiKey anywhere, and no key when apiKeyRequired is false", async () => {
    const fake = keep(await startFakeOpenAI({ apiKey: 'the-config-key' }));
    const env = { OPENAI_API_KEY: OPENAI_KEY };
    expect((await ask('openai:gpt-4o-mini', { env, config: { apiBaseUrl: fake.baseURL, apiKey: 'the-config-key' } })).output).toBeTruthy();
    const open = keep(await startFakeOpenAI({}));
    // The fake wants a key and refuses the call; what matters is that it went, with none.
    await ask('openai:gpt-4o-mini', { env: {}, config: { apiBaseUrl: open.baseURL, apiKeyRequired: false } }).catch(() => null);
    expect(open.requests).toHaveLength(1);
    expect(open.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it("holds for apiKeyEnvar and for anthropic:'s and google:'s apiBaseUrl too", async () => {
    const anthropic = keep(await startFakeAnthropic({ apiKey: ANTHROPIC_KEY }));
    const team = { TEAM_ANTHROPIC_KEY: ANTHROPIC_KEY };
    const refused = await rejectionOf(
      ask('anthropic:messages:claude-sonnet-4-5', { env: team, config: { apiBaseUrl: anthropic.url, apiKeyEnvar: 'TEAM_ANTHROPIC_KEY' } }),
      ProviderError,
    );
    expect(refused.message).toContain(`sends TEAM_ANTHROPIC_KEY to ${new URL(anthropic.url).host}`);
    expect(anthropic.stats.requests).toBe(0);
    const gemini = keep(await startFakeGemini({ apiKey: 'AIzaSyTestKey0123456789abcdefghijklmno' }));
    const env = { GEMINI_API_KEY: 'AIzaSyTestKey0123456789abcdefghijklmno' };
    const viaHost = await rejectionOf(ask('google:gemini-2.5-flash', { env, config: { apiBaseUrl: gemini.url } }), ProviderError);
    expect(viaHost.setup?.kind).toBe('bad-endpoint');
    expect(gemini.stats.requests).toBe(0);
  });

  it("matches hosts as a reviewer would expect: the vendor's, Azure's per-resource hosts, a port only when listed with one", () => {
    const openai = { vendor: ['api.openai.com'], variables: ['OPENAI_BASE_URL'], listed: ['gw.internal', 'proxy.internal:8443'] };
    expect(keyMayGoTo('api.openai.com', openai, {})).toBe(true);
    expect(keyMayGoTo('api.openai.com.evil.example', openai, {})).toBe(false);
    expect(keyMayGoTo('gw.internal:9000', openai, {})).toBe(true);
    expect(keyMayGoTo('proxy.internal:8443', openai, {})).toBe(true);
    expect(keyMayGoTo('proxy.internal:8444', openai, {})).toBe(false);
    expect(keyMayGoTo('10.0.0.5:8000', openai, { OPENAI_BASE_URL: 'http://10.0.0.5:8000/v1' })).toBe(true);
    expect(keyMayGoTo('10.0.0.5:8001', openai, { OPENAI_BASE_URL: 'http://10.0.0.5:8000/v1' })).toBe(false);
    const azure = { vendor: ['*.openai.azure.com'], variables: [], listed: [] };
    expect(keyMayGoTo('team.openai.azure.com', azure, {})).toBe(true);
    expect(keyMayGoTo('openai.azure.com.evil.example', azure, {})).toBe(false);
    expect(hostOf('https://API.openai.com:443/v1')).toBe('api.openai.com');
    expect(parseApiHosts(['gw.internal, http://127.0.0.1:8080/v1\nproxy:8443'], 'cli')).toEqual({
      hosts: ['gw.internal', '127.0.0.1:8080', 'proxy:8443'],
    });
    expect(parseApiHosts(['*.example.com'], 'action')).toEqual({ problem: 'api-hosts: "*.example.com" is not a host (host or host:port)' });
  });
});

describe('through the CLI', () => {
  it('a config pointing the key elsewhere: exit 4 naming the host; --api-hosts lets it run', async () => {
    const fake = keep(await startFakeOpenAI({ apiKey: OPENAI_KEY, handler: () => ({ text: 'Paris' }) }));
    const root = tempDir();
    const config = [
      'prompts: ["Capital of {{country}}?"]',
      `providers: [{ id: "openai:gpt-4o-mini", config: { apiBaseUrl: "${fake.baseURL}" } }]`,
      'tests:',
      '  - vars: { country: France }',
      '    assert: [{ type: contains, value: Paris }]',
    ].join('\n');
    writeTree(root, { 'pf/promptfooconfig.yaml': config });
    const saved = process.env['OPENAI_API_KEY'];
    process.env['OPENAI_API_KEY'] = OPENAI_KEY;
    try {
      const run = async (...extra: string[]) => {
        const out = capture();
        const err = capture();
        const output = path.join(root, `r${extra.length}.json`);
        const code = await main(['run', path.join(root, 'pf/promptfooconfig.yaml'), '--output', output, ...extra], {
          stdout: out.stream,
          stderr: err.stream,
        });
        return { code, text: out.text() + err.text(), output };
      };
      const refused = await run();
      const host = new URL(fake.baseURL).host;
      expect(refused.code).toBe(EXIT.setup);
      expect(refused.text).toContain(`--api-hosts ${host}`);
      expect(fake.stats.requests).toBe(0);
      expect(readResultsFile(refused.output).setup_errors?.[0]).toMatchObject({ kind: 'bad-endpoint' });
      expect([refused.text, fs.readFileSync(refused.output, 'utf8')].join('\n')).not.toContain(OPENAI_KEY);
      const allowed = await run('--api-hosts', host);
      expect(allowed.code, allowed.text).toBe(EXIT.passed);
      expect(fake.stats.requests).toBe(1);
    } finally {
      if (saved === undefined) delete process.env['OPENAI_API_KEY'];
      else process.env['OPENAI_API_KEY'] = saved;
    }
  });
});
