// The HTML report in a real browser: headless Chromium loads the file, runs
// its script, and the tests read the DOM it drew (test/helpers/chromium.ts).
// The view comes from the address's #fragment, as a reviewer's link would
// give it: status, tag, search, rows per page, opened rows.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTML_MAX_BYTES, renderHtml } from '../../src/report/html/index.js';
import type { EvalResults } from '../../src/results/results.js';
import { manyCaseResults } from '../fakes/many-cases.js';
import { NO_BROWSER, dumpDom } from '../helpers/chromium.js';
import { readGoldenInput } from '../helpers/golden-input.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-html-');
const [regressions] = readGoldenInput('regressions.json') as [EvalResults];

function page(name: string, all: EvalResults[]): string {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, renderHtml(all, { inputFields: all.map(() => 'query') }));
  return file;
}

/** The case ids of the rows drawn, in order. */
const drawnIds = (dom: string) => [...dom.matchAll(/<tr class="row" data-case="([^"]*)"/g)].map((m) => m[1]);
const drawnStatuses = (dom: string) => [...dom.matchAll(/<span class="status s-(\w+)"/g)].map((m) => m[1]);

const HOSTILE = [
  "<img src=x onerror=\"document.body.setAttribute('data-pwned','img')\">",
  "</script><script>document.body.setAttribute('data-pwned','script')</script>",
];

