// The code a dataset carries, found in a dataset loaded as a run loads it:
// each kind of code assertion, transforms, webhooks, script scorers, and the
// plain assertions that carry none.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadDataset } from '../../src/dataset/load.js';
import { KINDS } from '../../src/kinds/index.js';
import { datasetCode } from '../../src/score/dataset-code.js';
import { qaCase, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-dataset-code-');
let n = 0;
/** A dataset written with its scripts and loaded as a run loads it. */
const loadCases = (meta: object, cases: object[], files: Record<string, string> = {}) =>
  loadDataset(writeTree(path.join(root, `d${++n}`), { 'dataset.json': { name: `d${n}`, ...meta }, 'cases.jsonl': cases, ...files }), KINDS);

const qa = { type: 'qa' };
const scripts = { 'check.py': 'def get_assert(output, context):\n    return True\n', 'check.js': 'module.exports = () => true;\n' };

describe('datasetCode', () => {
  it('finds nothing in plain assertions, templates and judged ones', async () => {
    const dataset = await loadCases(qa, [
      qaCase('a', 'q?', 't', {
        assert: [
          { type: 'contains', value: '{{ ground_truth }}' },
          { type: 'llm-rubric', value: 'polite' },
        ],
      }),
      qaCase('b', 'q?', 't', { assert: [{ type: 'assert-set', assert: [{ type: 'regex', value: 'x' }] }] }),
    ]);
    expect(datasetCode(dataset)).toBeNull();
  });

  it('names each kind of code per case, in file order, each kind once', async () => {
    const dataset = await loadCases(
      qa,
      [
        qaCase('plain', 'q?', 't'),
        qaCase('py', 'q?', 't', { assert: [{ type: 'python', value: 'len(output) > 0' }] }),
        qaCase('js', 'q?', 't', { assert: [{ type: 'not-javascript', value: 'output.length > 100' }] }),
        qaCase('files', 'q?', 't', {
          assert: [
            { type: 'python', value: 'file://check.py' },
            { type: 'javascript', value: 'file://check.js:check' },
            { type: 'javascript', value: 'file://check.js:check' },
          ],
        }),
        qaCase('hook', 'q?', 't', { assert: [{ type: 'webhook', value: 'https://grader.example/check' }] }),
        qaCase('transform', 'q?', 't', { assert: [{ type: 'contains', value: 'a', transform: 'output.toLowerCase()' }] }),
        qaCase('nested', 'q?', 't', {
          assert: [
            {
              type: 'assert-set',
              assert: [
                { type: 'equals', value: 'x' },
                { type: 'python', value: 'True' },
              ],
            },
          ],
        }),
      ],
      scripts,
    );
    expect(datasetCode(dataset)).toEqual({
      dataset: dataset.name,
      everyCase: [],
      caseCount: 7,
      cases: [
        { id: 'py', code: ['inline python'] },
        { id: 'js', code: ['inline javascript'] },
        { id: 'files', code: ['python file://check.py', 'javascript file://check.js'] },
        { id: 'hook', code: ['webhook'] },
        { id: 'transform', code: ['transform'] },
        { id: 'nested', code: ['inline python'] },
      ],
    });
  });

  it("names dataset.json's code once, for every case: default asserts and script scorers", async () => {
    const meta = {
      ...qa,
      defaultTest: { assert: [{ type: 'icontains', value: 'x', transform: 'output.trim()' }] },
      scorers: {
        python_scorer: { script_path: 'score.py' },
        script_scorer: { command: ['node', 'length.mjs'], scorer_name: 'length' },
      },
    };
    const dataset = await loadCases(meta, [qaCase('a'), qaCase('b')], { 'score.py': 'print(1)\n', 'length.mjs': '' });
    expect(datasetCode(dataset)).toEqual({
      dataset: dataset.name,
      everyCase: ['transform', 'python_scorer score.py', 'script_scorer node'],
      cases: [],
      caseCount: 2,
    });
  });

  it('a contextTransform of a model-graded assertion is code', async () => {
    const dataset = await loadCases(qa, [
      qaCase('ctx', 'q?', 't', { assert: [{ type: 'context-faithfulness', contextTransform: 'output.split(".")' }] }),
    ]);
    expect(datasetCode(dataset)?.cases).toEqual([{ id: 'ctx', code: ['contextTransform'] }]);
  });

  it('a dataset whose selection left no case runs no code', async () => {
    const dataset = await loadCases({ ...qa, scorers: { python_scorer: { script_path: 'score.py' } } }, [qaCase('a')], { 'score.py': '' });
    expect(datasetCode({ ...dataset, cases: [] })).toBeNull();
  });
});
