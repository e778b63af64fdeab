// What loading refuses, and how it says so: values that would silently change
// a verdict, files that are not files, and shapes that would overflow the stack.
import { execFileSync } from 'node:child_process';
import { symlinkSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError, formatIssue } from '../../src/base/errors.js';
import { MAX_JSON_DEPTH } from '../../src/dataset/json-scan.js';
import { loadDataset, type LoadOptions } from '../../src/dataset/load.js';
import { MAX_DATASET_FILE_MIB } from '../../src/base/read-file.js';
import { readPrices, readPrompt } from '../../src/app/load.js';
import { rejectionOf } from '../helpers/errors.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
let n = 0;
function dataset(files: Record<string, string | object | object[]>): string {
  return writeTree(path.join(root, `d${++n}`), files);
}

const loadErrors = async (dir: string, options?: LoadOptions) =>
  (await rejectionOf(loadDataset(dir, KINDS, options), DatasetError)).issues.map(formatIssue);

describe('trials in dataset.json', () => {
  it('are bounded like the --trials flag', async () => {
    const dir = dataset({ 'dataset.json': qaMeta({ trials: 1e9 }), 'cases.jsonl': [qaCase('a')] });
    expect(await loadErrors(dir)).toEqual([`${path.join(dir, 'dataset.json')}: trials: expected number to be <=100 (got 1000000000)`]);
  });
});

describe('thresholds', () => {
  it('a case threshold outside [0, 1] is refused: -1 would pass every case, 2 fail every one', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [
        qaCase('a', 'q?', 't', { threshold: -0.5 }),
        qaCase('b', 'r?', 't', { threshold: 1.5 }),
        qaCase('c', 's?', 't', { threshold: 1 }),
      ],
    });
    const cases = path.join(dir, 'cases.jsonl');
    expect(await loadErrors(dir)).toEqual([
      `${cases}:1: threshold: must be a fraction of the assertions' weight, from 0 to 1 (got -0.5)`,
      `${cases}:2: threshold: must be a fraction of the assertions' weight, from 0 to 1 (got 1.5)`,
    ]);
  });

  it("an assert-set's threshold is a fraction too; other assertions' thresholds are their own units", async () => {
    const set = { type: 'assert-set', threshold: 3, assert: [{ type: 'contains', value: 'x' }] };
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [
        qaCase('a', 'q?', 't', {
          assert: [
            { type: 'latency', threshold: 2000 },
            { type: 'assert-set', assert: [set] },
          ],
        }),
      ],
    });
    expect(await loadErrors(dir)).toEqual([
      `${path.join(dir, 'cases.jsonl')}:1: assert.1.assert.0.threshold: must be a fraction of the assertions' weight, from 0 to 1 (got 3)`,
    ]);
  });

  it('an unknown threshold key is an error naming the nearest known one, so a typo cannot switch a gate off', async () => {
    const dir = dataset({ 'dataset.json': qaMeta({ thresholds: { pass_rte: 0.9, max_cost_usd: 1, zzz: 1 } }), 'cases.jsonl': [qaCase('a')] });
    const meta = path.join(dir, 'dataset.json');
    const errors = await loadErrors(dir);
    expect(errors[0]).toBe(`${meta}: thresholds.pass_rte: unknown threshold; did you mean "pass_rate"?`);
    expect(errors[1]).toMatch(
      new RegExp(
        `^${meta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: thresholds\\.zzz: unknown threshold; the known ones are pass_rate, result_pass_rate, fail_on_regression, .*answer_correctness_weight$`,
      ),
    );
    expect(errors).toHaveLength(2);
  });
});

