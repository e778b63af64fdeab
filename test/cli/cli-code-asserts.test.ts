// javascript and python assertions through the CLI: scripts beside the
// dataset run on the replayed outputs, and scripts that are missing or lie
// outside the repository stop the dataset when it loads, naming file, line and field.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const repo = tempDir();
mkdirSync(path.join(repo, '.git'));
const qaCase = (id: string, assert: object[]) => ({ id, input: { query: `question ${id}` }, expected: { ground_truth: 'Paris' }, assert });

describe('code assertions from the command line', () => {
  it('run a file script and inline Python on each output, as the results record', async () => {
    const dir = writeTree(path.join(repo, 'datasets/capitals'), {
      'dataset.json': { name: 'capitals', type: 'qa' },
      'cases.jsonl': [
        qaCase('short', [{ type: 'javascript', value: 'file://checks/short.mjs', config: { max: 20 } }]),
        qaCase('long', [{ type: 'javascript', value: 'file://checks/short.mjs', config: { max: 20 } }]),
        qaCase('py', [
          { type: 'python', value: "{'pass': context['vars']['query'] == 'question py', 'score': 0.5, 'reason': 'saw ' + context['vars']['query']}" },
        ]),
      ],
      'checks/short.mjs': 'export default (output, context) => output.length <= context.config.max;',
    });
    const outputs = writeTree(path.join(repo, 'out'), {
      'out.jsonl': [
        { id: 'short', output: 'Paris' },
        { id: 'long', output: 'Paris, which is the capital of France' },
        { id: 'py', output: 'Paris' },
      ],
    });
    const r = await runCli('run', dir, '-m', `replay:${path.join(outputs, 'out.jsonl')}`, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    const row = (id: string) =>
      results.cases.find((c) => c.id === id)!.results[0]!.asserts.find((a) => a.type !== 'icontains' && a.type !== 'llm-rubric');
    expect(row('short')).toMatchObject({ type: 'javascript', status: 'pass', score: 1 });
    expect(row('long')).toMatchObject({
      type: 'javascript',
      status: 'fail',
      score: 0,
      reason: 'Custom function returned false\nfile://checks/short.mjs',
    });
    expect(row('py')).toMatchObject({ type: 'python', status: 'pass', score: 0.5, reason: 'saw question py' });
    expect(r.code).toBe(EXIT.blocked);
  });

  it('validate names a missing script, one outside the repository and code that does not compile', async () => {
    const dir = writeTree(path.join(repo, 'datasets/broken'), {
      'dataset.json': { name: 'broken', type: 'qa' },
      'cases.jsonl': [
        qaCase('a', [{ type: 'python', value: 'file://checks/gone.py' }]),
        qaCase('b', [
          { type: 'contains', value: 'Paris' },
          { type: 'not-javascript', value: `file://${path.join(path.dirname(repo), 'elsewhere.js')}` },
        ]),
        qaCase('c', [{ type: 'javascript', value: 'output.length >' }]),
      ],
    });
    const file = path.join(dir, 'cases.jsonl');
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${file}:1: assert.0.value: python: "file://checks/gone.py": file not found (${path.join(dir, 'checks/gone.py')})`);
    expect(lines[1]).toMatch(new RegExp(`^${escape(file)}:2: assert\\.1\\.value: not-javascript: ".*elsewhere\\.js" leads outside the repository`));
    expect(lines[2]).toMatch(new RegExp(`^${escape(file)}:3: assert\\.0\\.value: javascript: the code does not compile \\(SyntaxError: `));
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
