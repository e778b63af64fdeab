// Compiles src/ with tsc, then bundles the action and the CLI with ncc into dist/.
// dist/ is committed (the runner executes it), so the output must be reproducible.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('lib', { recursive: true, force: true });
rmSync('dist', { recursive: true, force: true });
// TypeScript 7's tsc: the `typescript` package is TypeScript 6's API, kept for the linter.
run(process.execPath, ['node_modules/@typescript/native/bin/tsc', '-p', 'tsconfig.build.json']);
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--target', 'es2023'];
run(process.execPath, [...ncc, 'lib/index.js', '-o', 'dist', '--license', 'licenses.txt']);
run(process.execPath, [...ncc, 'lib/bin.js', '-o', 'dist/cli']);

// sql.js (the nl2sql kind's SQLite) loads its Emscripten glue and WebAssembly
// from files at run time, which ncc cannot follow: they are copied once into
// dist/, where both bundles look (src/sql/sqlite.ts). The glue is CommonJS,
// hence .cjs inside dist/'s ES module package.
copyFileSync('node_modules/sql.js/dist/sql-wasm.js', 'dist/sql-wasm.cjs');
copyFileSync('node_modules/sql.js/dist/sql-wasm.wasm', 'dist/sql-wasm.wasm');
copyFileSync('node_modules/sql.js/LICENSE', 'dist/sql-wasm.LICENSE');

// PGlite (the postgres dialect's in-process engine) likewise: its CommonJS
// build, loaded in the engine's worker thread, and the WebAssembly and data
// files it is handed at run time, in dist/pglite/ (src/sql/pglite.ts).
mkdirSync('dist/pglite');
for (const file of ['index.cjs', 'pglite.wasm', 'initdb.wasm', 'pglite.data', 'LICENSE']) {
  copyFileSync(`node_modules/@electric-sql/pglite/${file === 'LICENSE' ? '' : 'dist/'}${file}`, `dist/pglite/${file}`);
}

// nunjucks' self-contained build, which the sandbox process (src/score/sandbox/host.ts)
// loads to render dataset templates: that process runs no file of the bundle.
copyFileSync('node_modules/nunjucks/browser/nunjucks.js', 'dist/nunjucks.cjs');
