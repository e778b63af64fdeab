// Python `re` patterns (the Python supereval tool scores `answer_match: regex`
// with `re.search(expected.answer, final_answer)`, agent/scorer.py
// score_trajectory) translated into an equivalent JavaScript RegExp.
//
// The pattern is parsed as CPython 3.11's re/_parser.py parses a str pattern
// (same syntax, same errors), then every construct is written out explicitly
// in a `v`-flag RegExp, so no JavaScript default leaks in:
// - `.` is [^\n] (Python excludes only \n), `^ $ \A \Z` are lookarounds with
//   Python's rules (`$` also matches before a final \n);
// - \d \w \s \b are Python 3's Unicode str classes (\w = letters, numbers, _;
//   \s includes \x1c-\x1f and \x85); with (?a) their ASCII forms;
// - ignore-case is Python's rule, not JavaScript's case folding: two
//   characters are equal when their lowercase forms are, plus the extra pairs
//   of re/_casefix.py (i/ı, s/ſ, µ/μ, ...); (?a) makes it ASCII-only;
// - scoped flags (?i:...) (?-i:...) (?s:...) (?m:...) (?x:...) (?a:...)
//   apply to their group only; atomic groups and possessive repeats become
//   (?=(...))\N.
// What has no faithful translation is a PythonRegexError at load time: a
// conditional (?(1)...), a backreference to a group that may not take part
// in the match (Python fails it, JavaScript matches it empty).
//
// Only whether a match exists is used, so the translation need not keep
// Python's group numbers; it keeps names for (?P=name).

export class PythonRegexError extends Error {
  override name = 'PythonRegexError';
}

export interface TranslatedRegex {
  source: string;
  flags: string;
}

const FLAG_I = 1;
const FLAG_M = 2;
const FLAG_S = 4;
const FLAG_X = 8;
const FLAG_A = 16;
const FLAG_U = 32;
const FLAG_L = 64;
const FLAG_T = 128;
const FLAG_BITS: Record<string, number> = { i: FLAG_I, m: FLAG_M, s: FLAG_S, x: FLAG_X, a: FLAG_A, u: FLAG_U, L: FLAG_L, t: FLAG_T };

type Category = 'd' | 'D' | 'w' | 'W' | 's' | 'S';
type Anchor = 'begin' | 'begin_line' | 'end' | 'end_line' | 'begin_string' | 'end_string' | 'boundary' | 'non_boundary';

type ClassItem = { kind: 'char'; cp: number } | { kind: 'range'; lo: number; hi: number } | { kind: 'cat'; cat: Category };

type Node =
  | { t: 'char'; cp: number; flags: number }
  | { t: 'any'; flags: number }
  | { t: 'class'; negated: boolean; items: ClassItem[]; flags: number }
  | { t: 'cat'; cat: Category; flags: number }
  | { t: 'at'; anchor: Anchor; flags: number }
  | { t: 'group'; index: number | null; name: string | null; body: Alt }
  | { t: 'look'; behind: boolean; negative: boolean; body: Alt }
  | { t: 'atomic'; body: Alt }
  | { t: 'repeat'; min: number; max: number; mode: 'greedy' | 'lazy' | 'possessive'; body: Node }
  | { t: 'ref'; index: number; flags: number };
type Seq = Node[];
interface Alt {
  branches: Seq[];
}

// re/_constants.py MAXREPEAT on 64-bit CPython.
const MAXREPEAT = 4294967295;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0b, 0x0c, 0x0d]);
const DIGIT = /^[0-9]$/;
const OCT = /^[0-7]$/;
const HEX = /^[0-9a-fA-F]$/;
const ASCII_LETTER = /^[a-zA-Z]$/;

/** Translates a Python `re` pattern; throws PythonRegexError where Python would raise re.error, or where no translation exists. */
export function translatePythonRegex(pattern: string): TranslatedRegex {
  const parser = new Parser(pattern);
  const tree = parser.parsePattern();
  const emitter = new Emitter(parser.groupNames);
  const source = emitter.alt(tree);
  if (emitter.needsIgnoreCaseFlag && emitter.sawCaseSensitive) {
    throw new PythonRegexError('a backreference matched ignoring case, in a pattern with case-sensitive parts, cannot be translated');
  }
  const flags = emitter.needsIgnoreCaseFlag ? 'iv' : 'v';
  try {
    new RegExp(source, flags);
  } catch (error) {
    throw new PythonRegexError(`cannot be translated to a JavaScript regular expression (${error instanceof Error ? error.message : String(error)})`);
  }
  return { source, flags };
}

