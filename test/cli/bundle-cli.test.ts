// The built CLI as a user runs it: the committed bundle, as a child process.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBin as bin, repoRoot as repo, runBundledCli as supereval } from '../helpers/cli.js';
import { stillRunning } from '../helpers/processes.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bundled CLI', () => {
  const out = tempDir();

  it("runs the README's example offline and writes results", async () => {
    const file = path.join(out, 'support-qa.json');
    const r = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '--output', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect(r.stdout).toContain('fifo-throughput');
    const results = readResultsFile(file);
    expect(results.summary).toMatchObject({ total: 8, passed: 7, failed: 1, errors: 0, skipped_asserts: 8 });
    // Not a terminal: progress comes as log lines on stderr, never on stdout.
    expect(r.stderr).toContain('support-qa: 8/8 (100%)');
  });

  it('runs the other offline examples of docs/cli.md with the outcomes it describes', async () => {
    const rag = await supereval(['run', 'examples/datasets/rag/sqs-docs', '--model', 'replay:examples/outputs/sqs-docs.jsonl', '-q']);
    expect(rag.code).toBe(0);
    expect(rag.stdout).toMatch(/^PASS\s+sqs-docs \(rag\): 2\/2 passed/);
    const agent = await supereval([
      'run',
      'examples/datasets/agents/cloud-support',
      '--agent',
      `exec:${process.execPath} examples/agents/echo-agent.mjs`,
      '-q',
    ]);
    expect(agent.code).toBe(1);
    expect(agent.stdout).toMatch(/^FAIL\s+cloud-support \(agent\): 1\/3 passed/);
    const two = await supereval([
      'run',
      'examples/datasets/ticket-triage',
      '--model',
      'replay:examples/outputs/ticket-triage.jsonl',
      '--model',
      'replay:examples/outputs/ticket-triage-lite.jsonl',
      '-q',
    ]);
    expect(two.code).toBe(1);
    expect(two.stdout).toContain('login-loop [replay:examples/outputs/ticket-triage-lite.jsonl]');
    const sql = await supereval(['run', 'examples/datasets/sql/world-cities', '--model', 'replay:examples/outputs/world-cities.jsonl', '-q']);
    expect(sql.code).toBe(0);
    expect(sql.stdout).toMatch(/^PASS\s+world-cities \(nl2sql\): 7\/8 passed/);
    expect(sql.stdout).toMatch(/FAIL\s+8 \[replay:[^\n]*\n[\s\S]*no SQL found in the model's output/);
  });

  it('with --require-judge, judged assertions skipped for want of --judge-model block the run', async () => {
    const noted = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(noted.code).toBe(0);
    expect(noted.stdout).toContain('note: 8 judged assertions skipped (no --judge-model; --require-judge makes this a failure)');
    const required = await supereval([
      'run',
      'examples/datasets/support-qa',
      '--model',
      'replay:examples/outputs/support-qa.jsonl',
      '--require-judge',
      '-q',
    ]);
    expect(required.code).toBe(1);
    expect(required.stdout).toMatch(/^FAIL\s+support-qa/);
    expect(required.stdout).toContain(
      'blocked: require-judge: 8 judged assertions were skipped because no judge model is configured; give --judge-model to grade them, or drop --require-judge.',
    );
    expect(required.stdout).not.toContain('`judge-model` input');
  });

  it('exits 2 with a one-line error for a bad path, and 1 when a gate blocks', async () => {
    const bad = await supereval(['validate', 'examples/nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('examples/nope: (path): no such file or folder');
    const blocked = await supereval(['run', 'examples/datasets/ticket-triage', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(blocked.code).toBe(1);
    expect(blocked.stdout).toContain('no recorded output for case');
  });

  it('exits 2 after the report when --compare-baseline names a file that does not exist (the gate must not switch off silently)', async () => {
    const r = await supereval([
      'run',
      'examples/datasets/support-qa',
      '--model',
      'replay:examples/outputs/support-qa.jsonl',
      '-q',
      '--compare-baseline',
      'nope.json',
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^PASS\s+support-qa/);
    expect(r.stderr.trim()).toMatch(/^supereval: --compare-baseline nope\.json: no such file; regressions were not checked\./);
  });

  it('prints its version', async () => {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string };
    expect((await supereval(['--version'])).stdout.trim()).toBe(pkg.version);
  });

  it('Ctrl-C stops the run, keeps what finished, and writes the results', async () => {
    const dir = path.join(out, 'slow');
    writeTree(dir, {
      'dataset.json': { name: 'slow', type: 'classification', labels: ['yes'] },
      'cases.jsonl': Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, input: { text: `t${i}` }, expected: { label: 'yes' } })),
    });
    // c0 and c1 answer at once; the others would take a minute.
    const model = `exec:${nodeCommand("const id=process.env.SUPEREVAL_CASE_ID;setTimeout(()=>console.log('yes'),['c0','c1'].includes(id)?0:60000)")}`;
    const file = path.join(out, 'slow.json');
    const child = spawn(process.execPath, [bin, 'run', dir, '-m', model, '--concurrency', '2', '-o', file], { cwd: repo });
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      // Once: a second Ctrl-C means "quit now, write nothing more".
      if (!sent && stderr.includes('slow: 2/6')) sent = child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toContain('interrupted');
    const results = readResultsFile(file);
    expect(results.run.interrupted).toBe(true);
    expect(results.cases.filter((c) => c.status === 'pass').map((c) => c.id)).toEqual(['c0', 'c1']);
    expect(results.cases.slice(2).every((c) => c.status === 'error')).toBe(true);
  });

  it('SIGTERM stops the run like Ctrl-C, writes what finished, ends every program it started, and exits 143', async () => {
    const dir = path.join(out, 'terminated');
    const pids = path.join(out, 'terminated.pids');
    writeTree(dir, {
      'dataset.json': { name: 'terminated', type: 'classification', labels: ['yes'] },
      'cases.jsonl': Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, input: { text: `t${i}` }, expected: { label: 'yes' } })),
      // Every case leaves a background process; c0 and c1 answer at once, the others never do.
      'model.sh': [
        `sleep 300 >/dev/null 2>&1 & echo $! >> '${pids}'`,
        `echo $$ >> '${pids}'`,
        'case "$SUPEREVAL_CASE_ID" in c0|c1) echo yes ;; *) exec sleep 60 ;; esac',
        '',
      ].join('\n'),
    });
    const file = path.join(out, 'terminated.json');
    const child = spawn(process.execPath, [bin, 'run', dir, '-m', `exec:sh '${dir}/model.sh'`, '--concurrency', '2', '-o', file], { cwd: repo });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Once c0 and c1 are done and c2 and c3 have started (and recorded their pids).
    await until(() => stderr.includes('terminated: 2/6') && existsSync(pids) && readFileSync(pids, 'utf8').trim().split('\n').length === 8);
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const exitMs = performance.now() - signalledAt;
    expect(code).toBe(143);
    expect(exitMs).toBeLessThan(5000);
    expect(stderr).toContain('SIGTERM');
    const results = readResultsFile(file);
    expect(results.run.interrupted).toBe(true);
    expect(results.cases.filter((c) => c.status === 'pass').map((c) => c.id)).toEqual(['c0', 'c1']);
    expect(results.cases.slice(2).every((c) => c.status === 'error')).toBe(true);
    const started = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    // Two per case that started: c0..c3 (concurrency 2; c4 and c5 never start).
    expect(started.length).toBe(8);
    expect(await stillRunning(started)).toEqual([]);
  });

  it('keeps the secrets it holds out of results and reports, whatever a program prints', async () => {
    const dir = path.join(out, 'leaky');
    writeTree(dir, {
      'dataset.json': { name: 'leaky', type: 'qa' },
      'cases.jsonl': [{ id: 'env', input: { query: 'q' }, expected: { ground_truth: 'x' } }],
    });
    const secrets = {
      AWS_ACCESS_KEY_ID: 'AKIAE2ELEAKTEST0001',
      AWS_SECRET_ACCESS_KEY: 'e2e/secret+Value/0123456789',
      AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjE2ETESTSESSION',
      GITHUB_TOKEN: 'ghs_e2eLeakTestToken0001',
    };
    // One program prints its environment (the output); the other prints a secret on stderr and fails (the error).
    const model = `exec:printenv AWS_SESSION_TOKEN >&2; exit 1`;
    const file = path.join(out, 'leaky.json');
    const child = spawn(process.execPath, [bin, 'run', dir, '-m', model, '-m', 'exec:env', '-o', file, '--format', 'markdown', '-q'], {
      cwd: repo,
      env: { ...process.env, ...secrets },
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    await new Promise((resolve) => child.on('close', resolve));
    const written = readFileSync(file, 'utf8');
    for (const value of Object.values(secrets)) {
      expect(written).not.toContain(value);
      expect(stdout).not.toContain(value);
    }
    // The rest of the environment is still there: only the values are masked.
    expect(written).toContain('AWS_SECRET_ACCESS_KEY=***');
    expect(written).toContain('exited with code 1; stderr: ***');
  });
});
