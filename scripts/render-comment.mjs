#!/usr/bin/env node
// Renders what a reviewer sees from results JSON files, so a person can look
// at it: the PR comment (or the job summary, or the check run) as markdown,
// then as HTML made by cmark-gfm with GitHub's extensions (GitHub's own
// renderer) in GitHub-like CSS, with ```mermaid blocks drawn by Mermaid as
// GitHub draws them, then a PNG of that page taken by headless Chromium.
//
//   node scripts/render-comment.mjs [options] results.json [more.json ...]
//     -o, --out DIR      where to write (default .supereval/render)
//     --layout NAME      comment (default), summary (the job summary) or check (the check run)
//     --open             expand every <details> (the screenshot shows what a click would)
//     --width PX         page width (default 1012, GitHub's comment column is about that)
//     --run-url URL      the workflow run link the comment points to
//     --markdown-only    write only the .md (needs neither program below)
//
// Each file is a results file as `supereval run -o` and the action's
// output-dir write it (schema_version 2, or 1 from older releases), the JSON
// `--format json` prints, or an array of them; several files (or an array)
// are one run over several datasets. Writes <name>.<layout>.md, .html and
// .png, named after the first file. The HTML and PNG need cmark-gfm and
// Chromium, Debian packages: `apt-get install cmark-gfm chromium` (and
// fonts-noto-color-emoji, or the verdict marks show as boxes).
// It compiles src/ into lib/ first (what `npm run build:lib` does).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { githubAlerts, githubPage } from './github-page.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const LAYOUTS = ['comment', 'summary', 'check'];
// Chromium draws nothing past this height; taller pages are cut (say so).
const MAX_HEIGHT = 16_000;

const { values: options, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', short: 'o', default: path.join(repo, '.supereval/render') },
    layout: { type: 'string', default: 'comment' },
    open: { type: 'boolean', default: false },
    width: { type: 'string', default: '1012' },
    'run-url': { type: 'string', default: 'https://github.com/acme/evals/actions/runs/123456789' },
    'markdown-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help || files.length === 0) {
  process.stdout.write(
    `${readFileSync(import.meta.filename, 'utf8')
      .split('\n')
      .slice(1, 21)
      .join('\n')
      .replace(/^\/\/ ?/gm, '')}\n`,
  );
  process.exit(files.length === 0 && !options.help ? 2 : 0);
}
if (!LAYOUTS.includes(options.layout)) fail(`--layout must be one of ${LAYOUTS.join(', ')}, got "${options.layout}"`);
const width = Number(options.width);
if (!Number.isInteger(width) || width < 320) fail(`--width must be a whole number of pixels, at least 320, got "${options.width}"`);

