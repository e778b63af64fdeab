import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { bindOptionalValues } from '../../src/cli/parse.js';
import type { EvalResults } from '../../src/results/results.js';
import { superevalCaseKey } from '../../src/dataset/python-json.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const fixture = path.resolve(import.meta.dirname, '../fixtures/supereval/aws-support-qa');

const cli = runCli;

// id-less cases are keyed like supereval; a replay file answers them by that key.
const keyOf = (query: string) => superevalCaseKey({ query });
const Q = {
  sqs: 'What is the maximum size of an SQS message?',
  s3: 'Which S3 storage class suits data read once a year?',
  lambda: 'Quelle est la durée maximale d’une fonction Lambda ?',
  rds: 'How many AZs must an RDS Multi-AZ cluster span — at least?',
};
function replay(name: string, answers: Record<keyof typeof Q, string>): string {
  const file = path.join(root, name);
  writeTree(root, { [name]: Object.entries(answers).map(([k, output]) => ({ id: keyOf(Q[k as keyof typeof Q]), output })) });
  return `replay:${file}`;
}

describe('comparison with a supereval baseline.json, matched by key', () => {
  it('finds the regression and the fix, and blocks on the regression', async () => {
    const model = replay('now.jsonl', {
      sqs: 'It is 64 KB.',
      s3: 'Use S3 Glacier Deep Archive.',
      lambda: '15 minutes au maximum.',
      rds: 'At least three.',
    });
    const r = await cli('run', fixture, '-m', model, '--compare-baseline', '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    const byKey = Object.fromEntries(results.comparison!.cases.map((c) => [c.key, c.classification]));
    expect(byKey).toEqual({
      [keyOf(Q.sqs)]: 'regression',
      [keyOf(Q.s3)]: 'still_passing',
      [keyOf(Q.lambda)]: 'fixed',
      [keyOf(Q.rds)]: 'still_passing',
    });
    expect(results.comparison!.baseline).toMatchObject({ format: 'supereval', run_id: 'run_1a2b3c4d' });
    expect(results.gate.passed).toBe(false);
    expect(results.gate.reasons.join(' ')).toContain(keyOf(Q.sqs));
    expect(r.code).toBe(EXIT.blocked);
  });

  it('the markdown report puts the verdict, then the summary row, then the regression table', async () => {
    const model = replay('now2.jsonl', { sqs: 'It is 64 KB.', s3: 'Glacier', lambda: 'no idea', rds: 'three' });
    const r = await cli('run', fixture, '-m', model, '--compare-baseline', '--format', 'markdown', '-q');
    const md = r.stdout;
    expect(md.startsWith('## supereval: ❌ blocked\n\n1 dataset, 4 cases, 1 regression.\n\n### ❌ aws-support-qa: blocked')).toBe(true);
    const reason = md.indexOf('- fail\\_on\\_regression: 1 case');
    expect(reason).toBeGreaterThan(0);
    expect(reason).toBeLessThan(md.indexOf('| Pass rate (95% CI) | Baseline |'));
    expect(md).toContain('| 50% (2/4) [9.2%–90.8%] | 75% [21.9%–98.7%] | -25 pts [-69.9, 36.2] | 1 | 0 |');
    expect(md).toContain('#### Regressions (1)');
    expect(md).toContain('pass → fail');
    expect(md).toContain('<details><summary>Still failing (1)</summary>');
  });
});

describe('optional baseline values', () => {
  it('takes the next word as the file only when it is clearly a baseline', () => {
    const dataset = path.join(root, 'ds'); // a dataset folder: never a baseline
    writeTree(root, { 'baselines/a.json': {}, 'ds/dataset.json': {} });
    expect(bindOptionalValues(['run', dataset, '--compare-baseline'])).toEqual(['run', dataset, '--compare-baseline=']);
    expect(bindOptionalValues(['--compare-baseline', 'old/base.json', dataset])).toEqual(['--compare-baseline=old/base.json', dataset]);
    expect(bindOptionalValues(['--compare-baseline', dataset])).toEqual(['--compare-baseline=', dataset]);
    expect(bindOptionalValues(['--update-baseline', path.join(root, 'baselines'), '-q'])).toEqual([
      `--update-baseline=${path.join(root, 'baselines')}`,
      '-q',
    ]);
    expect(bindOptionalValues(['--compare-baseline', '-q'])).toEqual(['--compare-baseline=', '-q']);
    expect(bindOptionalValues(['--compare-baseline=x'])).toEqual(['--compare-baseline=x']);
  });
});

describe('--update-baseline then --compare-baseline', () => {
  it('round-trips through a written baseline file and catches a later regression', async () => {
    const dir = path.join(root, 'ds');
    writeTree(dir, {
      'dataset.json': { name: 'mini', type: 'classification', labels: ['yes', 'no'] },
      'cases.jsonl': [
        { id: 'a', input: { text: 'a' }, expected: { label: 'yes' } },
        { id: 'b', input: { text: 'b' }, expected: { label: 'no' } },
      ],
      'good.jsonl': [
        { id: 'a', output: 'yes' },
        { id: 'b', output: 'no' },
      ],
      'bad.jsonl': [
        { id: 'a', output: 'yes' },
        { id: 'b', output: 'yes' },
      ],
    });
    const first = await cli('run', dir, '-m', `replay:${dir}/good.jsonl`, '--update-baseline', '-q');
    expect(first.code).toBe(EXIT.passed);
    const written = JSON.parse(readFileSync(path.join(dir, 'baseline.json'), 'utf8')) as { dataset: string; cases: unknown[] };
    expect(written.dataset).toBe('mini');
    expect(written.cases).toHaveLength(2);

    const same = await cli('run', dir, '-m', `replay:${dir}/good.jsonl`, '--compare-baseline', '-q');
    expect(same.code).toBe(EXIT.passed);
    expect(same.stdout).toContain('0 regressions');

    const worse = await cli('run', dir, '-m', `replay:${dir}/bad.jsonl`, '--compare-baseline', '-q');
    expect(worse.code).toBe(EXIT.blocked);
    expect(worse.stdout).toContain('REGRESSED b');
  });

  it('reports a broken baseline in one line and goes on without it', async () => {
    const dir = path.join(root, 'ds2');
    writeTree(dir, {
      'dataset.json': { name: 'mini2', type: 'classification', labels: ['yes'] },
      'cases.jsonl': [{ id: 'a', input: { text: 'a' }, expected: { label: 'yes' } }],
      'out.jsonl': [{ id: 'a', output: 'yes' }],
      'baseline.json': '{ not json',
    });
    const r = await cli('run', dir, '-m', `replay:${dir}/out.jsonl`, '--compare-baseline', '-q', '--format', 'json');
    expect(r.code).toBe(EXIT.passed);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('ignored');
    const results = JSON.parse(r.stdout) as EvalResults;
    expect(results.comparison).toBeNull();
    expect(results.baseline_note).toContain('ignored');
    // The Python tool's baseline.json of another dataset is read as that tool reads it, with no name
    // check: its cases match none of these (other keys), so the case is new and the gate passes.
    copyFileSync(path.join(fixture, 'baseline.json'), path.join(dir, 'other.json'));
    const other = await cli(
      'run',
      dir,
      '-m',
      `replay:${dir}/out.jsonl`,
      '--compare-baseline=' + path.join(dir, 'other.json'),
      '-q',
      '--format',
      'json',
    );
    expect(other.code).toBe(EXIT.passed);
    const compared = (JSON.parse(other.stdout) as EvalResults).comparison!;
    expect(compared).toMatchObject({ new: 1, paired: 0, removed: 4, baseline_pass_rate: 0.75 });
    writeFileSync(path.join(dir, 'baseline.json'), '');
  });
});

describe('a baseline.json written by --update-baseline keeps what the report shows', () => {
  const dir = path.join(root, 'kept');
  const before = [
    { id: 'refund', output: 'This is a billing question about a double charge.' },
    { id: 'login', output: 'technical' },
  ];
  const after = [
    { id: 'refund', output: 'This is a shipping question about a double charge.' },
    { id: 'login', output: 'technical' },
  ];
  writeTree(dir, {
    'dataset.json': { name: 'kept', type: 'classification', labels: ['billing', 'technical'] },
    'cases.jsonl': [
      { id: 'refund', input: { text: 'I was charged twice.' }, expected: { label: 'billing' } },
      { id: 'login', input: { text: 'The app logs me out.' }, expected: { label: 'technical' } },
    ],
    'answers.jsonl': before,
    'other-model.jsonl': after,
  });
  // The same model answers otherwise on the next run: its replay file is rewritten in between.
  const model = `replay:${dir}/answers.jsonl`;

  it("records each model's output in supereval_ts, leaving the Python tool's fields as they were", async () => {
    const first = await cli('run', dir, '-m', model, '--update-baseline', '-q');
    expect(first.code).toBe(EXIT.passed);
    const written = JSON.parse(readFileSync(path.join(dir, 'baseline.json'), 'utf8')) as {
      cases: Record<string, unknown>[];
      supereval_ts: { schema_version: number; cases: { id: string; models: Record<string, { output?: string }> }[] };
    };
    expect(Object.keys(written.cases[0]!)).toEqual(['key', 'vars', 'passed', 'score', 'latency_ms', 'cost_usd']);
    expect(written.supereval_ts.schema_version).toBe(2);
    expect(written.supereval_ts.cases.map((c) => [c.id, c.models[model]?.output])).toEqual([
      ['refund', 'This is a billing question about a double charge.'],
      ['login', 'technical'],
    ]);
    writeTree(dir, { 'answers.jsonl': after });
  });

  it('a later regression shows the baseline output in the text report, naming its model after a swap', async () => {
    const detail = async (run: string) => {
      const r = await cli('run', dir, '-m', run, '--compare-baseline');
      expect(r.code).toBe(EXIT.blocked);
      const lines = r.stdout.split('\n').map((l) => l.trim());
      const at = lines.indexOf(`REGRESSED refund [${run}]`);
      expect(at).toBeGreaterThanOrEqual(0);
      return lines.slice(at + 1, at + 4);
    };
    expect(await detail(model)).toEqual([
      'expected: billing',
      'baseline: This is a billing question about a double charge.',
      'output:   This is a shipping question about a double charge.',
    ]);
    const swapped = await detail(`replay:${dir}/other-model.jsonl`);
    expect(swapped[1]).toBe(`baseline: [${model}] This is a billing question about a double charge.`);
  });

  it('and beside the output now in the markdown report', async () => {
    const r = await cli('run', dir, '-m', model, '--compare-baseline', '--format', 'markdown');
    expect(r.code).toBe(EXIT.blocked);
    expect(r.stdout).toContain(
      '| Baseline output | Output now |\n|---|---|\n| This is a <del>billing</del> question about a double charge. | This is a <ins>shipping</ins> question about a double charge. |',
    );
  });
});

describe('the outputs a baseline.json keeps are scrubbed like every other file', () => {
  it('a credential a model echoed is masked before the file is written', async () => {
    const dir = path.join(root, 'scrubbed');
    writeTree(dir, {
      'dataset.json': { name: 'scrubbed', type: 'qa' },
      'cases.jsonl': [{ id: 'keys', input: { query: 'Which key?' }, expected: { ground_truth: 'none' } }],
      'answers.jsonl': [{ id: 'keys', output: 'Use AKIAIOSFODNN7EXAMPLE for that.' }],
    });
    await cli('run', dir, '-m', `replay:${dir}/answers.jsonl`, '--update-baseline', '-q');
    const text = readFileSync(path.join(dir, 'baseline.json'), 'utf8');
    expect(text).toContain('"output": "Use AKIA***');
    expect(text).not.toContain('IOSFODNN7EXAMPLE');
  });
});

describe('a baseline.json from before outputs were kept (supereval_ts version 1)', () => {
  // test/fixtures/supereval/tickets-ts-v1/baseline.json: written by `--update-baseline` of the build before
  // version 2, with `-m replay:before.jsonl` (refund billing, login technical, late billing).
  const fixtureV1 = path.resolve(import.meta.dirname, '../fixtures/supereval/tickets-ts-v1');

  it('still loads: verdicts per case and model, by id, and the report says it kept no output', async () => {
    writeTree(root, {
      'v1-now.jsonl': [
        { id: 'refund', output: 'shipping' },
        { id: 'login', output: 'technical' },
        { id: 'late', output: 'shipping' },
      ],
    });
    const now = `replay:${root}/v1-now.jsonl`;
    const r = await cli('run', fixtureV1, '-m', now, '--compare-baseline', '--format', 'json', '-q');
    expect(r.code).toBe(EXIT.blocked);
    const comparison = (JSON.parse(r.stdout) as EvalResults).comparison!;
    expect(comparison.baseline).toMatchObject({ format: 'supereval', run_id: 'run_20261205013551', models: ['replay:before.jsonl'] });
    expect(comparison.cases.map((c) => [c.id, c.classification, c.baseline_output])).toEqual([
      ['refund', 'regression', undefined],
      ['login', 'still_passing', undefined],
      ['late', 'fixed', undefined],
    ]);
    const md = await cli('run', fixtureV1, '-m', now, '--compare-baseline', '--format', 'markdown', '-q');
    expect(md.stdout).toContain('| _not recorded in the baseline_ | shipping |');
  });
});
