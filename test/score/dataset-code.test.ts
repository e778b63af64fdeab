// The code a dataset carries, found in a dataset loaded as a run loads it:
// each kind of code assertion, transforms, webhooks, script scorers, and the
// plain assertions that carry none.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadDataset } from '../../src/dataset/load.js';
import { KINDS } from '../../src/kinds/index.js';
import { datasetCode, type TemplateFileReader } from '../../src/score/sandbox/dataset-code.js';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { templateCode } from '../../src/score/sandbox/template-code.js';
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

  // A computed key reaches what a name cannot: `range["constr" ~ "uctor"]` is the Function constructor, unguarded.
  const COMPUTED = '{% set k = "constr" ~ "uctor" %}{{ range[k]("return process")() }}';

  it('names each template that could run code, by case and field: values, metrics, rubric prompts, nested sets, built-in values', async () => {
    const dataset = await loadCases(
      qa,
      [
        qaCase('plain', 'q?', 't', {
          assert: [
            {
              type: 'contains',
              value: '{{ ground_truth | lower }} {{ x.y }} {{ x[0] }} {% for a in range(2) %}{{ a }}{% endfor %}',
              metric: '{{ x.y }}',
            },
            {
              type: 'llm-rubric',
              value: 'polite',
              rubricPrompt: '{% if output %}Grade {{ output }}{% endif %}{% set s = 1 %}{{ 6 is divisibleby(3) }}',
            },
          ],
        }),
        qaCase('computed', 'q?', 't', { assert: [{ type: 'contains', value: COMPUTED }] }),
        qaCase('method', 'q?', 't', { assert: [{ type: 'equals', value: 'x', metric: '{{ output.split(",") }}' }] }),
        qaCase('rubric', 'q?', 't', { assert: [{ type: 'llm-rubric', value: 'ok', rubricPrompt: '{% macro m() %}{% endmacro %}{{ m() }}' }] }),
        qaCase('chat', 'q?', 't', { assert: [{ type: 'llm-rubric', value: 'ok', rubricPrompt: [{ role: 'user', content: '{% include "x" %}' }] }] }),
        qaCase('nested', 'q?', 't', {
          assert: [
            {
              type: 'assert-set',
              assert: [
                { type: 'equals', value: 'a' },
                { type: 'icontains', value: ['b', '{{ a[b] }}'] },
              ],
            },
          ],
        }),
        qaCase('options', 'q?', 't', { options: { rubricPrompt: '{{ joiner.apply() }}' } }),
        qaCase('both', 'q?', 't', {
          assert: [
            { type: 'python', value: 'True' },
            { type: 'contains', value: '{{ cycler(1).next() }}' },
          ],
        }),
      ],
      scripts,
    );
    expect(datasetCode(dataset)).toEqual({
      dataset: dataset.name,
      everyCase: [],
      caseCount: 8,
      cases: [
        { id: 'computed', code: ['template assert.0.value: looks up a member by a computed key'] },
        { id: 'method', code: ['template assert.0.metric: calls output.split'] },
        { id: 'rubric', code: ['template assert.0.rubricPrompt: uses {% macro %}'] },
        { id: 'chat', code: ['template assert.0.rubricPrompt: uses {% include %}'] },
        { id: 'nested', code: ['template assert.0.assert.1.value: looks up a member by a computed key'] },
        { id: 'options', code: ['template options.rubricPrompt: calls joiner.apply'] },
        { id: 'both', code: ['inline python', 'template assert.1.value: calls cycler(…).next'] },
      ],
    });
  });

  it("names a template in a kind's built-in assertion, whose value is the case's expected field", async () => {
    const dataset = await loadCases({ type: 'classification', labels: ['a'] }, [
      { id: 'label', input: { text: 't' }, expected: { label: '{{ text.trim() }}' } },
    ]);
    expect(datasetCode(dataset)?.cases).toEqual([{ id: 'label', code: ['template built-in icontains.value: calls text.trim'] }]);
  });

  it("reads a rubric prompt's file with the reader handed in; without one, the file counts as unchecked code", async () => {
    const meta = { ...qa, defaultTest: { options: { rubricPrompt: 'file://grade.txt' } } };
    const dataset = await loadCases(meta, [qaCase('a')], { 'grade.txt': 'Grade {{ output }} as {{ output.substring(0, 3) }}' });
    const read: TemplateFileReader = (dir, reference) =>
      dir === dataset.dir && reference === 'file://grade.txt' ? 'Grade {{ output.at(0) }}' : null;
    expect(datasetCode(dataset, read)?.everyCase).toEqual(['template defaultTest.options.rubricPrompt: calls output.at']);
    expect(datasetCode(dataset, () => 'Grade {{ output }}')).toBeNull();
    // A file no reader can read, no grader reads either.
    expect(datasetCode(dataset, () => null)).toBeNull();
    expect(datasetCode(dataset)?.everyCase).toEqual(['template defaultTest.options.rubricPrompt: file://grade.txt is not read to check it']);
  });

  it("names a promptfoo config's prompts and a test's vars, which its prompts render first", async () => {
    const dir = writeTree(path.join(root, `pf${++n}`), {
      'promptfooconfig.yaml': [
        'prompts:',
        '  - "Answer {{ question }}"',
        '  - \'{{ question.constructor.constructor("return process")() }}\'',
        'providers: [echo]',
        'tests:',
        '  - description: plain',
        '    vars: { question: "What is {{ topic }}?", topic: x }',
        '  - description: var',
        '    vars: { question: \'{{ range.constructor("return 1")() }}\' }',
      ].join('\n'),
    });
    const dataset = await loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS);
    expect(datasetCode(dataset)).toMatchObject({
      everyCase: ['template prompts[1]: looks up "constructor"'],
      cases: [{ id: 'var', code: ['template vars.question: looks up "constructor"'] }],
    });
  });
});

