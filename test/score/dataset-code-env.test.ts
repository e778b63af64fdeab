// Issue 34: dataset code never holds the runner's credentials. With the
// runner's secrets in process.env, every kind of dataset code (python and
// javascript assertions, `file://` checks, a transform, a nunjucks value, a
// script scorer) reads its environment, escapes included, and must find none
// of them, while an interpreter still gets PATH, HOME and LANG. Real child
// processes throughout.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assertion } from '../../src/config/case.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';
import { KINDS } from '../../src/kinds/index.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { datasetCodeEnv, keptForDatasetCode } from '../../src/score/sandbox/environment.js';
import { closeSandbox } from '../../src/score/sandbox/host.js';
import { runScript } from '../../src/score/sandbox/script-scorer.js';
import { pythonExecutable } from '../../src/score/sandbox/environment.js';
import type { AssertContext } from '../../src/score/types.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { RUNNER_SECRET_NAMES } from '../helpers/runner-secrets.js';

const SECRETS = RUNNER_SECRET_NAMES;
const valueOf = (name: string) => `runner-secret-of-${name}`;
/** A variable the allow-list keeps (by its LC_ prefix): seeing it shows the code did read the environment. */
const PROBE = 'LC_SUPEREVAL_PROBE';
const PROBE_VALUE = 'kept-for-dataset-code';

