// A dataset folder without its cases.jsonl, or with an empty one, where a file
// beside it looks like the cases under another name (cases.json, case.jsonl,
// tests.jsonl, Cases.jsonl, cases.jsonl.txt): read as "no cases yet", the
// dataset would pass 0/0 for ever, so the loader refuses it and names the file.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { editDistance } from '../base/index.js';

const STEMS = new Set(['case', 'cases', 'test', 'tests', 'testcase', 'testcases', 'test_cases', 'test-cases']);
const EXTENSIONS = new Set(['.json', '.jsonl', '.ndjson', '.jsonlines', '.yaml', '.yml', '.csv', '.txt']);

/** Whether `name` looks like `expected` (cases.jsonl) written otherwise. */
export function looksLikeCasesFile(name: string, expected: string): boolean {
  if (name === expected) return false;
  const lower = name.toLowerCase();
  if (lower.startsWith(expected)) return true;
  if (editDistance([...lower], [...expected]) <= 2) return true;
  const ext = path.extname(lower);
  return EXTENSIONS.has(ext) && STEMS.has(lower.slice(0, -ext.length));
}

/** The files in `dir` that look like `expected` under another name (not those in `read`: files the dataset reads), in name order. */
export async function misnamedCasesFiles(dir: string, expected: string, read: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => (e.isFile() || e.isSymbolicLink()) && !read.includes(e.name) && looksLikeCasesFile(e.name, expected))
    .map((e) => e.name)
    .sort();
}