describe.skipIf(NO_BROWSER)('the HTML report in Chromium', () => {
  const file = page('regressions', [regressions]);

  it('draws every case id (all on one page)', () => {
    const dom = dumpDom(file, 'per=all');
    const ids = new Set([...regressions.cases.map((c) => c.id), ...(regressions.comparison?.cases ?? []).map((e) => e.id)]);
    expect(new Set(drawnIds(dom))).toEqual(ids);
  });

  it('shows a regression’s baseline output beside today’s, the changed words marked', () => {
    const changed = structuredClone(regressions);
    const entry = changed.comparison?.cases.find((e) => e.classification === 'regression');
    const now = `${entry?.baseline_output ?? ''} Or not.`.replace('answer', 'reply');
    changed.cases.find((c) => c.id === entry?.id)!.results[0]!.output = now;
    const dom = dumpDom(page('changed', [changed]), 'status=regression&open=all');
    const sides = /<div class="sides">.*?Baseline output.*?<pre class="output">(.*?)<\/pre>.*?Output now.*?<pre class="output">(.*?)<\/pre>/s.exec(
      dom,
    );
    expect(sides).not.toBeNull();
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(sides?.[1] ?? '')).toBe(entry?.baseline_output);
    expect(text(sides?.[2] ?? '')).toBe(now);
    expect(sides?.[2]).toContain('<ins>reply</ins>');
    expect(sides?.[1]).toContain('<del>answer</del>');
  });

  it('folds a conversation under the case, its turns beside the baseline’s, the differing lines marked', () => {
    const changed = structuredClone(regressions);
    const entry = changed.comparison!.cases.find((e) => e.classification === 'regression')!;
    const turn = (user: string, reply: string, call: string) => ({ user, reply, tool_calls: [{ name: call, arguments: { order: 42 } }] });
    entry.baseline_conversation = {
      turns: [turn('Refund me', 'Which order?', 'lookup'), turn('Order 42', 'Refunded.', 'refund')],
      ended: 'terminate',
    };
    changed.cases.find((c) => c.id === entry.id)!.results[0]!.conversation = {
      turns: [turn('Refund me', 'Which order?', 'lookup'), turn('Order 42', 'Cancelled.', 'cancel')],
      ended: 'terminate',
    };
    const dom = dumpDom(page('conversation', [changed]), 'status=regression&open=all');
    const fold = /<details class="conversation"><summary>(.*?)<\/summary>(.*?)<\/details>/s.exec(dom);
    expect(fold?.[1]).toBe('Conversation: 2 turns (the user said TERMINATE); baseline 2 turns (the user said TERMINATE); first differs at turn 2');
    expect(fold?.[2]).toContain('<del>Turn 2 · call: refund({"order":42})</del>');
    expect(fold?.[2]).toContain('<ins>Turn 2 · agent: Cancelled.</ins>');
    expect(fold?.[2]).toContain('<li>Turn 1 · user: Refund me</li>');
  });

  it('filters by status, by tag and by search', () => {
    expect(new Set(drawnStatuses(dumpDom(file, 'status=regression')))).toEqual(new Set(['regression']));
    const tagged = drawnIds(dumpDom(file, 'tag=limits&per=all'));
    expect(tagged.sort()).toEqual(
      regressions.cases
        .filter((c) => c.tags.includes('limits'))
        .map((c) => c.id)
        .sort(),
    );
    expect(drawnIds(dumpDom(file, 'q=RETENTION-'))).toEqual(['retention-default', 'retention-max']);
  });

  it('sorts by status severity, regressions first, and by id', () => {
    expect(drawnStatuses(dumpDom(file))[0]).toBe('regression');
    const byId = drawnIds(dumpDom(file, 'sort=id&per=all'));
    expect(byId).toEqual([...byId].sort());
  });

  it('marks a flaky entry and a regression re-run, and sorts by score change, drops first', () => {
    const marked = structuredClone(regressions);
    const entries = marked.comparison?.cases ?? [];
    const regression = entries.find((e) => e.classification === 'regression')!;
    // The re-runs of a regression (issue 38) record passes out of runs on the entry.
    Object.assign(regression, { classification: 'flaky', confirmation: { runs: 3, passes: 1, passed_output: 'It passed <b>again</b>.' } });
    entries.find((e) => e.classification === 'still_failing')!.flaky = true;
    const dom = dumpDom(page('marked', [marked]));
    expect(dom).toContain('<span class="mark">1/3 passed on re-run</span>');
    // Its passing answer, opened, as text.
    const opened = dumpDom(page('marked', [marked]), 'status=flaky&open=all');
    expect(opened).toContain('Passed on re-run');
    expect(opened).toContain('It passed &lt;b&gt;again&lt;/b&gt;.');
    expect(dom).toContain('<span class="mark">trials disagree</span>');
    const byChange = drawnIds(dumpDom(page('marked', [marked]), 'sort=change&per=all'));
    const delta = (id: string | undefined) => entries.find((e) => e.id === id)?.score_delta ?? Infinity;
    expect(byChange.map(delta)).toEqual(byChange.map(delta).sort((a, b) => a - b));
  });

  it('pages: the next page holds the next rows', () => {
    const many = page('pages', [manyCaseResults(250) as unknown as EvalResults]);
    const first = drawnIds(dumpDom(many, 'sort=id'));
    const third = drawnIds(dumpDom(many, 'sort=id&page=2'));
    expect(first).toHaveLength(100);
    expect(third).toHaveLength(50);
    expect(third[0]).toBe('case-00200');
  });

  // A link can carry anything after the #: the page draws whatever it holds.
  it('takes a malformed escape in the #fragment literally, and the other parameters still apply', () => {
    const blank = dumpDom(file, 'q=%E0%A4%A');
    expect(blank).toContain('data-drawn="1"');
    expect(blank).toContain('<span class="count">No case matches.</span>');
    // The well-formed parts still decode, the status filter beside it still applies.
    const found = drawnStatuses(dumpDom(file, 'status=regression&q=%E0%A4%A%20'));
    expect(found).toEqual([]);
    expect(drawnStatuses(dumpDom(file, 'status=regression&x=%E0%A4%A'))).toEqual(
      drawnStatuses(dumpDom(file, 'status=regression')).map(() => 'regression'),
    );
    expect(drawnIds(dumpDom(file, 'q=retention%2D'))).toEqual(['retention-default', 'retention-max']);
  });

  it('ignores a parameter outside its values: every row drawn, none dropped', () => {
    const all = drawnIds(dumpDom(file, 'per=all'));
    for (const hash of [
      'per=-1',
      'per=0',
      'per=1.5',
      'per=abc',
      'page=-1',
      'page=0.5',
      'page=abc',
      'sort=bogus',
      'status=nope',
      'tag=nope',
      'open=maybe',
    ]) {
      const dom = dumpDom(file, hash);
      expect([hash, new Set(drawnIds(dom))]).toEqual([hash, new Set(all)]);
      expect(dom).not.toContain('<span class="count">No case matches.</span>');
    }
    const many = page('pages-bad', [manyCaseResults(250) as unknown as EvalResults]);
    expect(drawnIds(dumpDom(many, 'sort=id&page=-1'))[0]).toBe('case-00000');
    expect(drawnIds(dumpDom(many, 'sort=id&page=99'))[0]).toBe('case-00200');
  });

  it('keeps a hostile output, id and tag as text: no element made, no script run', () => {
    const hostile = structuredClone(regressions);
    const [first, second] = hostile.cases;
    first!.results[0]!.output = HOSTILE[0]!;
    second!.results[0]!.output = HOSTILE[1]!;
    first!.id = HOSTILE[1]!;
    first!.tags = [HOSTILE[0]!];
    hostile.comparison = null;
    const dom = dumpDom(page('hostile', [hostile]), 'open=all');
    expect(dom).not.toMatch(/<img/i);
    expect(dom).not.toMatch(/<body[^>]*data-pwned/);
    expect(dom).toContain("&lt;img src=x onerror=\"document.body.setAttribute('data-pwned','img')\"&gt;");
    expect(dom).toContain("&lt;/script&gt;&lt;script&gt;document.body.setAttribute('data-pwned','script')&lt;/script&gt;");
    // One script of ours and the data block: nothing a text added.
    expect(dom.match(/<script/g)?.length).toBe(2);
  });

  it('opens 10,000 cases of at most 4 MB at their first page of rows', () => {
    const file = page('many', [manyCaseResults(10_000) as unknown as EvalResults]);
    const html = renderHtml([manyCaseResults(10_000) as unknown as EvalResults], { inputFields: ['query'] });
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HTML_MAX_BYTES + 64 * 1024);
    const dom = dumpDom(file);
    expect(drawnIds(dom)).toHaveLength(100);
    expect(dom).toContain('Cases 1–100 of 10000');
  });
});
