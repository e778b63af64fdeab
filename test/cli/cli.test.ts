import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { ResultsSchema, type Results } from '../../src/config/results.js';
import { runCli } from '../helpers/cli.js';
import { nodeCommand, qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const root = tempDir();

const cli = runCli;

const readResults = (file: string): Results => readResultsFile(file);

writeTree(root, {
  'qa/dataset.json': qaMeta({ thresholds: { pass_rate: 0.5 } }),
  'qa/cases.jsonl': [qaCase('a', 'Size?', '256 KB'), qaCase('b', 'Days?', '4 days'), qaCase('c', 'Max?', '14 days')],
  'qa-out.jsonl': [
    { id: 'a', output: 'It is 256 kb.', latency_ms: 10 },
    { id: 'b', output: 'Four days.', latency_ms: 20 },
  ],
  'cls/dataset.json': { name: 'cls', type: 'classification', labels: ['billing', 'technical'] },
  'cls/cases.jsonl': [
    { id: 'r1', input: { text: 'refund please' }, expected: { label: 'billing' } },
    { id: 'r2', input: { text: 'API is down' }, expected: { label: 'technical' } },
  ],
  'cls-out.jsonl': [
    { id: 'r1', output: 'Billing' },
    { id: 'r2', output: 'technical' },
  ],
});

// An exec model that answers "billing" to everything: right on r1, wrong on r2.
const alwaysBilling = `exec:${nodeCommand("process.stdin.resume(); process.stdin.on('end', () => console.log('billing'))")}`;

describe('supereval run', () => {
  it('scores qa with icontains, skips the judge, and writes valid results even with an errored case', async () => {
    const output = path.join(root, 'out/qa.json');
    const r = await cli('run', path.join(root, 'qa'), '--model', `replay:${path.join(root, 'qa-out.jsonl')}`, '--output', output, '-q');
    const results = readResults(output);
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['a', 'pass'],
      ['b', 'fail'],
      ['c', 'error'],
    ]);
    expect(results.cases[2]?.results[0]?.error).toContain('no recorded output for case "c"');
    expect(results.summary).toMatchObject({ total: 3, passed: 1, failed: 1, errors: 1, skipped_asserts: 2 });
    // 1/3 passed < 0.5 required
    expect(results.gate.passed).toBe(false);
    expect(r.code).toBe(EXIT.blocked);
    expect(r.stdout).toContain('FAIL');
    expect(r.stdout).toContain('judged assertions skipped');
  });

  it('classification over two models: a case passes only if it passes on both', async () => {
    const r = await cli(
      'run',
      path.join(root, 'cls'),
      '-m',
      `replay:${path.join(root, 'cls-out.jsonl')}`,
      '-m',
      alwaysBilling,
      '--format',
      'json',
      '-q',
    );
    const results = ResultsSchema.parse(JSON.parse(r.stdout));
    expect(results.models).toHaveLength(2);
    expect(results.cases.map((c) => [c.id, c.status, c.results.map((x) => x.status)])).toEqual([
      ['r1', 'pass', ['pass', 'pass']],
      ['r2', 'fail', ['pass', 'fail']],
    ]);
    expect(results.cases[1]?.score).toBe(0);
    expect(r.code).toBe(EXIT.blocked);
  });

  it('passes with exit 0 when the gate passes, and writes one file per dataset into a folder', async () => {
    const dir = path.join(root, 'many');
    const r = await cli(
      'run',
      path.join(root, 'cls'),
      path.join(root, 'qa'),
      '-m',
      `replay:${path.join(root, 'cls-out.jsonl')}`,
      '-o',
      dir,
      '-q',
      '--format',
      'markdown',
    );
    expect(readResults(path.join(dir, 'cls.json')).gate.passed).toBe(true);
    expect(readResults(path.join(dir, 'qa-set.json')).summary.errors).toBe(3);
    // Several datasets: a row each, the blocked report open, the passed one collapsed.
    expect(r.stdout).toContain('| cls | ✅ passed | 100% (2/2) |');
    expect(r.stdout).toContain('### ❌ qa-set: blocked');
    expect(r.stdout).toContain('<details><summary>✅ cls: passed, 100% (2/2)</summary>');
    expect(r.code).toBe(EXIT.blocked);
    const only = await cli('run', path.join(root, 'cls'), '-m', `replay:${path.join(root, 'cls-out.jsonl')}`, '-q');
    expect(only.code).toBe(EXIT.passed);
  });

  it('uses a custom prompt template', async () => {
    const echo = `exec:${nodeCommand("let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(s))")}`;
    const r = await cli('run', path.join(root, 'cls'), '-m', echo, '--prompt', 'Label for: {{text}} (billing)', '--format', 'json', '-q');
    const results = ResultsSchema.parse(JSON.parse(r.stdout));
    expect(results.cases[0]?.results[0]?.output).toBe('Label for: refund please (billing)');
  });
});

