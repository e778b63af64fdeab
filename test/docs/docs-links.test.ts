// Every relative link in README.md and docs/*.md leads to a file that exists
// and, when it names an anchor, to a heading of that file: sections move
// between the README and docs/, and a link left behind must fail here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_PAGES, repoRoot } from '../helpers/doc-pages.js';

/** The anchors GitHub gives a markdown file's headings (a repeated heading gets -1, -2, ...). */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} +(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Each relative link of a markdown file outside code, [text](target) or <img src="target">, with its line. */
function links(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)|<img src="([^"]+)"/g)) {
      const target = m[1] ?? m[2] ?? '';
      if (!/^[a-z]+:/i.test(target)) found.push({ line: i + 1, target });
    }
  });
  return found;
}

describe('links between the README and docs/', () => {
  it('finds the pages and their links', () => {
    expect(DOC_PAGES).toContain('docs/security.md');
    expect(links(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it('lead to files that exist and to headings those files have', () => {
    const broken: string[] = [];
    for (const page of DOC_PAGES) {
      for (const { line, target } of links(readFileSync(path.join(repoRoot, page), 'utf8'))) {
        const [file = '', anchor] = target.split('#');
        const resolved = file === '' ? path.join(repoRoot, page) : path.resolve(path.dirname(path.join(repoRoot, page)), file);
        if (!existsSync(resolved)) broken.push(`${page}:${line}: ${target}: no such file`);
        else if (anchor !== undefined && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor))
          broken.push(`${page}:${line}: ${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect([
      ...headingAnchors('# A matrix of runners (shards)\n## `max-duration` and spend\n## Spend\n### Spend\n```\n# not a heading\n```'),
    ]).toEqual(['a-matrix-of-runners-shards', 'max-duration-and-spend', 'spend', 'spend-1']);
  });
});
