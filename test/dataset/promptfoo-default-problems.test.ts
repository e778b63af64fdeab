// A problem with one of defaultTest's assertions is said once, where
// defaultTest is written, not once per test it is merged into (issue 49).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDatasets } from '../../src/app/load.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('pf-default-problems-');
const load = async (name: string, files: Record<string, string>) => {
  const dir = writeTree(path.join(root, name), files);
  return { dir, loaded: await loadDatasets([path.join(dir, 'promptfooconfig.yaml')], null, {}) };
};
const head = ["prompts: ['{{q}}']", 'providers: [echo]'];

describe("defaultTest's assertion problems", () => {
  it("are reported once at defaultTest's line; a test's own keep its line and place in the list", async () => {
    const { dir, loaded } = await load('inline', {
      'promptfooconfig.yaml': [
        ...head,
        'defaultTest:',
        '  assert:',
        '    - type: containz',
        '      value: a',
        "    - { type: equals, value: '{{ unclosed' }",
        'tests:',
        '  - vars: { q: a }',
        '  - vars: { q: b }',
        '  - vars: { q: c }',
        '    assert: [{ type: containz, value: c }]',
        '  - vars: { q: d }',
        '    options: { disableDefaultAsserts: true }',
        '    assert: [{ type: equalz, value: d }]',
      ].join('\n'),
    });
    const file = path.join(dir, 'promptfooconfig.yaml');
    expect(loaded.refused.map((i) => `${path.basename(i.file)}:${i.line} ${i.field}`)).toEqual([
      'promptfooconfig.yaml:3 defaultTest.assert.0.type',
      'promptfooconfig.yaml:11 assert.2.type',
      'promptfooconfig.yaml:13 assert.0.type',
    ]);
    expect(loaded.refused[0]).toMatchObject({ file, message: expect.stringContaining('"containz"') });
    expect(loaded.warnings.filter((w) => w.field.endsWith('.value'))).toEqual([
      expect.objectContaining({ file, line: 3, field: 'defaultTest.assert.1.value', message: expect.stringContaining('nunjucks') }),
    ]);
  });

  it('a malformed one, in a defaultTest file, is named once by that file (read.ts checks defaultTest before merging)', async () => {
    const { dir, loaded } = await load('file', {
      'promptfooconfig.yaml': [...head, 'defaultTest: file://default.yaml', 'tests:', '  - vars: { q: a }', '  - vars: { q: b }'].join('\n'),
      'default.yaml': 'assert:\n  - { type: 5, value: x }\n',
    });
    expect(loaded.refused).toEqual([expect.objectContaining({ file: path.join(dir, 'default.yaml'), field: 'defaultTest.assert[0].type' })]);
  });
});
