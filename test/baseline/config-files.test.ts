// Issue 45: the cache key covers every file a dataset's run reads. For each
// dataset shape in examples/ and the test fixtures, and for shapes made here
// that hold every kind of file a dataset can name (check scripts in
// JavaScript and Python, grading prompts, script scorers and their
// arguments, SQL setup files, an EvalBench items file, a promptfoo config's
// prompt, test, vars, provider and defaultTest files), the test lists the
// files the loaded dataset says its run reads; changing any one of them
// changes the config hash; and a run of the dataset with every other file of
// its folder deleted gives the same verdicts, so the list misses none.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvaluator, type Evaluator } from '../../src/app/evaluator.js';
import { loadDatasets } from '../../src/app/load.js';
import { scopeFor } from '../../src/baseline/config-scope.js';
import type { CaseResult } from '../../src/config/results.js';
import type { KindDataset } from '../../src/kinds/types.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const work = tempDir('supereval-config-files-');

const CHECK_JS = 'module.exports = (output) => output.length > 0;\n';
const CHECK_PY = 'def check(output, context):\n    return len(output) > 0\n';
const SCORE_PY = 'import json, sys\nctx = json.load(sys.stdin)\nprint(json.dumps({"score": 100, "reason": "fine"}))\n';
const GRADE = 'Grade {{ output }} against {{ rubric }}. Reply with JSON {"pass": true, "score": 1, "reason": "ok"}.';

/** A qa dataset naming one of each file a dataset.json and its cases can name, one of them outside its folder. */
const QA_FILES: Record<string, string | object | object[]> = {
  '.git/HEAD': 'ref: refs/heads/main\n',
  'shared/check.js': CHECK_JS,
  'datasets/qa-files/dataset.json': {
    name: 'qa-files',
    type: 'qa',
    defaultTest: { assert: [{ type: 'javascript', value: 'file://../../shared/check.js' }], options: { rubricPrompt: 'file://prompts/default.txt' } },
    scorers: {
      python_scorer: { script_path: 'scorers/score.py', scorer_name: 'scored' },
      script_scorer: { scorer_name: 'argued', command: ['python3', 'scorers/argued.py', '--quiet'] },
    },
  },
  'datasets/qa-files/cases.jsonl': [
    {
      id: 'a',
      input: { query: 'Capital of France?' },
      expected: { ground_truth: 'Paris' },
      assert: [{ type: 'python', value: 'file://checks/check.py:check' }],
    },
    {
      id: 'b',
      input: { query: 'Capital of Spain?' },
      expected: { ground_truth: 'Madrid' },
      assert: [
        {
          type: 'assert-set',
          assert: [
            { type: 'not-javascript', value: 'file://checks/never.js' },
            { type: 'llm-rubric', value: 'is polite', rubricPrompt: 'file://prompts/rubric.txt' },
          ],
        },
        { type: 'g-eval', value: 'is clear', rubricPrompt: { steps: 'file://prompts/steps.txt', evaluate: 'inline {{output}}' } },
      ],
    },
  ],
  'datasets/qa-files/checks/check.py': CHECK_PY,
  'datasets/qa-files/checks/never.js': 'module.exports = () => false;\n',
  'datasets/qa-files/prompts/default.txt': GRADE,
  'datasets/qa-files/prompts/rubric.txt': GRADE,
  'datasets/qa-files/prompts/steps.txt': 'List the steps to grade {{ criteria }}.',
  'datasets/qa-files/scorers/score.py': SCORE_PY,
  'datasets/qa-files/scorers/argued.py': SCORE_PY,
  'datasets/qa-files/notes.md': 'Not read by any run.\n',
};

