// The action as a runner runs it: dist/index.js in a child process, against a
// fake GitHub API, a fake Actions cache service and a fake Bedrock, all on
// 127.0.0.1 in this process. The tests are one story and run in order: a
// push to main saves the baseline, pull requests then compare with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeError } from '../fakes/bedrock.js';
import {
  GITHUB_TOKEN,
  useActionFakes,
  type ActionRunOptions,
  OWNER,
  REPO,
  pullRequestEvent,
  pushEvent,
  sha,
  expectNoStackTrace,
} from './action-runner.js';
import {
  REGRESSING_TICKET_TEXT,
  CASES_PATH,
  DATASET,
  FIXED_PROMPT,
  MODEL,
  MODEL_ID,
  REGRESSING_LINE,
  REGRESSING_TICKET,
  TERSE_PROMPT,
  TICKETS,
  triageFiles,
  triageModel,
} from './triage-fixture.js';

/** A model whose calls fail while `outage` is on, to leave errors in a baseline. */
const FLAKY_MODEL_ID = 'anthropic.claude-flaky-v1:0';
let outage = false;
const fakes = useActionFakes('supereval-e2e-action-', (request) =>
  outage && request.modelId === FLAKY_MODEL_ID && JSON.stringify(request.body).includes(REGRESSING_TICKET_TEXT)
    ? fakeError(424, 'ModelErrorException', 'The model failed to process the request.')
    : triageModel(request),
);

const PR = 17;
const savedEntries = () => fakes.cache.entries.filter((e) => e.finalized);
const prComments = (pr = PR) => fakes.github.commentsOn(OWNER, REPO, pr);

/** The same files under another dataset name (folder and dataset.json `name`). */
function renamedDataset(files: Record<string, object | object[]>, name: string): Record<string, object | object[]> {
  return Object.fromEntries(
    Object.entries(files).map(([file, content]) => [
      file.replace(`datasets/${DATASET}/`, `datasets/${name}/`),
      file.endsWith('dataset.json') && !Array.isArray(content) ? { ...content, name } : content,
    ]),
  );
}

/** Runs the step and counts the Bedrock calls it made. */
async function step(options: Omit<ActionRunOptions, 'bedrockUrl' | 'files'> & { files?: Record<string, object | object[]> }) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ files: triageFiles(), bedrockUrl: fakes.bedrock.url, ...options });
  return { run, bedrockCalls: fakes.bedrock.stats.requests - before };
}

