// The SQL engines load WebAssembly (and, for PGlite, its data files) at run
// time, which ncc cannot follow: scripts/bundle.mjs copies those files into
// dist/. A copy of dist/ far from any node_modules must run every example
// NL2SQL dataset, through the action and through the CLI, and give the same
// verdicts as the sources do in-process.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import { runCases } from '../../src/run/runner.js';
import { repoRoot, runBundledCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';
import { expectNoStackTrace, pushEvent, sha, useActionFakes } from './action-runner.js';
import { readResultsFile } from '../helpers/results-file.js';
import { KINDS } from '../../src/kinds/index.js';

const fakes = useActionFakes('supereval-e2e-bundle-sql-');

/** dist/ and bin/ copied under the temp folder, where no node_modules is above them. */
function copiedBundle(): string {
  const root = tempDir('supereval-bundle-copy-');
  cpSync(path.join(repoRoot, 'dist'), path.join(root, 'dist'), { recursive: true });
  cpSync(path.join(repoRoot, 'bin'), path.join(root, 'bin'), { recursive: true });
  for (let dir = root; dir !== path.dirname(dir); dir = path.dirname(dir)) expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
  return root;
}

/** Every example NL2SQL dataset that has a replay file of the same name. */
const SQL_EXAMPLES = readdirSync(path.join(repoRoot, 'examples/datasets/sql')).filter((name) =>
  existsSync(path.join(repoRoot, 'examples/outputs', `${name}.jsonl`)),
);

/** Case id -> status, as the sources score the example in this process. */
async function statusesFromSource(name: string): Promise<Record<string, string>> {
  const dataset = await loadDataset(path.join(repoRoot, 'examples/datasets/sql', name), KINDS);
  const provider = await createReplayProvider(parseModelSpec(`replay:${path.join(repoRoot, 'examples/outputs', `${name}.jsonl`)}`));
  const cases = await runCases({
    dataset,
    providers: [provider],
    template: defaultTemplate({ type: 'nl2sql', kind: KINDS.nl2sql }),
    judge: null,
    concurrency: 2,
  });
  return Object.fromEntries(cases.map((c) => [c.id, c.status]));
}

const statusesOf = (results: unknown) =>
  Object.fromEntries((results as { cases: { id: string; status: string }[] }).cases.map((c) => [c.id, c.status]));

describe('the bundles run NL2SQL datasets with no node_modules', () => {
  it('finds example NL2SQL datasets with replay files', () => {
    expect(SQL_EXAMPLES).toContain('world-cities');
  });

  it.each(SQL_EXAMPLES)('%s: the action and the CLI from a copied dist/ give the verdicts of the sources', async (name) => {
    const expected = await statusesFromSource(name);
    expect(Object.values(expected)).toContain('pass');
    const root = copiedBundle();

    const files: Record<string, string> = {};
    const datasetDir = path.join(repoRoot, 'examples/datasets/sql', name);
    for (const file of readdirSync(datasetDir)) files[`datasets/${name}/${file}`] = readFileSync(path.join(datasetDir, file), 'utf8');
    files['outputs.jsonl'] = readFileSync(path.join(repoRoot, 'examples/outputs', `${name}.jsonl`), 'utf8');
    const action = await fakes.runner.run({
      event: pushEvent(sha(`bundle-sql-${name}`)),
      inputs: { models: 'replay:outputs.jsonl', datasets: `datasets/${name}`, baseline: 'none' },
      files,
      entry: path.join(root, 'dist/index.js'),
    });
    expectNoStackTrace(action);
    expect(action.code === 0 || action.code === 1, action.stdout).toBe(true);
    expect(statusesOf(action.results[`${name}.json`])).toEqual(expected);

    const out = path.join(tempDir('supereval-bundle-cli-'), 'results.json');
    const cli = await runBundledCli(['run', datasetDir, '--model', `replay:examples/outputs/${name}.jsonl`, '--output', out, '-q'], {
      bin: path.join(root, 'bin/supereval.js'),
    });
    expect(cli.stderr).not.toMatch(/sql-wasm|pglite|Cannot find module/i);
    expect(statusesOf(readResultsFile(out))).toEqual(expected);
  });
});
