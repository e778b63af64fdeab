// CSV test files. Every expectation was learnt by running promptfoo 0.121.20
// (echo provider) on the same CSV in a temp folder and reading each result's
// testCase (assert, threshold, options, metadata, description) in out.json.
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-csv-');
const csvConfig = (csv: string) => ({ 't.csv': csv, 'promptfooconfig.yaml': yaml('prompts: ["{{q}}"]', 'providers: [echo]', 'tests: file://t.csv') });

describe('promptfoo CSV tests', () => {
  it('reads the __expected mini-syntax of every form', async () => {
    const rows: [string, object][] = [
      ['hello', { type: 'equals', value: 'hello' }],
      ['contains: x', { type: 'contains', value: 'x' }],
      ['icontains:Y', { type: 'icontains', value: 'Y' }],
      ['regex:^b', { type: 'regex', value: '^b' }],
      ['not-regex:zz', { type: 'not-regex', value: 'zz' }],
      ['javascript: output.length > 1', { type: 'javascript', value: 'output.length > 1' }],
      ['fn: true', { type: 'javascript', value: 'true' }],
      ['eval: true', { type: 'javascript', value: 'true' }],
      ['not-contains: z', { type: 'not-contains', value: 'z' }],
      ['not-icontains:Q', { type: 'not-icontains', value: 'Q' }],
      ['similar:hi', { type: 'similar', value: 'hi', threshold: 0.8 }],
      ['similar(0.9):hi', { type: 'similar', value: 'hi', threshold: 0.9 }],
      ['levenshtein(3):abc', { type: 'levenshtein', value: 'abc', threshold: 3 }],
      ['starts-with: g', { type: 'starts-with', value: 'g', threshold: 0.75 }],
      ['is-json', { type: 'is-json' }],
      // grade: and llm-rubric: keep the space after the colon.
      ['grade: be nice', { type: 'llm-rubric', value: ' be nice' }],
      ['llm-rubric: be kind', { type: 'llm-rubric', value: ' be kind' }],
      ["python: output == 'i'", { type: 'python', value: "output == 'i'" }],
      ['"contains-any: a, ""b,c"""', { type: 'contains-any', value: ['a', 'b,c'] }],
      ['"contains-all:a,b"', { type: 'contains-all', value: ['a', 'b'] }],
    ];
    const config = await readConfig(root, csvConfig(['q,__expected', ...rows.map(([cell], i) => `r${i},${cell}`)].join('\n') + '\n'));
    expect(config.tests.map((t) => t.assert)).toEqual(rows.map(([, assertion]) => [assertion]));
    expect(config.tests.map((t) => t.description)).toEqual(rows.map((_, i) => `Row #${i + 1}`));
  });

  it('reads __expectedN, __description, __threshold, __metadata, __metric, __prefix, __suffix and __config', async () => {
    const config = await readConfig(
      root,
      csvConfig(
        [
          'q,__expected,__expected2,__description,__threshold,__metadata:cat,__metadata:tags[],__metric,__prefix,__suffix,__config:__expected2:threshold',
          'a,hello,contains: x,d1,0.5,c1,"a,b\\,c",m1,PRE-,-SUF,0.3',
          'b,,icontains:Y,,,,,,,,0.4',
        ].join('\n'),
      ),
    );
    expect(config.tests[0]).toMatchObject({
      description: 'd1',
      vars: { q: 'a' },
      assert: [
        { type: 'equals', value: 'hello', metric: 'm1' },
        { type: 'contains', value: 'x', metric: 'm1', threshold: 0.3 },
      ],
      threshold: 0.5,
      options: { prefix: 'PRE-', suffix: '-SUF' },
      metadata: { cat: 'c1', tags: ['a', 'b,c'], threshold: 0.3 },
    });
    // An empty __expected is no assertion, so __expected2 is the first and __config:__expected2 (the second) sets nothing.
    // An empty __metric still sets metric "" on each assertion, and empty __prefix/__suffix are "" options.
    expect(config.tests[1]).toMatchObject({
      description: 'Row #2',
      assert: [{ type: 'icontains', value: 'Y', metric: '' }],
      threshold: null,
      options: { prefix: '', suffix: '' },
      metadata: {},
    });
    expect(config.tests[1]?.assert[0]).not.toHaveProperty('threshold');
  });

  it('keeps commas and newlines of quoted fields, drops a BOM, and reads an empty row as empty vars', async () => {
    const config = await readConfig(root, csvConfig('\uFEFFq,__expected\n"a,b",contains: a\n"multi\nline",contains: line\n,\nlast,last\n'));
    expect(config.tests.map((t) => [t.vars, t.assert.length, t.line])).toEqual([
      [{ q: 'a,b' }, 1, 2],
      [{ q: 'multi\nline' }, 1, 4],
      [{ q: '' }, 0, 5],
      [{ q: 'last' }, 1, 6],
    ]);
  });

  // promptfoo 0.121.20 (csv-parse): "Invalid Record Length: columns length is 2, got 1 on line 3".
  it('refuses a blank line as promptfoo does, naming the line', async () => {
    const issues = await readIssues(root, csvConfig('q,__expected\na,a\n\nb,b\n'));
    expect(issues).toEqual([expect.objectContaining({ field: '(csv)', line: 3, message: expect.stringContaining('Invalid Record Length') })]);
  });

  // promptfoo reads a __threshold that is not a number as none; supereval refuses it (a typo would drop the threshold silently).
  it('refuses a __threshold or __config value that is not a number, naming the row line', async () => {
    const issues = await readIssues(
      root,
      csvConfig('q,__expected,__threshold,__config:__expected:threshold\nok,a,0.5,0.1\nbad,b,half,0.1\nempty,c,,\n'),
    );
    expect(issues.map((i) => [i.line, i.field])).toEqual([
      [3, '__threshold'],
      // promptfoo 0.121.20 refuses an empty __config cell: `Invalid numeric value "" for config key "threshold"`.
      [4, '__config:__expected:threshold'],
    ]);
  });

  it('warns once for a __metadata column without a key and for a __config column of another shape, as promptfoo', async () => {
    const config = await readConfig(root, csvConfig('q,__metadata,__config:x\na,m,1\nb,n,2\n'));
    expect(config.warnings.map((w) => w.field)).toEqual(['__metadata', '__config:x']);
    expect(config.tests.map((t) => t.vars)).toEqual([{ q: 'a' }, { q: 'b' }]);
  });

  it('refuses a __providerOutput value: supereval runs the providers', async () => {
    const issues = await readIssues(root, csvConfig('q,__providerOutput\na,fixed\n'));
    expect(issues).toEqual([expect.objectContaining({ line: 2, field: '__providerOutput' })]);
  });
});
