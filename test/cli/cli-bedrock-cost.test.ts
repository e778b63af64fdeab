// Spend through the whole CLI, with the real AWS SDK against the fake
// Bedrock and prices from a --prices file: the judge's calls count in the
// total, max_cost_usd limits that total, and --max-cost-usd caps a whole run
// across datasets, stopping calls once reached and saying so.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

// 1,000 input tokens a call at $10 per 1M: each model call costs $0.01; the judge's $0.02.
const prices = path.join(root, 'prices.json');
writeTree(root, {
  'prices.json': { [MODEL]: { input: 10, output: 0 }, [JUDGE]: { input: 20, output: 0 } },
  'judged/dataset.json': qaMeta({ name: 'judged', thresholds: { max_cost_usd: 0.05 } }),
  'judged/cases.jsonl': Array.from({ length: 4 }, (_, i) =>
    qaCase(`j${i}`, `question ${i}?`, `answer ${i}`, { assert: [{ type: 'llm-rubric', value: 'is right' }] }),
  ),
  'first/dataset.json': qaMeta({ name: 'first' }),
  'first/cases.jsonl': Array.from({ length: 5 }, (_, i) => qaCase(`a${i}`, `question ${i}?`, `answer ${i}`)),
  'second/dataset.json': qaMeta({ name: 'second' }),
  'second/cases.jsonl': Array.from({ length: 5 }, (_, i) => qaCase(`b${i}`, `question ${i + 5}?`, `answer ${i + 5}`)),
});

const handler: FakeHandler = ({ modelId, body }) => {
  const usage = { inputTokens: 1000, outputTokens: 0 };
  if (modelId === JUDGE) return { text: JSON.stringify({ reason: 'fine', pass: true, score: 1 }), usage };
  return { text: `That is answer ${/question (\d+)\?/.exec(firstUserText(body))?.[1] ?? ''}.`, usage };
};
const readResults = (file: string): Results => readResultsFile(file);

describe('spend', () => {
  it("counts the judge's spend in the total; max_cost_usd limits the total, not the models' part alone", async () => {
    await startFake(handler);
    const output = path.join(root, 'judged.json');
    const r = await cli(
      'run',
      path.join(root, 'judged'),
      '--model',
      `bedrock:${MODEL}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--prices',
      prices,
      '--output',
      output,
      '-q',
    );
    const results = readResults(output);

    expect(results.summary.cost_usd).toBeCloseTo(0.04, 9);
    expect(results.summary.judge).toEqual({ calls: 8, cost_usd: expect.closeTo(0.16, 9) });
    expect(results.summary.total_cost_usd).toBeCloseTo(0.2, 9);
    // $0.04 of model calls is under the $0.05 limit; with the judge's $0.16 (two judged assertions a case) the run is not.
    expect(r.code).toBe(EXIT.blocked);
    expect(results.gate.reasons).toEqual([
      expect.stringMatching(/^max_cost_usd: the run cost \$0\.20 \(models \$0\.04 \+ judge \$0\.16\), above the limit of \$0\.05\.$/),
    ]);
    expect(r.stdout).toContain('cost $0.20 (models $0.04, judge $0.16)');
  });

  it('--max-cost-usd caps the run across datasets: calls stop once reached, the rest are not run, results are written, the report says so', async () => {
    const fake = await startFake(handler);
    const out = path.join(root, 'capped');
    const r = await cli(
      'run',
      path.join(root, 'first'),
      path.join(root, 'second'),
      '--model',
      `bedrock:${MODEL}`,
      '--prices',
      prices,
      '--max-cost-usd',
      '0.07',
      '--concurrency',
      '1',
      '--output',
      out,
      '-q',
    );

    expect(fake.stats.requests).toBe(7);
    expect(r.code).toBe(EXIT.blocked);
    // Datasets run side by side over the one slot, so which cases were left is not fixed; how many is.
    const both = [readResults(path.join(out, 'first.json')), readResults(path.join(out, 'second.json'))];
    const results = both.flatMap((d) => d.cases.flatMap((c) => c.results));
    expect(results.filter((x) => x.status === 'pass')).toHaveLength(7);
    const notRun = results.filter((x) => x.status === 'error');
    expect(notRun).toHaveLength(3);
    expect(notRun.every((x) => x.error?.includes("not run: the run's cost cap of $0.07 (--max-cost-usd) was reached"))).toBe(true);
    expect(both.reduce((n, d) => n + (d.cost_cap?.not_run ?? 0), 0)).toBe(3);
    for (const d of both.filter((x) => x.cost_cap)) {
      expect(d.cost_cap).toEqual({ limit_usd: 0.07, option: '--max-cost-usd', not_run: expect.any(Number) });
      const n = d.cost_cap!.not_run;
      expect(d.gate.reasons).toContain(
        `--max-cost-usd: the run's cost cap of $0.07 was reached; ${n} ${n === 1 ? 'result of this dataset was' : 'results of this dataset were'} not run.`,
      );
    }
    expect(r.stderr).toMatch(/cost cap of \$0\.07 \(--max-cost-usd\) was reached after \$0\.07/);
    expect(r.stdout).toContain('not run');
  });

  it('--max-cost-usd must be a number of dollars', async () => {
    const r = await cli('run', path.join(root, 'first'), '--model', `bedrock:${MODEL}`, '--max-cost-usd', 'ten');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--max-cost-usd must be a number of US dollars, 0 or more, got "ten"');
  });
});
