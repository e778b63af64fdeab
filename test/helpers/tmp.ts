// Temporary dataset folders for tests, removed when the test file ends.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function tempDir(prefix = 'supereval-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes files (relative path -> content; objects become JSON, arrays of objects JSONL). */
export function writeTree(root: string, files: Record<string, string | object | object[]>): string {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    const text =
      typeof content === 'string'
        ? content
        : Array.isArray(content) && rel.endsWith('.jsonl')
          ? content.map((c) => JSON.stringify(c)).join('\n') + '\n'
          : JSON.stringify(content, null, 2);
    writeFileSync(file, text);
  }
  return root;
}

export const qaMeta = (extra: object = {}) => ({ name: 'qa-set', type: 'qa', ...extra });
export const qaCase = (id: string, query = `question ${id}?`, truth = `answer ${id}`, extra: object = {}) => ({
  id,
  input: { query },
  expected: { ground_truth: truth },
  ...extra,
});

/** Quotes a string for sh. */
export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** An exec: command line running a node script. */
export const nodeCommand = (script: string) => `${shellQuote(process.execPath)} -e ${shellQuote(script)}`;
