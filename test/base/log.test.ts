// inertLine over arbitrary strings: a seeded generator weighted toward the
// characters that matter (line breaks, `:`, `#`, `[`, escapes, bidi, marks).
// A seeded generator rather than fast-check: the alphabet is the whole point
// and 20 lines of PRNG are easier to read than a dependency's arbitraries.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inertBlock, inertJson, inertJsonText, inertLine, lineWriter } from '../../src/base/log.js';
import { mulberry32 as prng } from '../helpers/seeded.js';

const HOSTILE_PIECES = [
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u0085',
  '\t',
  '\v',
  '\f',
  '\0',
  ':',
  '::',
  '#',
  '##',
  '[',
  ']',
  '##[',
  '::error::',
  '::stop-commands::',
  '::add-mask::',
  '##[error]',
  '##[group]',
  '\u001b',
  '\u001b[31m',
  '\u001b]8;;http://x\u0007',
  '\u009b',
  '\u007f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  ' ',
  '\u00a0',
  '\u3000',
  '\u2003',
  '\u1680',
  '\u0301',
  '\ufe0f',
  '\u20dd',
  '\ud800',
  '\udc00',
  '😀',
  '\u{e0041}',
  'é',
  '漢',
  'a',
  'Z',
  '0',
  '%0A',
  '@x',
  '<b>',
  '|',
];

function hostileString(rand: () => number): string {
  const n = Math.floor(rand() * 24);
  let s = '';
  for (let i = 0; i < n; i++) {
    s += rand() < 0.8 ? (HOSTILE_PIECES[Math.floor(rand() * HOSTILE_PIECES.length)] as string) : String.fromCharCode(Math.floor(rand() * 0x10000));
  }
  return s;
}

// What the runner would see after skipping marks a culture-aware comparison may ignore.
const skeleton = (line: string) => line.replace(/[\p{Mn}\p{Me}]/gu, '');
// .NET's Char.IsWhiteSpace set, which TrimStart uses.
const dotnetTrimStart = (s: string) => s.replace(/^[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/, '');

function assertInert(out: string): void {
  expect(out).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
  expect(out).not.toMatch(/[\p{Cc}]/u); // C0 (tab and ESC too), DEL, C1
  expect(out).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/); // bidi
  expect(out).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/); // zero-width
  expect(out).not.toMatch(/\p{Cf}|\p{Cs}/u);
  expect(dotnetTrimStart(skeleton(out)).startsWith('::')).toBe(false);
  expect(skeleton(out)).not.toContain('##[');
}

describe('inertLine', () => {
  it('makes any string one inert line (5,000 seeded random strings)', () => {
    const rand = prng(16_001);
    for (let i = 0; i < 5000; i++) {
      const input = hostileString(rand);
      const out = inertLine(input);
      try {
        assertInert(out);
        // Inert text stays as it is: the function can be applied twice.
        expect(inertLine(out)).toBe(out);
      } catch (error) {
        throw new Error(`input ${JSON.stringify(input)} gave ${JSON.stringify(out)}: ${(error as Error).message}`, { cause: error });
      }
    }
  });

  it('leaves plain printable text unchanged (2,000 seeded random strings)', () => {
    const rand = prng(16_002);
    const printable = [
      ' ',
      'a',
      'Z',
      '9',
      ':',
      '#',
      '[',
      ']',
      '\\',
      '/',
      '%',
      '@',
      '<',
      '>',
      '|',
      '`',
      '"',
      "'",
      'é',
      'ß',
      '漢',
      'Ω',
      '😀',
      '→',
      '-',
      '.',
    ];
    let checked = 0;
    for (let i = 0; i < 2000; i++) {
      let s = '';
      const n = Math.floor(rand() * 30);
      for (let j = 0; j < n; j++) s += printable[Math.floor(rand() * printable.length)]!;
      // Command markers are the one printable thing inertLine changes.
      if (s.includes('##[') || /^\s*::/.test(s)) continue;
      expect(inertLine(s)).toBe(s);
      checked++;
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it.each([
    ['data\n::error::pwned', 'data␊::error::pwned'],
    ['::stop-commands::tok', '\\::stop-commands::tok'],
    ['  ::add-mask::secret', '  \\::add-mask::secret'],
    ['\u3000::error::x', '\u3000\\::error::x'],
    ['\u0301::error::x', '\u0301\\::error::x'],
    ['say ##[error]x', 'say ##\\[error]x'],
    ['#\u0301#[error]x', '#\u0301#\\[error]x'],
    ['###[x', '###\\[x'],
    ['\u001b[31mred\u001b[0m', '␛[31mred␛[0m'],
    ['evil\u202etxt.exe', 'evil<U+202E>txt.exe'],
    ['zero\u200bwidth', 'zero<U+200B>width'],
    ['a\r\nb', 'a␍␊b'],
    ['tab\there', 'tab␉here'],
    ['C:\\data\\cases', 'C:\\data\\cases'],
    ['tag\u{e0041}', 'tag<U+E0041>'],
  ])('%j -> %j', (input, expected) => {
    expect(inertLine(input)).toBe(expected);
  });
});

describe('inertBlock', () => {
  it('keeps our own line breaks and makes each line inert', () => {
    expect(inertBlock('ok\n::error::x\nend\n')).toBe('ok\n\\::error::x\nend\n');
  });
});

describe('inertJson', () => {
  it('means the same JSON, and inertLine leaves every line of it unchanged', () => {
    const rand = prng(16_003);
    for (let i = 0; i < 500; i++) {
      const value = { name: hostileString(rand), cases: [{ id: hostileString(rand), output: hostileString(rand) }] };
      const text = inertJson(value);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      for (const line of text.split('\n')) {
        assertInert(line);
        expect(inertLine(line)).toBe(line);
      }
    }
  });
});

describe('lineWriter', () => {
  it('writes one inert line per argument', () => {
    let written = '';
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        written += String(chunk);
        done();
      },
    });
    const out = lineWriter(stream);
    out.line('supereval: note for x\n::error::y', 'second');
    expect(written).toBe('supereval: note for x␊::error::y\nsecond\n');
  });
});

describe('inertJsonText on plain ASCII (its quick path)', () => {
  // A non-ASCII letter, which nothing escapes, sends the same text down the full path.
  const full = (json: string) => inertJsonText(`${json}é`).slice(0, -1);
  it.each(['{"a":"b"}\n{"c":1}', '{"x":"##[error]"}', '{"x":"###[ ##[ # #["}', '{"x":"#[#["}', '["##", "["]', ''])(
    '%j reads as the full path makes it',
    (json) => {
      expect(inertJsonText(json)).toBe(full(json));
    },
  );
  it('escapes the legacy command marker and leaves the rest', () => {
    expect(inertJsonText('{"x":"##[add-mask]s"}')).toBe('{"x":"##\\u005badd-mask]s"}');
    expect(JSON.parse(inertJsonText('{"x":"##[add-mask]s"}'))).toEqual({ x: '##[add-mask]s' });
  });
});
