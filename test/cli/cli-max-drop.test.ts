// Issue 51's max_drop through the CLI in-process, on a replay: model: the
// change's interval (Tango's) against -max_drop gives pass, block or
// inconclusive; an inconclusive change on a small dataset blocks by default
// and says so in the markdown headline with its interval and threshold, and
// --on-inconclusive pass lets it through, still saying so. Without max_drop
// the gate decides as before.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Comparison } from '../../src/config/comparison.js';
import { runCli } from '../helpers/cli.js';
import { readFileSync } from 'node:fs';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const dir = path.join(root, 'ds');
const answer = (i: number, passes: boolean) => ({ id: `c${i}`, output: passes ? `It is answer c${i}.` : 'No idea.' });
const n = 8;
writeTree(dir, {
  'dataset.json': qaMeta({ thresholds: { pass_rate: 0, fail_on_regression: false } }),
  'cases.jsonl': Array.from({ length: n }, (_, i) => qaCase(`c${i}`)),
  'before.jsonl': Array.from({ length: n }, (_, i) => answer(i, true)),
  // One of 8 cases now fails: a change of -12.5 points whose interval 8 cases cannot narrow.
  'now.jsonl': Array.from({ length: n }, (_, i) => answer(i, i !== 0)),
});

const decisionOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { comparison: Comparison }).comparison.change_decision;

describe('--max-drop', () => {
  const baseline = path.join(root, 'before.json');
  const run = async (...more: string[]) => {
    if (!(await import('node:fs')).existsSync(baseline)) {
      expect((await runCli('run', dir, '-m', `replay:${dir}/before.jsonl`, '-q', '-o', baseline)).code).toBe(EXIT.passed);
    }
    const output = path.join(root, `now-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli(
      'run',
      dir,
      '-m',
      `replay:${dir}/now.jsonl`,
      '-q',
      `--compare-baseline=${baseline}`,
      '-o',
      output,
      '--format',
      'markdown',
      ...more,
    );
    return { ...r, output };
  };

  it('without it, the gate decides as before (these thresholds pass)', async () => {
    const r = await run();
    expect(r.code).toBe(EXIT.passed);
    expect(decisionOf(r.output)).toBeUndefined();
  });

  it('an inconclusive change on 8 cases blocks by default, and the headline says inconclusive with the interval and the threshold', async () => {
    const r = await run('--max-drop', '10');
    expect(r.code).toBe(EXIT.blocked);
    const d = decisionOf(r.output);
    expect(d).toMatchObject({ outcome: 'inconclusive', blocks: true, max_drop: 0.1, estimate: -0.125, on_inconclusive: 'block' });
    expect(d?.low).toBeGreaterThanOrEqual(-1);
    expect(d?.low).toBeLessThan(-0.1);
    expect(d?.high).toBeGreaterThan(-0.1);
    expect(r.stdout).toMatch(/❌ qa-set: blocked, inconclusive: change -12\.5 pts \[-[\d.]+, [\d.]+\], max_drop 10 pts/);
    const reasons = (JSON.parse(readFileSync(r.output, 'utf8')) as { gate: { reasons: string[] } }).gate.reasons;
    expect(reasons).toEqual([
      'max_drop: inconclusive, the change (-12.5 points, 95% interval [-47.1, 24]) may or may not be a drop of more than 10 points; on-inconclusive is block.',
    ]);
  });

  it('--on-inconclusive pass lets it through and still says inconclusive', async () => {
    const r = await run('--max-drop', '10', '--on-inconclusive', 'pass');
    expect(r.code).toBe(EXIT.passed);
    expect(decisionOf(r.output)).toMatchObject({ outcome: 'inconclusive', blocks: false, on_inconclusive: 'pass' });
    expect(r.stdout).toMatch(/✅ qa-set: passed, inconclusive: change -12\.5 pts/);
  });

  it('a threshold the interval clears passes; no printed interval leaves [-100, +100]', async () => {
    const r = await run('--max-drop', '90');
    expect(r.code).toBe(EXIT.passed);
    expect(decisionOf(r.output)).toMatchObject({ outcome: 'pass', blocks: false });
    for (const [, low, high] of r.stdout.matchAll(/\[(-?[\d.]+), (-?[\d.]+)\]/g)) {
      expect(Number(low)).toBeGreaterThanOrEqual(-100);
      expect(Number(high)).toBeLessThanOrEqual(100);
    }
  });

  it('refuses a value outside 0 to 100', async () => {
    const r = await runCli('run', dir, '-m', `replay:${dir}/now.jsonl`, '--max-drop', '150');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--max-drop must be a number of points from 0 to below 100, got "150"');
  });

  it('refuses --max-drop-trials above 0: buying samples is not wired, and a budget the run would not spend must not look spent', async () => {
    const r = await runCli('run', dir, '-m', `replay:${dir}/now.jsonl`, '--max-drop', '10', '--max-drop-trials', '200');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--max-drop-trials must be 0 for now: buying samples for an inconclusive change is not supported yet');
  });
});
