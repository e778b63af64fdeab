// `prompts` and `providers` of a promptfoo config. Labels and order were
// learnt by running promptfoo 0.121.20 (echo provider) on the same configs
// in a temp folder and reading out.json's results.prompts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-prompts-');
const echo = 'providers: [echo]';
const oneTest = 'tests: [{vars: {q: a}}]';

describe('promptfoo config prompts', () => {
  it('an inline string is one prompt labelled with its text; none at all is promptfoo default {{prompt}}', async () => {
    const one = await readConfig(root, { 'promptfooconfig.yaml': yaml('prompts: "Hi {{q}}"', echo, oneTest) });
    expect(one.prompts).toEqual([{ id: null, label: 'Hi {{q}}', name: null, raw: 'Hi {{q}}', source: 'prompts' }]);
    const none = await readConfig(root, { 'promptfooconfig.yaml': yaml(echo, 'tests: [{vars: {prompt: a}}]') });
    expect(none.prompts.map((p) => [p.label, p.raw])).toEqual([['{{prompt}}', '{{prompt}}']]);
  });

  it('reads files by kind with the labels promptfoo gives them, in written order', async () => {
    const config = await readConfig(root, {
      'p.md': 'MD {{q}}\nline2 is long enough to be cut after fifty characters total yes\n',
      'p.j2': 'J2 {{q}}',
      'chat.yaml': '- role: system\n  content: sys\n- role: user\n  content: "Y {{q}}"\n',
      'chat.json': '[{"role":"user","content":"J {{q}}"}]',
      'sub/a.txt': 'A {{q}}\n---\nB {{q}}\n',
      'promptfooconfig.yaml': yaml(
        'prompts:',
        '  - file://p.md',
        '  - file://p.j2',
        '  - file://chat.yaml',
        '  - id: file://chat.json',
        '    label: chatty',
        '  - id: file://sub/a.txt',
        '    label: lab',
        '  - raw: "Raw {{q}}"',
        '    label: rawlabel',
        '  - id: my-id',
        '    raw: "Raw3 {{q}}"',
        echo,
        oneTest,
      ),
    });
    expect(config.prompts.map((p) => [p.label, p.raw])).toEqual([
      ['p.md: MD {{q}}\nline2 is long enough to be cut after fift...', 'MD {{q}}\nline2 is long enough to be cut after fifty characters total yes\n'],
      ['p.j2: J2 {{q}}...', 'J2 {{q}}'],
      [
        'chat.yaml: [{"role":"system","content":"sys"},{"role":"user","content":"Y {{q}}"}]',
        '[{"role":"system","content":"sys"},{"role":"user","content":"Y {{q}}"}]',
      ],
      ['chatty', '[{"role":"user","content":"J {{q}}"}]'],
      ['lab: sub/a.txt: A {{q}}', 'A {{q}}'],
      ['lab: sub/a.txt: B {{q}}', 'B {{q}}'],
      ['rawlabel', 'Raw {{q}}'],
      ['Raw3 {{q}}', 'Raw3 {{q}}'],
    ]);
    expect(config.prompts.map((p) => p.id)).toEqual([null, null, null, 'file://chat.json', 'file://sub/a.txt', 'file://sub/a.txt', null, 'my-id']);
    // The label as written, which supereval names a prompt by.
    expect(config.prompts.map((p) => p.name)).toEqual([null, null, null, 'chatty', 'lab', 'lab', 'rawlabel', null]);
    expect(config.prompts[4]?.source).toBe('sub/a.txt');
  });

  it('splits a .txt file on lines of ---, trimming each part and dropping empty ones', async () => {
    const config = await readConfig(root, {
      'p.txt': '\n  First {{q}}  \n---\n\n---\nSecond\n{{q}}\n---   \n',
      'promptfooconfig.yaml': yaml('prompts: [file://p.txt]', echo, oneTest),
    });
    expect(config.prompts.map((p) => p.raw)).toEqual(['First {{q}}', 'Second\n{{q}}']);
    expect(config.prompts.map((p) => p.label)).toEqual(['p.txt: First {{q}}', 'p.txt: Second\n{{q}}']);
  });

  it('reads the map form {file: label} as `label: file: text`, an inline key as its label', async () => {
    const config = await readConfig(root, {
      'x.txt': 'M {{q}}\n---\nN {{q}}\n',
      'promptfooconfig.yaml': yaml('prompts:', '  file://x.txt: name', '  "Inline {{q}}": lab2', echo, oneTest),
    });
    expect(config.prompts.map((p) => [p.label, p.raw])).toEqual([
      ['name: x.txt: M {{q}}', 'M {{q}}'],
      ['name: x.txt: N {{q}}', 'N {{q}}'],
      ['lab2', 'Inline {{q}}'],
    ]);
  });

  // promptfoo 0.121.20 gave sub/b.txt before sub/a.txt here (directory order); supereval sorts by name, deliberately, for a stable order.
  it('expands a glob to its files in name order; a glob matching nothing is the prompt text', async () => {
    const config = await readConfig(root, {
      'sub/b.txt': 'C {{q}}',
      'sub/a.txt': 'A {{q}}\n---\nB {{q}}\n',
      'promptfooconfig.yaml': yaml('prompts: ["file://sub/*.txt", "Tell me a *joke* {{q}}"]', echo, oneTest),
    });
    expect(config.prompts.map((p) => p.label)).toEqual(['sub/a.txt: A {{q}}', 'sub/a.txt: B {{q}}', 'sub/b.txt: C {{q}}', 'Tell me a *joke* {{q}}']);
  });

  it('refuses JavaScript and Python prompts, naming the file and the entry', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml('prompts: [file://make.js, "file://gen.py:prompt", "Fine {{q}}"]', echo, oneTest),
    });
    expect(issues).toEqual([
      expect.objectContaining({ field: 'prompts[0]', message: expect.stringMatching(/^file:\/\/make\.js: supereval does not run prompt functions/) }),
      expect.objectContaining({
        field: 'prompts[1]',
        message: expect.stringMatching(/^file:\/\/gen\.py:prompt: supereval does not run prompt functions/),
      }),
    ]);
  });

  // promptfoo 0.121.20 refuses both: `Invalid prompt object: {"raw":"Raw2 {{q}}"}`, and the label-only entry fails its PromptSchema.
  it('refuses an object prompt promptfoo refuses: raw without label or id, label alone', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml('prompts: [{raw: "Raw2 {{q}}"}, {label: only}, {id: x, label: fine}]', echo, oneTest),
    });
    expect(issues.map((i) => i.field)).toEqual(['prompts[0]', 'prompts[1]']);
    expect(issues[0]?.message).toContain('`raw` and `label`');
  });

  it('names a prompt file that is missing', async () => {
    const dir = root;
    const issues = await readIssues(dir, { 'promptfooconfig.yaml': yaml('prompts: [file://gone.txt]', echo, oneTest) });
    expect(issues).toEqual([expect.objectContaining({ field: '(file)', message: 'file not found' })]);
    expect(path.basename(issues[0]?.file ?? '')).toBe('gone.txt');
  });
});