/** The translated RegExp (a search, as re.search). */
export function compilePythonRegex(pattern: string): RegExp {
  const { source, flags } = translatePythonRegex(pattern);
  return new RegExp(source, flags);
}

class Parser {
  private readonly cps: number[];
  private pos = 0;
  private globalFlags = 0;
  private groupCount = 0;
  readonly groupNames = new Map<string, number>();
  private readonly openGroups = new Set<number>();
  private readonly groupWidths = new Map<number, [number, number]>();
  // Group numbers defined inside the lookbehind being parsed: they cannot be referred to from it.
  private lookbehindFrom: number | null = null;

  constructor(private readonly pattern: string) {
    this.cps = Array.from(pattern, (c) => c.codePointAt(0) as number);
  }

  private error(message: string, at = this.pos): PythonRegexError {
    return new PythonRegexError(`${message} at position ${at}`);
  }

  private peek(): string | null {
    const cp = this.cps[this.pos];
    return cp === undefined ? null : String.fromCodePoint(cp);
  }

  private next(): string | null {
    const c = this.peek();
    if (c !== null) this.pos++;
    return c;
  }

  private match(c: string): boolean {
    if (this.peek() === c) {
      this.pos++;
      return true;
    }
    return false;
  }

  parsePattern(): Alt {
    const alt = this.parseAlt(this.globalFlags, true, 0);
    if (this.peek() === ')') throw this.error('unbalanced parenthesis');
    return alt;
  }

  private verbose(flags: number): boolean {
    return (flags & FLAG_X) !== 0;
  }

  // re/_parser.py _parse_sub: branches separated by |.
  private parseAlt(flags: number, top: boolean, nested: number): Alt {
    const branches: Seq[] = [];
    for (;;) {
      branches.push(this.parseSeq(flags, top && branches.length === 0, nested));
      if (!this.match('|')) break;
    }
    return { branches };
  }

  // re/_parser.py _parse: one branch.
  private parseSeq(flagsIn: number, first: boolean, nested: number): Seq {
    let flags = flagsIn;
    const seq: Seq = [];
    for (;;) {
      const here = this.pos;
      const c = this.peek();
      if (c === null || c === '|' || c === ')') break;
      this.pos++;
      if (this.verbose(flags)) {
        if (WHITESPACE.has(c.codePointAt(0) as number)) continue;
        if (c === '#') {
          while (this.peek() !== null && this.next() !== '\n');
          continue;
        }
      }
      if (c === '\\') {
        seq.push(this.escape(flags));
      } else if (c === '[') {
        seq.push(this.charClass(flags, here));
      } else if (c === '*' || c === '+' || c === '?' || c === '{') {
        let min: number;
        let max: number;
        if (c === '?') [min, max] = [0, 1];
        else if (c === '*') [min, max] = [0, MAXREPEAT];
        else if (c === '+') [min, max] = [1, MAXREPEAT];
        else {
          const bounds = this.braces();
          if (bounds === null) {
            seq.push({ t: 'char', cp: 0x7b, flags });
            continue;
          }
          [min, max] = bounds;
        }
        const item = seq[seq.length - 1];
        if (item === undefined || item.t === 'at') throw this.error('nothing to repeat', here);
        if (item.t === 'repeat') throw this.error('multiple repeat', here);
        const mode = this.match('?') ? 'lazy' : this.match('+') ? 'possessive' : 'greedy';
        seq[seq.length - 1] = { t: 'repeat', min, max, mode, body: item };
      } else if (c === '.') {
        seq.push({ t: 'any', flags });
      } else if (c === '^') {
        seq.push({ t: 'at', anchor: flags & FLAG_M ? 'begin_line' : 'begin', flags });
      } else if (c === '$') {
        seq.push({ t: 'at', anchor: flags & FLAG_M ? 'end_line' : 'end', flags });
      } else if (c === '(') {
        const result = this.group(flags, first && seq.length === 0, nested, here);
        if (result === 'global') {
          flags = this.globalFlags;
          continue;
        }
        if (result !== null) seq.push(result);
      } else {
        seq.push({ t: 'char', cp: c.codePointAt(0) as number, flags });
      }
    }
    return seq;
  }

