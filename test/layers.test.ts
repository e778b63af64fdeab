// The layers of docs/architecture.md hold: each folder of src/ imports only
// folders below it, and no files import each other in a circle. This fails
// when an import runs the wrong way, naming the file and what it imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/** Bottom to top, as docs/architecture.md draws them; the two entry files last. */
const LAYERS = [
  'base',
  'config',
  'figures',
  'dataset',
  'providers',
  'sql',
  'agents',
  'prompt',
  'score',
  'kinds',
  'run',
  'results',
  'compare',
  'report',
  'app',
  'baseline',
  'publish',
  'action',
  'cli',
  'index.ts',
  'bin.ts',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// Static imports and re-exports (`import ... from`, `export ... from`, `import '...'`) and dynamic `import('...')`.
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The files of src/ each file imports, by relative specifier. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
      path.resolve(path.dirname(file), (m[1] as string).replace(/\.js$/, '.ts')),
    );
    graph.set(
      file,
      targets.filter((t) => known.has(t)),
    );
  }
  return graph;
}

const layerOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] as string;

/** The strongly connected groups of more than one file (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(path.relative(SRC, w));
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the layers of src/', () => {
  const files = sources(SRC);
  const graph = importGraph(files);

  it('every file is in a known layer', () => {
    expect([...new Set(files.map(layerOf))].filter((l) => !LAYERS.includes(l))).toEqual([]);
  });

  it('each layer imports only layers below it', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => LAYERS.indexOf(layerOf(t)) > LAYERS.indexOf(layerOf(file)))
        .map((t) => `${path.relative(SRC, file)} imports ${path.relative(SRC, t)}`),
    );
    expect(upward, 'move the shared part down, or hand it in from above (docs/architecture.md)').toEqual([]);
  });

  it('no files import each other in a circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('notices an upward import and a circle', () => {
    const a = path.join(SRC, 'score', 'a.ts');
    const b = path.join(SRC, 'run', 'b.ts');
    const fake = new Map([
      [a, [b]],
      [b, [a]],
    ]);
    expect(LAYERS.indexOf(layerOf(b)) > LAYERS.indexOf(layerOf(a))).toBe(true);
    expect(circles(fake)).toEqual([['run/b.ts', 'score/a.ts']]);
  });
});
