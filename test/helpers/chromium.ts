// Headless Chromium for the HTML report's tests: a page loaded from a file,
// its scripts run, and the DOM it drew returned (--dump-dom), or a PNG of it.
// Chromium is a Debian package (apt-get install chromium; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
/** Browser tests skip where Chromium is not installed, except in CI (.ci/run installs it), where they fail. */
export const NO_BROWSER = CHROMIUM === undefined && !process.env['CI'];

function chromium(args: string[]): string {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install chromium)');
  // As root (containers), Chromium runs only without its sandbox.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const r = spawnSync(CHROMIUM, ['--headless', '--disable-gpu', ...sandbox, '--no-first-run', '--disable-extensions', ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`chromium failed (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return r.stdout;
}

/** The page's DOM once its scripts ran, serialized; `hash` is the #fragment the page reads its view from. */
export function dumpDom(file: string, hash = '', budgetMs = 10_000): string {
  return chromium(['--dump-dom', `--virtual-time-budget=${budgetMs}`, `${pathToFileURL(file).href}${hash ? `#${hash}` : ''}`]);
}

/** A PNG of the page as drawn in a `width` x `height` window. */
export function screenshot(file: string, png: string, hash = '', width = 1280, height = 1400): void {
  chromium([
    `--screenshot=${png}`,
    `--window-size=${width},${height}`,
    '--hide-scrollbars',
    '--virtual-time-budget=10000',
    `${pathToFileURL(file).href}${hash ? `#${hash}` : ''}`,
  ]);
}
