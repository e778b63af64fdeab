// Vars: the cartesian product of list vars, file:// values, and
// options.repeat. Order and values were learnt by running promptfoo 0.121.20
// (echo provider) on the same configs in a temp folder (out.json's testIdx order, vars and outputs).
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-vars-');
const head = ['prompts: ["{{a}}"]', 'providers: [echo]'];

describe('promptfoo config vars', () => {
  it('expands list vars into the cartesian product, earlier keys outermost; a list of numbers is one value', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {a: [x, y], b: [p, q], c: z, n: [1, 2]}', '    description: cart'),
    });
    expect(config.tests.map((t) => t.vars)).toEqual([
      { a: 'x', b: 'p', c: 'z', n: [1, 2] },
      { a: 'x', b: 'q', c: 'z', n: [1, 2] },
      { a: 'y', b: 'p', c: 'z', n: [1, 2] },
      { a: 'y', b: 'q', c: 'z', n: [1, 2] },
    ]);
    expect(config.tests.map((t) => t.description)).toEqual(['cart', 'cart', 'cart', 'cart']);
  });

  it('keeps a list whole under options.disableVarExpansion', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {a: [x, y]}', '    options: {disableVarExpansion: true}'),
    });
    expect(config.tests.map((t) => t.vars)).toEqual([{ a: ['x', 'y'] }]);
  });

  it('runs options.repeat times the whole expansion, in promptfoo order', async () => {
    const config = await readConfig(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {a: [x, y]}', '    options: {repeat: 2}') });
    expect(config.tests.map((t) => t.vars.a)).toEqual(['x', 'y', 'x', 'y']);
  });

  // promptfoo rendered `T=text value Y={"a":1,"b":["x","y"]} J={ "k" : 1 }` for these files.
  it('loads a file:// text var trimmed, a YAML var as JSON text and a JSON var as its own text', async () => {
    const config = await readConfig(root, {
      't.txt': '  text value  \n\n',
      'v.yaml': 'a: 1\nb: [x, y]\n',
      'v.json': '{ "k" : 1 }\n',
      'promptfooconfig.yaml': yaml(...head, 'tests: [{vars: {t: file://t.txt, y: file://v.yaml, j: file://v.json}}]'),
    });
    expect(config.tests[0]?.vars).toEqual({ t: 'text value', y: '{"a":1,"b":["x","y"]}', j: '{ "k" : 1 }' });
    expect(config.files.slice(1).map((f) => f.split('/').pop())).toEqual(['t.txt', 'v.yaml', 'v.json']);
  });

  // Deliberate: promptfoo gave docs/two.txt first (directory order); supereval sorts by name.
  it('expands a glob var into one test per file, crossed with the other lists', async () => {
    const config = await readConfig(root, {
      'docs/two.txt': 'D2\n',
      'docs/one.txt': 'D1\n',
      'promptfooconfig.yaml': yaml(...head, 'tests: [{vars: {d: "file://docs/*.txt", a: [x, y]}}]'),
    });
    expect(config.tests.map((t) => [t.vars.d, t.vars.a])).toEqual([
      ['D1', 'x'],
      ['D1', 'y'],
      ['D2', 'x'],
      ['D2', 'y'],
    ]);
  });

  it('refuses JavaScript and Python vars and a var glob matching nothing, naming the var', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml(...head, 'tests:', '  - vars: {js: file://v.js, py: file://v.py}', '  - vars: {none: "file://none/*.txt"}'),
    });
    expect(issues).toEqual([
      expect.objectContaining({ field: 'tests[0].vars.js', message: expect.stringContaining('file://v.js: supereval does not run var functions') }),
      expect.objectContaining({ field: 'tests[0].vars.py', message: expect.stringContaining('file://v.py: supereval does not run var functions') }),
      expect.objectContaining({ field: 'tests[1].vars.none', message: 'no files match file://none/*.txt' }),
    ]);
  });
});
