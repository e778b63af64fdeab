// The comment and the check run when several runs meet on one pull request:
// matrix legs on one commit, someone pasting the hidden marker, and what the
// check says when nothing could be compared. dist/index.js in a child process
// against the fake GitHub API, cache and Bedrock.
import { describe, expect, it } from 'vitest';
import { fakeError } from '../fakes/bedrock.js';
import { expectNoStackTrace, OWNER, pullRequestEvent, REPO, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';
import { MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

/** Answers "billing" to every ticket: 2 of 6 right, under the 0.8 pass rate. */
const WEAK_MODEL_ID = 'anthropic.claude-weak-v1:0';
const WEAK_MODEL = `bedrock:${WEAK_MODEL_ID}`;
/** Every call fails. */
const BROKEN_MODEL_ID = 'anthropic.claude-broken-v1:0';

const fakes = useActionFakes('supereval-e2e-legs-', (request) => {
  if (request.modelId === WEAK_MODEL_ID) return { text: 'billing' };
  if (request.modelId === BROKEN_MODEL_ID) return fakeError(424, 'ModelErrorException', 'The model failed to process the request.');
  return triageModel(request);
});

const step = (o: Omit<ActionRunOptions, 'bedrockUrl' | 'files'>) => fakes.runner.run({ files: triageFiles(), bedrockUrl: fakes.bedrock.url, ...o });
const comments = (pr: number) => fakes.github.commentsOn(OWNER, REPO, pr);
/** What `${{ toJSON(matrix) }}` gives a leg with `strategy.matrix.model`. */
const matrixOf = (model: string) => JSON.stringify({ model }, null, 2);

describe('matrix legs on one pull request', () => {
  it('keep one check run and one comment each: a passing leg never hides a failing one', async () => {
    const pr = 31;
    const event = pullRequestEvent({ number: pr, headSha: sha('legs-head'), mergeSha: sha('legs-merge') });
    const checksBefore = fakes.github.checkRuns.length;

    const failing = await step({ event, inputs: { models: WEAK_MODEL, matrix: matrixOf(WEAK_MODEL) } });
    expect(failing.code, failing.stdout).toBe(1);
    const passing = await step({ event, inputs: { models: MODEL, matrix: matrixOf(MODEL) } });
    expect(passing.code, passing.stdout).toBe(0);

    const checks = fakes.github.checkRuns.slice(checksBefore);
    expect(checks.map((c) => [c.name, c.conclusion])).toEqual([
      [`supereval (${WEAK_MODEL})`, 'failure'],
      [`supereval (${MODEL})`, 'success'],
    ]);
    expect(new Set(checks.map((c) => c.head_sha))).toEqual(new Set([sha('legs-head')]));

    const bodies = comments(pr).map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('❌ blocked');
    expect(bodies[1]).toContain('✅ passed');
    expect(failing.outputs['comment-url']).toContain(`#issuecomment-${comments(pr)[0]!.id}`);
    expect(passing.outputs['comment-url']).toContain(`#issuecomment-${comments(pr)[1]!.id}`);

    // The failing leg's next run edits its own comment, not the passing leg's.
    const again = await step({ event, inputs: { models: WEAK_MODEL, matrix: matrixOf(WEAK_MODEL) } });
    expect(again.code).toBe(1);
    expect(comments(pr).map((c) => c.body.includes('❌ blocked'))).toEqual([true, false]);
    expect(comments(pr)).toHaveLength(2);
  });

  it('legs whose values are inside the default check-name still get two check runs', async () => {
    // "eval" and "super" are both substrings of "supereval": neither names its leg.
    const event = pullRequestEvent({ number: 35, headSha: sha('substr-head'), mergeSha: sha('substr-merge') });
    const checksBefore = fakes.github.checkRuns.length;
    const evalLeg = await step({ event, inputs: { models: WEAK_MODEL, matrix: '{"suite":"eval"}' } });
    expect(evalLeg.code, evalLeg.stdout).toBe(1);
    const superLeg = await step({ event, inputs: { models: MODEL, matrix: '{"suite":"super"}' } });
    expect(superLeg.code, superLeg.stdout).toBe(0);
    expect(fakes.github.checkRuns.slice(checksBefore).map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ['supereval (eval)', sha('substr-head'), 'failure'],
      ['supereval (super)', sha('substr-head'), 'success'],
    ]);
    expect(comments(35)).toHaveLength(2);
  });

  it('keeps a check-name that already names the leg as it is', async () => {
    const pr = 32;
    const event = pullRequestEvent({ number: pr, headSha: sha('named-head'), mergeSha: sha('named-merge') });
    const run = await step({ event, inputs: { models: MODEL, matrix: matrixOf(MODEL), 'check-name': `evals / ${MODEL}` } });
    expect(run.code, run.stdout).toBe(0);
    expect(fakes.github.checkRuns.at(-1)?.name).toBe(`evals / ${MODEL}`);
  });

  it('outside a matrix (the runner passes "null"): the check keeps its plain name', async () => {
    const run = await step({
      event: pullRequestEvent({ number: 33, headSha: sha('plain-head'), mergeSha: sha('plain-merge') }),
      inputs: { models: MODEL, matrix: 'null' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(fakes.github.checkRuns.at(-1)?.name).toBe('supereval');
  });

  it('says which input is wrong when matrix is not JSON', async () => {
    const run = await step({
      event: pullRequestEvent({ number: 34, headSha: sha('bad-head'), mergeSha: sha('bad-merge') }),
      inputs: { models: MODEL, matrix: 'model: x' },
    });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toMatch(/^matrix must be the job's matrix as JSON/);
    expectNoStackTrace(run);
  });
});

describe('a comment carrying our marker that someone else wrote', () => {
  it('is left alone: the action writes its own comment and points comment-url at it', async () => {
    const pr = 41;
    const marker = '<!-- supereval:sticky workflow=CI job=eval check=supereval -->';
    const forged = fakes.github.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: pr,
      body: `${marker}\n## supereval: ✅ passed`,
      user: { login: 'mallory', id: 666, type: 'User' },
    });

    const run = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('hijack-head'), mergeSha: sha('hijack-merge') }),
      inputs: { models: WEAK_MODEL },
    });
    expect(run.code, run.stdout).toBe(1);

    const [first, ours] = comments(pr);
    expect(first).toMatchObject({ id: forged.id, body: `${marker}\n## supereval: ✅ passed` });
    expect(ours?.user.login).toBe('github-actions[bot]');
    expect(ours?.body.startsWith(`${marker}\n`)).toBe(true);
    expect(ours?.body).toContain('❌ blocked');
    expect(run.outputs['comment-url']).toBe(`https://github.com/${OWNER}/${REPO}/pull/${pr}#issuecomment-${ours!.id}`);
  });
});

