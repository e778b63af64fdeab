// A problem in a test read from a tests file names that file and its row
// (`tests.csv:3`), not the config that names the file (issue 49).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDatasets } from '../../src/app/load.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('problems in a tests file', () => {
  it('name the CSV file and row, and the YAML tests file, once each', async () => {
    const dir = writeTree(tempDir('pf-problem-files-'), {
      'promptfooconfig.yaml': ["prompts: ['{{q}}']", 'providers: [echo]', 'tests:', '  - file://tests.csv', '  - file://more.yaml'].join('\n'),
      'tests.csv': 'q,__expected\nfine,contains: a\nbad,javascript: output.(\n',
      'more.yaml': '- vars: {q: x}\n  assert: [{type: equal, value: x}]\n',
    });
    const loaded = await loadDatasets([path.join(dir, 'promptfooconfig.yaml')], null, {});
    expect(loaded.refused).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'tests.csv'),
        line: 3,
        field: 'assert.0.value',
        message: expect.stringContaining('does not compile'),
      }),
      expect.objectContaining({ file: path.join(dir, 'more.yaml'), field: 'assert.0.type', message: expect.stringContaining('"equal"') }),
    ]);
  });
});
