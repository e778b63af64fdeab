// The TypeScript files of src/, for the tests that hold a rule over all of
// them (the environment read at the edges, no name switches).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(import.meta.dirname, '../../src');

/** Every .ts file under src/, as a path relative to it with `/`, sorted. */
export function srcFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
