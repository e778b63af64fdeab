// --stop-early through the whole CLI against the fake Bedrock (real AWS SDK),
// counting the calls it receives: once a dataset's verdict can no longer
// change no new call starts, the cases left are errors saying why (never
// passes), and the report says when it stopped and what it saved.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'bedrock:us.amazon.nova-micro-v1:0';
const NOT_RUN = "not run: stop-early, the dataset's verdict was already decided";
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const cases = (n: number, extra: object = {}) => Array.from({ length: n }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`, extra));
writeTree(root, {
  'must/dataset.json': qaMeta({ name: 'must' }),
  'must/cases.jsonl': cases(30, { must_pass: true }),
  'regress/dataset.json': qaMeta({ name: 'regress', thresholds: { pass_rate: 0 } }),
  'regress/cases.jsonl': cases(10),
  'rate80/dataset.json': qaMeta({ name: 'rate80', thresholds: { pass_rate: 0.8 } }),
  'rate80/cases.jsonl': cases(10),
  'rate70/dataset.json': qaMeta({ name: 'rate70', thresholds: { pass_rate: 0.7 } }),
  'rate70/cases.jsonl': cases(10),
});

/** Answers every case right except those whose number is in `wrong`. */
const answering =
  (wrong: readonly number[]): FakeHandler =>
  ({ body }) => {
    const n = Number(/question (\d+)\?/.exec(firstUserText(body))?.[1]);
    return { text: wrong.includes(n) ? 'I do not know.' : `That is answer ${n}.` };
  };
const all = (n: number) => Array.from({ length: n }, (_, i) => i);

const run = (dataset: string, ...more: string[]) => {
  const output = path.join(root, `${dataset}-${Math.random().toString(36).slice(2)}.json`);
  return { output, done: cli('run', path.join(root, dataset), '--model', MODEL, '--concurrency', '1', '-o', output, '-q', ...more) };
};

describe('--stop-early', () => {
  it('stops 30 failing must-pass cases after the first, and no case left unrun passes', async () => {
    const fake = await startFake(answering(all(30)));
    const baseline = path.join(root, 'must-baseline.json');
    const { output, done } = run('must', '--stop-early', '--update-baseline', baseline);
    const r = await done;

    expect(r.code).toBe(EXIT.blocked);
    expect(fake.stats.requests).toBeLessThanOrEqual(4);
    const results = readResultsFile(output);
    expect(results.cases).toHaveLength(30);
    const unrun = results.cases.filter((c) => c.results.some((m) => m.error?.startsWith(NOT_RUN)));
    expect(unrun.length).toBe(30 - fake.stats.requests);
    for (const c of unrun) {
      expect(c.status).toBe('error');
      expect(c.results[0]?.error).toBe(`${NOT_RUN} (must_pass: must-pass case c0 failed)`);
    }
    expect(results.cases.filter((c) => c.status === 'pass')).toEqual([]);
    expect(results.stopped_early).toEqual({
      reason: 'must_pass: must-pass case c0 failed',
      case: 'c0',
      not_run: unrun.length,
      calls_saved: unrun.length,
    });
    expect(results.gate.passed).toBe(false);
    expect(r.stdout).toContain(
      `Stopped early after case c0: the verdict could no longer change (must_pass: must-pass case c0 failed); ${unrun.length} calls saved`,
    );
    // A run that left cases out is no baseline.
    expect(r.stderr).toContain('baseline of must not updated: stop-early stopped it before every case ran');
    expect(existsSync(baseline)).toBe(false);
  });

  it('without it, calls every case', async () => {
    const fake = await startFake(answering(all(30)));
    const { output, done } = run('must');
    expect((await done).code).toBe(EXIT.blocked);
    expect(fake.stats.requests).toBe(30);
    expect(readResultsFile(output).stopped_early).toBeUndefined();
  });

  it('stops at a regression against the baseline', async () => {
    const baseline = path.join(root, 'regress-baseline.json');
    await startFake(answering([]));
    const first = run('regress', '--update-baseline', baseline);
    expect((await first.done).code).toBe(EXIT.passed);

    const fake = await startFake(answering([3]));
    const { output, done } = run('regress', '--stop-early', '--compare-baseline', baseline);
    expect((await done).code).toBe(EXIT.blocked);
    expect(fake.stats.requests).toBe(4);
    const results = readResultsFile(output);
    expect(results.stopped_early).toMatchObject({
      reason: `fail_on_regression: case c3 passed in the baseline and now fails`,
      case: 'c3',
      not_run: 6,
    });
  });

  it('stops once the pass rate is out of reach', async () => {
    const fake = await startFake(answering([0, 1, 2, 3, 4]));
    const { output, done } = run('rate80', '--stop-early');
    expect((await done).code).toBe(EXIT.blocked);
    // The third failure leaves at most 7 of 10, below 80%.
    expect(fake.stats.requests).toBe(3);
    expect(readResultsFile(output).stopped_early?.reason).toBe('pass_rate: 3 of 10 cases did not pass, so at most 70% can, below the required 80%');
  });

  it('runs on while the pass rate can still be reached', async () => {
    const fake = await startFake(answering([0, 1, 2]));
    const { output, done } = run('rate70', '--stop-early');
    expect((await done).code).toBe(EXIT.passed);
    expect(fake.stats.requests).toBe(10);
    expect(readResultsFile(output).stopped_early).toBeUndefined();
  });

  it('runs everything while the verdict stays open', async () => {
    const fake = await startFake(answering([]));
    const { output, done } = run('must', '--stop-early');
    expect((await done).code).toBe(EXIT.passed);
    expect(fake.stats.requests).toBe(30);
    expect(readResultsFile(output).stopped_early).toBeUndefined();
  });
});