  // {m}, {m,}, {,n}, {m,n}; anything else makes the { a literal.
  private braces(): [number, number] | null {
    const start = this.pos;
    if (this.peek() === '}') return null;
    let lo = '';
    let hi = '';
    while (this.peek() !== null && DIGIT.test(this.peek() as string)) lo += this.next() as string;
    if (this.match(',')) {
      while (this.peek() !== null && DIGIT.test(this.peek() as string)) hi += this.next() as string;
    } else {
      hi = lo;
    }
    if (!this.match('}')) {
      this.pos = start;
      return null;
    }
    const min = lo ? Number(lo) : 0;
    const max = hi ? Number(hi) : MAXREPEAT;
    if (min >= MAXREPEAT || (hi && max >= MAXREPEAT)) throw new PythonRegexError('the repetition number is too large');
    if (max < min) throw this.error('min repeat greater than max repeat', start - 1);
    return [min, max];
  }

  private group(flags: number, first: boolean, nested: number, start: number): Node | 'global' | null {
    let capture = true;
    let atomic = false;
    let name: string | null = null;
    let subFlags = flags;
    if (this.match('?')) {
      const c = this.next();
      if (c === null) throw this.error('unexpected end of pattern');
      if (c === 'P') {
        if (this.match('<')) {
          name = this.until('>', 'group name');
          this.checkName(name);
        } else if (this.match('=')) {
          const refName = this.until(')', 'group name');
          this.checkName(refName);
          const index = this.groupNames.get(refName);
          if (index === undefined) throw this.error(`unknown group name '${refName}'`);
          return this.reference(index, flags);
        } else {
          const d = this.next();
          if (d === null) throw this.error('unexpected end of pattern');
          throw this.error(`unknown extension ?P${d}`);
        }
      } else if (c === ':') {
        capture = false;
      } else if (c === '#') {
        for (;;) {
          if (this.peek() === null) throw this.error('missing ), unterminated comment', start);
          if (this.next() === ')') break;
        }
        return null;
      } else if (c === '=' || c === '!' || c === '<') {
        let negative = c === '!';
        let behind = false;
        if (c === '<') {
          const d = this.next();
          if (d === null) throw this.error('unexpected end of pattern');
          if (d !== '=' && d !== '!') throw this.error(`unknown extension ?<${d}`);
          behind = true;
          negative = d === '!';
        }
        const outer = this.lookbehindFrom;
        if (behind && outer === null) this.lookbehindFrom = this.groupCount + 1;
        const body = this.parseAlt(flags, false, nested + 1);
        if (behind) this.lookbehindFrom = outer;
        if (!this.match(')')) throw this.error('missing ), unterminated subpattern', start);
        if (behind) {
          const [lo, hi] = this.width(body);
          if (lo !== hi) throw new PythonRegexError('look-behind requires fixed-width pattern');
        }
        return { t: 'look', behind, negative, body };
      } else if (c === '(') {
        throw new PythonRegexError(
          `conditional group (?(...)...) at position ${start} cannot be translated: JavaScript regular expressions have no conditionals`,
        );
      } else if (c === '>') {
        capture = false;
        atomic = true;
      } else if (c in FLAG_BITS || c === '-') {
        const parsed = this.inlineFlags(c);
        if (parsed === null) {
          if (!first) throw this.error('global flags not at the start of the expression', start);
          return 'global';
        }
        capture = false;
        // re/_compiler.py _combine_flags: a type flag (a, u) replaces the other.
        const base = parsed.add & (FLAG_A | FLAG_U) ? flags & ~(FLAG_A | FLAG_U) : flags;
        subFlags = (base | parsed.add) & ~parsed.del;
      } else {
        throw this.error(`unknown extension ?${c}`);
      }
    }
    let index: number | null = null;
    if (capture) {
      index = ++this.groupCount;
      if (name !== null) {
        if (this.groupNames.has(name))
          throw this.error(`redefinition of group name '${name}' as group ${index}; was group ${String(this.groupNames.get(name))}`);
        this.groupNames.set(name, index);
      }
      this.openGroups.add(index);
    }
    const body = this.parseAlt(subFlags, false, nested + 1);
    if (!this.match(')')) throw this.error('missing ), unterminated subpattern', start);
    if (index !== null) {
      this.openGroups.delete(index);
      this.groupWidths.set(index, this.width(body));
      return { t: 'group', index, name, body };
    }
    if (atomic) return { t: 'atomic', body };
    return { t: 'group', index: null, name: null, body };
  }

