#!/usr/bin/env node
// Records promptfoo's verdicts on the embedding assertions (similar,
// similar:cosine, similar:dot, similar:euclidean and their not- forms) for a
// seeded corpus of vectors: test/parity/embedding/verdicts.json, which
// test/parity/embedding.test.ts compares supereval with (pass, score, reason).
//
//   PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/embedding-oracle.mjs
//
// Run by hand, never in CI (promptfoo 0.121.20 is installed outside the repo,
// as for scripts/promptfoo-oracle.mjs). promptfoo's runAssertion is given an
// in-process embedding provider (callEmbeddingApi) that returns each text's
// vector from the corpus, as a real one returns an embedding.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.PROMPTFOO_DIR ?? '/tmp/pf-oracle/node_modules/promptfoo';
const { assertions } = await import(path.join(dir, 'dist/src/index.js'));
const out = path.join(import.meta.dirname, '..', 'test/parity/embedding/verdicts.json');

// mulberry32: a small seeded generator, so the corpus is the same on every run.
let seed = 12;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const round = (x) => Math.round(x * 100) / 100;

const TYPES = ['similar', 'similar:cosine', 'similar:dot', 'similar:euclidean'];
const THRESHOLDS = [undefined, 0, 0.5, 0.75, 0.9, 1, 1.5, -0.2];
const cases = [];
for (let i = 0; i < 400; i++) {
  const vectors = {};
  const texts = ['output', 'r0', 'r1', 'r2'];
  for (const text of texts) {
    // Some vectors repeat another's or are all zeros: the edges of cosine and distance.
    const kind = random();
    vectors[text] =
      kind < 0.08 ? [0, 0, 0, 0] : kind < 0.2 && text !== 'output' ? [...vectors.output] : Array.from({ length: 4 }, () => round(random() * 2 - 1));
  }
  const type = `${random() < 0.4 ? 'not-' : ''}${pick(TYPES)}`;
  const count = pick([0, 1, 2, 3]);
  const value = count === 0 ? 'r0' : texts.slice(1, 1 + count);
  const threshold = pick(THRESHOLDS);
  cases.push({ id: `e${i}`, type, value, ...(threshold === undefined ? {} : { threshold }), vectors });
}

const verdicts = [];
for (const c of cases) {
  const provider = {
    id: () => 'corpus-embeddings',
    callApi: async () => ({ output: '' }),
    callEmbeddingApi: async (text) => ({ embedding: c.vectors[text] }),
  };
  const assertion = { type: c.type, value: c.value, ...(c.threshold === undefined ? {} : { threshold: c.threshold }) };
  let verdict;
  try {
    const r = await assertions.runAssertion({
      prompt: 'p',
      assertion,
      test: { vars: {}, options: { provider } },
      providerResponse: { output: 'output' },
    });
    verdict = { pass: r.pass, score: r.score, reason: r.reason };
  } catch (error) {
    verdict = { error: String(error.message ?? error) };
  }
  verdicts.push({ ...c, promptfoo: verdict });
}
// One case per line: a diff after re-recording shows which verdicts changed.
writeFileSync(out, `{"promptfoo": "0.121.20", "cases": [\n${verdicts.map((v) => JSON.stringify(v)).join(',\n')}\n]}\n`);
console.log(`${verdicts.length} verdicts written to ${out}`);
