// The Porter stemmer exactly as `natural` 8 implements it
// (lib/natural/stemmers/porter_stemmer.js, Copyright (c) 2011 Chris Umbel, MIT),
// which promptfoo's meteor assertion uses. Ported rather than depended on:
// `natural` is 14 MB with database clients among its dependencies, and its
// stems differ from the reference Porter algorithm's on some words (the
// measure and the `y` handling are regex-based), which other stemmer packages
// would not reproduce.

/** Groups of consonants as C, of vowels as V (a `y` after a consonant is a vowel). */
function categorizeGroups(token: string): string {
  return token
    .replace(/[^aeiouy]+y/g, 'CV')
    .replace(/[aeiou]+/g, 'V')
    .replace(/[^V]+/g, 'C');
}

/** Single consonants as C, single vowels as V. */
function categorizeChars(token: string): string {
  return token
    .replace(/[^aeiouy]y/g, 'CV')
    .replace(/[aeiou]/g, 'V')
    .replace(/[^V]/g, 'C');
}

/** The word's measure M: its count of VC sequences; -1 for no word. */
function measure(token: string | null): number {
  if (!token) return -1;
  return categorizeGroups(token).replace(/^C/, '').replace(/V$/, '').length / 2;
}

/** String.prototype.substr, which natural uses: a start before the string's beginning clamps to 0. */
const substr = (s: string, start: number, length: number) => {
  const from = Math.max(s.length + start, 0);
  return s.slice(from, from + length);
};

const endsWithDoubleConsonant = (token: string) => /([^aeiou])\1$/.test(token);

// natural's triples: the suffix, what it leaves for the measure check, what replaces it.
type Replacement = readonly [suffix: string, stripped: string, replacement: string];

function attemptReplace(token: string, pattern: string | RegExp, replacement: string, callback?: (t: string) => string | null): string | null {
  let result: string | null = null;
  if (typeof pattern === 'string' && token.endsWith(pattern)) result = token.replace(new RegExp(pattern + '$'), replacement);
  else if (pattern instanceof RegExp && pattern.test(token)) result = token.replace(pattern, replacement);
  // natural tests the result's truthiness: a replacement leaving "" counts as none.
  return result && callback ? callback(result) : result;
}

function attemptReplacePatterns(token: string, replacements: readonly Replacement[], measureThreshold: number | null): string {
  let replacement = token;
  for (const [suffix, removed, replaced] of replacements) {
    if (measureThreshold === null || measure(attemptReplace(token, suffix, removed)) > measureThreshold) {
      replacement = attemptReplace(replacement, suffix, replaced) || replacement;
    }
  }
  return replacement;
}

function replaceRegex(token: string, regex: RegExp, includeParts: readonly number[], minimumMeasure: number): string | null {
  let result = '';
  const parts = regex.exec(token);
  if (parts) for (const i of includeParts) result += parts[i] ?? '';
  return measure(result) > minimumMeasure ? result : null;
}

function step1a(token: string): string {
  if (/(ss|i)es$/.test(token)) return token.replace(/(ss|i)es$/, '$1');
  if (token.endsWith('s') && substr(token, -2, 1) !== 's' && token.length > 2) return token.replace(/s?$/, '');
  return token;
}

function step1b(token: string): string {
  if (token.endsWith('eed')) {
    if (measure(token.slice(0, -3)) > 0) return token.replace(/eed$/, 'ee');
    return token;
  }
  const result = attemptReplace(token, /(ed|ing)$/, '', (stem) => {
    if (!categorizeGroups(stem).includes('V')) return null;
    const replaced = attemptReplacePatterns(
      stem,
      [
        ['at', '', 'ate'],
        ['bl', '', 'ble'],
        ['iz', '', 'ize'],
      ],
      null,
    );
    if (replaced !== stem) return replaced;
    if (endsWithDoubleConsonant(stem) && /[^lsz]$/.test(stem)) return stem.replace(/([^aeiou])\1$/, '$1');
    if (measure(stem) === 1 && categorizeChars(stem).slice(-3) === 'CVC' && /[^wxy]$/.test(stem)) return stem + 'e';
    return stem;
  });
  return result || token;
}

function step1c(token: string): string {
  const groups = categorizeGroups(token);
  if (token.endsWith('y') && groups.slice(0, -1).includes('V')) return token.replace(/y$/, 'i');
  return token;
}

const STEP2: readonly Replacement[] = [
  ['ational', '', 'ate'],
  ['tional', '', 'tion'],
  ['enci', '', 'ence'],
  ['anci', '', 'ance'],
  ['izer', '', 'ize'],
  ['abli', '', 'able'],
  ['bli', '', 'ble'],
  ['alli', '', 'al'],
  ['entli', '', 'ent'],
  ['eli', '', 'e'],
  ['ousli', '', 'ous'],
  ['ization', '', 'ize'],
  ['ation', '', 'ate'],
  ['ator', '', 'ate'],
  ['alism', '', 'al'],
  ['iveness', '', 'ive'],
  ['fulness', '', 'ful'],
  ['ousness', '', 'ous'],
  ['aliti', '', 'al'],
  ['iviti', '', 'ive'],
  ['biliti', '', 'ble'],
  ['logi', '', 'log'],
];

const STEP3: readonly Replacement[] = [
  ['icate', '', 'ic'],
  ['ative', '', ''],
  ['alize', '', 'al'],
  ['iciti', '', 'ic'],
  ['ical', '', 'ic'],
  ['ful', '', ''],
  ['ness', '', ''],
];

const step2 = (token: string) => attemptReplacePatterns(token, STEP2, 0) || token;
const step3 = (token: string) => attemptReplacePatterns(token, STEP3, 0) || token;

function step4(token: string): string {
  return (
    replaceRegex(token, /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/, [1], 1) ??
    replaceRegex(token, /^(.+?)(s|t)(ion)$/, [1, 2], 1) ??
    token
  );
}

function step5a(token: string): string {
  const m = measure(token.replace(/e$/, ''));
  if (m > 1 || (m === 1 && !(substr(categorizeChars(token), -4, 3) === 'CVC' && /[^wxy].$/.test(token)))) return token.replace(/e$/, '');
  return token;
}

function step5b(token: string): string {
  return measure(token) > 1 ? token.replace(/ll$/, 'l') : token;
}

/** natural's PorterStemmer.stem: words under three characters are kept as they are. */
export function porterStem(token: string): string {
  if (token.length < 3) return token;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(token.toLowerCase()))))))));
}