  private reference(index: number, flags: number): Node {
    if (this.openGroups.has(index)) throw this.error('cannot refer to an open group');
    if (this.lookbehindFrom !== null && index >= this.lookbehindFrom) {
      throw this.error('cannot refer to group defined in the same lookbehind subpattern');
    }
    return { t: 'ref', index, flags };
  }

  // re/_parser.py _parse_flags. Returns null for global flags (they are applied here).
  private inlineFlags(firstChar: string): { add: number; del: number } | null {
    let c: string | null = firstChar;
    let add = 0;
    let del = 0;
    if (c !== '-') {
      for (;;) {
        if (c === 'L') throw this.error("bad inline flags: cannot use 'L' flag with a str pattern");
        const bit = FLAG_BITS[c] as number;
        add |= bit;
        if (bit & (FLAG_A | FLAG_U) && (add & (FLAG_A | FLAG_U)) !== bit)
          throw this.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
        c = this.next();
        if (c === null) throw this.error('missing -, : or )');
        if (c === ')' || c === '-' || c === ':') break;
        if (!(c in FLAG_BITS)) throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing -, : or )');
      }
    }
    if (c === ')') {
      if (add & FLAG_T) throw new PythonRegexError('the TEMPLATE flag (?t) cannot be translated');
      this.globalFlags |= add;
      return null;
    }
    if (add & FLAG_T) throw this.error('bad inline flags: cannot turn on global flag');
    if (c === '-') {
      c = this.next();
      if (c === null) throw this.error('missing flag');
      if (!(c in FLAG_BITS)) throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing flag');
      for (;;) {
        const bit = FLAG_BITS[c] as number;
        if (bit & (FLAG_A | FLAG_U | FLAG_L)) throw this.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
        del |= bit;
        c = this.next();
        if (c === null) throw this.error('missing :');
        if (c === ':') break;
        if (!(c in FLAG_BITS)) throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing :');
      }
    }
    if (del & FLAG_T) throw this.error('bad inline flags: cannot turn off global flag');
    if (add & del) throw this.error('bad inline flags: flag turned on and off');
    return { add, del };
  }

  private until(end: string, what: string): string {
    let out = '';
    for (;;) {
      const c = this.next();
      if (c === null) throw this.error(`missing ${end}, unterminated name`);
      if (c === end) break;
      out += c;
    }
    if (out === '') throw this.error(`missing ${what}`);
    return out;
  }

  private checkName(name: string): void {
    // str.isidentifier(): XID_Start (or _) then XID_Continue.
    if (!/^[\p{XID_Start}_][\p{XID_Continue}]*$/u.test(name)) throw this.error(`bad character in group name '${name}'`);
  }

  // re/_parser.py _escape (outside a class).
  private escape(flags: number): Node {
    const at = this.pos - 1;
    const c = this.next();
    if (c === null) throw this.error('bad escape (end of pattern)', at);
    switch (c) {
      case 'A':
        return { t: 'at', anchor: 'begin_string', flags };
      case 'Z':
        return { t: 'at', anchor: 'end_string', flags };
      case 'b':
        return { t: 'at', anchor: 'boundary', flags };
      case 'B':
        return { t: 'at', anchor: 'non_boundary', flags };
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 's':
      case 'S':
        return { t: 'cat', cat: c, flags };
    }
    const literal = this.literalEscape(c, at, false);
    if (literal !== null) return { t: 'char', cp: literal, flags };
    // \1 .. \99, or a three-digit octal escape.
    let digits = c;
    if (this.peek() !== null && DIGIT.test(this.peek() as string)) {
      digits += this.next() as string;
      if (OCT.test(digits[0] as string) && OCT.test(digits[1] as string) && this.peek() !== null && OCT.test(this.peek() as string)) {
        digits += this.next() as string;
        const value = parseInt(digits, 8);
        if (value > 0o377) throw this.error(`octal escape value \\${digits} outside of range 0-0o377`, at);
        return { t: 'char', cp: value, flags };
      }
    }
    const index = Number(digits);
    if (index <= this.groupCount) return this.reference(index, flags);
    throw this.error(`invalid group reference ${index}`, at + 1);
  }

  /** The code point of a literal escape (\n, \x41, \u00e9, \N{...}, \0, \.), null for a digit escape handled by the caller. */
  private literalEscape(c: string, at: number, inClass: boolean): number | null {
    const simple: Record<string, number> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };
    if (c in simple) return simple[c] as number;
    if (inClass && c === 'b') return 8;
    if (c === 'x' || c === 'u' || c === 'U') {
      const n = c === 'x' ? 2 : c === 'u' ? 4 : 8;
      let hex = '';
      while (hex.length < n && this.peek() !== null && HEX.test(this.peek() as string)) hex += this.next() as string;
      if (hex.length !== n) throw this.error(`incomplete escape \\${c}${hex}`, at);
      const value = parseInt(hex, 16);
      if (value > 0x10ffff) throw this.error(`bad escape \\${c}${hex}`, at);
      return value;
    }
    if (c === 'N') {
      throw new PythonRegexError(`\\N{...} at position ${at} cannot be translated: write the character itself or \\uXXXX`);
    }
    if (c === '0' || (inClass && OCT.test(c))) {
      let oct = c;
      while (oct.length < 3 && this.peek() !== null && OCT.test(this.peek() as string)) oct += this.next() as string;
      const value = parseInt(oct, 8);
      if (value > 0o377) throw this.error(`octal escape value \\${oct} outside of range 0-0o377`, at);
      return value;
    }
    if (DIGIT.test(c)) {
      if (inClass) throw this.error(`bad escape \\${c}`, at);
      return null;
    }
    if (ASCII_LETTER.test(c)) throw this.error(`bad escape \\${c}`, at);
    return c.codePointAt(0) as number;
  }

  private classEscape(): ClassItem {
    const at = this.pos - 1;
    const c = this.next();
    if (c === null) throw this.error('bad escape (end of pattern)', at);
    if ('dDwWsS'.includes(c)) return { kind: 'cat', cat: c as Category };
    return { kind: 'char', cp: this.literalEscape(c, at, true) as number };
  }

  // re/_parser.py: a set, `]` first is literal, `-` at either end is literal.
  private charClass(flags: number, start: number): Node {
    const negated = this.match('^');
    const items: ClassItem[] = [];
    for (;;) {
      const c = this.next();
      if (c === null) throw this.error('unterminated character set', start);
      if (c === ']' && items.length > 0) break;
      const item: ClassItem = c === '\\' ? this.classEscape() : { kind: 'char', cp: c.codePointAt(0) as number };
      if (this.match('-')) {
        const d = this.next();
        if (d === null) throw this.error('unterminated character set', start);
        if (d === ']') {
          items.push(item, { kind: 'char', cp: 0x2d });
          break;
        }
        const end: ClassItem = d === '\\' ? this.classEscape() : { kind: 'char', cp: d.codePointAt(0) as number };
        if (item.kind !== 'char' || end.kind !== 'char' || end.cp < item.cp) throw this.error('bad character range', start);
        items.push({ kind: 'range', lo: item.cp, hi: end.cp });
      } else {
        items.push(item);
      }
    }
    return { t: 'class', negated, items, flags };
  }

  /** re/_parser.py SubPattern.getwidth: the [min, max] characters a pattern can match. */
  width(alt: Alt): [number, number] {
    let lo = Infinity;
    let hi = 0;
    for (const seq of alt.branches) {
      let l = 0;
      let h = 0;
      for (const node of seq) {
        const [a, b] = this.nodeWidth(node);
        l += a;
        h += b;
      }
      lo = Math.min(lo, l);
      hi = Math.max(hi, h);
    }
    return [lo === Infinity ? 0 : Math.min(lo, MAXREPEAT), Math.min(hi, MAXREPEAT)];
  }

  private nodeWidth(node: Node): [number, number] {
    switch (node.t) {
      case 'char':
      case 'any':
      case 'class':
      case 'cat':
        return [1, 1];
      case 'at':
      case 'look':
        return [0, 0];
      case 'group':
      case 'atomic':
        return this.width(node.body);
      case 'repeat': {
        const [a, b] = this.nodeWidth(node.body);
        return [a * node.min, b * node.max];
      }
      case 'ref':
        return this.groupWidths.get(node.index) ?? [0, MAXREPEAT];
    }
  }
}

