// The check run through the real Octokit against the fake GitHub API.
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishCheckRun } from '../../src/publish/check.js';
import type { CheckAnnotation, PublishCheckRunInput } from '../../src/publish/check.js';
import { CHECK_ANNOTATION_TITLE_MAX_CHARS, CHECK_OUTPUT_MAX_CHARS } from '../../src/report/limits.js';
import { FakeGitHub } from '../fakes/github.js';

let fake: FakeGitHub;
let octokit: ReturnType<typeof getOctokit>;

beforeAll(async () => {
  fake = await FakeGitHub.start();
  octokit = getOctokit('ghs_faketoken', { baseUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => fake.deny({ comments: false, checks: false }));

const HEAD_SHA = 'a'.repeat(40);

function annotations(n: number): CheckAnnotation[] {
  return Array.from({ length: n }, (_, i) => ({
    path: 'datasets/faq/cases.jsonl',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: i % 2 === 0 ? 'failure' : 'warning',
    title: `case-${i + 1} regressed`,
    message: `score 1 -> 0 on case-${i + 1}`,
  }));
}

function input(overrides: Partial<PublishCheckRunInput> = {}): PublishCheckRunInput {
  return {
    owner: 'acme',
    repo: 'evals',
    headSha: HEAD_SHA,
    name: 'supereval',
    conclusion: 'failure',
    title: '3 regressions',
    summary: 'pass rate 90% (baseline 95%)',
    ...overrides,
  };
}

describe('publishCheckRun', () => {
  it('sends 120 annotations as one create and two updates of 50, 50 and 20', async () => {
    const before = fake.requests.length;
    const result = await publishCheckRun(octokit, input({ annotations: annotations(120) }));
    expect(result).toMatchObject({ action: 'created', annotationsSent: 120 });

    const calls = fake.requests.slice(before);
    expect(calls.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    const sizes = calls.map((r) => ((r.body as { output: { annotations?: unknown[] } }).output.annotations ?? []).length);
    expect(sizes).toEqual([50, 50, 20]);

    if (result.action !== 'created') throw new Error('expected a check run');
    const run = fake.checkRuns.find((r) => r.id === result.id);
    expect(run?.annotations.map((a) => a.start_line)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(run).toMatchObject({ head_sha: HEAD_SHA, name: 'supereval', status: 'completed', conclusion: 'failure' });
    expect(run?.output).toMatchObject({ title: '3 regressions', summary: 'pass rate 90% (baseline 95%)' });
    expect(calls.every((r) => r.path === '/repos/acme/evals/check-runs' || r.path === `/repos/acme/evals/check-runs/${result.id}`)).toBe(true);
  });

  it('attaches to the given head sha and sends no update without extra annotations', async () => {
    const sha = 'b'.repeat(40);
    const before = fake.requests.length;
    const result = await publishCheckRun(octokit, input({ headSha: sha, conclusion: 'success', annotations: annotations(50), text: 'details' }));
    expect(result).toMatchObject({ action: 'created', annotationsSent: 50, truncated: false });
    expect(fake.requests.slice(before)).toHaveLength(1);
    expect(fake.checkRuns.at(-1)).toMatchObject({ head_sha: sha, conclusion: 'success', output: { text: 'details' } });
  });

  it("cuts summary, text and annotation titles to GitHub's limits", async () => {
    const result = await publishCheckRun(
      octokit,
      input({
        summary: 's'.repeat(CHECK_OUTPUT_MAX_CHARS + 5),
        text: 't'.repeat(CHECK_OUTPUT_MAX_CHARS * 2),
        annotations: [{ ...annotations(1)[0]!, title: 'T'.repeat(1000) }],
      }),
    );
    expect(result).toMatchObject({ action: 'created', truncated: true });
    const run = fake.checkRuns.at(-1);
    expect(run?.output.summary?.length).toBe(CHECK_OUTPUT_MAX_CHARS);
    expect(run?.output.text?.length).toBe(CHECK_OUTPUT_MAX_CHARS);
    expect(run?.annotations[0]?.title?.length).toBe(CHECK_ANNOTATION_TITLE_MAX_CHARS);
  });

  it('turns a 403 (read-only token) into a skipped result', async () => {
    fake.deny({ checks: true });
    const count = fake.checkRuns.length;
    const result = await publishCheckRun(octokit, input({ annotations: annotations(3) }));
    expect(result).toMatchObject({ action: 'skipped', status: 403 });
    if (result.action !== 'skipped') throw new Error('expected a skip');
    expect(result.reason).toContain('checks: write');
    expect(fake.checkRuns).toHaveLength(count);
  });

  it('rejects an annotation with an impossible line range (a caller bug)', async () => {
    await expect(publishCheckRun(octokit, input({ annotations: [{ ...annotations(1)[0]!, start_line: 0, end_line: 0 }] }))).rejects.toThrow(
      RangeError,
    );
  });
});
