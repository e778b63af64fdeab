// Regex and `value` problems through the CLI in-process: caught when the
// dataset loads (validate and run), before any model call.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli.js';
import { runCli } from './helpers/io.js';
import { tempDir, writeTree } from './helpers/tmp.js';

const root = tempDir();
writeTree(root, {
  'cls/dataset.json': { name: 'cls', type: 'classification', labels: ['yes'] },
  'cls/cases.jsonl': [{ id: 'a', input: { text: 't' }, expected: { label: 'yes' }, assert: [{ type: 'regex', value: '^y' }] }],
  'out.jsonl': [{ id: 'a', output: 'yes' }],
});

describe('regex time limit setting', () => {
  it('a bad SUPEREVAL_REGEX_TIME_LIMIT_MS stops the run before any call, naming the variable', async () => {
    process.env['SUPEREVAL_REGEX_TIME_LIMIT_MS'] = 'soon';
    try {
      const r = await runCli('run', path.join(root, 'cls'), '-m', `replay:${path.join(root, 'out.jsonl')}`, '-q');
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr.trim()).toBe('SUPEREVAL_REGEX_TIME_LIMIT_MS: (environment): must be a whole number of milliseconds >= 1, got "soon"');
    } finally {
      delete process.env['SUPEREVAL_REGEX_TIME_LIMIT_MS'];
    }
    const ok = await runCli('run', path.join(root, 'cls'), '-m', `replay:${path.join(root, 'out.jsonl')}`, '-q');
    expect(ok.code).toBe(EXIT.passed);
  });
});
