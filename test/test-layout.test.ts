// The tests are laid out as the code is (docs/development.md, "Where a test
// goes"): unit tests under test/<layer>/ as in src/, CLI tests in test/cli/,
// end-to-end tests of the bundled action in test/e2e/. A test file's name
// says which one it is, so no two share a name, and test/'s root keeps only
// the repository-wide checks.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TEST = import.meta.dirname;
const SRC = path.resolve(TEST, '../src');
const MAX_AT_ROOT = 5;

/** The folders of test/ that are not a folder of src/, and what each holds. */
const OTHER_FOLDERS: Record<string, string> = {
  e2e: 'the bundled action (dist/index.js) run as a runner runs it',
  parity: 'verdicts held to the reference tools (promptfoo, the Python CLI)',
  golden: 'the reports against files kept in the repository',
  docs: 'what the docs and the README say, checked',
  scripts: 'the scripts of scripts/',
  fakes: 'the fake services and their own tests',
  helpers: 'what the tests share (no tests)',
  fixtures: 'data the tests read (no tests)',
  types: 'type declarations',
};

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('the layout of test/', () => {
  const files = testFiles(TEST);

  it('finds the tests', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('has no two test files of the same name', () => {
    const byName = new Map<string, string[]>();
    for (const file of files) byName.set(path.posix.basename(file), [...(byName.get(path.posix.basename(file)) ?? []), file]);
    expect([...byName.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it(`keeps at most ${MAX_AT_ROOT} files at its root`, () => {
    const atRoot = readdirSync(TEST, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    expect(atRoot.length, atRoot.join(', ')).toBeLessThanOrEqual(MAX_AT_ROOT);
  });

  it("puts every other test in a folder of src/'s or one of the known others", () => {
    const layers = new Set(
      readdirSync(SRC, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    const misplaced = files.filter((file) => {
      if (!file.includes('/')) return false;
      const folder = file.slice(0, file.indexOf('/'));
      if (folder === 'helpers' || folder === 'fixtures') return true;
      return !layers.has(folder) && !Object.hasOwn(OTHER_FOLDERS, folder);
    });
    expect(misplaced).toEqual([]);
  });
});