/** An NL2SQL dataset whose cases are an EvalBench items file, on setup SQL files. */
const NL2SQL_ITEMS: Record<string, string | object | object[]> = {
  'items/dataset.json': {
    name: 'sql-items',
    type: 'nl2sql',
    dialect: 'sqlite',
    database: { setup: ['db/schema.sql', 'db/data.sql'] },
    items: 'evalbench.json',
  },
  'items/evalbench.json': [
    {
      id: 1,
      nl_prompt: 'How many cities?',
      query_type: 'dql',
      database: 'x',
      dialects: ['sqlite'],
      golden_sql: { sqlite: ['SELECT COUNT(*) AS n FROM city'] },
    },
  ],
  'items/db/schema.sql': 'CREATE TABLE city (name TEXT);\n',
  'items/db/data.sql': "INSERT INTO city VALUES ('Lyon');\n",
  'items/README.md': 'Not read by any run.\n',
};

/** A promptfoo config naming a file for each part it may hold in one. */
const PROMPTFOO_FILES: Record<string, string | object | object[]> = {
  'pf/promptfooconfig.yaml': [
    'prompts:',
    '  - file://prompts/*.txt',
    'providers: file://providers.yaml',
    'defaultTest: file://default-test.yaml',
    'tests:',
    '  - file://tests/*.yaml',
    '  - vars: file://vars/shared.yaml',
    '    assert:',
    '      - type: python',
    '        value: file://checks/check.py:check',
    '  - vars:',
    '      topic: file://vars/topic.txt',
    '    options:',
    '      rubricPrompt: file://grading/rubric.txt',
    '    assert:',
    '      - type: javascript',
    '        value: file://checks/check.js',
    '',
  ].join('\n'),
  'pf/prompts/a.txt': 'Say something about {{ topic }}.',
  'pf/prompts/b.txt': 'Tell me about {{ topic }}.',
  'pf/providers.yaml': '- echo\n',
  'pf/default-test.yaml': 'assert:\n  - type: contains\n    value: about\n',
  'pf/tests/one.yaml': '- vars:\n    topic: tides\n',
  'pf/vars/shared.yaml': 'topic: rivers\n',
  'pf/vars/topic.txt': 'mountains\n',
  'pf/checks/check.py': CHECK_PY,
  'pf/checks/check.js': CHECK_JS,
  'pf/grading/rubric.txt': GRADE,
  'pf/unused.txt': 'Not read by any run.\n',
};

/** An agent dataset giving the built-in agent skills: each SKILL.md is read; the files beside one are not. */
const AGENT_SKILLS: Record<string, string | object | object[]> = {
  'skilled/dataset.json': { name: 'skilled', type: 'agent', skills_dir: 'skills' },
  'skilled/cases.jsonl': [{ id: 'a', input: { task: 'Fill the form.' }, expected: {} }],
  'skilled/skills/pdf-forms/SKILL.md': '---\nname: pdf-forms\ndescription: Fills PDF forms.\n---\nFill each field.\n',
  'skilled/skills/pdf-forms/REFERENCE.md': 'Not read by the built-in agent.\n',
  'skilled/skills/xlsx/SKILL.md': 'Sum each column.\n',
};

interface Shape {
  name: string;
  /** The folder the shape lives in (a copy is made of it). */
  root: string;
  /** What the run is given, from the root. */
  entry: string;
  /** The files the dataset's run reads, from the root, sorted. */
  covered: string[];
  /** Runs with the echo model, so its other files can be deleted and the verdicts compared; else why not. */
  run: true | string;
}

const example = (rel: string) => path.join(repoRoot, 'examples', rel);
const fixture = (rel: string) => path.join(repoRoot, 'test', rel);
const made = (name: string, files: Record<string, string | object | object[]>) => writeTree(path.join(work, 'made', name), files);