// ---------------------------------------------------------------------------
// Case: Python's ignore-case rule (re/_compiler.py _compile, _optimize_charset).
// ---------------------------------------------------------------------------

// re/_casefix.py _EXTRA_CASES (CPython 3.11): lowercase characters that also
// match each other under IGNORECASE.
const EXTRA_CASES: Record<number, number[]> = {
  0x69: [0x131],
  0x73: [0x17f],
  0xb5: [0x3bc],
  0x131: [0x69],
  0x17f: [0x73],
  0x345: [0x3b9, 0x1fbe],
  0x390: [0x1fd3],
  0x3b0: [0x1fe3],
  0x3b2: [0x3d0],
  0x3b5: [0x3f5],
  0x3b8: [0x3d1],
  0x3b9: [0x345, 0x1fbe],
  0x3ba: [0x3f0],
  0x3bc: [0xb5],
  0x3c0: [0x3d6],
  0x3c1: [0x3f1],
  0x3c2: [0x3c3],
  0x3c3: [0x3c2],
  0x3c6: [0x3d5],
  0x3d0: [0x3b2],
  0x3d1: [0x3b8],
  0x3d5: [0x3c6],
  0x3d6: [0x3c0],
  0x3f0: [0x3ba],
  0x3f1: [0x3c1],
  0x3f5: [0x3b5],
  0x432: [0x1c80],
  0x434: [0x1c81],
  0x43e: [0x1c82],
  0x441: [0x1c83],
  0x442: [0x1c84, 0x1c85],
  0x44a: [0x1c86],
  0x463: [0x1c87],
  0x1c80: [0x432],
  0x1c81: [0x434],
  0x1c82: [0x43e],
  0x1c83: [0x441],
  0x1c84: [0x442, 0x1c85],
  0x1c85: [0x442, 0x1c84],
  0x1c86: [0x44a],
  0x1c87: [0x463],
  0x1c88: [0xa64b],
  0x1e61: [0x1e9b],
  0x1e9b: [0x1e61],
  0x1fbe: [0x345, 0x3b9],
  0x1fd3: [0x390],
  0x1fe3: [0x3b0],
  0xa64b: [0x1c88],
  0xfb05: [0xfb06],
  0xfb06: [0xfb05],
};

