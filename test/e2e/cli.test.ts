// The built CLI as a user runs it: the committed bundle, as a child process.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ResultsSchema } from '../../src/config/results.js';
import { tempDir } from '../helpers/tmp.js';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/supereval.js');
const exec = promisify(execFile);

async function supereval(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, ...args], { cwd: repo, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
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
    const results = ResultsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(results.summary).toMatchObject({ total: 8, passed: 7, failed: 1, errors: 0, skipped_asserts: 8 });
    // Not a terminal: progress comes as log lines on stderr, never on stdout.
    expect(r.stderr).toContain('support-qa: 8/8 (100%)');
  });

  it('exits 2 with a one-line error for a bad path, and 1 when a gate blocks', async () => {
    const bad = await supereval(['validate', 'examples/nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('examples/nope: (path): no such file or folder');
    const blocked = await supereval(['run', 'examples/datasets/ticket-triage', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(blocked.code).toBe(1);
    expect(blocked.stdout).toContain('no recorded output for case');
  });

  it('prints its version', async () => {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string };
    expect((await supereval(['--version'])).stdout.trim()).toBe(pkg.version);
  });
});
