// The gate's operating characteristics, measured on a fake model whose pass
// probabilities are set case by case (test/fakes/gate-sim.ts), beside
// today's rules: how often a failure's confirmation blocks and at how many
// re-runs; how often the change's and the pass rate's intervals cover the
// truth, at n = 5 to 200 cases, with and without clusters; how often the
// max_drop rule blocks under no change and under a drop of twice max_drop.
// Seeded: the same figures every run. `--markdown` prints docs/gate.md's
// tables instead of the figure lines. `GATE_SIM_REPS` scales the simulated
// coverage (default 200 datasets per grid point; the pass rate's 2.5 times as
// many).
import { printFigure, printMachine } from './support.mjs';

const root = new URL('..', import.meta.url);
const lib = (path) => import(new URL(`lib/compare/${path}`, root).href);
const fakes = (path) => import(new URL(`bench/.build/fakes/${path}`, root).href);
const [confirm, paired, rate, decision, stats, sim, coverage] = await Promise.all([
  lib('sequential-confirm.js'),
  lib('paired-interval.js'),
  lib('pass-rate-interval.js'),
  lib('change-decision.js'),
  lib('stats.js'),
  fakes('gate-sim.js'),
  fakes('gate-sim-coverage.js'),
]);

const markdown = process.argv.includes('--markdown');
const REPS = Number(process.env.GATE_SIM_REPS ?? 200);
// A rate's interval is cheap: more datasets, less simulation error in its minimum.
const RATE_REPS = 2.5 * REPS;
const clusters = (n) => (n <= 5 ? '1 cluster' : `${Math.ceil(n / 5)} clusters`);
const started = performance.now();
const gate = sim.bindStatistics({ ...confirm, ...paired, ...rate, ...decision, ...stats });
const plan = confirm.confirmationPlan();
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const pts = (x) => (100 * x).toFixed(1);
const lines = [];
const say = (line) => (markdown ? lines.push(line) : null);
if (!markdown) printMachine();

// 1. Confirming one failure after a baseline pass.
say('| true pass rate now | blocked (exact) | blocked (simulated) | mean re-runs | today: blocked | today: re-runs |');
say('|---|---|---|---|---|---|');
for (const [i, p] of [0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99].entries()) {
  const exact = confirm.confirmationCharacteristics(plan, p);
  const blocked = exact.dropped + exact.undecided;
  const measured = sim.confirmationRates(gate, p, 4000, 100 + i);
  say(`| ${pct(p)} | ${pct(blocked)} | ${pct(measured.blocked)} | ${exact.meanReruns.toFixed(1)} | ${pct(measured.todayBlocked)} | 2 |`);
  if (p === 0.5 || p === 0.95) {
    const [name, value, target] = p === 0.5 ? ['blocked', blocked, '>= 0.90'] : ['not_blocked', 1 - blocked, '>= 0.90'];
    const today = p === 0.5 ? measured.todayBlocked : 1 - measured.todayBlocked;
    if (!markdown) {
      printFigure(`gate.confirm.at_${p}.${name}`, value, {
        target,
        details: `exact; simulated ${measured.blocked.toFixed(3)} blocked over 4000 runs, mean re-runs ${exact.meanReruns.toFixed(2)}; today ${today.toFixed(3)} at 2 re-runs`,
      });
    }
  }
}

// 2. The change's interval: exact without clusters, simulated in clusters of 5.
const grid = { rates: [0.5, 0.7, 0.9, 0.95, 0.99], drops: [0, 0.05, 0.2], correlations: [0, 0.5, 0.9], iccs: [0, 0.3, 0.7] };
const row = (label, { now, today }) =>
  `| ${label} | ${now.points} | ${pct(now.mean)} | ${pct(now.min)} | ${now.clearlyBelow} | ${pts(now.width)} | ${pct(today.mean)} | ${pct(today.min)} | ${pts(today.width)} | ${pct(today.outside)} |`;
const header = (what) => {
  say('');
  say(
    `| ${what} | grid points | mean coverage | min coverage | below 93% | mean width (pts) | today: mean | today: min | today: width | today: outside the range |`,
  );
  say('|---|---|---|---|---|---|---|---|---|---|');
};
const figure = (name, { now, today }, how) => {
  if (markdown) return;
  printFigure(name, now.min, {
    target: '>= 0.93',
    details: `${how}${how.includes('datasets') ? ` (simulation error about ±${(2 * Math.sqrt((0.95 * 0.05) / Number(how.split(' ')[0]))).toFixed(3)})` : ''}; mean ${now.mean.toFixed(3)}, width ${pts(now.width)} pts, ${now.clearlyBelow} of ${now.points} points below 93%${now.minAt ? ` (min at ${now.minAt})` : ''}; today min ${today.min.toFixed(3)}, width ${pts(today.width)}`,
  });
};
header('change, cases');
for (const n of [5, 10, 20, 50, 200]) {
  const exact = coverage.exactChangeCoverage(gate, n, grid);
  say(row(`${n}, no clusters (exact)`, exact));
  figure(`gate.change_interval.n${n}.min_coverage`, exact, 'exact, no clusters');
  const clustered = coverage.changeCoverage(gate, { n, clusterSize: 5, grid, reps: REPS, seed: 200 + n });
  say(row(`${n} in ${clusters(n)} of 5 (simulated)`, clustered));
  figure(`gate.change_interval.n${n}.clusters_of_5.min_coverage`, clustered, `${REPS} datasets a point`);
}

