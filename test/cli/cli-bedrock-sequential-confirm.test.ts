// Issue 51's "done when" for confirmation, through the whole CLI against the
// fake Bedrock (real AWS SDK): a model whose answer to the one case is right
// with a set probability, seeded. The case passed in the baseline; its first
// answer now is wrong (the failure that starts the re-runs: the simulation's
// "after a baseline pass", conditioned on the run failing it); every later
// answer is right with probability p. With the action's defaults
// (--confirm-regressions auto: the sequential test, budget 15, tolerance 0.9),
// a case at 0.5 must block in at least 90 of 100 seeds and one at 0.95 pass in
// at least 90 of 100. Most runs call main() in-process (one fake, reset per
// seed); a few go through bin/supereval.js, the bundle a user runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/config/comparison.js';
import { EXIT } from '../../src/cli/exit.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { cliBin, runBundledCli, useBedrockCli } from '../helpers/cli.js';
import { readResultsFile } from '../helpers/results-file.js';
import { mulberry32 as seeded } from '../helpers/seeded.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const MODEL = 'bedrock:us.amazon.nova-micro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();
writeTree(root, { 'one/dataset.json': qaMeta({ name: 'one' }), 'one/cases.jsonl': [qaCase('c0', 'question 0?', 'answer 0')] });

/** The model: always right (`rate` null), or wrong on its first call and then right with probability `rate`, drawn from `seed`. */
function sampler(): { handler: FakeHandler; reset(rate: number | null, seed: number): void; calls(): number } {
  let random = seeded(0);
  let rate: number | null = null;
  let calls = 0;
  return {
    handler: () => {
      const right = rate === null || (calls > 0 && random() < rate);
      calls++;
      return { text: right ? 'That is answer 0.' : 'I do not know.' };
    },
    reset(r, seed) {
      rate = r;
      random = seeded(seed);
      calls = 0;
    },
    calls: () => calls,
  };
}

const comparisonOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { comparison: Comparison }).comparison;

describe('sequential confirmation through the CLI (issue 51)', () => {
  it('blocks a case down to 0.5 in at least 90 of 100 seeds and passes one at 0.95 in at least 90 of 100, with the default test', async () => {
    const model = sampler();
    await startFake(model.handler);
    const baseline = path.join(root, 'baseline.json');
    model.reset(null, 0);
    expect((await cli('run', path.join(root, 'one'), '--model', MODEL, '-o', baseline, '-q')).code).toBe(EXIT.passed);

    const output = path.join(root, 'now.json');
    const tally = async (rate: number) => {
      let blocked = 0;
      let reruns = 0;
      const verdicts = new Map<string, number>();
      for (let seed = 1; seed <= 100; seed++) {
        model.reset(rate, seed * 7919 + Math.round(rate * 1000));
        const r = await cli(
          'run',
          path.join(root, 'one'),
          '--model',
          MODEL,
          '--compare-baseline',
          baseline,
          '--confirm-regressions',
          'auto',
          '-o',
          output,
          '-q',
        );
        expect([EXIT.passed, EXIT.blocked]).toContain(r.code);
        if (r.code === EXIT.blocked) blocked++;
        // The first call is the run's own; the re-runs are the rest, and the results count them honestly.
        const results = readResultsFile(output);
        expect(results.summary.confirmation?.calls).toBe(model.calls() - 1);
        reruns += model.calls() - 1;
        const verdict = results.cases[0]?.confirmation?.[0]?.verdict ?? 'none';
        verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
        // A blocked run is one the test found dropped or left undecided; a passing one it found flaky.
        expect(r.code === EXIT.blocked).toBe(verdict !== 'flaky');
      }
      return { blocked, meanReruns: reruns / 100, verdicts: Object.fromEntries(verdicts) };
    };

    const half = await tally(0.5);
    const high = await tally(0.95);
    console.log(
      `CLI, 100 seeds: p=0.5 blocked ${half.blocked}/100 (mean re-runs ${half.meanReruns}), p=0.95 blocked ${high.blocked}/100 (mean re-runs ${high.meanReruns})`,
      half.verdicts,
      high.verdicts,
    );
    expect(half.blocked).toBeGreaterThanOrEqual(90);
    expect(100 - high.blocked).toBeGreaterThanOrEqual(90);
    // The budget bounds each confirmation: 15 re-runs at most.
    expect(half.meanReruns).toBeLessThanOrEqual(15);
  }, 240_000);

  it('says each verdict in the results, the comparison and the terminal; on-undecided pass lets an undecided case through', async () => {
    const model = sampler();
    await startFake(model.handler);
    const baseline = path.join(root, 'baseline-2.json');
    model.reset(null, 0);
    expect((await cli('run', path.join(root, 'one'), '--model', MODEL, '-o', baseline, '-q')).code).toBe(EXIT.passed);
    const output = path.join(root, 'undecided.json');
    // A budget of 4 cannot excuse (that takes 5 passes in a row): passes only leave it undecided.
    const run = (...more: string[]) =>
      cli('run', path.join(root, 'one'), '--model', MODEL, '--compare-baseline', baseline, '--confirm-regressions', '4', '-o', output, ...more);
    model.reset(1, 1);
    let r = await run();
    expect(r.code).toBe(EXIT.blocked);
    // After two passes neither end can be reached within the budget: undecided, with no call wasted.
    expect(model.calls()).toBe(1 + 2);
    expect(readResultsFile(output).cases[0]?.confirmation).toEqual([
      { model: MODEL, runs: 2, passes: 2, passed_output: 'That is answer 0.', verdict: 'undecided', acceptable: 0.9 },
    ]);
    expect(comparisonOf(output)).toMatchObject({ regressions: 0, undecided: 1 });
    expect(readResultsFile(output).gate.reasons[0]).toBe(
      'fail_on_regression: 1 case that passed in the baseline now fails (c0 (undecided)); no regression is allowed.',
    );
    expect(r.stdout).toMatch(/UNDECIDED +c0 .*passed 2 of 2 re-runs/);
    expect(r.stdout).toContain('re-runs: 1 failure re-run until decided, at most 4 times each (2 calls');

    model.reset(1, 1);
    r = await run('--on-undecided', 'pass');
    expect(r.code).toBe(EXIT.passed);

    // Two failures in a row decide "dropped" at once.
    model.reset(0, 1);
    r = await run();
    expect(r.code).toBe(EXIT.blocked);
    expect(model.calls()).toBe(1 + 2);
    expect(comparisonOf(output)).toMatchObject({ regressions: 1 });
  });

  it('a few seeds through bin/supereval.js decide as main() does', async () => {
    if (!existsSync(path.join(path.dirname(cliBin), '../dist/index.js'))) return;
    const model = sampler();
    await startFake(model.handler);
    const baseline = path.join(root, 'baseline-3.json');
    model.reset(null, 0);
    expect((await runBundledCli(['run', path.join(root, 'one'), '--model', MODEL, '-o', baseline, '-q'])).code).toBe(EXIT.passed);
    for (const [rate, seed] of [
      [0.5, 11],
      [0.5, 12],
      [0.95, 13],
      [0.95, 14],
    ] as const) {
      const args = ['run', path.join(root, 'one'), '--model', MODEL, '--compare-baseline', baseline, '--confirm-regressions', 'auto', '-q'];
      model.reset(rate, seed);
      const spawned = await runBundledCli(args);
      const spawnedCalls = model.calls();
      model.reset(rate, seed);
      const inProcess = await cli(...args);
      expect({ code: spawned.code, calls: spawnedCalls }).toEqual({ code: inProcess.code, calls: model.calls() });
    }
  }, 60_000);
});
