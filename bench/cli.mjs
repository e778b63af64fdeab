// The whole CLI process against the fake Bedrock, one line per figure.
//
// Each run spawns `node bin/supereval.js run <dataset> --model bedrock:<id>`
// (the committed bundle in dist/) with AWS_ENDPOINT_URL_BEDROCK_RUNTIME
// pointing at a fake in its own process, and times it from spawn to exit.
// `npm run bundle` first if src/ changed since dist/ was built.
//
// Figures:
//   (a) N=2000 qa cases, concurrency 32, 100 ms latency: wall / ideal for the
//       CLI (target <= 1.10), next to the bare-SDK floor measured the same way
//       (bench/sdk-loop.mjs as a whole process); median of ROUNDS runs each,
//       floor and CLI taking turns so both see the same machine load
//   (b) N=1000, concurrency 64, quota 50 req/s (429 above it), through the
//       CLI: successes per second / 50 over the whole process (>= 0.9), share
//       of 429s among requests (<= 10%), cases lost or errored read from the
//       results JSON (0)
//   (c) cold start: spawn to the fake's first request, for the CLI and for
//       the action (dist/index.js), median of COLD_RUNS runs
//   (d) three datasets (40 + 40 + 40 cases, 1 s calls) in one run, concurrency
//       32: wall / ideal with one pool shared by the datasets, against the
//       best one dataset after another could do
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTTP2_OPTIONS } from '../lib/providers/bedrock/converse.js';
import { median, printFigure, printMachine, spawnFake, timedNode, useFakeAws } from './support.mjs';

const MODEL = 'us.amazon.nova-micro-v1:0';
const LATENCY_MS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(root, 'bin/supereval.js');
const ACTION = path.join(root, 'dist/index.js');
const SDK_LOOP = fileURLToPath(new URL('./sdk-loop.mjs', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'supereval-bench-'));

