// Answer reuse through dist/index.js against a fake Bedrock that counts its
// requests: the default branch saves a baseline of a 40-case dataset; a pull
// request pays only for the calls whose request the baseline has not
// answered, scores every case anew, and says how many answers it reused.
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, pullRequestEvent, pushEvent, scheduleEvent, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';
import type { FakeHandler } from '../fakes/bedrock.js';

const MODEL = 'bedrock:anthropic.claude-test-v1:0';
const DATASET = 'tickets';
const LABELS = ['billing', 'account', 'technical'] as const;
const PROMPT = 'Classify the ticket as one of {{labels}}.\nTicket: {{text}}';

/** Ticket i: its text names its number, and its label is i mod 3. */
const ticket = (i: number) => ({ id: `t${i}`, input: { text: `Ticket ${i}: please help.` }, expected: { label: LABELS[i % 3] } });
const tickets = (n: number) => Array.from({ length: n }, (_, i) => ticket(i));

/** The model answers each ticket's label, read from the number in the prompt. */
const labeller: FakeHandler = ({ body }) => {
  const text = JSON.stringify(body);
  const match = /Ticket (\d+):/.exec(text);
  return { text: match ? (LABELS[Number(match[1]) % 3] as string) : 'billing', usage: { inputTokens: 30, outputTokens: 2 } };
};

const fakes = useActionFakes('supereval-e2e-answer-reuse-', labeller);

function files(cases: object[]): Record<string, object | object[]> {
  return {
    [`datasets/${DATASET}/dataset.json`]: { name: DATASET, type: 'classification', labels: [...LABELS], thresholds: { pass_rate: 0.8 } },
    [`datasets/${DATASET}/cases.jsonl`]: cases,
  };
}

async function step(options: Omit<ActionRunOptions, 'bedrockUrl' | 'inputs'> & { inputs?: Record<string, string> }) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ bedrockUrl: fakes.bedrock.url, ...options, inputs: { models: MODEL, prompt: PROMPT, ...options.inputs } });
  const results = run.results[`${DATASET}.json`] as {
    summary: { reuse?: { answers: number; reused: number; calls: number; commit: string | null } };
    cases: { id: string; status: string; results: { request?: string; reused?: true; status: string }[] }[];
    comparison: { new: number; regressions: number; cases: { id: string; classification: string }[] } | null;
  };
  return { run, results, calls: fakes.bedrock.stats.requests - before };
}

describe('answer reuse on pull requests', () => {
  const mainCommit = sha('reuse-main');

  it('the default branch calls every case and records each request', async () => {
    const { run, results, calls } = await step({ event: pushEvent(mainCommit), files: files(tickets(40)) });
    expect(run.code, run.stdout).toBe(0);
    expect(calls).toBe(40);
    expect(results.cases.every((c) => /^[0-9a-f]{16}$/.test(c.results[0]?.request ?? ''))).toBe(true);
    expect(run.outputs).toMatchObject({ calls: '40', 'reused-answers': '0' });
  });

  it('a pull request that adds two cases makes 2 calls and compares all 42', async () => {
    const pr = 51;
    const { run, results, calls } = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('reuse-add-head'), mergeSha: sha('reuse-add-merge') }),
      files: files(tickets(42)),
    });
    expect(run.code, run.stdout).toBe(0);
    expect(calls).toBe(2);
    expect(results.summary.reuse).toMatchObject({ answers: 42, reused: 40, calls: 2, commit: mainCommit });
    // The file keeps only the comparison's entries that are not still passing: the two new cases.
    expect(results.comparison).toMatchObject({ new: 2, removed: 0, regressions: 0 });
    expect(results.comparison?.cases.map((c) => [c.id, c.classification])).toEqual([
      ['t40', 'new'],
      ['t41', 'new'],
    ]);
    expect(results.cases.length).toBe(42);
    expect(results.cases.filter((c) => c.results[0]?.reused).map((c) => c.id)).toEqual(tickets(40).map((t) => t.id));
    expect(run.outputs).toMatchObject({ calls: '2', 'reused-answers': '40', skipped: 'false' });
    const sentence = `40 of 42 answers reused from the baseline (commit \`${mainCommit.slice(0, 7)}\`), 2 calls`;
    expect(fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '').toContain(sentence);
    expect(run.summary).toContain(sentence);
  });

  it("a pull request that changes a case's expected value takes every answer from the baseline and confirms its regression with 2 fresh calls", async () => {
    const cases = tickets(40);
    cases[7] = { ...ticket(7), expected: { label: 'billing' } };
    const { run, results, calls } = await step({
      event: pullRequestEvent({ number: 52, headSha: sha('reuse-expect-head'), mergeSha: sha('reuse-expect-merge') }),
      files: files(cases),
    });
    // The answers are the baseline's; the regression is run twice more (confirm-regressions: auto), fresh, and fails both.
    expect(calls).toBe(2);
    expect(results.summary.reuse).toMatchObject({ answers: 40, reused: 40, calls: 0 });
    expect(results.cases[7]).toMatchObject({ id: 't7', status: 'fail' });
    expect(results.comparison?.cases.filter((c) => c.classification === 'regression').map((c) => c.id)).toEqual(['t7']);
    expect(run.outputs).toMatchObject({ regressions: '1', calls: '2', 'reused-answers': '40' });
  });

  it('a pull request that changes the prompt calls every case', async () => {
    const { run, results, calls } = await step({
      event: pullRequestEvent({ number: 53, headSha: sha('reuse-prompt-head'), mergeSha: sha('reuse-prompt-merge') }),
      files: files(tickets(40)),
      inputs: { prompt: `Answer with one word. ${PROMPT}` },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(calls).toBe(40);
    expect(results.summary.reuse).toMatchObject({ answers: 40, reused: 0, calls: 40 });
  });

  it('reuse: none on a pull request calls every case', async () => {
    const { calls, results } = await step({
      event: pullRequestEvent({ number: 54, headSha: sha('reuse-none-head'), mergeSha: sha('reuse-none-merge') }),
      files: files(tickets(42)),
      inputs: { reuse: 'none' },
    });
    expect(calls).toBe(42);
    expect(results.summary.reuse).toBeUndefined();
  });

  it('a scheduled run calls every model again (auto: none), to catch drift', async () => {
    const { run, calls } = await step({ event: scheduleEvent(sha('reuse-nightly')), files: files(tickets(42)) });
    expect(run.code, run.stdout).toBe(0);
    expect(calls).toBe(42);
    expect(run.outputs).toMatchObject({ calls: '42', 'reused-answers': '0' });
  });
});
