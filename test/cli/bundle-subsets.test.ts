// Subset runs through the bundled CLI: --tags and --sample pick cases, the
// comparison covers only those, and a subset never writes a baseline.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultsSchema } from '../../src/config/results.js';
import type { EvalResults } from '../../src/results/results.js';
import { runBundledCli as supereval } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const DATASET = 'examples/datasets/support-qa';
const MODEL = 'replay:examples/outputs/support-qa.jsonl';

describe('subset runs (--tags, --sample)', () => {
  const out = tempDir();
  const baseline = path.join(out, 'full.json');

  it('compares only the selected cases with a full baseline: nothing left out counts as removed', async () => {
    const fullRun = await supereval(['run', DATASET, '--model', MODEL, '-q', '-o', baseline]);
    expect(fullRun.code).toBe(0);

    const r = await supereval([
      'run',
      DATASET,
      '--model',
      MODEL,
      '-q',
      '--tags',
      'limits,fifo',
      '--tags',
      '!throughput',
      '--compare-baseline',
      baseline,
      '--format',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const results = ResultsSchema.parse(JSON.parse(r.stdout)) as EvalResults;
    const comparison = (JSON.parse(r.stdout) as EvalResults).comparison;
    expect(results.cases.map((c) => c.id)).toEqual(['sqs-max-size', 'sqs-retention-default', 'sqs-retention-max']);
    expect(results.run.selection).toEqual({ total: 8, selected: 3, tags: ['limits', 'fifo', '!throughput'], sample: null, seed: null });
    expect(comparison).toMatchObject({ removed: 0, new: 0, still_passing: 3, regressions: 0, baseline_pass_rate: 1 });

    const text = await supereval(['run', DATASET, '--model', MODEL, '-q', '--tags', 'limits', '--compare-baseline', baseline]);
    expect(text.stdout).toContain('subset: 3 of 8 cases selected (tags: limits); the comparison covers the selected cases only');
    expect(text.stdout).toContain('0 removed');
  });

  it('a sample is the same on every run with the same seed, and says how it was drawn', async () => {
    const args = ['run', DATASET, '--model', MODEL, '-q', '--sample', '3', '--format', 'json'];
    const [a, b, other] = await Promise.all([supereval(args), supereval(args), supereval([...args, '--sample-seed', 'other'])]);
    const idsOf = (r: { stdout: string }) => (JSON.parse(r.stdout) as EvalResults).cases.map((c) => c.id);
    expect(idsOf(a)).toHaveLength(3);
    expect(idsOf(b)).toEqual(idsOf(a));
    expect(idsOf(other)).not.toEqual(idsOf(a));
    expect((JSON.parse(a.stdout) as EvalResults).run.selection).toEqual({ total: 8, selected: 3, tags: [], sample: '3', seed: '0' });

    const md = await supereval(['run', DATASET, '--model', MODEL, '-q', '--sample', '50%', '--format', 'markdown']);
    expect(md.stdout).toContain('Subset: 4 of 8 cases selected \\(sample 50%, seed 0\\)');
  });

  it('refuses a subset that would write a baseline, a bad sample, and tags that match nothing', async () => {
    const target = path.join(out, 'never.json');
    const update = await supereval(['run', DATASET, '--model', MODEL, '-q', '--tags', 'limits', '--update-baseline', target]);
    expect(update.code).toBe(2);
    expect(update.stderr).toContain('--update-baseline writes a whole baseline; it cannot be combined with --tags or --sample');
    expect(existsSync(target)).toBe(false);

    const bad = await supereval(['run', DATASET, '--model', MODEL, '-q', '--sample', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('supereval: --sample must be a whole number of cases above 0 or a share such as 10%, got "0"');

    const none = await supereval(['run', DATASET, '--model', MODEL, '-q', '--tags', 'no-such-tag']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--tags no-such-tag match no case in any dataset');
    expect(readResultsFile(baseline).summary.total).toBe(8);
  });
});