/** A qa dataset of n cases the fake's "ok" answers pass. */
function qaDataset(n, name = `bench-qa-${n}`, parent = work) {
  const dir = path.join(parent, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'dataset.json'), JSON.stringify({ name, type: 'qa' }));
  const lines = Array.from({ length: n }, (_, i) =>
    JSON.stringify({ id: `c${i}`, input: { query: `question ${i}?` }, expected: { ground_truth: 'ok' } }),
  );
  writeFileSync(path.join(dir, 'cases.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

const envFor = (fake) => ({ ...process.env, AWS_ENDPOINT_URL_BEDROCK_RUNTIME: fake.url });

async function runCli(dataset, concurrency, fake, output, { cpu = false } = {}) {
  const args = [CLI, 'run', dataset, '--model', `bedrock:${MODEL}`, '--concurrency', String(concurrency), '-q', '--output', output];
  const run = await timedNode(args, { env: envFor(fake), cpu });
  // 0 passed, 1 a gate blocked: both finished runs; anything else is a failed bench.
  if (run.code !== 0 && run.code !== 1) throw new Error(`the CLI exited with ${run.code}:\n${run.stderr}`);
  return run;
}

/** What the results JSON says about lost and errored cases. */
function casesOutcome(file, n) {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  const count = (status) => results.cases.filter((c) => c.status === status).length;
  return { lost: n - results.cases.length, errored: count('error'), passed: count('pass') };
}

async function figureWallOverIdeal() {
  const n = 2000;
  const concurrency = 32;
  const ideal = Math.ceil(n / concurrency) * LATENCY_MS;
  const dataset = qaDataset(n);
  const floor = [];
  const cli = [];
  const floorCpu = [];
  const cliCpu = [];
  // Spawn to the fake's first request: the part of the wall time that is start-up.
  const floorStart = [];
  const cliStart = [];
  let last;
  for (let round = 0; round < ROUNDS; round++) {
    const floorFake = await spawnFake({ latencyMs: LATENCY_MS });
    try {
      const config = { n, concurrency, modelId: MODEL, requestHandler: { ...HTTP2_OPTIONS } };
      const run = await timedNode([SDK_LOOP, JSON.stringify(config)], { env: envFor(floorFake), cpu: true });
      if (run.code !== 0) throw new Error(`the SDK loop exited with ${run.code}:\n${run.stderr}`);
      floor.push(run.wallMs);
      floorCpu.push(run.cpuMs);
      floorStart.push((await floorFake.stats()).firstRequestAt - run.startedAt);
    } finally {
      await floorFake.close();
    }
    const cliFake = await spawnFake({ latencyMs: LATENCY_MS });
    try {
      const output = path.join(work, `wall-${round}.json`);
      const run = await runCli(dataset, concurrency, cliFake, output, { cpu: true });
      cli.push(run.wallMs);
      cliCpu.push(run.cpuMs);
      const stats = await cliFake.stats();
      cliStart.push(stats.firstRequestAt - run.startedAt);
      last = { ...casesOutcome(output, n), maxInFlight: stats.maxInFlight };
    } finally {
      await cliFake.close();
    }
  }
  const runs = (list) => list.map((ms) => (ms / ideal).toFixed(3)).join(',');
  // Whole-process CPU per call (startup included): less load-sensitive than wall time.
  const perCall = (list) => `cpu_ms_per_call=${(median(list) / n).toFixed(2)}`;
  const startup = (list) => `first_request_ms=${Math.round(median(list))}`;
  const setup = `N=${n} c=${concurrency} latency=${LATENCY_MS}ms ideal=${ideal / 1000}s median of ${ROUNDS}`;
  printFigure('cli.floor_sdk_process.wall_over_ideal', median(floor) / ideal, {
    details: `${setup} runs=${runs(floor)} ${perCall(floorCpu)} ${startup(floorStart)}`,
  });
  printFigure('cli.whole_process.wall_over_ideal', median(cli) / ideal, {
    target: '<= 1.10',
    details: `${setup} runs=${runs(cli)} ${perCall(cliCpu)} ${startup(cliStart)} passed=${last.passed} errored=${last.errored} lost=${last.lost} max_in_flight=${last.maxInFlight}`,
  });
}

async function figureQuota() {
  const n = 1000;
  const concurrency = 64;
  const perSecond = 50;
  const burst = 10;
  const dataset = qaDataset(n);
  const fake = await spawnFake({ latencyMs: LATENCY_MS, quota: { perSecond, burst } });
  try {
    const output = path.join(work, 'quota.json');
    const run = await runCli(dataset, concurrency, fake, output);
    const stats = await fake.stats();
    const outcome = casesOutcome(output, n);
    const ok = stats.byStatus[200] ?? 0;
    const rate = ok / (run.wallMs / 1000);
    const setup = `N=${n} c=${concurrency} quota=${perSecond}/s burst=${burst} latency=${LATENCY_MS}ms`;
    printFigure('cli.quota.success_rate_over_quota', rate / perSecond, {
      target: '>= 0.9',
      details: `${setup} wall=${(run.wallMs / 1000).toFixed(2)}s (whole process) ok=${ok} ok/s=${rate.toFixed(1)} max_in_flight=${stats.maxInFlight}`,
    });
    printFigure('cli.quota.throttled_share', stats.throttled / stats.requests, {
      target: '<= 0.10',
      details: `${setup} 429s=${stats.throttled} requests=${stats.requests}`,
    });
    printFigure('cli.quota.cases_lost_or_errored', outcome.lost + outcome.errored, {
      target: '0',
      details: `${setup} lost=${outcome.lost} errored=${outcome.errored} passed=${outcome.passed} (from the results JSON)`,
    });
  } finally {
    await fake.close();
  }
}

/** Spawn to the fake's first request, COLD_RUNS times; each run gets its own fake. */
async function coldStarts(start) {
  const firstRequest = [];
  const whole = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const fake = await spawnFake({ latencyMs: 0 });
    try {
      const run = await start(fake, i);
      const { firstRequestAt } = await fake.stats();
      if (firstRequestAt === null) throw new Error(`no request reached the fake:\n${run.stderr}`);
      firstRequest.push(firstRequestAt - run.startedAt);
      whole.push(run.wallMs);
    } finally {
      await fake.close();
    }
  }
  const list = (values) => values.map((ms) => Math.round(ms)).join(',');
  return { value: median(firstRequest), details: `median of ${COLD_RUNS} runs=${list(firstRequest)}ms whole_process=${list(whole)}ms` };
}

async function figureColdStart() {
  const dataset = qaDataset(1);
  const cli = await coldStarts((fake, i) => runCli(dataset, 8, fake, path.join(work, `cold-${i}.json`)));
  printFigure('cli.cold_start.first_request_ms', cli.value, { details: `node bin/supereval.js run (1 qa case) ${cli.details}` });

  const action = await coldStarts(async (fake, i) => {
    const dir = path.join(work, `action-${i}`);
    mkdirSync(dir, { recursive: true });
    const event = path.join(dir, 'event.json');
    writeFileSync(event, '{}');
    const env = {
      ...envFor(fake),
      INPUT_DATASETS: dataset,
      INPUT_MODELS: `bedrock:${MODEL}`,
      INPUT_BASELINE: 'none',
      'INPUT_UPDATE-BASELINE': 'false',
      'INPUT_OUTPUT-DIR': path.join(dir, 'out'),
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'bench/supereval',
      GITHUB_RUN_ID: '1',
      GITHUB_SHA: '0'.repeat(40),
      GITHUB_REF: 'refs/heads/bench',
      // The dataset must lie inside the workspace: the action refuses files outside it.
      GITHUB_WORKSPACE: work,
      GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
      GITHUB_OUTPUT: path.join(dir, 'output.txt'),
    };
    writeFileSync(env.GITHUB_STEP_SUMMARY, '');
    writeFileSync(env.GITHUB_OUTPUT, '');
    const run = await timedNode([ACTION], { env, cwd: dir });
    if (run.code !== 0) throw new Error(`the action exited with ${run.code}:\n${run.stdout}${run.stderr}`);
    return run;
  });
  printFigure('action.cold_start.first_request_ms', action.value, {
    details: `node dist/index.js (1 qa case, no token, baseline none) ${action.details}`,
  });
}

/**
 * (d) three datasets of unequal size in one run: wall / ideal, where ideal is
 * ceil(total cases / concurrency) x latency (one pool shared by the datasets),
 * next to ceil(n_i / concurrency) x latency summed (one dataset after another).
 */
async function figureDatasets() {
  const sizes = [40, 40, 40];
  const concurrency = 32;
  // Long calls, so that start-up (~0.4 s) does not hide the dataset tails.
  const latencyMs = 1000;
  const parent = path.join(work, 'many');
  const datasets = sizes.map((n, i) => qaDataset(n, `set-${i}`, parent));
  const total = sizes.reduce((a, b) => a + b, 0);
  const ideal = Math.ceil(total / concurrency) * latencyMs;
  const oneAfterAnother = sizes.reduce((sum, n) => sum + Math.ceil(n / concurrency) * latencyMs, 0);
  // The same cases as one dataset: what the shared pool should match.
  const single = qaDataset(total, 'one-set', path.join(work, 'single'));
  const walls = [];
  const singleWalls = [];
  let maxInFlight = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [target, list] of [
      [parent, walls],
      [single, singleWalls],
    ]) {
      const fake = await spawnFake({ latencyMs });
      try {
        const run = await runCli(target, concurrency, fake, path.join(work, `many-${round}-${list === walls ? 'three' : 'one'}`));
        list.push(run.wallMs);
        if (list === walls) maxInFlight = Math.max(maxInFlight, (await fake.stats()).maxInFlight);
      } finally {
        await fake.close();
      }
    }
  }
  printFigure('cli.datasets_side_by_side.wall_over_one_dataset', median(walls) / median(singleWalls), {
    target: '<= 1.10',
    details: `the same ${total} cases as three datasets vs as one, in turns; median of ${ROUNDS} one_dataset=${singleWalls.map((ms) => (ms / 1000).toFixed(2)).join(',')}s`,
  });
  printFigure('cli.datasets_side_by_side.wall_over_ideal', median(walls) / ideal, {
    details: `informational (the model's first call goes alone, and start-up adds ~0.5 s) datasets=${sizes.join('+')} c=${concurrency} latency=${latencyMs}ms ideal=${ideal / 1000}s sequential_ideal=${oneAfterAnother / 1000}s median of ${ROUNDS} runs=${walls.map((ms) => (ms / ideal).toFixed(3)).join(',')} max_in_flight=${maxInFlight} datasets=${datasets.length}`,
  });
}

const FIGURES = { wall: figureWallOverIdeal, quota: figureQuota, cold: figureColdStart, datasets: figureDatasets };

// `node bench/cli.mjs cold` runs only the named figures; no names runs all.
const chosen = process.argv.slice(2);
for (const name of chosen) if (!(name in FIGURES)) throw new Error(`unknown figure "${name}"; known: ${Object.keys(FIGURES).join(', ')}`);
useFakeAws();
printMachine();
try {
  for (const [name, figure] of Object.entries(FIGURES)) if (chosen.length === 0 || chosen.includes(name)) await figure();
} finally {
  rmSync(work, { recursive: true, force: true });
}
