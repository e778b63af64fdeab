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
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(import.meta.dirname, '..');
const LAYOUTS = ['comment', 'summary', 'check'];
// Chromium draws nothing past this height; taller pages are cut (say so).
const MAX_HEIGHT = 16_000;

// The parts of GitHub's markdown stylesheet (github-markdown-css, light theme) a report uses.
const CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 16px; width: PAGE_WIDTHpx; background: #fff; }
.comment { border: 1px solid #d0d7de; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font: 14px -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #59636e; border-radius: 6px 6px 0 0; }
.comment-header b { color: #1f2328; }
.markdown-body { padding: 16px; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2328; word-wrap: break-word; }
.markdown-body > *:first-child { margin-top: 0 !important; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 { margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25; }
.markdown-body h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol, .markdown-body table, .markdown-body pre, .markdown-body details { margin-top: 0; margin-bottom: 16px; }
.markdown-body ul, .markdown-body ol { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown-body blockquote > :last-child { margin-bottom: 0; }
.markdown-body code { padding: .2em .4em; font-size: 85%; background: #818b981f; border-radius: 6px; font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; background: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { padding: 0; background: transparent; font-size: 100%; }
.markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; }
.markdown-body table th { font-weight: 600; }
.markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body table tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body table tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body details summary { cursor: pointer; display: list-item; }
.markdown-body details > :not(summary):first-of-type { margin-top: 8px; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body hr { height: .25em; padding: 0; margin: 24px 0; background: #d1d9e0; border: 0; }
.markdown-body .mermaid { margin-bottom: 16px; }
.markdown-body .alert { padding: 8px 16px; margin-bottom: 16px; border-left: .25em solid; }
.markdown-body .alert > :last-child { margin-bottom: 0; }
.markdown-body .alert-title { font-weight: 500; margin-bottom: 4px; }
.markdown-body .alert-note { border-color: #0969da; } .alert-note .alert-title { color: #0969da; }
.markdown-body .alert-tip { border-color: #1a7f37; } .alert-tip .alert-title { color: #1a7f37; }
.markdown-body .alert-important { border-color: #8250df; } .alert-important .alert-title { color: #8250df; }
.markdown-body .alert-warning { border-color: #9a6700; } .alert-warning .alert-title { color: #9a6700; }
.markdown-body .alert-caution { border-color: #d1242f; } .alert-caution .alert-title { color: #d1242f; }
`;

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
const page = (measure) => htmlPage(body, width, measure);
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

function htmlPage(fragment, pageWidth, measure) {
  const mermaid = path.join(repo, 'node_modules/mermaid/dist/mermaid.min.js');
  const mermaidScript = existsSync(mermaid)
    ? `<script src="${pathToFileURL(mermaid).href}"></script>
<script>
  // cmark-gfm writes a fenced block as <pre><code class="language-mermaid">; GitHub draws it as a chart.
  const blocks = [...document.querySelectorAll('code.language-mermaid')];
  for (const code of blocks) {
    const div = document.createElement('div');
    div.className = 'mermaid';
    div.textContent = code.textContent;
    code.parentElement.replaceWith(div);
  }
  mermaid.initialize({ startOnLoad: false, theme: 'default' });
  const done = blocks.length ? mermaid.run({ querySelector: '.mermaid' }).catch((e) => { document.body.dataset.mermaidError = String(e); }) : Promise.resolve();
  ${measure ? `done.then(() => { document.body.dataset.height = String(document.documentElement.scrollHeight); });` : ''}
</script>`
    : measure
      ? '<script>document.body.dataset.height = String(document.documentElement.scrollHeight);</script>'
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>supereval report</title>
<style>${CSS.replace('PAGE_WIDTH', String(pageWidth))}</style></head>
<body><div class="comment"><div class="comment-header"><b>github-actions</b> <span>bot commented</span></div>
<article class="markdown-body">
${fragment}
</article></div>
${mermaidScript}
</body></html>
`;
}

/** GitHub draws a quote that starts with [!WARNING] (and the like) as an alert box; cmark-gfm leaves it a quote. */
function githubAlerts(html) {
  return html.replace(/<blockquote>\n<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n?([\s\S]*?)<\/blockquote>/g, (_, kind, rest) => {
    const title = kind[0] + kind.slice(1).toLowerCase();
    return `<div class="alert alert-${kind.toLowerCase()}"><p class="alert-title">${title}</p>\n<p>${rest}</div>`;
  });
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
