import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError, formatIssue } from '../../src/base/errors.js';
import { findDatasetDirs, loadDataset } from '../../src/dataset/load.js';
import { superevalCaseKey } from '../../src/dataset/python-json.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
let n = 0;
function dataset(files: Record<string, string | object | object[]>): string {
  return writeTree(path.join(root, `d${++n}`), files);
}

async function loadErrors(dir: string): Promise<string[]> {
  try {
    await loadDataset(dir, KINDS);
  } catch (error) {
    expect(error).toBeInstanceOf(DatasetError);
    return (error as DatasetError).issues.map(formatIssue);
  }
  throw new Error('expected the dataset to be rejected');
}

describe('loadDataset: keys written twice', () => {
  it('refuses a key written twice in dataset.json or on a line of cases.jsonl, naming the file, the line and the key', async () => {
    const dir = dataset({
      'dataset.json': '{\n  "name": "support",\n  "type": "qa",\n  "name": "other"\n}\n',
      'cases.jsonl': [qaCase('a')],
    });
    expect(await loadErrors(dir)).toEqual([
      `${path.join(dir, 'dataset.json')}:4: (json): the key "name" appears twice in one object; JSON keeps only the last value, so write it once`,
    ]);
    const cases = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': `${JSON.stringify(qaCase('a'))}\n{"id": "b", "input": {"query": "q?"}, "expected": {"ground_truth": "x", "ground_truth": "y"}}\n`,
    });
    expect(await loadErrors(cases)).toEqual([
      `${path.join(cases, 'cases.jsonl')}:2: (json): the key "ground_truth" appears twice in one object; JSON keeps only the last value, so write it once`,
    ]);
  });
});

