// Checks that markdown renders on GitHub as it was meant to: parsed as
// GitHub-flavoured markdown (micromark with its GFM extension, the parser
// behind remark; GitHub itself runs cmark-gfm, which follows the same spec),
// every block of `|` lines is one GFM table with a cell per column and no line
// after it swallowed as a row, `<details>`/`<summary>` open and close in
// balance with the blank line after `</summary>` that GitHub needs to render
// the markdown inside, raw HTML is only the tags we write ourselves (untrusted
// text must have been escaped), and every ```mermaid block parses with
// Mermaid's own parser.
//
//   await expectGitHubMarkdown(body);            // throws with every problem found
//   gfmProblems(body) / await mermaidProblems(body)   // the problems, as lines
import type { Code, Html, Nodes, Parents, Root, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** The HTML the reports write themselves; any other tag came from unescaped text. */
export const REPORT_HTML_TAGS: ReadonlySet<string> = new Set(['details', 'summary', 'br', 'sub', 'sup', 'b', 'code', 'kbd', 'del', 'ins']);

export interface GfmOptions {
  /** Tag names raw HTML may use (default REPORT_HTML_TAGS). */
  htmlTags?: ReadonlySet<string>;
}

export function parseGfm(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** What would not render as intended, one line each ("line 12: ..."); empty when all is well. */
export function gfmProblems(markdown: string, options: GfmOptions = {}): string[] {
  const tree = parseGfm(markdown);
  const lines = markdown.split('\n');
  const nodes = walk(tree);
  // Lines inside fenced or indented code are text, whatever they look like.
  const inCode = new Set<number>();
  for (const { node } of nodes) if (node.type === 'code') for (const n of lineRange(node)) inCode.add(n);
  return [
    ...tableProblems(lines, inCode, nodes),
    ...detailsProblems(lines, inCode, nodes),
    ...htmlProblems(nodes, options.htmlTags ?? REPORT_HTML_TAGS),
  ];
}

/** Every ```mermaid block that Mermaid's parser refuses, with its error. */
export async function mermaidProblems(markdown: string): Promise<string[]> {
  const blocks = walk(parseGfm(markdown))
    .map(({ node }) => node)
    .filter((node): node is Code => node.type === 'code' && node.lang === 'mermaid');
  if (blocks.length === 0) return [];
  const mermaid = await loadMermaid();
  const problems: string[] = [];
  for (const block of blocks) {
    try {
      await mermaid.parse(block.value);
    } catch (error) {
      problems.push(
        `line ${startLine(block)}: mermaid block does not parse: ${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''}`,
      );
    }
  }
  return problems;
}

/** Fails with every problem found (tables, details, HTML, Mermaid), naming `label` (e.g. the golden file). */
export async function expectGitHubMarkdown(markdown: string, label = 'markdown', options: GfmOptions = {}): Promise<void> {
  const problems = [...gfmProblems(markdown, options), ...(await mermaidProblems(markdown))];
  if (problems.length > 0) throw new Error(`${label} would not render as intended on GitHub:\n  ${problems.join('\n  ')}`);
}

interface Visited {
  node: Nodes;
  parent: Parents | null;
}

function walk(tree: Root): Visited[] {
  const out: Visited[] = [];
  const visit = (node: Nodes, parent: Parents | null) => {
    out.push({ node, parent });
    if ('children' in node) for (const child of node.children) visit(child, node);
  };
  visit(tree, null);
  return out;
}

const startLine = (node: Nodes) => node.position?.start.line ?? 0;
const endLine = (node: Nodes) => node.position?.end.line ?? 0;
const lineRange = (node: Nodes) => Array.from({ length: endLine(node) - startLine(node) + 1 }, (_, i) => startLine(node) + i);

const PIPE_LINE = /^ {0,3}\|/;

/** Cells of a table line: split on `|` not escaped by a backslash (GFM splits inside code spans too). */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let escaped = false;
  for (const char of line.trim()) {
    if (char === '|' && !escaped) {
      cells.push(cell);
      cell = '';
    } else cell += char;
    escaped = char === '\\' && !escaped;
  }
  cells.push(cell);
  // A leading and a trailing pipe open and close the row; they do not add cells.
  if (line.trim().startsWith('|')) cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]?.trim() === '' && /(?<!\\)\|$/.test(line.trim())) cells.pop();
  return cells;
}

