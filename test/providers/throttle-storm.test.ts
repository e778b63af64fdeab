// A throttling storm at the run's default retry settings (DEFAULT_RETRY: 10
// attempts, 0.5 s base): 16 calls in flight against a 40/s quota whose 429s
// all name the same next moment (retry-after-ms, Retry-After). Calls that
// came back at exactly that moment met the quota together again and again,
// and one ran out of attempts; spread out, none is lost.
import { afterEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/providers/index.js';
import { resilient } from '../../src/run/resilient.js';
import { startFakeAnthropic } from '../fakes/anthropic.js';
import { quota } from '../fakes/llm-server.js';
import { startFakeOpenAI } from '../fakes/openai.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const CALLS = 400;
const CONCURRENCY = 16;
const storm = () => quota({ perSecond: 40, burst: 4 });

const VENDORS = {
  'openai:': async () => {
    const server = await startFakeOpenAI({ apiKey: 'sk-storm-test', handler: storm() });
    servers.push(server);
    const env = { OPENAI_API_KEY: 'sk-storm-test', OPENAI_BASE_URL: `${server.url}/v1` };
    return { server, provider: await createProvider('openai:gpt-4o-mini', { env }) };
  },
  'anthropic:': async () => {
    const server = await startFakeAnthropic({ apiKey: 'sk-ant-storm-test', handler: storm() });
    servers.push(server);
    const env = { ANTHROPIC_API_KEY: 'sk-ant-storm-test', ANTHROPIC_BASE_URL: server.url };
    return { server, provider: await createProvider('anthropic:messages:claude-sonnet-4-5', { env }) };
  },
};

describe('a 429 storm at the default retry settings', () => {
  for (const [name, start] of Object.entries(VENDORS)) {
    it(`${name} loses no call: every one of ${CALLS} is answered`, { timeout: 60_000 }, async () => {
      const { server, provider } = await start();
      const wrapped = resilient(provider, CONCURRENCY);
      const outcomes = await Promise.allSettled(Array.from({ length: CALLS }, (_, i) => wrapped.call({ prompt: `q${i}`, caseId: `c${i}` })));
      const lost = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`c${i}: ${String(o.reason)}`] : []));
      expect(lost).toEqual([]);
      expect(server.stats.byStatus[200]).toBe(CALLS);
      expect(server.stats.throttled).toBeGreaterThan(0);
    });
  }
});
