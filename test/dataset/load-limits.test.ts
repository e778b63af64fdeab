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

describe('thresholds', () => {
  it('a case threshold outside [0, 1] is refused: -1 would pass every case, 2 fail every one', async () => {
    const dir = dataset({
      'dataset.json': qaMeta(),
      'cases.jsonl': [qaCase('a', 'q?', 't', { threshold: -0.5 }), qaCase('b', 'r?', 't', { threshold: 1.5 }), qaCase('c', 's?', 't', { threshold: 1 })],
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
      'cases.jsonl': [qaCase('a', 'q?', 't', { assert: [{ type: 'latency', threshold: 2000 }, { type: 'assert-set', assert: [set] }] })],
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
    expect(errors[1]).toMatch(new RegExp(`^${meta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: thresholds\\.zzz: unknown threshold; the known ones are pass_rate, fail_on_regression, .*answer_correctness_weight$`));
    expect(errors).toHaveLength(2);
  });
});
