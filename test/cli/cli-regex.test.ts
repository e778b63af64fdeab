// Regex and `value` problems through the CLI in-process: caught when the
// dataset loads (validate and run), before any model call.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
writeTree(root, {
  'cls/dataset.json': { name: 'cls', type: 'classification', labels: ['yes'] },
  'cls/cases.jsonl': [{ id: 'a', input: { text: 't' }, expected: { label: 'yes' }, assert: [{ type: 'regex', value: '^y' }] }],
  'out.jsonl': [{ id: 'a', output: 'yes' }],
});

describe('assertions written wrongly are load errors', () => {
  it('validate names file:line and assert.N.value for an invalid regex and a missing or empty value', async () => {
    const dir = writeTree(path.join(root, 'bad-values'), {
      'dataset.json': { name: 'bad-values', type: 'classification', labels: ['yes'] },
      'cases.jsonl': [
        {
          id: 'a',
          input: { text: 't' },
          expected: { label: 'yes' },
          assert: [
            { type: 'regex', value: '^y' },
            { type: 'not-regex', value: '(unclosed' },
          ],
        },
        { id: 'b', input: { text: 't' }, expected: { label: 'yes' }, assert: [{ type: 'contains' }, { type: 'equals', value: '' }] },
        {
          id: 'c',
          input: { text: 't' },
          expected: { label: 'yes' },
          assert: [
            {
              type: 'assert-set',
              assert: [
                { type: 'icontains-any', value: [] },
                { type: 'llm-rubric', value: ' ' },
              ],
            },
          ],
        },
      ],
    });
    const file = path.join(dir, 'cases.jsonl');
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    // An invalid pattern is a warning (promptfoo fails the assertion when it runs); an empty list is allowed.
    expect(r.stderr.trim().split('\n')).toEqual([
      `supereval: warning: ${file}:1: assert.1.value: not-regex: invalid pattern "(unclosed" (Invalid regular expression: /(unclosed/: Unterminated group); the assertion will fail`,
      `${file}:2: assert.0.value: contains: \`value\` must be a non-empty string or a number`,
      `${file}:3: assert.0.assert.1.value: llm-rubric: \`value\` must be the rubric text`,
    ]);
    // The same problems stop `run` before any model call.
    const run = await runCli('run', dir, '-m', `replay:${path.join(root, 'out.jsonl')}`, '-q');
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe('');
  });

  it("an agent case's invalid answer_match regex is a load error on expected.answer", async () => {
    const dir = writeTree(path.join(root, 'agents/bad-answer'), {
      'dataset.json': { name: 'bad-answer', type: 'agent' },
      'cases.jsonl': [
        { id: 'ok', input: { task: 't' }, expected: { answer: '(?i)5 tb', answer_match: 'regex' } },
        { id: 'bad', input: { task: 't' }, expected: { answer: '5 [tb', answer_match: 'regex' } },
      ],
    });
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.trim()).toBe(
      `${path.join(dir, 'cases.jsonl')}:2: expected.answer: not a usable Python regular expression for answer_match regex: unterminated character set at position 2`,
    );
  });
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
