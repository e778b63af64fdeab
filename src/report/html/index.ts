// The HTML report: one self-contained file (inline CSS and script, nothing
// fetched; the page's Content-Security-Policy says so to the browser) showing
// every case of every dataset. The headers are rendered here, escaped; the
// cases travel as JSON in a <script type="application/json"> block, with
// every character that could end the block or the script escaped, and the
// page's script draws them (client.ts). Pure.
import { escapeHtml } from '../../base/index.js';
import type { EvalResults } from '../../results/index.js';
import { CLIENT_SCRIPT } from './client.js';
import { datasetHeader } from './header.js';
import { HTML_MAX_BYTES, pageData } from './page-data.js';
import { reportRows } from './rows.js';
import { STATUSES } from './statuses.js';
import { STYLE } from './style.js';

export { HTML_MAX_BYTES } from './page-data.js';

export interface HtmlOptions {
  /** Per dataset, the case field that says what was asked (its kind's `inputField`); null: none is shown. */
  inputFields: readonly (string | null)[];
  /** The page's title; by default the datasets' names. */
  title?: string;
  /** The largest the data may be, in bytes: texts are cut to fit (HTML_MAX_BYTES). */
  maxBytes?: number;
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/** JSON safe inside a <script> element: no `<`, `>` or `&` (so no `</script>` or `<!--`), nor the line separators older parsers choke on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The whole page for these results (one per dataset). */
export function renderHtml(results: readonly EvalResults[], options: HtmlOptions): string {
  const rows = results.map((r, i) => reportRows(r, options.inputFields[i] ?? null));
  const data = { statuses: STATUSES, ...pageData(rows, options.maxBytes ?? HTML_MAX_BYTES) };
  const title = options.title ?? `supereval: ${results.map((r) => r.dataset.name).join(', ')}`;
  const passed = results.every((r) => r.gate.passed);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${escapeHtml(title)} <span class="verdict ${passed ? 'pass' : 'fail'}">${passed ? 'passed' : 'blocked'}</span></h1>`,
    '<noscript><p>The cases are drawn by the page’s script: allow scripts to see them.</p></noscript>',
    '<div id="controls"></div>',
    ...results.map((r, i) => `<section class="dataset">${datasetHeader(r)}<div id="cases-${i}" class="case-list"></div></section>`),
    `<script type="application/json" id="supereval-data">${scriptJson(data)}</script>`,
    `<script>${CLIENT_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
