// The README's install line, as a user runs it, against a clone of this
// repository tagged v1 (GitHub serves `github:your-org/supereval#v1` the same
// way: a git repository at a tag). npm runs offline: the install must fetch
// nothing but the clone, and warns about no engine.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/doc-pages.js';
import { tempDir } from '../helpers/tmp.js';

const exec = promisify(execFile);
const cleanEnv = () => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))), NO_COLOR: '1' });

/** The README's line that installs supereval into a project. */
function readmeInstallLine(): string {
  const line = readFileSync(path.join(repoRoot, 'README.md'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('npm i -D github:'));
  if (line === undefined) throw new Error('README.md has no `npm i -D github:` line');
  return line.replace(/\s+#.*$/, '');
}

describe("the README's install line", () => {
  it('installs from a clone tagged v1, offline and without engine warnings, and the CLI runs', async () => {
    const line = readmeInstallLine();
    expect(line).toBe('npm i -D github:your-org/supereval#v1');
    const work = tempDir('supereval-install-');
    const clone = path.join(work, 'supereval');
    // The committed tree (bin/ and dist/ included), as a tag of it would be.
    await exec('git', ['clone', '-q', '--depth', '1', `file://${repoRoot}`, clone]);
    await exec('git', ['tag', 'v1'], { cwd: clone });
    const project = path.join(work, 'project');
    await exec('mkdir', [project]);
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'team-repo', private: true }));
    const [npm, ...args] = line.replace('github:your-org/supereval', `git+file://${clone}`).split(' ');
    const install = await exec(npm as string, [...args, '--offline', '--no-audit', '--no-fund'], { cwd: project, env: cleanEnv() });
    expect(install.stderr).not.toContain('EBADENGINE');
    const version = await exec('npx', ['supereval', '--version'], { cwd: project, env: cleanEnv() });
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(version.stdout.trim()).toBe(pkg.version);
  }, 120_000);

  it('ships the MIT license package.json names', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(path.join(repoRoot, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
  });
});
