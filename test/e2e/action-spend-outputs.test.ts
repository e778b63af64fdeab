// Spend and outputs of the bundle, run as a runner runs it against the fakes:
// the judge's spend counts in cost-usd, reused results cost nothing in this
// run, the max-cost-usd input caps a whole run across datasets, and the
// per-dataset verdicts, the regressed cases and the summary's path are step
// outputs for the steps that follow. One story, in order.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../fakes/bedrock.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { expectNoStackTrace, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';

const MODEL_ID = 'us.amazon.nova-micro-v1:0';
const JUDGE_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const MODEL = `bedrock:${MODEL_ID}`;
const JUDGE = `bedrock:${JUDGE_ID}`;
const TERSE = 'Terse: {{query}}';

// Every call reads 1,000 tokens: $0.01 a model call and $0.02 a judge call at these prices.
const handler: FakeHandler = ({ modelId, body }) => {
  const usage = { inputTokens: 1000, outputTokens: 0 };
  if (modelId === JUDGE_ID) return { text: JSON.stringify({ reason: 'fine', pass: true, score: 1 }), usage };
  const prompt = firstUserText(body);
  const n = /question (\d+)\?/.exec(prompt)?.[1] ?? '';
  // Under the terse prompt the model gets beta's case b1 wrong.
  return { text: prompt.startsWith('Terse:') && n === '101' ? 'No idea.' : `That is answer ${n}.`, usage };
};
const fakes = useActionFakes('supereval-e2e-spend-', handler);

const qa = (id: string, n: number, extra: object = {}) => ({
  id,
  input: { query: `question ${n}?` },
  expected: { ground_truth: `answer ${n}` },
  ...extra,
});
const files = {
  'prices.json': { [MODEL_ID]: { input: 10, output: 0 }, [JUDGE_ID]: { input: 20, output: 0 } },
  'datasets/alpha/dataset.json': { name: 'alpha', type: 'qa' },
  'datasets/alpha/cases.jsonl': [qa('a0', 0, { assert: [{ type: 'llm-rubric', value: 'is right' }] }), qa('a1', 1), qa('a2', 2)],
  'datasets/beta/dataset.json': { name: 'beta', type: 'qa' },
  'datasets/beta/cases.jsonl': [qa('b0', 100), qa('b1', 101), qa('b2', 102)],
};
const inputs = { models: MODEL, 'judge-model': JUDGE, 'prices-file': 'prices.json' };
const num = (s: string | undefined) => Number(s);
const cacheLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => !l.startsWith('::debug::') && /baseline|cache|tar|warning|error/i.test(l))
    .map((l) => l.slice(0, 300))
    .join('\n');
type ResultsFile = {
  summary: { cost_usd: number; total_cost_usd: number; judge: { cost_usd: number } };
  run: { reused_from?: string };
  cost_cap?: { not_run: number };
};

async function step(event: Parameters<typeof fakes.runner.run>[0]['event'], extra: Record<string, string> = {}) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ event, inputs: { ...inputs, ...extra }, files, bedrockUrl: fakes.bedrock.url });
  return { run, calls: fakes.bedrock.stats.requests - before };
}

