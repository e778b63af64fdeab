#!/usr/bin/env node
// The HTML report of results files, and a PNG of it as headless Chromium
// draws it, so a person can look at a layout:
//
//   node scripts/render-html.mjs [options] results.json [more.json ...]
//     -o, --out DIR      where to write (default .supereval/render)
//     --view FRAGMENT    the view, as the page's #fragment (default open=all:
//                        every row on the first page opened)
//     --width PX, --height PX   the window (default 1280 x 1400)
//
// The files are read as `supereval report` reads them (results files, or
// folders of them). Writes <name>.html and <name>.png, named after the first
// file. Needs Chromium (apt-get install chromium). It compiles src/ into lib/
// first (what `npm run build:lib` does). The PNGs kept for review
// (test/golden/html/) are made with it from
// test/golden/inputs/ at --width 1100.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(import.meta.dirname, '..');
const { values: options, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', short: 'o', default: path.join(repo, '.supereval/render') },
    view: { type: 'string', default: 'open=all' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '1400' },
  },
});
const fail = (message) => {
  process.stderr.write(`render-html: ${message}\n`);
  process.exit(2);
};
if (files.length === 0) fail('give the results files to render');
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => spawnSync(p, ['--version']).status === 0);
if (!chromium) fail('needs chromium (on Debian or Ubuntu: sudo apt-get install chromium)');

execFileSync(process.execPath, [path.join(repo, 'node_modules/@typescript/native/bin/tsc'), '-p', path.join(repo, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
const lib = (file) => import(pathToFileURL(path.join(repo, 'lib', file)).href);
const { readReportFiles } = await lib('results/read-files.js');
const { renderHtml } = await lib('report/html/index.js');
const { KINDS } = await lib('kinds/index.js');

const results = await readReportFiles(files).catch((error) => fail(error.problems?.join('\n') ?? String(error)));
const base = path.join(options.out, path.basename(files[0], '.json'));
mkdirSync(options.out, { recursive: true });
writeFileSync(`${base}.html`, renderHtml(results, { inputFields: results.map((r) => KINDS[r.dataset.type]?.inputField ?? null) }));
// As root (containers), Chromium runs only without its sandbox.
const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
const shot = spawnSync(
  chromium,
  [
    '--headless',
    '--disable-gpu',
    ...sandbox,
    `--screenshot=${base}.png`,
    `--window-size=${options.width},${options.height}`,
    '--hide-scrollbars',
    '--virtual-time-budget=10000',
    `${pathToFileURL(`${base}.html`).href}#${options.view}`,
  ],
  { encoding: 'utf8' },
);
if (shot.status !== 0) fail(`chromium failed (exit ${shot.status}): ${shot.stderr.trim().split('\n').slice(-3).join(' ')}`);
process.stdout.write(`${base}.html\n${base}.png\n`);
