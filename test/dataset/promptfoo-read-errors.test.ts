// What the reader refuses, warns about, and records: errors name the file,
// the line where there is one, and the field; nothing is read from outside
// `within` (the action's workspace), even through a link.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPromptfooConfig } from '../../src/dataset/promptfoo/read.js';
import { tempDir } from '../helpers/tmp.js';
import { configFolder, readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-errors-');
const head = ['prompts: ["{{q}}"]', 'providers: [echo]'];

describe('promptfoo config errors', () => {
  it('names the line of a YAML error in the config and in a test file', async () => {
    const inConfig = await readIssues(root, { 'promptfooconfig.yaml': 'prompts: ["{{q}}"]\nproviders: [echo]\ntests:\n  - vars: {q: 1\n' });
    expect(inConfig).toEqual([expect.objectContaining({ field: '(yaml)', line: 5, message: expect.stringMatching(/^not valid YAML/) })]);
    const inFile = await readIssues(root, {
      't.yaml': '- vars: {q: a}\n- vars: [\n',
      'promptfooconfig.yaml': yaml(...head, 'tests: [file://t.yaml]'),
    });
    expect(inFile).toEqual([expect.objectContaining({ file: expect.stringMatching(/t\.yaml$/), field: '(yaml)', line: 3 })]);
  });

  it('names a bad JSONL line', async () => {
    const issues = await readIssues(root, {
      't.jsonl': '{"vars":{"q":"a"}}\n{oops\n',
      'promptfooconfig.yaml': yaml(...head, 'tests: [file://t.jsonl]'),
    });
    expect(issues).toEqual([expect.objectContaining({ line: 2, field: '(json)' })]);
  });

  it('refuses a test-level provider, prompts filter and providerOutput, naming each field (transformVars runs)', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml(
        ...head,
        'tests:',
        '  - vars: {q: a}',
        '  - vars: {q: b}',
        '  - vars: {q: c}',
        '    provider: echo',
        '    prompts: [x]',
        '  - providerOutput: fixed',
        '    options: {transformVars: "return vars"}',
      ),
    });
    expect(issues.map((i) => i.field)).toEqual(['tests[2].provider', 'tests[2].prompts', 'tests[3].providerOutput']);
  });

  it('names a malformed assertion by its place', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests: [{vars: {q: a}, assert: [{type: contains, value: a}, {value: b}]}]'),
    });
    expect(issues[0]?.field).toMatch(/^tests\[0\]\.assert\[1\]/);
  });

  it('refuses a JavaScript config and a test generator object (nunjucksFilters are read: a missing module is named by its key)', async () => {
    const js = configFolder(root, { 'promptfooconfig.js': 'module.exports = {}' });
    await expect(readPromptfooConfig(path.join(js, 'promptfooconfig.js'))).rejects.toThrow(/\.yaml, \.yml or \.json/);
    const issues = await readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'nunjucksFilters: {up: up.js}', 'tests: {path: file://gen.py}') });
    expect(issues.map((i) => i.field)).toEqual(['nunjucksFilters.up', 'tests']);
  });
});

describe('promptfoo config within a workspace', () => {
  const outside = tempDir('pf-read-outside-');
  writeFileSync(path.join(outside, 'secret.txt'), 'SECRET');
  mkdirSync(path.join(outside, 'cases'), { recursive: true });
  writeFileSync(path.join(outside, 'cases', 'a.yaml'), '- vars: {q: SECRET}\n');

  function linkedWorkspace(config: string): { workspace: string; file: string } {
    const workspace = configFolder(root, { 'promptfooconfig.yaml': config, 'ok.txt': 'fine' });
    symlinkSync(outside, path.join(workspace, 'out'));
    return { workspace, file: path.join(workspace, 'promptfooconfig.yaml') };
  }

  const refusedFor = async (config: string) => {
    const { workspace, file } = linkedWorkspace(config);
    const error = (await readPromptfooConfig(file, { within: workspace }).catch((e: unknown) => e)) as {
      issues: { file: string; message: string }[];
    };
    expect(error.issues.length).toBeGreaterThan(0);
    expect(JSON.stringify(error.issues)).not.toContain('SECRET');
    return error.issues;
  };

  it('refuses a file:// prompt, test file or var that leads out through a link', async () => {
    for (const config of [
      yaml('prompts: [file://out/secret.txt]', 'providers: [echo]', 'tests: [{vars: {q: a}}]'),
      yaml(...head, 'tests: [file://out/cases/a.yaml]'),
      yaml(...head, 'tests: [{vars: {q: file://out/secret.txt}}]'),
    ]) {
      const issues = await refusedFor(config);
      expect(issues[0]?.message).toContain('leads outside the workspace');
    }
  });

  it('refuses a glob that leads out, for prompts (not read as the prompt text), tests and vars', async () => {
    for (const config of [
      yaml('prompts: ["file://out/*.txt"]', 'providers: [echo]', 'tests: [{vars: {q: a}}]'),
      yaml(...head, 'tests: ["file://out/cases/*.yaml"]'),
      yaml(...head, 'tests: [{vars: {q: "file://out/*.txt"}}]'),
    ]) {
      const issues = await refusedFor(config);
      expect(issues[0]).toMatchObject({ message: expect.stringContaining('leads outside the workspace') });
    }
  });

  it('reads the same config without `within`', async () => {
    const { file } = linkedWorkspace(yaml('prompts: [file://out/secret.txt]', 'providers: [echo]', 'tests: [{vars: {q: a}}]'));
    const config = await readPromptfooConfig(file);
    expect(config.prompts[0]?.raw).toBe('SECRET');
  });
});