/** _sre.unicode_tolower: the first character of the full lowercase mapping. */
function lower(cp: number): number {
  return String.fromCodePoint(cp).toLowerCase().codePointAt(0) as number;
}

function upper(cp: number): number {
  return String.fromCodePoint(cp).toUpperCase().codePointAt(0) as number;
}

interface CaseTables {
  /** Every character taking part in a case relation, sorted. */
  cased: number[];
  /** lowercase -> the other characters that lowercase to it. */
  preimages: Map<number, number[]>;
}

let caseTables: CaseTables | null = null;

// Built on first use from the engine's own case mappings (about 0.2 s, once).
function tables(): CaseTables {
  if (caseTables) return caseTables;
  const preimages = new Map<number, number[]>();
  const cased = new Set<number>();
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp === 0xd800) cp = 0xe000;
    const l = lower(cp);
    if (l === cp) continue;
    cased.add(cp).add(l);
    const list = preimages.get(l);
    if (list) list.push(cp);
    else preimages.set(l, [cp]);
  }
  for (const [k, vs] of Object.entries(EXTRA_CASES)) {
    cased.add(Number(k));
    for (const v of vs) cased.add(v);
  }
  caseTables = { cased: [...cased].sort((a, b) => a - b), preimages };
  return caseTables;
}

/** The lowercase forms a character matches under (?i): its own and _EXTRA_CASES'. */
function caseKeys(cp: number): number[] {
  const l = lower(cp);
  return [l, ...(EXTRA_CASES[l] ?? [])];
}

/** Every character whose lowercase is one of `keys`. */
function charsLowering(keys: Iterable<number>): Set<number> {
  const out = new Set<number>();
  const { preimages } = tables();
  for (const k of keys) {
    if (lower(k) === k) out.add(k);
    for (const p of preimages.get(k) ?? []) out.add(p);
  }
  return out;
}

function iscased(cp: number): boolean {
  return lower(cp) !== cp || upper(cp) !== cp;
}

function asciiSwap(cp: number): number | null {
  if (cp >= 0x41 && cp <= 0x5a) return cp + 32;
  if (cp >= 0x61 && cp <= 0x7a) return cp - 32;
  return null;
}

/** The characters a literal matches, under the node's flags. */
function literalChars(cp: number, flags: number): number[] {
  if (!(flags & FLAG_I)) return [cp];
  if (flags & FLAG_A) {
    const other = asciiSwap(cp);
    return other === null ? [cp] : [cp, other];
  }
  if (!iscased(cp)) return [cp];
  return [...charsLowering(caseKeys(cp))].sort((a, b) => a - b);
}

