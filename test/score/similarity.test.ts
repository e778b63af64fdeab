import { describe, expect, it } from 'vitest';
import type { Assertion } from '../../src/config/case.js';
import { ASSERTIONS, VALUE_CHECKS } from '../../src/score/assertions/index.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { porterStem } from '../../src/score/metrics/porter-stemmer.js';
import { bleuScore, gleuScore, meteorScore, rougeLScore, rougeNScore, rougeSScore } from '../../src/score/metrics/similarity.js';
import { assertContext } from '../helpers/assert-context.js';

// Expected numbers marked "promptfoo" were computed by promptfoo 0.121.20's
// own assertion code (runAssertions; meteor with `natural` loadable, see
// docs/scoring.md); the others by hand, with the working shown.
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 12);

describe('BLEU', () => {
  it('scores identical text 1 and keeps punctuation on its word', () => {
    expect(bleuScore('The cat sat on the mat.', ['The cat sat on the mat.'])).toBe(1);
    // "mat." and "mat" are different words: 5 of 6 unigrams, 4/5 bigrams, 3/4, 2/3.
    close(
      bleuScore('the cat sat on the mat.', ['the cat sat on the mat']),
      Math.exp((Math.log(5 / 6) + Math.log(4 / 5) + Math.log(3 / 4) + Math.log(2 / 3)) / 4),
    );
  });

  it('leaves out n-gram orders longer than the candidate and applies the brevity penalty', () => {
    // unigrams 2/2, bigrams 1/1, no 3- or 4-grams: weights renormalised to 1/2 each; BP = e^(1 - 3/2).
    close(bleuScore('the cat', ['the cat sat']), Math.exp(-0.5));
  });

  it('smooths a zero precision to 1e-7', () => {
    close(bleuScore('the dog', ['the cat']), Math.sqrt(0.5 * 1e-7));
  });

  it('takes the closest reference length and the best clipped counts over the references (promptfoo)', () => {
    close(
      bleuScore('The cat was sitting on the mat.', ['The cat sat on the mat.', 'There is a cat on the mat.', 'A cat is sitting on the mat.']),
      0.4347208719449915,
    );
    expect(bleuScore('The cat sat on mat.', ['The cat sat on mat.', 'Cat mat.', 'A cat is sitting on a mat.'])).toBe(1);
    close(bleuScore('The dog sat on the mat.', ['The cat sat on the mat.']), 0.537284965911771);
    close(bleuScore('Dogs run in the park.', ['The cat sat on the mat.']), 0.0000030789214024300105);
  });

  it('scores an empty or blank output 0, and refuses no references', () => {
    expect(bleuScore('', ['a b'])).toBe(0);
    expect(bleuScore('  \n', ['a b'])).toBe(0);
    expect(() => bleuScore('a', [])).toThrow('no reference text');
  });
});

describe('GLEU', () => {
  it('pools 1- to 4-gram matches and takes the lesser of precision and recall', () => {
    // matches 2 + 1 + 0 of 3 + 2 + 1 n-grams on each side.
    expect(gleuScore('the cat sat', ['the cat ran'])).toBe(0.5);
    // candidate has 4+3+2+1 = 10 n-grams, 1 match; reference 2+1 = 3: min(1/10, 1/3).
    close(gleuScore('the the the the', ['the cat']), 0.1);
  });

  it('ignores case and trailing full stops: the same words score 1', () => {
    expect(gleuScore('The cat sat...', ['the CAT sat'])).toBe(1);
  });

  it('takes the best reference (promptfoo)', () => {
    expect(gleuScore('The cat was sitting on the mat.', ['The cat sat on the mat.', 'A cat is sitting on the mat.'])).toBe(0.5);
  });

  it('refuses an empty output, as promptfoo does ("Invalid inputs")', () => {
    expect(() => gleuScore('', ['a'])).toThrow('cannot score an empty output');
  });
});