describe('loadDataset', () => {
  it('loads a supereval qa dataset unchanged, with line numbers and keys', async () => {
    const dir = dataset({
      'dataset.json': { id: 'x', name: 'support', type: 'qa', labels: null, created_at: '2026-01-01', author: 'me', thresholds: { pass_rate: 0.9 } },
      'cases.jsonl': `${JSON.stringify(qaCase('a'))}\n\n${JSON.stringify({ input: { query: 'no id' }, expected: { ground_truth: 'x' } })}\n`,
    });
    const d = await loadDataset(dir, KINDS);
    expect(d.name).toBe('support');
    expect(d.type).toBe('qa');
    expect(d.thresholds.pass_rate).toBe(0.9);
    expect(d.thresholds.fail_on_regression).toBe(true);
    expect(d.cases.map((c) => [c.id, c.line])).toEqual([
      ['a', 1],
      [superevalCaseKey({ query: 'no id' }), 3],
    ]);
    expect(d.cases[0]?.key).toBe(superevalCaseKey({ query: 'question a?' }));
    expect(d.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes the hash when a case changes', async () => {
    const a = await loadDataset(dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': [qaCase('a')] }), KINDS);
    const b = await loadDataset(dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': [qaCase('a', 'other?')] }), KINDS);
    expect(a.hash).not.toBe(b.hash);
  });

  it('reports invalid JSON in dataset.json with the file', async () => {
    const dir = dataset({ 'dataset.json': '{"type": "qa",', 'cases.jsonl': [qaCase('a')] });
    const [line] = await loadErrors(dir);
    expect(line).toMatch(new RegExp(`^${escape(path.join(dir, 'dataset.json'))}: \\(json\\): invalid JSON`));
  });

  it('reports every bad JSONL line with its number, not only the first', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': `${JSON.stringify(qaCase('a'))}\n{oops\n${JSON.stringify(qaCase('b'))}\nnot json either\n`,
    });
    const lines = await loadErrors(dir);
    const cases = path.join(dir, 'cases.jsonl');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${escape(cases)}:2: \\(json\\): invalid JSON`));
    expect(lines[1]).toMatch(new RegExp(`^${escape(cases)}:4: \\(json\\): invalid JSON`));
  });

  it.each([
    ['qa', { expected: { ground_truth: 'x' }, input: {} }, 'input.query: required'],
    ['qa', { input: { query: 'q' }, expected: {} }, 'expected.ground_truth: required'],
    ['classification', { input: { text: 't' }, expected: {} }, 'expected.label: required'],
    ['instruction', { input: { instruction: 'do' }, expected: {} }, 'expected.rubric: required'],
    [
      'rag',
      { input: { query: 'q', retrieved_contexts: 'not a list' }, expected: { ground_truth: 'g' } },
      'input.retrieved_contexts: expected array, got string',
    ],
    ['agent', { input: {}, expected: {} }, 'input.task: required'],
  ])('names the missing field for a %s case', async (type, badCase, message) => {
    const meta = type === 'classification' ? { name: 'c', type, labels: ['a'] } : { name: 'x', type };
    const dir = dataset({ 'dataset.json': meta, 'cases.jsonl': [{ id: 'bad', ...badCase }] });
    const lines = await loadErrors(dir);
    expect(lines).toContainEqual(expect.stringContaining(`${path.join(dir, 'cases.jsonl')}:1: ${message}`));
  });

  it('loads a label that is not in the dataset labels, with a warning naming file, line and field', async () => {
    const dir = dataset({
      'dataset.json': { name: 'c', type: 'classification', labels: ['billing', 'technical'] },
      'cases.jsonl': [
        { id: 'ok', input: { text: 't' }, expected: { label: 'billing' } },
        { id: 'bad', input: { text: 't' }, expected: { label: 'sales' } },
      ],
    });
    const d = await loadDataset(dir, KINDS);
    expect(d.cases.map((c) => c.id)).toEqual(['ok', 'bad']);
    expect(d.warnings.map(formatIssue)).toEqual([
      `${path.join(dir, 'cases.jsonl')}:2: expected.label: "sales" is not one of the dataset's labels (billing, technical): a model that answers with one of them passes this case only if that label contains "sales"`,
    ]);
  });

  it('loads duplicate ids (the Python tool checks none), warning on the later line and naming the first', async () => {
    const dir = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': [qaCase('a'), qaCase('b'), qaCase('a')] });
    const d = await loadDataset(dir, KINDS);
    expect(d.cases.map((c) => c.id)).toEqual(['a', 'b', 'a']);
    expect(d.warnings.map(formatIssue)).toEqual([
      `${path.join(dir, 'cases.jsonl')}:3: id: duplicate: id "a" is already on line 1; the two cannot be told apart in a baseline`,
    ]);
  });

  it('loads two id-less cases with the same input (their keys collide), with a warning', async () => {
    const same = { input: { query: 'q' }, expected: { ground_truth: 'g' } };
    const dir = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': [same, same] });
    const d = await loadDataset(dir, KINDS);
    expect(d.cases).toHaveLength(2);
    expect(formatIssue(d.warnings[0]!)).toContain(':2: id: duplicate: a case with the same input (no id) is already on line 1');
  });

  it('rejects an unknown type and lists the known ones', async () => {
    const dir = dataset({ 'dataset.json': { name: 'x', type: 'summarise' }, 'cases.jsonl': [qaCase('a')] });
    const [line] = await loadErrors(dir);
    expect(line).toBe(
      `${path.join(dir, 'dataset.json')}: type: "summarise" is not allowed; expected one of "qa", "classification", "instruction", "agent", "rag", "nl2sql", "promptfoo", "mcp_readability"`,
    );
  });

  it('requires a type outside agents/ and rag/ folders', async () => {
    const dir = dataset({ 'dataset.json': { name: 'x' }, 'cases.jsonl': [qaCase('a')] });
    expect((await loadErrors(dir))[0]).toContain('dataset.json: type: required');
  });

  it.each([
    [{ pass_rate: '90%' }, 'thresholds.pass_rate: expected number, got string'],
    [{ pass_rate: 1.5 }, 'thresholds.pass_rate: expected number to be <=1 (got 1.5)'],
    [{ max_cost_usd: -1 }, 'thresholds.max_cost_usd: expected number to be >=0 (got -1)'],
    // pydantic's lax bool reads "yes" (and so does this loader), not "maybe".
    [{ fail_on_regression: 'maybe' }, 'thresholds.fail_on_regression: expected boolean, got string'],
  ])('rejects a bad threshold %j', async (thresholds, message) => {
    const dir = dataset({ 'dataset.json': qaMeta({ thresholds }), 'cases.jsonl': [qaCase('a')] });
    expect(await loadErrors(dir)).toEqual([`${path.join(dir, 'dataset.json')}: ${message}`]);
  });

  it('loads an empty cases file and a missing one as no cases, with a warning (the Python loaders return none)', async () => {
    const empty = dataset({ 'dataset.json': qaMeta(), 'cases.jsonl': '\n\n' });
    const e = await loadDataset(empty, KINDS);
    expect(e.cases).toEqual([]);
    expect(e.warnings.map(formatIssue)).toEqual([`${path.join(empty, 'cases.jsonl')}: (file): holds no cases yet, so nothing is run or gated`]);
    const missing = dataset({ 'dataset.json': qaMeta() });
    const m = await loadDataset(missing, KINDS);
    expect(m.cases).toEqual([]);
    expect(m.warnings.map(formatIssue)).toEqual([
      `${path.join(missing, 'cases.jsonl')}: (file): not found: the dataset has no cases yet, so nothing is run or gated`,
    ]);
  });

  it('reports problems in both files at once', async () => {
    const dir = dataset({ 'dataset.json': qaMeta({ thresholds: { pass_rate: 2 } }), 'cases.jsonl': [qaCase('a'), { id: 'b' }] });
    // dataset.json's wrong field is left out to read the rest, so the cases are checked in the same round.
    const errors = await loadErrors(dir);
    expect(errors[0]).toMatch(/dataset\.json: thresholds\.pass_rate: /);
    expect(errors.slice(1)).toEqual([
      `${path.join(dir, 'cases.jsonl')}:2: input: required (object)`,
      `${path.join(dir, 'cases.jsonl')}:2: expected: required (object)`,
    ]);
  });
});