describe('the action on push and pull_request events', () => {
  let pushKey = '';

  it('on a push to the default branch: runs the model, saves the baseline, creates a check on GITHUB_SHA, comments nowhere', async () => {
    const commit = sha('main-1');
    const { run, bedrockCalls } = await step({ event: pushEvent(commit), inputs: { models: MODEL } });

    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(TICKETS.length);
    expect(fakes.bedrock.requests.every((r) => r.modelId === MODEL_ID)).toBe(true);

    const entries = savedEntries();
    expect(entries).toHaveLength(1);
    pushKey = entries[0]?.key ?? '';
    expect(pushKey.startsWith(`supereval-v1-${DATASET}-`)).toBe(true);
    expect(pushKey).toContain(MODEL.replace(/[^A-Za-z0-9._]/g, '_'));

    expect(run.outputs).toMatchObject({
      passed: 'true',
      'baseline-found': 'false',
      regressions: '0',
      errors: '0',
      'pass-rate': '1',
      skipped: 'false',
      'baseline-key': pushKey,
      'comment-url': '',
    });
    expect(run.outputs['results-path']).toBe(`${run.workspace}/supereval-results/${DATASET}.json`);
    expect(run.results[`${DATASET}.json`]).toMatchObject({ summary: { total: TICKETS.length, passed: TICKETS.length }, gate: { passed: true } });

    expect(fakes.github.checkRuns).toHaveLength(1);
    expect(fakes.github.checkRuns[0]).toMatchObject({ name: 'supereval', head_sha: commit, status: 'completed', conclusion: 'success' });
    expect(fakes.github.checkRuns[0]?.annotations).toEqual([]);
    expect(fakes.github.requests.filter((r) => r.path.includes('/issues/'))).toEqual([]);
    expect(fakes.github.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true);

    expect(run.summary).toContain(DATASET);
    expect(run.warnings).toEqual([]);
  });

  it('on a pull request that regresses a case: restores the baseline, comments, fails the check on the head sha, fails the step', async () => {
    const head = sha('pr-head-1');
    const merge = sha('pr-merge-1');
    const checksBefore = fakes.github.checkRuns.length;
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: PR, headSha: head, mergeSha: merge }),
      inputs: { models: MODEL, prompt: TERSE_PROMPT },
    });

    expect(run.code, run.stdout).toBe(1);
    // Every case, then the regression re-run until the sequential test decides (confirm-regressions: auto on
    // Bedrock): two failures reach its 'dropped' bound, so it stops there and blocks.
    expect(bedrockCalls).toBe(TICKETS.length + 2);
    // A pull request never saves: still the push's entry only.
    expect(savedEntries().map((e) => e.key)).toEqual([pushKey]);
    expect(run.outputs).toMatchObject({
      passed: 'false',
      'baseline-found': 'true',
      regressions: '1',
      fixed: '0',
      skipped: 'false',
      'baseline-key': pushKey,
    });

    const comments = prComments();
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toContain('<!-- supereval:sticky');
    expect(body).toContain('❌ blocked');
    expect(body).toContain(REGRESSING_TICKET);
    expect(body).toContain('pass → fail, failed 2 of 2 re-runs');
    expect(body).toContain('Re-runs: 1 failure re-run until decided, at most 15 times each (2 calls,');
    expect(body).toMatch(/\|\s*regress/i);
    // The regression in full: linked to its line at the head commit (not the merge commit), what was asked, the baseline's answer beside today's.
    expect(body).toContain(`**[${REGRESSING_TICKET}](https://github.localhost/${OWNER}/${REPO}/blob/${head}/${CASES_PATH}#L${REGRESSING_LINE})**`);
    expect(body).not.toContain(`/blob/${merge}/`);
    expect(body).toContain(`- **Input:** ${REGRESSING_TICKET_TEXT}\n- **Expected:** technical`);
    expect(body).toContain('| Baseline output | Output now |\n|---|---|\n| technical | billing |');
    expect(run.outputs['comment-url']).toBe(`https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0]!.id}`);

    const checks = fakes.github.checkRuns.slice(checksBefore);
    expect(checks).toHaveLength(1);
    const check = checks[0];
    expect(check).toMatchObject({ name: 'supereval', head_sha: head, conclusion: 'failure' });
    expect(check?.head_sha).not.toBe(merge);
    expect(check?.output.title).toBe(`${TICKETS.length - 1}/${TICKETS.length} cases passed, 1 regression`);
    // The comment's overview table, one row per dataset: verdict, pass rate, change, regressions, errors, cost.
    const rows = check?.output.summary?.split('\n') ?? [];
    expect(rows[0]).toBe('| Dataset | Verdict | Pass rate | Change | Regressions | Errors | Cost |');
    expect(rows[2]).toMatch(
      new RegExp(`^\\| ${DATASET} \\| ❌ blocked \\| [\\d.]+% \\(${TICKETS.length - 1}/${TICKETS.length}\\) \\| -[\\d.]+ points \\| 1 \\| 0 \\|`),
    );
    const regressed = check?.annotations.filter((a) => a.title?.includes(REGRESSING_TICKET));
    expect(regressed).toHaveLength(1);
    expect(regressed?.[0]).toMatchObject({ path: CASES_PATH, start_line: REGRESSING_LINE, end_line: REGRESSING_LINE, annotation_level: 'failure' });

    // The baseline named by the push's commit and run, not by its cache key, which only the log names; the prompt differs.
    const main1 = sha('main-1');
    expect(body).toMatch(
      new RegExp(
        `Baseline: main @ \\[\`${main1.slice(0, 7)}\`\\]\\(https://github\\.localhost/${OWNER}/${REPO}/commit/${main1}\\) \\(\\[run #\\d+\\]\\(https://github\\.localhost/${OWNER}/${REPO}/actions/runs/\\d+\\), (just now|\\d+ minutes? ago)\\)\\. The baseline ran a different config: the prompt changed since\\.`,
      ),
    );
    expect(body).not.toContain(pushKey);
    expect(run.stdout).toContain(pushKey);
    // This run's history: the baseline's point, then its own (head commit, not the merge commit).
    const history = JSON.parse(readFileSync(path.join(run.workspace, 'supereval-results/history', `${DATASET}.json`), 'utf8')) as {
      dataset: string;
      points: { commit: string; regressions: number | null }[];
    };
    expect(history.dataset).toBe(DATASET);
    expect(history.points.map((p) => [p.commit, p.regressions])).toEqual([
      [main1, null],
      [head, 1],
    ]);

    expect(run.summary).toContain(REGRESSING_TICKET);
    expect(run.errors.join('\n')).toContain('supereval gate blocked');
    expectNoStackTrace(run);
  });

  it('on the next push to the same pull request: edits the one sticky comment in place', async () => {
    // Copies: the fake edits its comment objects in place.
    const before = prComments().map((c) => ({ ...c }));
    expect(before).toHaveLength(1);
    const head = sha('pr-head-2');
    const { run } = await step({
      event: pullRequestEvent({ number: PR, headSha: head, mergeSha: sha('pr-merge-2') }),
      inputs: { models: MODEL, prompt: FIXED_PROMPT },
    });

    expect(run.code, run.stdout).toBe(0);
    const after = prComments();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(after[0]?.body).not.toBe(before[0]?.body);
    expect(after[0]?.body).toContain('✅ passed');
    expect(fakes.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/issues/${PR}/comments`))).toHaveLength(1);
    expect(fakes.github.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/issues/comments/'))).toHaveLength(1);
    expect(run.outputs).toMatchObject({ passed: 'true', regressions: '0', 'baseline-found': 'true' });
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'success' });
  });

  it('on a fork pull request (read-only token): warns about the comment and the check, still writes the summary and still fails on the regression', async () => {
    const fork = 18;
    fakes.github.deny({ comments: true, checks: true }, 403);
    try {
      const checksBefore = fakes.github.checkRuns.length;
      const { run } = await step({
        event: pullRequestEvent({ number: fork, headSha: sha('fork-head'), mergeSha: sha('fork-merge'), headRepo: 'contributor/evals' }),
        inputs: { models: MODEL, prompt: TERSE_PROMPT },
      });

      expect(run.code, run.stdout).toBe(1);
      expect(run.outputs).toMatchObject({ passed: 'false', regressions: '1', 'baseline-found': 'true', 'comment-url': '' });
      const warnings = run.warnings.join('\n');
      expect(warnings).toMatch(/PR comment not posted: .*HTTP 403/);
      expect(warnings).toMatch(/Check run not created: .*HTTP 403/);
      expect(warnings).toContain('forks get a read-only token');
      expect(prComments(fork)).toEqual([]);
      expect(fakes.github.checkRuns).toHaveLength(checksBefore);
      expect(run.summary).toContain(REGRESSING_TICKET);
      expect(run.errors.join('\n')).toContain('supereval gate blocked');
      expect(run.errors.join('\n')).not.toContain('internal error');
      expectNoStackTrace(run);
    } finally {
      fakes.github.deny({ comments: false, checks: false });
    }
  });

  it("when the config is exactly the baseline's: reuses its results without a single model call, and says so", async () => {
    const pr = 19;
    const head = sha('same-config-head');
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: pr, headSha: head, mergeSha: sha('same-config-merge') }),
      inputs: { models: MODEL },
    });

    expect(run.code, run.stdout).toBe(0);
    expect(bedrockCalls).toBe(0);
    expect(run.outputs).toMatchObject({ skipped: 'true', passed: 'true', 'baseline-found': 'true', regressions: '0', 'baseline-key': pushKey });
    expect(prComments(pr)[0]?.body).toContain('results were reused without calling any model');
    expect(run.stdout).toContain('reusing its results without model calls');
    expect(run.results[`${DATASET}.json`]).toMatchObject({ summary: { total: TICKETS.length, passed: TICKETS.length }, gate: { passed: true } });
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'success' });

    // The same run with skip-unchanged off calls the model for every case.
    const again = await step({
      event: pullRequestEvent({ number: pr, headSha: head, mergeSha: sha('same-config-merge') }),
      inputs: { models: MODEL, 'skip-unchanged': 'false' },
    });
    expect(again.run.code).toBe(0);
    expect(again.bedrockCalls).toBe(TICKETS.length);
    expect(again.run.outputs).toMatchObject({ skipped: 'false', 'baseline-found': 'true' });
  });

  it('without a baseline for the dataset: every case is new, and only the pass rate decides', async () => {
    const pr = 20;
    const otherModel = 'bedrock:anthropic.claude-other-v2:0';
    // A dataset the default branch never ran. (Another model alone still finds the
    // dataset's baseline: test/e2e/action-model-change.test.ts.)
    const fresh = (thresholds?: object) => renamedDataset(triageFiles(thresholds), 'triage-fresh');
    const event = pullRequestEvent({ number: pr, headSha: sha('new-model-head'), mergeSha: sha('new-model-merge') });

    // 5 of 6 pass: above the 0.8 pass rate, so a failing case alone does not block.
    const lenient = await step({ event, inputs: { models: otherModel, prompt: TERSE_PROMPT }, files: fresh() });
    expect(lenient.run.code, lenient.run.stdout).toBe(0);
    expect(lenient.bedrockCalls).toBe(TICKETS.length);
    expect(lenient.run.outputs).toMatchObject({ passed: 'true', 'baseline-found': 'false', regressions: '0', 'baseline-key': '', skipped: 'false' });
    expect(lenient.run.outputs['pass-rate']).toBe(String(5 / 6));
    expect(lenient.run.results['triage-fresh.json']).toMatchObject({ comparison: null, gate: { passed: true } });
    expect(lenient.run.summary).toContain('every case counts as new');
    expect(prComments(pr)[0]?.body).toContain('✅ passed');

    // The same answers under a 0.9 pass rate block, on the pass rate alone.
    const strict = await step({ event, inputs: { models: otherModel, prompt: TERSE_PROMPT }, files: fresh({ pass_rate: 0.9 }) });
    expect(strict.run.code, strict.run.stdout).toBe(1);
    expect(strict.run.outputs).toMatchObject({ passed: 'false', 'baseline-found': 'false', regressions: '0' });
    const reasons = (strict.run.results['triage-fresh.json'] as { gate: { reasons: string[] } }).gate.reasons;
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^pass_rate/);
    expect(prComments(pr)).toHaveLength(1);
    expect(prComments(pr)[0]?.body).toContain('❌ blocked');
    // Pull requests never save a baseline, whatever they find.
    expect(savedEntries().map((e) => e.key)).toEqual([pushKey]);
  });

  it('with comment: on-failure: no comment while passing, one when blocked, and that one turns green once passing again', async () => {
    const pr = 21;
    const event = (n: number) => pullRequestEvent({ number: pr, headSha: sha(`on-failure-head-${n}`), mergeSha: sha(`on-failure-merge-${n}`) });
    const inputs = { models: MODEL, comment: 'on-failure' };

    const green = await step({ event: event(1), inputs: { ...inputs, prompt: FIXED_PROMPT } });
    expect(green.run.code, green.run.stdout).toBe(0);
    expect(prComments(pr)).toEqual([]);
    expect(green.run.outputs['comment-url']).toBe('');

    const red = await step({ event: event(2), inputs: { ...inputs, prompt: TERSE_PROMPT } });
    expect(red.run.code, red.run.stdout).toBe(1);
    expect(prComments(pr)).toHaveLength(1);
    expect(prComments(pr)[0]?.body).toContain('❌ blocked');

    // A "blocked" comment left standing next to a green check would mislead the reviewer.
    const fixed = await step({ event: event(3), inputs: { ...inputs, prompt: FIXED_PROMPT } });
    expect(fixed.run.code, fixed.run.stdout).toBe(0);
    expect(prComments(pr)).toHaveLength(1);
    expect(prComments(pr)[0]?.body).toContain('✅ passed');
    expect(fixed.run.outputs['comment-url']).toContain(`#issuecomment-${prComments(pr)[0]!.id}`);
  });

  it('on a push to another branch: neither saves a baseline nor comments', async () => {
    const entries = savedEntries().length;
    const requests = fakes.github.requests.length;
    const commit = sha('feature-push');
    const { run } = await step({ event: pushEvent(commit, 'feature'), inputs: { models: MODEL, prompt: FIXED_PROMPT } });
    expect(run.code, run.stdout).toBe(0);
    expect(savedEntries()).toHaveLength(entries);
    expect(fakes.github.requests.slice(requests).filter((r) => r.path.includes('/issues/'))).toEqual([]);
    expect(run.outputs['baseline-found']).toBe('true');
    expect(fakes.github.checkRuns.at(-1)).toMatchObject({ head_sha: commit, conclusion: 'success' });
  });

  it('does not reuse a same-config baseline that holds errors: a failed call is not an answer to keep', async () => {
    const flaky = `bedrock:${FLAKY_MODEL_ID}`;
    outage = true;
    try {
      const push = await step({ event: pushEvent(sha('main-outage')), inputs: { models: flaky } });
      // No baseline of this model yet: it is compared with the dataset's latest (another model's).
      expect(push.run.outputs).toMatchObject({ errors: '1', 'baseline-found': 'true' });
      expect(savedEntries().at(-1)?.key).toContain('flaky');
    } finally {
      outage = false;
    }
    const { run, bedrockCalls } = await step({
      event: pullRequestEvent({ number: 22, headSha: sha('after-outage-head'), mergeSha: sha('after-outage-merge') }),
      inputs: { models: flaky },
    });
    // The whole results are not reused; answer reuse (reuse: auto) takes the good answers, and only the failed call is made again.
    expect(bedrockCalls).toBe(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'baseline-found': 'true', errors: '0', passed: 'true', fixed: '1' });
    expect(run.outputs).toMatchObject({ calls: '1', 'reused-answers': String(TICKETS.length - 1) });
    expect(run.code, run.stdout).toBe(0);
  });
});