describe('the check title when nothing was compared', () => {
  it('without a baseline: "regressions not checked", not "0 regressions"', async () => {
    const run = await step({
      event: pullRequestEvent({ number: 51, headSha: sha('nobase-head'), mergeSha: sha('nobase-merge') }),
      inputs: { models: MODEL, baseline: 'none' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(fakes.github.checkRuns.at(-1)?.output.title).toBe(
      `${TICKETS.length}/${TICKETS.length} cases passed, no baseline: regressions not checked`,
    );
    expect(comments(51)[0]?.body).toContain(`${TICKETS.length} cases, no baseline: regressions not checked.`);
  });

  it('when every call errored: the errors are counted in the title', async () => {
    const run = await step({
      event: pullRequestEvent({ number: 52, headSha: sha('broken-head'), mergeSha: sha('broken-merge') }),
      inputs: { models: `bedrock:${BROKEN_MODEL_ID}`, baseline: 'none' },
    });
    expect(run.code, run.stdout).toBe(1);
    const n = TICKETS.length;
    expect(fakes.github.checkRuns.at(-1)?.output.title).toBe(`0/${n} cases passed, ${n} errors, no baseline: regressions not checked`);
    expect(fakes.github.checkRuns.at(-1)?.output.summary).toContain(`| ❌ blocked | 0% (0/${n}) | no baseline | – | ${n} |`);
  });
});
