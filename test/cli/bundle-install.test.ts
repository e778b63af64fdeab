// The CLI installed into a team's own project, as docs/install-cli.md says:
// the package this repository packs (and the same files fetched as a git
// dependency) installs with nothing more to fetch, stays under 60 MB, and
// `npx supereval` runs the README's first example from the bundle alone.
// Needs dist/ built (`npm run bundle`); npm runs offline, so a dependency the
// bundle does not carry, or a git install that wants dev dependencies, fails.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const execAsync = promisify(execFile);
const MAX_INSTALLED_BYTES = 60_000_000;
/** What the package holds besides package.json and the README npm always adds: what runs. */
const PACKAGE_FOLDERS = ['bin/', 'dist/'];
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies?: object;
};

/** This process's environment without the npm_* settings of the npm that may have started the tests. */
const cleanEnv = () => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))), NO_COLOR: '1' });

async function run(command: string, args: string[], cwd: string) {
  try {
    return { code: 0, ...(await execAsync(command, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 })) };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(full) : entry.isFile() ? statSync(full).size : 0);
  }, 0);
}

/** An empty project of a team's, holding the README's first example. */
function teamProject(): string {
  const dir = tempDir('supereval-team-');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'team-repo', private: true }));
  cpSync(path.join(repoRoot, 'examples/datasets/support-qa'), path.join(dir, 'datasets/support-qa'), { recursive: true });
  mkdirSync(path.join(dir, 'outputs'));
  cpSync(path.join(repoRoot, 'examples/outputs/support-qa.jsonl'), path.join(dir, 'outputs/support-qa.jsonl'));
  return dir;
}

/** Installs `spec` into a new team project offline, checks what was installed, and runs the first example there. */
async function installAndRun(spec: string): Promise<void> {
  const project = teamProject();
  const install = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '-D', spec], project);
  expect(install.code, install.stderr).toBe(0);
  // The bundle carries every dependency: supereval is the only package installed.
  expect(readdirSync(path.join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['supereval']);
  expect(bytesUnder(path.join(project, 'node_modules'))).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);

  const example = await run('npx', ['supereval', 'run', 'datasets/support-qa', '--model', 'replay:outputs/support-qa.jsonl'], project);
  expect(example.code, example.stderr).toBe(0);
  expect(example.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
  expect(example.stdout).toContain('fifo-throughput');
}

describe('the CLI installs into any project and runs from the bundle alone', () => {
  it('declares no runtime dependency and packs only what runs', async () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    const out = tempDir('supereval-pack-');
    const packed = await run('npm', ['pack', repoRoot, '--pack-destination', out, '--json'], out);
    expect(packed.code, packed.stderr).toBe(0);
    const [{ files }] = JSON.parse(packed.stdout) as [{ files: { path: string }[] }];
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'bin/supereval.js', 'dist/index.js']));
    expect(
      paths.filter((p) => !PACKAGE_FOLDERS.some((folder) => p.startsWith(folder)) && p !== 'package.json' && p !== 'README.md' && p !== 'LICENSE'),
    ).toEqual([]);
  });

  it('from the packed tarball: installed offline, under 60 MB, npx supereval runs the first example', async () => {
    const out = tempDir('supereval-pack-');
    const packed = await run('npm', ['pack', repoRoot, '--pack-destination', out, '--json'], out);
    expect(packed.code, packed.stderr).toBe(0);
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    await installAndRun(path.join(out, filename));
  });

  it('as a git dependency (npm i -D <git url>#v1): no dev dependencies fetched, the same run', async () => {
    // A repository holding this package's files at a tag, as GitHub would serve it.
    const repo = tempDir('supereval-git-');
    for (const file of ['package.json', 'README.md', ...pkg.files]) cpSync(path.join(repoRoot, file), path.join(repo, file), { recursive: true });
    const git = (...args: string[]) => run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], repo);
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-q', '-m', 'release'],
      ['tag', 'v1'],
    ]) {
      const step = await git(...args);
      expect(step.code, step.stderr).toBe(0);
    }
    await installAndRun(`git+file://${repo}#v1`);
  }, 120_000);
});
