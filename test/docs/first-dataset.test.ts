// docs/first-dataset.md, followed as a new user would: in an empty folder,
// every `npx supereval` and `git` command of its shell blocks in order (the
// CLI against a fake Bedrock on 127.0.0.1 through the real AWS SDK), and the
// page's change to the system prompt applied where the page makes it. The
// page must take the user from `init` to a gate that blocks the pull request.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INIT_WORKFLOW, initFiles } from '../../src/cli/init.js';
import { EXIT } from '../../src/cli/exit.js';
import { useBedrockCli, type CliRun } from '../helpers/cli.js';
import { firstDatasetModel, withPageSystem } from '../helpers/first-dataset-model.js';
import { repoRoot } from '../helpers/doc-pages.js';
import { tempDir } from '../helpers/tmp.js';

const page = readFileSync(path.join(repoRoot, 'docs/first-dataset.md'), 'utf8');
const { startFake, cli } = useBedrockCli();
const folder = tempDir('supereval-first-');
const savedCwd = process.cwd();
beforeAll(() => process.chdir(folder));
afterAll(() => process.chdir(savedCwd));

/** The page's code blocks in order: the language and the text. */
function codeBlocks(markdown: string): { lang: string; text: string }[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1] ?? '', text: m[2] ?? '' }));
}

/** A shell line's words: double-quoted words kept whole, nothing else the page uses. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'New User',
  GIT_AUTHOR_EMAIL: 'new@example.com',
  GIT_COMMITTER_NAME: 'New User',
  GIT_COMMITTER_EMAIL: 'new@example.com',
};

describe('docs/first-dataset.md', () => {
  it('takes an empty folder to a pull request the gate blocks', async () => {
    await startFake(firstDatasetModel);
    const runs: { line: string; run: CliRun }[] = [];
    const skipped: string[] = [];
    for (const block of codeBlocks(page)) {
      if (block.lang === 'json' && block.text.trimStart().startsWith('"system"')) {
        // "changes the system prompt in datasets/support-qa/dataset.json": the page's line replaces the file's.
        const file = path.join(folder, 'datasets/support-qa/dataset.json');
        writeFileSync(file, withPageSystem(readFileSync(file, 'utf8'), page));
        continue;
      }
      if (block.lang !== 'sh') continue;
      for (const line of block.text.split('\n').filter((l) => l.trim() !== '')) {
        const [program, ...args] = words(line);
        if (program === 'npx' && args[0] === 'supereval') runs.push({ line, run: await cli(...args.slice(1)) });
        // npm's install is the install test's (test/docs/install.test.ts); a push needs GitHub.
        else if (line.startsWith('npm i ') || line.startsWith('git push')) skipped.push(line);
        else execFileSync('sh', ['-c', line], { cwd: folder, env: GIT_ENV, stdio: 'pipe' });
      }
    }
    expect(skipped).toEqual(['npm i -D github:your-org/supereval#v1', 'git push origin main']);
    const [init, validate, first, pr] = runs;
    expect(runs.map((r) => r.line.split(' ').slice(0, 3).join(' '))).toEqual([
      'npx supereval init',
      'npx supereval validate',
      'npx supereval run',
      'npx supereval run',
    ]);
    expect(init!.run.code).toBe(EXIT.passed);
    // init says what it wrote and what to run next.
    expect(init!.run.stdout).toContain(`wrote ${path.join('.', 'datasets/support-qa/dataset.json')}\n`);
    expect(init!.run.stdout).toContain('  npx supereval validate datasets\n');
    expect(readFileSync(path.join(folder, '.github/workflows/evals.yml'), 'utf8')).toBe(INIT_WORKFLOW);
    expect(validate!.run.stdout).toBe('ok  datasets/support-qa/ (qa, 4 cases)\n');
    expect(first!.run.code).toBe(EXIT.passed);
    expect(existsSync(path.join(folder, 'datasets/support-qa/baseline.json'))).toBe(true);
    // The pull request's run: every case regressed, and the must-pass one named.
    expect(pr!.run.code).toBe(EXIT.blocked);
    for (const id of ['max-size', 'retention-default', 'visibility-default', 'retention-max']) expect(pr!.run.stdout).toContain(id);
    expect(pr!.run.stdout).toMatch(/4 regressions?/);
    expect(pr!.run.stdout).toContain('two hundred fifty-six kilobytes');
    // What the page shows of the files is what init wrote.
    const json = codeBlocks(page)
      .filter((b) => b.lang === 'json')
      .map((b) => b.text);
    expect(json[0]).toBe(initFiles()[0]![1]);
    expect(json[1]).toBe(initFiles()[1]![1].split('\n')[0] + '\n');
    // What the page says the files are.
    expect(page).toContain(`"system": "${JSON.parse(readFileSync(path.join(folder, 'datasets/support-qa/dataset.json'), 'utf8')).system}",`);
  });

  it('init refuses to overwrite, and writes nothing then', async () => {
    const again = await cli('init');
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toBe(
      'supereval: init: datasets/support-qa/dataset.json, datasets/support-qa/cases.jsonl, .github/workflows/evals.yml are there already; nothing written (move them away to start afresh)\n',
    );
  });
});
