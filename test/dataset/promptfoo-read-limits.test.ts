// Resource bombs in a few hundred bytes of promptfoo config: each is refused
// within a second with a named error (file, line, the limit), before anything
// is expanded. Before these bounds the alias bomb grew to 1.6 GB in 13 s, the
// list vars ran out of memory, and one CSV row of 10,000 columns took 27 s.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadYaml, MAX_ALIAS_EXPANSION, YamlAliasError } from '../../src/base/yaml.js';
import { EXIT } from '../../src/cli/exit.js';
import { MAX_EXPANDED_TESTS } from '../../src/dataset/promptfoo/context.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';
import { configFolder, readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-limits-');
const head = ['prompts: ["{{a}}"]', 'providers: [echo]'];

/** Nine anchors, each a list of ten aliases of the one before: 10^9 values from about 500 bytes; the third *l5 crosses the bound. */
const aliasBomb = (indent: string): string[] => [
  `${indent}l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]`,
  ...Array.from({ length: 8 }, (_, i) => `${indent}l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`),
];

/** Runs `body`, failing if it takes longer than `ms`. */
async function within<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await body();
  expect(performance.now() - started).toBeLessThan(ms);
  return result;
}

describe('YAML aliases', () => {
  it('an alias bomb in the config is refused at the alias that crosses the bound, naming file and line', async () => {
    const issues = await within(2000, () =>
      readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars:', ...aliasBomb('      '), '      a: x') }),
    );
    expect(issues).toEqual([
      {
        file: expect.stringMatching(/promptfooconfig\.yaml$/),
        line: 11,
        field: '(yaml)',
        message: `its aliases (*l5 here) expand it to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values and characters, the most supereval reads (an alias bomb?); write the repeated part out, or refer to it fewer times`,
      },
    ]);
  });

  it('the same bomb in a tests file, a vars file, or any text read as YAML', async () => {
    const inTests = await within(2000, () =>
      readIssues(root, { 't.yaml': yaml('- vars:', ...aliasBomb('    ')), 'promptfooconfig.yaml': yaml(...head, 'tests: [file://t.yaml]') }),
    );
    expect(inTests).toEqual([expect.objectContaining({ file: expect.stringMatching(/t\.yaml$/), line: 8, field: '(yaml)' })]);
    const inVars = await within(2000, () =>
      readIssues(root, { 'v.yaml': yaml(...aliasBomb('')), 'promptfooconfig.yaml': yaml(...head, 'tests: [{vars: file://v.yaml}]') }),
    );
    expect(inVars).toEqual([expect.objectContaining({ file: expect.stringMatching(/v\.yaml$/), line: 7, field: '(yaml)' })]);
    expect(() => loadYaml(yaml(...aliasBomb('')))).toThrow(YamlAliasError);
  });

  it('aliases that repeat a value a few thousand times are read as before', () => {
    const repeated = yaml('common: &c {type: contains, value: hello world}', 'tests:', ...Array.from({ length: 5000 }, () => '  - *c'));
    const value = loadYaml(repeated) as { tests: unknown[] };
    expect(value.tests).toHaveLength(5000);
    expect(value.tests[4999]).toEqual({ type: 'contains', value: 'hello world' });
    // Merge keys are aliases too.
    expect(loadYaml(yaml('base: &b {x: 1}', 'more: {<<: *b, y: 2}'))).toEqual({ base: { x: 1 }, more: { x: 1, y: 2 } });
  });

  it('an alias inside the value it names (a cycle) is refused: nothing downstream could copy or print it', () => {
    expect(() => loadYaml('a: &a [1, *a]\n')).toThrow('the alias *a is inside the value it refers to (a cycle)');
    expect(() => loadYaml('a: &a {b: *a}\n')).toThrow(YamlAliasError);
  });

  it('through the CLI: validate exits 2 within a second, naming the file and line', async () => {
    const dir = configFolder(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars:', ...aliasBomb('      '), '      a: x') });
    const r = await within(3000, () => runCli('validate', dir));
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(`${path.join(dir, 'promptfooconfig.yaml')}:11: (yaml): its aliases (*l5 here) expand it to more than 10,000,000`);
  });
});

describe('expanded tests', () => {
  const eightLists = Array.from({ length: 8 }, (_, i) => `      v${i}: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']`);

  it('eight list vars of ten values (10^8 tests) are refused before one is built, naming the test', async () => {
    const issues = await within(1000, () =>
      readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - description: many', '    vars:', ...eightLists) }),
    );
    expect(issues).toEqual([
      {
        file: expect.stringMatching(/promptfooconfig\.yaml$/),
        line: 4,
        field: 'tests[0]',
        message: `expands to 100,000,000 tests (8 list vars), past the ${MAX_EXPANDED_TESTS.toLocaleString('en-US')} a config may run; split the values over several tests or configs`,
      },
    ]);
  });

  it('counts every test of the config, options.repeat and scenarios included', async () => {
    const repeated = await within(1000, () =>
      readIssues(root, {
        'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {a: x}', '  - vars: {a: [x, y]}', '    options: {repeat: 1000000}'),
      }),
    );
    expect(repeated).toEqual([
      expect.objectContaining({
        field: 'tests[1]',
        line: 5,
        message: expect.stringMatching(/^expands to 2,000,000 tests \(1 list var, repeat 1000000\) after 1 others/),
      }),
    ]);
    const scenarioConfig = Array.from({ length: 400 }, (_, i) => `{vars: {a: c${i}}}`).join(', ');
    const scenarioTests = Array.from({ length: 400 }, (_, i) => `{vars: {b: t${i}}}`).join(', ');
    const scenarios = await within(1000, () =>
      readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'scenarios:', `  - config: [${scenarioConfig}]`, `    tests: [${scenarioTests}]`) }),
    );
    expect(scenarios).toEqual([
      expect.objectContaining({
        field: 'scenarios[0]',
        message: expect.stringMatching(/^expands to 160,000 tests \(400 config entries x 400 tests\)/),
      }),
    ]);
  });

  it('up to the bound, the tests are built as before', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars:', ...eightLists.slice(0, 5), '    options: {repeat: 1}'),
    });
    expect(config.tests).toHaveLength(100_000);
    expect(config.tests[12_345]?.vars).toEqual({ v0: '1', v1: '2', v2: '3', v3: '4', v4: '5' });
  });
});

describe('CSV tests', () => {
  it('one row of 10,000 columns is read in well under a second (the vars were copied once per column)', async () => {
    const columns = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
    const config = await within(1500, () =>
      readConfig(root, {
        't.csv': `${columns.join(',')}\n${columns.map((c) => `${c}-value`).join(',')}\n`,
        'promptfooconfig.yaml': yaml('prompts: ["{{c0}} {{c9999}}"]', 'providers: [echo]', 'tests: file://t.csv'),
      }),
    );
    expect(config.tests).toHaveLength(1);
    expect(Object.keys(config.tests[0]?.vars ?? {})).toHaveLength(10_000);
    expect(config.tests[0]?.vars['c9999']).toBe('c9999-value');
  });
});
