// Every golden markdown layout (the job summary, the PR comment, the check
// run's summary and text) renders on GitHub as meant: its tables are tables,
// its <details> are balanced with the blank lines GitHub needs, raw HTML is
// only our own, and its Mermaid charts parse (test/helpers/gfm.ts). Reading
// the expected files, not the renderers, covers each layout a helper adds.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectGitHubMarkdown } from '../helpers/gfm.js';

const expectedDir = path.join(import.meta.dirname, 'expected');
const files = readdirSync(expectedDir)
  .filter((f) => f.endsWith('.md'))
  .sort();

/** The markdown parts of a golden file: a check run's file holds title (plain text), summary and text. */
function markdownParts(file: string): [string, string][] {
  const text = readFileSync(path.join(expectedDir, file), 'utf8');
  if (!file.endsWith('.check.md')) return [[file, text]];
  const parts = text.split(/^==> (\w+) <==\n/m).slice(1);
  const named: [string, string][] = [];
  for (let i = 0; i < parts.length; i += 2) named.push([`${file} (${parts[i] ?? ''})`, parts[i + 1] ?? '']);
  expect(named.map(([name]) => name)).toEqual(['title', 'summary', 'text'].map((p) => `${file} (${p})`));
  return named.filter(([name]) => !name.endsWith('(title)'));
}

describe('golden layouts render on GitHub as meant', () => {
  it('has layouts to check', () => {
    expect(files.filter((f) => f.endsWith('.comment.md')).length).toBeGreaterThan(10);
  });

  it.each(files)('%s', async (file) => {
    for (const [label, markdown] of markdownParts(file)) await expectGitHubMarkdown(markdown, label);
  });
});