const saved = new Map<string, string | undefined>();
beforeAll(() => {
  for (const name of [...SECRETS, 'LANG', PROBE]) saved.set(name, process.env[name]);
  for (const name of SECRETS) process.env[name] = valueOf(name);
  process.env[PROBE] = PROBE_VALUE;
  process.env['LANG'] ??= 'C.UTF-8';
  // The sandbox process starts with the environment of its first request: with the secrets set.
  closeSandbox();
});
afterAll(() => {
  closeSandbox();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** What dataset code reported of its environment: none of the secrets, by name or value; the probe (it did read the environment). */
function expectNoSecrets(seen: string): void {
  for (const name of SECRETS) {
    expect(seen, name).not.toContain(name);
    expect(seen, name).not.toContain(valueOf(name));
  }
  expect(seen).toContain(PROBE_VALUE);
}

const repo = tempDir();
mkdirSync(path.join(repo, '.git'));
const dir = writeTree(path.join(repo, 'datasets/env'), {
  'checks/env.py': [
    'import json, os',
    'def get_assert(output, context):',
    '    return {"pass": True, "score": 1, "reason": json.dumps(dict(os.environ))}',
  ].join('\n'),
  'checks/env.mjs': 'export default () => ({ pass: true, score: 1, reason: JSON.stringify(process.env) });',
  'scorer.py': 'import json, os\nprint(json.dumps({"score": 100, "env": dict(os.environ)}))\n',
});

const context = (): AssertContext => {
  const testCase: LoadedCase = {
    id: 'c',
    key: 'k',
    vars: { query: 'q' },
    line: 1,
    tags: [],
    mustPass: false,
    description: null,
    input: { query: 'q' },
    expected: {},
    assert: [],
    threshold: null,
    data: {},
  };
  return {
    dataset: { name: 'env', type: 'qa', kind: KINDS.qa, meta: {}, dir },
    testCase,
    prompt: 'the prompt',
    response: { output: '', latency_ms: 1, usage: null, cost_usd: null },
    judge: null,
  };
};

/** The row's reason: what the code saw, when it ran and passed. */
async function seenBy(assertion: Assertion, output = ''): Promise<string> {
  const row = await runAssertion(assertion, output, context());
  expect(row, row.reason).toMatchObject({ status: 'pass' });
  return row.reason;
}

// Inline JavaScript that leaves its vm context for the process that runs it.
const ESCAPE = "this.constructor.constructor('return process')()";
const GRADED = (expression: string) => `({ pass: true, score: 1, reason: ${expression} })`;

describe('dataset code runs without the runner’s credentials', () => {
  it('a python assertion sees none of them; PATH, HOME and LANG still reach it', async () => {
    const code = 'import os, json\nreturn {"pass": True, "score": 1, "reason": json.dumps(dict(os.environ))}';
    const seen = await seenBy({ type: 'python', value: code });
    expectNoSecrets(seen);
    const env = JSON.parse(seen) as Record<string, string>;
    expect({ HOME: env['HOME'], LANG: env['LANG'] }).toEqual({ HOME: process.env['HOME'], LANG: process.env['LANG'] });
    // A pyenv or virtualenv shim may put its own folders first.
    expect(env['PATH']?.endsWith(process.env['PATH'] ?? '-')).toBe(true);
  });

  it('a file:// python check sees none of them', async () => {
    expectNoSecrets(await seenBy({ type: 'python', value: 'file://checks/env.py' }));
  });

  it('a file:// JavaScript check sees none of them', async () => {
    expectNoSecrets(await seenBy({ type: 'javascript', value: 'file://checks/env.mjs' }));
  });

  it('a script scorer sees none of them', async () => {
    const outcome = await runScript({ argv: [pythonExecutable(), 'scorer.py'], input: '{}', cwd: dir, timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ exited: true, code: 0 });
    expectNoSecrets('stdout' in outcome ? outcome.stdout : '');
  });

  it('inline javascript that escapes its vm context finds a process without them', async () => {
    expectNoSecrets(await seenBy({ type: 'javascript', value: GRADED(`JSON.stringify(${ESCAPE}.env)`) }));
  });

  it('nor through require or process.binding: the sandbox starts no program, and says so', async () => {
    const viaRequire = `this.constructor.constructor('return require')()('node:child_process').execFileSync('env').toString()`;
    const pipe = (readable: boolean) => `{ type: 'pipe', readable: ${readable}, writable: ${!readable} }`;
    const viaBinding = [
      `(() => { const p = ${ESCAPE};`,
      `const envPairs = Object.entries(p.env).map(([k, v]) => k + '=' + v);`,
      `const run = p.binding('spawn_sync').spawn({ file: 'env', args: ['env'], envPairs, stdio: [${pipe(true)}, ${pipe(false)}, ${pipe(false)}] });`,
      'return String(run.output[1]); })()',
    ].join(' ');
    const attempts: [string, string][] = [
      [viaRequire, 'starting a program'],
      [viaBinding, 'process.binding'],
    ];
    for (const [code, refused] of attempts) {
      const row = await runAssertion({ type: 'javascript', value: GRADED(code) }, '', context());
      expect(row).toMatchObject({ status: 'fail', pass: false });
      // Node 24 names the program it refused to start; Node 20 does not.
      expect(row.reason).toMatch(new RegExp(`the sandbox does not allow ${refused}( env)?: dataset JavaScript may read only its own repository`));
    }
  });

  it('a transform that escapes sees none of them', async () => {
    const seen = await seenBy({ type: 'javascript', value: GRADED('output'), transform: `JSON.stringify(${ESCAPE}.env)` });
    expectNoSecrets(seen);
  });

  it('a nunjucks value cannot reach the Function constructor: the case errs, naming the member', async () => {
    const found = `[${SECRETS.map((n) => `'${n}'`).join()}].filter((n) => n in process.env).join() + '|' + process.env.${PROBE}`;
    const template = `{{ range.constructor("return ${found}")() }}`;
    const row = await runAssertion({ type: 'contains', value: template }, '', context());
    expect(row).toMatchObject({ status: 'error' });
    expect(row.reason).toContain('supereval refuses this template: it looks up "constructor"');
  });
});

describe('the allow-list', () => {
  it('keeps what an interpreter needs, by name and by prefix, and nothing else', () => {
    const env = datasetCodeEnv({
      PATH: '/bin',
      HOME: '/home/u',
      LANG: 'C.UTF-8',
      LC_ALL: 'C',
      PYTHONPATH: '/lib',
      TMPDIR: '/tmp',
      NODE_OPTIONS: '--require /x.js',
      AWS_ACCESS_KEY_ID: 'AKIA',
      MY_API_KEY: 'k',
      RUNNER_TEMP: '/r',
    });
    expect(env).toEqual({ PATH: '/bin', HOME: '/home/u', LANG: 'C.UTF-8', LC_ALL: 'C', PYTHONPATH: '/lib', TMPDIR: '/tmp' });
  });

  it('keeps a proxy without the user and password its URL may carry', () => {
    expect(datasetCodeEnv({ HTTPS_PROXY: 'http://user:pass@proxy:3128', no_proxy: 'localhost' })).toEqual({
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
    });
  });

  it('folds case on Windows only', () => {
    expect(keptForDatasetCode('Path', 'win32')).toBe(true);
    expect(keptForDatasetCode('Path', 'linux')).toBe(false);
    expect(keptForDatasetCode('SystemRoot', 'win32')).toBe(true);
  });
});
