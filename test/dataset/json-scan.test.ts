import { describe, expect, it } from 'vitest';
import { duplicateKey, lineOfOffset, mayRepeatKey, nestsDeeperThan, scanJson, topLevelKeyOffset } from '../../src/dataset/json-scan.js';

const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);

describe('scanJson', () => {
  it('measures bracket depth without recursing, so a million levels cost nothing', () => {
    expect(scanJson('{"a": [1, {"b": []}]}', 10).tooDeep).toBe(false);
    expect(scanJson(nested(10), 10).tooDeep).toBe(false);
    expect(scanJson(nested(11), 10).tooDeep).toBe(true);
    expect(scanJson(nested(1_000_000), 64).tooDeep).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(scanJson(`{"a": "${'['.repeat(50)}\\"${'{'.repeat(50)}"}`, 2).tooDeep).toBe(false);
  });

  it('ends a string at a quote after an escaped backslash', () => {
    // "a\\" is the string a\; the brackets after it count.
    expect(scanJson(String.raw`{"s": "a\\", "x": [[[1]]]}`, 3).tooDeep).toBe(true);
    expect(scanJson(String.raw`{"s": "a\\\"[[[", "x": 1}`, 3).tooDeep).toBe(false);
  });

  it('keeps the source text of top-level numbers, the last one when a key repeats (as JSON.parse does)', () => {
    const scan = scanJson('{"id": 12345678901234567891, "input": {"id": 7}, "n": -1.5e3, "s": "1", "\\u0069d2": 3, "id2": 4}', 10);
    expect(scan.numbers.get('id')).toBe('12345678901234567891');
    expect(scan.numbers.get('n')).toBe('-1.5e3');
    expect(scan.numbers.has('s')).toBe(false);
    expect(scan.numbers.get('id2')).toBe('4');
  });

  it('forgets a number when the key repeats with another kind of value', () => {
    expect(scanJson('{"id": 1, "id": "x"}', 10).numbers.has('id')).toBe(false);
  });
});

describe('nestsDeeperThan: the depth check every line gets', () => {
  const texts = [
    '{"a": [1, {"b": []}]}',
    nested(10),
    nested(11),
    nested(200),
    `{"a": "${'['.repeat(300)}\\"${'{'.repeat(300)}"}`,
    String.raw`{"s": "a\\", "x": [[[1]]]}`,
    String.raw`{"s": "a\\\"[[[[[", "x": 1}`,
    '['.repeat(150),
    `{"long": "${'x'.repeat(500)}", "deep": ${nested(5)}}`,
  ];
  it.each([2, 3, 10, 128])('says what scanJson says at depth %i', (max) => {
    for (const text of texts) expect(nestsDeeperThan(text, max), text.slice(0, 40)).toBe(scanJson(text, max).tooDeep);
  });
  it('finds a million levels without recursing', () => {
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});

describe('mayRepeatKey: a key written twice, judged without reading keys', () => {
  it('clears text whose keys are each written once, at any depth', () => {
    for (const text of [
      '{"a":1,"b":{"c":[1,{"d":2}]}}',
      '[{"x": 1}, {"x": 2}, "y"]',
      '{"__proto__": {"a": 1}, "b": 2}',
      '{}',
      '"text"',
      '{"a": [1, 2]}',
    ]) {
      expect(mayRepeatKey(text, JSON.parse(text)), text).toBe(false);
    }
  });
  it('sends every text with a repeated key to duplicateKey, however it is spaced or hidden', () => {
    const repeated = [
      '{"a": 1, "a": 2}',
      '{"x": [{"b": 1}, {"c": {"d": 1, "d": 2}}]}',
      '{"a" : 1, "a" : {"b": 1}}',
      // A string holding `":` makes up for the lost key in the count; the space before a colon gives it away.
      '{"s": "\\":", "a" :1, "a" :2}',
    ];
    for (const text of repeated) expect(mayRepeatKey(text, JSON.parse(text)), text).toBe(true);
  });
  it('may send text without a repeated key to duplicateKey, which then finds none', () => {
    const text = JSON.stringify({ s: 'quoted ":" inside' });
    expect(mayRepeatKey(text, JSON.parse(text))).toBe(true);
    expect(duplicateKey(text)).toBeNull();
  });
});

describe('duplicateKey', () => {
  it('finds a key written twice in one object, at any depth, with the offset of the second', () => {
    expect(duplicateKey('{"a": 1, "a": 2}')).toEqual({ key: 'a', offset: 9 });
    expect(duplicateKey('{"x": [{"b": 1}, {"c": {"d": 1, "d": 2}}]}')).toMatchObject({ key: 'd' });
    // The same key once escaped is the same key to JSON.parse.
    expect(duplicateKey(String.raw`{"a": 1, "\u0061": 2}`)).toMatchObject({ key: 'a' });
    // Past the point where an object's keys are kept in a Set.
    const many = Array.from({ length: 40 }, (_, i) => `"k${i}": ${i}`).join(', ');
    expect(duplicateKey(`{${many}, "k3": 0}`)).toMatchObject({ key: 'k3' });
  });

  it('does not mistake values, array elements, sibling objects or escaped quotes for repeated keys', () => {
    expect(duplicateKey('{"a": "a", "b": ["a", "a"], "c": {"a": 1}, "d": {"a": 2}}')).toBeNull();
    expect(duplicateKey('[{"a": 1}, {"a": 2}]')).toBeNull();
    const escaped = String.raw`{"a\"": 1, "a": 2, "s": "\", \"a\": 3"}`;
    expect(JSON.parse(escaped)).toEqual({ 'a"': 1, a: 2, s: '", "a": 3' });
    expect(duplicateKey(escaped)).toBeNull();
    expect(duplicateKey('{"a": {}, "b": [], "c": {"b": [{}]}}')).toBeNull();
  });

  it('gives the line of an offset', () => {
    expect(lineOfOffset('a\nb\nc', 0)).toBe(1);
    expect(lineOfOffset('a\nb\nc', 2)).toBe(2);
    expect(lineOfOffset('a\nb\nc', 4)).toBe(3);
  });
});

describe('topLevelKeyOffset: where a top-level field is written', () => {
  it('finds the key among the top-level keys, not a nested key or a value of the same text', () => {
    const text = '{\n  "a": {"tag": 1},\n  "b": ["tag", "x"],\n  "c": "tag",\n  "t\\u0061g": 2\n}';
    const offset = topLevelKeyOffset(text, 'tag');
    expect(offset).not.toBeNull();
    expect(lineOfOffset(text, offset as number)).toBe(5);
    expect(topLevelKeyOffset(text, 'x')).toBeNull();
    expect(topLevelKeyOffset('[{"tag": 1}]', 'tag')).toBeNull();
  });
});