function inItems(cp: number, items: readonly ClassItem[]): boolean {
  return items.some((it) => (it.kind === 'char' ? it.cp === cp : it.kind === 'range' ? cp >= it.lo && cp <= it.hi : false));
}

/** Characters a class matches under ignore-case beyond its own items. */
function classCaseExtras(items: readonly ClassItem[], flags: number): number[] {
  if (!(flags & FLAG_I)) return [];
  const extras = new Set<number>();
  if (flags & FLAG_A) {
    for (const it of items) {
      if (it.kind === 'cat') continue;
      const [lo, hi] = it.kind === 'char' ? [it.cp, it.cp] : [it.lo, it.hi];
      for (let cp = Math.max(lo, 0x41); cp <= Math.min(hi, 0x7a); cp++) {
        const other = asciiSwap(cp);
        if (other !== null && !inItems(other, items)) extras.add(other);
      }
    }
    return [...extras];
  }
  // A character outside `cased` lowercases to itself and is nobody's
  // lowercase, so it matches exactly when it is an item: only `cased` can add.
  const { cased } = tables();
  const keys = new Set<number>();
  for (const cp of cased) if (inItems(cp, items)) for (const k of caseKeys(cp)) keys.add(k);
  for (const cp of cased) if (!inItems(cp, items) && keys.has(lower(cp))) extras.add(cp);
  for (const k of keys) if (!inItems(k, items) && lower(k) === k) extras.add(k);
  return [...extras];
}

// ---------------------------------------------------------------------------
// Emitting the JavaScript source (v flag).
// ---------------------------------------------------------------------------

const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
const PY_SPACE = [[0x09, 0x0d], [0x1c, 0x20], [0x85], [0xa0], [0x1680], [0x2000, 0x200a], [0x2028], [0x2029], [0x202f], [0x205f], [0x3000]] as const;
const UNICODE_SPACE = `[${PY_SPACE.map((r) => r.map(hex).join('-')).join('')}]`;
const UNICODE_WORD = '[\\p{L}\\p{N}_]';
const ASCII_WORD = '[a-zA-Z0-9_]';
const ASCII_SPACE = '[\\t-\\r ]';

function categoryClass(cat: Category, ascii: boolean): string {
  switch (cat) {
    case 'd':
      return ascii ? '[0-9]' : '\\p{Nd}';
    case 'D':
      return ascii ? '[^0-9]' : '\\P{Nd}';
    case 'w':
      return ascii ? ASCII_WORD : UNICODE_WORD;
    case 'W':
      return `[^${(ascii ? ASCII_WORD : UNICODE_WORD).slice(1)}`;
    case 's':
      return ascii ? ASCII_SPACE : UNICODE_SPACE;
    case 'S':
      return `[^${(ascii ? ASCII_SPACE : UNICODE_SPACE).slice(1)}`;
  }
}

const ANY_CHAR = '[\\s\\S]';

