import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/base/errors.js';
import { readPromptfooConfig } from '../../src/dataset/promptfoo/read.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pf-read-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('readPromptfooConfig', () => {
  // Expectations recorded by running promptfoo 0.121.20 (echo provider) on this config in its folder.
  it('reads prompts, CSV/YAML/inline tests, defaultTest and list vars in promptfoo order and labels', async () => {
    const dir = await folder({
      'p.txt': 'Hello {{name}}\n---\nBye {{name}}\n',
      'chat.json': '[{"role":"user","content":"Hi {{name}}"}]\n',
      't.csv': 'name,__expected,__description\nAnn,contains: Ann,first\nBob,Bye Bob,\n',
      't.yaml': '- vars: {name: [Cy, Di]}\n  assert: [{type: contains, value: Cy}]\n- vars: {name: Ed}\n',
      'cfg.yaml': [
        'description: demo',
        'prompts: [file://p.txt, file://chat.json, "Inline {{name}}", "file://p*.txt"]',
        'providers: [echo]',
        'defaultTest:',
        '  assert: [{type: icontains, value: "{{name}}"}]',
        '  vars: {extra: x}',
        'tests:',
        '  - file://t.csv',
        '  - file://t.yaml',
        '  - vars: {name: Fay}',
        '    assert: [{type: equals, value: "Inline Fay"}]',
        '',
      ].join('\n'),
    });
    const config = await readPromptfooConfig(path.join(dir, 'cfg.yaml'));
    expect(config.description).toBe('demo');
    expect(config.prompts.map((p) => p.label)).toEqual([
      'p.txt: Hello {{name}}',
      'p.txt: Bye {{name}}',
      'chat.json: [{"role":"user","content":"Hi {{name}}"}]',
      'Inline {{name}}',
      'p.txt: Hello {{name}}',
      'p.txt: Bye {{name}}',
    ]);
    expect(config.providers).toEqual([{ id: 'echo', label: null, config: {}, field: 'providers[0]', promptIndexes: null }]);
    expect(config.tests.map((t) => [t.description, t.vars, t.assert.map((a) => `${a.type}:${String(a.value)}`)])).toEqual([
      ['first', { extra: 'x', name: 'Ann' }, ['icontains:{{name}}', 'contains:Ann']],
      ['Row #2', { extra: 'x', name: 'Bob' }, ['icontains:{{name}}', 'equals:Bye Bob']],
      [null, { extra: 'x', name: 'Cy' }, ['icontains:{{name}}', 'contains:Cy']],
      [null, { extra: 'x', name: 'Di' }, ['icontains:{{name}}', 'contains:Cy']],
      [null, { extra: 'x', name: 'Ed' }, ['icontains:{{name}}']],
      [null, { extra: 'x', name: 'Fay' }, ['icontains:{{name}}', 'equals:Inline Fay']],
    ]);
    expect(config.tests[1]).toMatchObject({ file: path.join(dir, 't.csv'), line: 3, field: 'row 2' });
    expect(config.files.map((f) => path.basename(f))).toEqual(['cfg.yaml', 'p.txt', 'chat.json', 't.csv', 't.yaml']);
  });

  it('names the line of a YAML error', async () => {
    const dir = await folder({ 'cfg.yaml': 'prompts: [a\ntests:\n  - vars: {x: 1\n' });
    const error = await readPromptfooConfig(path.join(dir, 'cfg.yaml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as DatasetError).issues[0]).toMatchObject({ field: '(yaml)' });
    expect((error as DatasetError).issues[0]?.line).toBeGreaterThan(1);
  });

  it('refuses a bad __threshold with its row line, a missing test file and a JavaScript prompt', async () => {
    const dir = await folder({
      't.csv': 'q,__threshold\nok,0.5\nbad,half\n',
      'cfg.yaml': 'prompts: [file://prompt.js]\nproviders: [echo]\ntests: [file://t.csv, file://missing.yaml]\n',
    });
    const error = (await readPromptfooConfig(path.join(dir, 'cfg.yaml')).catch((e: unknown) => e)) as DatasetError;
    expect(error.issues).toEqual([
      expect.objectContaining({ field: 'prompts[0]', message: expect.stringContaining('does not run prompt functions') }),
      expect.objectContaining({ file: path.join(dir, 't.csv'), line: 3, field: '__threshold' }),
      expect.objectContaining({ file: path.join(dir, 'missing.yaml'), field: '(file)', message: 'file not found' }),
    ]);
  });
});
