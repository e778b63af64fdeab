// The repository's markdown pages: the README and every page of docs/, which
// the docs tests read (links, workflow examples, the inputs tables).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Repository-relative paths: README.md first, then docs/*.md. */
export const DOC_PAGES: readonly string[] = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
