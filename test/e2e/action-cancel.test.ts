// Cancelling the job: the runner sends SIGINT, then SIGTERM 7.5 s later, then
// kills the process tree. The step keeps the cases that finished (results
// JSON with interrupted: true, job summary, outputs), ends every program it
// started, and exits at once. And a program that prints its environment puts
// no secret into the results, the summary or the log.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultsSchema } from '../../src/config/results.js';
import { stillRunning } from '../helpers/processes.js';
import { FAKE_AWS_CREDENTIALS, GITHUB_TOKEN, JOB, expectNoStackTrace, pushEvent, sha, useActionFakes } from './action-runner.js';
import { runtimeToken } from '../fakes/artifact.js';

const fakes = useActionFakes('supereval-e2e-cancel-');

const CASES = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, input: { text: `t${i}` }, expected: { label: 'yes' } }));
// Every case leaves a background process and records both pids; c0 and c1 answer at once, the others never do.
const SLOW_MODEL = [
  'sleep 300 >/dev/null 2>&1 & echo $! >> pids',
  'echo $$ >> pids',
  'case "$SUPEREVAL_CASE_ID" in c0|c1) echo yes ;; *) exec sleep 60 ;; esac',
  '',
].join('\n');

describe('the action when the job is cancelled', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('on %s: writes what finished, ends every program it started, exits %i at once', async (signal, exitCode) => {
    const pidsFile = () => path.join(fakes.runner.workspace, 'pids');
    const pids = () => (existsSync(pidsFile()) ? readFileSync(pidsFile(), 'utf8').trim().split('\n').map(Number) : []);
    const run = await fakes.runner.run({
      event: pushEvent(sha(`cancel-${signal}`)),
      inputs: { datasets: 'slow', models: 'exec:sh model.sh', concurrency: '2' },
      files: { 'slow/dataset.json': { name: 'slow', type: 'classification', labels: ['yes'] }, 'slow/cases.jsonl': CASES, 'model.sh': SLOW_MODEL },
      // Once c0 and c1 are done and c2 and c3 have started.
      cancel: { signal, when: (stdout) => stdout.includes('slow: 2/6') && pids().length === 8 },
    });

    expect(run.code, run.stdout).toBe(exitCode);
    // The runner waits 7.5 s after SIGINT, then 2.5 s after SIGTERM.
    expect(run.exitAfterSignalMs).toBeLessThan(2500);
    const results = ResultsSchema.parse(run.results['slow.json']);
    expect(results.run.interrupted).toBe(true);
    expect(results.cases.filter((c) => c.status === 'pass').map((c) => c.id)).toEqual(['c0', 'c1']);
    expect(results.cases.slice(2).every((c) => c.status === 'error')).toBe(true);
    expect(run.summary).toContain('slow');
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '4', 'results-path': `${run.workspace}/supereval-results/slow.json` });
    expect(run.errors.join('\n')).toContain(`cancelled (${signal})`);
    // The check run would be a network call racing the runner's kill; a cancelled job shows as cancelled anyway.
    expect(fakes.github.checkRuns.filter((c) => c.head_sha === sha(`cancel-${signal}`))).toEqual([]);
    expect(await stillRunning(pids())).toEqual([]);
    expectNoStackTrace(run);
  });
});

describe('the action and the secrets it holds', () => {
  it('masks them in the results, the job summary and the log, whatever a program prints', async () => {
    const sessionToken = 'IQoJb3JpZ2luX2VjEActionSessionToken0001';
    const run = await fakes.runner.run({
      event: pushEvent(sha('leaky')),
      inputs: { datasets: 'leaky', models: 'exec:env' },
      files: {
        'leaky/dataset.json': { name: 'leaky', type: 'qa' },
        'leaky/cases.jsonl': [{ id: 'env', input: { query: 'q' }, expected: { ground_truth: 'x' } }],
      },
      // As a workflow's `env: GITHUB_TOKEN: ${{ github.token }}` would (the input itself, INPUT_GITHUB-TOKEN, is no name sh passes on).
      env: { AWS_SESSION_TOKEN: sessionToken, GITHUB_TOKEN },
    });
    expectNoStackTrace(run);
    const secrets = [
      FAKE_AWS_CREDENTIALS.AWS_ACCESS_KEY_ID,
      FAKE_AWS_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
      sessionToken,
      GITHUB_TOKEN,
      // The run's runtime token (the cache's and the artifacts' bearer).
      runtimeToken(`run-${run.runId}`, JOB),
    ];
    const page = readFileSync(run.outputs['report-path'] ?? '', 'utf8');
    const written = JSON.stringify(run.results['leaky.json']);
    expect(written).toContain('AWS_SECRET_ACCESS_KEY=***');
    expect(written).toContain('GITHUB_TOKEN=***');
    // The runner masks them in the rest of the log from here on (@actions/cache adds masks of its own).
    const masks = run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks.map((line) => line.slice('::add-mask::'.length))).toEqual(expect.arrayContaining(secrets));
    const log = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const secret of secrets) {
      expect(written).not.toContain(secret);
      expect(run.summary).not.toContain(secret);
      expect(page).not.toContain(secret);
      expect(log).not.toContain(secret);
      expect(JSON.stringify(fakes.github.checkRuns)).not.toContain(secret);
    }
  });
});
