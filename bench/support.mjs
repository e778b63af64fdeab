// Shared pieces for bench files: a fake Bedrock in a child process, the AWS
// environment that points the SDK at it, and one printed line per figure.
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER = fileURLToPath(new URL('./fake-bedrock-server.mjs', import.meta.url));
const CPU_AT_EXIT = fileURLToPath(new URL('./cpu-at-exit.mjs', import.meta.url));
let cpuFiles = 0;

/** Static fake credentials and a region; nothing reaches real AWS. */
export function useFakeAws() {
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'AKIDBENCHFAKE',
    AWS_SECRET_ACCESS_KEY: 'bench-fake-secret',
    AWS_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true',
  });
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
}

/**
 * Starts the fake (Bedrock's, else the server module given) in a separate node process.
 * @param {{latencyMs: number, quota?: {perSecond: number, burst?: number}}} config
 * @param {string} [server] the fake's entry (bench/fake-bedrock-server.mjs, bench/fake-openai-server.mjs)
 * @returns {Promise<{url: string, stats(): Promise<any>, close(): Promise<void>}>}
 */
export async function spawnFake(config, server = SERVER) {
  const child = fork(server, [JSON.stringify(config)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`fake server exited (code ${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { url } = await next('ready');
  return {
    url,
    stats: async () => {
      const reply = next('stats');
      child.send({ type: 'stats' });
      return (await reply).stats;
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}

/**
 * Starts n calls of `provider` at once through our limiter and retry (the
 * limiter lets `concurrency` out); returns wall ms, the outcomes and the limiter.
 * `callWithRetry` and `AdaptiveLimiter` are lib/'s, handed in (support.mjs imports no lib/).
 */
export async function throughOurStack({ provider, n, concurrency, retry, callWithRetry, AdaptiveLimiter }) {
  const limiter = new AdaptiveLimiter({ max: concurrency });
  let ok = 0;
  let errored = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      callWithRetry((signal) => provider.call({ prompt: `case ${i}`, caseId: String(i), signal }), { ...retry, limiter }).then(
        () => (ok += 1),
        () => (errored += 1),
      ),
    ),
  );
  return { wallMs: performance.now() - started, ok, errored, limiter };
}

/**
 * The child side of spawnFake's protocol, for a fake server module: answers
 * {type: 'stats'} with the fake's stats and when its first request came, exits
 * on {type: 'close'} or when the parent goes, and says {type: 'ready', url}.
 */
export function serveFakeToParent(fake, url, firstRequestAt) {
  process.on('message', async (message) => {
    if (message?.type === 'stats') process.send?.({ type: 'stats', stats: { ...fake.stats, firstRequestAt: firstRequestAt() } });
    if (message?.type === 'close') {
      await fake.close();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready', url });
}

/** Runs `task(i)` for i in [0, n) with `concurrency` workers; returns wall ms. */
export async function timedPool(n, concurrency, task) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < n) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

/** A comment line saying what machine the figures came from. */
export function printMachine() {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`# node ${process.version}, ${os.availableParallelism()} cpus, load average ${load}`);
}

/** One figure, one line: `name: value (target)  details`. */
export function printFigure(name, value, { target, details } = {}) {
  const shown = typeof value === 'number' ? value.toFixed(3) : String(value);
  const parts = [`${name}: ${shown}`];
  if (target) parts.push(`(target ${target})`);
  if (details) parts.push(` ${details}`);
  console.log(parts.join(' '));
}

/** Now, in ms on a clock every process on the machine shares (for times across processes). */
export const machineNow = () => performance.timeOrigin + performance.now();

/**
 * Runs `node <args>` and times it from spawn to exit. stdout is dropped,
 * stderr kept for error messages. With `cpu`, the process also reports its
 * own CPU time (bench/cpu-at-exit.mjs, preloaded).
 * @returns {Promise<{startedAt: number, wallMs: number, cpuMs: number | null, code: number | null, stderr: string}>}
 */
export function timedNode(args, { env = process.env, cwd, cpu = false } = {}) {
  const cpuFile = cpu ? path.join(os.tmpdir(), `supereval-bench-cpu-${process.pid}-${++cpuFiles}`) : null;
  const nodeArgs = cpuFile ? ['--import', pathToFileURL(CPU_AT_EXIT).href, ...args] : args;
  const childEnv = cpuFile ? { ...env, BENCH_CPU_FILE: cpuFile } : env;
  return new Promise((resolve, reject) => {
    const startedAt = machineNow();
    const child = spawn(process.execPath, nodeArgs, { env: childEnv, cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = [];
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const wallMs = machineNow() - startedAt;
      let cpuMs = null;
      if (cpuFile) {
        cpuMs = Number(readFileSync(cpuFile, 'utf8'));
        rmSync(cpuFile, { force: true });
      }
      resolve({ startedAt, wallMs, cpuMs, code, stderr: Buffer.concat(stderr).toString('utf8') });
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
