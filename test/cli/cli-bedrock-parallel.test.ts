// Datasets side by side through the whole CLI against the fake Bedrock: the
// run keeps one pool of --concurrency calls busy across datasets, never more.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-lite-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();
const DATASETS = ['alpha', 'beta', 'gamma'];
const CASES_EACH = 4;

for (const name of DATASETS) {
  writeTree(root, {
    [`evals/${name}/dataset.json`]: qaMeta({ name }),
    [`evals/${name}/cases.jsonl`]: Array.from({ length: CASES_EACH }, (_, i) =>
      qaCase(`${name}-${i}`, `question ${name} ${i}?`, `answer ${name} ${i}`),
    ),
  });
}

describe('datasets side by side', () => {
  it('shares one pool of --concurrency calls across datasets: more in flight than one dataset has, never more than the option', async () => {
    const fake = await startFake(({ body }) => {
      const [, name = '', i = ''] = /question (\w+) (\d+)\?/.exec(firstUserText(body)) ?? [];
      return { text: `That is answer ${name} ${i}.`, delayMs: 150 };
    });
    const out = path.join(root, 'out');
    const r = await cli('run', path.join(root, 'evals'), '--model', `bedrock:${MODEL}`, '--concurrency', '5', '-q', '-o', out);
    expect(r.code, r.stderr).toBe(0);
    // One after another, at most 4 (one dataset's cases) would be in flight;
    // unbounded side by side, 12.
    expect(fake.stats.maxInFlight).toBe(5);
    expect(fake.stats.requests).toBe(DATASETS.length * CASES_EACH);
    // Reports keep the order the datasets were found in, each complete.
    expect([...r.stdout.matchAll(/^PASS\s+(\w+) \(qa\): 4\/4 passed/gm)].map((m) => m[1])).toEqual(DATASETS);
    expect(readdirSync(out).sort()).toEqual(DATASETS.map((d) => `${d}.json`));
    for (const d of DATASETS) expect(readResultsFile(path.join(out, `${d}.json`)).summary.passed).toBe(CASES_EACH);
  });
});