/** Each run of `|` lines is meant as one table: it must be one, with every row complete and nothing after it joined in. */
function tableProblems(lines: string[], inCode: Set<number>, nodes: Visited[]): string[] {
  const tables = new Map<number, Table>();
  for (const { node } of nodes) if (node.type === 'table') tables.set(startLine(node), node);
  const problems: string[] = [];
  const claimed = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const first = i + 1;
    if (inCode.has(first) || !PIPE_LINE.test(lines[i] ?? '')) continue;
    let last = first;
    while (last < lines.length && !inCode.has(last + 1) && PIPE_LINE.test(lines[last] ?? '')) last++;
    i = last - 1;
    const table = tables.get(first);
    if (!table) {
      problems.push(
        `lines ${first}-${last}: ${last - first + 1} lines starting with | are not a table (no delimiter row, or its column count differs from the header's)`,
      );
      continue;
    }
    claimed.add(first);
    const columns = table.align?.length ?? 0;
    if (endLine(table) !== last) {
      problems.push(
        `line ${first}: the table runs on to line ${endLine(table)}: "${lines[last] ?? ''}" has no blank line before it and became a row`,
      );
    }
    if (table.children.length !== last - first) {
      problems.push(`line ${first}: ${last - first + 1} lines (with the delimiter row) became ${table.children.length} table rows`);
    }
    for (let n = first; n <= last; n++) {
      const cells = tableCells(lines[n - 1] ?? '').length;
      if (cells !== columns) problems.push(`line ${n}: ${cells} cells in a table of ${columns} columns`);
    }
  }
  for (const [line] of tables) if (!claimed.has(line)) problems.push(`line ${line}: a table whose first line does not start with |`);
  return problems;
}

/** `<details>` and `<summary>` in balance, each where GitHub renders it as a block, with blank lines around the markdown inside. */
function detailsProblems(lines: string[], inCode: Set<number>, nodes: Visited[]): string[] {
  const problems: string[] = [];
  const open: number[] = [];
  let summaryOpen: number | null = null;
  const blank = (n: number) => (lines[n - 1] ?? '').trim() === '';
  for (let n = 1; n <= lines.length; n++) {
    if (inCode.has(n)) continue;
    const line = lines[n - 1] ?? '';
    for (const [tag] of line.matchAll(/<\/?(?:details|summary)\b[^>]*>/g)) {
      if (tag.startsWith('<details')) open.push(n);
      else if (tag === '</details>') {
        if (open.pop() === undefined) problems.push(`line ${n}: </details> without a <details>`);
        if (line.trim() === tag && !blank(n - 1)) problems.push(`line ${n}: </details> needs a blank line before it`);
      } else if (tag.startsWith('<summary')) {
        if (open.length === 0) problems.push(`line ${n}: <summary> outside <details>`);
        if (summaryOpen !== null) problems.push(`line ${n}: <summary> inside the <summary> of line ${summaryOpen}`);
        summaryOpen = n;
      } else {
        if (summaryOpen === null) problems.push(`line ${n}: </summary> without a <summary>`);
        summaryOpen = null;
        const rest = line.slice(line.indexOf(tag) + tag.length).trim();
        if (rest === '' && n < lines.length && !blank(n + 1))
          problems.push(`line ${n}: </summary> needs a blank line after it, or GitHub shows the markdown inside as text`);
      }
    }
  }
  for (const n of open) problems.push(`line ${n}: <details> is never closed`);
  if (summaryOpen !== null) problems.push(`line ${summaryOpen}: <summary> is never closed`);
  // Inside a paragraph, <details> is inline HTML: GitHub would not collapse anything.
  for (const { node, parent } of nodes) {
    if (node.type === 'html' && /<\/?details\b/.test(node.value) && parent?.type === 'paragraph')
      problems.push(`line ${startLine(node)}: <details> inside a paragraph (it must start its own line, after a blank line)`);
  }
  return problems;
}

/** Raw HTML other than the reports' own tags: a sign that untrusted text reached the markdown unescaped. */
function htmlProblems(nodes: Visited[], allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { node } of nodes) {
    if (node.type !== 'html') continue;
    const html: Html = node;
    const text = html.value.replace(/<!--[\s\S]*?-->/g, '');
    for (const [, name] of text.matchAll(/<\/?([A-Za-z][\w-]*)/g)) {
      if (!allowed.has((name ?? '').toLowerCase())) problems.push(`line ${startLine(node)}: raw HTML <${name ?? ''}> (unescaped text?)`);
    }
  }
  return problems;
}

interface MermaidParser {
  parse(text: string): Promise<unknown>;
}

let mermaidLoad: Promise<MermaidParser> | undefined;

/** Mermaid's parser sanitises with DOMPurify, which needs a window: a JSDOM one, set before mermaid is first imported. */
function loadMermaid(): Promise<MermaidParser> {
  mermaidLoad ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    const mermaid = (await import('mermaid')).default;
    return { parse: (text: string) => mermaid.parse(text) };
  })();
  return mermaidLoad;
}
