// Issue 9's report, through the bundled CLI: `{"type":"contains","value":"never-present"}`
// added to every case of the example agent and RAG datasets fails every case,
// and the results say which assertion failed.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBundledCli as supereval } from '../helpers/cli.js';
import { exampleWithAsserts } from '../helpers/example-copy.js';
import { tempDir } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const root = tempDir();
const neverPresent = { type: 'contains', value: 'never-present' };

describe('bundled CLI: a case assert on agent and RAG datasets', () => {
  it.each([
    ['rag/sqs-docs', ['--model', 'replay:examples/outputs/sqs-docs.jsonl']],
    ['agents/cloud-support', ['--agent', `exec:${process.execPath} examples/agents/echo-agent.mjs`]],
  ])('%s: every case fails on its contains assertion', async (example, args) => {
    const dir = exampleWithAsserts(example, path.join(root, example), { '*': [neverPresent] });
    const file = path.join(root, `${path.basename(example)}.json`);
    const r = await supereval(['run', dir, ...args, '--output', file, '-q']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAIL\s/);
    expect(r.stdout).toContain('contains: output does not contain "never-present"');
    const results = readResultsFile(file);
    expect(results.cases.length).toBeGreaterThan(0);
    for (const c of results.cases) {
      expect(c.status).toBe('fail');
      expect(c.results[0]!.asserts).toContainEqual(
        expect.objectContaining({ type: 'contains', status: 'fail', reason: 'output does not contain "never-present"' }),
      );
    }
    expect(results.summary.passed).toBe(0);
  });
});
