// The mistakes of a first day (issue 52), each answered in one line that says
// what to do: the CLI's argv, a model spec, a dataset's files.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, repoRoot } from '../helpers/cli.js';
import { HELP } from '../../src/cli/help.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const example = path.join(repoRoot, 'examples/datasets/support-qa');
const root = tempDir();
let n = 0;
const dataset = (files: Record<string, string | object | object[]>) => writeTree(path.join(root, `d${++n}`), files);

/** stderr's lines, and that a usage error said its fix without the --help pointer when `saysFix`. */
async function usage(...args: string[]): Promise<string[]> {
  const { code, stderr } = await runCli(...args);
  expect(code).toBe(2);
  return stderr.trim().split('\n');
}

describe('the command line', () => {
  it('takes -model (one dash) for --model, not for -m odel and a missing path', async () => {
    expect(await usage('run', example, '-model', 'echo')).toEqual(['supereval: -model: long options take two dashes; did you mean --model?']);
    expect(await usage('run', example, '-judge-modle', 'echo')).toEqual([
      'supereval: -judge-modle: long options take two dashes; did you mean --judge-model?',
    ]);
  });

  it('suggests the option a longer or shorter name starts with', async () => {
    expect(await usage('run', example, '--model', 'echo', '--html-report', 'r.html')).toEqual([
      'supereval: unknown option --html-report; did you mean --html?',
    ]);
    expect(await usage('run', example, '--model', 'echo', '--update')).toEqual([
      'supereval: unknown option --update; did you mean --update-baseline?',
    ]);
  });

  it('suggests the command a typo means, and lists the commands when none is near', async () => {
    expect(await usage('runn', example)).toEqual(['supereval: unknown command "runn"; did you mean run?']);
    expect(await usage('evaluate', example)).toEqual([
      'supereval: unknown command "evaluate"; the commands are run, validate, merge, report, init, help',
      "Run 'supereval --help' for usage.",
    ]);
  });

  it('reads `replay outputs/x` as replay:outputs/x, and a provider name alone as missing its target', async () => {
    expect((await usage('run', example, '--model', 'replay outputs/x.jsonl'))[0]).toBe(
      'supereval: --model: "replay outputs/x.jsonl" is not a model spec; did you mean replay:outputs/x.jsonl?',
    );
    expect((await usage('run', example, '--model', 'replay', 'outputs/x.jsonl'))[0]).toMatch(
      /^supereval: --model: "replay" names a provider but not its target: write replay:<[^>]+>, one word, a colon and no space$/,
    );
    // A command with spaces and no prefix is still an exec: command.
    expect((await usage('run', example, '--model', 'python my_model.py'))[0]).toContain('did you mean exec:python my_model.py?');
  });

  it("--help's --update-baseline entry is whole", () => {
    const entry = HELP.slice(HELP.indexOf('--update-baseline [FILE]'), HELP.indexOf('-q, --quiet'));
    expect(entry.replace(/\s+/g, ' ').trim()).toMatch(
      /without FILE, each dataset's own baseline\.json \(a folder of <dataset>\.json files when several datasets run\)$/,
    );
  });
});

describe("a dataset's files, every problem in one round", () => {
  it('names the misspelt field a required one is missing for, and keeps the warnings of the file', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [
        { id: 'a', input: { query: 'q?' }, expected: { groundtruth: 'x' } },
        { ...qaCase('b'), mustpass: true },
      ],
    });
    const { code, stderr } = await runCli('validate', dir);
    expect(code).toBe(2);
    const cases = path.join(dir, 'cases.jsonl');
    expect(stderr.trim().split('\n')).toEqual([
      `supereval: warning: ${cases}:2: mustpass: unknown field, ignored; did you mean "must_pass"?`,
      `${cases}:1: expected.ground_truth: required (string); "groundtruth" is given: rename it to "ground_truth"`,
    ]);
  });

  it('keeps the unknown fields of a line that has a problem too, naming the misspelt one once', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [{ id: 'a', mustpass: true, input: { query: 'q?' }, expected: { groundtruth: 'x' } }],
    });
    const { stderr } = await runCli('validate', dir);
    const cases = path.join(dir, 'cases.jsonl');
    expect(stderr.trim().split('\n')).toEqual([
      `supereval: warning: ${cases}:1: mustpass: unknown field, ignored; did you mean "must_pass"?`,
      `${cases}:1: expected.ground_truth: required (string); "groundtruth" is given: rename it to "ground_truth"`,
    ]);
  });

  it("lists dataset.json's problems, its unknown fields and the cases' problems together", async () => {
    const dir = dataset({
      'dataset.json': qaMeta({ tags: 'support', nmae: 'x', thresholds: { pass_rat: 0.5 } }),
      'cases.jsonl': [{ ...qaCase('a'), difficulty: 'eazy' }],
    });
    const { code, stderr } = await runCli('validate', dir);
    expect(code).toBe(2);
    const meta = path.join(dir, 'dataset.json');
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^supereval: warning: ${meta}:\\d+: nmae: unknown field, ignored`)),
      `${meta}: tags: expected array, got string`,
      `${meta}: thresholds.pass_rat: unknown threshold; did you mean "pass_rate"?`,
      `${path.join(dir, 'cases.jsonl')}:1: difficulty: "eazy" is not allowed; did you mean "easy"? (one of "easy", "medium", "hard")`,
    ]);
  });

  it('suggests the type a typo means', async () => {
    const dir = dataset({ 'dataset.json': qaMeta({ type: 'qaa' }), 'cases.jsonl': [qaCase('a')] });
    const { stderr } = await runCli('validate', dir);
    expect(stderr).toContain(`${path.join(dir, 'dataset.json')}: type: "qaa" is not allowed; did you mean "qa"? (one of "qa",`);
    expect(stderr).not.toContain('type: required');
  });
});