describe('METEOR', () => {
  it('scores exact matches with the fragmentation penalty', () => {
    // P = R = 1, one chunk of 3: 1 - 0.5 * (1/3)^3.
    close(meteorScore('the cat sat', ['the cat sat']), 1 - 0.5 / 27);
  });

  it('matches Porter stems', () => {
    // cats/cat and running/runs share stems: 2 matches in 1 chunk, fragmentation 1/2.
    close(meteorScore('cats running', ['cat runs']), 1 - 0.5 * 0.125);
  });

  it("matches WordNet synonyms of the candidate's stem, against the reference's stem (promptfoo)", () => {
    expect(meteorScore('car', ['auto'])).toBe(0.5);
    // The reference's stem "automobil" is no WordNet word: promptfoo finds no match either.
    expect(meteorScore('car', ['automobile'])).toBe(0);
    expect(meteorScore('He is happy.', ['He is glad.'])).toBe(0.625);
    // "a" finds the synset {A, amp, ampere}; its own lemma there is capitalised.
    expect(meteorScore('a', ['amp'])).toBe(0.5);
    // speedy's stem is speedi, no synonym of quick.
    expect(meteorScore('quick', ['speedy'])).toBe(0);
    close(meteorScore('The quick brown fox jumps over the lazy dog', ['A fast brown fox leaped over the lazy dog']), 0.8880208333333333);
    close(meteorScore('the cats are running home', ['a cat runs home', 'the cats ran to the house']), 0.6233062330623306);
  });

  it('uses alpha, beta and gamma', () => {
    // 1 match of 2 candidate words and 1 reference word: P = 1/2, R = 1, one chunk.
    const fmean = (alpha: number) => (0.5 * 1) / (alpha * 0.5 + (1 - alpha) * 1);
    close(meteorScore('cat dog', ['cat'], { alpha: 0.5, beta: 1, gamma: 0.2 }), (1 - 0.2) * fmean(0.5));
    close(meteorScore('cat dog', ['cat']), (1 - 0.5) * fmean(0.9));
  });

  it('refuses an empty output, as promptfoo does', () => {
    expect(() => meteorScore('', ['a'])).toThrow('cannot score an empty output');
  });
});

describe("natural's Porter stemmer", () => {
  it('stems as natural does, quirks included', () => {
    const stems: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      running: 'run',
      happy: 'happi',
      relational: 'relat',
      generalization: 'gener',
      automobile: 'automobil',
      hopping: 'hop',
      filing: 'file',
      at: 'at',
      is: 'is',
    };
    for (const [word, stem] of Object.entries(stems)) expect(porterStem(word), word).toBe(stem);
  });
});

describe('ROUGE', () => {
  it("ROUGE-N: js-rouge's tokens, clipped unigram counts, F1 (promptfoo)", () => {
    expect(rougeNScore('hello, world', 'hello world')).toBe(0.8);
    expect(rougeNScore('the cat sat on the mat', 'the cat sat on the mat')).toBe(1);
    close(rougeNScore('the cat the cat', 'the cat sat'), 0.5714285714285714);
    expect(rougeNScore('', 'a')).toBe(0);
  });

  it("ROUGE-L and ROUGE-S are js-rouge's, which refuses an empty text", () => {
    // LCS "the cat on the mat" = 5 of 6 words both ways.
    close(rougeLScore('the cat sat on the mat', 'the cat lay on the mat'), 5 / 6);
    // 15 skip bigrams each side, 10 shared.
    close(rougeSScore('the cat sat on the mat', 'the cat lay on the mat'), 10 / 15);
    expect(() => rougeLScore(' ', 'a')).toThrow(RangeError);
    expect(() => rougeSScore('a', '')).toThrow(RangeError);
  });
});

