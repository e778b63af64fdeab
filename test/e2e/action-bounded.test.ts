// The bundle on what a pull request may commit to hang the step, exhaust its
// memory or read outside the repository through the inputs that name files:
// hash-files, baseline files, dataset globs, replay: files; and an exec:
// model printing without end. Each ends quickly with an error naming the
// input and the file, nothing of an outside file in the log.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';
import { expectNoStackTrace, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-bounded-', triageModel);
const event = pullRequestEvent({ number: 34, headSha: sha('bounded-head'), mergeSha: sha('bounded-merge') });
const outside = writeTree(tempDir('supereval-e2e-bounded-outside-'), {
  'secret.json': '{"aws_secret_access_key": "hunter2"}\n',
  'answers.jsonl': '{"id": "refund", "output": "hunter2"}\n',
});
const log = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`;

describe('the action reads only bounded files inside the workspace', () => {
  it('hash-files naming a link to /dev/zero ends at once with the named error; one met by a ** glob is left out with a warning', async () => {
    const started = performance.now();
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL, 'hash-files': 'tools/zero.bin' },
      files: triageFiles(),
      links: { 'tools/zero.bin': '/dev/zero' },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      'hash-files: tools/zero.bin leads outside the workspace (a link to a file elsewhere); the action hashes only files inside the repository',
    ]);
    expectNoStackTrace(run);

    const globbed = await fakes.runner.run({
      event,
      inputs: { models: MODEL, 'hash-files': 'tools/**', baseline: 'none' },
      files: { ...triageFiles(), 'tools/agent.py': 'print()' },
      links: { 'tools/zero.bin': '/dev/zero', 'tools/root': '/' },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(globbed.code, globbed.stdout).toBe(0);
    expect(globbed.warnings).toContain(
      'hash-files: not hashed, as they lead outside the workspace (links to files elsewhere): tools/root, tools/zero.bin',
    );
  }, 60_000);

  it('a hash-files match past 64 MiB is refused naming the file, the limit and the input', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL, 'hash-files': 'tools/*.bin' },
      files: { ...triageFiles(), 'tools/big.bin': 'x'.repeat(64 * 1024 * 1024 + 1) },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      `hash-files: tools/big.bin is larger than the 64 MiB limit (${64 * 1024 * 1024 + 1} bytes); leave it out with !tools/big.bin`,
    ]);
  }, 60_000);

  it('a committed baseline.json linked to /dev/zero, and a named baseline linked to a file outside, are refused unread', async () => {
    const started = performance.now();
    const zero = await fakes.runner.run({
      event,
      inputs: { models: MODEL, baseline: 'file' },
      files: triageFiles(),
      links: { [`datasets/${DATASET}/baseline.json`]: '/dev/zero' },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(zero.code).toBe(1);
    expect(zero.errors).toContain(
      `baseline input file: datasets/${DATASET}/baseline.json cannot be used: it leads outside the workspace (a link to a file elsewhere); regressions were not checked. Fix or replace the file`,
    );
    // The results and the report are still written.
    expect(Object.keys(zero.results)).toEqual([`${DATASET}.json`]);
    expect(zero.summary).toContain(DATASET);

    const linked = await fakes.runner.run({
      event,
      inputs: { models: MODEL, baseline: 'file:baselines/triage.json' },
      files: triageFiles(),
      links: { 'baselines/triage.json': path.join(outside, 'secret.json') },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(linked.code).toBe(1);
    expect(linked.errors).toContain(
      'baseline input file:baselines/triage.json: baselines/triage.json cannot be used: it leads outside the workspace (a link to a file elsewhere); regressions were not checked. Fix or replace the file',
    );
    expect(log(linked)).not.toContain('hunter2');
    expect(linked.summary).not.toContain('hunter2');
    expectNoStackTrace(linked);
  }, 60_000);

  it('a ** dataset glob does not walk a link to /: one note, and the datasets inside run', async () => {
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL, datasets: 'datasets/**', baseline: 'none' },
      files: triageFiles(),
      links: { 'datasets/root': '/' },
      bedrockUrl: fakes.bedrock.url,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      'datasets: datasets/root: skipped (matched by datasets/**, but leads outside the workspace (a link to a file elsewhere))',
    );
    expect(run.stdout.split('\n').length).toBeLessThan(300);
    expect(Object.keys(run.results)).toEqual([`${DATASET}.json`]);
  }, 60_000);

  it('a replay: file outside the workspace is refused without reading it', async () => {
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event,
      inputs: { models: `replay:${path.join(outside, 'answers.jsonl')}`, baseline: 'none' },
      files: triageFiles(),
    });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      `${path.join(outside, 'answers.jsonl')}: (file): leads outside the workspace (a link to a file elsewhere); the action reads dataset files only inside the repository, so copy the file in`,
    ]);
    expect(log(run)).not.toContain('hunter2');
    expect(fakes.bedrock.stats.requests).toBe(before);
    expectNoStackTrace(run);
  }, 60_000);

  it('an exec: model printing without end makes its cases errors naming the limit; the results and the report are written', async () => {
    const endless = nodeCommand(
      `const b = Buffer.alloc(1 << 20, 120); const w = () => { while (process.stdout.write(b)); process.stdout.once('drain', w); }; w();`,
    );
    const started = performance.now();
    const run = await fakes.runner.run({
      event: pushEvent(sha('bounded-exec')),
      inputs: { models: `exec:${endless}`, baseline: 'none', 'update-baseline': 'false' },
      files: triageFiles(),
    });
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(run.code, run.stdout).toBe(1);
    const results = run.results[`${DATASET}.json`] as { cases: { status: string; results: { error: string | null }[] }[] };
    expect(results.cases.length).toBe(6);
    for (const c of results.cases) {
      expect(c.status).toBe('error');
      expect(c.results[0]?.error).toContain('exec: the command printed more than the 32 MiB limit of an answer on stdout; it was stopped');
    }
    expect(run.summary).toContain(DATASET);
    expectNoStackTrace(run);
  }, 120_000);
});