// The renderers are TypeScript: compiled as `npm run build:lib` does, then imported from lib/.
execFileSync(process.execPath, [path.join(repo, 'node_modules/@typescript/native/bin/tsc'), '-p', path.join(repo, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
const lib = (file) => import(pathToFileURL(path.join(repo, 'lib', file)).href);
const { checkSummary, checkTitle, renderComment, renderSummary } = await lib('report/comment.js');
const { CHECK_OUTPUT_MAX_CHARS, COMMENT_BODY_MAX_CHARS } = await lib('report/limits.js');
const { stickyMarker } = await lib('publish/comment.js');
const { decodeResultsValue, restoreDatasetFields } = await lib('results/results-file-read.js');
const { loadDataset } = await lib('dataset/load.js');
const { ComparisonSchema } = await lib('config/comparison.js');
const { KINDS } = await lib('kinds/index.js');

const results = await Promise.all(files.flatMap(readResults).map(withDatasetFields));
const reused = results.every((r) => r.run.reused_from !== undefined);
const runUrl = options['run-url'];
// What each case was asked: its dataset kind's input field, as the action shows it.
const inputFields = results.map((r) => KINDS[r.dataset.type]?.inputField);
const name = 'supereval';
let markdown;
if (options.layout === 'comment') {
  // What the action posts: the body fitted under the limit next to its sticky marker.
  const marker = stickyMarker({ workflow: 'eval', job: 'eval', checkName: name });
  markdown = renderComment({ results, runUrl, skipped: reused, name, inputFields }, COMMENT_BODY_MAX_CHARS - marker.length - 1).body;
} else if (options.layout === 'summary') {
  markdown = renderSummary({ results, skipped: reused, name, inputFields });
} else {
  // GitHub shows a check run's title as a heading over its summary, then its text.
  const text = renderComment({ results, runUrl, skipped: reused, inputFields }, CHECK_OUTPUT_MAX_CHARS).body;
  markdown = `# ${checkTitle(results)}\n\n${checkSummary(results)}\n\n${text}`;
}

const base = path.join(options.out, `${path.basename(files[0], '.json')}.${options.layout}`);
mkdirSync(options.out, { recursive: true });
writeFileSync(`${base}.md`, markdown);
if (options['markdown-only']) {
  process.stdout.write(`${base}.md (${markdown.length} characters)\n`);
  process.exit(0);
}
const cmark = which('cmark-gfm');
const chromium = which('chromium') ?? which('chromium-browser');
if (!cmark || !chromium) {
  fail(
    `needs ${[cmark ? '' : 'cmark-gfm', chromium ? '' : 'chromium'].filter(Boolean).join(' and ')} on the PATH; on Debian or Ubuntu: sudo apt-get install cmark-gfm chromium`,
  );
}

// Without a colour emoji font, the verdict marks (✅ ❌ ⚠️) show as empty boxes.
if (!/emoji/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '')) {
  process.stderr.write('render-comment: no emoji font found; the verdict marks will show as boxes (apt-get install fonts-noto-color-emoji)\n');
}

const fragment = execFileSync(cmark, ['-e', 'table', '-e', 'strikethrough', '-e', 'autolink', '-e', 'tagfilter', '--unsafe'], {
  input: markdown,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const body = githubAlerts(options.open ? fragment.replace(/<details>/g, '<details open>') : fragment);
const page = (measure) => githubPage(body, width, measure);
writeFileSync(`${base}.html`, page(false));

// The page's height, measured by Chromium itself once Mermaid has drawn, sizes the screenshot.
const measureFile = `${base}.measure.html`;
writeFileSync(measureFile, page(true));
const dom = runChromium(['--dump-dom', '--virtual-time-budget=15000', `--window-size=${width},800`, pathToFileURL(measureFile).href]);
const measured = Number(/data-height="(\d+)"/.exec(dom)?.[1] ?? NaN);
if (!Number.isFinite(measured)) fail('Chromium did not report the page height (see its output above)');
const height = Math.min(measured, MAX_HEIGHT);
runChromium([
  `--screenshot=${base}.png`,
  `--window-size=${width},${height}`,
  '--virtual-time-budget=15000',
  '--hide-scrollbars',
  pathToFileURL(`${base}.html`).href,
]);
process.stdout.write(
  `${base}.md (${markdown.length} characters)\n${base}.html\n${base}.png (${width}×${height} px${measured > height ? `; the page is ${measured} px, cut at ${MAX_HEIGHT}` : ''})\n`,
);

/** A results file as the action and CLI write it (read as the tool reads a baseline), or an array of results. */
function readResults(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  return (Array.isArray(raw) ? raw : [raw]).map((one, i) => {
    const decoded = decodeResultsValue(one);
    if (!decoded.ok) fail(`${file}${Array.isArray(raw) ? ` [${i}]` : ''} ${decoded.why}`);
    return withComparison(decoded.results, one);
  });
}

/**
 * A version 2 file leaves each case's input and expected value to its
 * dataset: read them from the dataset folder the results name (run this in
 * the checkout they were made in), as `supereval merge` does. Without it the
 * report still renders, with those cells empty.
 */
async function withDatasetFields(results) {
  if (results.cases.every((c) => c.vars !== undefined)) return results;
  try {
    const restored = restoreDatasetFields(results, await loadDataset(results.dataset.path, KINDS));
    if (restored.unmatched > 0)
      warn(
        `${restored.unmatched} case(s) of ${results.dataset.name} no longer match ${results.dataset.path}: shown without their input and expected value`,
      );
    return { ...restored.results, comparison: results.comparison, baseline_note: results.baseline_note };
  } catch (error) {
    warn(
      `cannot read the dataset ${results.dataset.path} (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): cases are shown without their input and expected value`,
    );
    return results;
  }
}

/** The comparison and baseline note a run's results carry beside the results proper (absent in a saved baseline). */
function withComparison(results, one) {
  return {
    ...results,
    comparison: one.comparison == null ? null : ComparisonSchema.parse(one.comparison),
    baseline_note: typeof one.baseline_note === 'string' ? one.baseline_note : null,
  };
}

function runChromium(args) {
  // As root (containers), Chromium runs only without its sandbox.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const r = spawnSync(chromium, ['--headless', '--disable-gpu', ...sandbox, '--allow-file-access-from-files', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) fail(`chromium failed (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return r.stdout;
}

function which(program) {
  const r = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function warn(message) {
  process.stderr.write(`render-comment: ${message}\n`);
}

function fail(message) {
  process.stderr.write(`render-comment: ${message}\n`);
  process.exit(2);
}
