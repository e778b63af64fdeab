// Scale: N replayed qa cases through the whole CLI process, next to a floor
// measured the same way in the same run (bench/scale-floor.mjs: read, parse,
// icontains, write; no validation, no report). One line per figure.
//
// For each N (10k, 50k, 100k): the floor; `supereval run` writing the results
// that become the baseline; the same run compared with that baseline
// (--compare-baseline, --format markdown): the issue's "run and comparison".
// Wall time from spawn to exit and peak RSS (process.resourceUsage, read at
// exit by bench/usage-at-exit.mjs), median of ROUNDS, floor and CLI taking
// turns (the fastest rounds' ratio is printed beside it: on a shared machine
// a neighbour's load swings the medians). Figures at 100k against the targets: wall <= 4x the floor's, peak
// RSS <= 3x, the results file < 3x its outputs' bytes + 100 B a case; per-N
// lines show that time and memory grow linearly.
//
// SUPEREVAL_BENCH_CLI=<file> times another entry (lib/bin.js after `npm run
// build:lib`) instead of bin/supereval.js, which runs the committed dist/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, printFigure, printMachine, timedNode } from './support.mjs';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,50000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = process.env.SUPEREVAL_BENCH_CLI ? path.resolve(process.env.SUPEREVAL_BENCH_CLI) : path.join(root, 'bin/supereval.js');
const FLOOR = fileURLToPath(new URL('./scale-floor.mjs', import.meta.url));
const USAGE = fileURLToPath(new URL('./usage-at-exit.mjs', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'supereval-scale-'));

/** n qa cases and their recorded outputs; about one in thirteen fails its icontains. */
function replayedQa(n) {
  const dir = path.join(work, `qa-${n}`);
  const dataset = path.join(dir, 'bench-qa');
  mkdirSync(dataset, { recursive: true });
  writeFileSync(path.join(dataset, 'dataset.json'), JSON.stringify({ name: 'bench-qa', type: 'qa' }));
  const cases = [];
  const outputs = [];
  let outputBytes = 0;
  for (let i = 0; i < n; i++) {
    const city = `city${i % 97}`;
    const answer = `The capital of country ${i} is ${i % 13 === 0 ? 'unknown to me' : `City${i % 97}`}.`;
    cases.push(JSON.stringify({ id: `c${i}`, input: { query: `What is the capital of country number ${i}?` }, expected: { ground_truth: city } }));
    outputs.push(JSON.stringify({ id: `c${i}`, output: answer }));
    outputBytes += Buffer.byteLength(answer);
  }
  writeFileSync(path.join(dataset, 'cases.jsonl'), `${cases.join('\n')}\n`);
  const outputsFile = path.join(dir, 'outputs.jsonl');
  writeFileSync(outputsFile, `${outputs.join('\n')}\n`);
  return { dir, dataset, outputsFile, outputBytes };
}

let usageFiles = 0;
/** Spawn to exit, with the child's CPU and peak RSS. */
async function measured(args) {
  const usageFile = path.join(work, `usage-${++usageFiles}.json`);
  const run = await timedNode(['--import', USAGE, ...args], { env: { ...process.env, BENCH_USAGE_FILE: usageFile } });
  // 0 passed, 1 the gate blocked (it does: cases fail): both finished runs.
  if (run.code !== 0 && run.code !== 1) throw new Error(`${args.join(' ')} exited with ${run.code}:\n${run.stderr}`);
  const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
  return { wallMs: run.wallMs, cpuMs: usage.cpu_ms, rssMb: usage.max_rss_kb / 1024 };
}

const summarize = (list) => ({
  wallMs: median(list.map((m) => m.wallMs)),
  // The fastest round: what a neighbour's load on a shared machine adds least to.
  minWallMs: Math.min(...list.map((m) => m.wallMs)),
  cpuMs: median(list.map((m) => m.cpuMs)),
  rssMb: median(list.map((m) => m.rssMb)),
});
const shown = (m) => `wall=${(m.wallMs / 1000).toFixed(2)}s cpu=${(m.cpuMs / 1000).toFixed(2)}s rss=${Math.round(m.rssMb)}MB`;

