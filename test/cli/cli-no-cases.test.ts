// Datasets that hold no case, as a new user makes them: a cases file under
// another name is a load error with a did-you-mean; an empty dataset among
// others passes (nothing of it blocks) but is called empty, not passed; and a
// run in which no dataset has a case evaluated nothing, which is no pass.
// Before, each of these printed `PASS ... 0/0 passed` and exited 0.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { looksLikeCasesFile } from '../../src/dataset/misnamed-cases.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-no-cases-');
const cases = [qaCase('a', 'Hi?', 'Hi')];
const echo = ['-m', 'echo', '-q'];

describe('a cases file under another name', () => {
  it.each(['cases.json', 'case.jsonl', 'tests.jsonl', 'cases.yaml', 'Cases.jsonl', 'cases.jsonl.txt', 'cases.jsnol'])(
    '%s beside dataset.json is a load error naming it, with a did-you-mean',
    async (name) => {
      const dir = writeTree(path.join(root, `misnamed-${name.replace(/\W/g, '-')}`), { 'dataset.json': qaMeta({ name: 'support' }), [name]: cases });
      const r = await runCli('run', dir, ...echo);
      expect(r.code).toBe(EXIT.usage);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe(
        `${path.join(dir, 'cases.jsonl')}: (file): not found, but ${name} is here: did you mean cases.jsonl? The cases are read from cases.jsonl only (one JSON object a line), so rename the file (or convert it)`,
      );
    },
  );

  it('an empty cases.jsonl beside a full cases.json is one too', async () => {
    const dir = writeTree(path.join(root, 'empty-and-json'), { 'dataset.json': qaMeta(), 'cases.jsonl': '', 'cases.json': cases });
    const r = await runCli('validate', dir);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(`${path.join(dir, 'cases.jsonl')}: (file): holds no cases, but cases.json is here: did you mean cases.jsonl?`);
  });

  it('tells a likely cases file from the other files a folder holds', () => {
    for (const name of ['cases.json', 'case.jsonl', 'tests.csv', 'test_cases.json', 'CASES.JSONL', 'cases.jsonl.bak', 'cases.jsonl~', 'casess.jsonl'])
      expect([name, looksLikeCasesFile(name, 'cases.jsonl')]).toEqual([name, true]);
    for (const name of ['cases.jsonl', 'dataset.json', 'tools.json', 'README.md', 'prompt.txt', 'schema.sql', 'check.py', 'contest.json'])
      expect([name, looksLikeCasesFile(name, 'cases.jsonl')]).toEqual([name, false]);
  });
});

describe('datasets with no case', () => {
  it('a run in which no dataset has a case says "no cases: nothing was evaluated" and exits 2', async () => {
    const dir = writeTree(path.join(root, 'all-empty'), {
      'one/dataset.json': qaMeta({ name: 'one' }),
      'one/cases.jsonl': '',
      'two/dataset.json': qaMeta({ name: 'two' }),
    });
    const r = await runCli('run', dir, ...echo);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stdout).toContain('EMPTY  one (qa): no cases: nothing was evaluated\n');
    expect(r.stdout).toContain('EMPTY  two (qa): no cases: nothing was evaluated\n');
    expect(r.stdout).not.toContain('PASS');
    expect(r.stderr).toContain(`supereval: warning: ${path.join(dir, 'one/cases.jsonl')}: (file): holds no cases yet, so nothing is run or gated`);
    expect(r.stderr).toContain(
      'supereval: no cases: nothing was evaluated: none of one, two holds a case, so the gate checked nothing; add cases to the cases file (the warnings above say what was found)',
    );
    // The markdown report's verdict says it too.
    const markdown = await runCli('run', path.join(dir, 'one'), ...echo, '--format', 'markdown');
    expect(markdown.code).toBe(EXIT.usage);
    expect(markdown.stdout).toMatch(/^## supereval: ⚠️ no cases: nothing was evaluated\n/);
  });

  it('an empty dataset beside one with cases passes, called empty rather than passed', async () => {
    const dir = writeTree(path.join(root, 'one-empty'), {
      'full/dataset.json': qaMeta({ name: 'full' }),
      'full/cases.jsonl': [qaCase('a', 'Hi', 'Hi')],
      'new/dataset.json': qaMeta({ name: 'new' }),
      'new/cases.jsonl': '',
    });
    const r = await runCli('run', dir, ...echo);
    expect(r.code, r.stderr).toBe(EXIT.passed);
    expect(r.stdout).toContain('PASS  full (qa): 1/1 passed (100%)');
    expect(r.stdout).toContain('EMPTY  new (qa): no cases: nothing was evaluated');
    const markdown = await runCli('run', dir, ...echo, '--format', 'markdown');
    expect(markdown.stdout).toMatch(/^## supereval: ✅ passed\n/);
    expect(markdown.stdout).toContain('| new | ⚠️ no cases: nothing was evaluated |');
  });
});
