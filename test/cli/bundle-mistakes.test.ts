// The common first-hour mistakes, through the bundled CLI as a user runs it:
// each gets one line naming what is wrong and what was probably meant.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBundledCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-mistakes-');
const examples = 'examples/datasets/support-qa';
const replay = '--model=replay:examples/outputs/support-qa.jsonl';

describe('bundled CLI: one clear line for each common mistake', () => {
  it('a misspelt flag: the nearest flag of that command, exit 2, one line', async () => {
    const r = await runBundledCli(['run', examples, '--modle', 'replay:examples/outputs/support-qa.jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('supereval: unknown option --modle; did you mean --model?\n');
    const merge = await runBundledCli(['merge', 'results', '--compare-baseln', 'b.json']);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toBe('supereval: unknown option --compare-baseln; did you mean --compare-baseline?\n');
  });

  it('an option nothing is near: named, with the pointer to --help', async () => {
    const r = await runBundledCli(['run', examples, replay, '--frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("supereval: unknown option --frobnicate\nRun 'supereval --help' for usage.\n");
  });

  it('an unknown provider prefix: exit 2 naming it and the providers supereval runs, before any credential lookup', async () => {
    // No AWS anything: a Bedrock id would get as far as the credential warning and exit 4.
    const r = await runBundledCli(['run', examples, '--model', 'mistral:large']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'supereval: --model: unknown provider "mistral" in "mistral:large": supereval runs bedrock:<model id>, replay:<file>, exec:<command>, echo, openai:<model>, azure:chat:<name>, anthropic:messages:<model>, google:<model>, vertex:<model>, ollama:chat:<model> (a bare model id means bedrock)\n' +
        "Run 'supereval --help' for usage.\n",
    );
    const judge = await runBundledCli(['run', examples, replay, '--judge-model', 'cohere:command-r']);
    expect(judge.code).toBe(2);
    expect(judge.stderr).toContain('supereval: --judge-model: unknown provider "cohere" in "cohere:command-r"');
  });

  it('run --help shows examples that run', async () => {
    const r = await runBundledCli(['run', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples');
    expect(r.stdout).toContain('supereval run examples/datasets/support-qa \\\n    --model replay:examples/outputs/support-qa.jsonl');
    const example = await runBundledCli(['run', examples, '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(example.stderr).not.toContain('internal error');
    expect([0, 1]).toContain(example.code);
  });

  it('unknown fields in dataset.json and cases.jsonl: validate warns with file:line: field and the field meant, and still loads', async () => {
    writeTree(root, {
      'typos/dataset.json': '{\n  "name": "typos",\n  "type": "qa",\n  "tresholds": {"pass_rate": 0.9},\n  "author": "me"\n}\n',
      'typos/cases.jsonl': [
        { id: 'a', input: { query: 'q', topic: 'free' }, expected: { ground_truth: 'g' }, mustpass: true, tag: ['smoke'], vars: { x: 1 } },
        { id: 'b', input: { query: 'q' }, expected: { groundtruth: 'g', ground_truth: 'g' }, metadata: { anything: 1 }, zzqqxx: 1 },
      ],
    });
    const r = await runBundledCli(['validate', path.join(root, 'typos')]);
    expect(r.code).toBe(0);
    const meta = path.join(root, 'typos/dataset.json');
    const cases = path.join(root, 'typos/cases.jsonl');
    expect(r.stderr.trim().split('\n')).toEqual([
      `supereval: warning: ${meta}:4: tresholds: unknown field, ignored; did you mean "thresholds"?`,
      `supereval: warning: ${cases}:1: mustpass: unknown field, ignored; did you mean "must_pass"?`,
      `supereval: warning: ${cases}:1: tag: unknown field, ignored; did you mean "tags"?`,
      `supereval: warning: ${cases}:2: expected.groundtruth: unknown field, ignored; did you mean "ground_truth"?`,
      `supereval: warning: ${cases}:2: zzqqxx: unknown field, ignored`,
    ]);
    expect(r.stdout).toContain('(qa, 2 cases)');
  });

  it('every example dataset loads without a warning', async () => {
    const r = await runBundledCli(['validate', 'examples/datasets']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});
