#!/usr/bin/env node
// Regenerates the README's pictures from the shipped example (what is run,
// and how the times are fixed: scripts/picture-sources.mjs):
//
//   node scripts/render-pictures.mjs
//
// writes docs/images/comment.md and docs/images/report.html (the sources,
// which test/docs/pictures.test.ts rebuilds and compares), then draws both
// with one renderer, headless Chromium: comment.png, the comment as GitHub
// shows it (its markdown rendered by micromark with GitHub's extensions, in
// GitHub's stylesheet), and html-report.png, the HTML report as it opens, on
// its regressions. Needs Chromium (apt-get install chromium); compiles src/
// into lib/ first (what `npm run build:lib` does).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { githubAlerts, githubPage } from './github-page.mjs';
import { pictureSources } from './picture-sources.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const images = path.join(repo, 'docs/images');
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => spawnSync(p, ['--version']).status === 0);
if (!chromium) {
  process.stderr.write('render-pictures: needs chromium (on Debian or Ubuntu: sudo apt-get install chromium)\n');
  process.exit(2);
}

execFileSync(process.execPath, [path.join(repo, 'node_modules/@typescript/native/bin/tsc'), '-p', path.join(repo, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
const load = (module) => import(pathToFileURL(path.join(repo, 'lib', `${module}.js`)).href);
const work = mkdtempSync(path.join(tmpdir(), 'supereval-pictures-'));
try {
  const { comment, report } = await pictureSources(load, work);
  writeFileSync(path.join(images, 'comment.md'), comment);
  writeFileSync(path.join(images, 'report.html'), report);
  // The comment as GitHub renders it: GFM, its raw <details> kept, in GitHub's frame.
  const fragment = githubAlerts(micromark(comment, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] }));
  const commentPage = path.join(work, 'comment.html');
  writeFileSync(commentPage, githubPage(fragment, 900, false));
  picture(commentPage, '', path.join(images, 'comment.png'), 932, height(fragment, 932));
  // The report as it opens (its regressions open), in a window the width of a laptop's.
  picture(path.join(images, 'report.html'), '', path.join(images, 'html-report.png'), 1100, 1300);
  process.stdout.write(['comment.md', 'report.html', 'comment.png', 'html-report.png'].map((f) => `docs/images/${f}\n`).join(''));
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The one renderer of both pictures: headless Chromium, a file in a window, as a PNG. */
function picture(file, hash, png, width, windowHeight) {
  chrome([
    `--screenshot=${png}`,
    `--window-size=${width},${windowHeight}`,
    '--hide-scrollbars',
    '--virtual-time-budget=10000',
    `${pathToFileURL(file).href}${hash}`,
  ]);
}

/** The height the comment's page draws at `width`, measured by Chromium. */
function height(fragment, width) {
  const measure = path.join(work, 'measure.html');
  writeFileSync(measure, githubPage(fragment, width - 32, true));
  const dom = chrome(['--dump-dom', '--virtual-time-budget=10000', `--window-size=${width},800`, pathToFileURL(measure).href]);
  const measured = Number(/data-height="(\d+)"/.exec(dom)?.[1]);
  return Number.isFinite(measured) ? Math.min(measured, 16_000) : 2_000;
}

function chrome(args) {
  // As root (containers), Chromium runs only without its sandbox.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const r = spawnSync(chromium, ['--headless', '--disable-gpu', ...sandbox, '--allow-file-access-from-files', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stderr.write(`render-pictures: chromium failed (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}\n`);
    process.exit(2);
  }
  return r.stdout;
}