printMachine();
const perN = [];
try {
  for (const n of SIZES) {
    const data = replayedQa(n);
    const model = `replay:${data.outputsFile}`;
    const baseline = path.join(data.dir, 'baseline.json');
    const compared = path.join(data.dir, 'compared.json');
    const floor = [];
    const run = [];
    const compare = [];
    for (let round = 0; round < ROUNDS; round++) {
      floor.push(await measured([FLOOR, path.join(data.dataset, 'cases.jsonl'), data.outputsFile, path.join(data.dir, 'floor.json')]));
      run.push(await measured([CLI, 'run', data.dataset, '--model', model, '-q', '--output', baseline]));
      compare.push(
        await measured([
          CLI,
          'run',
          data.dataset,
          '--model',
          model,
          '-q',
          '--output',
          compared,
          '--compare-baseline',
          baseline,
          '--format',
          'markdown',
        ]),
      );
    }
    const f = summarize(floor);
    const r = summarize(run);
    const c = summarize(compare);
    const budget = 3 * data.outputBytes + 100 * n;
    const bytes = { baseline: statSync(baseline).size, compared: statSync(compared).size };
    perN.push({ n, f, r, c });
    const setup = `N=${n} median of ${ROUNDS}`;
    printFigure(`scale.${n}.floor`, f.wallMs / 1000, { details: `${setup} ${shown(f)} (read, parse, icontains, write)` });
    printFigure(`scale.${n}.run.wall_over_floor`, r.wallMs / f.wallMs, {
      details: `${setup} ${shown(r)} rss_over_floor=${(r.rssMb / f.rssMb).toFixed(2)} (supereval run --output: the baseline)`,
    });
    const last = n === SIZES.at(-1);
    printFigure(`scale.${n}.run_and_compare.wall_over_floor`, c.wallMs / f.wallMs, {
      ...(last ? { target: '<= 4' } : {}),
      details: `${setup} ${shown(c)} fastest_over_fastest=${(c.minWallMs / f.minWallMs).toFixed(2)} (supereval run --compare-baseline --format markdown)`,
    });
    printFigure(`scale.${n}.run_and_compare.rss_over_floor`, c.rssMb / f.rssMb, {
      ...(last ? { target: '<= 3' } : {}),
      details: `${setup} floor_rss=${Math.round(f.rssMb)}MB`,
    });
    printFigure(`scale.${n}.results_file.bytes_over_budget`, bytes.compared / budget, {
      ...(last ? { target: '< 1' } : {}),
      details: `${setup} baseline=${bytes.baseline}B compared=${bytes.compared}B budget=3x${data.outputBytes}B of outputs+100B x ${n}=${budget}B per_case=${(bytes.compared / n).toFixed(0)}B`,
    });
    rmSync(data.dir, { recursive: true, force: true });
  }
  // Linear: the cost of a case at the largest N over its cost at the smallest (1.0 = linear).
  if (perN.length > 1) {
    const [small, large] = [perN[0], perN.at(-1)];
    const perCase = (m, n) => m / n;
    printFigure('scale.linearity.wall_per_case_largest_over_smallest', perCase(large.c.wallMs, large.n) / perCase(small.c.wallMs, small.n), {
      details: `run_and_compare ${perN.map((p) => `N=${p.n}:${((p.c.wallMs / p.n) * 1000).toFixed(1)}us/case`).join(' ')} (start-up weighs on the smallest)`,
    });
    printFigure('scale.linearity.rss_per_case_largest_over_smallest', perCase(large.c.rssMb, large.n) / perCase(small.c.rssMb, small.n), {
      details: `run_and_compare ${perN.map((p) => `N=${p.n}:${((p.c.rssMb * 1024) / p.n).toFixed(2)}KB/case`).join(' ')} (the process's fixed ~100 MB weighs on the smallest)`,
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
