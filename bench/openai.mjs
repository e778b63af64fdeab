// The openai: provider's use of a throttled quota, against the fake OpenAI in
// its own process, as bench/bedrock.mjs's figure (c) measures Bedrock's:
// N=1000 calls, concurrency 64, 100 ms latency, a quota of 50 requests a
// second (burst 10) whose 429s carry Retry-After and retry-after-ms, through
// the provider (the shared HTTP layer), our limiter and retry. Figures:
// successes per second / 50 (target >= 0.95), share of 429s among requests,
// calls lost or errored (0). Build first (`npm run bench` does).
import { createProvider } from '../lib/providers/index.js';
import { AdaptiveLimiter } from '../lib/run/limiter.js';
import { callWithRetry, DEFAULT_RETRY } from '../lib/run/retry.js';
import { printFigure, printMachine, spawnFake, throughOurStack } from './support.mjs';

const SERVER = new URL('./fake-openai-server.mjs', import.meta.url).pathname;
const LATENCY_MS = 100;

async function figureQuota() {
  const n = 1000;
  const concurrency = 64;
  const perSecond = 50;
  const burst = 10;
  const fake = await spawnFake({ latencyMs: LATENCY_MS, quota: { perSecond, burst } }, SERVER);
  try {
    const provider = await createProvider('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url } });
    const { wallMs, ok, errored, limiter } = await throughOurStack({
      provider,
      n,
      concurrency,
      retry: DEFAULT_RETRY,
      callWithRetry,
      AdaptiveLimiter,
    });
    const stats = await fake.stats();
    const rate = ok / (wallMs / 1000);
    const setup = `N=${n} c=${concurrency} quota=${perSecond}/s burst=${burst} latency=${LATENCY_MS}ms`;
    printFigure('openai.quota.success_rate_over_quota', rate / perSecond, {
      target: '>= 0.95',
      details: `${setup} wall=${(wallMs / 1000).toFixed(2)}s ok/s=${rate.toFixed(1)} final_limit=${limiter.limit} limiter_throttles=${limiter.throttled}`,
    });
    printFigure('openai.quota.throttled_share', stats.throttled / stats.requests, {
      details: `${setup} 429s=${stats.throttled} requests=${stats.requests}`,
    });
    printFigure('openai.quota.lost_or_errored', n - ok, { target: '0', details: `${setup} errored=${errored}` });
  } finally {
    await fake.close();
  }
}

printMachine();
await figureQuota();
