// `tests` of a promptfoo config: inline, files, globs and lists mixing them.
// Descriptions (`Row #N`) and order were learnt by running promptfoo
// 0.121.20 (echo provider) on the same files in a temp folder.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-tests-');
const head = ['prompts: ["{{q}}"]', 'providers: [echo]'];
const files = {
  't.json': '[{"vars":{"q":"a"}},{"vars":{"q":"b"},"description":"named"}]',
  't.jsonl': '{"vars":{"q":"c"}}\n\n{"vars":{"q":"d"}}\n',
  't.yaml': '- vars: {q: e}\n- vars: {q: f}\n  description: yaml-named\n',
  't.csv': 'q\ng\n',
};
const summary = (tests: { description: string | null; vars: Record<string, unknown> }[]) => tests.map((t) => [t.description, t.vars.q]);

describe('promptfoo config tests', () => {
  it('reads inline tests in order, with where each was written', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {q: x}', '    description: first', '  - vars: {q: y}'),
    });
    expect(summary(config.tests)).toEqual([
      ['first', 'x'],
      [null, 'y'],
    ]);
    // Each on the line of its list item in the config (the head is two lines, then `tests:`).
    expect(config.tests.map((t) => [t.file, t.line, t.configLine, t.field])).toEqual([
      [config.file, 4, 4, 'tests[0]'],
      [config.file, 6, 6, 'tests[1]'],
    ]);
  });

  // readStandaloneTestsFile names undescribed JSON and JSONL tests `Row #N` when `tests:` is one file.
  it('names undescribed tests `Row #N` when `tests:` is a single JSON or JSONL file', async () => {
    const json = await readConfig(root, { ...files, 'promptfooconfig.yaml': yaml(...head, 'tests: file://t.json') });
    expect(summary(json.tests)).toEqual([
      ['Row #1', 'a'],
      ['named', 'b'],
    ]);
    const jsonl = await readConfig(root, { ...files, 'promptfooconfig.yaml': yaml(...head, 'tests: file://t.jsonl') });
    expect(summary(jsonl.tests)).toEqual([
      ['Row #1', 'c'],
      ['Row #2', 'd'],
    ]);
    expect(jsonl.tests.map((t) => t.line)).toEqual([1, 3]);
    const yamlOne = await readConfig(root, { ...files, 'promptfooconfig.yaml': yaml(...head, 'tests: file://t.yaml') });
    expect(summary(yamlOne.tests)).toEqual([
      [null, 'e'],
      ['yaml-named', 'f'],
    ]);
  });

  // In a list, promptfoo's loadTestsFromGlob leaves JSON, JSONL and YAML tests undescribed; CSV rows are still `Row #N`.
  it('reads a list mixing files of every kind and inline tests, in written order', async () => {
    const config = await readConfig(root, {
      ...files,
      'promptfooconfig.yaml': yaml(
        ...head,
        'tests:',
        '  - file://t.json',
        '  - vars: {q: inline}',
        '  - file://t.jsonl',
        '  - file://t.csv',
        '  - file://t.yaml',
      ),
    });
    expect(summary(config.tests)).toEqual([
      [null, 'a'],
      ['named', 'b'],
      [null, 'inline'],
      [null, 'c'],
      [null, 'd'],
      ['Row #1', 'g'],
      [null, 'e'],
      ['yaml-named', 'f'],
    ]);
    expect(config.files.map((f) => path.basename(f))).toEqual(['promptfooconfig.yaml', 't.json', 't.jsonl', 't.csv', 't.yaml']);
  });

  it('reads a single `tests: file://x.csv`', async () => {
    const config = await readConfig(root, {
      't.csv': 'q,__expected\nh,h\ni,contains: i\n',
      'promptfooconfig.yaml': yaml(...head, 'tests: file://t.csv'),
    });
    expect(summary(config.tests)).toEqual([
      ['Row #1', 'h'],
      ['Row #2', 'i'],
    ]);
    expect(config.tests.map((t) => [t.line, t.field])).toEqual([
      [2, 'row 1'],
      [3, 'row 2'],
    ]);
  });

  // Deliberate: promptfoo's glob walk gives directory order; supereval sorts by name so a run is the same on every machine.
  it('expands a glob of test files in name order, relative to the config', async () => {
    const config = await readConfig(root, {
      'cases/b.yaml': '- vars: {q: b1}\n',
      'cases/a.yaml': '- vars: {q: a1}\n- vars: {q: a2}\n',
      'cases/c.yaml': '- vars: {q: c1}\n',
      'cases/skip.txt': 'not a test',
      'promptfooconfig.yaml': yaml(...head, 'tests: [file://cases/*.yaml]'),
    });
    expect(config.tests.map((t) => t.vars.q)).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(config.tests.map((t) => t.field)).toEqual(['a.yaml[0]', 'a.yaml[1]', 'b.yaml[0]', 'c.yaml[0]']);
  });

  it('reads vars given as a file or a list of files, later files over earlier', async () => {
    const config = await readConfig(root, {
      'v1.yaml': 'q: one\nr: keep\n',
      'v2.yaml': 'q: two\n',
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: file://v1.yaml', '  - vars: [file://v1.yaml, file://v2.yaml]'),
    });
    expect(config.tests.map((t) => t.vars)).toEqual([
      { q: 'one', r: 'keep' },
      { q: 'two', r: 'keep' },
    ]);
  });

  it('refuses a missing test file, a glob matching nothing and a test generator, naming each', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests: [file://missing.yaml, "file://none/*.yaml", file://gen.py, file://gen.js]'),
    });
    expect(issues).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/missing\.yaml$/), field: '(file)', message: 'file not found' }),
      expect.objectContaining({ field: 'tests[1]', message: 'no test files match file://none/*.yaml' }),
      expect.objectContaining({ field: 'tests[2]', message: expect.stringContaining('does not run test generators') }),
      expect.objectContaining({ field: 'tests[3]', message: expect.stringContaining('does not run test generators') }),
    ]);
  });

  // promptfoo 0.121.20: "Test case must contain one of the following properties: assert, vars, options, ...".
  it('refuses a test with none of the fields promptfoo requires, inline or in a YAML file', async () => {
    const issues = await readIssues(root, {
      'more.yaml': '- vars: {q: fine}\n- description: lonely too\n',
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {q: a}', '  - description: lonely', '  - file://more.yaml'),
    });
    expect(issues.map((i) => [path.basename(i.file), i.field])).toEqual([
      ['promptfooconfig.yaml', 'tests[1]'],
      ['more.yaml', '[1]'],
    ]);
    expect(issues[0]?.message).toContain('one of assert, vars, options, metadata or threshold');
    const thresholdOnly = await readConfig(root, { 'promptfooconfig.yaml': yaml(...head, 'tests: [{threshold: 0.5}]') });
    expect(thresholdOnly.tests).toHaveLength(1);
  });
});