describe('templateCode', () => {
  it.each([
    ['{{ range.constructor("return process")() }}', 'looks up "constructor"'],
    ['{{ constructor }}', 'names "constructor"'],
    ['{{ {"__proto__": 1} }}', 'names "__proto__"'],
    ['{{ x"&&Function`1```&&" }}', `names ${JSON.stringify('x"&&Function`1```&&"')}, which is not an identifier`],
    ['{{ a[b] }}', 'looks up a member by a computed key'],
    ['{{ a.b() }}', 'calls a.b'],
    ['{% import "x" as y %}', 'uses {% import %}'],
    ['{% from "x" import y %}', 'uses {% from %}'],
    ['{% extends "x" %}', 'uses {% extends %}'],
    ['{% block b %}{% endblock %}', 'uses {% block %}'],
    ['{% macro box() %}{{ caller() }}{% endmacro %}{% call box() %}x{% endcall %}', 'uses {% macro %}'],
  ])('%s could run code: %s', (template, why) => {
    expect(templateCode(template)).toBe(why);
  });

  it.each([
    'plain text',
    '{{ a }} {{ a.b }} {{ a["b"] }} {{ a[0] }} {{ a | upper | replace("x", "y") }} {{ a if b else c }} {{ a ~ b }} {{ -a + 2 * 3 }}',
    '{% for k, v in d %}{{ loop.index }}{% else %}none{% endfor %}{% set x = 1 %}{% set y %}{{ x }}{% endset %}{% raw %}{{ z() }}{% endraw %}',
    '{% if a is defined and 6 is divisibleby(3) and b in [1, 2] %}{{ range(3) | join }}{{ cycler(1, 2) }}{{ joiner() }}{% endif %}',
    '{{ unclosed',
  ])('%s is plain', (template) => {
    expect(templateCode(template)).toBeNull();
  });
});

describe("a promptfoo test's transforms", () => {
  it('lists transformVars (inline or a file) and file:// output transforms as dataset code', async () => {
    const dir = writeTree(path.join(root, 'pf-transforms'), {
      'promptfooconfig.yaml': [
        "prompts: ['{{q}}']",
        'providers: [echo]',
        'tests:',
        '  - description: vars',
        '    vars: { q: a }',
        "    options: { transformVars: '{ q: vars.q + 1 }' }",
        '  - description: file',
        '    vars: { q: b }',
        '    options: { transform: file://t.js }',
      ].join('\n'),
      't.js': 'export default (o) => o;\n',
    });
    const dataset = await loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS);
    expect(datasetCode(dataset)?.cases).toEqual([
      { id: 'vars', code: ['transformVars'] },
      { id: 'file', code: ['transform'] },
    ]);
  });
});