describe('findDatasetDirs', () => {
  it('finds datasets in a supereval root, agents/ and rag/ included, and infers their types', async () => {
    const base = path.join(root, 'root');
    writeTree(base, {
      'datasets/support/dataset.json': qaMeta({ name: 'support' }),
      'datasets/support/cases.jsonl': [qaCase('a')],
      'datasets/agents/booker/dataset.json': { name: 'booker' },
      'datasets/agents/booker/cases.jsonl': [
        { id: 't1', input: { task: 'book' }, tools: { search: { response: 'ok' } }, expected: { answer: 'done', must_call: ['search'] } },
      ],
      'datasets/agents/booker/tools.json': [{ name: 'search', description: 'search', parameters: { type: 'object', properties: {} } }],
      'datasets/rag/docs/dataset.json': { name: 'docs' },
      'datasets/rag/docs/cases.jsonl': [{ id: 'r1', input: { query: 'q', retrieved_contexts: ['c'] }, expected: { ground_truth: 'g' } }],
    });
    const dirs = await findDatasetDirs([path.join(base, 'datasets')]);
    expect(dirs.map((d) => path.relative(base, d)).sort()).toEqual(['datasets/agents/booker', 'datasets/rag/docs', 'datasets/support']);
    const loaded = await Promise.all(dirs.map((d) => loadDataset(d, KINDS)));
    expect(Object.fromEntries(loaded.map((d) => [d.name, d.type]))).toEqual({ booker: 'agent', docs: 'rag', support: 'qa' });
    expect(loaded.find((d) => d.name === 'booker')?.tools?.[0]?.name).toBe('search');
  });

  it('names a path that holds no dataset', async () => {
    const empty = writeTree(path.join(root, 'empty'), { 'readme.txt': 'nothing' });
    await expect(findDatasetDirs([empty, path.join(root, 'nope')])).rejects.toThrow(
      `${empty}: (path): no dataset.json (nor a promptfoo config, promptfooconfig.yaml) in this folder or below it\n${path.join(root, 'nope')}: (path): no such file or folder`,
    );
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
