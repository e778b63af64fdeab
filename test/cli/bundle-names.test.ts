// Datasets whose names make the same file-name slug (`eval/x`, `eval x`) in one
// run of the bundled CLI: each gets its own results and baseline file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBundledCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

describe('bundled CLI: dataset names that share a slug', () => {
  const root = tempDir();

  it('writes one results file and one baseline per dataset, none overwriting another', async () => {
    const dataset = (name: string, label: string) => ({
      'dataset.json': { name, type: 'classification', labels: [label] },
      'cases.jsonl': [{ id: 'c1', input: { text: 't' }, expected: { label } }],
    });
    const tree: Record<string, object> = {};
    for (const [dir, name, label] of [
      ['a', 'eval/x', 'yes'],
      ['b', 'eval x', 'no'],
      ['c', 'eval_x', 'maybe'],
    ] as const) {
      for (const [file, content] of Object.entries(dataset(name, label))) tree[`sets/${dir}/${file}`] = content;
    }
    writeTree(root, { ...tree, 'out.jsonl': [{ id: 'c1', output: 'yes' }] });
    const out = path.join(root, 'results');
    const baselines = path.join(root, 'baselines');
    const r = await runBundledCli(
      ['run', path.join(root, 'sets'), '-m', `replay:${path.join(root, 'out.jsonl')}`, '-o', out, `--update-baseline=${baselines}`, '-q'],
      { env: process.env },
    );
    expect(r.stderr).not.toContain('internal error');

    const files = readdirSync(out).sort();
    expect(files).toHaveLength(3);
    expect(files).toContain('eval_x.json');
    const byName = Object.fromEntries(
      files.map((f) => {
        const results = readResultsFile(path.join(out, f));
        return [results.dataset.name, { file: f, status: results.cases[0]?.status }];
      }),
    );
    expect(byName).toMatchObject({ 'eval/x': { status: 'pass' }, 'eval x': { status: 'fail' }, eval_x: { file: 'eval_x.json', status: 'fail' } });

    const written = readdirSync(baselines).map((f) => (JSON.parse(readFileSync(path.join(baselines, f), 'utf8')) as { dataset: string }).dataset);
    expect(written.sort()).toEqual(['eval x', 'eval/x', 'eval_x']);
  });
});
