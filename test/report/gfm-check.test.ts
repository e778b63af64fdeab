// The render checks (test/helpers/gfm.ts) must fail on what GitHub would show
// wrongly, or the golden render test proves nothing.
import { describe, expect, it } from 'vitest';
import { expectGitHubMarkdown, gfmProblems, mermaidProblems, tableCells } from '../helpers/gfm.js';
import { cutMarkdown, cutMarkdownToUtf8Bytes } from '../../src/report/limits.js';

const table = ['| Case | Output |', '|---|---|', '| a | one |', '| b | two \\| three |'];
const details = ['<details><summary>Fixed (1)</summary>', '', ...table, '', '</details>'];

describe('gfmProblems', () => {
  it('passes well-formed tables, details and escaped pipes', () => {
    expect(gfmProblems([...table, '', ...details, ''].join('\n'))).toEqual([]);
  });

  it('splits cells on unescaped pipes only', () => {
    expect(tableCells('| a | b \\| c | `d` |')).toEqual([' a ', ' b \\| c ', ' `d` ']);
    expect(tableCells('| a | b \\|')).toEqual([' a ', ' b \\|']);
  });

  it('fails a row with an extra cell (an unescaped pipe in a cell)', () => {
    const broken = [...table.slice(0, 3), '| b | two | three |'].join('\n');
    expect(gfmProblems(broken)).toEqual(['line 4: 3 cells in a table of 2 columns']);
  });

  it('fails pipe lines that are no table: a delimiter row with the wrong column count', () => {
    expect(gfmProblems(['| Case | Output |', '|---|---|---|', '| a | one |'].join('\n'))).toEqual([
      "lines 1-3: 3 lines starting with | are not a table (no delimiter row, or its column count differs from the header's)",
    ]);
  });

  it('fails a line after a table without a blank line: it becomes a row', () => {
    const problems = gfmProblems([...table, 'Trials: 3 per case.'].join('\n'));
    expect(problems).toContain('line 1: the table runs on to line 5: "Trials: 3 per case." has no blank line before it and became a row');
  });

  it('fails an unclosed <details>, a stray </details> and a missing blank line after </summary>', () => {
    expect(gfmProblems(details.slice(0, -1).join('\n'))).toContain('line 1: <details> is never closed');
    expect(gfmProblems(['a', '', '</details>'].join('\n'))).toContain('line 3: </details> without a <details>');
    expect(gfmProblems(['<details><summary>x</summary>', ...table, '', '</details>'].join('\n'))).toContain(
      'line 1: </summary> needs a blank line after it, or GitHub shows the markdown inside as text',
    );
    expect(gfmProblems(['<details><summary>x</summary>', '', 'text', '</details>'].join('\n'))).toContain(
      'line 4: </details> needs a blank line before it',
    );
  });

  it('fails <details> in the middle of a paragraph and raw HTML that is not ours', () => {
    expect(gfmProblems('Some text <details><summary>x</summary>\n\n</details>')).toContain(
      'line 1: <details> inside a paragraph (it must start its own line, after a blank line)',
    );
    expect(gfmProblems('An output: <img src=x onerror=alert(1)>')).toEqual(['line 1: raw HTML <img> (unescaped text?)']);
  });

  it('ignores what is inside code blocks', () => {
    expect(gfmProblems(['```', '| a |', '<details>', '<script>', '```'].join('\n'))).toEqual([]);
  });
});

describe('mermaidProblems', () => {
  const chart = (body: string) => ['```mermaid', body, '```'].join('\n');

  it('passes a chart Mermaid parses and fails one it does not', async () => {
    const good = 'xychart-beta\n  title "Pass rate"\n  x-axis ["a1", "b2", "c3"]\n  y-axis "Pass rate (%)" 0 --> 100\n  line [80, 85, 90]';
    expect(await mermaidProblems(chart(good))).toEqual([]);
    const bad = await mermaidProblems(chart('xychart-beta\n  line [80, 85,, oops'));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^line 1: mermaid block does not parse: /);
  });

  it('expectGitHubMarkdown throws with every problem, naming the file', async () => {
    await expect(expectGitHubMarkdown(details.slice(0, -1).join('\n'), 'x.comment.md')).rejects.toThrow(
      /x\.comment\.md would not render as intended on GitHub:\n {2}line 1: <details> is never closed/,
    );
  });
});

describe('cutMarkdown', () => {
  it('cuts at a line end and closes the details and code fence the cut left open', () => {
    const text = ['## Title', '', ...details.slice(0, 4), '', '```', 'code line', 'x'.repeat(500), '```', '', '</details>', ''].join('\n');
    const cut = cutMarkdown(text, 150, '\n\n…cut.\n');
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(150);
    expect(cut.text).toContain('code line\n```\n\n</details>\n\n…cut.');
    expect(gfmProblems(cut.text)).toEqual([]);
  });

  it('counts UTF-8 bytes for the job summary, closing what the cut left open', () => {
    const text = ['<details><summary>€</summary>', '', ...Array.from({ length: 50 }, (_, i) => `| ${i} | €€€ |`), '', '</details>'].join('\n');
    const table = ['| n | text |', '|---|---|'];
    const md = text.replace('\n\n|', `\n\n${table.join('\n')}\n|`);
    const cut = cutMarkdownToUtf8Bytes(md, 300, '\n\n…cut.\n');
    expect(Buffer.byteLength(cut.text)).toBeLessThanOrEqual(300);
    expect(cut.text.endsWith('|\n\n</details>\n\n…cut.\n')).toBe(true);
    expect(gfmProblems(cut.text)).toEqual([]);
  });

  it('leaves text within the limit alone', () => {
    expect(cutMarkdown('short', 10, '…')).toEqual({ text: 'short', truncated: false });
  });
});
