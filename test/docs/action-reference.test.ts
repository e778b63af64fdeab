// docs/action-reference.md's inputs table agrees with action.yml: an input is
// marked required there exactly when action.yml requires it, and an input
// whose default is a plain value shows that value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/doc-pages.js';

const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean; default?: unknown }>;
};
const page = readFileSync(path.join(repoRoot, 'docs/action-reference.md'), 'utf8');

/** The inputs table's rows: the input names of the first cell (`a` / `b`, `c`), and the default cell. */
function inputRows(): Map<string, string> {
  const section = page.slice(page.indexOf('## Inputs'), page.indexOf('## Outputs'));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    if (!line.startsWith('| `') || cells.length < 3) continue;
    for (const name of [...(cells[0] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1] ?? '')) rows.set(name, cells[1] ?? '');
  }
  return rows;
}

describe('docs/action-reference.md against action.yml', () => {
  const rows = inputRows();

  it('has a row for every input', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each(Object.entries(action.inputs))('%s: required, and its default, as action.yml says', (name, input) => {
    const cell = rows.get(name) ?? '';
    expect(/\brequired\b/i.test(cell), `${name}: "${cell}"`).toBe(input.required === true);
    const value = input.default === undefined ? '' : String(input.default);
    if (/^[\w.-]+$/.test(value)) expect(cell, name).toContain(value);
  });
});
