// promptfoo's matchesPattern (its trajectory assertions): a glob whose `*`
// and `?` become `.*` and `.`, anchored and case-insensitive, run as a
// RegExp. That RegExp backtracks: `*a*a*a*a*a*a*a*a*b` against 200 a's (a
// step name, or a command line the agent wrote) runs for minutes. The same
// language is matched here by stepping through the name once, keeping the
// set of pattern positions it can be at: name length x pattern length steps
// at most, and the verdicts of that RegExp (`.` stops at line breaks, case is
// compared as its `i` flag compares it).

/** What `.` does not match in a RegExp without the `s` flag. */
const LINE_BREAKS = new Set(['\n', '\r', '\u2028', '\u2029']);

// One literal's case-insensitive comparison, as the RegExp's `i` flag makes it: by that flag itself.
const caseless = new Map<string, RegExp>();
function sameLetter(literal: string, char: string): boolean {
  if (literal === char) return true;
  let re = caseless.get(literal);
  if (re === undefined) {
    if (caseless.size >= 4096) caseless.clear();
    re = new RegExp(`^${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    caseless.set(literal, re);
  }
  return re.test(char);
}

/** Whether `name` matches the glob `pattern` (`*` any run, `?` any one character, neither across a line break), anchored, case-insensitive. */
export function globMatches(name: string, pattern: string): boolean {
  const m = pattern.length;
  // Positions in the pattern the name read so far can end at; a `*` may also match nothing.
  const close = (at: Uint8Array) => {
    for (let i = 0; i < m; i++) if (at[i] && pattern[i] === '*') at[i + 1] = 1;
    return at;
  };
  let at = close(Uint8Array.from({ length: m + 1 }, (_, i) => Number(i === 0)));
  for (let k = 0; k < name.length; k++) {
    const char = name[k] as string;
    const wild = !LINE_BREAKS.has(char);
    const next = new Uint8Array(m + 1);
    let any = false;
    for (let i = 0; i < m; i++) {
      if (!at[i]) continue;
      const token = pattern[i] as string;
      const to = token === '*' ? (wild ? i : -1) : (token === '?' ? wild : sameLetter(token, char)) ? i + 1 : -1;
      if (to >= 0) {
        next[to] = 1;
        any = true;
      }
    }
    if (!any) return false;
    at = close(next);
  }
  return at[m] === 1;
}
