// `npm run bench`: builds lib/ and the bench's copy of the test fakes, then
// runs each bench file in its own node process, in order. To add figures, add
// a file to BENCHES that prints one line per figure (see bench/support.mjs).
// cli.mjs runs the committed bundle (dist/): `npm run bundle` first when src/
// has changed since it was built.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['gate-sim.mjs', 'bedrock.mjs', 'openai.mjs', 'cli.mjs', 'scale.mjs', 'html.mjs'];

const root = fileURLToPath(new URL('..', import.meta.url));
// TypeScript 7's tsc: the `typescript` package is TypeScript 6's API, kept for the linter.
const tsc = fileURLToPath(new URL('../node_modules/@typescript/native/bin/tsc', import.meta.url));
const node = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

node([tsc, '-p', 'tsconfig.build.json']);
node([tsc, '-p', 'bench/tsconfig.fakes.json']);
for (const bench of BENCHES) node([fileURLToPath(new URL(bench, import.meta.url))]);
