import { symlinkSync } from 'node:fs';
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
      'evals/notes: skipped (matched by evals/*, but no dataset.json (nor a promptfoo config, promptfooconfig.yaml) in this folder or below it)',
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
      'evals/n*: matches no dataset folder (none holds a dataset.json) and no promptfoo config (promptfooconfig.yaml)',
      'nothing/*: matches no file or folder',
    ]);
    // A literal path is explicit: it must hold a dataset.
    expect(await issuesOf(expandDatasetPaths(['evals/notes'], { cwd }))).toEqual([
      'evals/notes: no dataset.json (nor a promptfoo config, promptfooconfig.yaml) in this folder or below it',
    ]);
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

describe('globs in the action stay inside the workspace', () => {
  // A workspace holding a dataset, a link to / and a link to a dataset folder outside, as a pull request may commit them.
  const outside = writeTree(tempDir('supereval-patterns-outside-'), { 'far/dataset.json': meta('far'), 'secret.txt': 'hunter2' });
  const workspace = writeTree(tempDir('supereval-patterns-ws-'), {
    'evals/alpha/dataset.json': meta('alpha'),
    'evals/beta/dataset.json': meta('beta'),
    'scripts/agent.py': 'print()',
  });
  symlinkSync('/', path.join(workspace, 'evals/root'));
  symlinkSync(path.join(outside, 'far'), path.join(workspace, 'evals/far'));
  symlinkSync(path.join(outside, 'secret.txt'), path.join(workspace, 'scripts/secret.txt'));
  // A link inside the workspace is still followed.
  symlinkSync(path.join(workspace, 'evals/alpha'), path.join(workspace, 'evals/alias'));

  it('a ** glob neither walks nor matches a link to / or to a folder outside; each is one note', async () => {
    const started = performance.now();
    const r = await expandDatasetPaths(['evals/**'], { cwd: workspace, within: workspace, absolute: true });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.dirs).toEqual(['evals/alpha', 'evals/beta', 'evals/alias'].map((d) => path.join(workspace, d)));
    expect(r.notes).toEqual([
      'evals/far: skipped (matched by evals/**, but leads outside the workspace (a link to a file elsewhere))',
      'evals/root: skipped (matched by evals/**, but leads outside the workspace (a link to a file elsewhere))',
    ]);
  });

  it('the CLI (no workspace) follows a link to a folder outside; the action refuses a glob starting from one, without walking it', async () => {
    expect((await expandDatasetPaths(['evals/far/*'], { cwd: workspace, absolute: true })).dirs).toEqual([path.join(workspace, 'evals/far')]);
    const refused = (pattern: string) =>
      `${pattern}: leads outside the workspace (a link to a file elsewhere); the action reads datasets only inside the repository`;
    expect(await issuesOf(expandDatasetPaths(['evals/far/*'], { cwd: workspace, within: workspace }))).toEqual([refused('evals/far/*')]);
    const started = performance.now();
    expect(await issuesOf(expandDatasetPaths(['evals/root/**'], { cwd: workspace, within: workspace }))).toEqual([refused('evals/root/**')]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a literal path that is a link leading outside is refused, naming the path', async () => {
    expect(await issuesOf(expandDatasetPaths(['evals/root', 'evals/alpha'], { cwd: workspace, within: workspace }))).toEqual([
      'evals/root: leads outside the workspace (a link to a file elsewhere); the action reads datasets only inside the repository',
    ]);
  });

  it('hash-files: a link leading outside is neither read nor walked, and is listed', async () => {
    const r = await expandFilePatterns(['**'], workspace, workspace);
    expect(r.files).toEqual(
      ['evals/alias/dataset.json', 'evals/alpha/dataset.json', 'evals/beta/dataset.json', 'scripts/agent.py'].map((f) => path.join(workspace, f)),
    );
    expect(r.refusedLinks).toEqual(['evals/far', 'evals/root', 'scripts/secret.txt'].map((f) => path.join(workspace, f)));
    expect(r.refusedPatterns).toEqual([]);
    const named = await expandFilePatterns(['scripts/secret.txt', 'evals/root/**', 'scripts'], workspace, workspace);
    expect(named.refusedPatterns).toEqual(['scripts/secret.txt', 'evals/root/**']);
    expect(named.unmatched).toEqual([]);
    expect(named.files).toEqual([path.join(workspace, 'scripts/agent.py')]);
  });
});
