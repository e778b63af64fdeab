import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown, excerpt, oneLine, stripControl } from '../../src/base/escape.js';

describe('escapeMarkdown', () => {
  it('keeps injected HTML, tables, links and mentions as text', () => {
    const evil = '<img src=x onerror=alert(1)> | col | @octocat [click](https://evil.example) **bold** `code`\n| a | b |';
    const out = escapeMarkdown(evil);
    expect(out).not.toMatch(/<img/);
    expect(out).not.toMatch(/(^|[^\\])\|/); // every pipe escaped: cannot open a new cell
    expect(out).not.toContain('@octocat');
    expect(out).toContain('&#64;octocat');
    expect(out).not.toContain('](');
    expect(out).not.toContain('https://');
    expect(out).not.toContain('\n');
    expect(out).toContain('\\*\\*bold\\*\\*');
  });

  it('leaves plain words alone', () => {
    expect(escapeMarkdown('256 KB is the limit.')).toBe('256 KB is the limit.');
  });
});

describe('escapeHtml', () => {
  it('escapes tags, quotes and mentions', () => {
    expect(escapeHtml(`<summary a="1">'x' @team</summary>`)).toBe('&lt;summary a=&quot;1&quot;&gt;&#39;x&#39; &#64;team&lt;/summary&gt;');
  });
});

describe('stripControl', () => {
  it('removes terminal escape sequences and control characters', () => {
    expect(stripControl('ok\u001b[2J\u001b[31mred\u001b[0m\u0007\u001b]0;title\u0007 done\tx\ny')).toBe('okred done\tx\ny');
  });

  it('shows bidi, zero-width and other invisible characters instead of letting them reorder or hide text', () => {
    expect(stripControl('invoice\u202egpj.exe')).toBe('invoice<U+202E>gpj.exe');
    expect(stripControl('a\u200bb\u2066c\u2069\ufeff\u2028\u{e0041}')).toBe('a<U+200B>b<U+2066>c<U+2069><U+FEFF><U+2028><U+E0041>');
    expect(escapeMarkdown('x\u202ey')).toBe('x&lt;U\\+202E&gt;y');
  });
});

describe('oneLine', () => {
  it('keeps a piece of text on its line', () => {
    expect(oneLine('id\n::error::x\r\ny\rz')).toBe('id ::error::x y z');
  });
});

describe('excerpt', () => {
  it('folds whitespace and cuts at a character limit without splitting surrogate pairs', () => {
    expect(excerpt('a\n\n  b   c', 10)).toBe('a b c');
    const cut = excerpt('😀'.repeat(10), 5);
    expect([...cut]).toHaveLength(5);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]…/);
  });
});
