// --reuse through the CLI, in-process against a fake Bedrock that counts its
// requests: a results file written with --output lends its answers to a later
// run's --compare-baseline; trials reuse only what the baseline has enough
// trials of; `dataset` reuses all or nothing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { FakeBedrock } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'bedrock:us.amazon.nova-micro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();
const dir = path.join(root, 'qa');
const baseline = path.join(root, 'baseline.json');

const cases = (n: number) => Array.from({ length: n }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`));
const run = (...extra: string[]) => cli('run', dir, '--model', MODEL, '-q', ...extra);

describe('--reuse on the command line', () => {
  let fake: FakeBedrock;
  // The helper closes its fakes after each test: each test starts its own.
  const startAnswering = async () => {
    fake = await startFake(({ body }) => ({ text: `answer ${/question (\d+)/.exec(firstUserText(body))?.[1]}` }));
  };
  const callsOf = async (pending: ReturnType<typeof run>) => {
    const before = fake.stats.requests;
    const result = await pending;
    return { ...result, calls: fake.stats.requests - before };
  };

  it('a baseline of 3 cases, 2 trials each, then a run that reuses all 6 answers', async () => {
    writeTree(root, { 'qa/dataset.json': qaMeta(), 'qa/cases.jsonl': cases(3) });
    await startAnswering();
    const first = await callsOf(run('--trials', '2', '--output', baseline));
    expect(first.code, first.stderr).toBe(EXIT.passed);
    expect(first.calls).toBe(6);

    const again = await callsOf(run('--trials', '2', '--compare-baseline', baseline, '--reuse', 'cases'));
    expect(again.code, again.stderr).toBe(EXIT.passed);
    expect(again.calls).toBe(0);
    expect(again.stdout).toContain('answers: 6 of 6 answers reused from the baseline, 0 calls');
  });

  it('3 trials against a baseline of 2 reuse nothing: every call is made', async () => {
    await startAnswering();
    const output = path.join(root, 'three.json');
    const more = await callsOf(run('--trials', '3', '--compare-baseline', baseline, '--reuse', 'cases', '--output', output));
    expect(more.calls).toBe(9);
    const results = readResultsFile(output);
    expect(results.summary.reuse).toMatchObject({ answers: 9, reused: 0, calls: 9 });
    expect(results.cases.flatMap((c) => c.results).some((r) => r.reused)).toBe(false);
  });

  it('a new case: `cases` calls it alone; `dataset` calls every case, as not all of them have an answer', async () => {
    await startAnswering();
    writeTree(root, { 'qa/cases.jsonl': cases(4) });
    const some = await callsOf(run('--trials', '2', '--compare-baseline', baseline, '--reuse', 'cases'));
    expect(some.calls).toBe(2);
    const whole = await callsOf(run('--trials', '2', '--compare-baseline', baseline, '--reuse', 'dataset'));
    expect(whole.calls).toBe(8);
    writeTree(root, { 'qa/cases.jsonl': cases(3) });
    const unchanged = await callsOf(run('--trials', '2', '--compare-baseline', baseline, '--reuse', 'dataset'));
    expect(unchanged.calls).toBe(0);
  });

  it('refuses --reuse without a baseline to take answers from, and a mode it does not know', async () => {
    const alone = await run('--reuse', 'cases');
    expect(alone.code).toBe(EXIT.usage);
    expect(alone.stderr).toContain('--reuse cases takes the answers of the baseline --compare-baseline FILE reads');
    const bad = await run('--compare-baseline', baseline, '--reuse', 'all');
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--reuse must be one of cases, dataset, none, got "all"');
  });
});
