// How a reader opens the HTML report's rows (issue 52): the page says how,
// the regressions are drawn open and the rest closed, "Expand all" and
// "Collapse all" open and close every row (and keep it in the address), and
// a row is marked ▸/▾ through aria-expanded. Headless Chromium draws the page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html/index.js';
import type { EvalResults } from '../../src/results/results.js';
import { NO_BROWSER, dumpDom } from '../helpers/chromium.js';
import { readGoldenInput } from '../helpers/golden-input.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-html-open-');
const [regressions] = readGoldenInput('regressions.json') as [EvalResults];

function page(name: string, html: string): string {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html);
  return file;
}
const html = renderHtml([regressions], { inputFields: ['query'] });
const file = page('regressions', html);

/** Each drawn row's case id, status and whether it is open (aria-expanded, and its detail row after it). */
function rows(dom: string): { id: string; status: string; open: boolean }[] {
  return [...dom.matchAll(/<tr class="row" data-case="([^"]*)" aria-expanded="(true|false)"[^>]*><td><span class="status s-(\w+)"/g)].map((m) => ({
    id: m[1] ?? '',
    open: m[2] === 'true',
    status: m[3] ?? '',
  }));
}
const detailRows = (dom: string) => dom.match(/<tr class="open">/g)?.length ?? 0;

/** The page with a click on a control once drawn: the button's class names it. */
function clicked(button: string, hash = ''): string {
  const script = `<script>addEventListener('load', function () { setTimeout(function () { document.querySelector('button.${button}').click(); document.body.setAttribute('data-hash', location.hash); }, 0); });</script>`;
  // The page's CSP allows inline scripts: this one stands for the reader's click.
  return page(`clicked-${button}-${hash.replace(/\W/g, '')}`, html.replace('</body>', `${script}</body>`));
}

describe.skipIf(NO_BROWSER)('opening rows in the HTML report', () => {
  it('says how a row opens, and offers Expand all and Collapse all', () => {
    const dom = dumpDom(file);
    expect(dom).toContain('<p class="hint">Click a row (or press Enter on it) to open');
    expect(dom).toContain('<button class="rows-all" type="button">Expand all</button>');
    expect(dom).toContain('<button class="rows-none" type="button">Collapse all</button>');
  });

  it('draws the regressions open and every other row closed', () => {
    const dom = dumpDom(file, 'per=all');
    const drawn = rows(dom);
    const regressed = drawn.filter((r) => r.status === 'regression');
    expect(regressed.length).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(regressed.length);
    for (const r of drawn) expect(r.open, `${r.id} (${r.status})`).toBe(r.status === 'regression');
    expect(detailRows(dom)).toBe(regressed.length);
  });

  it('opens every row with Expand all and closes every row with Collapse all, keeping the choice in the address', () => {
    const expanded = dumpDom(clicked('rows-all', 'per=all'), 'per=all');
    expect(rows(expanded).every((r) => r.open)).toBe(true);
    expect(detailRows(expanded)).toBe(rows(expanded).length);
    expect(expanded).toContain('data-hash="#per=all&amp;open=all"');
    const collapsed = dumpDom(clicked('rows-none', 'per=all'), 'per=all');
    expect(rows(collapsed).some((r) => r.open)).toBe(false);
    expect(detailRows(collapsed)).toBe(0);
    expect(collapsed).toContain('data-hash="#per=all&amp;open=none"');
    // A link with open=none (what Collapse all writes) opens nothing, regressions included.
    expect(detailRows(dumpDom(file, 'per=all&open=none'))).toBe(0);
  });
});
