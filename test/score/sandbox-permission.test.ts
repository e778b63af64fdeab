// The sandbox processes run under Node's permission model (issue 45): a
// `file://` JavaScript check, ESM or CommonJS, still imports its siblings,
// files elsewhere in its repository and its packages; but it cannot read the
// runner's /proc files, its repository's .git (where actions/checkout keeps
// the token it persists) or any file outside, write a file or start a
// program, and each refusal comes back as the case's error with a readable
// reason. Inline JavaScript that escapes its vm context meets the same walls.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { closeSandbox } from '../../src/score/sandbox/host.js';
import { runJsFunction } from '../../src/score/sandbox/js.js';
import { runJsFile } from '../../src/score/sandbox/js-file.js';
import { permissionArgs, permissionFlag, readGrants } from '../../src/score/sandbox/permissions.js';
import { assertContext } from '../helpers/assert-context.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

afterAll(() => closeSandbox());

const repo = tempDir('supereval-permission-');
mkdirSync(path.join(repo, '.git'));
const MARKER = path.join(repo, 'written-by-a-check');
writeTree(repo, {
  '.git/config': '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n',
  'package.json': '{ "name": "evals" }',
  'node_modules/dep/package.json': '{ "name": "dep", "main": "index.js" }',
  'node_modules/dep/index.js': 'module.exports = { answer: 40 };',
  'lib/shared.mjs': 'export const shared = 1;',
  'datasets/ds/helper.mjs': 'export const helper = 1;',
  'datasets/ds/check.mjs': [
    "import { helper } from './helper.mjs';",
    "import { shared } from '../../lib/shared.mjs';",
    "import dep from 'dep';",
    'export default () => dep.answer + helper + shared;',
  ].join('\n'),
  'datasets/ds/h.cjs': 'module.exports = 2;',
  'datasets/ds/check.cjs': "const dep = require('dep'); const h = require('./h.cjs'); module.exports = () => dep.answer + h;",
  'datasets/ds/probes.cjs': [
    "const fs = require('node:fs');",
    'exports.environ = () => fs.readFileSync(`/proc/${process.ppid}/environ`, "utf8");',
    'exports.memory = () => fs.openSync(`/proc/${process.ppid}/mem`, "r");',
    `exports.git = () => fs.readFileSync(${JSON.stringify(path.join(repo, '.git/config'))}, 'utf8');`,
    "exports.outside = () => fs.readFileSync('/etc/hostname', 'utf8');",
    `exports.write = () => { fs.writeFileSync(${JSON.stringify(MARKER)}, 'x'); return true; };`,
    "exports.spawn = () => require('node:child_process').execFileSync('env').toString();",
    "exports.inside = () => fs.readFileSync(require('node:path').join(__dirname, 'h.cjs'), 'utf8');",
  ].join('\n'),
});
const ds = path.join(repo, 'datasets/ds');
const file = (name: string) => path.join(ds, name);
const probe = (functionName: string) => runJsFile({ file: file('probes.cjs'), functionName, args: [], root: repo });
const linux = process.platform === 'linux';

describe('a file:// check under the permission model', () => {
  it('imports its siblings, other files of its repository and its packages, ESM and CommonJS', async () => {
    expect(await runJsFile({ file: file('check.mjs'), args: [], root: repo })).toBe(42);
    expect(await runJsFile({ file: file('check.cjs'), args: [], root: repo })).toBe(42);
    expect(await probe('inside')).toBe('module.exports = 2;');
  });

  it.runIf(linux)("cannot read the runner's environ or memory, and says what was refused", async () => {
    await expect(probe('environ')).rejects.toThrow(
      `the sandbox does not allow reading /proc/${process.pid}/environ: dataset JavaScript may read only its own repository (not .git), and may not write files, start programs or load addons`,
    );
    await expect(probe('memory')).rejects.toThrow(`the sandbox does not allow reading /proc/${process.pid}/mem`);
  });

  it('cannot read its repository’s .git nor any file outside the repository', async () => {
    await expect(probe('git')).rejects.toThrow(`the sandbox does not allow reading ${path.join(repo, '.git/config')}`);
    await expect(probe('outside')).rejects.toThrow('the sandbox does not allow reading /etc/hostname');
  });

  it('writes no file and starts no program', async () => {
    await expect(probe('write')).rejects.toThrow(`the sandbox does not allow writing ${MARKER}`);
    expect(existsSync(MARKER)).toBe(false);
    await expect(probe('spawn')).rejects.toThrow('the sandbox does not allow starting a program');
  });

  it("a refusal is the case's error, with its reason", async () => {
    const base = assertContext();
    const context = { ...base, dataset: { ...base.dataset, dir: ds } };
    const row = await runAssertion({ type: 'javascript', value: 'file://probes.cjs:git' }, 'x', context);
    expect(row.status).toBe('error');
    expect(row.reason).toContain('the sandbox does not allow reading');
  });

  it('a check from another repository starts a process that may read that one too', async () => {
    const other = tempDir('supereval-permission-other-');
    writeTree(other, { 'check.mjs': 'export default () => "other";' });
    expect(await runJsFile({ file: path.join(other, 'check.mjs'), args: [], root: other })).toBe('other');
    expect(await runJsFile({ file: file('check.mjs'), args: [], root: repo })).toBe(42);
  });
});

describe('inline JavaScript that escapes its vm context', () => {
  const escape = (expression: string) => ({
    params: ['output'],
    body: `const [require, process] = this.constructor.constructor('return [require, process]')(); return ${expression};`,
  });

  it.runIf(linux)("meets the same walls: no /proc, no file, not even the checks' repository", async () => {
    await expect(runJsFunction(escape("require('node:fs').readFileSync('/proc/' + process.ppid + '/environ', 'utf8')"), [''])).rejects.toThrow(
      `the sandbox does not allow reading /proc/${process.pid}/environ`,
    );
    await expect(runJsFunction(escape(`require('node:fs').readFileSync(${JSON.stringify(file('h.cjs'))}, 'utf8')`), [''])).rejects.toThrow(
      `the sandbox does not allow reading ${file('h.cjs')}`,
    );
  });
});

describe('the grants', () => {
  it('are the repository’s entries but .git, a link’s target beside it', () => {
    const root = tempDir('supereval-grants-');
    writeTree(root, { '.git/HEAD': 'ref', 'a.txt': 'a', 'sub/b.txt': 'b' });
    const target = tempDir('supereval-grants-target-');
    symlinkSync(target, path.join(root, 'node_modules'));
    expect(readGrants([root]).sort()).toEqual([path.join(root, 'a.txt'), path.join(root, 'node_modules'), target, path.join(root, 'sub')].sort());
  });

  it('are handed to Node one flag a path, with workers allowed; none where Node has no permission model', () => {
    expect(permissionArgs(['/a,b', '/c'], '--permission')).toEqual(['--permission', '--allow-worker', '--allow-fs-read=/a,b', '--allow-fs-read=/c']);
    expect(permissionArgs(['/a'], null)).toEqual([]);
    expect(permissionFlag(new Set(['--experimental-permission']))).toBe('--experimental-permission');
    expect(permissionFlag(new Set(['--permission', '--experimental-permission']))).toBe('--permission');
    expect(permissionFlag(new Set())).toBeNull();
  });
});
