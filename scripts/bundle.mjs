// Compiles src/ with tsc, then bundles it with ncc into dist/: one build of
// one entry (src/index.ts), which starts the action or, marked by
// bin/supereval.js, the CLI, so the two share every chunk and dist/ holds each
// module once. dist/ is committed (the runner executes it), so the output
// must be reproducible.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('lib', { recursive: true, force: true });
rmSync('dist', { recursive: true, force: true });
// TypeScript 7's tsc: the `typescript` package is TypeScript 6's API, kept for the linter.
run(process.execPath, ['node_modules/@typescript/native/bin/tsc', '-p', 'tsconfig.build.json']);
// chokidar is left out: nunjucks requires it only for its file watcher, which
// supereval never starts, and it is in node_modules only as a devDependency's
// dependency (@dataform/cli); bundled, it would be 240 KB in the chunk every run loads.
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--target', 'es2023', '--external', 'chokidar'];
run(process.execPath, [...ncc, 'lib/index.js', '-o', 'dist', '--license', 'licenses.txt']);

// sql.js (the nl2sql kind's SQLite) loads its Emscripten glue and WebAssembly
// from files at run time, which ncc cannot follow: they are copied once into
// dist/, beside the bundle (src/sql/sqlite.ts). The glue is CommonJS,
// hence .cjs inside dist/'s ES module package.
copyFileSync('node_modules/sql.js/dist/sql-wasm.js', 'dist/sql-wasm.cjs');
copyFileSync('node_modules/sql.js/dist/sql-wasm.wasm', 'dist/sql-wasm.wasm');
copyFileSync('node_modules/sql.js/LICENSE', 'dist/sql-wasm.LICENSE');

// PGlite (the postgres dialect's in-process engine) likewise: its CommonJS
// build, loaded in the engine's worker thread, and the WebAssembly and data
// files it is handed at run time, in dist/pglite/ (src/sql/pglite.ts). Those
// three are gzipped, 15 MB to 5 MB: without that dist/ is over 30 MB.
mkdirSync('dist/pglite');
const pglite = 'node_modules/@electric-sql/pglite';
copyFileSync(`${pglite}/dist/index.cjs`, 'dist/pglite/index.cjs');
copyFileSync(`${pglite}/LICENSE`, 'dist/pglite/LICENSE');
for (const file of ['pglite.wasm', 'initdb.wasm', 'pglite.data']) {
  writeFileSync(`dist/pglite/${file}.gz`, gzipSync(readFileSync(`${pglite}/dist/${file}`), { level: 9 }));
}

// nunjucks' self-contained build, which the sandbox process (src/score/sandbox/host.ts)
// loads to render dataset templates: that process runs no file of the bundle.
copyFileSync('node_modules/nunjucks/browser/nunjucks.js', 'dist/nunjucks.cjs');
