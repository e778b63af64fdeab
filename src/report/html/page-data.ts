// The rows as the page's data: by column, with short keys and tables of the
// repeated strings (models, tags, assertion types), so 10,000 cases fit in a
// few megabytes. Long texts are cut here, each to its own cap; when the page
// would still be over HTML_MAX_BYTES, every cap is lowered together until it
// fits. A cut text is [kept, chars cut], and the page says how many more
// characters the results JSON holds. Rows over COMPRESS_ABOVE bytes of JSON
// go in gzipped (base64), for the page to inflate with the browser's own
// DecompressionStream: output text compresses about threefold, which is what
// lets 10,000 cases keep most of their words. Pure.
import { gzipSync } from 'node:zlib';
import type { Row } from './rows.js';
import { statusRank } from './statuses.js';

/** The largest page renderHtml aims for (the bound for 10,000 cases). */
export const HTML_MAX_BYTES = 4_000_000;

/** Most characters kept of each kind of text, before any lowering for size. */
const CAPS = { output: 4000, input: 2000, expected: 1000, error: 1000, reason: 600, call: 400 } as const;
type TextKind = keyof typeof CAPS;
/** Caps are never lowered below this many characters. */
const MIN_CAP = 60;
/** Rows whose JSON is larger than this go in gzipped: small pages stay readable as text. */
const COMPRESS_ABOVE = 1_000_000;

/** A text whole, or [the kept part, how many characters were cut]. */
export type PageText = string | [string, number];

/** One dataset's rows, by column. */
export interface PageRows {
  /** Case ids. */
  i: string[];
  /** Model: an index into `models`, -1 for none. */
  m: number[];
  /** Tags: indexes into `tags`. */
  g: number[][];
  /** Status: an index into the page's statuses. */
  c: number[];
  /** Score and its change from the baseline. */
  s: (number | null)[];
  d: (number | null)[];
  /** 1: the trials disagree. */
  f: number[];
  /** Re-runs of a regression: [passes, runs, a passing re-run's answer or null]. */
  r: ([number, number, PageText | null] | null)[];
  in: (PageText | null)[];
  ex: (PageText | null)[];
  o: (PageText | null)[];
  b: (PageText | null)[];
  e: (PageText | null)[];
  /** Assertions, flat: type (an index into `types`), status, reason; repeated. */
  a: (number | string | PageText)[][];
  /** Tool calls now and in the baseline, one line each. */
  t: (PageText[] | null)[];
  bt: (PageText[] | null)[];
  /** A conversation now and in the baseline, one line per message and call; its summary (ours). */
  v: (PageText[] | null)[];
  bv: (PageText[] | null)[];
  vs: (string | null)[];
  /** An agent's spans, a tree as indented lines (span-tree.ts). */
  sp: (PageText[] | null)[];
}

export interface PageTables {
  models: string[];
  tags: string[];
  types: string[];
}

/** The page's data: the tables, and each dataset's rows by column, or (large) their JSON gzipped, in base64. */
export interface PageData {
  tables: PageTables;
  rows: PageRows[] | string;
}

/** Each dataset's rows by column, with the tables they index, cut to fit `maxBytes` of JSON in all. */
export function pageData(datasets: readonly Row[][], maxBytes: number = HTML_MAX_BYTES): PageData {
  const tables = { models: new Index(), tags: new Index(), types: new Index() };
  const chars = (scale: number) => datasets.reduce((sum, r) => sum + r.reduce((n, row) => n + textChars(row, scale), 0), 0);
  let scale = 1;
  for (;;) {
    const columned = datasets.map((r) => columns(r, tables, scale));
    const json = JSON.stringify(columned);
    const rows = Buffer.byteLength(json) > COMPRESS_ABOVE ? gzipSync(json).toString('base64') : columned;
    const out = { tables: { models: tables.models.list, tags: tables.tags.list, types: tables.types.list }, rows };
    const size = Buffer.byteLength(JSON.stringify(out));
    if (size <= maxBytes || scale * CAPS.output <= MIN_CAP) return out;
    // The scale that keeps as much less text as the page is over (and a little more), found by halving.
    scale = scaleFor(chars, (chars(scale) * maxBytes * 0.97) / size, scale);
  }
}