describe('deep nesting', () => {
  const deepInput = (depth: number) =>
    `{"id": "deep", "input": {"query": "q", "x": ${'['.repeat(depth)}${']'.repeat(depth)}}, "expected": {"ground_truth": "t"}}`;
  const nestedSets = (sets: number) => {
    let a = '{"type": "contains", "value": "x"}';
    for (let i = 0; i < sets; i++) a = `{"type": "assert-set", "assert": [${a}]}`;
    return `{"id": "sets", "input": {"query": "q"}, "expected": {"ground_truth": "t"}, "assert": [${a}]}`;
  };

  it(`a case nested deeper than ${MAX_JSON_DEPTH} levels is one clear error on its line, not a stack overflow`, async () => {
    const dir = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': `${JSON.stringify(qaCase('a'))}\n${nestedSets(5000)}\n${deepInput(100_000)}\n` });
    const cases = path.join(dir, 'cases.jsonl');
    const problem = `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; nest them less deeply`;
    expect(await loadErrors(dir)).toEqual([`${cases}:2: (json): ${problem}`, `${cases}:3: (json): ${problem}`]);
  });

  it('nesting up to the limit loads, assert-sets within assert-sets included', async () => {
    // The case object, its assert array, then an object and an array per set, then the leaf: 2 * 62 + 3 = 127.
    const dir = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': `${nestedSets(62)}\n${deepInput(MAX_JSON_DEPTH - 2)}\n` });
    expect((await loadDataset(dir, KINDS)).cases.map((c) => c.id)).toEqual(['sets', 'deep']);
  });

  it('dataset.json and tools.json have the same limit', async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    const agentCase = [{ id: 'a', input: { task: 't' }, expected: {} }];
    const dir = dataset({
      'agents/x/dataset.json': `{"name": "x", "description": ${deep}}`,
      'agents/x/cases.jsonl': agentCase,
      'agents/y/dataset.json': { name: 'y' },
      'agents/y/cases.jsonl': agentCase,
      'agents/y/tools.json': `[{"name": "t", "parameters": {"x": ${deep}}}]`,
    });
    const problem = `(json): nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; nest them less deeply`;
    expect(await loadErrors(path.join(dir, 'agents/x'))).toEqual([`${path.join(dir, 'agents/x/dataset.json')}: ${problem}`]);
    expect(await loadErrors(path.join(dir, 'agents/y'))).toEqual([`${path.join(dir, 'agents/y/tools.json')}: ${problem}`]);
  });
});

describe('numeric ids', () => {
  it('keep their source text when a float cannot hold them, so two large ids stay distinct', async () => {
    const line = (id: string, q: string) => `{"id": ${id}, "input": {"query": "${q}"}, "expected": {"ground_truth": "t"}}`;
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [
        line('12345678901234567890', 'a'),
        line('12345678901234567891', 'b'),
        line('42', 'c'),
        line('-9007199254740993', 'd'),
        line('2.50', 'e'),
      ].join('\n'),
    });
    expect((await loadDataset(dir, KINDS)).cases.map((c) => c.id)).toEqual([
      '12345678901234567890',
      '12345678901234567891',
      '42',
      '-9007199254740993',
      '2.5',
    ]);
  });
});

describe('messages that say what is wrong', () => {
  it('a number too large for a float (1e999) is not "expected number, got number"', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': '{"id": "a", "input": {"query": "q"}, "expected": {"ground_truth": "t"}, "threshold": 1e999}\n',
    });
    expect(await loadErrors(dir)).toEqual([
      `${path.join(dir, 'cases.jsonl')}:1: threshold: the number is too large to hold (it reads as Infinity); write a finite number`,
    ]);
  });

  it('an id of the wrong type says which types it may be, not "Invalid input"', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [qaCase('a'), { ...qaCase('b'), id: true }, { ...qaCase('c'), id: { n: 1 } }, { ...qaCase('d'), id: '' }],
    });
    const cases = path.join(dir, 'cases.jsonl');
    expect(await loadErrors(dir)).toEqual([
      `${cases}:2: id: expected string or number, got boolean`,
      `${cases}:3: id: expected string or number, got object`,
      `${cases}:4: id: expected string to have >=1 characters (got "")`,
    ]);
  });
});

describe('files that are not plain files', () => {
  const agent = (files: Record<string, string | object | object[]>) =>
    dataset({ 'agents/x/dataset.json': { name: 'x' }, 'agents/x/cases.jsonl': [{ id: 'a', input: { task: 't' }, expected: {} }], ...files });

  it('a cases.jsonl that is a FIFO is refused at once instead of waiting for a writer', async () => {
    const dir = dataset({ 'dataset.json': qaMeta() });
    execFileSync('mkfifo', [path.join(dir, 'cases.jsonl')]);
    expect(await loadErrors(dir)).toEqual([`${path.join(dir, 'cases.jsonl')}: (file): is a FIFO, not a regular file; give a regular file`]);
  });

  it('a cases.jsonl linked to a device is refused instead of read forever', async () => {
    const dir = dataset({ 'dataset.json': qaMeta() });
    symlinkSync('/dev/zero', path.join(dir, 'cases.jsonl'));
    expect(await loadErrors(dir)).toEqual([
      `${path.join(dir, 'cases.jsonl')}: (file): is a character device, not a regular file; give a regular file`,
    ]);
  });

  it(`a file over ${MAX_DATASET_FILE_MIB} MiB is refused before it is read`, async () => {
    const dir = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': '' });
    truncateSync(path.join(dir, 'cases.jsonl'), MAX_DATASET_FILE_MIB * 1024 * 1024 + 1); // sparse: no disk used
    expect(await loadErrors(dir)).toEqual([
      `${path.join(dir, 'cases.jsonl')}: (file): is larger than the ${MAX_DATASET_FILE_MIB} MiB limit (${MAX_DATASET_FILE_MIB * 1024 * 1024 + 1} bytes); split it into several datasets`,
    ]);
  });

  it('a tools.json that is a folder, or a link to nothing, is an error, not silently ignored', async () => {
    const folder = agent({ 'agents/x/tools.json/keep': '' });
    expect(await loadErrors(path.join(folder, 'agents/x'))).toEqual([
      `${path.join(folder, 'agents/x/tools.json')}: (file): is a folder, not a regular file; give a regular file`,
    ]);
    const broken = agent({});
    symlinkSync(path.join(broken, 'nowhere.json'), path.join(broken, 'agents/x/tools.json'));
    expect(await loadErrors(path.join(broken, 'agents/x'))).toEqual([
      `${path.join(broken, 'agents/x/tools.json')}: (file): is a link to a file that does not exist`,
    ]);
    // No tools.json at all is fine: the cases' own mock tools are enough.
    expect((await loadDataset(path.join(agent({}), 'agents/x'), KINDS)).tools).toBeNull();
  });

  it('two tools with the same name are an error naming both', async () => {
    const dir = agent({ 'agents/x/tools.json': [{ name: 'search' }, { name: 'lookup' }, { name: 'search' }] });
    expect(await loadErrors(path.join(dir, 'agents/x'))).toEqual([
      `${path.join(dir, 'agents/x/tools.json')}: 2.name: duplicate: "search" is also tool 0`,
    ]);
  });
});

