// Issue 34, through the bundled CLI: with the runner's credentials in its
// environment, a dataset's inline JavaScript (escaping its vm context), a
// transform, a `file://` JavaScript check and a python assertion each report
// which of them they can see, and see none; a nunjucks value that reaches for
// the Function constructor is refused (issue 45); the run then exits at once
// (the sandbox processes do not hold it open).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EvalResults } from '../../src/results/results.js';
import { runBundledCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { RUNNER_SECRET_NAMES } from '../helpers/runner-secrets.js';

const SECRETS = RUNNER_SECRET_NAMES;
const PROBE = 'LC_SUPEREVAL_PROBE';

// Each reports the secret names it finds and the probe (a variable the allow-list keeps): `found:<names>|<probe>`.
const jsReport = (env: string) => `'found:' + ${JSON.stringify(SECRETS)}.filter((n) => n in ${env}).join() + '|' + ${env}.${PROBE}`;
const ESCAPED = "this.constructor.constructor('return process')().env";
const graded = (reason: string) => `({ pass: true, score: 1, reason: ${reason} })`;
const CLEAN = 'found:|kept';

describe('bundled CLI: dataset code and the runner’s credentials', () => {
  const repo = tempDir();
  mkdirSync(path.join(repo, '.git'));
  const dir = writeTree(path.join(repo, 'set'), {
    'dataset.json': { name: 'env', type: 'qa' },
    'cases.jsonl': [
      {
        id: 'inline',
        input: { query: 'q' },
        expected: { ground_truth: 'answer' },
        assert: [{ type: 'javascript', value: graded(jsReport(ESCAPED)) }],
      },
      {
        id: 'template',
        input: { query: 'q' },
        expected: { ground_truth: 'answer' },
        // A key computed as it renders, which no check at load can see: the guard refuses it then (issue 45).
        assert: [
          {
            type: 'contains',
            value: `{% set c = "constr" ~ "uctor" %}{{ range[c]("return ${jsReport('process.env').replaceAll('"', '\\"')}")() }}`,
          },
        ],
      },
      {
        id: 'transform',
        input: { query: 'q' },
        expected: { ground_truth: 'answer' },
        assert: [{ type: 'javascript', value: graded('output'), transform: jsReport(ESCAPED) }],
      },
      { id: 'file', input: { query: 'q' }, expected: { ground_truth: 'answer' }, assert: [{ type: 'javascript', value: 'file://check.mjs' }] },
      {
        id: 'python',
        input: { query: 'q' },
        expected: { ground_truth: 'answer' },
        assert: [
          {
            type: 'python',
            value: `import os\nfound = [n for n in ${JSON.stringify(SECRETS)} if n in os.environ]\nreturn {"pass": True, "score": 1, "reason": "found:" + ",".join(found) + "|" + os.environ["${PROBE}"]}`,
          },
        ],
      },
    ],
    'check.mjs': `export default () => ${graded(jsReport('process.env'))};`,
    'out.jsonl': ['inline', 'template', 'transform', 'file', 'python'].map((id) => ({ id, output: 'answer' })),
  });

  it('none of them reaches the code, and the run exits at once', { timeout: 60_000 }, async () => {
    const env = { ...process.env, NO_COLOR: '1', [PROBE]: 'kept', ...Object.fromEntries(SECRETS.map((n) => [n, `secret-${n}`])) };
    const started = performance.now();
    const r = await runBundledCli(['run', dir, '-m', `replay:${path.join(dir, 'out.jsonl')}`, '--format', 'json', '-q'], {
      cwd: repo,
      env,
      timeout: 30_000,
    });
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(r.stderr).toBe('');
    const results = JSON.parse(r.stdout) as EvalResults;
    const reason = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.at(-1)?.reason;
    expect(reason('inline')).toBe(CLEAN);
    expect(reason('template')).toContain('supereval refuses this template: it looks up "constructor"');
    expect(reason('transform')).toBe(CLEAN);
    expect(reason('file')).toBe(CLEAN);
    expect(reason('python')).toBe(CLEAN);
  });
});