/** The largest scale below `from` at which at most `target` characters are kept. */
function scaleFor(chars: (scale: number) => number, target: number, from: number): number {
  let low = MIN_CAP / CAPS.output;
  let high = from;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (chars(mid) > target) high = mid;
    else low = mid;
  }
  return low;
}

class Index {
  readonly list: string[] = [];
  private readonly seen = new Map<string, number>();
  of(value: string): number {
    let i = this.seen.get(value);
    if (i === undefined) this.seen.set(value, (i = this.list.push(value) - 1));
    return i;
  }
}

const capOf = (kind: TextKind, scale: number) => Math.max(MIN_CAP, Math.floor(CAPS[kind] * scale));

/** The text cut to its kind's cap, by code points (a surrogate pair is never split). */
function cut(text: string, kind: TextKind, scale: number): PageText {
  const cap = capOf(kind, scale);
  if (text.length <= cap) return text;
  const points = [...text];
  return points.length <= cap ? text : [points.slice(0, cap).join(''), points.length - cap];
}

const cutOrNull = (text: string | null, kind: TextKind, scale: number) => (text === null ? null : cut(text, kind, scale));

/** The characters of a row's texts the page keeps at `scale`. */
function textChars(row: Row, scale: number): number {
  const kept = (text: string | null, kind: TextKind) => Math.min(text?.length ?? 0, capOf(kind, scale));
  return (
    kept(row.input, 'input') +
    kept(row.expected, 'expected') +
    kept(row.output, 'output') +
    kept(row.baseline, 'output') +
    kept(row.confirmation?.passed_output ?? null, 'output') +
    kept(row.error, 'error') +
    row.asserts.reduce((n, a) => n + kept(a.reason, 'reason'), 0) +
    [...(row.calls ?? []), ...(row.baselineCalls ?? []), ...(row.spans ?? [])].reduce((n, c) => n + kept(c, 'call'), 0) +
    [...(row.conversation ?? []), ...(row.baselineConversation ?? [])].reduce((n, c) => n + kept(c, 'reason'), 0)
  );
}

function columns(rows: readonly Row[], tables: { models: Index; tags: Index; types: Index }, scale: number): PageRows {
  const out: PageRows = {
    i: [],
    m: [],
    g: [],
    c: [],
    s: [],
    d: [],
    f: [],
    r: [],
    in: [],
    ex: [],
    o: [],
    b: [],
    e: [],
    a: [],
    t: [],
    bt: [],
    v: [],
    bv: [],
    vs: [],
    sp: [],
  };
  for (const row of rows) {
    out.i.push(row.id);
    out.m.push(row.model === null ? -1 : tables.models.of(row.model));
    out.g.push(row.tags.map((t) => tables.tags.of(t)));
    out.c.push(statusRank(row.status));
    out.s.push(row.score);
    out.d.push(row.delta);
    out.f.push(row.flaky ? 1 : 0);
    out.r.push(
      row.confirmation ? [row.confirmation.passes, row.confirmation.runs, cutOrNull(row.confirmation.passed_output ?? null, 'output', scale)] : null,
    );
    out.in.push(cutOrNull(row.input, 'input', scale));
    out.ex.push(cutOrNull(row.expected, 'expected', scale));
    out.o.push(cutOrNull(row.output, 'output', scale));
    out.b.push(cutOrNull(row.baseline, 'output', scale));
    out.e.push(cutOrNull(row.error, 'error', scale));
    out.a.push(row.asserts.flatMap((a) => [tables.types.of(a.type), a.status[0] ?? '', cut(a.reason, 'reason', scale)]));
    out.t.push(row.calls ? row.calls.map((c) => cut(c, 'call', scale)) : null);
    out.bt.push(row.baselineCalls ? row.baselineCalls.map((c) => cut(c, 'call', scale)) : null);
    out.v.push(row.conversation ? row.conversation.map((c) => cut(c, 'reason', scale)) : null);
    out.bv.push(row.baselineConversation ? row.baselineConversation.map((c) => cut(c, 'reason', scale)) : null);
    out.vs.push(row.conversationSummary);
    out.sp.push(row.spans ? row.spans.map((c) => cut(c, 'call', scale)) : null);
  }
  return out;
}
