// The trajectory assertions' globs: promptfoo's matchesPattern (a RegExp made
// from the glob) gives the verdicts, in time proportional to name x pattern.
// The RegExp took 260 s for `*a*a*a*a*a*a*a*a*b` against 200 a's.
import { describe, expect, it } from 'vitest';
import { globMatches } from '../../src/score/assertions/glob.js';

/** promptfoo 0.121.20's matchesPattern, as it was here before (src/score/assertions/trajectory.ts). */
function promptfooMatches(name: string, pattern: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 'i').test(name);
}

describe('globMatches', () => {
  it("gives promptfoo's verdicts: wildcards, case, line breaks, regex characters taken literally", () => {
    const cases: [string, string][] = [
      ['search_docs', 'search_docs'],
      ['search_docs', 'SEARCH_*'],
      ['get_order', 'get_ord?r'],
      ['search', 'search_docs'],
      ['', ''],
      ['', '*'],
      ['a', ''],
      ['ls -la /tmp', 'ls *'],
      ['line\nbreak', 'line*'],
      ['line\nbreak', 'line?break'],
      ['a\r\nb', '*'],
      ['x.y(z)', 'x.y(z)'],
      ['xzy(z)', 'x.y(z)'],
      ['a+b', 'a+b'],
      ['[ab]', '[ab]'],
      ['a', '[ab]'],
      ['$^|\\{}', '$^|\\{}'],
      ['GRÜSSE', 'grüsse'],
      ['straße', 'STRASSE'],
      ['ſ', 's'],
      ['K', 'k'],
      ['😀x', '??x'],
      ['😀x', '?x'],
      ['abcabc', '*abc'],
      ['abcab', '*a*b*c'],
    ];
    expect(cases.map(([name, pattern]) => globMatches(name, pattern))).toEqual(cases.map(([name, pattern]) => promptfooMatches(name, pattern)));
  });

  it('agrees with it on thousands of random names and patterns', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = (chars: string, length: number) => Array.from({ length }, () => chars[random(chars.length)]).join('');
    for (let i = 0; i < 5000; i++) {
      const name = pick('abAB.\n*?', random(9));
      const pattern = pick('aAb*?.', random(7));
      expect([name, pattern, globMatches(name, pattern)]).toEqual([name, pattern, promptfooMatches(name, pattern)]);
    }
  });

  it('runs in time proportional to the name and the pattern, where the RegExp backtracks for minutes', () => {
    const started = performance.now();
    expect(globMatches('a'.repeat(100_000), `${'*a'.repeat(8)}*b`)).toBe(false);
    expect(globMatches(`${'a'.repeat(100_000)}b`, `${'*a'.repeat(8)}*b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
