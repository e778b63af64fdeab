// The built CLI on dataset files that used to pass by accident, crash or hang:
// each is now one line naming the file, line and field, exit 2, no stack trace.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBundledCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const validate = (...dirs: string[]) => runBundledCli(['validate', ...dirs], { timeout: 20_000 });

const root = tempDir();

describe('supereval validate on files that used to slip through or crash', () => {
  it('a misspelled threshold and an out-of-range case threshold', async () => {
    const typo = writeTree(path.join(root, 'typo'), {
      'dataset.json': qaMeta({ name: 'typo', thresholds: { pass_rte: 0.9 } }),
      'cases.jsonl': [qaCase('a')],
    });
    const range = writeTree(path.join(root, 'range'), {
      'dataset.json': qaMeta({ name: 'range' }),
      'cases.jsonl': [qaCase('a', 'q?', 't', { threshold: -1 })],
    });
    const r = await validate(typo, range);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `${path.join(typo, 'dataset.json')}: thresholds.pass_rte: unknown threshold; did you mean "pass_rate"?`,
      `${path.join(range, 'cases.jsonl')}:1: threshold: must be a fraction of the assertions' weight, from 0 to 1 (got -1)`,
    ]);
  });

  it('assert-sets nested 5,000 deep: one line, not "internal error: Maximum call stack size exceeded"', async () => {
    let a = '{"type": "contains", "value": "x"}';
    for (let i = 0; i < 5000; i++) a = `{"type": "assert-set", "assert": [${a}]}`;
    const dir = writeTree(path.join(root, 'deep'), {
      'dataset.json': qaMeta(),
      'cases.jsonl': `{"id": "deep", "input": {"query": "q"}, "expected": {"ground_truth": "t"}, "assert": [${a}]}\n`,
    });
    const r = await validate(dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `${path.join(dir, 'cases.jsonl')}:1: (json): nests arrays and objects more than 128 levels deep; nest them less deeply`,
    );
  });

  it('a cases.jsonl that is a FIFO: refused at once, where it used to hang', async () => {
    const dir = writeTree(path.join(root, 'fifo'), { 'dataset.json': qaMeta() });
    execFileSync('mkfifo', [path.join(dir, 'cases.jsonl')]);
    const r = await validate(dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`${path.join(dir, 'cases.jsonl')}: (file): is a FIFO, not a regular file; give a regular file`);
  });

  it('two large numeric ids that differ only past 2^53 are two cases', async () => {
    const line = (id: string, q: string) => `{"id": ${id}, "input": {"query": "${q}"}, "expected": {"ground_truth": "t"}}`;
    const dir = writeTree(path.join(root, 'ids'), {
      'dataset.json': qaMeta(),
      'cases.jsonl': `${line('12345678901234567890', 'a')}\n${line('12345678901234567891', 'b')}\n`,
    });
    const r = await validate(dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(qa, 2 cases)');
  });
});
