// The action's publishers: their order, what they hand on to each other, and
// the job summary and step outputs through the real @actions/core writing the
// runner's files in a temp dir.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { actionBaselinePlan } from '../../src/baseline/policy.js';
import { parseActionInputs } from '../../src/action/inputs.js';
import type { CaseResult } from '../../src/config/results.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { loadDataset } from '../../src/dataset/load.js';
import { applyGate } from '../../src/app/gate.js';
import { parseActionContext } from '../../src/publish/context.js';
import { casesUrls, lazyGitHub, runPublishers, type Publisher, type PublishRun } from '../../src/publish/publisher.js';
import { ACTION_PUBLISHERS } from '../../src/publish/publishers/index.js';
import { jobSummary } from '../../src/publish/publishers/job-summary.js';
import { stepOutputs } from '../../src/publish/publishers/step-outputs.js';
import { buildResults } from '../../src/results/results.js';
import { useRunnerFiles } from '../helpers/runner-files.js';
import { qaCase, qaMeta, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const files = useRunnerFiles('supereval-publishers-test-', { GITHUB_WORKSPACE: (f) => f.dir });

const ctx = parseActionContext(
  { GITHUB_REPOSITORY: 'acme/evals', GITHUB_RUN_ID: '7', GITHUB_SHA: 'f'.repeat(40), GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' },
  { repository: { full_name: 'acme/evals', default_branch: 'main' } },
);
const inputs = parseActionInputs((name) => ({ models: 'replay:m.jsonl', 'github-token': '' })[name] ?? '');
const passing: CaseResult = {
  id: 'a',
  key: 'a',
  line: 1,
  tags: [],
  status: 'pass',
  score: 1,
  results: [{ model: 'replay:m', output: 'answer a', status: 'pass', score: 1, latency_ms: 12, usage: null, cost_usd: 0, asserts: [], error: null }],
};

async function publishRun(outputDir: string): Promise<PublishRun> {
  writeTree(files.dir, { 'set/dataset.json': qaMeta(), 'set/cases.jsonl': [qaCase('a')] });
  const dataset = await loadDataset(join(files.dir, 'set'), KINDS);
  const results = applyGate(
    buildResults({
      dataset: { name: 'qa-set', type: 'qa', dir: 'set', hash: 'h' },
      models: ['replay:m'],
      judge: null,
      cases: [passing],
      startedAt: new Date(0),
      finishedAt: new Date(1),
    }),
    resolveThresholds({}),
    null,
  );
  const planned = actionBaselinePlan(ctx, inputs, false);
  if (!planned.ok) throw new Error(planned.problem);
  const resultsPath = join(outputDir, 'qa-set.json');
  return {
    inputs,
    // The runner's summary file, as the action reads it from the environment.
    ctx: { ...ctx, stepSummary: files.summaryFile },
    workspace: files.dir,
    outputDir,
    plan: planned.plan,
    resultsPath,
    cancelled: null,
    passed: true,
    failsAnyway: false,
    setupErrors: [],
    lateErrors: [],
    runs: [{ dataset, results, scope: null, cacheKey: 'restored-key', skipped: false, resultsPath }],
    github: () => Promise.resolve(null),
    published: { summaryPath: null, commentUrl: null, cacheKeys: ['restored-key'], reportPath: null, reportUrl: null },
  };
}

describe("the action's publishers", () => {
  it('run in the documented order: the HTML report first (the summary and comment link it), the outputs last, the cache before them', () => {
    expect(ACTION_PUBLISHERS.map((p) => p.name)).toEqual([
      'HTML report',
      'job summary',
      'history files',
      'PR comment',
      'check run',
      'baseline cache',
      'step outputs',
    ]);
  });

  it('each sees what the earlier ones made, and the run ends with all of it', async () => {
    const seen: unknown[] = [];
    const first: Publisher = { name: 'first', publish: async () => ({ commentUrl: 'https://example.test/c/1' }) };
    const second: Publisher = { name: 'second', publish: async (run) => (seen.push({ ...run.published }), { summaryPath: '/s.md' }) };
    const run = await publishRun(join(files.dir, 'out-order'));
    const published = await runPublishers([first, second], run);
    const none = { reportPath: null, reportUrl: null };
    expect(seen).toEqual([{ summaryPath: null, commentUrl: 'https://example.test/c/1', cacheKeys: ['restored-key'], ...none }]);
    expect(published).toEqual({ summaryPath: '/s.md', commentUrl: 'https://example.test/c/1', cacheKeys: ['restored-key'], ...none });
  });

  it('the job summary writes summary.md and the job summary; the outputs name the file, the comment and the cache keys', async () => {
    const run = await publishRun(join(files.dir, 'out-ok'));
    run.published.commentUrl = 'https://example.test/c/2';
    run.published.cacheKeys = ['saved-key'];
    await runPublishers([jobSummary, stepOutputs], run);
    const markdown = await readFile(join(files.dir, 'out-ok', 'summary.md'), 'utf8');
    expect(markdown).toContain('qa-set');
    expect(await readFile(files.summaryFile, 'utf8')).toBe(markdown);
    expect(await files.readOutputs()).toMatchObject({
      passed: 'true',
      'pass-rate': '1',
      'summary-path': join(files.dir, 'out-ok', 'summary.md'),
      'comment-url': 'https://example.test/c/2',
      'baseline-key': 'saved-key',
      'results-path': join(files.dir, 'out-ok', 'qa-set.json'),
      skipped: 'false',
      'p95-latency-ms': '12',
    });
    expect(run.lateErrors).toEqual([]);
  });

  it("links each dataset's cases.jsonl in the workspace at the commit under review", async () => {
    const run = await publishRun(join(files.dir, 'out-links'));
    expect(casesUrls(run)).toEqual([`https://github.com/acme/evals/blob/${'f'.repeat(40)}/set/cases.jsonl`]);
    const pr = { ...run.ctx, headSha: 'a'.repeat(40) };
    expect(casesUrls({ ...run, ctx: pr })).toEqual([`https://github.com/acme/evals/blob/${'a'.repeat(40)}/set/cases.jsonl`]);
    // A dataset outside the workspace has no place in the repository to link to.
    expect(casesUrls({ ...run, workspace: join(files.dir, 'elsewhere') })).toEqual([undefined]);
  });

  it('a summary.md that cannot be written is a line for the end of the step, and summary-path is empty', async () => {
    await writeFile(join(files.dir, 'blocker'), 'a file, not a folder');
    const run = await publishRun(join(files.dir, 'blocker', 'out'));
    await runPublishers([jobSummary, stepOutputs], run);
    expect(run.lateErrors).toEqual([
      'summary not written: cannot write blocker/out/summary.md: a parent of it is a file, not a folder (ENOTDIR); change the output-dir input',
    ]);
    expect((await files.readOutputs())['summary-path']).toBe('');
    // The job summary itself is still written.
    expect(await readFile(files.summaryFile, 'utf8')).toContain('qa-set');
  });
});

describe('lazyGitHub', () => {
  /** What the action logs while `fn` runs (@actions/core writes to stdout). */
  function logged(fn: () => void): string {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      fn();
    } finally {
      spy.mockRestore();
    }
    return lines.join('');
  }

  // The lines are logged before the client's first await, so a synchronous capture sees them.
  it('without a token: no client, and one warning however often it is asked', async () => {
    const github = lazyGitHub({ 'github-token': '' }, ctx, null);
    const asked: Promise<unknown>[] = [];
    const log = logged(() => {
      asked.push(github(), github());
    });
    expect(await asked[0]).toBeNull();
    expect(await asked[1]).toBeNull();
    expect(log.match(/No github-token: the PR comment and the check run are skipped/g)).toHaveLength(1);
  });

  it('once cancelled: no client even with a token, and it says why', async () => {
    let asked: Promise<unknown> = Promise.resolve(undefined);
    const log = logged(() => {
      asked = lazyGitHub({ 'github-token': 't' }, ctx, 'SIGINT')();
    });
    expect(await asked).toBeNull();
    expect(log).toContain('supereval: cancelled, so the PR comment and the check run are skipped; the job summary and outputs are written.');
    expect(log).not.toContain('No github-token');
  });

  it('with a token: one client, shared by the comment and the check, and nothing logged', async () => {
    const github = lazyGitHub({ 'github-token': 't' }, ctx, null);
    let asked: Promise<unknown> = Promise.resolve(undefined);
    expect(
      logged(() => {
        asked = github();
      }),
    ).toBe('');
    const client = await asked;
    expect(client).not.toBeNull();
    expect(await github()).toBe(client);
  });
});