describe('promptfoo config warnings, supereval block and files', () => {
  it('warns once per ignored field, naming it', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        ...head,
        'outputPath: out.json',
        'sharing: false',
        'evaluateOptions: {maxConcurrency: 2}',
        'tests: [{vars: {q: a}}]',
      ),
    });
    expect(config.warnings.map((w) => w.field)).toEqual(['outputPath', 'evaluateOptions', 'sharing']);
  });

  it('warns about a field promptfoo does not know (promptfoo drops it silently), with the field meant', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, '$schema: https://promptfoo.dev/config-schema.json', 'test: [{vars: {q: a}}]', 'colour: blue'),
    });
    expect(config.warnings.map((w) => [w.field, w.message])).toEqual([
      ['test', 'not a field of a promptfoo config, so nothing reads it; did you mean `tests`?'],
      ['colour', 'not a field of a promptfoo config, so nothing reads it'],
    ]);
  });

  // promptfoo's TestCaseSchema drops a key it does not know: `asserts:` ran the test with no assertion, and it passed.
  it('warns about an unknown key of a test, with the did-you-mean and the line, inline, in test files, defaultTest and scenarios', async () => {
    const config = await readConfig(root, {
      't.yaml': yaml('- vars: {q: b}', '  asserts: [{type: contains, value: b}]', '- var: {q: c}', '  assert: [{type: contains, value: c}]'),
      't.jsonl': '{"vars": {"q": "d"}, "treshold": 0.5}\n',
      'promptfooconfig.yaml': yaml(
        ...head,
        'defaultTest:',
        '  asert: [{type: contains, value: x}]',
        'tests:',
        '  - vars: {q: a}',
        '    asserts: [{type: contains, value: a}]',
        '  - file://t.yaml',
        '  - file://t.jsonl',
        'scenarios:',
        '  - config: [{vars: {q: e}, option: {}}]',
        '    test: [{vars: {q: f}}]',
        '    tests: [{vars: {q: g}, metdata: {}}]',
      ),
    });
    const file = (name: string) => expect.stringMatching(new RegExp(`/${name.replace('.', '\\.')}$`));
    // In the order read: defaultTest, the scenarios, then the tests as they are checked.
    expect(config.warnings).toEqual([
      { file: file('promptfooconfig.yaml'), line: 3, field: 'defaultTest.asert', message: 'unknown field, ignored; did you mean "assert"?' },
      { file: file('promptfooconfig.yaml'), line: 11, field: 'scenarios[0].test', message: 'unknown field, ignored; did you mean "tests"?' },
      {
        file: file('promptfooconfig.yaml'),
        line: 11,
        field: 'scenarios[0].config[0].option',
        message: 'unknown field, ignored; did you mean "options"?',
      },
      {
        file: file('promptfooconfig.yaml'),
        line: 11,
        field: 'scenarios[0].tests[0].metdata',
        message: 'unknown field, ignored; did you mean "metadata"?',
      },
      { file: file('promptfooconfig.yaml'), line: 6, field: 'tests[0].asserts', message: 'unknown field, ignored; did you mean "assert"?' },
      { file: file('t.yaml'), line: 1, field: 't.yaml[0].asserts', message: 'unknown field, ignored; did you mean "assert"?' },
      { file: file('t.yaml'), line: 3, field: 't.yaml[1].var', message: 'unknown field, ignored; did you mean "vars"?' },
      { file: file('t.jsonl'), line: 1, field: 'line 1.treshold', message: 'unknown field, ignored; did you mean "threshold"?' },
    ]);
  });

  it("takes every key of promptfoo's test schema without a warning", async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        ...head,
        'defaultTest: {vars: {q: x}, options: {repeat: 1}, threshold: 0.5, metadata: {a: 1}, assert: [], description: d}',
        'tests:',
        '  - {description: one, vars: {q: a}, assert: [{type: contains, value: a}], threshold: 1, options: {prefix: p}, metadata: {tags: [x]}}',
      ),
    });
    expect(config.warnings).toEqual([]);
  });

  it('returns a top-level supereval block as written, with no warning', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'supereval:', '  name: my-evals', '  thresholds: {pass_rate: 0.9}', 'tests: [{vars: {q: a}}]'),
    });
    expect(config.supereval).toEqual({ name: 'my-evals', thresholds: { pass_rate: 0.9 } });
    expect(config.warnings).toEqual([]);
    const without = await readConfig(root, { 'promptfooconfig.yaml': yaml(...head, 'tests: [{vars: {q: a}}]') });
    expect(without).not.toHaveProperty('supereval');
  });

  it('lists every file read once, the config first, for the hash', async () => {
    const config = await readConfig(root, {
      'p.txt': 'P {{q}}',
      'dt.yaml': 'vars: {d: 1}\n',
      't.csv': 'q\na\nb\n',
      'v.txt': 'V',
      'promptfooconfig.yaml': yaml(
        'prompts: [file://p.txt, file://p.txt]',
        'providers: [echo]',
        'defaultTest: file://dt.yaml',
        'tests: [file://t.csv, {vars: {q: file://v.txt}}, {vars: {q: file://v.txt}}]',
      ),
    });
    expect(config.files.map((f) => path.basename(f))).toEqual(['promptfooconfig.yaml', 'p.txt', 'dt.yaml', 't.csv', 'v.txt']);
    expect(config.files[0]).toBe(config.file);
  });
});
