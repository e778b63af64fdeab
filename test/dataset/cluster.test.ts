// A case's `cluster` (the paired difference's clustered standard error): a
// string or a number on a case line or in a promptfoo test's metadata, carried
// as text; anything else is an error naming the file, line and field.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError, formatIssue } from '../../src/base/errors.js';
import { loadDataset } from '../../src/dataset/load.js';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { KINDS } from '../../src/kinds/index.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
let n = 0;
const folder = (files: Record<string, string | object | object[]>) => writeTree(path.join(root, `d${++n}`), files);

async function errorsOf(load: Promise<unknown>): Promise<string[]> {
  const error = await load.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatasetError);
  return (error as DatasetError).issues.map(formatIssue);
}

const config = (metadata: string) => `prompts: ['Answer {{q}}']
providers: ['echo']
tests:
  - vars: {q: one}
    metadata: ${metadata}
  - vars: {q: two}
`;

describe('a case line’s cluster', () => {
  it('is text when written as a string or a number (a long integer as written), absent when not written, and no unknown field', async () => {
    const dir = folder({
      'dataset.json': qaMeta(),
      'cases.jsonl': `${[qaCase('a', 'qa?', 'x', { cluster: 'passage-1' }), qaCase('b', 'qb?', 'x', { cluster: 7 })].map((c) => JSON.stringify(c)).join('\n')}\n{"id":"c","input":{"query":"qc?"},"expected":{"ground_truth":"x"},"cluster":12345678901234567891}\n${JSON.stringify(qaCase('d'))}\n`,
    });
    const dataset = await loadDataset(dir, KINDS);
    expect(dataset.cases.map((c) => c.cluster)).toEqual(['passage-1', '7', '12345678901234567891', undefined]);
    expect(dataset.warnings ?? []).toEqual([]);
  });

  it('of another type, or empty, is an error naming the file, line and field', async () => {
    const dir = folder({
      'dataset.json': qaMeta(),
      'cases.jsonl': [qaCase('a'), qaCase('b', 'qb?', 'x', { cluster: true }), qaCase('c', 'qc?', 'x', { cluster: '' })],
    });
    const errors = await errorsOf(loadDataset(dir, KINDS));
    const file = path.join(dir, 'cases.jsonl');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: cluster: `));
    expect(errors[1]).toContain(`${file}:3: cluster: `);
  });

  it('misspelt, is an unknown field that names it', async () => {
    const dir = folder({ 'dataset.json': qaMeta(), 'cases.jsonl': [qaCase('a', 'qa?', 'x', { clustr: 'p' })] });
    const dataset = await loadDataset(dir, KINDS);
    expect(dataset.warnings).toEqual([
      expect.objectContaining({ line: 1, field: 'clustr', message: 'unknown field, ignored; did you mean "cluster"?' }),
    ]);
  });
});

describe("a promptfoo test's metadata.cluster", () => {
  it('is the case’s cluster, as text', async () => {
    const dir = folder({ 'promptfooconfig.yaml': config('{cluster: 3}') });
    const dataset = await loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS);
    expect(dataset.cases.map((c) => c.cluster)).toEqual(['3', undefined]);
  });

  it('of another type is an error naming the field', async () => {
    const dir = folder({ 'promptfooconfig.yaml': config('{cluster: [a]}') });
    const errors = await errorsOf(loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS));
    expect(errors.join('\n')).toContain('tests[0].metadata.cluster');
  });
});
