// What loading refuses, and how it says so: values that would silently change
// a verdict, files that are not files, and shapes that would overflow the stack.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError, formatIssue } from '../../src/dataset/errors.js';
import { loadDataset } from '../../src/dataset/load.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
let n = 0;
function dataset(files: Record<string, string | object | object[]>): string {
  return writeTree(path.join(root, `d${++n}`), files);
}

async function loadErrors(dir: string): Promise<string[]> {
  try {
    await loadDataset(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(DatasetError);
    return (error as DatasetError).issues.map(formatIssue);
  }
  throw new Error('expected the dataset to be rejected');
}

describe('trials in dataset.json', () => {
  it('are bounded like the --trials flag', async () => {
    const dir = dataset({ 'dataset.json': qaMeta({ trials: 1e9 }), 'cases.jsonl': [qaCase('a')] });
    expect(await loadErrors(dir)).toEqual([`${path.join(dir, 'dataset.json')}: trials: expected number to be <=100 (got 1000000000)`]);
  });
});
