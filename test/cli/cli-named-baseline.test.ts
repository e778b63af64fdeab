// A baseline file the user named (--compare-baseline FILE, or a folder of
// <dataset>.json files) that cannot be used is an error: the run still
// writes its results and prints its report, then says why in one line and
// exits 2. Only the bare flag (each dataset's own baseline.json) may find no
// file and go on: a first run has nothing to compare with yet.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const dir = path.join(root, 'ds');
writeTree(dir, {
  'dataset.json': { name: 'mini', type: 'classification', labels: ['yes', 'no'] },
  'cases.jsonl': [
    { id: 'a', input: { text: 'a' }, expected: { label: 'yes' } },
    { id: 'b', input: { text: 'b' }, expected: { label: 'no' } },
  ],
  'out.jsonl': [
    { id: 'a', output: 'yes' },
    { id: 'b', output: 'no' },
  ],
});
const model = `replay:${dir}/out.jsonl`;

async function compareWith(file: string) {
  const output = path.join(root, `results-${path.basename(file)}.json`);
  const r = await runCli('run', dir, '-m', model, '-q', `--compare-baseline=${file}`, '-o', output);
  const results = JSON.parse(readFileSync(output, 'utf8')) as EvalResults;
  return { ...r, results };
}

describe('--compare-baseline FILE that cannot be used', () => {
  it('a misnamed file: the report, then one line naming the flag and the file, exit 2, results written', async () => {
    const file = path.join(root, 'nope.json');
    const r = await compareWith(file);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stdout).toMatch(/^PASS\s+mini/);
    expect(r.stderr.trim().split('\n')).toEqual([
      `supereval: --compare-baseline ${file}: no such file; regressions were not checked. Give an existing baseline (results JSON or baseline.json), or the flag alone for each dataset's own baseline.json`,
    ]);
    expect(r.results.comparison).toBeNull();
    expect(r.results.baseline_note).toContain('nope.json');
  });

  it.each([
    ['truncated', '{"run_id": "run_1", "dataset": "mini", "cases": [', 'it is not valid JSON'],
    ['foreign', '{"hello": "world"}', 'it is neither a results JSON of this tool (schema_version) nor a baseline.json of the Python supereval CLI'],
    [
      // Another dataset's name alone is no reason (the Python tool never checks it); an agent baseline has no keys to match by.
      'agent baseline',
      readFileSync(path.resolve(import.meta.dirname, '../fixtures/supereval/agents/refund-agent/baseline.json'), 'utf8'),
      'case 1 has no key',
    ],
    [
      'unknown schema version',
      JSON.stringify({ schema_version: 99, dataset: { name: 'mini', type: 'classification' } }),
      'it looks like a results file but has schema_version 99; this version of supereval reads 1 and 2',
    ],
  ])('a %s file: one line with the reason, exit 2, results written', async (name, content, why) => {
    const file = path.join(root, `${name.replace(/ /g, '-')}.json`);
    writeFileSync(file, content);
    const r = await compareWith(file);
    expect(r.code).toBe(EXIT.usage);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^supereval: --compare-baseline ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot be used: `));
    expect(lines[0]).toContain(why);
    expect(lines[0]).toContain('regressions were not checked');
    expect(r.results.comparison).toBeNull();
  });

  it('a named folder without an entry for the dataset: a note (a new dataset), exit 0; a broken entry: exit 2', async () => {
    const folder = path.join(root, 'baselines');
    writeTree(folder, { 'unrelated.json': {} });
    const fresh = await runCli('run', dir, '-m', model, '-q', '--compare-baseline', folder);
    expect(fresh.code).toBe(EXIT.passed);
    expect(fresh.stderr).toContain(`No baseline at ${path.join(folder, 'mini.json')}: every case counts as new.`);
    writeFileSync(path.join(folder, 'mini.json'), '{');
    const broken = await runCli('run', dir, '-m', model, '-q', '--compare-baseline', folder);
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.stderr).toContain(`--compare-baseline ${path.join(folder, 'mini.json')}: cannot be used: it is not valid JSON`);
  });

  it('a missing file this run writes (--update-baseline to the same file) is a first run: a note, exit 0', async () => {
    const file = path.join(root, 'first-run.json');
    const r = await runCli('run', dir, '-m', model, '-q', `--compare-baseline=${file}`, `--update-baseline=${file}`);
    expect(r.code).toBe(EXIT.passed);
    expect(r.stderr).toContain(`No baseline at ${file}: every case counts as new.`);
    expect((await runCli('run', dir, '-m', model, '-q', `--compare-baseline=${file}`)).code).toBe(EXIT.passed);
  });

  it('the bare flag with no baseline.json beside the dataset stays a note, exit 0', async () => {
    const r = await runCli('run', dir, '-m', model, '-q', '--compare-baseline');
    expect(r.code).toBe(EXIT.passed);
    expect(r.stderr.trim()).toBe(`supereval: No baseline at ${path.join(dir, 'baseline.json')}: every case counts as new.`);
  });
});