describe('--trials', () => {
  it('marks a case whose trials disagree as flaky, counts it as a failure, and reports pass@k and pass^k', async () => {
    const counter = path.join(root, 'counter');
    // Alternates "billing" and "technical" call by call: with one call at a time, r1 and r2 each pass 2 of 3 trials.
    const flip = `exec:${nodeCommand(`const fs=require('fs');const f=${JSON.stringify(counter)};let n=0;try{n=+fs.readFileSync(f,'utf8')}catch{};fs.writeFileSync(f,String(n+1));process.stdin.resume();process.stdin.on('end',()=>console.log(n%2?'technical':'billing'))`)}`;
    const r = await cli('run', path.join(root, 'cls'), '-m', flip, '--trials', '3', '--concurrency', '1', '--format', 'json', '-q');
    const results = ResultsSchema.parse(JSON.parse(r.stdout));
    expect(results.cases.map((c) => [c.id, c.status, c.flaky, c.results.length])).toEqual([
      ['r1', 'fail', true, 3],
      ['r2', 'fail', true, 3],
    ]);
    expect(results.cases[0]?.trials?.[0]).toMatchObject({ trials: 3, passes: 2, pass_at_k: 1, pass_hat_k: 0 });
    expect(results.cases[1]?.trials?.[0]).toMatchObject({ trials: 3, passes: 2 });
    const md = await cli('run', path.join(root, 'cls'), '-m', flip, '--trials', '3', '--concurrency', '1', '--format', 'markdown', '-q');
    expect(md.stdout).toContain('Trials: 3 per case and model; pass@3 100%, pass^3 0%; 2 flaky cases');
  });
});

describe('usage and input errors exit 2 with one line each', () => {
  it.each([
    [['run', 'x'], 'at least one model is required'],
    [['run'], 'give at least one dataset path'],
    [['frobnicate', 'x'], 'unknown command "frobnicate"'],
    [['run', 'x', '-m', 'replay:y', '--format', 'html'], '--format must be text, markdown or json'],
    [['run', 'x', '-m', 'replay:y', '--concurrency', '0'], '--concurrency must be a whole number'],
    [['run', 'x', '-m', 'replay:y', '--trials', '1000000000'], '--trials must be a whole number from 1 to 100, got "1000000000"'],
    [['run', 'x', '-m', 'replay:y', '--max-tokens', '0x10'], '--max-tokens must be a whole number of at least 1, got "0x10"'],
    [['run', 'x', '--bogus'], 'unknown option --bogus'],
    [['run', 'x', '-m', 'bedrock:a', '-m', 'a'], 'the model bedrock:a is given twice'],
    [
      ['run', 'x', '-m', 'replay:y', '--stop-early', '--shard', '1/2'],
      '--stop-early and --shard do not go together: a shard sees only its slice of the cases',
    ],
  ])('%j', async (args, message) => {
    const withDataset = args.map((a) => (a === 'x' ? path.join(root, 'cls') : a));
    const r = await cli(...withDataset);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a malformed dataset names the file, line and field', async () => {
    writeTree(root, {
      'broken/dataset.json': qaMeta(),
      'broken/cases.jsonl': [qaCase('a'), { id: 'b', input: {}, expected: { ground_truth: 'x' } }],
    });
    const r = await cli('validate', path.join(root, 'broken'));
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.trim()).toBe(`${path.join(root, 'broken/cases.jsonl')}:2: input.query: required (string)`);
  });

  it('a placeholder that no case can fill is caught before any call', async () => {
    const r = await cli('run', path.join(root, 'cls'), '-m', alwaysBilling, '--prompt', '{{txt}}');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--prompt: {{txt}}: no case of cls has this field; available: labels, text');
  });

  it('a prices file with a bad entry names the file and the field', async () => {
    writeTree(root, { 'prices.json': { 'us.anthropic.x-v1:0': { input: 3, output: 'fifteen' } } });
    const r = await cli('run', path.join(root, 'cls'), '-m', alwaysBilling, '--prices', path.join(root, 'prices.json'));
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.trim()).toBe(`${path.join(root, 'prices.json')}: us.anthropic.x-v1:0.output: expected number, got string`);
  });

  it('validate lists what it checked', async () => {
    const r = await cli('validate', root.concat('/cls'), root.concat('/qa'));
    expect(r.code).toBe(EXIT.passed);
    expect(r.stdout).toContain('(classification, 2 cases)');
    expect(r.stdout).toContain('(qa, 3 cases)');
  });

  it('--help documents every option', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(EXIT.passed);
    for (const flag of ['--model', '--judge-model', '--prompt', '--prompt-file', '--output', '--format', '--concurrency', '--trials', '--system']) {
      expect(r.stdout).toContain(flag);
    }
  });
});
