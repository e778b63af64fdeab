// User regexes that backtrack catastrophically, through the bundled CLI: the
// run ends with the assertion an error at the time limit, and Ctrl-C works
// while such a match is in progress.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBin as bin, repoRoot as repo, runBundledCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const evil = `${'a'.repeat(40)}!`;

describe('bundled CLI: catastrophic regexes', () => {
  const root = tempDir();
  writeTree(root, {
    'set/dataset.json': { name: 'regexes', type: 'classification', labels: ['a'] },
    'set/cases.jsonl': [
      { id: 'plain', input: { text: 't' }, expected: { label: 'a' }, assert: [{ type: 'regex', value: 'a+!$' }] },
      { id: 'nested', input: { text: 't' }, expected: { label: 'a' }, assert: [{ type: 'regex', value: '^(a+)+$' }] },
    ],
    'out.jsonl': [
      { id: 'plain', output: evil },
      { id: 'nested', output: evil },
    ],
  });

  it('makes the match an error naming the 1 s limit, keeping the other verdicts', async () => {
    const file = path.join(root, 'results.json');
    const started = performance.now();
    const r = await runBundledCli(['run', path.join(root, 'set'), '-m', `replay:${path.join(root, 'out.jsonl')}`, '-o', file, '-q'], {
      env: process.env,
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(r.stderr).not.toContain('internal error');
    const results = readResultsFile(file);
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['plain', 'pass'],
      ['nested', 'error'],
    ]);
    const nested = results.cases[1]?.results[0]?.asserts.find((a) => a.type === 'regex');
    expect(nested).toMatchObject({ status: 'error', pass: null });
    expect(nested?.reason).toContain('did not finish within the 1000 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS)');
  });

  it('Ctrl-C stops a run in the middle of such a match, and the results are written', async () => {
    const marker = path.join(root, 'answered');
    // The model answers, then says it answered the nested case; that match starts right after.
    const say = `process.env.SUPEREVAL_CASE_ID === 'nested' && require('fs').writeFileSync(${JSON.stringify(marker)}, '')`;
    const model = `exec:${nodeCommand(`process.stdout.write(${JSON.stringify(evil)}, () => ${say})`)}`;
    const file = path.join(root, 'interrupted.json');
    const child = spawn(process.execPath, [bin, 'run', path.join(root, 'set'), '-m', model, '-o', file, '-q', '--concurrency', '1'], {
      cwd: repo,
      // Far longer than the test: only Ctrl-C can end this match in time.
      env: { ...process.env, SUPEREVAL_REGEX_TIME_LIMIT_MS: '600000' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    while (!existsSync(marker)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    const sentAt = performance.now();
    child.kill('SIGINT');
    const code = await closed;
    expect(performance.now() - sentAt).toBeLessThan(10_000);
    expect(code).toBe(130);
    expect(stderr).toContain('interrupted');
    const results = readResultsFile(file);
    expect(results.run.interrupted).toBe(true);
    const nested = results.cases.find((c) => c.id === 'nested')?.results[0]?.asserts.find((a) => a.type === 'regex');
    expect(nested?.status).toBe('error');
    expect(nested?.reason).toContain('interrupted');
  });
});
