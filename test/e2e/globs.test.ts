// Dataset globs through the bundled action and the bundled CLI: the same
// pattern means the same datasets in both. A glob skips what holds no dataset
// (with a note), `!` excludes, and hash-files patterns that match nothing warn.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-globs-');
const bin = path.resolve(import.meta.dirname, '../../bin/supereval.js');

const meta = (name: string) => ({ name, type: 'classification', labels: ['billing', 'technical'] });
const cases = [{ id: 'a', input: { text: 'A charge.' }, expected: { label: 'billing' } }];
const files = {
  'evals/routing/dataset.json': meta('routing'),
  'evals/routing/cases.jsonl': cases,
  'evals/triage/dataset.json': meta('triage'),
  'evals/triage/cases.jsonl': cases,
  // Would fail to load: only an exclusion keeps the run going.
  'evals/wip/dataset.json': '{ "name": "wip", ',
  'evals/notes/ideas.md': 'not a dataset',
  'recorded/outputs.jsonl': [{ id: 'a', output: 'billing' }],
};

describe('dataset globs', () => {
  it('the action: evals/* with !evals/wip runs the two datasets, notes the notes folder, warns on a hash-files pattern matching nothing', async () => {
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: 4, headSha: sha('g-head'), mergeSha: sha('g-merge') }),
      inputs: { models: 'replay:recorded/outputs.jsonl', baseline: 'none', datasets: 'evals/*\n!evals/wip', 'hash-files': 'scripts/*.py' },
      files,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(Object.keys(run.results).sort()).toEqual(['routing.json', 'triage.json']);
    expect(run.stdout.split('\n')).toContain(
      'datasets: evals/notes: skipped (matched by evals/*, but no dataset.json (nor a promptfoo config, promptfooconfig.yaml) in this folder or below it)',
    );
    expect(run.warnings).toContain('hash-files: scripts/*.py matches no file; it adds nothing to the config hash');
    expectNoStackTrace(run);
  });

  it('the CLI: a quoted glob expands as the action does', async () => {
    const cwd = tempDir('supereval-cli-globs-');
    writeTree(cwd, files);
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [bin, 'run', 'evals/*', '!evals/wip', '-m', 'replay:recorded/outputs.jsonl', '-q'],
      { cwd },
    );
    expect(stdout).toMatch(/^PASS\s+routing/m);
    expect(stdout).toMatch(/^PASS\s+triage/m);
    expect(stderr.trim()).toBe(
      'supereval: evals/notes: skipped (matched by evals/*, but no dataset.json (nor a promptfoo config, promptfooconfig.yaml) in this folder or below it)',
    );
  });
});
