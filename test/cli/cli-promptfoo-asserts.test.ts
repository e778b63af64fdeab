// promptfoo-style assertions through the CLI: dataset.json's defaultTest,
// named metrics in the results and reports, and a dataset with problems that
// is refused on its own while the others on the command line still run.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const replay = path.join(root, 'out.jsonl');
writeTree(root, {
  'out.jsonl': [
    { id: 'a', output: 'Paris is the capital of France.' },
    { id: 'b', output: 'I do not know.' },
  ],
});

const cls = (name: string, extra: Record<string, unknown>, cases: Record<string, unknown>[]) =>
  writeTree(path.join(root, name), {
    'dataset.json': { name, type: 'classification', labels: ['Paris', 'France'], ...extra },
    'cases.jsonl': cases,
  });

async function runJson(...args: string[]): Promise<{ code: number; stderr: string; results: EvalResults }> {
  const r = await runCli('run', ...args, '-m', `replay:${replay}`, '--format', 'json', '-q');
  return { code: r.code, stderr: r.stderr, results: JSON.parse(r.stdout) as EvalResults };
}

describe('defaultTest in dataset.json (promptfoo defaultTest.assert and threshold)', () => {
  it("runs its asserts on every case before the case's own, and its threshold serves cases without one", async () => {
    const dir = cls('defaults', { defaultTest: { assert: [{ type: 'not-icontains', value: 'do not know', metric: 'certainty' }], threshold: 0.5 } }, [
      // Its own contains fails; the default threshold lets 2 of 3 pass it.
      { id: 'a', input: { text: 't' }, expected: { label: 'Paris' }, assert: [{ type: 'contains', value: 'Berlin' }] },
      // Its own threshold wins: both assertions must pass.
      { id: 'b', input: { text: 't' }, expected: { label: 'Paris' }, threshold: 1 },
    ]);
    const { results } = await runJson(dir);
    const [a, b] = results.cases;
    expect(a?.results[0]?.asserts.map((r) => r.type)).toEqual(['icontains', 'not-icontains', 'contains']);
    expect(a?.status).toBe('pass');
    expect(a?.score).toBeCloseTo(2 / 3, 12);
    expect(a?.results[0]?.named_scores).toEqual({ certainty: 1 });
    // b: icontains "Paris" fails, not-icontains fails: 0 < 1.
    expect(b).toMatchObject({ status: 'fail', score: 0 });
    expect(b?.results[0]?.named_scores).toEqual({ certainty: 0 });
  });

  it('a problem in defaultTest is reported at dataset.json defaultTest.assert.N', async () => {
    const dir = cls('bad-defaults', { defaultTest: { assert: [{ type: 'icontain', value: 'x' }] } }, [
      { id: 'a', input: { text: 't' }, expected: { label: 'Paris' } },
    ]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.trim()).toBe(
      `${path.join(dir, 'dataset.json')}: defaultTest.assert.0.type: unknown assertion type "icontain"; the nearest known type is "icontains" (supported types: docs/scoring.md)`,
    );
  });

  it('refuses promptfoo defaultTest keys that mean nothing here, by name', async () => {
    const dir = cls('vars-defaults', { defaultTest: { vars: { x: 1 } } }, [{ id: 'a', input: { text: 't' }, expected: { label: 'Paris' } }]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('defaultTest: unknown field(s): vars');
  });
});

describe('named metrics', () => {
  it('show in the text and markdown reports, averaged over the cases', async () => {
    const dir = cls('metrics', {}, [
      { id: 'a', input: { text: 't' }, expected: { label: 'Paris' }, assert: [{ type: 'contains', value: 'France', metric: 'geo<b>' }] },
      { id: 'b', input: { text: 't' }, expected: { label: 'Paris' }, assert: [{ type: 'contains', value: 'France', metric: 'geo<b>' }] },
    ]);
    const text = await runCli('run', dir, '-m', `replay:${replay}`);
    expect(text.stdout).toContain('  metrics (mean): geo<b> 0.50');
    const md = await runCli('run', dir, '-m', `replay:${replay}`, '--format', 'markdown', '-q');
    // The name comes from the dataset: escaped in markdown.
    expect(md.stdout).toContain('| metric geo&lt;b&gt; | 0.50 | 0.00 | 2 |');
  });
});

describe('a dataset with problems stops only itself', () => {
  const good = () => cls('good', {}, [{ id: 'a', input: { text: 't' }, expected: { label: 'Paris' } }]);
  const bad = () => cls('bad', {}, [{ id: 'a', input: { text: 't' }, expected: { label: 'Paris' }, assert: [{ type: 'is-jsonn' }] }]);

  it('run: the other datasets run and are reported; the bad one is named and fails the command', async () => {
    const r = await runCli('run', bad(), good(), '-m', `replay:${replay}`, '-q');
    expect(r.stdout).toContain('PASS  good (classification): 1/1 passed');
    expect(r.stdout).not.toContain('bad (classification)');
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/bad\/cases\.jsonl:1: assert\.0\.type: unknown assertion type "is-jsonn"; the nearest known type is "\S+"/);
    expect(lines.at(-1)).toBe(`supereval: ${path.join(root, 'bad')}: not run; its problems are listed above`);
    expect(r.code).toBe(EXIT.usage);
  });

  it('validate: reports both, and fails', async () => {
    const r = await runCli('validate', bad(), good());
    expect(r.stdout).toContain(`ok  ${path.join(root, 'good')}`);
    expect(r.stderr).toContain('unknown assertion type "is-jsonn"');
    expect(r.code).toBe(EXIT.usage);
  });

  it('with only bad datasets, the command stops before any call, as before', async () => {
    const r = await runCli('run', bad(), '-m', `replay:${replay}`, '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stdout).toBe('');
  });
});
