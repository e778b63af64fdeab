// The built CLI as a user runs it: the committed bundle, as a child process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultsSchema } from '../../src/config/results.js';
import { cliBin as bin, repoRoot as repo, runCli as supereval } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';


describe('bundled CLI', () => {
  const out = tempDir();

  it("runs the README's example offline and writes results", async () => {
    const file = path.join(out, 'support-qa.json');
    const r = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '--output', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect(r.stdout).toContain('fifo-throughput');
    const results = ResultsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(results.summary).toMatchObject({ total: 8, passed: 7, failed: 1, errors: 0, skipped_asserts: 8 });
    // Not a terminal: progress comes as log lines on stderr, never on stdout.
    expect(r.stderr).toContain('support-qa: 8/8 (100%)');
  });

  it("runs the README's other offline examples with the outcomes it describes", async () => {
    const rag = await supereval(['run', 'examples/datasets/rag/sqs-docs', '--model', 'replay:examples/outputs/sqs-docs.jsonl', '-q']);
    expect(rag.code).toBe(0);
    expect(rag.stdout).toMatch(/^PASS\s+sqs-docs \(rag\): 2\/2 passed/);
    const agent = await supereval(['run', 'examples/datasets/agents/cloud-support', '--agent', `exec:${process.execPath} examples/agents/echo-agent.mjs`, '-q']);
    expect(agent.code).toBe(1);
    expect(agent.stdout).toMatch(/^FAIL\s+cloud-support \(agent\): 1\/3 passed/);
    const two = await supereval(['run', 'examples/datasets/ticket-triage', '--model', 'replay:examples/outputs/ticket-triage.jsonl', '--model', 'replay:examples/outputs/ticket-triage-lite.jsonl', '-q']);
    expect(two.code).toBe(1);
    expect(two.stdout).toContain('login-loop [replay:examples/outputs/ticket-triage-lite.jsonl]');
  });

  it('with --require-judge, judged assertions skipped for want of --judge-model block the run', async () => {
    const noted = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(noted.code).toBe(0);
    expect(noted.stdout).toContain('note: 8 judged assertions skipped (no --judge-model; --require-judge makes this a failure)');
    const required = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '--require-judge', '-q']);
    expect(required.code).toBe(1);
    expect(required.stdout).toMatch(/^FAIL\s+support-qa/);
    expect(required.stdout).toContain('blocked: require-judge: 8 judged assertions were skipped because no judge model is configured; give --judge-model to grade them, or drop --require-judge.');
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
    const r = await supereval(['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q', '--compare-baseline', 'nope.json']);
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
    const results = ResultsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(results.run.interrupted).toBe(true);
    expect(results.cases.filter((c) => c.status === 'pass').map((c) => c.id)).toEqual(['c0', 'c1']);
    expect(results.cases.slice(2).every((c) => c.status === 'error')).toBe(true);
  });
});
