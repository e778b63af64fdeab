// The CLI's source: the commit and branch of the checkout the datasets live in.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitSource } from '../../src/cli/git-source.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

describe('gitSource', () => {
  it('names the commit and branch of the repository holding the folder', async () => {
    const repo = tempDir('supereval-git-');
    writeTree(repo, { 'datasets/qa/dataset.json': { name: 'qa' } });
    git(repo, 'init', '-q', '-b', 'eval-branch');
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'x');
    const head = git(repo, 'rev-parse', 'HEAD');
    expect(await gitSource(path.join(repo, 'datasets/qa'))).toEqual({ commit: head, branch: 'eval-branch', ref: 'refs/heads/eval-branch' });
    // A detached HEAD has a commit but no branch.
    git(repo, 'checkout', '-q', '--detach');
    expect(await gitSource(repo)).toEqual({ commit: head });
  });

  it('is undefined outside a repository', async () => {
    expect(await gitSource(tempDir('supereval-nogit-'))).toBeUndefined();
  });
});