function anchor(kind: Anchor, ascii: boolean): string {
  const word = ascii ? ASCII_WORD : UNICODE_WORD;
  switch (kind) {
    case 'begin':
    case 'begin_string':
      return `(?<!${ANY_CHAR})`;
    case 'begin_line':
      return '(?<![^\\n])';
    case 'end':
      return `(?=\\n?(?!${ANY_CHAR}))`;
    case 'end_line':
      return '(?![^\\n])';
    case 'end_string':
      return `(?!${ANY_CHAR})`;
    // Python's \b and \B never match in an empty string.
    case 'boundary':
      return `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
    case 'non_boundary':
      return `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word})(?:(?<=${ANY_CHAR})|(?=${ANY_CHAR})))`;
  }
}

class Emitter {
  /** A backreference under (?i): only JavaScript's i flag compares a captured text ignoring case. */
  needsIgnoreCaseFlag = false;
  sawCaseSensitive = false;
  private jsGroups = 0;
  private readonly jsGroupOf = new Map<number, number>();
  // Ancestors (by identity) of each Python group: for the participation check.
  private readonly optionalAncestors = new Map<number, Set<object>>();
  private readonly path: object[] = [];
  private readonly pyNameOf: Map<number, string>;

  constructor(names: Map<string, number>) {
    this.pyNameOf = new Map([...names].map(([n, i]) => [i, n]));
  }

  alt(alt: Alt): string {
    if (alt.branches.length === 1) return this.seq(alt.branches[0] as Seq);
    return alt.branches
      .map((branch) => {
        this.path.push(branch);
        const out = this.seq(branch);
        this.path.pop();
        return out;
      })
      .join('|');
  }

  private seq(seq: Seq): string {
    return seq.map((n) => this.node(n)).join('');
  }

  private node(node: Node): string {
    switch (node.t) {
      case 'char': {
        if (!(node.flags & FLAG_I)) this.sawCaseSensitive = true;
        const chars = literalChars(node.cp, node.flags);
        return chars.length === 1 ? hex(chars[0] as number) : `[${chars.map(hex).join('')}]`;
      }
      case 'any':
        return node.flags & FLAG_S ? ANY_CHAR : '[^\\n]';
      case 'cat':
        return categoryClass(node.cat, (node.flags & FLAG_A) !== 0);
      case 'class':
        return this.charClass(node);
      case 'at':
        return anchor(node.anchor, (node.flags & FLAG_A) !== 0);
      case 'group': {
        if (node.index === null) return `(?:${this.alt(node.body)})`;
        const js = ++this.jsGroups;
        this.jsGroupOf.set(node.index, js);
        this.optionalAncestors.set(node.index, new Set(this.path));
        const name = node.name !== null ? `?<${node.name}>` : '';
        return `(${name}${this.alt(node.body)})`;
      }
      case 'look': {
        // A negative lookaround's groups never take part in the match.
        if (node.negative) this.path.push(node);
        const body = this.alt(node.body);
        if (node.negative) this.path.pop();
        return `(?${node.behind ? '<' : ''}${node.negative ? '!' : '='}${body})`;
      }
      case 'atomic':
        return this.atomic(this.alt(node.body));
      case 'repeat':
        return this.repeat(node);
      case 'ref':
        return this.reference(node);
    }
  }

  // An atomic group matches what its body first matches and never gives it back: (?=(X))\N.
  private atomic(body: string): string {
    const js = ++this.jsGroups;
    return `(?:(?=(${body}))\\${js})`;
  }

  private repeat(node: Extract<Node, { t: 'repeat' }>): string {
    const optional = node.min === 0;
    if (optional) this.path.push(node);
    const inner = this.node(node.body);
    if (optional) this.path.pop();
    const max = node.max >= MAXREPEAT ? '' : String(node.max);
    const quantifier =
      node.min === 0 && max === '' ? '*' : node.min === 1 && max === '' ? '+' : node.min === 0 && max === '1' ? '?' : `{${node.min},${max}}`;
    const atom = `(?:${inner})`;
    if (node.mode === 'possessive') return this.atomic(`${atom}${quantifier}`);
    return `${atom}${quantifier}${node.mode === 'lazy' ? '?' : ''}`;
  }

  private reference(node: Extract<Node, { t: 'ref' }>): string {
    const ancestors = this.optionalAncestors.get(node.index);
    const js = this.jsGroupOf.get(node.index);
    if (ancestors === undefined || js === undefined) throw new PythonRegexError(`invalid group reference ${node.index}`);
    const here = new Set(this.path);
    for (const a of ancestors) {
      if (!here.has(a)) {
        const name = this.pyNameOf.get(node.index);
        throw new PythonRegexError(
          `the reference to group ${name !== undefined ? `'${name}'` : node.index} cannot be translated: that group may not take part in the match, and then Python fails the reference where JavaScript matches it as empty`,
        );
      }
    }
    if (node.flags & FLAG_I) {
      if (node.flags & FLAG_A) throw new PythonRegexError('a backreference under (?a) with ignore-case cannot be translated');
      this.needsIgnoreCaseFlag = true;
    }
    return `(?:\\${js})`;
  }

  private charClass(node: Extract<Node, { t: 'class' }>): string {
    if (!(node.flags & FLAG_I)) this.sawCaseSensitive = true;
    const ascii = (node.flags & FLAG_A) !== 0;
    const parts = node.items.map((it) =>
      // Inside a v-flag class a \p escape stands as is and a class nests.
      it.kind === 'char' ? hex(it.cp) : it.kind === 'range' ? `${hex(it.lo)}-${hex(it.hi)}` : categoryClass(it.cat, ascii),
    );
    for (const cp of classCaseExtras(node.items, node.flags)) parts.push(hex(cp));
    return `[${node.negated ? '^' : ''}${parts.join('')}]`;
  }
}
