// The layers of docs/architecture.md hold: each folder of src/ imports only
// folders below it, and no files import each other in a circle. This fails
// when an import runs the wrong way, naming the file and what it imports.
// And each layer shows the others one face: code outside a folder of src/
// imports its index.ts, never a file behind it.
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
  // The run's OTLP receiver: providers' exec: models and agents' programs export their spans to it.
  'traces',
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

// Static imports and re-exports, and dynamic `import()`, apart: a dynamic one loads a chunk of its own.
const STATIC_IMPORT = /(?:\bfrom\s+|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Imports that may reach behind a face, and why. The bundle's entry runs before
 * either front end is chosen, so it loads only what it needs: the wipe of the
 * starting environment first, the CLI's mark (not the CLI), and each front end
 * or the MCP server as a chunk of its own; lib/'s CLI entry sets the mark first.
 */
const BEHIND_THE_FACE: Readonly<Record<string, string>> = {
  'index.ts -> base/environ.ts': 'the wipe runs before any other module is loaded',
  'index.ts -> base/log.ts': "the entry's one line, before a front end is loaded",
  'index.ts -> base/redact.ts': "the starting environment's secrets, registered before anything logs",
  'index.ts -> cli/entry-mark.ts': "the CLI's mark, without loading the CLI",
  'index.ts -> cli/main.ts': "the CLI's chunk",
  'index.ts -> action/main.ts': "the action's chunk",
  'index.ts -> agents/mcp-stdio.ts': "the MCP server's chunk, loaded instead of either front end",
  'bin.ts -> cli/entry-mark.ts': 'the mark bin/supereval.js sets before loading the entry (src/bin.ts, from lib/)',
};

/** Each import of a file behind another folder's face, as `from -> to`. */
function behindFaces(files: readonly string[], read: (file: string) => string): string[] {
  const known = new Set(files);
  const found: string[] = [];
  for (const file of files) {
    const text = read(file);
    for (const [pattern, dynamic] of [
      [STATIC_IMPORT, false],
      [DYNAMIC_IMPORT, true],
    ] as const) {
      for (const m of text.matchAll(pattern)) {
        const target = path.resolve(path.dirname(file), (m[1] as string).replace(/\.js$/, '.ts'));
        if (!known.has(target) || layerOf(target) === layerOf(file) || layerOf(target).endsWith('.ts')) continue;
        const inside = path.relative(path.join(SRC, layerOf(target)), target);
        // A static import takes the layer's face; a dynamic one may take the face of a folder inside it, a chunk of its own.
        if (inside === 'index.ts' || (dynamic && path.basename(inside) === 'index.ts')) continue;
        found.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
      }
    }
  }
  return found;
}

describe('the faces of the layers', () => {
  const files = sources(SRC);

  it('code outside a folder of src/ imports its index.ts, never a file behind it', () => {
    const found = behindFaces(files, (file) => readFileSync(file, 'utf8')).filter((edge) => !(edge in BEHIND_THE_FACE));
    expect(found, "import the folder's index.ts (export what you need there), or list the reason in BEHIND_THE_FACE").toEqual([]);
  });

  it('lists no exception that no longer happens', () => {
    const found = new Set(behindFaces(files, (file) => readFileSync(file, 'utf8')));
    expect(Object.keys(BEHIND_THE_FACE).filter((edge) => !found.has(edge))).toEqual([]);
  });

  it('notices an import behind a face, and lets a dynamic import take a chunk face', () => {
    const at = (name: string) => path.join(SRC, name);
    const fake: Record<string, string> = {
      [at('run/a.ts')]: "import { x } from '../score/judge/judge.js';\nimport { y } from '../score/index.js';",
      [at('app/b.ts')]: "export { z } from '../run/a.js';\nconst c = await import('../report/html/index.js');",
      [at('report/c.ts')]: "const d = await import('../dataset/promptfoo/load.js');",
      [at('score/judge/judge.ts')]: '',
      [at('score/index.ts')]: '',
      [at('report/html/index.ts')]: '',
      [at('dataset/promptfoo/load.ts')]: '',
    };
    expect(behindFaces(Object.keys(fake), (file) => fake[file] as string)).toEqual([
      'run/a.ts -> score/judge/judge.ts',
      'app/b.ts -> run/a.ts',
      'report/c.ts -> dataset/promptfoo/load.ts',
    ]);
  });
});