describe('links out of the workspace', () => {
  const outside = tempDir('supereval-outside-');
  writeTree(outside, { 'secret.txt': 'password=hunter2\n', 'cases.jsonl': [qaCase('a')] });

  it('are refused when loading is confined to a folder (the action: GITHUB_WORKSPACE), without echoing the file', async () => {
    const workspace = dataset({ 'ds/dataset.json': qaMeta() });
    symlinkSync(path.join(outside, 'secret.txt'), path.join(workspace, 'ds/cases.jsonl'));
    const errors = await loadErrors(path.join(workspace, 'ds'), { within: workspace });
    expect(errors).toEqual([
      `${path.join(workspace, 'ds/cases.jsonl')}: (file): leads outside the workspace (a link to a file elsewhere); the action reads dataset files only inside the repository, so copy the file in`,
    ]);
    expect(errors.join('\n')).not.toContain('hunter2');
  });

  it('are followed by the CLI, which reads what its user points it at', async () => {
    const workspace = dataset({ 'ds/dataset.json': qaMeta() });
    symlinkSync(path.join(outside, 'cases.jsonl'), path.join(workspace, 'ds/cases.jsonl'));
    expect((await loadDataset(path.join(workspace, 'ds'), KINDS)).cases.map((c) => c.id)).toEqual(['a']);
  });

  it('that stay inside the workspace are fine when confined', async () => {
    const workspace = dataset({ 'ds/dataset.json': qaMeta(), 'shared/cases.jsonl': [qaCase('a')] });
    symlinkSync(path.join(workspace, 'shared/cases.jsonl'), path.join(workspace, 'ds/cases.jsonl'));
    symlinkSync(path.join(workspace, 'ds'), path.join(workspace, 'alias'));
    expect((await loadDataset(path.join(workspace, 'alias'), KINDS, { within: workspace })).cases).toHaveLength(1);
  });
});

describe('the other files a run reads', () => {
  it('a prompt file or prices file that is a folder says so, not "file not found"', async () => {
    const dir = dataset({ 'prompt.txt/keep': '', 'prices.json/keep': '' });
    await expect(readPrompt({ file: path.join(dir, 'prompt.txt') })).rejects.toThrow(
      `${path.join(dir, 'prompt.txt')}: (file): is a folder, not a regular file; give a regular file`,
    );
    await expect(readPrices(path.join(dir, 'prices.json'))).rejects.toThrow(
      `${path.join(dir, 'prices.json')}: (file): is a folder, not a regular file; give a regular file`,
    );
  });

  const outside = writeTree(tempDir('supereval-outside-'), { 'secret.txt': 'hunter2 {{query}}' });

  it('a prompt file linked out of the workspace is refused when confined (the action)', async () => {
    const workspace = dataset({ 'README.md': '' });
    symlinkSync(path.join(outside, 'secret.txt'), path.join(workspace, 'prompt.txt'));
    await expect(readPrompt({ file: path.join(workspace, 'prompt.txt') }, { within: workspace })).rejects.toThrow('leads outside the workspace');
    expect((await readPrompt({ file: path.join(workspace, 'prompt.txt') }))?.text).toBe('hunter2 {{query}}');
  });
});
