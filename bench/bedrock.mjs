// Bedrock client throughput against the fake, one line per figure.
//
// Plain node ESM: it imports the compiled code from lib/ and the compiled fake
// from bench/.build/, so build first: `npx tsc -p tsconfig.build.json` and
// `npx tsc -p bench/tsconfig.fakes.json` (`npm run bench` does both, then runs
// every bench file). The fake runs in a child node process so that client and
// server do not share one event loop.
//
// Figures:
//   (a) floor: a bare SDK loop, N=2000, concurrency 32, 100 ms latency: wall / ideal
//   (b) the same through our limiter + retry + provider: wall / ideal (target <= 1.10)
//   (c) N=1000, concurrency 64, quota 50 req/s: successes per second / 50
//       (target >= 0.9), share of 429s among requests (<= 10%), calls lost or errored (0)
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockProvider, HTTP2_OPTIONS } from '../lib/providers/bedrock/converse.js';
import { AdaptiveLimiter } from '../lib/run/limiter.js';
import { callWithRetry, DEFAULT_RETRY } from '../lib/run/retry.js';
import { printFigure, printMachine, spawnFake, throughOurStack, timedPool, useFakeAws } from './support.mjs';

const MODEL = 'us.amazon.nova-micro-v1:0';
const LATENCY_MS = 100;

const spec = { kind: 'bedrock', target: MODEL, label: `bedrock:${MODEL}` };
const converseInput = (i) => ({ modelId: MODEL, messages: [{ role: 'user', content: [{ text: `case ${i}` }] }] });

/** Starts N calls at once; the limiter lets `concurrency` out. Returns wall ms and outcomes. */
function throughBedrock(url, n, concurrency, retry) {
  const provider = createBedrockProvider(spec, { endpoint: url });
  return throughOurStack({ provider, n, concurrency, retry, callWithRetry, AdaptiveLimiter });
}

// (a) and (b) each warm up (one round of calls, not timed) on their own fake,
// so neither pays for connection setup or for JIT warm-up the other did.
// Next to wall/ideal they print the client's CPU time per call, which the
// machine's other load does not change much: our layers' cost shows there.
const WARMUP = 64;

async function figureFloor() {
  const n = 2000;
  const concurrency = 32;
  const fake = await spawnFake({ latencyMs: LATENCY_MS });
  try {
    // The same HTTP/2 settings as the provider: the floor is the SDK without our layers.
    const client = new BedrockRuntimeClient({ endpoint: fake.url, maxAttempts: 1, requestHandler: { ...HTTP2_OPTIONS } });
    const send = (i) => client.send(new ConverseCommand(converseInput(i)));
    await timedPool(WARMUP, concurrency, send);
    const cpu = process.cpuUsage();
    const wallMs = await timedPool(n, concurrency, send);
    const cpuMs = cpuMsSince(cpu);
    client.destroy();
    const ideal = Math.ceil(n / concurrency) * LATENCY_MS;
    const stats = await fake.stats();
    printFigure('bedrock.floor_sdk_loop.wall_over_ideal', wallMs / ideal, {
      details: `N=${n} c=${concurrency} latency=${LATENCY_MS}ms wall=${(wallMs / 1000).toFixed(2)}s ideal=${ideal / 1000}s client_cpu_ms_per_call=${(cpuMs / n).toFixed(2)} max_in_flight=${stats.maxInFlight}`,
    });
  } finally {
    await fake.close();
  }
}

async function figureOurStack() {
  const n = 2000;
  const concurrency = 32;
  const fake = await spawnFake({ latencyMs: LATENCY_MS });
  try {
    await throughBedrock(fake.url, WARMUP, concurrency, DEFAULT_RETRY);
    const cpu = process.cpuUsage();
    const { wallMs, ok, errored } = await throughBedrock(fake.url, n, concurrency, DEFAULT_RETRY);
    const cpuMs = cpuMsSince(cpu);
    const ideal = Math.ceil(n / concurrency) * LATENCY_MS;
    const stats = await fake.stats();
    printFigure('bedrock.provider_limiter_retry.wall_over_ideal', wallMs / ideal, {
      target: '<= 1.10',
      details: `N=${n} c=${concurrency} wall=${(wallMs / 1000).toFixed(2)}s ok=${ok} errored=${errored} client_cpu_ms_per_call=${(cpuMs / n).toFixed(2)} max_in_flight=${stats.maxInFlight}`,
    });
  } finally {
    await fake.close();
  }
}

function cpuMsSince(start) {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

async function figureQuota() {
  const n = 1000;
  const concurrency = 64;
  const perSecond = 50;
  const burst = 10;
  const fake = await spawnFake({ latencyMs: LATENCY_MS, quota: { perSecond, burst } });
  try {
    const { wallMs, ok, errored, limiter } = await throughBedrock(fake.url, n, concurrency, DEFAULT_RETRY);
    const stats = await fake.stats();
    const rate = ok / (wallMs / 1000);
    const setup = `N=${n} c=${concurrency} quota=${perSecond}/s burst=${burst} latency=${LATENCY_MS}ms`;
    printFigure('bedrock.quota.success_rate_over_quota', rate / perSecond, {
      target: '>= 0.9',
      details: `${setup} wall=${(wallMs / 1000).toFixed(2)}s ok/s=${rate.toFixed(1)} final_limit=${limiter.limit} limiter_throttles=${limiter.throttled}`,
    });
    printFigure('bedrock.quota.throttled_share', stats.throttled / stats.requests, {
      target: '<= 0.10',
      details: `${setup} 429s=${stats.throttled} requests=${stats.requests}`,
    });
    printFigure('bedrock.quota.lost_or_errored', n - ok, { target: '0', details: `${setup} errored=${errored}` });
  } finally {
    await fake.close();
  }
}

const FIGURES = { floor: figureFloor, stack: figureOurStack, quota: figureQuota };

// `node bench/bedrock.mjs quota` runs only the named figures; no names runs all.
const chosen = process.argv.slice(2);
for (const name of chosen) if (!(name in FIGURES)) throw new Error(`unknown figure "${name}"; known: ${Object.keys(FIGURES).join(', ')}`);
useFakeAws();
printMachine();
for (const [name, figure] of Object.entries(FIGURES)) if (chosen.length === 0 || chosen.includes(name)) await figure();