describe('the similarity assertions', () => {
  const context = assertContext();
  const run = (assertion: Assertion, output: string) => runAssertion(assertion, output, context);

  it('pass at the threshold, with promptfoo defaults (0.75 for ROUGE, 0.5 for the others)', async () => {
    expect(await run({ type: 'rouge-n', value: 'hello world' }, 'Hello, world')).toMatchObject({ status: 'pass', score: 0.8 });
    expect(await run({ type: 'rouge-n', value: 'hello world', threshold: 0.8 }, 'Hello, world')).toMatchObject({ status: 'pass' });
    expect(await run({ type: 'rouge-n', value: 'hello world', threshold: 0.81 }, 'Hello, world')).toMatchObject({ status: 'fail', score: 0.8 });
    expect(await run({ type: 'gleu', value: 'the cat ran' }, 'the cat sat')).toMatchObject({ status: 'pass', score: 0.5 });
    expect(await run({ type: 'meteor', value: 'auto' }, 'car')).toMatchObject({ status: 'pass', score: 0.5 });
    expect(await run({ type: 'bleu', value: ['the cat sat'] }, 'the cat')).toMatchObject({ status: 'pass' });
    expect(await run({ type: 'bleu', value: 'the cat sat', threshold: 0.61 }, 'the cat')).toMatchObject({ status: 'fail' });
  });

  it('not- passes below the threshold and scores 1 - the metric', async () => {
    const result = await run({ type: 'not-gleu', value: 'the cat ran', threshold: 0.6 }, 'the cat sat');
    expect(result).toMatchObject({ status: 'pass', score: 0.5 });
    expect(await run({ type: 'not-rouge-n', value: 'hello world' }, 'Hello, world')).toMatchObject({ status: 'fail' });
    expect((await run({ type: 'not-rouge-n', value: 'hello world' }, 'Hello, world')).score).toBeCloseTo(0.2, 12);
    expect(await run({ type: 'not-bleu', value: 'x y' }, '')).toMatchObject({ status: 'pass', score: 1 });
  });

  it('is an error where promptfoo errors: an empty output for gleu, meteor, rouge-l, rouge-s; never a pass under not-', async () => {
    for (const type of ['gleu', 'meteor', 'rouge-l', 'rouge-s', 'not-gleu', 'not-meteor', 'not-rouge-l', 'not-rouge-s']) {
      const result = await run({ type, value: 'the cat' }, '');
      expect(result.status, type).toBe('error');
      expect(result.reason).toMatch(new RegExp(`^${type}: `));
    }
  });

  it("refuses meteor's alpha, beta or gamma when not a number", async () => {
    expect(await run({ type: 'meteor', value: 'a', alpha: 'high' }, 'a')).toMatchObject({
      status: 'error',
      reason: 'meteor: `alpha` must be a number',
    });
  });

  it('checks values when the dataset loads: one string for ROUGE, a string or a non-empty list of strings for the others', () => {
    for (const type of ['rouge-n', 'rouge-l', 'rouge-s']) {
      expect(VALUE_CHECKS[type]?.('ref'), type).toBeNull();
      expect(VALUE_CHECKS[type]?.(['ref']), type).toMatch('must be the reference text');
      expect(VALUE_CHECKS[type]?.(undefined), type).toMatch('must be the reference text');
    }
    for (const type of ['bleu', 'gleu', 'meteor']) {
      expect(VALUE_CHECKS[type]?.('ref'), type).toBeNull();
      expect(VALUE_CHECKS[type]?.(['a', 'b']), type).toBeNull();
      expect(VALUE_CHECKS[type]?.([]), type).toMatch('non-empty list');
      expect(VALUE_CHECKS[type]?.(['a', 5]), type).toMatch('non-empty list');
      expect(VALUE_CHECKS[type]?.(5), type).toMatch('non-empty list');
    }
    expect(Object.keys(ASSERTIONS)).toEqual(expect.arrayContaining(['rouge-n', 'rouge-l', 'rouge-s', 'bleu', 'gleu', 'meteor']));
  });
});
