// A dataset of more lines than a spread into a call can take (V8 refuses past
// about 120,000 arguments): a problem or a warning on every line used to stop
// the CLI with "internal error: Maximum call stack size exceeded". Now each
// list is said in its first MAX_LISTED_ISSUES lines and a count of the rest.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { MAX_LISTED_ISSUES } from '../../src/base/errors.js';
import { readResultsFile } from '../helpers/results-file.js';
import { runCli } from '../helpers/cli.js';
import { qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const N = 150_000;
const root = tempDir('supereval-long-lists-');

const lines = (make: (i: number) => string) => `${Array.from({ length: N }, (_, i) => make(i)).join('\n')}\n`;

describe(`the CLI on ${N} cases`, () => {
  it('with a problem on every line: lists the first ones, counts the rest, and exits as a usage error', async () => {
    writeTree(root, { 'broken/dataset.json': qaMeta() });
    const cases = path.join(root, 'broken/cases.jsonl');
    // Every line lacks its ground truth.
    writeFileSync(
      cases,
      lines((i) => JSON.stringify({ id: `c${i}`, input: { query: `q${i}` }, expected: {} })),
    );
    const r = await runCli('validate', path.join(root, 'broken'));

    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).not.toContain('internal error');
    const said = r.stderr.trimEnd().split('\n');
    expect(said).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(said[0]).toBe(`${cases}:1: expected.ground_truth: required (string)`);
    expect(said[MAX_LISTED_ISSUES - 1]).toContain(`${cases}:${MAX_LISTED_ISSUES}: expected.ground_truth`);
    expect(said.at(-1)).toBe(`…and ${N - MAX_LISTED_ISSUES} more problems, not listed: fix the ones above and run again to see what is left`);
  });

  it('with a warning on every line: runs every case, lists the first warnings, and the results JSON keeps them all', async () => {
    writeTree(root, { 'warned/dataset.json': qaMeta() });
    // Every case has the same id: each line after the first warns of a duplicate.
    writeFileSync(
      path.join(root, 'warned/cases.jsonl'),
      lines((i) => JSON.stringify({ id: 'same', input: { query: `q${i}` }, expected: { ground_truth: 'a' } })),
    );
    writeFileSync(path.join(root, 'outputs.jsonl'), `${JSON.stringify({ id: 'same', output: 'a' })}\n`);
    const output = path.join(root, 'warned.json');
    const r = await runCli('run', path.join(root, 'warned'), '--model', `replay:${path.join(root, 'outputs.jsonl')}`, '-q', '--output', output);

    expect(r.stderr).not.toContain('internal error');
    const warnings = r.stderr.split('\n').filter((l) => l.startsWith('supereval: warning: '));
    expect(warnings).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(warnings[0]).toMatch(/cases\.jsonl:2: id: duplicate: id "same" is already on line 1/);
    expect(warnings.at(-1)).toBe(`supereval: warning: …and ${N - 1 - MAX_LISTED_ISSUES} more warnings, not listed (a results JSON lists every one)`);
    const results = readResultsFile(output);
    expect(results.summary.total).toBe(N);
    expect(results.dataset.warnings).toHaveLength(N - 1);
  });
});