const SHAPES: Shape[] = [
  {
    name: 'qa with every file',
    root: made('qa', QA_FILES),
    entry: 'datasets/qa-files',
    covered: [
      'datasets/qa-files/cases.jsonl',
      'datasets/qa-files/checks/check.py',
      'datasets/qa-files/checks/never.js',
      'datasets/qa-files/dataset.json',
      'datasets/qa-files/prompts/default.txt',
      'datasets/qa-files/prompts/rubric.txt',
      'datasets/qa-files/prompts/steps.txt',
      'datasets/qa-files/scorers/argued.py',
      'datasets/qa-files/scorers/score.py',
      'shared/check.js',
    ],
    run: true,
  },
  {
    name: 'nl2sql items',
    root: made('nl2sql', NL2SQL_ITEMS),
    entry: 'items',
    covered: ['items/dataset.json', 'items/db/data.sql', 'items/db/schema.sql', 'items/evalbench.json'],
    run: true,
  },
  {
    name: 'promptfoo with every file',
    root: made('pf', PROMPTFOO_FILES),
    entry: 'pf/promptfooconfig.yaml',
    covered: [
      'pf/checks/check.js',
      'pf/checks/check.py',
      'pf/default-test.yaml',
      'pf/grading/rubric.txt',
      'pf/promptfooconfig.yaml',
      'pf/prompts/a.txt',
      'pf/prompts/b.txt',
      'pf/providers.yaml',
      'pf/tests/one.yaml',
      'pf/vars/shared.yaml',
      'pf/vars/topic.txt',
    ],
    run: true,
  },
  {
    name: 'agent with skills',
    root: made('skills', AGENT_SKILLS),
    entry: 'skilled',
    covered: ['skilled/cases.jsonl', 'skilled/dataset.json', 'skilled/skills/pdf-forms/SKILL.md', 'skilled/skills/xlsx/SKILL.md'],
    run: true,
  },
  { name: 'examples/datasets/support-qa', root: example('datasets/support-qa'), entry: '.', covered: ['cases.jsonl', 'dataset.json'], run: true },
  {
    name: 'examples/datasets/ticket-triage',
    root: example('datasets/ticket-triage'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'examples/datasets/incident-summary',
    root: example('datasets/incident-summary'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  { name: 'examples/datasets/rag/sqs-docs', root: example('datasets/rag/sqs-docs'), entry: '.', covered: ['cases.jsonl', 'dataset.json'], run: true },
  {
    name: 'examples/datasets/agents/cloud-support',
    root: example('datasets/agents/cloud-support'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json', 'tools.json'],
    run: true,
  },
  {
    name: 'examples/datasets/sql/world-cities',
    root: example('datasets/sql/world-cities'),
    entry: '.',
    covered: ['cases.jsonl', 'data.sql', 'dataset.json', 'schema.sql'],
    run: true,
  },
  {
    name: 'examples/datasets/sql/world-cities-pg',
    root: example('datasets/sql/world-cities-pg'),
    entry: '.',
    covered: ['cases.jsonl', 'data.sql', 'dataset.json', 'schema.sql'],
    run: true,
  },
  {
    name: 'examples/promptfoo',
    root: example('promptfoo'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'prompts/chat.json', 'prompts/reply.txt', 'tests.csv'],
    run: true,
  },
  {
    name: 'fixtures/supereval/tickets-ts-v1',
    root: fixture('fixtures/supereval/tickets-ts-v1'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/supereval/aws-support-qa',
    root: fixture('fixtures/supereval/aws-support-qa'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/supereval/rag/sqs-docs',
    root: fixture('fixtures/supereval/rag/sqs-docs'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/supereval/agents/cloud-support',
    root: fixture('fixtures/supereval/agents/cloud-support'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json', 'tools.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/agents/orders',
    root: fixture('fixtures/python-compat/agents/orders'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/agents/tools-disagree',
    root: fixture('fixtures/python-compat/agents/tools-disagree'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json', 'tools.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/rag/no-contexts',
    root: fixture('fixtures/python-compat/rag/no-contexts'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/qa/lax',
    root: fixture('fixtures/python-compat/qa/lax'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/qa/not-filled',
    root: fixture('fixtures/python-compat/qa/not-filled'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'fixtures/python-compat/classification/labels',
    root: fixture('fixtures/python-compat/classification/labels'),
    entry: '.',
    covered: ['cases.jsonl', 'dataset.json'],
    run: true,
  },
  {
    name: 'promptfoo-configs/assert-set',
    root: fixture('parity/promptfoo-configs/corpus/assert-set'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/assertion-types',
    root: fixture('parity/promptfoo-configs/corpus/assertion-types'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/cartesian-vars',
    root: fixture('parity/promptfoo-configs/corpus/cartesian-vars'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/chat-prompt',
    root: fixture('parity/promptfoo-configs/corpus/chat-prompt'),
    entry: 'promptfooconfig.yaml',
    covered: ['chat.json', 'promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/csv-expected',
    root: fixture('parity/promptfoo-configs/corpus/csv-expected'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'tests.csv'],
    run: true,
  },
  {
    name: 'promptfoo-configs/csv-syntax',
    root: fixture('parity/promptfoo-configs/corpus/csv-syntax'),
    entry: 'promptfooconfig.yaml',
    covered: ['orders.csv', 'promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/default-test',
    root: fixture('parity/promptfoo-configs/corpus/default-test'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/example-assistant-cli',
    root: fixture('parity/promptfoo-configs/corpus/example-assistant-cli'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'prompts.txt', 'tests.csv'],
    run: true,
  },
  {
    name: 'promptfoo-configs/example-getting-started',
    root: fixture('parity/promptfoo-configs/corpus/example-getting-started'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/example-json-output',
    root: fixture('parity/promptfoo-configs/corpus/example-json-output'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/example-multiple-translations',
    root: fixture('parity/promptfoo-configs/corpus/example-multiple-translations'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'prompts.txt'],
    run: true,
  },
  {
    name: 'promptfoo-configs/example-simple-csv',
    root: fixture('parity/promptfoo-configs/corpus/example-simple-csv'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'prompts.txt', 'tests.csv'],
    run: true,
  },
  {
    name: 'promptfoo-configs/file-vars',
    root: fixture('parity/promptfoo-configs/corpus/file-vars'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'vars/fact.txt', 'vars/person.json', 'vars/template.txt'],
    run: true,
  },
  {
    name: 'promptfoo-configs/inline-tests',
    root: fixture('parity/promptfoo-configs/corpus/inline-tests'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/mixed-tests',
    root: fixture('parity/promptfoo-configs/corpus/mixed-tests'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'tests/glob-1.yaml', 'tests/glob-2.yaml', 'tests/more.yaml', 'tests/rows.csv'],
    run: true,
  },
  {
    name: 'promptfoo-configs/nunjucks',
    root: fixture('parity/promptfoo-configs/corpus/nunjucks'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/prompt-files',
    root: fixture('parity/promptfoo-configs/corpus/prompt-files'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'prompts/brief.txt', 'prompts/split.txt'],
    run: true,
  },
  {
    name: 'promptfoo-configs/prompt-map',
    root: fixture('parity/promptfoo-configs/corpus/prompt-map'),
    entry: 'promptfooconfig.yaml',
    covered: ['french.txt', 'german.txt', 'promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/scenarios',
    root: fixture('parity/promptfoo-configs/corpus/scenarios'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/several-prompts',
    root: fixture('parity/promptfoo-configs/corpus/several-prompts'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/test-files',
    root: fixture('parity/promptfoo-configs/corpus/test-files'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'tests/cities.json', 'tests/cities.jsonl', 'tests/cities.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/test-glob',
    root: fixture('parity/promptfoo-configs/corpus/test-glob'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml', 'tests/a-tools.yaml', 'tests/b-fruits.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/two-providers',
    root: fixture('parity/promptfoo-configs/corpus/two-providers'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
  {
    name: 'promptfoo-configs/weights-threshold',
    root: fixture('parity/promptfoo-configs/corpus/weights-threshold'),
    entry: 'promptfooconfig.yaml',
    covered: ['promptfooconfig.yaml'],
    run: true,
  },
];

function covered(dataset: KindDataset, root: string): string[] {
  const { meta, cases, tools, referenced } = dataset.files;
  const files = new Set([meta, cases, ...(tools ? [tools] : []), ...referenced]);
  return [...files].map((f) => path.relative(root, f).split(path.sep).join('/')).sort();
}

async function loadOne(dir: string): Promise<KindDataset> {
  const loaded = await loadDatasets([dir], null);
  expect(loaded.refused).toEqual([]);
  const [dataset] = loaded.datasets;
  if (!dataset) throw new Error(`no dataset at ${dir}`);
  return dataset;
}

let copies = 0;
function copyOf(shape: Shape): string {
  // Under its parent's name: a dataset under agents/ or rag/ takes its type from the folder.
  const to = path.join(work, 'copies', String((copies += 1)), path.basename(path.dirname(shape.root)), path.basename(shape.root));
  cpSync(shape.root, to, { recursive: true });
  return to;
}

const hashOf = async (dataset: KindDataset) =>
  (await scopeFor({ dataset, models: ['echo'], judge: null, prompt: null, settings: {}, hashFiles: [] })).configHash;

describe.each(SHAPES)('$name', (shape) => {
  it('lists the files its run reads', async () => {
    const dataset = await loadOne(path.join(shape.root, shape.entry));
    expect(covered(dataset, shape.root)).toEqual(shape.covered);
  });
});

describe.each(SHAPES)('$name: each file it reads is part of the config hash', (shape) => {
  it.each(shape.covered)('%s', async (file) => {
    const root = copyOf(shape);
    const dataset = await loadOne(path.join(root, shape.entry));
    const before = await hashOf(dataset);
    const target = path.join(root, file);
    // A file the dataset names that is not there yet (a dataset not filled in) changes the hash by appearing.
    if (existsSync(target)) appendFileSync(target, '\n');
    else writeFileSync(target, '');
    expect(await hashOf(dataset)).not.toBe(before);
  });

  it('a file it does not read changes nothing', async () => {
    const root = copyOf(shape);
    const dataset = await loadOne(path.join(root, shape.entry));
    const before = await hashOf(dataset);
    writeFileSync(path.join(path.dirname(dataset.files.meta), 'NOTES.md'), 'notes\n');
    expect(await hashOf(dataset)).toBe(before);
  });
});

/** What a run decided, without its timings: each case's verdict and each assertion's. */
function verdicts(cases: CaseResult[]) {
  return cases.map((c) => ({
    id: c.id,
    status: c.status,
    results: c.results.map((r) => ({
      model: r.model,
      output: r.output,
      status: r.status,
      error: r.error,
      asserts: r.asserts.map((a) => [a.type, a.status, a.score, a.reason]),
    })),
  }));
}

/** Every file under `root` the list leaves out (the `.git` marker aside). */
function unlisted(root: string, listed: readonly string[]): string[] {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  return files.filter((f) => !listed.includes(f) && !f.startsWith('.git/'));
}

const evaluators: Evaluator[] = [];
afterAll(async () => {
  for (const e of evaluators) await e.close();
});

async function runOnce(dataset: KindDataset) {
  // A promptfoo config runs on its own providers; the others on echo, with echo as the judge so grading prompts are read.
  const models = dataset.cells ? [] : ['echo'];
  const evaluator = await createEvaluator({
    providers: { models, judgeModel: 'echo', concurrency: 2 },
    cases: { prompt: null, concurrency: 2 },
  });
  evaluators.push(evaluator);
  return verdicts((await evaluator.evaluate(dataset)).cases);
}

describe.each(SHAPES.filter((s) => s.run === true))('$name: the files it lists are all its run reads', (shape) => {
  it('gives the same verdicts with every other file of its folder deleted', async () => {
    const root = copyOf(shape);
    const entry = path.join(root, shape.entry);
    const dataset = await loadOne(entry);
    const before = await runOnce(dataset);
    // The files the loaded dataset lists (not this test's table): what it leaves out must not matter.
    const others = unlisted(root, covered(dataset, root));
    for (const file of others) rmSync(path.join(root, file));
    expect(await runOnce(await loadOne(entry))).toEqual(before);
  });
});
