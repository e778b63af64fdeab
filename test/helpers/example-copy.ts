// A copy of an example dataset (examples/datasets/...) with assertions added
// to chosen cases, for tests of what a case's own `assert` list does.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const examplesDir = path.resolve(import.meta.dirname, '../../examples');

/**
 * Copies examples/datasets/<example> to `to` (dataset.json, cases.jsonl and
 * any tools.json) and appends `asserts[id]` to the `assert` list of each case
 * named; `'*'` adds to every case.
 */
export function exampleWithAsserts(example: string, to: string, asserts: Record<string, object[]>): string {
  cpSync(path.join(examplesDir, 'datasets', example), to, { recursive: true });
  const file = path.join(to, 'cases.jsonl');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const cases = lines.map((l) => JSON.parse(l) as { id: string; assert?: object[] });
  for (const c of cases) {
    const added = [...(asserts['*'] ?? []), ...(asserts[c.id] ?? [])];
    if (added.length > 0) c.assert = [...(c.assert ?? []), ...added];
  }
  writeFileSync(file, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
  return to;
}
