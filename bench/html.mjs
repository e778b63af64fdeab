// The HTML report at 10,000 cases (test/fakes/many-cases.ts: 300-character
// inputs, 500-character outputs, three assertions, ~5% regressions): how
// long renderHtml takes, how big the file is against its 4 MB bound, and how
// long headless Chromium takes from start to the first page of rows drawn,
// against the 15 s. Chromium's own start (an empty page) is printed
// beside it; the figure includes it. Needs chromium (apt-get install chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printFigure, printMachine } from './support.mjs';

const CASES = 10_000;
const OPEN_BUDGET_S = 15;
const root = new URL('..', import.meta.url);
const { renderHtml, HTML_MAX_BYTES } = await import(new URL('lib/report/html/index.js', root).href);
const { manyCaseResults } = await import(new URL('bench/.build/fakes/many-cases.js', root).href);

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => spawnSync(p, ['--version']).status === 0);
const dir = mkdtempSync(path.join(os.tmpdir(), 'supereval-bench-html-'));
try {
  printMachine();
  const results = manyCaseResults(CASES);
  const started = performance.now();
  const html = renderHtml([results], { inputFields: ['query'] });
  const renderS = (performance.now() - started) / 1000;
  const bytes = Buffer.byteLength(html);
  printFigure(`html.${CASES}.render_s`, renderS, { details: 'renderHtml in node' });
  printFigure(`html.${CASES}.bytes_over_max`, bytes / HTML_MAX_BYTES, {
    target: '<= 1',
    details: `${(bytes / 1e6).toFixed(2)} MB of ${HTML_MAX_BYTES / 1e6} MB`,
  });
  if (!chromium) {
    console.log('# chromium not installed: no open time');
  } else {
    const file = path.join(dir, 'report.html');
    writeFileSync(file, html);
    const empty = path.join(dir, 'empty.html');
    writeFileSync(empty, '<!DOCTYPE html><title>empty</title>');
    const startS = openSeconds(empty).seconds;
    const { seconds, dom } = openSeconds(file);
    const rows = (dom.match(/<tr class="row"/g) ?? []).length;
    if (rows !== 100) throw new Error(`Chromium drew ${rows} rows, not the first page of 100`);
    printFigure(`html.${CASES}.open_over_budget`, seconds / OPEN_BUDGET_S, {
      target: '<= 1',
      details: `${seconds.toFixed(2)} s from Chromium's start to the first 100 rows drawn (an empty page: ${startS.toFixed(2)} s)`,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Chromium's wall time to load the page, run its script and dump the DOM it drew. */
function openSeconds(file) {
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const started = performance.now();
  const r = spawnSync(chromium, ['--headless', '--disable-gpu', ...sandbox, '--dump-dom', '--virtual-time-budget=15000', pathToFileURL(file).href], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`chromium failed (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return { seconds: (performance.now() - started) / 1000, dom: r.stdout };
}
