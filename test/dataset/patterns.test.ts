import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/base/errors.js';
import { expandDatasetPaths, expandFilePatterns } from '../../src/dataset/patterns.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const cwd = tempDir('supereval-patterns-');
const meta = (name: string) => ({ name, type: 'classification', labels: ['a'] });
writeTree(cwd, {
  'evals/alpha/dataset.json': meta('alpha'),
  'evals/beta/dataset.json': meta('beta'),
  'evals/wip/dataset.json': meta('wip'),
  'evals/notes/todo.md': 'not a dataset',
  'evals/README.md': 'about the evals',
  'evals/agents/helper/dataset.json': meta('helper'),
  'scripts/agent.py': 'print()',
  'scripts/lib/util.py': 'x = 1',
});

async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatasetError);
  return (error as DatasetError).issues.map((i) => `${i.file}: ${i.message}`);
}

describe('expandDatasetPaths', () => {
  it('a glob skips a folder and a file that hold no dataset, each with a note; folders below a match are searched', async () => {
    const r = await expandDatasetPaths(['evals/*'], { cwd });
    expect(r.dirs).toEqual(['evals/agents/helper', 'evals/alpha', 'evals/beta', 'evals/wip']);
    expect(r.notes).toEqual([
      'evals/README.md: skipped (matched by evals/*, but not a dataset folder)',
      'evals/notes: skipped (matched by evals/*, but no dataset.json in it or below it)',
    ]);
  });

  it('! excludes a folder from every other pattern, globbed or literal, and names no note for it', async () => {
    expect((await expandDatasetPaths(['evals/*', '!evals/wip'], { cwd })).dirs).toEqual(['evals/agents/helper', 'evals/alpha', 'evals/beta']);
    expect((await expandDatasetPaths(['!evals/w*', 'evals'], { cwd })).dirs).toEqual(['evals/agents/helper', 'evals/alpha', 'evals/beta']);
    expect((await expandDatasetPaths(['evals/*/dataset.json', '!evals/agents'], { cwd })).dirs).toEqual(['evals/alpha', 'evals/beta', 'evals/wip']);
  });

  it('absolute paths for the action', async () => {
    expect((await expandDatasetPaths(['evals/a*', 'evals/beta'], { cwd, absolute: true })).dirs).toEqual([
      path.join(cwd, 'evals/agents/helper'),
      path.join(cwd, 'evals/alpha'),
      path.join(cwd, 'evals/beta'),
    ]);
  });

  it('errors only for a pattern that yields no dataset at all, every such pattern listed', async () => {
    expect(await issuesOf(expandDatasetPaths(['evals/n*', 'nothing/*', 'evals/alpha'], { cwd }))).toEqual([
      'evals/n*: matches no dataset folder (none holds a dataset.json)',
      'nothing/*: matches no file or folder',
    ]);
    // A literal path is explicit: it must hold a dataset.
    expect(await issuesOf(expandDatasetPaths(['evals/notes'], { cwd }))).toEqual(['evals/notes: no dataset.json in this folder or below it']);
    expect(await issuesOf(expandDatasetPaths(['!evals/wip'], { cwd }))).toEqual([
      '!evals/wip: no dataset path or glob to run, only exclusions (!pattern): name the datasets too',
    ]);
    expect(await issuesOf(expandDatasetPaths(['evals/w*', '!evals/wip'], { cwd }))).toEqual([
      '!evals/wip: excludes every dataset the other patterns found',
    ]);
  });
});

describe('expandFilePatterns', () => {
  it('a folder means every file below it; ! excludes; patterns matching nothing are listed', async () => {
    const r = await expandFilePatterns(['scripts', '!scripts/lib/**', 'missing/*.py', 'evals/README.md'], cwd);
    expect(r.files).toEqual([path.join(cwd, 'evals/README.md'), path.join(cwd, 'scripts/agent.py')]);
    expect(r.unmatched).toEqual(['missing/*.py']);
  });
});