describe('spend and outputs through the action', () => {
  let firstCost = 0;
  let firstLog = '';

  it('on a push: cost-usd is models plus judge, all of it spent in this run; datasets, regressed-cases and summary-path are set', async () => {
    const { run, calls } = await step(pushEvent(sha('spend-main-1')));
    expect(run.code, run.stdout).toBe(0);

    const alpha = run.results['alpha.json'] as ResultsFile;
    const beta = run.results['beta.json'] as ResultsFile;
    const model = alpha.summary.cost_usd + beta.summary.cost_usd;
    const judge = alpha.summary.judge.cost_usd + beta.summary.judge.cost_usd;
    expect(model).toBeCloseTo(0.06, 9);
    expect(judge).toBeGreaterThan(0);
    expect(calls).toBe(Math.round(model / 0.01 + judge / 0.02));
    expect(num(run.outputs['model-cost-usd'])).toBeCloseTo(model, 9);
    expect(num(run.outputs['judge-cost-usd'])).toBeCloseTo(judge, 9);
    expect(num(run.outputs['cost-usd'])).toBeCloseTo(model + judge, 9);
    expect(num(run.outputs['spent-usd'])).toBeCloseTo(model + judge, 9);
    firstCost = num(run.outputs['cost-usd']);
    firstLog = run.stdout;

    const datasets = JSON.parse(run.outputs['datasets'] ?? '') as { cost_usd: number }[];
    expect(datasets).toEqual([
      expect.objectContaining({
        name: 'alpha',
        passed: true,
        pass_rate: 1,
        cases: 3,
        regressions: 0,
        errors: 0,
        reused: false,
        results_path: path.join(run.workspace, 'supereval-results', 'alpha.json'),
      }),
      expect.objectContaining({ name: 'beta', passed: true, pass_rate: 1, cases: 3, regressions: 0, errors: 0, reused: false }),
    ]);
    expect(datasets[0]?.cost_usd).toBeCloseTo(alpha.summary.total_cost_usd, 9);
    expect(JSON.parse(run.outputs['regressed-cases'] ?? '')).toEqual([]);
    const summaryPath = run.outputs['summary-path'] ?? '';
    expect(summaryPath).toBe(path.join(run.workspace, 'supereval-results', 'summary.md'));
    expect(readFileSync(summaryPath, 'utf8')).toBe(run.summary);
    expect(run.summary).toMatch(/Cost: \$0\.\d+ \(models \$0\.03, judge \$0\.\d+\)/);
  });

  it('on an unchanged push: the results are reused, nothing is spent in this run, cost-usd still says what they cost', async () => {
    const { run, calls } = await step(pushEvent(sha('spend-main-2')));
    expect(run.code, run.stdout).toBe(0);
    // If this fails, the cache lines of both runs say why the results were not reused.
    expect(calls, `first run:\n${cacheLines(firstLog)}\n\nsecond run:\n${cacheLines(run.stdout)}`).toBe(0);
    expect(run.outputs['skipped']).toBe('true');
    expect(num(run.outputs['cost-usd'])).toBeCloseTo(firstCost, 9);
    expect(num(run.outputs['spent-usd'])).toBe(0);
    expect((run.results['alpha.json'] as ResultsFile).run.reused_from).toMatch(/^supereval-v1-alpha-/);
    expect((JSON.parse(run.outputs['datasets'] ?? '') as unknown[])[0]).toMatchObject({ reused: true, spent_usd: 0 });
    expect(run.summary).toContain('reused: nothing spent in this run');
  });

  it('on a pull request that regresses a case: regressed-cases names it with its dataset, and datasets says which dataset blocked', async () => {
    const { run } = await step(pullRequestEvent({ number: 41, headSha: sha('spend-pr-head'), mergeSha: sha('spend-pr-merge') }), { prompt: TERSE });
    expect(run.code, run.stdout).toBe(1);
    expect(JSON.parse(run.outputs['regressed-cases'] ?? '')).toEqual([{ dataset: 'beta', id: 'b1', model: MODEL }]);
    const datasets = JSON.parse(run.outputs['datasets'] ?? '') as { name: string; passed: boolean; regressions: number }[];
    expect(datasets.map((d) => [d.name, d.passed, d.regressions])).toEqual([
      ['alpha', true, 0],
      ['beta', false, 1],
    ]);
  });

  it('with max-cost-usd: calls stop across datasets once the cap is reached, the rest are not run, and the log, report and results say so', async () => {
    const { run, calls } = await step(pullRequestEvent({ number: 42, headSha: sha('spend-cap-head'), mergeSha: sha('spend-cap-merge') }), {
      prompt: 'Capped: {{query}}',
      'max-cost-usd': '0.05',
      concurrency: '1',
    });
    expect(run.code, run.stdout).toBe(1);
    const spent = num(run.outputs['spent-usd']);
    // Calls run one at a time, so the cap is passed by one call at most ($0.02, a judge call).
    expect(spent).toBeGreaterThanOrEqual(0.05 - 1e-9);
    expect(spent).toBeLessThanOrEqual(0.07 + 1e-9);
    expect(calls).toBeLessThan(6);
    // Datasets run side by side, so which of them the cap stopped depends on timing; that it stopped some does not.
    const notRun = ['alpha.json', 'beta.json'].reduce((n, f) => n + ((run.results[f] as ResultsFile).cost_cap?.not_run ?? 0), 0);
    expect(notRun).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/cost cap of \$0\.05 \(max-cost-usd\) was reached after \$0\.0\d/);
    expect(run.summary).toContain('Stopped calling models');
    expect(run.errors.join('\n')).toMatch(/max-cost-usd: the run's cost cap of \$0\.05 was reached/);
    expectNoStackTrace(run);
  });

  it('a bad max-cost-usd is an input error naming the input', async () => {
    const { run, calls } = await step(pushEvent(sha('spend-bad')), { 'max-cost-usd': '-1' });
    expect(run.code).toBe(1);
    expect(calls).toBe(0);
    expect(run.errors).toEqual(['max-cost-usd must be a number of US dollars, 0 or more, got "-1"']);
    expect(existsSync(path.join(run.workspace, 'supereval-results', 'summary.md'))).toBe(false);
  });
});