describe('promptfoo config providers', () => {
  const prompt = 'prompts: ["{{q}}"]';

  it('reads a string, ids, objects with label and config, and the map form', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        prompt,
        'providers:',
        '  - echo',
        '  - id: bedrock:anthropic.claude-3-haiku',
        '    label: Haiku',
        '    config: {temperature: 0, max_tokens: 50}',
        '  - echo:',
        '      label: E1',
        '      config: {x: 1}',
        oneTest,
      ),
    });
    expect(config.providers).toEqual([
      { id: 'echo', label: null, config: {}, field: 'providers[0]', promptIndexes: null },
      {
        id: 'bedrock:anthropic.claude-3-haiku',
        label: 'Haiku',
        config: { temperature: 0, max_tokens: 50 },
        field: 'providers[1]',
        promptIndexes: null,
      },
      { id: 'echo', label: 'E1', config: { x: 1 }, field: 'providers[2]', promptIndexes: null },
    ]);
    const single = await readConfig(root, { 'promptfooconfig.yaml': yaml(prompt, 'providers: echo', oneTest) });
    expect(single.providers).toEqual([{ id: 'echo', label: null, config: {}, field: 'providers', promptIndexes: null }]);
  });

  it('reads `targets` as providers, and refuses both', async () => {
    const targets = await readConfig(root, { 'promptfooconfig.yaml': yaml(prompt, 'targets: [echo]', oneTest) });
    expect(targets.providers).toEqual([{ id: 'echo', label: null, config: {}, field: 'targets[0]', promptIndexes: null }]);
    // promptfoo 0.121.20: "Exactly one of 'targets' or 'providers' must be provided, but not both".
    const issues = await readIssues(root, { 'promptfooconfig.yaml': yaml(prompt, 'targets: [echo]', 'providers: [echo]', oneTest) });
    expect(issues).toEqual([expect.objectContaining({ field: 'targets', message: expect.stringContaining('not both') })]);
  });

  // promptfoo 0.121.20 ran this with the file's provider labelled FromFile first.
  it('reads a file:// YAML providers file in place, and names a bad entry in it', async () => {
    const config = await readConfig(root, {
      'prov.yaml': '- id: echo\n  label: FromFile\n',
      'promptfooconfig.yaml': yaml(prompt, 'providers: [file://prov.yaml, echo]', oneTest),
    });
    expect(config.providers.map((p) => [p.id, p.label])).toEqual([
      ['echo', 'FromFile'],
      ['echo', null],
    ]);
    expect(config.files.map((f) => path.basename(f))).toEqual(['promptfooconfig.yaml', 'prov.yaml']);
    const issues = await readIssues(root, {
      'prov.yaml': '- id: echo\n- 7\n',
      'promptfooconfig.yaml': yaml(prompt, 'providers: [file://prov.yaml]', oneTest),
    });
    expect(issues).toEqual([expect.objectContaining({ field: '[1]', message: expect.stringContaining('`id`') })]);
    expect(path.basename(issues[0]?.file ?? '')).toBe('prov.yaml');
  });
});