// Large clusters, few of them: a failure that strikes a whole cluster and is rare can be missing from the data.
const bigClusters = coverage.changeCoverage(gate, { n: 200, clusterSize: 20, grid, reps: REPS, seed: 250 });
say(row('200 in 10 clusters of 20 (simulated)', bigClusters));
figure('gate.change_interval.n200.clusters_of_20.min_coverage', bigClusters, `${REPS} datasets a point`);

// 3. The pass rate's interval.
const rates = [0.5, 0.7, 0.9, 0.95, 0.99];
header('pass rate, cases');
for (const n of [5, 10, 20, 50, 200]) {
  const exact = coverage.exactPassRateCoverage(gate, n, rates);
  say(row(`${n}, no clusters (exact)`, exact));
  figure(`gate.pass_rate_interval.n${n}.min_coverage`, exact, 'exact, no clusters');
  const clustered = coverage.passRateCoverage(gate, { n, clusterSize: 5, rates, iccs: grid.iccs, reps: RATE_REPS, seed: 300 + n });
  say(row(`${n} in ${clusters(n)} of 5 (simulated)`, clustered));
  figure(`gate.pass_rate_interval.n${n}.clusters_of_5.min_coverage`, clustered, `${RATE_REPS} datasets a point`);
}

const bigRateClusters = coverage.passRateCoverage(gate, { n: 200, clusterSize: 20, rates, iccs: grid.iccs, reps: RATE_REPS, seed: 350 });
say(row('200 in 10 clusters of 20 (simulated)', bigRateClusters));
figure('gate.pass_rate_interval.n200.clusters_of_20.min_coverage', bigRateClusters, `${RATE_REPS} datasets a point`);

// 4. The max_drop rule on 200 paired cases (seed 004's planning noise), and on 50 noisy cases buying trials.
say('');
say('| scenario | true change | extra samples allowed | blocked | passed | left inconclusive | samples bought | today: blocked |');
say('|---|---|---|---|---|---|---|---|');
const scenarios = [
  { name: '200 cases, max_drop 6 pts', n: 200, maxDrop: 0.06, mixture: sim.plannedMixture, calls: [0] },
  {
    name: '50 cases at 80%, baseline of 5 trials, max_drop 15 pts',
    n: 50,
    maxDrop: 0.15,
    baselineSamples: 5,
    mixture: (d) => [{ share: 1, baseline: 0.8, current: 0.8 - d }],
    calls: [0, 100, 200],
  },
];
for (const s of scenarios) {
  for (const [k, drop] of [0, s.maxDrop, 2 * s.maxDrop].entries()) {
    for (const calls of s.calls) {
      const mixture = s.mixture(drop);
      const r = sim.decisionRates(gate, {
        n: s.n,
        maxDrop: s.maxDrop,
        mixture,
        extraCalls: calls,
        runs: 2000,
        seed: 400 + 10 * k + calls,
        baselineSamples: s.baselineSamples ?? 1,
      });
      const change = sim.trueChange(mixture);
      say(
        `| ${s.name} | ${pts(change)} pts | ${calls} | ${pct(r.blocked)} | ${pct(r.passed)} | ${pct(r.inconclusive)} | ${r.meanExtraCalls.toFixed(0)} | ${pct(r.todayBlocked)} |`,
      );
      if (markdown || s.n !== 200) continue;
      const [name, value, target] =
        k === 0
          ? ['no_change.blocked', r.blocked, '<= 0.05']
          : k === 1
            ? ['at_max_drop.passed', r.passed, '<= 0.025']
            : ['twice_max_drop.blocked', r.blocked, '>= 0.80'];
      printFigure(`gate.max_drop.n200.${name}`, value, {
        target,
        details: `2000 datasets; today's max_score_drop blocks ${r.todayBlocked.toFixed(3)}`,
      });
    }
  }
}

if (markdown) console.log(lines.join('\n'));
else printFigure('gate.sim.wall_s', (performance.now() - started) / 1000, { details: `${REPS} simulated datasets a grid point` });
