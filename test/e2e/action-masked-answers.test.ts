// Issue 45: masked text is published, never reused or compared as the
// model's answer, and an id is never rewritten. Through dist/index.js
// against the fake cache, GitHub and Bedrock, with DATABASE_URL holding the
// password `password` (so the word is a secret value): the model answers one
// case with AWS's documented example key id, which the results publish as
// `AKIA***`; another case's id is `reset-password`. Pull requests after the
// default branch's baseline pass with no regression and no flaky case: an
// unchanged one reuses the baseline's results whole (every id finds its
// baseline), one that adds a case asks the masked answer again rather than
// reuse it, and the published results still show the mask.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';
import type { FakeHandler } from '../fakes/bedrock.js';

const MODEL = 'bedrock:anthropic.claude-test-v1:0';
const AWS_EXAMPLE_KEY = 'AKIAIOSFODNN7EXAMPLE';
const DATABASE_URL = 'postgres://app:password@db.internal:5432/support';

const CASES = [
  { id: 'example-key', input: { query: 'Which access key id do the AWS docs use as an example?' }, expected: { ground_truth: AWS_EXAMPLE_KEY } },
  { id: 'reset-password', input: { query: 'How do I get back into my account?' }, expected: { ground_truth: 'reset link' } },
  { id: 'billing', input: { query: 'Where are my invoices?' }, expected: { ground_truth: 'Billing page' } },
];
const EXTRA = { id: 'export', input: { query: 'How do I export my data?' }, expected: { ground_truth: 'Export button' } };

const ANSWERS: Record<string, string> = {
  'access key id': `The docs use ${AWS_EXAMPLE_KEY}.`,
  'back into my account': 'Use the reset link on the sign-in page.',
  invoices: 'They are on the Billing page.',
  export: 'Press the Export button in Settings.',
};

/** Answers by the question in the prompt; counts the calls per question. */
const asked = new Map<string, number>();
const model: FakeHandler = ({ body }) => {
  const text = JSON.stringify(body);
  const topic = Object.keys(ANSWERS).find((t) => text.includes(t)) ?? '';
  asked.set(topic, (asked.get(topic) ?? 0) + 1);
  return { text: ANSWERS[topic] ?? 'I do not know.', usage: { inputTokens: 20, outputTokens: 8 } };
};

const fakes = useActionFakes('supereval-e2e-masked-', model);

function files(cases: object[]): Record<string, object | object[]> {
  return {
    'datasets/support/dataset.json': { name: 'support', type: 'qa', thresholds: { pass_rate: 1 } },
    'datasets/support/cases.jsonl': cases,
  };
}

interface Results {
  cases: { id: string; status: string; results: { output: string | null; reused?: true; masked?: true }[] }[];
  comparison: { regressions: number; new: number; removed: number; flaky?: number; cases: { id: string; classification: string }[] } | null;
}

async function step(event: ReturnType<typeof pushEvent>, cases: object[]) {
  asked.clear();
  const run = await fakes.runner.run({ bedrockUrl: fakes.bedrock.url, event, files: files(cases), inputs: { models: MODEL }, env: { DATABASE_URL } });
  const results = run.results['support.json'] as Results;
  const written = readFileSync(path.join(run.workspace, 'supereval-results', 'support.json'), 'utf8');
  return { run, results, written };
}

describe('a masked answer on later pull requests', () => {
  it('the default branch saves a baseline that publishes the key masked and keeps every id', async () => {
    const { run, results, written } = await step(pushEvent(sha('masked-main')), CASES);
    expect(run.code, run.stdout).toBe(0);
    expect(written).toContain('AKIA***');
    expect(written).not.toContain(AWS_EXAMPLE_KEY);
    expect(results.cases.map((c) => c.id)).toEqual(['example-key', 'reset-password', 'billing']);
    expect(results.cases[0]?.results[0]).toMatchObject({ output: 'The docs use AKIA***.', masked: true });
    expect(results.cases[1]?.results[0]?.masked).toBeUndefined();
  });

  it('an unchanged pull request passes, each case compared with its own baseline', async () => {
    const pr = 91;
    const { run, results } = await step(
      pullRequestEvent({ number: pr, headSha: sha('masked-same-head'), mergeSha: sha('masked-same-merge') }),
      CASES,
    );
    expect(run.code, run.stdout).toBe(0);
    // Nothing changed: the baseline's results stand (their verdicts were made on the answers themselves).
    expect(run.outputs).toMatchObject({ passed: 'true', regressions: '0', skipped: 'true' });
    expect(results.comparison).toMatchObject({ regressions: 0, new: 0, removed: 0, still_passing: 3, cases: [] });
    expect(results.cases.map((c) => c.id)).toEqual(['example-key', 'reset-password', 'billing']);
    expect(fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '').not.toMatch(/flaky/i);
  });

  it('a pull request that adds a case asks the masked answer again and reuses the others', async () => {
    const pr = 92;
    const { run, results, written } = await step(
      pullRequestEvent({ number: pr, headSha: sha('masked-add-head'), mergeSha: sha('masked-add-merge') }),
      [...CASES, EXTRA],
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ passed: 'true', regressions: '0', 'reused-answers': '2' });
    expect(results.comparison).toMatchObject({ regressions: 0, new: 1, removed: 0 });
    expect(results.comparison?.flaky ?? 0).toBe(0);
    expect(results.comparison?.cases.map((c) => [c.id, c.classification])).toEqual([['export', 'new']]);
    // The key's case was called again (not reused as `AKIA***`), and passes; reset-password's answer is the baseline's.
    expect(asked.get('access key id')).toBe(1);
    expect(asked.get('back into my account')).toBeUndefined();
    expect(results.cases.find((c) => c.id === 'example-key')).toMatchObject({ status: 'pass' });
    expect(results.cases.find((c) => c.id === 'reset-password')?.results[0]?.reused).toBe(true);
    // Published masked, all the same.
    expect(written).toContain('AKIA***');
    expect(written).not.toContain(AWS_EXAMPLE_KEY);
    expect(fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '').not.toMatch(/flaky/i);
  });
});
