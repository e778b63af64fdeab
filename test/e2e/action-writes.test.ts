// The bundle when it cannot write its files: the job summary, the check and
// the outputs still go out, then the step fails with one line per file naming
// it and the input to change, and a committed baseline is never damaged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-writes-');

const CASES = 100;
const REPLAY = 'recorded/outputs.jsonl';
const ids = Array.from({ length: CASES }, (_, i) => `ticket-${String(i).padStart(2, '0')}`);
const files = (extra: Record<string, string | object | object[]> = {}) => ({
  'datasets/routing/dataset.json': { name: 'routing', type: 'classification', labels: ['billing', 'technical'] },
  'datasets/routing/cases.jsonl': ids.map((id, i) => ({ id, input: { text: `Ticket ${i} about a charge.` }, expected: { label: 'billing' } })),
  [REPLAY]: ids.map((id) => ({ id, output: 'billing' })),
  ...extra,
});
const inputs = { models: `replay:${REPLAY}`, baseline: 'none' };

describe('the action when it cannot write', () => {
  it('an output-dir under a file: the summary and outputs are published, then the step fails naming the path and the input', async () => {
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 3, headSha: sha('w-head'), mergeSha: sha('w-merge') }),
      inputs: { ...inputs, 'output-dir': 'blocker/results' },
      files: files({ blocker: 'a file, not a folder' }),
    });
    expect(run.code).toBe(1);
    expect(run.summary).toContain('routing');
    // The gate passed but the step fails: passed says the step's verdict.
    expect(run.outputs).toMatchObject({ passed: 'false', 'pass-rate': '1', 'results-path': '' });
    // No output names the results file that was never written.
    expect(JSON.parse(run.outputs['datasets'] ?? '')).toMatchObject([{ name: 'routing', results_path: null }]);
    expect(run.errors).toEqual([
      [
        'results not written: cannot write blocker/results/routing.json: a parent of it is a file, not a folder (ENOTDIR); change the output-dir input',
        'HTML report not written: cannot write blocker/results/report.html: a parent of it is a file, not a folder (ENOTDIR); change the output-dir input',
        'summary not written: cannot write blocker/results/summary.md: a parent of it is a file, not a folder (ENOTDIR); change the output-dir input',
        'history not written: cannot write blocker/results/history/routing.json: a parent of it is a file, not a folder (ENOTDIR); change the output-dir input',
      ].join('\n'),
    ]);
    expectNoStackTrace(run);
  });

  it('update-baseline on a nearly full disk: the committed baseline file survives byte for byte', async () => {
    const first = await fakes.runner.run({
      event: pushEvent(sha('w-main')),
      inputs: { ...inputs, baseline: 'file:baselines/routing.json', 'update-baseline': 'true' },
      files: files(),
    });
    expect(first.code, first.stdout).toBe(0);
    const committed = readFileSync(path.join(first.workspace, 'baselines/routing.json'), 'utf8');
    expect(committed.length).toBeGreaterThan(4 * 1024);

    const run = await fakes.runner.run({
      event: pushEvent(sha('w-main-2')),
      inputs: { ...inputs, baseline: 'file:baselines/routing.json', 'update-baseline': 'true' },
      files: files({ 'baselines/routing.json': committed }),
      // Above what GITHUB_OUTPUT and summary.md take, below the baseline file.
      maxFileBytes: 4096,
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ passed: 'false', 'baseline-found': 'true', 'results-path': '' });
    expect(run.errors).toEqual([
      [
        'results not written: cannot write supereval-results/routing.json: the file is larger than this system allows here (file size limit) (EFBIG); free some space or change the output-dir input',
        'baseline of routing not updated: cannot write baselines/routing.json: the file is larger than this system allows here (file size limit) (EFBIG); the previous file is unchanged; free some space or change the baseline input',
        'HTML report not written: cannot write supereval-results/report.html: the file is larger than this system allows here (file size limit) (EFBIG); free some space or change the output-dir input',
      ].join('\n'),
    ]);
    expect(readFileSync(path.join(run.workspace, 'baselines/routing.json'), 'utf8')).toBe(committed);
    expectNoStackTrace(run);
  });
});
