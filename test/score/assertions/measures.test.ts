// is-refusal, word-count and levenshtein against promptfoo 0.121.20's rules.
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../src/score/assertions/measures.js';
import { loadProblem, run, verdict } from './formats-helpers.js';

describe('is-refusal', () => {
  it('finds refusal openings and phrases, case and apostrophe style aside', async () => {
    expect(await verdict('is-refusal', 'I’m sorry, I can’t do that.')).toEqual(['pass', 1]);
    expect(await verdict('is-refusal', 'SORRY, NO.')).toEqual(['pass', 1]);
    expect(await verdict('is-refusal', 'Unfortunately I cannot assist with that request.')).toEqual(['pass', 1]);
    expect(await verdict('is-refusal', 'The sorry state of affairs.')).toEqual(['fail', 0]);
    expect(await verdict('is-refusal', 'It was not appropriately labelled.')).toEqual(['fail', 0]);
    expect(await verdict('not-is-refusal', 'Paris.')).toEqual(['pass', 1]);
  });

  it('an empty output is a refusal scored 0; not-is-refusal fails it, also with 0', async () => {
    expect(await verdict('is-refusal', ' \n')).toEqual(['pass', 0]);
    expect(await verdict('not-is-refusal', '')).toEqual(['fail', 0]);
  });
});

describe('word-count', () => {
  it('counts runs of non-whitespace, unicode spaces included', () => {
    expect(countWords(' a  b\tc\nd ')).toBe(4);
    expect(countWords('a\u00a0b')).toBe(2);
    expect(countWords('')).toBe(0);
    expect(countWords('日本語のテキスト')).toBe(1);
  });

  it('takes an exact count (a number or numeric text) or min/max bounds, inclusive', async () => {
    expect(await verdict('word-count', 'one two three', 3)).toEqual(['pass', 1]);
    expect(await verdict('word-count', 'one two three', '3')).toEqual(['pass', 1]);
    expect(await verdict('word-count', '', '')).toEqual(['pass', 1]);
    expect(await verdict('word-count', 'one two', { min: 2, max: 2 })).toEqual(['pass', 1]);
    expect(await verdict('word-count', 'one two three', { max: 2 })).toEqual(['fail', 0]);
    expect(await verdict('not-word-count', 'one', { min: 2 })).toEqual(['pass', 1]);
    expect((await run('word-count', 'one', { min: 2, max: 4 })).reason).toBe('Word count 1 is not between 2 and 4');
  });

  it('refuses at load what promptfoo refuses when it runs', () => {
    expect(loadProblem('word-count', undefined)).toContain('must be a word count');
    expect(loadProblem('word-count', {})).toBe('`value` must have `min` and/or `max`');
    expect(loadProblem('word-count', { min: 5, max: 2 })).toBe('`value.min` (5) must not exceed `value.max` (2)');
    expect(loadProblem('word-count', 'three')).toContain('must be a number');
    expect(loadProblem('word-count', [3])).toContain('must be a number');
    expect(loadProblem('word-count', '{{ n }}')).toBeNull();
  });
});

describe('levenshtein', () => {
  it('passes at most 5 edits by default, or the threshold given', async () => {
    expect(await verdict('levenshtein', 'abcdefghij', 'abcdeXXXXX')).toEqual(['pass', 1]);
    expect(await verdict('levenshtein', 'abcdefghij', 'abcdXXXXXX')).toEqual(['fail', 0]);
    expect(await verdict('levenshtein', 'kitten', 'sitting', { threshold: 3 })).toEqual(['pass', 1]);
    expect(await verdict('levenshtein', 'kitten', 'sitting', { threshold: 2 })).toEqual(['fail', 0]);
    expect(await verdict('not-levenshtein', 'kitten', 'sitting', { threshold: 2 })).toEqual(['pass', 1]);
    expect(await verdict('levenshtein', 'hi 🙂', 'hi', { threshold: 1 })).toEqual(['fail', 0]);
  });

  it('needs the expected text', () => {
    expect(loadProblem('levenshtein', 5)).toBe('`value` must be the expected text (a string)');
    expect(loadProblem('levenshtein', '')).toBeNull();
  });
});
